/**
 * Database faults on a real PostgreSQL: a backend terminated under a transaction, every backend terminated under
 * load, and a whole cluster restarted under load. Each must fail only the requests that used the lost connection
 * (JSON 503), never the process, and every write acknowledged with a 2xx must be in the database afterwards.
 *
 * The first two run on TEST_DATABASE_URL; the restart runs on a private cluster of its own (the shared server is
 * not ours to restart) and skips when this machine cannot start one (not root, or no PostgreSQL binaries).
 */
import { execFile, execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql, type SQL } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { isDatabaseUnavailable, openDatabase, type Database, type DbOrTx } from '../../server/db/client'
import { UNAVAILABLE_MESSAGE } from '../../server/http/errors'
import { applicant, makeHarness, post, register, type Harness } from './helpers'

const adminUrl = process.env.TEST_DATABASE_URL

const uncaught: unknown[] = []
const onUncaught = (error: unknown) => uncaught.push(error)
beforeAll(() => {
  process.on('uncaughtException', onUncaught)
  process.on('unhandledRejection', onUncaught)
})
afterAll(() => {
  process.off('uncaughtException', onUncaught)
  process.off('unhandledRejection', onUncaught)
})
afterEach(() => expect(uncaught).toEqual([]))

/** Rows of a raw statement (both drivers return `{ rows }`). */
async function rows<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface LoadResult {
  acked: { contacts: string[]; emails: string[] }
  statuses: Map<number, number>
}

/**
 * At least `total` requests (more while `busy()` says the fault is still going on, at most 10 times as many) at
 * `concurrency`, alternating a contact post (one statement) and a registration (a transaction on PostgreSQL).
 * Every answer must be a 2xx or the JSON 503; returns what was acknowledged.
 */
