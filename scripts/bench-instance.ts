/**
 * What the process benchmarks share (bench-faults.ts, bench-kit.ts): an instance of `server/main.ts` in a process of
 * its own on a loopback port and a PostgreSQL database, and the probe that times requests while something else runs.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { until } from './bench-buyer'

/** The code secret every bench instance is started with: the bench reads the codes it mails. */
export const BENCH_OTP_SECRET = 'bench-otp-secret-0123456789abcdef0123'

/**
 * A fresh database for one bench run, made beside BENCH_DATABASE_URL (or TEST_DATABASE_URL) and dropped by `drop`;
 * without either, says what is needed and exits 2.
 */
export async function benchDatabase(bench: string) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (!adminUrl) {
    console.error(
      `bench:${bench} needs PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a database it may create another database beside.`,
    )
    process.exit(2)
  }
  const dbName = `bench_${bench}_${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${dbName}`)
  const url = new URL(adminUrl)
  url.pathname = `/${dbName}`
  return {
    databaseUrl: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${dbName} with (force)`)
      await admin.end()
    },
  }
}

export interface Instance {
  name: string
  port: number
  child: ChildProcess
  dataDir: string
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

export function instances(options: { prefix: string; databaseUrl: string; otpSecret: string }) {
  /** An instance of `server/main.ts`; `env` adds to the bench's settings (`DIST_DIR` set: the built site is served). */
  async function start(name: string, env: Record<string, string> = {}): Promise<Instance> {
    const port = await freePort()
    const dataDir = mkdtempSync(path.join(tmpdir(), `${options.prefix}-${name}-`))
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DIST_DIR: path.join(dataDir, 'no-dist'),
        DATABASE_URL: options.databaseUrl,
        SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
        OTP_SECRET: options.otpSecret,
        SMS_PROVIDER: 'file',
        // Every buyer registers from this one address: its SMS are not capped, so each code makes its SMS job.
        SMS_CLIENT_DAILY_CAP: '100000',
        SMS_RANGE_HOURLY_CAP: '100000',
        SMS_DAILY_CAP_RUPEES: '10000000',
        ...env,
      },
    })
    await until(
      `${name} to answer`,
      async () => {
        if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`)
        const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
          .then((res) => res.ok)
          .catch(() => false)
        return ok ? true : undefined
      },
      60_000,
    )
    return { name, port, child, dataDir }
  }

  async function stop(instance: Instance, signal: NodeJS.Signals = 'SIGTERM') {
    if (instance.child.exitCode === null && instance.child.signalCode === null) {
      const exited = new Promise((resolve) => instance.child.once('exit', resolve))
      instance.child.kill(signal)
      await exited
    }
    rmSync(instance.dataDir, { recursive: true, force: true })
  }

  return { start, stop }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
/** The percentile `p` (0-100) by nearest rank: p99, p95. */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil((sorted.length * p) / 100) - 1)]!
}
export const p99 = (values: number[]) => percentile(values, 99)

export const PROBE_GAP_MS = 25

/** GET the routes in turn, one at a time, PROBE_GAP_MS apart, while `more(count)`: each route's times (ms). */
export async function timeRequests(port: number, routes: string[], more: (count: number) => boolean) {
  const times = new Map(routes.map((route) => [route, [] as number[]]))
  for (let count = 0; more(count); count += 1) {
    const route = routes[count % routes.length]!
    const t0 = performance.now()
    const res = await fetch(`http://127.0.0.1:${port}${route}`)
    await res.arrayBuffer()
    if (!res.ok) throw new Error(`GET ${route}: ${res.status}`)
    times.get(route)!.push(performance.now() - t0)
    await sleep(PROBE_GAP_MS)
  }
  return times
}
