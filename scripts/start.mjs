// `npm start`: builds the site if it has never been built, then runs the server (API + site) in one process.
// Signals are forwarded so SIGTERM/SIGINT reach the server's graceful shutdown.
import { existsSync } from 'node:fs'
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist')

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.log(`No built site in ${distDir}: running npm run build first.`)
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) {
    console.error('The build failed; the server was not started.')
    process.exit(build.status ?? 1)
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
})
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal))
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
