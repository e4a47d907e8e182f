/**
 * `npm run bench:faults`: issue 48's takeover rows measured with real processes, on PostgreSQL. Each instance is
 * `server/main.ts` in a process of its own (as production runs it), on a loopback port, all on one fresh database
 * made in the cluster of BENCH_DATABASE_URL (or TEST_DATABASE_URL) and dropped at the end. A buyer pays with the
 * simulated gateway and submits a scan through the API; the benchmark reads the database to see the report's job
 * claimed, then kills the process holding it with SIGKILL (no chance to hand anything back) and times:
 * - restart: the one instance killed mid-render and started again (another process id, as on a machine; a container
 *   that comes back with the same host name and pid takes its old rows at once): from the kill to the report stored;
 * - takeover: two instances, the one rendering killed: from the kill to the report stored by the other.
 * Before (the issue): 301-306 s and 303-316 s (a 5-minute lease). The bar: within 30 s. BENCH_RUNS runs of each (3).
 * Bounded: every wait gives up after WAIT_MS; a run whose render finished before the kill is said and not counted.
 * The in-process fault tests (tests/server/job-faults.test.ts and others) prove the exactly-once effects; this
 * measures the time. Prints a table; exit status 1 when a run misses the bar.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { openDatabase } from '../server/db/client'
import { jobs, scans } from '../server/db/schema'
import { buyers, until, WAIT_MS } from './bench-buyer'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const BAR_MS = 30_000
const OTP_SECRET = 'bench-otp-secret-0123456789abcdef0123'
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (!adminUrl) {
  console.error(
    'bench:faults needs PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a database it may create another database beside.',
  )
  process.exit(2)
}

const dbName = `bench_faults_${Date.now().toString(36)}`
const admin = new pg.Client({ connectionString: adminUrl })
await admin.connect()
await admin.query(`create database ${dbName}`)
const url = new URL(adminUrl)
url.pathname = `/${dbName}`
const databaseUrl = url.toString()

interface Instance {
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

async function start(name: string): Promise<Instance> {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), `bench-faults-${name}-`))
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
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
      OTP_SECRET,
      SMS_PROVIDER: 'file',
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

const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolMax: 2 })
const db = database.db
let live: Instance[] = []
let front: Instance | undefined
const { buyer, versions } = buyers({
  base: () => `http://127.0.0.1:${front!.port}`,
  db,
  otpSecret: OTP_SECRET,
})

/** The report job of this order once a runner holds it: the owner id says host, pid and run (jobs/owner.ts). */
async function claimed(orderId: string) {
  const [row] = await db
    .select({ status: jobs.status, claimedBy: jobs.claimedBy })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, 'report'),
        sql`${jobs.payload} ->> 'scanId' in (select ${scans.id}::text from ${scans} where ${scans.orderId} = ${orderId})`,
      ),
    )
  return row?.status === 'running' && row.claimedBy ? row.claimedBy : undefined
}

interface Row {
  fault: string
  run: number
  ms: number | null
  note: string
}
const rows: Row[] = []

/** One run: a buyer submits through `front`, the instance rendering it is killed, `after` starts what follows. */
async function measure(fault: string, run: number, after: (killed: Instance) => Promise<void>) {
  const b = await buyer()
  await b.send()
  const owner = await until('the report claimed', () => claimed(b.orderId), 30_000)
  const holder = live.find((instance) => owner.split('/')[1] === String(instance.child.pid))
  if (!holder) throw new Error(`no instance holds ${owner}`)
  holder.child.kill('SIGKILL')
  const killedAt = performance.now()
  await new Promise((resolve) => holder.child.once('exit', resolve))
  live = live.filter((instance) => instance !== holder)
  rmSync(holder.dataDir, { recursive: true, force: true })
  if ((await versions(b.orderId)) > 0) {
    rows.push({ fault, run, ms: null, note: 'the render finished before the kill: not counted' })
    await after(holder)
    return
  }
  await after(holder)
  await until('the report after the kill', async () => ((await versions(b.orderId)) > 0 ? true : undefined))
  rows.push({ fault, run, ms: performance.now() - killedAt, note: '' })
}

try {
  // The first instance applies the migrations; a warm-up report loads the render thread's fonts.
  front = await start('a')
  live = [front]
  await (await buyer()).submit()

  for (let run = 1; run <= RUNS; run += 1)
    await measure('restart: the one instance killed mid-render, started again', run, async () => {
      front = await start('a')
      live.push(front)
    })

  // Two instances: the buyer talks to the first; either may claim the render.
  live.push(await start('b'))
  for (let run = 1; run <= RUNS; run += 1)
    await measure('takeover: two instances, the one rendering killed', run, async () => {
      front = live[0]!
      // The killed one comes back for the next run, so that there are two again.
      live.push(await start(`a${run}`))
    })
} finally {
  for (const instance of live) await stop(instance)
  await database.close()
  await admin.query(`drop database if exists ${dbName} with (force)`)
  await admin.end()
}

console.log(
  `\nIssue 48, real processes on PostgreSQL (load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}; bar ${BAR_MS / 1000} s; waits give up after ${WAIT_MS / 1000} s)\n`,
)
console.log('| fault | run | from the kill to the report stored |')
console.log('|---|---|---|')
let ok = true
for (const row of rows) {
  if (row.ms !== null) ok &&= row.ms <= BAR_MS
  console.log(
    `| ${row.fault} | ${row.run} | ${row.ms === null ? row.note : `${(row.ms / 1000).toFixed(1)} s`} |`,
  )
}
console.log(`\nBar (within ${BAR_MS / 1000} s): ${ok ? 'met' : 'MISSED'}`)
process.exitCode = ok ? 0 : 1
