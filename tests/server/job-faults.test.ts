/**
 * Issue 48's faults, one test per row of its table that the job runner answers for (the reconciler's row is in
 * payments.test.ts, health's in health.test.ts): a killed owner's job taken over at once (restart) or once its
 * heartbeat is 20 s old (another instance), never twice; an outcome the database could not take written when it
 * answers, only while its run still holds the row, and never preceded by another instance's rerun of the finished
 * job after an outage longer than 20 s (which leaves every heartbeat stale); and lanes, so that hung SMS never hold a render. Kills are simulated by abandoning an owner (its
 * handler never ends, its heartbeat stops), database outages by a handle whose writes fail.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import pino from 'pino'
import type { Db } from '../../server/db/client'
import { jobs, mailQueue, mailSenders, reports } from '../../server/db/schema'
import { JOB_LANES } from '../../server/jobs/lanes'
import { Owner, OWNER_DEAD_MS } from '../../server/jobs/owner'
import { enqueueJob, JobRunner, type JobHandler } from '../../server/jobs/runner'
import { SCAN_NOTICE_VERSION } from '../../src/content/scan'
import { optionIds } from '../../src/engine/check-model'
import { scanModel } from '../../src/engine/model'
import { backends, makeHarness, purchaseAndInvoice, type Harness } from './helpers'

/** Work that hangs until the test lets it go (a killed owner's, a provider that never answers). */
function gate() {
  let open = () => {}
  const closed = new Promise<void>((resolve) => (open = resolve))
  return { wait: () => closed, open }
}

