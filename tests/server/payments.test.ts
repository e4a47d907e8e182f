import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { createRequire } from 'node:module'
import {
  gatewayEvents,
  invoices,
  jobLeases,
  mailQueue,
  mailSenders,
  orders,
  payments,
  refunds,
} from '../../server/db/schema'
import { webhookSignature, type GatewayPayment } from '../../server/payments/gateway'
import type { SimulatedGateway } from '../../server/payments/simulated'
import { acquireLease } from '../../server/services/reconcile'
import { Owner } from '../../server/jobs/owner'
import { simulatedGateway as simulatedGatewayHi } from '../../src/content/hi/simulated-gateway'
import { simulatedGateway as simulatedGatewayEn } from '../../src/content/simulated-gateway'
import { applicant, backends, makeHarness, post, signIn, type Harness, type TestApplicant } from './helpers'

// Razorpay's own validation helpers, to check the simulator signs exactly as Razorpay does.
const { validatePaymentVerification, validateWebhookSignature } = createRequire(import.meta.url)(
  'razorpay/dist/utils/razorpay-utils',
) as {
  validatePaymentVerification: (
    params: { order_id: string; payment_id: string },
    signature: string,
    secret: string,
  ) => boolean
  validateWebhookSignature: (body: string, signature: string, secret: string) => boolean
}

/** A Razorpay payment entity for a payment the gateway reported. */
function entityOf(payment: GatewayPayment) {
  return {
    id: payment.id,
    entity: 'payment',
    amount: payment.amountPaise,
    currency: payment.currency,
    status: payment.status,
    order_id: payment.orderId,
    method: payment.method,
    error_description: payment.errorDescription,
    created_at: Math.floor(payment.createdAt.getTime() / 1000),
  }
}

