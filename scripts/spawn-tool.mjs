// Starts a package's own binary (node_modules/.bin), not `npx` or a shell, so that a signal reaches the tool itself
// (scripts/build.mjs and scripts/run-scripts.mjs run two at a time and stop them). Its output is kept and handed
// back whole when it ends, so two tools' lines never mix.
import { spawn } from 'node:child_process'
import path from 'node:path'

/** `ended` resolves with the exit code (1 with `problem` if it could not start or was stopped), output, seconds. */
export function spawnTool(args, env = process.env) {
  const [tool, ...rest] = args
  const begun = Date.now()
  const child = spawn(path.join('node_modules', '.bin', tool), rest, {
    stdio: ['ignore', 'pipe', 'pipe'],
    shell: process.platform === 'win32',
    env,
  })
  const output = []
  child.stdout.on('data', (chunk) => output.push(chunk))
  child.stderr.on('data', (chunk) => output.push(chunk))
  const ended = new Promise((resolve) => {
    let settled = false
    const finish = (code, problem) => {
      // A child that could not start reports 'error' and may then report 'close' too.
      if (settled) return
      settled = true
      const seconds = ((Date.now() - begun) / 1000).toFixed(1)
      resolve({ code, problem, output: Buffer.concat(output), seconds })
    }
    child.on('error', (error) => finish(1, error.message))
    child.on('close', (code, signal) => finish(code ?? 1, signal ? `stopped by ${signal}` : undefined))
  })
  return { child, ended }
}
