/**
 * Issue 48 point 1, the refunds' share: a refund call cut short by a crash is taken over within 30 s, and made
 * once. A refund row names the owner that claimed it (jobs/owner.ts, the job runner's and the mail sender's
 * pattern): another instance (here the harness's reconciler) takes it over once that owner's heartbeat is 20 s
 * old, without waiting for any lease, and leaves it alone while the owner beats, however long its call takes.
 * Kills are simulated by an owner that never beats again and a gateway call that never returns; the kill points
 * are after the claim (before the gateway is asked) and after the gateway made the refund (before it was
 * recorded); a freeze (not a kill) lands between the last check of the claim and the gateway call: taken over, the
 * frozen call reaches the gateway after its successor's, and the refund's reference (its idempotency key) makes it
 * answer the same refund. Each ends with one refund at the gateway, one credit note and one refund mail, on both
 * databases.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { creditNotes, mailQueue, mailSenders, orders, payments, refunds } from '../../server/db/schema'
import { Owner } from '../../server/jobs/owner'
import { GatewayError, type PaymentGateway } from '../../server/payments/gateway'
import type { SimulatedGateway } from '../../server/payments/simulated'
import { processRefund } from '../../server/services/payments'
import { backends, makeHarness, post, purchaseAndInvoice, staffSignIn, type Harness } from './helpers'

const STAFF = 'accounts@dem.example.in'

/** A gateway call that hangs until the test lets it go (a killed or frozen process's call). */
function gate() {
  let open = () => {}
  const closed = new Promise<void>((resolve) => (open = resolve))
  return { wait: () => closed, open }
}

/** The gateway, but for one method, which `replace` answers instead. */
function gatewayWith(
  gateway: PaymentGateway,
  name: 'fetchRefunds' | 'refundPayment',
  replace: (...args: never[]) => Promise<unknown>,
): PaymentGateway {
  return new Proxy({} as PaymentGateway, {
    get(_, property) {
      if (property === name) return replace
      const value = Reflect.get(gateway, property) as unknown
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(gateway) : value
    },
  })
}

