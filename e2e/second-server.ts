import { expect } from '@playwright/test'
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process'
import { E2E_DB_TEMPLATE } from './env'

/**
 * Starts another e2e server (scripts/e2e-server.mjs) beside the suite's, with its own port, data directory and
 * settings (e.g. a simulator that sends no webhooks), and waits until it answers. The caller stops it with
 * `kill('SIGTERM')` in afterAll.
 */
export async function startSecondServer(options: {
  port: number
  dataDir: string
  env: Record<string, string>
  stdio?: StdioOptions
  /** Migrations and the site take a few seconds to start, far more on a busy machine. */
  timeoutMs?: number
}): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    stdio: options.stdio ?? 'ignore',
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      E2E_DB_TEMPLATE,
      ...options.env,
    },
  })
  try {
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${options.port}/api/health`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: options.timeoutMs ?? 170_000 },
      )
      .toBe(200)
  } catch (error) {
    // The caller never gets the process to stop, so a server that did not come up is stopped here.
    server.kill('SIGTERM')
    throw error
  }
  return server
}
