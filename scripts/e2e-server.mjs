// Starts the real server for the end-to-end suite with an empty data directory (the build must exist).
import { rmSync } from 'node:fs'
import { spawn } from 'node:child_process'

const dataDir = process.env.DATA_DIR
if (!dataDir) throw new Error('DATA_DIR must be set for the e2e server')
rmSync(dataDir, { recursive: true, force: true })

const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
