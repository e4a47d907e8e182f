// The production build: generated assets, the client bundle, the prerender bundle, static HTML per route, the
// same three for the Hindi site (dist/hi), then the back office (its own build, so it shares nothing with the public pages).
//
// Steps run two at a time (BUILD_JOBS; the CI machine has two cores), each as soon as the steps it needs are done:
// the generated files go into public/, which the English client build copies into dist/ (emptying dist/, dist/hi
// included, first); the prerender bundles need nothing else, so they are built while the PDFs are drawn. Each
// step's output is printed when it ends, so two steps' lines never mix.
import { spawnTool } from './spawn-tool.mjs'

const steps = {
  sampleReport: { run: ['tsx', 'scripts/generate-sample-report.ts'], after: [] },
  images: { run: ['tsx', 'scripts/generate-images.ts'], after: [] },
  brochures: { run: ['tsx', 'scripts/generate-brochures.ts'], after: [] },
  ssr: { run: ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr'], after: [] },
  // The Hindi site: the same app with the Hindi content modules, under /hi (vite.config.ts, hindiContent).
  ssrHi: {
    run: ['vite', 'build', '--mode', 'hi', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr-hi'],
    after: [],
  },
  client: { run: ['vite', 'build'], after: ['sampleReport', 'images', 'brochures'] },
  prerender: { run: ['tsx', 'scripts/prerender.ts'], after: ['client', 'ssr'] },
  clientHi: { run: ['vite', 'build', '--mode', 'hi'], after: ['client'] },
  prerenderHi: { run: ['tsx', 'scripts/prerender.ts', 'hi'], after: ['clientHi', 'ssrHi'] },
  // After the prerender step has written robots.txt and sitemap.xml into dist/ (vite.admin.config.ts).
  admin: { run: ['vite', 'build', '--config', 'vite.admin.config.ts'], after: ['prerender'] },
}

const jobs = Math.max(1, Number.parseInt(process.env.BUILD_JOBS ?? '', 10) || 2)
const started = Date.now()
const done = new Set()
const running = new Set()
const children = new Set()

async function runStep(name) {
  const args = steps[name].run
  // A failed build kills the steps beside it (spawn-tool.mjs: the tool's own binary, which a signal reaches).
  const { child, ended } = spawnTool(args)
  children.add(child)
  const { code, problem, output, seconds } = await ended
  children.delete(child)
  process.stdout.write(`\n> ${args.join(' ')}  (${seconds} s)\n`)
  process.stdout.write(output)
  if (code !== 0) throw new Error(`${args.join(' ')} ${problem ?? `exited with ${code}`}`)
}

await new Promise((resolve, reject) => {
  const next = () => {
    if (done.size === Object.keys(steps).length) return resolve()
    for (const [name, step] of Object.entries(steps)) {
      if (running.size >= jobs) break
      if (done.has(name) || running.has(name) || !step.after.every((need) => done.has(need))) continue
      running.add(name)
      runStep(name).then(() => {
        running.delete(name)
        done.add(name)
        next()
      }, reject)
    }
  }
  next()
}).catch(async (error) => {
  console.error(error.message)
  // The step running beside the failed one is stopped, and waited for, so nothing writes into dist/ afterwards.
  await Promise.all(
    [...children].map((child) => {
      const closed = new Promise((resolve) => child.once('close', resolve))
      child.kill()
      return closed
    }),
  )
  process.exit(1)
})
console.log(`\nbuilt in ${((Date.now() - started) / 1000).toFixed(1)} s (${jobs} steps at a time)`)
