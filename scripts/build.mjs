// The production build: generated assets, the client bundle, the prerender bundle, then static HTML per route.
import { execFileSync } from 'node:child_process'

const steps = [
  ['npx', ['tsx', 'scripts/generate-images.ts']],
  ['npx', ['tsx', 'scripts/generate-brochures.ts']],
  ['npx', ['vite', 'build']],
  ['npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr']],
  ['npx', ['tsx', 'scripts/prerender.ts']],
]

for (const [cmd, args] of steps) {
  console.log(`\n> ${cmd} ${args.join(' ')}`)
  execFileSync(cmd, args, { stdio: 'inherit' })
}
