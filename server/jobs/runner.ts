/**
 * The one runner of durable background work besides mail (reports, codes by SMS): jobs are rows, written in the
 * transaction of the change that asks for them (enqueueJob), so a job exists if and only if that change committed.
 * A runner claims due rows with FOR UPDATE SKIP LOCKED and marks them `running` with its owner id (jobs/owner.ts,
 * the mail sender's pattern: a heartbeat every 5 s) and a lease, so instances on one PostgreSQL never run a job
 * twice at once. A job whose owner stopped beating (crashed, killed, frozen, or an earlier run of this process) is
 * taken over once OWNER_DEAD_MS (20 s) passes, at once for a restart (same INSTANCE_ID, or same host and pid); the lease is the backstop for an owner alive
 * but stuck. A failure is retried with the mail queue's capped backoff (jobs/backoff.ts retryDelay) until the
 * waits add up to `retryForMs`; then the job is `dead`, for staff to see and start again.
 *
 * Lanes: each kind runs in a lane of its own with its own concurrency (`lanes`, `concurrency` for the others), so a
 * code's SMS never waits behind report renders and a hanging SMS provider never holds a render: still one runner,
 * one table, one loop. A kind may be split between lanes by a payload field (`only`): a parent's new versions of a
 * report render in a lane beside first reports, so a burst of corrections never holds another buyer's report.
 *
 * An outcome the database could not take (it was away when the job ended) is kept in memory and written as soon
 * as it answers, before anything new is claimed, so an outage costs no more than its own length. It is written
 * only while this run still holds the row (`stillMine`: same owner, same attempt, still running), so a late write
 * never overwrites another instance's run. And the other instance does not take the finished job over in the
 * first place: an outage longer than 20 s leaves every heartbeat stale, so for 20 s after its own last failure to
 * reach the database an owner takes nobody for dead by the heartbeat alone (owner.ts deadSql), time enough for the
 * live owner to beat and write its outcome (an outage both instances saw; one only the dead-looking one saw, a
 * network split, still lets the other run the job again, and its late write is refused).
 *
 * A kind may have its own policy (`kinds`): its own backoff and retry window, and a deadline (`expireAfterMs` from
 * the job's creation) after which the job is worthless and ends `dead` without running (a one-time code's short
 * message is, once the code has expired). A handler throws `PermanentJobError` for a failure no retry can mend (a
 * provider's refusal): the job ends `dead` at once.
 *
 * Handlers must be idempotent: a job may run again after a crash between its work and the row saying `done`.
 */
