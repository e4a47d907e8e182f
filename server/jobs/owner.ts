/**
 * The owner of background work and its heartbeat: one pattern for every loop that claims rows (the mail sender's
 * `mail_queue` rows, the job runner's `jobs` rows and the reconciler's lease in `job_leases`). Each owner has an
 * id unique per process and beats into `mail_senders` (the table of owners alive; named when mail was the only
 * one) every HEARTBEAT_MS on a timer of its own, so an owner busy with slow work is still alive. A row claimed by
 * an owner that has not beaten for OWNER_DEAD_MS (crashed, killed, frozen) is anyone's at once, without waiting
 * for its lease to run out; so is a row of an earlier run of this same process: a restarted process knows its old
 * rows for a dead owner's at once. Which process is "this same one" the id's prefix says: the INSTANCE_ID setting
 * when it is set (`<INSTANCE_ID>:<run>/<random>`), so a process restarted by systemd with a new pid is still
 * itself; otherwise host name and pid (`<host>/<pid>/<run>/<random>`), which a container's restart keeps but a
 * restart on a host does not (that one waits OWNER_DEAD_MS like any dead owner). Two live instances must never
 * share an INSTANCE_ID: each would take the other's rows for its own earlier run's. Heartbeats are in the
 * database's time, so instances whose clocks differ still agree on who is alive.
 */
import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { lt, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import { isDatabaseUnavailable } from '../db/errors'
import { mailSenders } from '../db/schema'

/** How often an owner beats, and how long without a beat before its rows are taken over. */
export const HEARTBEAT_MS = 5_000
export const OWNER_DEAD_MS = 20_000

/** This run of the process: a later process with the same prefix (instance, or host name and pid) has another. */
const RUN = randomUUID().slice(0, 8)

/**
 * What an INSTANCE_ID may be (config.ts checks it): no `/` or `:`, so that its prefix (`<id>:`) never starts
 * another instance's ids nor a host name and pid's (host names have no `:`).
 */
export const INSTANCE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/

/** The start of every owner id of this process: its INSTANCE_ID, or else its host name and pid. */
export function processPrefix(instanceId?: string): string {
  if (instanceId === undefined) return `${hostname()}/${process.pid}/`
  if (!INSTANCE_ID_PATTERN.test(instanceId))
    throw new Error(`not an instance id: ${JSON.stringify(instanceId)}`)
  return `${instanceId}:`
}

export class Owner {
  /** Unique per owner: the prefix and run say whose it was in the table, the random part keeps it unique. */
  readonly id: string
  /** The start of the ids of this process (any run) and of this run. */
  private readonly processPrefix: string
  private readonly runPrefix: string
  private lastHeartbeat = 0
  /** When this owner last failed to reach the database (Date.now()), or -Infinity. */
  private troubledAt = Number.NEGATIVE_INFINITY
  private beating: Promise<void> | undefined
  private timer: NodeJS.Timeout | undefined

  /** `instanceId`: the INSTANCE_ID setting, when set (config.ts `instanceId`). */
  constructor(
    private readonly db: Db,
    options: { instanceId?: string } = {},
  ) {
    this.processPrefix = processPrefix(options.instanceId)
    this.runPrefix = `${this.processPrefix}${RUN}/`
    this.id = `${this.runPrefix}${randomUUID().slice(0, 8)}`
  }

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

  /**
   * This owner's call failed (a heartbeat, or its loop's claim or write). If it could not reach the database, for
   * OWNER_DEAD_MS after the last such failure it takes nobody for dead by the heartbeat alone (see deadSql). Any
   * other error (a query the database refuses every time) is not an outage: it must not hold takeovers back for
   * good, and refunds have no lease to fall back on.
   */
  noteTrouble(error: unknown): void {
    if (isDatabaseUnavailable(error)) this.troubledAt = Date.now()
  }

  /** Within OWNER_DEAD_MS of this owner's last failure to reach the database. */
  get troubled(): boolean {
    return Date.now() - this.troubledAt < OWNER_DEAD_MS
  }

  /** Records that this owner is alive (and forgets owners silent for a day). */
  heartbeat(): Promise<void> {
    this.beating ??= (async () => {
      try {
        await this.db
          .insert(mailSenders)
          .values({ id: this.id, heartbeatAt: sql`now()` })
          .onConflictDoUpdate({ target: mailSenders.id, set: { heartbeatAt: sql`now()` } })
      } catch (error) {
        this.noteTrouble(error)
        throw error
      }
      this.lastHeartbeat = Date.now()
      if (Math.random() < 0.01)
        await this.db.delete(mailSenders).where(lt(mailSenders.heartbeatAt, sql`now() - interval '1 day'`))
    })().finally(() => (this.beating = undefined))
    return this.beating
  }

  /**
   * True (in SQL) when the owner named in `column` is dead: no heartbeat for OWNER_DEAD_MS, or an owner of an
   * earlier run of this process (the same INSTANCE_ID, or without one the same host name and pid: a restart).
   * Owners of this run (the tests' second "instance" in one process) are judged by their heartbeat alone.
   *
   * Within OWNER_DEAD_MS of this owner's own last failure to reach the database, the heartbeat is not trusted: a
   * database outage longer than OWNER_DEAD_MS leaves every owner's heartbeat that old, the live ones' too, and one
   * that finished a job during the outage keeps its outcome in memory until it can write it. Taking its row over
   * on the heartbeat alone would run the finished job again. Waiting until this owner has had the database for
   * OWNER_DEAD_MS gives every live owner time to beat (every HEARTBEAT_MS) and write what it kept; one that has
   * not beaten by then is dead. Only an earlier run's rows are taken meanwhile.
   */
  deadSql(column: AnyPgColumn): SQL {
    const restarted = sql`(starts_with(${column}, ${this.processPrefix}) and not starts_with(${column}, ${this.runPrefix}))`
    if (this.troubled) return restarted
    return sql`(not exists (select 1 from ${mailSenders} where ${mailSenders.id} = ${column}
      and ${mailSenders.heartbeatAt} > now() - ${`${OWNER_DEAD_MS} milliseconds`}::interval)
      or ${restarted})`
  }
}