describe.each(backends)('payments on %s', (backend) => {
  let h: Harness
  let sim: SimulatedGateway
  beforeAll(async () => {
    // Webhooks are delivered by hand here, so each test decides which arrive, when, and how often. The simulated
    // bank answers a refund after 20 ms, not 2 s.
    h = await makeHarness(backend, {
      env: { SIMULATOR_WEBHOOKS: 'off' },
      settings: { simulatorRefundDelayMs: 20 },
    })
    sim = h.app.ctx.simulator!
  })
  afterAll(async () => {
    await h.close()
  })
  beforeEach(() => h.clock.advance(3_600_000))

  const keys = () => {
    const gateway = h.app.ctx.config.gateway
    return { keySecret: gateway.keySecret, webhookSecret: gateway.webhookSecret ?? '' }
  }

  async function buyer(role: 'student' | 'eec', plan: 'basic' | null = 'basic') {
    const who = applicant(role)
    const cookie = await signIn(h, who)
    if (plan)
      expect(
        (await post(h.app, '/api/onboarding/select-plan', { email: who.email, plan }, cookie)).statusCode,
      ).toBe(200)
    return { who, cookie }
  }

  async function createOrder(who: TestApplicant, cookie: string) {
    const res = await post(h.app, '/api/payment/create-order', { email: who.email }, cookie)
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as { orderId: string; amount: number; currency: string }
  }

  /** The buyer presses Pay in the simulated checkout window. */
  async function pay(cookie: string, orderId: string, capture?: boolean) {
    const res = await post(
      h.app,
      '/api/payment/simulator/pay',
      { order_id: orderId, ...(capture === undefined ? {} : { capture }) },
      cookie,
    )
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as {
      razorpay_order_id: string
      razorpay_payment_id: string
      razorpay_signature: string
    }
  }

  const verify = (who: TestApplicant, cookie: string, paid: object) =>
    post(h.app, '/api/payment/verify', { ...paid, email: who.email }, cookie)

  /** A webhook as Razorpay sends it, about a payment as the gateway knows it now. */
  async function webhook(
    event: string,
    paymentId: string,
    eventId = `evt_${Math.random().toString(36).slice(2)}`,
  ) {
    const payment = await sim.fetchPayment(paymentId)
    const body = JSON.stringify({
      entity: 'event',
      event,
      contains: ['payment'],
      payload: { payment: { entity: entityOf(payment) } },
    })
    return h.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(keys().webhookSecret, body),
        'x-razorpay-event-id': eventId,
      },
      payload: body,
    })
  }

  async function orderRow(gatewayOrderId: string) {
    const [row] = await h.database.db.select().from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId))
    return row!
  }
  const paymentRows = async (orderId: string) =>
    h.database.db.select().from(payments).where(eq(payments.orderId, orderId))
  const refundRows = async (orderId: string) =>
    h.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))
  const mailsTo = async (to: string, kind: 'invoice' | 'refund' | 'support') =>
    h.database.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.to, to), eq(mailQueue.kind, kind)))

  it('charges the catalogue price in paise whatever the client sends', async () => {
    const { who, cookie } = await buyer('student')
    const order = await createOrder(who, cookie)
    expect(order).toMatchObject({ amount: 499900, currency: 'INR' })
    expect(order.orderId).toMatch(/^order_[A-Za-z0-9]{14}$/)
    const tampered = await post(h.app, '/api/payment/create-order', { email: who.email, amount: 100 }, cookie)
    expect(tampered.statusCode).toBe(400)
    const again = await createOrder(who, cookie)
    expect(again.orderId).toBe(order.orderId)
  })

  it('asks a student to choose a plan first; a counsellor has one plan', async () => {
    const student = await buyer('student', null)
    const res = await post(h.app, '/api/payment/create-order', { email: student.who.email }, student.cookie)
    expect(res.statusCode).toBe(409)
    const eec = await buyer('eec', null)
    expect((await createOrder(eec.who, eec.cookie)).amount).toBe(700000)
  })

  it('applies EEC25 to the counsellor programme only, once per email, and sells the programme once', async () => {
    const student = await buyer('student')
    const refused = await post(
      h.app,
      '/api/promo/apply',
      { email: student.who.email, promoCode: 'EEC25' },
      student.cookie,
    )
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toMatch(/counsellor/)

    const { who, cookie } = await buyer('eec')
    const unknown = await post(h.app, '/api/promo/apply', { email: who.email, promoCode: 'NOPE10' }, cookie)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ message: 'Invalid promo code' })

    const applied = await post(h.app, '/api/promo/apply', { email: who.email, promoCode: ' eec25 ' }, cookie)
    expect(applied.statusCode).toBe(200)
    expect(applied.json()).toEqual({ discountApplied: true, finalPrice: 5250 })

    const order = await createOrder(who, cookie)
    expect(order.amount).toBe(525000)
    expect((await verify(who, cookie, await pay(cookie, order.orderId))).statusCode).toBe(200)

    const twice = await post(h.app, '/api/promo/apply', { email: who.email, promoCode: 'EEC25' }, cookie)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toMatch(/already used/)
    // The kit is bought once: no second order, at any price.
    const again = await post(h.app, '/api/payment/create-order', { email: who.email }, cookie)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ message: 'You have already paid for this plan.' })
  })

  it('refuses a forged signature, a payment of another order and an order of someone else', async () => {
    const { who, cookie } = await buyer('student')
    const order = await createOrder(who, cookie)
    const paid = await pay(cookie, order.orderId)
    const forged = { ...paid, razorpay_signature: 'ab'.repeat(32) }
    const res = await verify(who, cookie, forged)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: 'Payment verification failed.' })
    expect((await orderRow(order.orderId)).status).toBe('created')

    const other = await buyer('student')
    expect((await verify(other.who, other.cookie, paid)).statusCode).toBe(404)
    // Another buyer's simulated checkout cannot pay this order, and nobody can without a session.
    expect(
      (await post(h.app, '/api/payment/simulator/pay', { order_id: order.orderId }, other.cookie)).statusCode,
    ).toBe(404)
    expect((await post(h.app, '/api/payment/simulator/pay', { order_id: order.orderId })).statusCode).toBe(
      401,
    )
  })

  it('verify asks the gateway: a signed payment the gateway does not know is not paid', async () => {
    const { who, cookie } = await buyer('student')
    const order = await createOrder(who, cookie)
    const { createHmac } = await import('node:crypto')
    const paymentId = 'pay_NeverHappened1'
    const signature = createHmac('sha256', keys().keySecret)
      .update(`${order.orderId}|${paymentId}`)
      .digest('hex')
    const res = await verify(who, cookie, {
      razorpay_order_id: order.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    })
    expect(res.statusCode).toBe(502)
    expect(res.json().message).toMatch(/payment service/)
    expect((await orderRow(order.orderId)).status).toBe('created')
  })

  it('captures an authorised payment (manual capture) before counting it as paid', async () => {
    const { who, cookie } = await buyer('student')
    const order = await createOrder(who, cookie)
    const paid = await pay(cookie, order.orderId, false)
    expect((await sim.fetchPayment(paid.razorpay_payment_id)).status).toBe('authorized')
    const row = await orderRow(order.orderId)
    // The authorisation alone pays nothing.
    expect((await webhook('payment.authorized', paid.razorpay_payment_id)).statusCode).toBe(200)
    expect((await sim.fetchPayment(paid.razorpay_payment_id)).status).toBe('captured')
    expect((await orderRow(order.orderId)).status).toBe('paid')
    expect((await verify(who, cookie, paid)).statusCode).toBe(200)
    expect(await paymentRows(row.id)).toEqual([
      expect.objectContaining({ id: paid.razorpay_payment_id, status: 'captured', amountPaise: 499900 }),
    ])
  })

  it('events in any order, any number of times, end in the same state', async () => {
    const { who, cookie } = await buyer('student')
    const order = await createOrder(who, cookie)
    const paid = await pay(cookie, order.orderId, false)
    const id = paid.razorpay_payment_id
    await sim.capturePayment(id, 499900, 'INR')
    // Captured first, then the older authorisation, then order.paid, verify, and all of it again.
    for (const event of ['payment.captured', 'payment.authorized', 'order.paid', 'payment.captured'])
      expect((await webhook(event, id)).statusCode).toBe(200)
    expect((await verify(who, cookie, paid)).statusCode).toBe(200)
    expect((await verify(who, cookie, paid)).statusCode).toBe(200)
    const row = await orderRow(order.orderId)
    expect(row).toMatchObject({ status: 'paid', paymentId: id })
    expect(await paymentRows(row.id)).toEqual([expect.objectContaining({ status: 'captured' })])
    // A failure reported late (an earlier attempt) never un-pays the order.
    await webhook(
      'payment.failed',
      (await sim.pay(order.orderId, { evenIfPaid: true, capture: false })).paymentId,
    )
    expect((await orderRow(order.orderId)).status).toBe('paid')
  })

  it('verify, webhook and reconciliation racing on one payment: one paid order, one invoice, one mail', async () => {
    const { who, cookie } = await buyer('student')
    const order = await createOrder(who, cookie)
    const paid = await pay(cookie, order.orderId, false)
    h.clock.advance(120_000)
    const [verified, hooked, verifiedAgain, reconciled] = await Promise.all([
      verify(who, cookie, paid),
      webhook('payment.authorized', paid.razorpay_payment_id),
      verify(who, cookie, paid),
      h.app.ctx.reconciler.runOnce(),
    ])
    expect([verified.statusCode, hooked.statusCode, verifiedAgain.statusCode]).toEqual([200, 200, 200])
    expect(reconciled?.errors).toBe(0)
    const row = await orderRow(order.orderId)
    expect(row.status === 'paid' || row.status === 'invoiced').toBe(true)
    expect(row.paymentId).toBe(paid.razorpay_payment_id)

    const body = {
      email: who.email,
      firstName: 'Someone',
      lastName: 'Else',
      phone: '9000000000',
      role: 'student',
    }
    const [a, b] = await Promise.all([
      post(h.app, '/api/invoice/send', body, cookie),
      post(h.app, '/api/invoice/send', body, cookie),
      h.app.ctx.reconciler.runOnce(),
    ])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    const issued = await h.database.db.select().from(invoices).where(eq(invoices.orderId, row.id))
    expect(issued).toHaveLength(1)
    expect(issued[0]).toMatchObject({
      buyerName: `Asha ${who.lastName}`,
      buyerEmail: who.email,
      sac: '999293',
    })
    expect(await mailsTo(who.email, 'invoice')).toHaveLength(1)
    expect((await orderRow(order.orderId)).status).toBe('invoiced')
  })

  it('a second payment for a plan another order already paid is refunded once, never invoiced', async () => {
    const { who, cookie } = await buyer('eec')
    // Tab 1 opens the gateway at the full price; tab 2 applies the coupon, gets a new order and pays it.
    const full = await createOrder(who, cookie)
    expect(
      (await post(h.app, '/api/promo/apply', { email: who.email, promoCode: 'EEC25' }, cookie)).statusCode,
    ).toBe(200)
    const discounted = await createOrder(who, cookie)
    expect(discounted.orderId).not.toBe(full.orderId)
    const first = await pay(cookie, discounted.orderId)
    expect((await verify(who, cookie, first)).statusCode).toBe(200)

    // Then tab 1 pays its order too, captured: seen by the webhook, verify and reconciliation, several times.
    const late = await pay(cookie, full.orderId)
    expect((await webhook('payment.captured', late.razorpay_payment_id)).statusCode).toBe(200)
    const refused = await verify(who, cookie, late)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({
      message: 'You had already paid for this plan. This second payment will be refunded.',
    })
    await webhook('order.paid', late.razorpay_payment_id)
    h.clock.advance(120_000)
    await h.app.ctx.reconciler.runOnce()
    await h.app.ctx.reconciler.runOnce()

    const fullRow = await orderRow(full.orderId)
    expect(fullRow).toMatchObject({ status: 'duplicate', paymentId: late.razorpay_payment_id })
    const [refund, ...more] = await refundRows(fullRow.id)
    expect(more).toHaveLength(0)
    expect(refund).toMatchObject({
      paymentId: late.razorpay_payment_id,
      reason: 'duplicate',
      amountPaise: 700000,
    })
    expect(refund?.gatewayRefundId).toMatch(/^rfnd_/)
    expect(await sim.fetchRefunds(late.razorpay_payment_id)).toHaveLength(1)
    const [buyerMail, ...moreMail] = await mailsTo(who.email, 'refund')
    expect(moreMail).toHaveLength(0)
    expect(buyerMail?.body).toMatch(/already paid for .*second payment/s)
    expect(buyerMail?.body).toMatch(/Expected in your account by: \d{1,2} \w{3} \d{4}/)
    const notices = (await mailsTo(h.app.ctx.config.supportEmail, 'support')).filter((m) =>
      m.subject.includes(late.razorpay_payment_id),
    )
    expect(notices).toHaveLength(1)
    // The plan was paid by the first payment, on the other order; the refunded one is the late one.
    expect(notices[0]?.body).toContain(`Refunded payment: ${late.razorpay_payment_id}\n`)
    expect(notices[0]?.body).toContain(`Payment that paid the plan: ${first.razorpay_payment_id}\n`)

    expect(
      (await post(h.app, '/api/onboarding/payment/success', { email: who.email }, cookie)).statusCode,
    ).toBe(200)
    const body = {
      email: who.email,
      firstName: 'Asha',
      lastName: who.lastName,
      phone: who.phone,
      role: 'eec',
    }
    expect((await post(h.app, '/api/invoice/send', body, cookie)).statusCode).toBe(200)
    const discountedRow = await orderRow(discounted.orderId)
    expect(discountedRow).toMatchObject({ status: 'invoiced', paymentId: first.razorpay_payment_id })
    expect(await h.database.db.select().from(invoices).where(eq(invoices.orderId, fullRow.id))).toHaveLength(
      0,
    )
  })

  it('a second capture on the same paid order is refunded once; refund.processed and refund.failed are recorded', async () => {
    const { who, cookie } = await buyer('student')
    const order = await createOrder(who, cookie)
    expect((await verify(who, cookie, await pay(cookie, order.orderId))).statusCode).toBe(200)
    // Razorpay can take a second payment on one order (two checkout windows): captured, it must go back.
    const second = await sim.pay(order.orderId, { evenIfPaid: true })
    for (let i = 0; i < 3; i++)
      expect((await webhook('payment.captured', second.paymentId)).statusCode).toBe(200)
    const row = await orderRow(order.orderId)
    expect(row).toMatchObject({ status: 'paid' })
    expect(row.paymentId).not.toBe(second.paymentId)
    const [refund, ...more] = await refundRows(row.id)
    expect(more).toHaveLength(0)
    expect(refund).toMatchObject({ paymentId: second.paymentId, status: 'pending' })
    expect(await sim.fetchRefunds(second.paymentId)).toHaveLength(1)

    // The bank processes it: refund.processed (and again, and a late refund.created) settle it once.
    const [made] = await sim.fetchRefunds(second.paymentId)
    const refundEvent = (event: string, status: string) => {
      const body = JSON.stringify({
        entity: 'event',
        event,
        contains: ['refund'],
        payload: {
          refund: {
            entity: {
              id: made!.id,
              entity: 'refund',
              amount: made!.amountPaise,
              payment_id: second.paymentId,
              notes: made!.notes,
              status,
              created_at: 1700000000,
            },
          },
        },
      })
      return h.app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': webhookSignature(keys().webhookSecret, body),
        },
        payload: body,
      })
    }
    expect((await refundEvent('refund.processed', 'processed')).statusCode).toBe(200)
    expect((await refundEvent('refund.created', 'pending')).statusCode).toBe(200)
    const [settled] = await refundRows(row.id)
    expect(settled).toMatchObject({ status: 'processed', gatewayRefundId: made!.id })
    expect(settled?.settledAt).toBeInstanceOf(Date)
    expect(await mailsTo(who.email, 'refund')).toHaveLength(1)
  })

  it('a refund the gateway fails is recorded and support is told', async () => {
    const { who, cookie } = await buyer('student')
    const order = await createOrder(who, cookie)
    expect((await verify(who, cookie, await pay(cookie, order.orderId))).statusCode).toBe(200)
    const second = await sim.pay(order.orderId, { evenIfPaid: true })
    // The refund is made when the payment is seen; the bank then refuses it (told before the refund exists, so
    // however slow this machine, the bank cannot have processed it first).
    const refundsBefore = new Set((await sim.fetchRefunds(second.paymentId)).map((r) => r.id))
    expect(refundsBefore.size).toBe(0)
    sim.refundsToFail.add(second.paymentId)
    await webhook('payment.captured', second.paymentId)
    const [made] = await sim.fetchRefunds(second.paymentId)
    // The bank answers after the simulator's refund delay (20 ms here).
    await vi.waitFor(async () => expect((await sim.fetchRefunds(second.paymentId))[0]?.status).toBe('failed'))
    // Reconciliation asks the gateway about pending refunds and records the failure.
    h.clock.advance(120_000)
    await h.app.ctx.reconciler.runOnce()
    const row = await orderRow(order.orderId)
    const [refund] = await refundRows(row.id)
    expect(refund?.status).toBe('failed')
    const notices = (await mailsTo(h.app.ctx.config.supportEmail, 'support')).filter((m) =>
      m.subject.includes(made!.id),
    )
    expect(notices.map((m) => m.subject)).toEqual([`ACTION NEEDED: refund ${made!.id} failed`])
  })

  it('a buyer who paid and closed the tab is recorded paid and invoiced by reconciliation, webhooks lost', async () => {
    const { who, cookie } = await buyer('student')
    const order = await createOrder(who, cookie)
    await pay(cookie, order.orderId)
    // Within the first minute the buyer's browser is expected to verify: reconciliation leaves the order alone.
    expect((await h.app.ctx.reconciler.runOnce())?.paymentsSettled).toBe(0)
    expect((await orderRow(order.orderId)).status).toBe('created')
    h.clock.advance(61_000)
    const pass = await h.app.ctx.reconciler.runOnce()
    expect(pass?.paymentsSettled).toBeGreaterThanOrEqual(1)
    const row = await orderRow(order.orderId)
    expect(row.status).toBe('invoiced')
    expect(await mailsTo(who.email, 'invoice')).toHaveLength(1)
  })

  it('reconciliation captures an authorised payment nobody verified', async () => {
    const { who, cookie } = await buyer('eec')
    const order = await createOrder(who, cookie)
    const paid = await pay(cookie, order.orderId, false)
    h.clock.advance(61_000)
    await h.app.ctx.reconciler.runOnce()
    expect((await sim.fetchPayment(paid.razorpay_payment_id)).status).toBe('captured')
    expect((await orderRow(order.orderId)).status).toBe('invoiced')
  })

  it('de-duplicates webhooks by event id, refuses bad signatures and text PostgreSQL cannot store', async () => {
    const { who, cookie } = await buyer('student')
    const order = await createOrder(who, cookie)
    const paid = await pay(cookie, order.orderId)
    const bad = await h.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'deadbeef' },
      payload: '{"event":"payment.captured","payload":{}}',
    })
    expect(bad.statusCode).toBe(400)
    const first = await webhook('payment.captured', paid.razorpay_payment_id, 'evt_dup_1')
    const repeat = await webhook('payment.captured', paid.razorpay_payment_id, 'evt_dup_1')
    expect(first.json()).toEqual({ message: 'Event processed.' })
    expect(repeat.json()).toEqual({ message: 'Duplicate event ignored.' })
    expect(
      await h.database.db.select().from(gatewayEvents).where(eq(gatewayEvents.eventId, 'evt_dup_1')),
    ).toHaveLength(1)
    expect((await orderRow(order.orderId)).status).toBe('paid')

    // Signed but carrying text PostgreSQL cannot store: acknowledged and ignored, not a 500 retried forever.
    const body = JSON.stringify({ event: 'payment.captured\u0000', payload: {} })
    const unstorable = await h.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(keys().webhookSecret, body),
      },
      payload: body,
    })
    expect(unstorable.statusCode).toBe(200)
    expect(unstorable.json()).toEqual({ message: 'Event ignored.' })
  })

  it('payment/success and invoice/send need a paid order', async () => {
    const { who, cookie } = await buyer('student')
    await createOrder(who, cookie)
    const success = await post(h.app, '/api/onboarding/payment/success', { email: who.email }, cookie)
    expect(success.statusCode).toBe(409)
    const invoice = await post(
      h.app,
      '/api/invoice/send',
      { email: who.email, firstName: 'A', lastName: 'B', phone: '9000000000', role: 'student' },
      cookie,
    )
    expect(invoice.statusCode).toBe(409)
    expect(invoice.json().message).toBeTypeOf('string')
    expect((await post(h.app, '/api/payment/create-order', { email: who.email })).statusCode).toBe(401)
  })

  it('numbers test invoices consecutively in their own series, at most 16 characters, marked TEST', async () => {
    const numbers: string[] = []
    for (let i = 0; i < 3; i += 1) {
      const { who, cookie } = await buyer('eec')
      const order = await createOrder(who, cookie)
      expect((await verify(who, cookie, await pay(cookie, order.orderId))).statusCode).toBe(200)
      expect((await post(h.app, '/api/invoice/send', { ...who, role: 'eec' }, cookie)).statusCode).toBe(200)
      const row = await orderRow(order.orderId)
      const [invoice] = await h.database.db.select().from(invoices).where(eq(invoices.orderId, row.id))
      numbers.push(invoice!.number)
      const [mail] = await mailsTo(who.email, 'invoice')
      expect(mail?.subject).toBe(`TEST - not a tax invoice: your invoice ${invoice!.number}`)
      expect(mail?.body).toContain('TEST - not a tax invoice')
    }
    for (const number of numbers) {
      expect(number).toMatch(/^TST\/25-26\/\d{6}$/)
      expect(number.length).toBeLessThanOrEqual(16)
    }
    const sequences = numbers.map((n) => Number(n.split('/')[2]))
    expect(sequences).toEqual([sequences[0], sequences[0]! + 1, sequences[0]! + 2])
  })

  describe('simulated gateway', () => {
    it('serves checkout.js with the Razorpay surface', async () => {
      const res = await h.app.inject({ method: 'GET', url: '/api/payment/simulator/checkout.js' })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/javascript/)
      expect(res.headers['cache-control']).toBe('no-cache')
      for (const needle of [
        'window.Razorpay',
        "'aria-label': texts.close",
        'payment.failed',
        'ondismiss',
        "'aria-modal': 'true'",
      ]) {
        expect(res.body).toContain(needle)
      }
      // The window's words, by the page's <html lang>: the English ones, and the Hindi twin's on a Hindi page.
      const texts = JSON.parse(/var TEXTS = (.*)\n/.exec(res.body)?.[1] ?? 'null') as Record<string, object>
      expect(texts).toEqual({
        'en-IN': { ...simulatedGatewayEn, language: 'en' },
        hi: { ...simulatedGatewayHi, language: 'hi' },
      })
      expect(simulatedGatewayEn).toMatchObject({
        title: 'Test payment (simulated gateway)',
        pay: 'Pay {amount}',
      })
      expect(simulatedGatewayHi.pay).toContain('{amount}')
    })

    it("writes amounts as Intl.NumberFormat('en-IN') does, without it", async () => {
      const res = await h.app.inject({ method: 'GET', url: '/api/payment/simulator/checkout.js' })
      const source = /function rupees\(paise\) \{[\s\S]*?\n {2}\}/.exec(res.body)?.[0]
      expect(source).toBeDefined()
      const rupees = new Function(`${source}; return rupees`)() as (paise: number) => string
      const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 })
      for (const paise of [
        0, 5, 50, 99_900, 499_900, 525_000, 374_925, 374_950, 1_234_567_801, 12_345_678_900,
      ]) {
        expect(rupees(paise)).toBe(`₹${intl.format(paise / 100)}`)
      }
    })

    it("signs payments as Razorpay does (checked with the razorpay package's own helpers)", async () => {
      const { cookie, who } = await buyer('student')
      const order = await createOrder(who, cookie)
      const paid = await pay(cookie, order.orderId)
      expect(paid.razorpay_order_id).toBe(order.orderId)
      expect(paid.razorpay_payment_id).toMatch(/^pay_/)
      expect(
        validatePaymentVerification(
          { order_id: order.orderId, payment_id: paid.razorpay_payment_id },
          paid.razorpay_signature,
          keys().keySecret,
        ),
      ).toBe(true)
      expect(
        (await post(h.app, '/api/payment/simulator/pay', { order_id: order.orderId }, cookie)).statusCode,
      ).toBe(409)
    })

    it('fails: answers Razorpay’s error shape and marks the order failed; a retry can still pay', async () => {
      const { who, cookie } = await buyer('student')
      const order = await createOrder(who, cookie)
      const failed = await post(h.app, '/api/payment/simulator/fail', { order_id: order.orderId }, cookie)
      expect(failed.statusCode).toBe(200)
      const error = failed.json().error as { metadata: { payment_id: string } }
      expect(error).toMatchObject({
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment declined by the test bank.',
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: order.orderId },
      })
      await webhook('payment.failed', error.metadata.payment_id)
      expect((await orderRow(order.orderId)).status).toBe('failed')
      expect((await verify(who, cookie, await pay(cookie, order.orderId))).statusCode).toBe(200)
      expect((await orderRow(order.orderId)).status).toBe('paid')
    })

    it('Pay Now after a failed attempt hands out the same order again: My orders never lists the failed try as a second order', async () => {
      const { who, cookie } = await buyer('student')
      const order = await createOrder(who, cookie)
      const failed = await post(h.app, '/api/payment/simulator/fail', { order_id: order.orderId }, cookie)
      await webhook(
        'payment.failed',
        (failed.json().error as { metadata: { payment_id: string } }).metadata.payment_id,
      )
      expect((await orderRow(order.orderId)).status).toBe('failed')
      const again = await createOrder(who, cookie)
      expect(again.orderId).toBe(order.orderId)
      expect((await verify(who, cookie, await pay(cookie, again.orderId))).statusCode).toBe(200)
      const listed = await h.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie } })
      expect(listed.json().orders).toHaveLength(1)
    })

    it('takes one payment per order when several tabs pay at once', async () => {
      const { who, cookie } = await buyer('student')
      const order = await createOrder(who, cookie)
      const answers = await Promise.all(
        [1, 2, 3].map(() => post(h.app, '/api/payment/simulator/pay', { order_id: order.orderId }, cookie)),
      )
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409])
      expect(await sim.fetchOrderPayments(order.orderId)).toHaveLength(1)
    })

    it('refuses unknown orders', async () => {
      const { cookie } = await buyer('student')
      const res = await post(
        h.app,
        '/api/payment/simulator/pay',
        { order_id: 'order_doesnotexist00' },
        cookie,
      )
      expect(res.statusCode).toBe(404)
    })
  })
})

