// Starts the real server for the end-to-end suite on a fresh copy of a migrated database (the build must exist).
import { cpSync, existsSync, rmSync } from 'node:fs'
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'

const dataDir = process.env.DATA_DIR
if (!dataDir) throw new Error('DATA_DIR must be set for the e2e server')
rmSync(dataDir, { recursive: true, force: true })

// The database starts as a copy of a migrated one (E2E_DB_TEMPLATE), made anew by the suite's first server
// (E2E_DB_TEMPLATE_FRESH, set in playwright.config.ts) so that it always has this checkout's migrations.
const template = process.env.E2E_DB_TEMPLATE
if (template) {
  if (process.env.E2E_DB_TEMPLATE_FRESH === '1') {
    rmSync(template, { recursive: true, force: true })
    const made = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/e2e-db-template.ts', template], {
      stdio: 'inherit',
    })
    if (made.status !== 0) throw new Error('could not make the e2e database template')
  }
  if (existsSync(template)) cpSync(template, path.join(dataDir, 'db'), { recursive: true })
}

// A spec may have rows written into the database before the server opens it (PGlite has one process at a time):
// E2E_SEED names a script (e2e/seed-*.ts) run with the database's folder, e.g. 100 earlier kit buyers.
const seed = process.env.E2E_SEED
if (seed) {
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', seed, path.join(dataDir, 'db')], {
    stdio: 'inherit',
  })
  if (seeded.status !== 0) throw new Error(`the e2e seed ${seed} failed`)
}

const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  // The suite signs up dozens of buyers with one phone number: the code caps are raised to their maximum.
  env: {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    OTP_HOURLY_CAP: process.env.OTP_HOURLY_CAP ?? '1000',
    // All its browsers are one client: its SMS budget of a day is half the day's cap (server/config.ts).
    SMS_CLIENT_DAILY_CAP: process.env.SMS_CLIENT_DAILY_CAP ?? '100000',
  },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
