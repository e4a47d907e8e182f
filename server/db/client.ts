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
  close(): Promise<void>
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/** PostgreSQL by URL, or PGlite on disk (dataDir) or in memory (dataDir undefined). */
export type DatabaseOptions =
  { kind: 'postgres'; url: string; poolMax?: number } | { kind: 'pglite'; dataDir: string | undefined }

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax ?? 10 })
    // An idle client's network error must not crash the process; the next query reconnects.
    pool.on('error', () => undefined)
    const db = drizzlePg(pool, { schema }) as unknown as Db
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
  const thread = new PGliteThread(options.dataDir)
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
    close: () => thread.close(),
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

/** Promo codes of the shared catalogue; the business may add more rows without a release. */
async function seed(db: Db): Promise<void> {
  for (const [code, rule] of Object.entries(cataloguePromoCodes)) {
    await db
      .insert(schema.promoCodes)
      .values({ code, percentOff: rule.percentOff, role: rule.role, oncePerEmail: rule.oncePerEmail })
      .onConflictDoNothing()
  }
}
