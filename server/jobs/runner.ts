/**
 * The one runner of durable background work besides mail (reports now; reminders and short messages next): jobs
 * are rows, written in the transaction of the change that asks for them (enqueueJob), so a job exists if and only
 * if that change committed. A runner claims due rows with FOR UPDATE SKIP LOCKED and marks them `running` under a
 * lease, so instances on one PostgreSQL never run a job twice at once and a job of a crashed instance runs again
 * when its lease ends. A failure is retried with the mail queue's capped backoff (jobs/backoff.ts retryDelay) until
 * the waits add up to `retryForMs`; then the job is `dead`, for staff to see and start again.
 *
 * A kind may have its own policy (`kinds`): its own backoff and retry window, and a deadline (`expireAfterMs` from
 * the job's creation) after which the job is worthless and ends `dead` without running (a one-time code's short
 * message is, once the code has expired). A handler throws `PermanentJobError` for a failure no retry can mend (a
 * provider's refusal): the job ends `dead` at once.
 *
 * Handlers must be idempotent: a job may run again after a crash between its work and the row saying `done`.
 */
import type { FastifyBaseLogger } from 'fastify'
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../db/client'
import { jobs, type JobKind } from '../db/schema'
import { retryDelay } from './backoff'

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

export interface JobRunnerOptions {
  db: Db
  clock: () => Date
  log: FastifyBaseLogger
  handlers: Partial<Record<JobKind, JobHandler>>
  pollMs: number
  /** Jobs running at once. */
  concurrency: number
  /** Longer than any job may take. */
  leaseMs: number
  retryBaseMs: number
  maxBackoffMs: number
  retryForMs: number
  /** Kinds with a policy of their own. */
  kinds?: Partial<Record<JobKind, JobKindPolicy>>
}

/** Queues a job in the caller's transaction. */
export async function enqueueJob(
  tx: DbOrTx,
  job: { kind: JobKind; payload: Record<string, string>; now: Date },
): Promise<void> {
  await tx.insert(jobs).values({ kind: job.kind, payload: job.payload, runAt: job.now, createdAt: job.now })
}

export class JobRunner {
  private running = false
  private loop: Promise<void> | undefined
  private wake: (() => void) | undefined

  constructor(private readonly options: JobRunnerOptions) {}

  kick(): void {
    this.wake?.()
  }

  start(): void {
    if (this.running) return
    this.running = true
    this.loop = this.run()
  }

  async stop(): Promise<void> {
    this.running = false
    this.kick()
    await this.loop
  }

  /** Claims the due jobs (as many as the concurrency allows) and runs them; returns how many ran. */
  async runOnce(): Promise<number> {
    const claimed = await this.claim(this.options.concurrency)
    await Promise.all(claimed.map((job) => this.execute(job)))
    return claimed.length
  }

  private async run(): Promise<void> {
    const inFlight = new Set<Promise<void>>()
    while (this.running) {
      let claimed: JobRow[] = []
      try {
        const room = this.options.concurrency - inFlight.size
        if (room > 0) claimed = await this.claim(room)
      } catch (error) {
        this.options.log.warn({ err: error }, 'job runner could not claim jobs')
      }
      for (const job of claimed) {
        const done: Promise<void> = this.execute(job)
          .catch((error: unknown) =>
            this.options.log.error({ err: error, jobId: job.id }, 'job not recorded'),
          )
          .finally(() => inFlight.delete(done))
        inFlight.add(done)
      }
      if (claimed.length > 0 || !this.running) continue
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.pollMs)
        this.wake = () => {
          clearTimeout(timer)
          resolve()
        }
        for (const job of inFlight) void job.then(this.wake)
      })
      this.wake = undefined
    }
    await Promise.all(inFlight)
  }

  private async claim(limit: number): Promise<JobRow[]> {
    const { db, clock, leaseMs } = this.options
    const now = clock()
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          or(
            and(sql`${jobs.status} = 'pending'`, lte(jobs.runAt, now)),
            and(sql`${jobs.status} = 'running'`, lte(jobs.lockedUntil, now)),
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

  /** The job's row as this run claimed it: a run that outlived its lease must not overwrite the next run's row. */
  private stillMine(job: JobRow) {
    return and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), eq(jobs.status, 'running'))
  }

  private policy(kind: JobKind) {
    const { retryBaseMs, maxBackoffMs, retryForMs, kinds } = this.options
    return { retryBaseMs, maxBackoffMs, retryForMs, ...kinds?.[kind] }
  }

  private async execute(job: JobRow): Promise<void> {
    const { db, clock, log, handlers } = this.options
    const handler = handlers[job.kind]
    const policy = this.policy(job.kind)
    const expired =
      policy.expireAfterMs !== undefined &&
      clock().getTime() - job.createdAt.getTime() >= policy.expireAfterMs
    try {
      if (expired) throw new PermanentJobError(`expired: not done within ${policy.expireAfterMs} ms`)
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`)
      await handler(job.payload, { id: job.id, attempts: job.attempts })
      await db
        .update(jobs)
        .set({ status: 'done', finishedAt: clock(), lockedUntil: null, lastError: null })
        .where(this.stillMine(job))
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
      await db
        .update(jobs)
        .set(
          delay === null
            ? { status: 'dead', lockedUntil: null, lastError: reason, finishedAt: clock() }
            : {
                status: 'pending',
                lockedUntil: null,
                lastError: reason,
                runAt: new Date(clock().getTime() + delay),
              },
        )
        .where(this.stillMine(job))
    }
  }
}
