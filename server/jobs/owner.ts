/**
 * The owner of background work and its heartbeat: one pattern for every loop that claims rows (the mail sender's
 * `mail_queue` rows, the job runner's `jobs` rows and the reconciler's lease in `job_leases`). Each owner has an
 * id unique per process and beats into `mail_senders` (the table of owners alive; named when mail was the only
 * one) every HEARTBEAT_MS on a timer of its own, so an owner busy with slow work is still alive. A row claimed by
 * an owner that has not beaten for OWNER_DEAD_MS (crashed, killed, frozen) is anyone's at once, without waiting
 * for its lease to run out; so is a row of this host's same process id under another owner id: a restarted
 * process (in a container it comes back with the same host name and pid) knows its old rows for a dead owner's at
 * once (an id says host name, pid and run). Heartbeats are in the database's time, so instances whose clocks differ still agree on who is alive.
 */
import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { lt, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import { mailSenders } from '../db/schema'

/** How often an owner beats, and how long without a beat before its rows are taken over. */
export const HEARTBEAT_MS = 5_000
export const OWNER_DEAD_MS = 20_000

/** This host and process id, the start of every owner id made here. */
const PROCESS_PREFIX = `${hostname()}/${process.pid}/`
/** This run of the process: a later process with the same host name and pid has another. */
const RUN_PREFIX = `${PROCESS_PREFIX}${randomUUID().slice(0, 8)}/`

export class Owner {
  /** Unique per owner: host name, pid and run say whose it was in the table, the random part keeps it unique. */
  readonly id = `${RUN_PREFIX}${randomUUID().slice(0, 8)}`
  private lastHeartbeat = 0
  private beating: Promise<void> | undefined
  private timer: NodeJS.Timeout | undefined

  constructor(private readonly db: Db) {}

  /** Beats on a timer of its own until stopped. */
  start(): void {
    if (this.timer) return
    this.timer = setInterval(() => void this.heartbeat().catch(() => undefined), HEARTBEAT_MS)
    this.timer.unref()
  }

  /** Gone for good: anything left claimed under this id is anyone's at once. */
  async stop(): Promise<void> {
    clearInterval(this.timer)
    this.timer = undefined
    await this.beating?.catch(() => undefined)
    await this.db
      .delete(mailSenders)
      .where(sql`${mailSenders.id} = ${this.id}`)
      .catch(() => undefined)
  }

  /**
   * Before a claim: a row must never carry the id of an owner whose heartbeat is not there yet (or is stale), or
   * another would take it for dead. Concurrent callers share one write.
   */
  async beforeClaim(): Promise<void> {
    if (this.beating || Date.now() - this.lastHeartbeat >= HEARTBEAT_MS) await this.heartbeat()
  }

  /** Records that this owner is alive (and forgets owners silent for a day). */
  heartbeat(): Promise<void> {
    this.beating ??= (async () => {
      await this.db
        .insert(mailSenders)
        .values({ id: this.id, heartbeatAt: sql`now()` })
        .onConflictDoUpdate({ target: mailSenders.id, set: { heartbeatAt: sql`now()` } })
      this.lastHeartbeat = Date.now()
      if (Math.random() < 0.01)
        await this.db.delete(mailSenders).where(lt(mailSenders.heartbeatAt, sql`now() - interval '1 day'`))
    })().finally(() => (this.beating = undefined))
    return this.beating
  }

  /**
   * True (in SQL) when the owner named in `column` is dead: no heartbeat for OWNER_DEAD_MS, or an owner of an
   * earlier run of this host's process id (a restart that reused the host name and pid). Owners of this run (the
   * tests' second "instance" in one process) are judged by their heartbeat alone.
   */
  deadSql(column: AnyPgColumn): SQL {
    return sql`(not exists (select 1 from ${mailSenders} where ${mailSenders.id} = ${column}
      and ${mailSenders.heartbeatAt} > now() - ${`${OWNER_DEAD_MS} milliseconds`}::interval)
      or (starts_with(${column}, ${PROCESS_PREFIX}) and not starts_with(${column}, ${RUN_PREFIX})))`
  }
}