describe.each(backends)('the job runner under faults (%s)', (backend) => {
  let h: Harness
  beforeAll(async () => {
    h = await makeHarness(backend, {
      renderReport: async (document) => Buffer.from(`%PDF-1.7 fake report for ${document.child.firstName}`),
    })
  })
  afterAll(() => h.close())

  const runner = (handlers: Partial<Record<'report' | 'sms', JobHandler>>, db: Db = h.database.db) =>
    new JobRunner({
      db,
      clock: () => h.clock.now,
      log: pino({ level: 'silent' }),
      handlers,
      pollMs: 20,
      concurrency: 2,
      lanes: JOB_LANES,
      leaseMs: 5 * 60_000,
      retryBaseMs: 1000,
      maxBackoffMs: 60_000,
      retryForMs: 86_400_000,
    })

  /** A scan submitted: its report job is queued, not run. */
  async function submitted() {
    const bought = await purchaseAndInvoice(h, 'student')
    const [scanMail] = (
      await h.database.db.select().from(mailQueue).where(eq(mailQueue.to, bought.who.email))
    ).filter((row) => row.kind === 'scan')
    const token = /scan#([A-Za-z0-9_-]{32})/.exec(scanMail!.body)![1]!
    const call = (path: string, body: unknown) =>
      h.app.inject({
        method: 'POST',
        url: `/api/scan${path}`,
        headers: { 'x-scan-token': token, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      })
    const consent = {
      childFirstName: 'Kavya',
      childClass: 8,
      consent: true,
      noticeVersion: SCAN_NOTICE_VERSION,
    }
    expect((await call('/consent', consent)).statusCode).toBe(200)
    const answers = scanModel.questions.map((question) => ({
      question: question.id,
      answer: optionIds(question)[0]!,
      answeredAt: h.clock.now.toISOString(),
    }))
    expect((await call('/submit', { answers })).statusCode).toBe(200)
    return bought
  }

  /** A job left running by an earlier run of a process, whose owner row still looks fresh. */
  async function leftRunningBy(owner: string, jobId: number) {
    await h.database.db.insert(mailSenders).values({ id: owner, heartbeatAt: sql`now()` })
    await h.database.db
      .update(jobs)
      .set({
        status: 'running',
        claimedBy: owner,
        attempts: 1,
        lockedUntil: new Date(h.clock.now.getTime() + 300_000),
      })
      .where(eq(jobs.id, jobId))
  }

  const reportJob = async (orderId: string) => {
    const [row] = await h.database.db
      .select({ job: jobs })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, 'report'),
          sql`${jobs.payload} ->> 'scanId' in (select id::text from scans where order_id = ${orderId})`,
        ),
      )
    return row!.job
  }

  it('a report render whose owner was killed is taken over once its heartbeat is 20 s old, and made once', async () => {
    const { orderId } = await submitted()
    // Instance A claims the render and dies in it: its handler never ends, its heartbeat stops.
    const hung = gate()
    const killed = runner({ report: hung.wait })
    const late = killed.runOnce()
    await vi.waitFor(async () => expect((await reportJob(orderId)).claimedBy).toBe(killed.owner.id))
    // While its heartbeat is fresh, the job is A's: the other instance leaves it.
    expect(await h.app.ctx.jobs.runOnce()).toBe(0)
    await h.database.db
      .update(mailSenders)
      .set({ heartbeatAt: sql`now() - interval '21 seconds'` })
      .where(eq(mailSenders.id, killed.owner.id))
    // No lease has run out (the clock has not moved): the dead heartbeat alone hands it over.
    expect(await h.app.ctx.jobs.runOnce()).toBe(1)
    expect(await h.database.db.select().from(reports).where(eq(reports.orderId, orderId))).toHaveLength(1)
    expect(await reportJob(orderId)).toMatchObject({ status: 'done', attempts: 2 })
    // A's work ends after all (it was frozen, not dead): its outcome is not its to write any more.
    hung.open()
    await late
    expect(await reportJob(orderId)).toMatchObject({ status: 'done', attempts: 2, claimedBy: null })
    expect(killed.outcomesWaiting).toBe(0)
  })

  it("a parent's new version run again after a crash past its commit is made once, and mailed once", async () => {
    const { orderId, who } = await submitted()
    expect(await h.app.ctx.jobs.runOnce()).toBe(1)
    const [{ scanId }] = [(await reportJob(orderId)).payload as { scanId: string }]
    // The parent's correction queues a new version (reports.ts queueNewVersion); it is made and committed...
    await enqueueJob(h.database.db, { kind: 'report', payload: { scanId, by: 'parent' }, now: h.clock.now })
    expect(await h.app.ctx.jobs.runOnce()).toBe(1)
    const versions = async () =>
      (await h.database.db.select().from(reports).where(eq(reports.orderId, orderId))).map((r) => r.version)
    expect(await versions()).toEqual([1, 2])
    // ...and the process dies before the job's row says done: the job runs again.
    const [version] = await h.database.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, 'report'),
          sql`${jobs.payload} ->> 'by' = 'parent'`,
          sql`${jobs.payload} ->> 'scanId' = ${scanId}`,
        ),
      )
    await h.database.db.update(jobs).set({ status: 'pending' }).where(eq(jobs.id, version!.id))
    expect(await h.app.ctx.jobs.runOnce()).toBe(1)
    expect(await versions()).toEqual([1, 2])
    const mails = await h.database.db.select().from(mailQueue).where(eq(mailQueue.to, who.email))
    expect(mails.filter((mail) => mail.kind === 'report')).toHaveLength(2)
  })

  it('a restarted process takes its own old rows over at once, with nothing made twice', async () => {
    const { orderId, who } = await submitted()
    const job = await reportJob(orderId)
    // Left running by an earlier run of this process (same host name and pid), whose row still looks fresh.
    const [host, pid] = h.app.ctx.jobs.owner.id.split('/')
    const earlier = `${host}/${pid}/earlier0/abcdef01`
    await leftRunningBy(earlier, job.id)
    expect(await h.app.ctx.jobs.runOnce()).toBe(1)
    expect(await h.database.db.select().from(reports).where(eq(reports.orderId, orderId))).toHaveLength(1)
    // Run again (a second crash after the commit): the submission has its report, no second one.
    await h.database.db.update(jobs).set({ status: 'pending' }).where(eq(jobs.id, job.id))
    expect(await h.app.ctx.jobs.runOnce()).toBe(1)
    expect(await h.database.db.select().from(reports).where(eq(reports.orderId, orderId))).toHaveLength(1)
    const mails = await h.database.db.select().from(mailQueue).where(eq(mailQueue.to, who.email))
    expect(mails.filter((m) => m.kind === 'report')).toHaveLength(1)
  })

  it('with INSTANCE_ID, a process restarted under a new pid (systemd) takes its old rows over at once', async () => {
    const { orderId, who } = await submitted()
    const job = await reportJob(orderId)
    // Left running by the earlier run of instance web-1 (its pid is not in the id), whose row still looks fresh.
    const earlier = 'web-1:earlier0/abcdef01'
    await leftRunningBy(earlier, job.id)
    // Another instance (no INSTANCE_ID: host name and pid) sees a live owner and leaves it.
    expect(await h.app.ctx.jobs.runOnce()).toBe(0)
    // The restarted process: INSTANCE_ID web-1 again, another pid (ids with an INSTANCE_ID name none).
    const restarted = await makeHarness(backend, {
      database: h.database,
      env: { INSTANCE_ID: 'web-1' },
      renderReport: async (document) => Buffer.from(`%PDF-1.7 fake report for ${document.child.firstName}`),
    })
    try {
      expect(restarted.app.ctx.config.instanceId).toBe('web-1')
      expect(restarted.app.ctx.jobs.owner.id).toMatch(/^web-1:[0-9a-f]{8}\/[0-9a-f]{8}$/)
      expect(restarted.app.ctx.jobs.owner.id).not.toContain(String(process.pid))
      expect(await restarted.app.ctx.jobs.runOnce()).toBe(1)
      expect(await reportJob(orderId)).toMatchObject({ status: 'done', attempts: 2, claimedBy: null })
    } finally {
      await restarted.close()
    }
    expect(await h.database.db.select().from(reports).where(eq(reports.orderId, orderId))).toHaveLength(1)
    const mails = await h.database.db.select().from(mailQueue).where(eq(mailQueue.to, who.email))
    expect(mails.filter((m) => m.kind === 'report')).toHaveLength(1)
  })

  it('an outcome the database could not take is kept and written when it answers, not run again', async () => {
    let away = false
    const flaky = new Proxy(h.database.db, {
      get(target, property, receiver) {
        if (property === 'update' && away)
          return () => ({
            set: () => ({ where: () => Promise.reject(new Error('Connection terminated unexpectedly')) }),
          })
        return Reflect.get(target, property, receiver) as unknown
      },
    }) as Db
    let runs = 0
    const r = runner(
      {
        sms: async () => {
          runs += 1
          away = true
        },
      },
      flaky,
    )
    await enqueueJob(h.database.db, { kind: 'sms', payload: { probe: 'outage' }, now: h.clock.now })
    expect(await r.runOnce()).toBe(1)
    expect(r.outcomesWaiting).toBe(1)
    const [held] = await h.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload} ->> 'probe' = 'outage'`)
    expect(held!.status).toBe('running')
    // The database answers again: the outcome is written first, and the job is not run a second time.
    away = false
    expect(await r.runOnce()).toBe(0)
    expect(r.outcomesWaiting).toBe(0)
    const [done] = await h.database.db.select().from(jobs).where(eq(jobs.id, held!.id))
    expect(done).toMatchObject({ status: 'done', claimedBy: null })
    expect(runs).toBe(1)
    await r.stop()
  })

  it('holds takeovers back only after a failure to reach the database, not after a query the database refuses', () => {
    const owner = new Owner(h.database.db)
    owner.noteTrouble(new Error('value too long for type character varying(500)'))
    expect(owner.troubled).toBe(false)
    owner.noteTrouble(new Error('Connection terminated unexpectedly'))
    expect(owner.troubled).toBe(true)
  })

  it('two instances through a database outage past 20 s: the finished job is not run again, its outcome lands', async () => {
    // Both instances lose the database (every call fails) while A's job ends: A keeps its outcome in memory.
    let away = false
    const outage = new Proxy(h.database.db, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver) as unknown
        if (away && typeof value === 'function')
          return () => {
            throw new Error('Connection terminated unexpectedly')
          }
        return value
      },
    }) as Db
    let runs = 0
    const sms = async () => {
      runs += 1
      // The database goes away as the first run ends.
      if (runs === 1) away = true
    }
    const a = runner({ sms }, outage)
    const b = runner({ sms }, outage)
    await enqueueJob(h.database.db, { kind: 'sms', payload: { probe: 'shared-outage' }, now: h.clock.now })
    expect(await a.runOnce()).toBe(1)
    expect(a.outcomesWaiting).toBe(1)
    // B tries meanwhile (its loop, its heartbeat) and fails: it has seen the outage too.
    await expect(b.runOnce()).rejects.toThrow('Connection terminated')
    // The outage lasted past 20 s: A's last heartbeat is that old when the database answers again.
    away = false
    await h.database.db
      .update(mailSenders)
      .set({ heartbeatAt: sql`now() - interval '21 seconds'` })
      .where(eq(mailSenders.id, a.owner.id))
    const [held] = await h.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload} ->> 'probe' = 'shared-outage'`)
    expect(held).toMatchObject({ status: 'running', claimedBy: a.owner.id, attempts: 1 })
    // B answers first: for 20 s after an outage it has seen, it takes no owner for dead by its heartbeat alone, so the
    // job A finished is not run again; A, alive, writes its outcome.
    expect(await b.runOnce()).toBe(0)
    expect(runs).toBe(1)
    expect(await a.runOnce()).toBe(0)
    expect(a.outcomesWaiting).toBe(0)
    const [done] = await h.database.db.select().from(jobs).where(eq(jobs.id, held!.id))
    expect(done).toMatchObject({ status: 'done', claimedBy: null, attempts: 1 })
    expect(runs).toBe(1)

    // An owner that really died in the outage is taken over once B has had the database for 20 s.
    await enqueueJob(h.database.db, { kind: 'sms', payload: { probe: 'died-in-outage' }, now: h.clock.now })
    const [orphan] = await h.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload} ->> 'probe' = 'died-in-outage'`)
    const gone = `elsewhere/1/deadbeef/00000000`
    await h.database.db
      .insert(mailSenders)
      .values({ id: gone, heartbeatAt: sql`now() - interval '21 seconds'` })
    await h.database.db
      .update(jobs)
      .set({
        status: 'running',
        claimedBy: gone,
        attempts: 1,
        lockedUntil: new Date(h.clock.now.getTime() + 300_000),
      })
      .where(eq(jobs.id, orphan!.id))
    expect(await b.runOnce()).toBe(0)
    const later = Date.now() + OWNER_DEAD_MS + 1000
    const now = vi.spyOn(Date, 'now').mockImplementation(() => later)
    try {
      expect(await b.runOnce()).toBe(1)
    } finally {
      now.mockRestore()
    }
    expect(runs).toBe(2)
    const [taken] = await h.database.db.select().from(jobs).where(eq(jobs.id, orphan!.id))
    expect(taken).toMatchObject({ status: 'done', attempts: 2 })
    await a.stop()
    await b.stop()
  })

  it('a late outcome is written only while its owner still holds the row', async () => {
    // A's job ends while the database is away; meanwhile A is taken for dead and B runs the job again.
    let away = false
    const flaky = new Proxy(h.database.db, {
      get(target, property, receiver) {
        if (property === 'update' && away)
          return () => ({
            set: () => ({ where: () => Promise.reject(new Error('Connection terminated unexpectedly')) }),
          })
        return Reflect.get(target, property, receiver) as unknown
      },
    }) as Db
    const a = runner({ sms: async () => void (away = true) }, flaky)
    await enqueueJob(h.database.db, { kind: 'sms', payload: { probe: 'fenced' }, now: h.clock.now })
    expect(await a.runOnce()).toBe(1)
    away = false
    await h.database.db
      .update(mailSenders)
      .set({ heartbeatAt: sql`now() - interval '21 seconds'` })
      .where(eq(mailSenders.id, a.owner.id))
    const [row] = await h.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload} ->> 'probe' = 'fenced'`)
    // B takes it over, and its run fails, to be retried: the row holds B's outcome.
    const failing = runner({ sms: () => Promise.reject(new Error('provider down')) })
    expect(await failing.runOnce()).toBe(1)
    const [after] = await h.database.db.select().from(jobs).where(eq(jobs.id, row!.id))
    expect(after).toMatchObject({ status: 'pending', attempts: 2, lastError: 'provider down' })
    // A's late 'done' does not overwrite it.
    expect(await a.runOnce()).toBe(0)
    const [kept] = await h.database.db.select().from(jobs).where(eq(jobs.id, row!.id))
    expect(kept).toMatchObject({ status: 'pending', attempts: 2, lastError: 'provider down' })
    await Promise.all([a.stop(), failing.stop()])
  })

  it('lanes: 16 SMS hanging at a provider never hold a render', async () => {
    let rendered = 0
    const provider = gate()
    const r = runner({ sms: provider.wait, report: async () => void (rendered += 1) })
    for (let i = 0; i < 16; i += 1)
      await enqueueJob(h.database.db, { kind: 'sms', payload: { probe: `hung-${i}` }, now: h.clock.now })
    await enqueueJob(h.database.db, { kind: 'report', payload: { probe: 'lane' }, now: h.clock.now })
    r.start()
    await vi.waitFor(() => expect(rendered).toBe(1), { timeout: 5000 })
    // Four SMS at most are at the provider at once: the SMS lane's size.
    const running = await h.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, 'sms'), sql`${jobs.status} = 'running'`, eq(jobs.claimedBy, r.owner.id)))
    expect(running).toHaveLength(4)
    provider.open()
    await r.stop()
  })
})
