// Runs the Nu HTML Checker (vnu-jar, needs a Java runtime) over every HTML file of the build: each prerendered
// page, dist/spa.html and dist/404.html, and the same in the Hindi site (dist/hi). Any error fails; warnings are printed but pass; infos (such as React's
// `<meta/>` self-closing style) are only counted.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const dist = path.resolve('dist')
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'))

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return htmlFiles(full)
    return entry.name.endsWith('.html') ? [full] : []
  })
}

const files = htmlFiles(dist).sort()
for (const required of [
  'index.html',
  'spa.html',
  '404.html',
  'hi/index.html',
  'hi/spa.html',
  'hi/404.html',
]) {
  if (!files.includes(path.join(dist, required))) {
    console.error(`check-html: dist/${required} is missing: run \`npm run build\` first`)
    process.exit(1)
  }
}

const java = process.env.JAVA ?? 'java'
// vnu writes its report to stderr; with --exit-zero-always its exit code only says whether it ran.
const run = spawnSync(java, ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...files], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
})
if (run.error || run.status !== 0) {
  console.error(
    `check-html: could not run the Nu HTML Checker with "${java}": ${run.error?.message ?? run.stderr}`,
  )
  process.exit(1)
}

const messages = JSON.parse(run.stderr).messages
const errors = messages.filter((m) => m.type === 'error' || m.subType === 'fatal')
for (const m of messages.filter((m) => m.type !== 'info' || m.subType === 'warning')) {
  const where = `${path.relative(process.cwd(), new URL(m.url).pathname)}:${m.lastLine ?? '?'}:${m.firstColumn ?? m.lastColumn ?? '?'}`
  const kind = m.type === 'error' || m.subType === 'fatal' ? 'error' : 'warning'
  console.log(`${where}: ${kind}: ${m.message}${m.extract ? `\n    ${m.extract.replace(/\s+/g, ' ')}` : ''}`)
}
console.log(
  `check-html: ${files.length} HTML files, ${errors.length} errors, ${messages.length - errors.length} warnings and infos`,
)
if (errors.length > 0) process.exit(1)
