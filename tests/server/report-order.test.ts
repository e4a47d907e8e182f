/**
 * Issue 45 S2, found by `npm run bench:corrections`: a parent's burst of corrections queued a new version while the
 * previous one rendered, and another buyer's first report, submitted a moment later, waited behind the render in
 * progress (one report lane: up to 4x its idle time, where the bar is 2x). Parent-made versions now run in a lane
 * of their own: a first report starts while a parent's version is still rendering, and a queue of parent-made
 * versions never runs two at once.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import pino from 'pino'
import { JOB_LANES } from '../../server/jobs/lanes'
import { enqueueJob, JobRunner } from '../../server/jobs/runner'
import { backends, makeHarness, type Harness } from './helpers'

describe.each(backends)('a first report never waits for a parent-made version (%s)', (backend) => {
  let h: Harness
  beforeAll(async () => {
    h = await makeHarness(backend)
  })
  afterAll(() => h.close())

  it("another buyer's first report runs while a parent's versions render, one at a time", async () => {
    const finished: string[] = []
    let parentRunning = 0
    let mostParentAtOnce = 0
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const runner = new JobRunner({
      db: h.database.db,
      clock: () => h.clock.now,
      log: pino({ level: 'silent' }),
      handlers: {
        report: async (payload) => {
          if (payload.by === 'parent') {
            parentRunning += 1
            mostParentAtOnce = Math.max(mostParentAtOnce, parentRunning)
            await held
            parentRunning -= 1
          }
          finished.push(payload.probe!)
        },
      },
      pollMs: 20,
      concurrency: 2,
      lanes: JOB_LANES,
      leaseMs: 60_000,
      retryBaseMs: 1000,
      maxBackoffMs: 60_000,
      retryForMs: 86_400_000,
    })
    for (const probe of ['parent 1', 'parent 2'])
      await enqueueJob(h.database.db, { kind: 'report', payload: { probe, by: 'parent' }, now: h.clock.now })
    runner.start()
    await vi.waitFor(() => expect(parentRunning).toBe(1))
    await enqueueJob(h.database.db, {
      kind: 'report',
      payload: { probe: 'first', by: 'system' },
      now: h.clock.now,
    })
    runner.kick()
    await vi.waitFor(() => expect(finished).toEqual(['first']), { timeout: 5000 })
    release()
    await vi.waitFor(() => expect(finished).toEqual(['first', 'parent 1', 'parent 2']), { timeout: 5000 })
    expect(mostParentAtOnce).toBe(1)
    await runner.stop()
  })
})
