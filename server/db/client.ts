/**
 * Opens the database: PostgreSQL through `pg` when DATABASE_URL is set, otherwise embedded PGlite (on disk in
 * DATA_DIR/db, or in memory for `memory:`). Both speak the same SQL, so one schema and one set of migrations serve.
 */
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { isDatabaseUnavailable } from './errors'
import { promoCodes as cataloguePromoCodes } from '../../src/content/catalogue'
import { PGliteThread } from './pglite-thread'
import * as schema from './schema'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
/** A transaction or the database itself: services take either so callers can compose them. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type DbOrTx = Db | Tx

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** True when only one connection exists (PGlite): row locks never contend, statements run one at a time. */
  singleConnection: boolean
  migrate(): Promise<void>
  /** PGlite only: a copy of the whole database, which `openDatabase` can start another one from (`from`). */
  dump?(): Promise<Uint8Array>
  close(): Promise<void>
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * PostgreSQL by URL, or PGlite on disk (dataDir) or in memory (dataDir undefined), empty or a copy of another
 * (`from`: a `dump`; the tests start each database from one migrated copy instead of migrating it again).
 */
export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolMax?: number }
  | { kind: 'pglite'; dataDir: string | undefined; from?: Uint8Array }

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    // A request waits at most 5 s for a connection: while the database is down it fails fast with a 503 instead
    // of piling up.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: 5_000,
    })
    // An idle client's network error must not crash the process; the next query reconnects.
    pool.on('error', () => undefined)
    // pg-pool drops its own 'error' listener while a client is checked out (db.transaction holds one between
    // statements), and an 'error' event without a listener kills the process: a terminated backend or a restart
    // would take the API down. The failure reaches the caller through its pending or next query instead, and the
    // broken client is not queryable any more, so the pool discards it on release.
    pool.on('connect', (client) => client.on('error', () => undefined))
    const db = drizzlePg(new TransactionSafePool(pool) as unknown as pg.Pool, { schema }) as unknown as Db
    return {
      db,
      kind: 'postgres',
      singleConnection: false,
      async migrate() {
        // Several instances may start at once; the advisory lock lets exactly one apply the migrations.
        const client = await pool.connect()
        try {
          await client.query('SELECT pg_advisory_lock(727274001)')
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder })
          await seed(db)
        } finally {
          await client.query('SELECT pg_advisory_unlock(727274001)').catch(() => undefined)
          client.release()
        }
      },
      close: () => pool.end(),
    }
  }
  if (options.dataDir !== undefined) mkdirSync(options.dataDir, { recursive: true })
  // Drizzle's PGlite driver uses only the part of PGlite's interface that the thread's client has.
  const thread = new PGliteThread(options.dataDir, options.from)
  await thread.waitReady
  const client = thread as unknown as PGlite
  const db = drizzlePglite(client, { schema }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    singleConnection: true,
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder })
      await seed(db)
    },
    dump: () => thread.dumpDataDir(),
    close: () => thread.close(),
  }
}

/**
 * The pool as Drizzle sees it. Drizzle's transaction sends BEGIN before its try/finally, so a connection lost at
 * that moment never returned its client: ten such losses (a restart under load) and every later request waited
 * for a connection that never came. Here a client whose connection broke is handed back to the pool (which
 * discards it) the moment one of its queries fails, and Drizzle's own release afterwards does nothing.
 * Drizzle recognises a pool by its class name.
 */
class TransactionSafePool {
  constructor(private readonly pool: pg.Pool) {}

  query(...args: Parameters<pg.Pool['query']>): ReturnType<pg.Pool['query']> {
    return (this.pool.query as (...a: unknown[]) => ReturnType<pg.Pool['query']>)(...args)
  }

  async connect(): Promise<Pick<pg.PoolClient, 'query' | 'release'>> {
    const client = await this.pool.connect()
    let released = false
    const release = (error?: Error | boolean) => {
      if (released) return
      released = true
      client.release(error)
    }
    return {
      query: (async (...args: unknown[]) => {
        try {
          return await (client.query as (...a: unknown[]) => Promise<unknown>)(...args)
        } catch (error) {
          if (isDatabaseUnavailable(error)) release(error as Error)
          throw error
        }
      }) as pg.PoolClient['query'],
      release,
    }
  }
}

/**
 * Runs `work` once more if PostgreSQL aborted it to break a deadlock (SQLSTATE 40P01, raised by the pg driver
 * and wrapped by Drizzle): the victim's statement or transaction was rolled back whole, so running it again is
 * safe. Used where a batch could meet another one in a lock cycle that ordering cannot rule out.
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    const code = (failure: unknown) => (failure as { code?: unknown } | null)?.code
    if (code(error) !== '40P01' && code((error as { cause?: unknown } | null)?.cause) !== '40P01') throw error
    return work()
  }
}

export { isDatabaseUnavailable }

/** Disk full: Node's ENOSPC, PostgreSQL's disk_full (53100) or its "could not extend/write" on a full disk. */
const STORAGE_FULL_MESSAGES = /ENOSPC|No space left on device|could not extend file|could not write to file/i

/**
 * True when `error` (or an error it wraps) says the disk under the database or the data folder is full: nothing
 * can be stored until space is made, so the caller answers 503 in plain words, never a bare 500.
 */
export function isStorageFull(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, errno, message, cause } = current as {
      code?: unknown
      errno?: unknown
      message?: unknown
      cause?: unknown
    }
    if (code === 'ENOSPC' || code === '53100' || errno === -28) return true
    if (typeof message === 'string' && STORAGE_FULL_MESSAGES.test(message)) return true
    current = cause
  }
  return false
}

/** Promo codes of the shared catalogue; the business may add more rows without a release. */
async function seed(db: Db): Promise<void> {
  for (const [code, rule] of Object.entries(cataloguePromoCodes)) {
    await db
      .insert(schema.promoCodes)
      .values({ code, percentOff: rule.percentOff, role: rule.role, oncePerEmail: rule.oncePerEmail })
      .onConflictDoNothing()
  }
}
