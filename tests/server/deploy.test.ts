/**
 * The production supervisor story: the systemd unit in deploy/ is valid for this machine's systemd (skipped where
 * systemd-analyze is absent), restarts the server whatever way it ends, and the server exits non-zero when it
 * cannot start (here: its database is unreachable), which is what makes the supervisor restart it.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const unit = path.join(root, 'deploy', 'dem-api.service')
const systemdAnalyze = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((file) => existsSync(file))

describe('deploy/dem-api.service', () => {
  it('restarts always, without a start limit, and stops through the graceful SIGTERM path', () => {
    const text = readFileSync(unit, 'utf8')
    expect(text).toMatch(/^Restart=always$/m)
    expect(text).toMatch(/^StartLimitIntervalSec=0$/m)
    expect(text).toMatch(/^KillSignal=SIGTERM$/m)
    // A restart (a new pid) knows its old background rows at once: the instance is named, per host.
    expect(text).toMatch(/^Environment=INSTANCE_ID=%H-dem-api$/m)
    expect(text).toMatch(/^ExecStart=\/usr\/bin\/node --import tsx server\/main\.ts$/m)
  })

  it.skipIf(!systemdAnalyze)('passes systemd-analyze verify', () => {
    const result = spawnSync(systemdAnalyze!, ['verify', unit], { encoding: 'utf8', timeout: 60_000 })
    expect(`${result.stdout}${result.stderr}`.trim()).toBe('')
    expect(result.status).toBe(0)
  })
})

describe('server/main.ts', () => {
  it('exits non-zero when it cannot reach its database at start', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dem-main-'))
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nowhere',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    expect(code).toBe(1)
    expect(stderr).toMatch(/ECONNREFUSED/)
  }, 60_000)
})