describe('the simulated gateway delivers signed webhooks over HTTP and keeps its state across a restart', () => {
  let h: Harness
  beforeAll(async () => {
    h = await makeHarness('pglite')
  })
  afterAll(async () => {
    await h.close()
  })

  it("posts Razorpay's events to /api/payment/webhook with the raw body and a valid signature", async () => {
    const who = applicant('student')
    const cookie = await signIn(h, who)
    await post(h.app, '/api/onboarding/select-plan', { email: who.email, plan: 'basic' }, cookie)
    const { orderId } = (
      await post(h.app, '/api/payment/create-order', { email: who.email }, cookie)
    ).json() as {
      orderId: string
    }
    // Served on a port, as in production: the simulator's webhooks are real HTTP requests to it.
    await h.app.listen({ port: 0, host: '127.0.0.1' })
    // Paid and the tab closed: nothing but the webhooks tells the API.
    await post(h.app, '/api/payment/simulator/pay', { order_id: orderId }, cookie)
    await h.app.ctx.simulator!.whenIdle()
    const [row] = await h.database.db.select().from(orders).where(eq(orders.gatewayOrderId, orderId))
    expect(row?.status).toBe('paid')
    const secret = h.app.ctx.config.gateway.webhookSecret!
    const sent = h.app.ctx.simulator!.deliveries
    // Sent at once, as Razorpay does: they may arrive in any order.
    expect(sent.map((d) => `${d.event} ${d.status}`).sort()).toEqual([
      'order.paid 200',
      'payment.authorized 200',
      'payment.captured 200',
    ])
    for (const { rawBody, signature } of sent)
      expect(validateWebhookSignature(rawBody, signature, secret)).toBe(true)
    expect(
      await h.database.db.select().from(gatewayEvents).where(eq(gatewayEvents.gatewayOrderId, orderId)),
    ).toHaveLength(3)

    // A new simulator on the same data folder (a restart) still knows the order and its payment.
    const { SimulatedGateway } = await import('../../server/payments/simulated')
    const restarted = new SimulatedGateway({
      ...(h.app.ctx.config.gateway as { keyId: string; keySecret: string; webhookSecret: string }),
      stateFile: `${h.app.ctx.config.dataDir}/simulator/gateway.json`,
      webhooks: false,
      latencyMs: 0,
      autoCapture: true,
      refundDelayMs: 10,
    })
    const [payment] = await restarted.fetchOrderPayments(orderId)
    expect(payment).toMatchObject({ orderId, status: 'captured', amountPaise: 499900 })
    restarted.close()
  })
})

