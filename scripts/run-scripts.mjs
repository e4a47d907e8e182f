// Runs package.json scripts side by side: `node scripts/run-scripts.mjs lint:eslint typecheck:app ...`.
// `npm test` runs the lint and type checks this way (the CI machine has two cores; CHECK_JOBS changes how many
// run at once), in the order given, so the longest go first.
//
// Each script's output is printed when it ends, under its name, so two scripts' lines never mix. All of them run
// to the end even when one fails (so one run shows every problem), then the run fails naming the failed ones.
// Each script must be a single command (no &&, pipes or quotes): it is started as the tool's own binary, not
// through a shell, so a Ctrl+C reaches it (scripts/spawn-tool.mjs).
import { readFileSync } from 'node:fs'
import { spawnTool } from './spawn-tool.mjs'

const names = process.argv.slice(2)
if (names.length === 0) throw new Error('usage: node scripts/run-scripts.mjs <package.json script>...')
const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts
const commands = names.map((name) => {
  const command = scripts[name]
  if (typeof command !== 'string') throw new Error(`package.json has no script "${name}"`)
  if (/[&|;<>"'`$()]/.test(command)) throw new Error(`script "${name}" must be a single command: ${command}`)
  return { name, command, args: command.trim().split(/\s+/) }
})

const jobs = Math.max(1, Number.parseInt(process.env.CHECK_JOBS ?? '', 10) || 2)
const started = Date.now()
const children = new Set()
const failed = []

async function run({ name, command, args }) {
  // Colours as in a terminal when the run itself is in one.
  const { child, ended } = spawnTool(
    args,
    process.stdout.isTTY ? { FORCE_COLOR: '1', ...process.env } : process.env,
  )
  children.add(child)
  const { code, problem, output, seconds } = await ended
  children.delete(child)
  process.stdout.write(`\n> ${name}: ${command}  (${seconds} s)\n`)
  process.stdout.write(output)
  if (code !== 0) {
    process.stdout.write(`\n${name} FAILED (${problem ?? `exit code ${code}`})\n`)
    failed.push(name)
  }
}

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of children) child.kill(signal)
    process.exit(1)
  })

const queue = [...commands]
await Promise.all(
  Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    while (queue.length > 0) await run(queue.shift())
  }),
)

const seconds = ((Date.now() - started) / 1000).toFixed(1)
// On stdout, after the scripts' output, so a CI log shows it last.
if (failed.length > 0) {
  console.log(`\nFAILED: ${failed.join(', ')}  (${seconds} s, ${jobs} at a time)`)
  process.exitCode = 1
} else console.log(`\n${names.join(', ')} passed in ${seconds} s (${jobs} at a time)`)
