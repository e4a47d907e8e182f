/**
 * A kick (a commit that queued a code's SMS or mail wakes the runner at once) must not be lost when it lands while
 * the loop is claiming rather than waiting: it used to be dropped, and the work then waited for the next poll
 * (`npm run bench:corrections`: a code's SMS 1.1-1.2 s after the request on an idle server, the runner's poll being
 * 1 s). Here the kick lands right after the loop's last claim found nothing, before it sleeps; the poll is a minute.
 */
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mailDocuments } from '../../server/app'
import type { Db } from '../../server/db/client'
import { JOB_LANES } from '../../server/jobs/lanes'
import { enqueueJob, JobRunner } from '../../server/jobs/runner'
import { enqueueMail } from '../../server/mail/queue'
import { MailSender } from '../../server/mail/sender'
import { backends, TEST_OTP_SECRET, makeHarness, type Harness } from './helpers'

const MINUTE = 60_000

/** The database, except that after its first transaction (a claim) it runs `meanwhile` before answering. */
function meanwhileAfterFirstClaim(db: Db, meanwhile: () => Promise<void>): Db {
  let armed = true
  return new Proxy(db, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target)
      if (property !== 'transaction' || typeof value !== 'function') return value
      return async (...args: unknown[]) => {
        const result: unknown = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args)
        if (armed) {
          armed = false
          await meanwhile()
        }
        return result
      }
    },
  })
}

describe.each(backends)('a kick during a claim is not lost (%s)', (backend) => {
  let h: Harness
  beforeAll(async () => {
    h = await makeHarness(backend)
  })
  afterAll(() => h.close())

  it('the job runner runs a job queued and kicked while it claimed, not a poll later', async () => {
    let ran = 0
    const runner: JobRunner = new JobRunner({
      db: meanwhileAfterFirstClaim(h.database.db, async () => {
        await enqueueJob(h.database.db, { kind: 'sms', payload: { probe: 'kick' }, now: h.clock.now })
        runner.kick()
      }),
      clock: () => h.clock.now,
      log: pino({ level: 'silent' }),
      // One lane only, so the first claim is the loop's last before it sleeps.
      handlers: { sms: async () => void (ran += 1) },
      pollMs: MINUTE,
      concurrency: 2,
      lanes: JOB_LANES,
      leaseMs: MINUTE,
      retryBaseMs: 1000,
      maxBackoffMs: MINUTE,
      retryForMs: 86_400_000,
    })
    runner.start()
    await vi.waitFor(() => expect(ran).toBe(1), { timeout: 15_000 })
    await runner.stop()
  })

  it('the mail sender sends a mail queued and kicked while it claimed, not a poll later', async () => {
    const to = `kick.${backend}@example.com`
    const sender: MailSender = new MailSender({
      db: meanwhileAfterFirstClaim(h.database.db, async () => {
        await enqueueMail(h.database.db, { kind: 'contact', to, subject: 'Kicked', body: 'x' }, h.clock.now)
        sender.kick()
      }),
      transport: h.transport,
      from: h.app.ctx.config.mailFrom,
      clock: () => h.clock.now,
      log: pino({ level: 'silent' }),
      pollMs: MINUTE,
      concurrency: 2,
      retryBaseMs: 1000,
      maxBackoffMs: MINUTE,
      retryForMs: 86_400_000,
      documents: mailDocuments(h.database.db, {
        name: 'Test Supplier Pvt Ltd',
        address: '1 Test Road, Mumbai',
        gstin: '27AAAAA0000A1Z2',
        state: 'Maharashtra',
        gstRate: 18,
      }),
      sealSecret: TEST_OTP_SECRET,
      supportEmail: 'support@example.com',
      ordersUrl: 'http://localhost:3000/orders',
    })
    sender.start()
    await vi.waitFor(() => expect(h.transport.sent.map((mail) => mail.to)).toContain(to), { timeout: 15_000 })
    await sender.stop()
  })
})