describe.each(backends)('reconciliation with two API instances on one %s database', (backend) => {
  let first: Harness
  let second: Harness
  beforeAll(async () => {
    first = await makeHarness(backend, { env: { SIMULATOR_WEBHOOKS: 'off' } })
    second = await makeHarness(backend, { database: first.database, env: { SIMULATOR_WEBHOOKS: 'off' } })
  })
  afterAll(async () => {
    await second.close()
    await first.close()
  })

  it('runs in one instance at a time: a held lease makes the others skip their turn until it expires', async () => {
    const now = first.clock.now
    // Another instance (alive: it beats) is in the middle of a pass.
    const elsewhere = new Owner(first.database.db)
    expect(await acquireLease(first.database.db, 'reconcile', elsewhere, now, 60_000)).toBe(true)
    expect(await second.app.ctx.reconciler.resumeCutShort()).toBeUndefined()
    expect(await first.app.ctx.reconciler.runOnce()).toBeUndefined()
    expect(await second.app.ctx.reconciler.runOnce()).toBeUndefined()
    // It died without releasing: once its lease has run out, the next pass is taken over.
    first.clock.advance(61_000)
    second.clock.advance(61_000)
    const passes = await Promise.all([
      first.app.ctx.reconciler.runOnce(),
      second.app.ctx.reconciler.runOnce(),
    ])
    expect(passes.filter((pass) => pass !== undefined).length).toBeGreaterThanOrEqual(1)
    // A finished pass releases the lease at once.
    expect(await second.app.ctx.reconciler.runOnce()).toBeDefined()
    expect(await first.app.ctx.reconciler.runOnce()).toBeDefined()
  })

  it('a pass cut short (its owner stopped beating, or an earlier run of this process) is taken over at once', async () => {
    const db = first.database.db
    // Killed mid-pass: the lease holds for minutes, but its owner's heartbeat is 25 s old.
    const killed = new Owner(db)
    expect(await acquireLease(db, 'reconcile', killed, first.clock.now, 300_000)).toBe(true)
    await db
      .update(mailSenders)
      .set({ heartbeatAt: sql`now() - interval '25 seconds'` })
      .where(eq(mailSenders.id, killed.id))
    expect(await second.app.ctx.reconciler.resumeCutShort()).toBeDefined()
    // A restart: the same host name and pid under an earlier run's id, beating (the row is fresh), is dead too.
    const [host, pid] = killed.id.split('/')
    const earlier = `${host}/${pid}/earlier0/abcdef01`
    await db.insert(mailSenders).values({ id: earlier, heartbeatAt: sql`now()` })
    await db
      .update(jobLeases)
      .set({ owner: earlier, lockedUntil: new Date(first.clock.now.getTime() + 300_000) })
      .where(eq(jobLeases.name, 'reconcile'))
    expect(await first.app.ctx.reconciler.resumeCutShort()).toBeDefined()
    const [lease] = await db.select().from(jobLeases).where(eq(jobLeases.name, 'reconcile'))
    expect(lease!.lockedUntil.getTime()).toBeLessThanOrEqual(first.clock.now.getTime())
  })
})