import type { FastifyBaseLogger } from 'fastify'
import { and, asc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm'
import type { Db, DbOrTx } from '../db/client'
import { jobKinds, jobs, type JobKind } from '../db/schema'
import { OutageLog } from '../lib/outage-log'
import { retryDelay } from './backoff'
import { Owner } from './owner'

type JobRow = typeof jobs.$inferSelect
export type JobHandler = (
  payload: Record<string, string>,
  job: { id: number; attempts: number },
) => Promise<void>

/** A failure that trying again cannot mend (e.g. a provider refused the request): the job is given up at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PermanentJobError'
  }
}

/** How one kind of job is retried; what a kind leaves out comes from the runner's options. */
export interface JobKindPolicy {
  retryBaseMs?: number
  maxBackoffMs?: number
  retryForMs?: number
  /** A job not done this long after it was queued is worthless: it ends `dead` without running again. */
  expireAfterMs?: number
}

/** A lane: jobs of one kind, or of one part of it, and how many of them run at once. */
export interface JobLane {
  kind: JobKind
  size: number
  /**
   * Only the kind's jobs whose payload has `key` at `value`. A lane of the same kind without `only` takes the rest,
   * so the lanes of a kind never share a job.
   */
  only?: { key: string; value: string }
}

export interface JobRunnerOptions {
  db: Db
  clock: () => Date
  log: FastifyBaseLogger
  handlers: Partial<Record<JobKind, JobHandler>>
  pollMs: number
  /** Jobs of one kind running at once, for the kinds `lanes` leaves out. */
  concurrency: number
  /** Lanes by name (e.g. one first report, one parent-made version and four SMS at once). */
  lanes?: Record<string, JobLane>
  /** Longer than any job may take: the backstop for an owner alive but stuck (a dead one's jobs go sooner). */
  leaseMs: number
  retryBaseMs: number
  maxBackoffMs: number
  retryForMs: number
  /** Kinds with a policy of their own. */
  kinds?: Partial<Record<JobKind, JobKindPolicy>>
  /** INSTANCE_ID, when set: the start of this runner's owner id (jobs/owner.ts), so a restart knows its rows. */
  instanceId?: string
}

/** Queues a job in the caller's transaction. */
export async function enqueueJob(
  tx: DbOrTx,
  job: { kind: JobKind; payload: Record<string, string>; now: Date },
): Promise<void> {
  await tx.insert(jobs).values({ kind: job.kind, payload: job.payload, runAt: job.now, createdAt: job.now })
}

type Outcome = Partial<typeof jobs.$inferInsert>

export class JobRunner {
  /** This runner as the owner of the jobs it claims (and of the reconciler's lease: services/reconcile.ts). */
  readonly owner: Owner
  private running = false
  private loop: Promise<void> | undefined
  private wake: (() => void) | undefined
  /** A kick came since the loop's pass began: it claims again instead of sleeping (a kick mid-claim is not lost). */
  private kicked = false
  /** Outcomes the database could not take when the job ended, by job: written when it answers. */
  private readonly unrecorded = new Map<number, { job: JobRow; outcome: Outcome }>()
  private readonly databaseOutage: OutageLog

  constructor(private readonly options: JobRunnerOptions) {
    this.owner = new Owner(options.db, { instanceId: options.instanceId })
    this.databaseOutage = new OutageLog(options.log, 'job runner: database')
  }

  /**
   * The lanes of the kinds this runner has handlers for (a kind `lanes` leaves out is one lane of `concurrency`),
   * each with the condition its jobs meet; SMS first (a buyer is waiting for the code).
   */
  private lanes(): { name: string; size: number; where: SQL }[] {
    const declared = Object.entries(this.options.lanes ?? {})
    return jobKinds
      .filter((kind) => this.options.handlers[kind])
      .sort((a, b) => Number(a !== 'sms') - Number(b !== 'sms'))
      .flatMap((kind) => {
        const ofKind = declared.filter(([, lane]) => lane.kind === kind)
        if (ofKind.length === 0)
          return [{ name: kind, size: this.options.concurrency, where: eq(jobs.kind, kind) }]
        const field = (only: { key: string }) => sql`(${jobs.payload} ->> ${only.key})`
        const split = ofKind.flatMap(([, lane]) => (lane.only ? [lane.only] : []))
        return ofKind.map(([name, lane]) => ({
          name,
          size: lane.size,
          where: lane.only
            ? and(eq(jobs.kind, kind), sql`${field(lane.only)} = ${lane.only.value}`)!
            : and(
                eq(jobs.kind, kind),
                ...split.map((only) => sql`${field(only)} is distinct from ${only.value}`),
              )!,
        }))
      })
  }

  kick(): void {
    this.kicked = true
    this.wake?.()
  }

  start(): void {
    if (this.running) return
    this.running = true
    this.owner.start()
    this.loop = this.run()
  }

  async stop(): Promise<void> {
    this.running = false
    this.kick()
    await this.loop
    await this.recordOutcomes().catch((error: unknown) =>
      this.options.log.error(
        { err: error, jobIds: [...this.unrecorded.keys()] },
        'job outcomes not recorded: these jobs will run again',
      ),
    )
    await this.owner.stop()
  }

  /** Jobs ended whose outcome the database has not taken yet. */
  get outcomesWaiting(): number {
    return this.unrecorded.size
  }

  /** Claims the due jobs (as many as each lane allows) and runs them; returns how many ran. */
  async runOnce(): Promise<number> {
    const claimed: JobRow[] = []
    try {
      await this.recordOutcomes()
      for (const lane of this.lanes()) claimed.push(...(await this.claim(lane.where, lane.size)))
    } catch (error) {
      this.owner.noteTrouble(error)
      throw error
    }
    await Promise.all(claimed.map((job) => this.execute(job)))
    return claimed.length
  }

  private async run(): Promise<void> {
    const lanes = this.lanes().map((lane) => ({ ...lane, running: new Set<Promise<void>>() }))
    const inFlight = () => lanes.flatMap((lane) => [...lane.running])
    while (this.running) {
      let claimed = 0
      this.kicked = false
      try {
        await this.recordOutcomes()
        for (const lane of lanes) {
          const room = lane.size - lane.running.size
          if (room <= 0) continue
          const jobsClaimed = await this.claim(lane.where, room)
          claimed += jobsClaimed.length
          for (const job of jobsClaimed) {
            const done: Promise<void> = this.execute(job)
              .catch((error: unknown) =>
                this.options.log.error({ err: error, jobId: job.id }, 'job not recorded'),
              )
              .finally(() => lane.running.delete(done))
            lane.running.add(done)
          }
        }
        this.databaseOutage.ok()
      } catch (error) {
        this.owner.noteTrouble(error)
        this.databaseOutage.failed(error)
      }
      if (claimed > 0 || this.kicked || !this.running) continue
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.pollMs)
        this.wake = () => {
          clearTimeout(timer)
          resolve()
        }
        for (const job of inFlight()) void job.then(this.wake)
      })
      this.wake = undefined
    }
    await Promise.all(inFlight())
  }

  /** Writes down the outcomes the database could not take when their jobs ended. */
  private async recordOutcomes(): Promise<void> {
    for (const [id, { job, outcome }] of [...this.unrecorded]) {
      await this.options.db.update(jobs).set(outcome).where(this.stillMine(job))
      this.unrecorded.delete(id)
    }
  }

  /** Writes a job's outcome, or keeps it to write when the database answers again. */
  private async record(job: JobRow, outcome: Outcome): Promise<void> {
    try {
      await this.options.db.update(jobs).set(outcome).where(this.stillMine(job))
    } catch (error) {
      this.unrecorded.set(job.id, { job, outcome })
      this.owner.noteTrouble(error)
      this.databaseOutage.failed(error)
    }
  }

  /**
   * Claims up to `limit` due jobs of one lane (`inLane`): pending ones whose time has come, and running ones whose owner is
   * dead (no heartbeat for OWNER_DEAD_MS, or an earlier run of this process) or whose lease ran out.
   */
  private async claim(inLane: SQL, limit: number): Promise<JobRow[]> {
    const { db, clock, leaseMs } = this.options
    await this.owner.beforeClaim()
    const now = clock()
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            inLane,
            or(
              and(sql`${jobs.status} = 'pending'`, lte(jobs.runAt, now)),
              and(
                sql`${jobs.status} = 'running'`,
                or(lte(jobs.lockedUntil, now), this.owner.deadSql(jobs.claimedBy)),
              ),
            ),
          ),
        )
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(limit)
        .for('update', { skipLocked: true })
      if (due.length === 0) return []
      return tx
        .update(jobs)
        .set({
          status: 'running',
          lockedUntil: new Date(now.getTime() + leaseMs),
          claimedBy: this.owner.id,
          attempts: sql`${jobs.attempts} + 1`,
        })
        .where(
          inArray(
            jobs.id,
            due.map((row) => row.id),
          ),
        )
        .returning()
    })
  }

  /** The job's row as this run claimed it: a run that was taken over must not overwrite the next run's row. */
  private stillMine(job: JobRow) {
    return and(
      eq(jobs.id, job.id),
      eq(jobs.attempts, job.attempts),
      eq(jobs.status, 'running'),
      eq(jobs.claimedBy, this.owner.id),
    )
  }

  private policy(kind: JobKind) {
    const { retryBaseMs, maxBackoffMs, retryForMs, kinds } = this.options
    return { retryBaseMs, maxBackoffMs, retryForMs, ...kinds?.[kind] }
  }

  private async execute(job: JobRow): Promise<void> {
    const { clock, log, handlers } = this.options
    const handler = handlers[job.kind]
    const policy = this.policy(job.kind)
    const expired =
      policy.expireAfterMs !== undefined &&
      clock().getTime() - job.createdAt.getTime() >= policy.expireAfterMs
    try {
      if (expired) throw new PermanentJobError(`expired: not done within ${policy.expireAfterMs} ms`)
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`)
      await handler(job.payload, { id: job.id, attempts: job.attempts })
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500)
      let delay = error instanceof PermanentJobError ? null : retryDelay(job.attempts, policy)
      // A retry that would come after the deadline is not made.
      if (
        delay !== null &&
        policy.expireAfterMs !== undefined &&
        clock().getTime() + delay - job.createdAt.getTime() >= policy.expireAfterMs
      )
        delay = null
      if (delay === null)
        log.error({ jobId: job.id, kind: job.kind, attempts: job.attempts, reason }, 'job given up')
      else
        log.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, reason }, 'job failed, will retry')
      await this.record(
        job,
        delay === null
          ? { status: 'dead', lockedUntil: null, claimedBy: null, lastError: reason, finishedAt: clock() }
          : {
              status: 'pending',
              lockedUntil: null,
              claimedBy: null,
              lastError: reason,
              runAt: new Date(clock().getTime() + delay),
            },
      )
      return
    }
    await this.record(job, {
      status: 'done',
      finishedAt: clock(),
      lockedUntil: null,
      claimedBy: null,
      lastError: null,
    })
  }
}
