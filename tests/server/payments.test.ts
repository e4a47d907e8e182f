import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { gatewayEvents, invoices, mailQueue, orders } from '../../server/db/schema'
import { paymentSignature, webhookSignature } from '../../server/payments/gateway'
import { applicant, backends, makeHarness, post, signIn, type Harness, type TestApplicant } from './helpers'

describe.each(backends)('plans, promo, payments and invoices on %s', (backend) => {
  let h: Harness
  beforeAll(async () => {
    h = await makeHarness(backend)
  })
  afterAll(async () => {
    await h.close()
  })
  beforeEach(() => h.clock.advance(3_600_000))

  const gatewayKeys = () => {
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
    expect(res.statusCode).toBe(200)
    return res.json() as { orderId: string; amount: number; currency: string }
  }

  function signedPayment(orderId: string, paymentId = `pay_${Math.random().toString(36).slice(2, 12)}`) {
    return {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(gatewayKeys().keySecret, orderId, paymentId),
    }
  }

  function webhook(event: string, orderId: string, paymentId: string, eventId: string) {
    const body = JSON.stringify({
      entity: 'event',
      event,
      payload: { payment: { entity: { id: paymentId, order_id: orderId, status: 'captured' } } },
    })
    return h.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(gatewayKeys().webhookSecret, body),
        'x-razorpay-event-id': eventId,
      },
      payload: body,
    })
  }

  async function orderRow(gatewayOrderId: string) {
    const [row] = await h.database.db.select().from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId))
    return row
  }

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
    const paid = await post(
      h.app,
      '/api/payment/verify',
      { ...signedPayment(order.orderId), email: who.email },
      cookie,
    )
    expect(paid.statusCode).toBe(200)

    const twice = await post(h.app, '/api/promo/apply', { email: who.email, promoCode: 'EEC25' }, cookie)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toMatch(/already used/)
    // The kit is bought once: no second order, at any price.
    const again = await post(h.app, '/api/payment/create-order', { email: who.email }, cookie)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ message: 'You have already paid for this plan.' })
  })

  it('a payment for a plan another order already paid is a duplicate to refund, never confirmed or invoiced', async () => {
    const { who, cookie } = await buyer('eec')
    // Tab 1 opens the gateway at the full price; tab 2 applies the coupon, gets a new order and pays it.
    const full = await createOrder(who, cookie)
    expect(
      (await post(h.app, '/api/promo/apply', { email: who.email, promoCode: 'EEC25' }, cookie)).statusCode,
    ).toBe(200)
    const discounted = await createOrder(who, cookie)
    expect(discounted.orderId).not.toBe(full.orderId)
    const first = signedPayment(discounted.orderId)
    expect(
      (await post(h.app, '/api/payment/verify', { ...first, email: who.email }, cookie)).statusCode,
    ).toBe(200)

    // Then tab 1 pays its order too: the webhook and verify record it as a duplicate, in either order.
    const late = signedPayment(full.orderId)
    const hooked = await webhook(
      'payment.captured',
      full.orderId,
      late.razorpay_payment_id,
      `evt_dup_${full.orderId}`,
    )
    expect(hooked.statusCode).toBe(200)
    const refused = await post(h.app, '/api/payment/verify', { ...late, email: who.email }, cookie)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({
      message: 'You had already paid for this plan. This second payment will be refunded.',
    })
    expect(await orderRow(full.orderId)).toMatchObject({
      status: 'duplicate',
      paymentId: late.razorpay_payment_id,
      failureReason: expect.stringMatching(/refund this payment/),
    })

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
    await h.app.ctx.mail.sweepInvoices()
    expect(await orderRow(discounted.orderId)).toMatchObject({
      status: 'invoiced',
      paymentId: first.razorpay_payment_id,
    })
    expect((await orderRow(full.orderId))?.status).toBe('duplicate')
    const [discountedRow, fullRow] = [await orderRow(discounted.orderId), await orderRow(full.orderId)]
    expect(
      await h.database.db.select().from(invoices).where(eq(invoices.orderId, discountedRow!.id)),
    ).toHaveLength(1)
    expect(await h.database.db.select().from(invoices).where(eq(invoices.orderId, fullRow!.id))).toHaveLength(
      0,
    )
  })

  it('refuses a forged signature and an order of someone else', async () => {
    const { who, cookie } = await buyer('student')
    const order = await createOrder(who, cookie)
    const forged = { ...signedPayment(order.orderId), razorpay_signature: 'ab'.repeat(32) }
    const res = await post(h.app, '/api/payment/verify', { ...forged, email: who.email }, cookie)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: 'Payment verification failed.' })
    expect((await orderRow(order.orderId))?.status).toBe('created')

    const other = await buyer('student')
    const stolen = await post(
      h.app,
      '/api/payment/verify',
      { ...signedPayment(order.orderId), email: other.who.email },
      other.cookie,
    )
    expect(stolen.statusCode).toBe(404)
  })

  it('verify and webhook racing for one payment mark it paid once and invoice it once', async () => {
    const { who, cookie } = await buyer('student')
    const order = await createOrder(who, cookie)
    const payment = signedPayment(order.orderId)
    const [verified, hooked, verifiedAgain] = await Promise.all([
      post(h.app, '/api/payment/verify', { ...payment, email: who.email }, cookie),
      webhook('payment.captured', order.orderId, payment.razorpay_payment_id, `evt_race_${order.orderId}`),
      post(h.app, '/api/payment/verify', { ...payment, email: who.email }, cookie),
    ])
    expect([verified.statusCode, hooked.statusCode, verifiedAgain.statusCode]).toEqual([200, 200, 200])
    const row = await orderRow(order.orderId)
    expect(row).toMatchObject({ status: 'paid', paymentId: payment.razorpay_payment_id })

    const success = await post(h.app, '/api/onboarding/payment/success', { email: who.email }, cookie)
    expect(success.statusCode).toBe(200)
    expect((await orderRow(order.orderId))?.status).toBe('confirmed')

    const body = {
      email: who.email,
      firstName: 'Someone',
      lastName: 'Else',
      phone: '9000000000',
      role: 'student',
    }
    h.clock.advance(600_000)
    const [a, b] = await Promise.all([
      post(h.app, '/api/invoice/send', body, cookie),
      post(h.app, '/api/invoice/send', body, cookie),
      h.app.ctx.mail.sweepInvoices(),
    ])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    const issued = await h.database.db.select().from(invoices).where(eq(invoices.orderId, row!.id))
    expect(issued).toHaveLength(1)
    expect(issued[0]).toMatchObject({
      buyerName: `Asha ${who.lastName}`,
      buyerEmail: who.email,
      sac: '999293',
    })
    const mails = await h.database.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.to, who.email), eq(mailQueue.kind, 'invoice')))
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toBe(`Your invoice ${issued[0]!.number}`)
    expect((await orderRow(order.orderId))?.status).toBe('invoiced')
  })

  it('de-duplicates webhooks by event id, refuses bad signatures and never un-pays an order', async () => {
    const { who, cookie } = await buyer('student')
    const order = await createOrder(who, cookie)
    const bad = await h.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'deadbeef' },
      payload: '{"event":"payment.captured","payload":{}}',
    })
    expect(bad.statusCode).toBe(400)
    const first = await webhook('payment.captured', order.orderId, 'pay_hookOne1', 'evt_dup_1')
    const repeat = await webhook('payment.captured', order.orderId, 'pay_hookOne1', 'evt_dup_1')
    expect(first.json()).toEqual({ message: 'Event processed.' })
    expect(repeat.json()).toEqual({ message: 'Duplicate event ignored.' })
    const events = await h.database.db
      .select()
      .from(gatewayEvents)
      .where(eq(gatewayEvents.eventId, 'evt_dup_1'))
    expect(events).toHaveLength(1)

    await webhook('payment.failed', order.orderId, 'pay_hookTwo2', 'evt_fail_after_paid')
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'paid', paymentId: 'pay_hookOne1' })

    // Signed but carrying text PostgreSQL cannot store: acknowledged and ignored, not a 500 retried forever.
    const unstorable = await webhook('payment.captured\u0000', order.orderId, 'pay_hookNul1', 'evt_nul_1')
    expect(unstorable.statusCode).toBe(200)
    expect(unstorable.json()).toEqual({ message: 'Event ignored.' })
  })

  it('a buyer who never asks for the invoice still gets it after the grace period', async () => {
    const { who, cookie } = await buyer('student')
    const order = await createOrder(who, cookie)
    await webhook('payment.captured', order.orderId, 'pay_tabClosed1', `evt_closed_${order.orderId}`)
    await h.app.ctx.mail.sweepInvoices()
    expect((await orderRow(order.orderId))?.status).toBe('paid')
    h.clock.advance(301_000)
    expect(await h.app.ctx.mail.sweepInvoices()).toBeGreaterThanOrEqual(1)
    expect((await orderRow(order.orderId))?.status).toBe('invoiced')
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
    const anonymous = await post(h.app, '/api/payment/create-order', { email: who.email })
    expect(anonymous.statusCode).toBe(401)
  })

  it('numbers invoices consecutively within the financial year', async () => {
    const numbers: string[] = []
    for (let i = 0; i < 3; i += 1) {
      const { who, cookie } = await buyer('eec')
      const order = await createOrder(who, cookie)
      await post(h.app, '/api/payment/verify', { ...signedPayment(order.orderId), email: who.email }, cookie)
      await post(h.app, '/api/invoice/send', { ...who, role: 'eec' }, cookie).then((r) =>
        expect(r.statusCode).toBe(200),
      )
      const row = await orderRow(order.orderId)
      const [invoice] = await h.database.db.select().from(invoices).where(eq(invoices.orderId, row!.id))
      numbers.push(invoice!.number)
    }
    const sequences = numbers.map((n) => Number(n.split('/')[2]))
    expect(numbers[0]).toMatch(/^INV\/2025-26\/\d{6}$/)
    expect(sequences[1]).toBe(sequences[0]! + 1)
    expect(sequences[2]).toBe(sequences[0]! + 2)
  })

  describe('simulated gateway', () => {
    it('serves checkout.js with the Razorpay surface', async () => {
      const res = await h.app.inject({ method: 'GET', url: '/api/payment/simulator/checkout.js' })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/javascript/)
      expect(res.headers['cache-control']).toBe('no-cache')
      for (const needle of [
        'window.Razorpay',
        'Test payment (simulated gateway)',
        'Fail payment',
        "'aria-label': 'Close'",
        'payment.failed',
        'ondismiss',
        "'aria-modal': 'true'",
      ]) {
        expect(res.body).toContain(needle)
      }
    })

    it('pays: signs order|payment with the key secret and records the payment through the webhook path', async () => {
      const { who, cookie } = await buyer('student')
      const order = await createOrder(who, cookie)
      const paid = await post(h.app, '/api/payment/simulator/pay', { order_id: order.orderId })
      expect(paid.statusCode).toBe(200)
      const result = paid.json()
      expect(result.razorpay_order_id).toBe(order.orderId)
      expect(result.razorpay_payment_id).toMatch(/^pay_/)
      expect(result.razorpay_signature).toBe(
        paymentSignature(gatewayKeys().keySecret, order.orderId, result.razorpay_payment_id),
      )
      expect((await orderRow(order.orderId))?.status).toBe('paid')
      const events = await h.database.db
        .select()
        .from(gatewayEvents)
        .where(eq(gatewayEvents.gatewayOrderId, order.orderId))
      expect(events.map((e) => e.event)).toEqual(['payment.captured'])
      const verify = await post(h.app, '/api/payment/verify', { ...result, email: who.email }, cookie)
      expect(verify.statusCode).toBe(200)
      expect((await post(h.app, '/api/payment/simulator/pay', { order_id: order.orderId })).statusCode).toBe(
        409,
      )
    })

    it('fails: answers Razorpay’s error shape and marks the order failed; a retry can still pay', async () => {
      const { who, cookie } = await buyer('student')
      const order = await createOrder(who, cookie)
      const failed = await post(h.app, '/api/payment/simulator/fail', { order_id: order.orderId })
      expect(failed.statusCode).toBe(200)
      expect(failed.json()).toMatchObject({
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment declined by the test bank.',
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: order.orderId },
        },
      })
      expect((await orderRow(order.orderId))?.status).toBe('failed')
      expect((await post(h.app, '/api/payment/simulator/pay', { order_id: order.orderId })).statusCode).toBe(
        200,
      )
      expect((await orderRow(order.orderId))?.status).toBe('paid')
    })

    it('takes one payment per order when several tabs pay at once', async () => {
      const { who, cookie } = await buyer('student')
      const order = await createOrder(who, cookie)
      const answers = await Promise.all(
        [1, 2, 3].map(() => post(h.app, '/api/payment/simulator/pay', { order_id: order.orderId })),
      )
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409])
      const events = await h.database.db
        .select()
        .from(gatewayEvents)
        .where(eq(gatewayEvents.gatewayOrderId, order.orderId))
      expect(events).toHaveLength(1)
    })

    it('refuses unknown orders', async () => {
      const res = await post(h.app, '/api/payment/simulator/pay', { order_id: 'order_doesnotexist00' })
      expect(res.statusCode).toBe(404)
    })
  })
})