describe.each(backends)('a refund cut short and taken over (%s)', (backend) => {
  let h: Harness
  let sim: SimulatedGateway
  let staff: string
  beforeAll(async () => {
    h = await makeHarness(backend, {
      env: { STAFF_EMAILS: STAFF, SIMULATOR_WEBHOOKS: 'off' },
      settings: { simulatorRefundDelayMs: 20 },
    })
    sim = h.app.ctx.simulator!
    staff = await staffSignIn(h, STAFF)
  })
  afterAll(() => h.close())

  /**
   * An invoiced order that staff refund in full while the gateway refuses to answer: the refund row (and its
   * credit note) is made, the refund itself is `due`, for the next attempt.
   */
  async function refundDue(part?: 'half') {
    const bought = await purchaseAndInvoice(h, 'student')
    const payments = h.app.ctx.payments
    const gateway = payments.gateway
    payments.gateway = gatewayWith(gateway, 'refundPayment', () =>
      Promise.reject(new GatewayError('payment gateway: refundPayment took over 10000 ms', 'timeout')),
    )
    try {
      const res = await post(
        h.app,
        `/api/admin/orders/${bought.orderId}/refund`,
        {
          reason: 'Parent asked to cancel',
          ...(part ? { amountPaise: Math.floor((await paidPaise(bought.orderId)) / 2) } : {}),
        },
        staff,
      )
      expect(res.statusCode, res.body).toBe(200)
    } finally {
      payments.gateway = gateway
    }
    const [row] = await h.database.db.select().from(refunds).where(eq(refunds.orderId, bought.orderId))
    expect(row).toMatchObject({ status: 'due' })
    return { ...bought, refundId: row!.id, paymentId: row!.paymentId }
  }

  const paidPaise = async (orderId: string) => {
    const [order] = await h.database.db.select().from(orders).where(eq(orders.id, orderId))
    const [paying] = await h.database.db.select().from(payments).where(eq(payments.id, order!.paymentId!))
    return paying!.amountPaise
  }

  /** Another process's attempt at the refund, under an owner of its own that beats once, when it claims. */
  function elsewhere(gateway: PaymentGateway) {
    const owner = new Owner(h.database.db)
    const attempt = (refundId: string) => processRefund({ ...h.app.ctx.payments, gateway, owner }, refundId)
    return { owner, attempt }
  }

  const claimOf = async (refundId: string) => {
    const [row] = await h.database.db.select().from(refunds).where(eq(refunds.id, refundId))
    return row!
  }

  const killOwner = (owner: Owner) =>
    h.database.db
      .update(mailSenders)
      .set({ heartbeatAt: sql`now() - interval '21 seconds'` })
      .where(eq(mailSenders.id, owner.id))

  async function madeOnce(refund: {
    refundId: string
    paymentId: string
    orderId: string
    who: { email: string }
  }) {
    const db = h.database.db
    expect(await sim.fetchRefunds(refund.paymentId)).toHaveLength(1)
    const [made] = await sim.fetchRefunds(refund.paymentId)
    expect(made!.notes.refund_id).toBe(refund.refundId)
    expect(made!.receipt).toBe(refund.refundId)
    expect(await claimOf(refund.refundId)).toMatchObject({ gatewayRefundId: made!.id, claimedBy: null })
    expect(await db.select().from(refunds).where(eq(refunds.orderId, refund.orderId))).toHaveLength(1)
    expect(await db.select().from(creditNotes).where(eq(creditNotes.refundId, refund.refundId))).toHaveLength(
      1,
    )
    const mails = await db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.to, refund.who.email), eq(mailQueue.kind, 'refund')))
    expect(mails).toHaveLength(1)
  }

  it('killed after the claim, before the gateway was asked: taken over once the heartbeat is 20 s old, made once', async () => {
    const refund = await refundDue()
    const hung = gate()
    const killed = elsewhere(
      gatewayWith(sim, 'fetchRefunds', async (paymentId: string) => {
        await hung.wait()
        return sim.fetchRefunds(paymentId)
      }),
    )
    const late = killed.attempt(refund.refundId)
    await vi.waitFor(async () => expect((await claimOf(refund.refundId)).claimedBy).toBe(killed.owner.id))
    expect(await claimOf(refund.refundId)).toMatchObject({ status: 'creating' })
    // While its heartbeat is fresh the refund is the other's: this instance's reconciler leaves it.
    expect((await h.app.ctx.reconciler.runOnce())?.errors).toBe(0)
    expect(await sim.fetchRefunds(refund.paymentId)).toHaveLength(0)
    // Its heartbeat lapses (killed): taken over at once, the clock has not moved (no lease has run out).
    await killOwner(killed.owner)
    expect(await h.app.ctx.reconciler.runOnce()).toMatchObject({ errors: 0 })
    await madeOnce(refund)
    // It was frozen, not dead: its call ends after all, finds the refund made, and makes no second one.
    hung.open()
    await late
    await madeOnce(refund)
    await killed.owner.stop()
  })

  it('killed after the gateway made the refund, before it was recorded: the next attempt finds it, made once', async () => {
    const refund = await refundDue()
    const hung = gate()
    let made = 0
    const killed = elsewhere(
      gatewayWith(sim, 'refundPayment', async (...args: Parameters<PaymentGateway['refundPayment']>) => {
        await sim.refundPayment(...args)
        made += 1
        await hung.wait()
        throw new Error('killed')
      }),
    )
    const late = killed.attempt(refund.refundId).catch(() => undefined)
    await vi.waitFor(() => expect(made).toBe(1))
    expect(await claimOf(refund.refundId)).toMatchObject({
      status: 'creating',
      claimedBy: killed.owner.id,
      gatewayRefundId: null,
    })
    // Alive, it is left alone; dead, it is taken over and the gateway's refund found by its notes.refund_id.
    await h.app.ctx.reconciler.runOnce()
    expect(await claimOf(refund.refundId)).toMatchObject({ status: 'creating', claimedBy: killed.owner.id })
    await killOwner(killed.owner)
    expect(await h.app.ctx.reconciler.runOnce()).toMatchObject({ errors: 0 })
    await madeOnce(refund)
    hung.open()
    await late
    await madeOnce(refund)
    await killed.owner.stop()
  })

  it('frozen past the lease between its last check and the gateway call, then taken over: one refund at the gateway (a part refund, which the gateway would make twice)', async () => {
    const refund = await refundDue('half')
    const frozen = gate()
    let asked = 0
    // Its call has passed every check of the claim and is on its way when the process freezes (a stop, a long
    // pause): the gateway has not seen it yet.
    const stalled = elsewhere(
      gatewayWith(sim, 'refundPayment', async (...args: Parameters<PaymentGateway['refundPayment']>) => {
        asked += 1
        await frozen.wait()
        return sim.refundPayment(...args)
      }),
    )
    const late = stalled.attempt(refund.refundId).catch((error: unknown) => error)
    await vi.waitFor(() => expect(asked).toBe(1))
    expect(await claimOf(refund.refundId)).toMatchObject({ status: 'creating', claimedBy: stalled.owner.id })
    // More than 20 s without a heartbeat: the reconciler takes it over, finds nothing at the gateway, refunds.
    await killOwner(stalled.owner)
    expect(await h.app.ctx.reconciler.runOnce()).toMatchObject({ errors: 0 })
    await madeOnce(refund)
    expect((await sim.fetchRefunds(refund.paymentId))[0]!.amountPaise).toBe(
      Math.floor((await paidPaise(refund.orderId)) / 2),
    )
    // It wakes up and its call reaches the gateway: same reference, so the refund already made is the answer.
    frozen.open()
    expect(await late).toBeUndefined()
    await madeOnce(refund)
    await stalled.owner.stop()
  })

  it('an owner alive but slow is not overtaken, even long past the old two-minute lease', async () => {
    const refund = await refundDue()
    const slow = gate()
    const busy = elsewhere(
      gatewayWith(sim, 'fetchRefunds', async (paymentId: string) => {
        await slow.wait()
        return sim.fetchRefunds(paymentId)
      }),
    )
    const working = busy.attempt(refund.refundId)
    await vi.waitFor(async () => expect((await claimOf(refund.refundId)).claimedBy).toBe(busy.owner.id))
    h.clock.advance(10 * 60_000)
    // It beats (its heartbeat is fresh): neither the reconciler nor a staff-side attempt takes the refund.
    await busy.owner.heartbeat()
    expect((await h.app.ctx.reconciler.runOnce())?.errors).toBe(0)
    await processRefund(h.app.ctx.payments, refund.refundId)
    expect(await sim.fetchRefunds(refund.paymentId)).toHaveLength(0)
    expect(await claimOf(refund.refundId)).toMatchObject({ status: 'creating', claimedBy: busy.owner.id })
    // Its call answers: it makes the refund, once.
    slow.open()
    await working
    await madeOnce(refund)
    await busy.owner.stop()
  })

  it('a restarted process takes its own old claim over at once, made once', async () => {
    const refund = await refundDue()
    // Claimed by an earlier run of this process, whose heartbeat row still looks fresh.
    const [host, pid] = h.app.ctx.payments.owner.id.split('/')
    const earlier = `${host}/${pid}/earlier0/abcdef01`
    await h.database.db.insert(mailSenders).values({ id: earlier, heartbeatAt: sql`now()` })
    await h.database.db
      .update(refunds)
      .set({ status: 'creating', claimedBy: earlier, lockedUntil: new Date(h.clock.now.getTime() + 120_000) })
      .where(eq(refunds.id, refund.refundId))
    expect(await h.app.ctx.reconciler.runOnce()).toMatchObject({ errors: 0 })
    await madeOnce(refund)
  })
})