async function load(
  h: Harness,
  total: number,
  concurrency: number,
  tag: string,
  busy: () => boolean = () => false,
): Promise<LoadResult> {
  const result: LoadResult = { acked: { contacts: [], emails: [] }, statuses: new Map() }
  let next = 0
  const more = (i: number) => i < total || (busy() && i < total * 10)
  const worker = async () => {
    for (let i = next++; more(i); i = next++) {
      let response
      let key: string
      if (i % 2 === 0) {
        key = `${tag} message ${i}`
        response = await post(h.app, '/api/contact', {
          name: 'Load',
          email: 'load@example.com',
          message: key,
        })
      } else {
        const who = applicant()
        key = who.email.toLowerCase()
        response = await register(h, who)
      }
      result.statuses.set(response.statusCode, (result.statuses.get(response.statusCode) ?? 0) + 1)
      if (response.statusCode === 200) (i % 2 === 0 ? result.acked.contacts : result.acked.emails).push(key)
      else {
        expect(response.statusCode).toBe(503)
        expect(response.json()).toEqual({ message: UNAVAILABLE_MESSAGE })
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return result
}

/** Every acknowledged contact message and registration (with its code's mail) is in the database. */
async function expectAllAcknowledgedStored(database: Database, acked: LoadResult['acked']) {
  const contacts = await rows<{ message: string }>(database.db, sql`select message from contact_messages`)
  const stored = new Set(contacts.map((row) => row.message))
  expect(acked.contacts.filter((message) => !stored.has(message))).toEqual([])
  const registered = await rows<{ email: string }>(
    database.db,
    sql`select a.email from applicants a join mail_queue m on m.to_address = a.email and m.kind = 'otp'`,
  )
  const emails = new Set(registered.map((row) => row.email))
  expect(acked.emails.filter((email) => !emails.has(email))).toEqual([])
}

async function waitHealthy(h: Harness, withinMs: number) {
  const deadline = Date.now() + withinMs
  for (;;) {
    const health = await h.app.inject({ method: 'GET', url: '/api/health' })
    if (health.statusCode === 200) return
    if (Date.now() > deadline) throw new Error(`still unhealthy: ${health.body}`)
    await pause(200)
  }
}

describe.skipIf(!adminUrl)('database faults on PostgreSQL', () => {
  let h: Harness
  let admin: pg.Client
  beforeAll(async () => {
    h = await makeHarness('postgres')
    admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
  })
  afterAll(async () => {
    await admin.end()
    await h.close()
  })

  const databaseName = async () =>
    (await rows<{ name: string }>(h.database.db, sql`select current_database() as name`))[0]!.name

  it('a backend terminated in the middle of a transaction fails that transaction only', async () => {
    let pid = 0
    const failed = await h.database.db
      .transaction(async (tx) => {
        pid = (await rows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`))[0]!.pid
        await admin.query('select pg_terminate_backend($1)', [pid])
        // The client learns of it as an 'error' event between statements, then through its next query.
        await pause(200)
        await tx.execute(sql`select 1`)
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      )
    expect(pid).toBeGreaterThan(0)
    expect(isDatabaseUnavailable(failed)).toBe(true)
    await pause(200)
    // The pool replaced the connection: the API answers as before.
    const after = await post(h.app, '/api/contact', {
      name: 'After',
      email: 'a@example.com',
      message: 'after kill',
    })
    expect(after.statusCode).toBe(200)
  })

  it('every backend terminated again and again under load: only 503s, no lost acknowledged write', async () => {
    const name = await databaseName()
    let running = true
    let terminated = 0
    const killer = (async () => {
      while (running) {
        const { rows } = await admin.query<{ killed: boolean }>(
          'select pg_terminate_backend(pid) as killed from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        )
        terminated += rows.filter((row) => row.killed).length
        await pause(15)
      }
    })()
    const result = await load(h, 200, 5, 'kill')
    running = false
    await killer
    expect(terminated).toBeGreaterThan(0)
    expect(result.statuses.get(503) ?? 0).toBeGreaterThan(0)
    await waitHealthy(h, 10_000)
    await expectAllAcknowledgedStored(h.database, result.acked)
  }, 120_000)

  it('answers 503 (JSON) while the database is unreachable and recovers by itself', async () => {
    const unreachable = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/none' })
    const down = await makeHarness('postgres', { database: unreachable })
    try {
      const response = await post(down.app, '/api/contact', {
        name: 'X',
        email: 'x@example.com',
        message: 'down',
      })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({ message: UNAVAILABLE_MESSAGE })
      expect(response.headers['retry-after']).toBe('5')
    } finally {
      await down.close()
      await unreachable.close()
    }
  })
})

const PG_BIN = '/usr/lib/postgresql/15/bin'
const canRunCluster = Boolean(adminUrl) && process.getuid?.() === 0 && existsSync(path.join(PG_BIN, 'pg_ctl'))

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe.skipIf(!canRunCluster)('a PostgreSQL restart under load (private cluster)', () => {
  let dir: string
  let port: number
  const asPostgres = (tool: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, tool), ...args], {
      stdio: 'pipe',
      timeout: 120_000,
    })
  const pgCtl = (...args: string[]) =>
    asPostgres('pg_ctl', [
      '-D',
      path.join(dir, 'data'),
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-t',
      '60',
      ...args,
    ])

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'dem-pg-restart-'))
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0)
    asPostgres('initdb', ['-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync'])
  }, 120_000)
  afterAll(() => {
    try {
      pgCtl('stop', '-m', 'immediate')
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true })
  })

  it('pg_ctl restart -m fast during 200 requests: only 503s, the API recovers, no acknowledged write lost', async () => {
    port = await freePort()
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`
    pgCtl('start', '-o', options)
    const database = await openDatabase({
      kind: 'postgres',
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    })
    await database.migrate()
    const h = await makeHarness('postgres', { database })
    try {
      let restarting = true
      const running = load(h, 200, 5, 'restart', () => restarting)
      await pause(200)
      // execFileSync would block the event loop and with it the load: pg_ctl runs beside it.
      const restarted = new Promise<void>((resolve, reject) => {
        const ctl = [path.join(PG_BIN, 'pg_ctl'), '-D', path.join(dir, 'data'), '-l', path.join(dir, 'log')]
        execFile(
          'runuser',
          ['-u', 'postgres', '--', ...ctl, '-w', '-t', '60', '-o', options, '-m', 'fast', 'restart'],
          (error) => (error ? reject(error) : resolve()),
        )
      }).finally(() => (restarting = false))
      const [result] = await Promise.all([running, restarted])
      await waitHealthy(h, 30_000)
      expect(result.statuses.get(200) ?? 0).toBeGreaterThan(0)
      await expectAllAcknowledgedStored(database, result.acked)
      const after = await post(h.app, '/api/contact', {
        name: 'After',
        email: 'a@example.com',
        message: 'after',
      })
      expect(after.statusCode).toBe(200)
    } finally {
      await h.close()
      await database.close()
    }
  }, 240_000)
})
