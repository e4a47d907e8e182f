// The production build: generated assets, the client bundle, the prerender bundle, static HTML per route, the
// same three for the Hindi site (dist/hi), then the back office (its own build, so it shares nothing with the public pages).
import { execFileSync } from 'node:child_process'

const steps = [
  ['npx', ['tsx', 'scripts/generate-images.ts']],
  ['npx', ['tsx', 'scripts/generate-brochures.ts']],
  ['npx', ['tsx', 'scripts/generate-sample-report.ts']],
  ['npx', ['vite', 'build']],
  ['npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr']],
  ['npx', ['tsx', 'scripts/prerender.ts']],
  // The Hindi site: the same app with the Hindi content modules, under /hi (vite.config.ts, hindiContent).
  ['npx', ['vite', 'build', '--mode', 'hi']],
  ['npx', ['vite', 'build', '--mode', 'hi', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr-hi']],
  ['npx', ['tsx', 'scripts/prerender.ts', 'hi']],
  ['npx', ['vite', 'build', '--config', 'vite.admin.config.ts']],
]

for (const [cmd, args] of steps) {
  console.log(`\n> ${cmd} ${args.join(' ')}`)
  execFileSync(cmd, args, { stdio: 'inherit' })
}
