/**
 * Issue 45 S2, found by `npm run bench:corrections`: a parent's burst of corrections queues a new version while
 * the previous one renders, and another buyer's first report, submitted a moment later, waited behind both (one
 * report lane: ~3x its idle time, where the bar is 2x). A first report (or any version not made by a parent) is
 * taken before parent-made versions that are due.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pino from 'pino'
import { enqueueJob, JobRunner } from '../../server/jobs/runner'
import { backends, makeHarness, type Harness } from './helpers'

describe.each(backends)('the report lane takes first reports before parent-made versions (%s)', (backend) => {
  let h: Harness
  beforeAll(async () => {
    h = await makeHarness(backend)
  })
  afterAll(() => h.close())

  it("another buyer's first report goes before a parent's queued re-render", async () => {
    const ran: string[] = []
    const runner = new JobRunner({
      db: h.database.db,
      clock: () => h.clock.now,
      log: pino({ level: 'silent' }),
      handlers: { report: async (payload) => void ran.push(payload.probe!) },
      pollMs: 20,
      concurrency: 2,
      lanes: { report: 1, sms: 4 },
      leaseMs: 60_000,
      retryBaseMs: 1000,
      maxBackoffMs: 60_000,
      retryForMs: 86_400_000,
    })
    const at = h.clock.now
    await enqueueJob(h.database.db, { kind: 'report', payload: { probe: 'parent', by: 'parent' }, now: at })
    h.clock.advance(100)
    await enqueueJob(h.database.db, {
      kind: 'report',
      payload: { probe: 'first', by: 'system' },
      now: h.clock.now,
    })
    expect(await runner.runOnce()).toBe(1)
    expect(await runner.runOnce()).toBe(1)
    expect(ran).toEqual(['first', 'parent'])
    await runner.stop()
  })
})
