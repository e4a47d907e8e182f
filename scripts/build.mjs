// The production build: generated assets, the client bundle, the prerender bundle, static HTML per route, the
// same three for the Hindi site (dist/hi), then the back office (its own build, so it shares nothing with the public pages).
//
// Steps run two at a time (BUILD_JOBS; the CI machine has two cores), each as soon as the steps it needs are done:
// the generated files go into public/, which the English client build copies into dist/ (emptying dist/, dist/hi
// included, first); the prerender bundles need nothing else, so they are built while the PDFs are drawn. Each
// step's output is printed when it ends, so two steps' lines never mix.
import { spawn } from 'node:child_process'
import path from 'node:path'

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

function runStep(name) {
  const args = steps[name].run
  const begun = Date.now()
  return new Promise((resolve, reject) => {
    // The tool's own binary, not `npx`: a failed build kills the steps beside it, and a signal to npx would not
    // reach the vite or tsx under it.
    const [tool, ...rest] = args
    const child = spawn(path.join('node_modules', '.bin', tool), rest, {
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    })
    children.add(child)
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('error', reject)
    child.on('close', (code) => {
      children.delete(child)
      const seconds = ((Date.now() - begun) / 1000).toFixed(1)
      process.stdout.write(`\n> ${args.join(' ')}  (${seconds} s)\n`)
      process.stdout.write(Buffer.concat(output))
      if (code === 0) resolve()
      else reject(new Error(`${args.join(' ')} exited with ${code}`))
    })
  })
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
