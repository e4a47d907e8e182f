/**
 * The simulated gateway: a small Razorpay kept in this process, for `npm start` without keys and for the tests.
 * It keeps Razorpay's entities (orders, payments, refunds) in the data folder, so a restart forgets nothing; its
 * merchant API (create an order, fetch a payment or an order's payments, capture, refund (idempotent by key, as
 * Razorpay's X-Refund-Idempotency), fetch refunds) is what
 * our server calls; its checkout side (pay, fail) is what the simulated checkout window calls for the buyer; and it
 * delivers signed webhooks with Razorpay's payload shapes as HTTP POSTs to /api/payment/webhook, retrying a few
 * times when they are refused, as Razorpay does.
 *
 * Test knobs (config): webhooks off, a latency added to every gateway-side call, and manual capture (Pay then only
 * authorises, as on a Razorpay account without automatic capture).
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gatewayStyleId } from '../lib/secrets'
import {
  GatewayError,
  paymentSignature,
  signatureChecks,
  toGatewayPayment,
  toGatewayRefund,
  webhookSignature,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
} from './gateway'

interface SimOrder {
  id: string
  entity: 'order'
  amount: number
  amount_paid: number
  amount_due: number
  currency: string
  receipt: string
  status: 'created' | 'attempted' | 'paid'
  attempts: number
  notes: Record<string, string>
  created_at: number
}

interface SimPayment {
  id: string
  entity: 'payment'
  amount: number
  currency: string
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed'
  order_id: string
  method: string
  amount_refunded: number
  refund_status: 'partial' | 'full' | null
  captured: boolean
  description: string
  error_code: string | null
  error_description: string | null
  created_at: number
}

interface SimRefund {
  id: string
  entity: 'refund'
  amount: number
  currency: string
  payment_id: string
  notes: Record<string, string>
  receipt: string | null
  status: 'pending' | 'processed' | 'failed'
  speed_requested: 'normal'
  created_at: number
}

interface SimState {
  orders: Record<string, SimOrder>
  payments: Record<string, SimPayment>
  refunds: Record<string, SimRefund>
  /** Refund idempotency keys (Razorpay's X-Refund-Idempotency header) and the refund each one made. */
  refundKeys: Record<string, string>
}

/** Delivers one webhook to our API; answers the HTTP status. */
export type WebhookTarget = (rawBody: string, headers: Record<string, string>) => Promise<number>

export interface SimulatorOptions {
  keyId: string
  keySecret: string
  webhookSecret: string
  /** Where the gateway's state is kept; undefined keeps it in memory (tests). */
  stateFile: string | undefined
  webhooks: boolean
  /** Added to every gateway-side call, merchant API and checkout alike. */
  latencyMs: number
  /** false: Pay only authorises; the merchant must capture (Razorpay's manual capture). */
  autoCapture: boolean
  /** How long a refund stays pending before the bank processes it. */
  refundDelayMs: number
  /** Delays between webhook delivery attempts (the first is immediate). */
  webhookRetryMs?: number[]
}

const DECLINED = 'Payment declined by the test bank.'
const seconds = () => Math.floor(Date.now() / 1000)
const sleep = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve()

export class SimulatedGateway implements PaymentGateway {
  readonly kind = 'simulated' as const
  readonly keyId: string
  readonly testMode = true
  readonly isPaymentSignatureValid: PaymentGateway['isPaymentSignatureValid']
  readonly isWebhookSignatureValid: PaymentGateway['isWebhookSignatureValid']
  private readonly state: SimState
  private target: WebhookTarget | undefined
  private readonly inFlight = new Set<Promise<void>>()
  private readonly timers = new Set<NodeJS.Timeout>()
  private closed = false
  /** A refund in this set, or a refund of a payment in it, fails instead of being processed (tests of refund.failed). */
  readonly refundsToFail = new Set<string>()
  /** The latest webhook deliveries, newest last (what the gateway sent, and the answer it got). */
  readonly deliveries: { event: string; rawBody: string; signature: string; status: number | 'error' }[] = []

  constructor(private readonly options: SimulatorOptions) {
    this.keyId = options.keyId
    const checks = signatureChecks(options.keySecret, options.webhookSecret)
    this.isPaymentSignatureValid = checks.isPaymentSignatureValid
    this.isWebhookSignatureValid = checks.isWebhookSignatureValid
    this.state = this.load()
    // Refunds still pending when the process stopped are processed after the restart, as a bank would.
    for (const refund of Object.values(this.state.refunds))
      if (refund.status === 'pending') this.scheduleRefundOutcome(refund.id)
  }

  /** Where webhooks go: the API's own /api/payment/webhook (set once the app exists). */
  setWebhookTarget(target: WebhookTarget): void {
    this.target = target
  }

  /** Resolves when every webhook sent so far has been delivered or given up on (tests). */
  async whenIdle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight])
  }

  close(): void {
    this.closed = true
    for (const timer of this.timers) clearTimeout(timer)
    this.timers.clear()
  }

  // --- the merchant API (what our server calls) ---

  async createOrder(input: {
    amountPaise: number
    currency: 'INR'
    receipt: string
    notes: Record<string, string>
  }): Promise<{ id: string }> {
    await sleep(this.options.latencyMs)
    const order: SimOrder = {
      id: gatewayStyleId('order'),
      entity: 'order',
      amount: input.amountPaise,
      amount_paid: 0,
      amount_due: input.amountPaise,
      currency: input.currency,
      receipt: input.receipt,
      status: 'created',
      attempts: 0,
      notes: input.notes,
      created_at: seconds(),
    }
    this.state.orders[order.id] = order
    this.save()
    return { id: order.id }
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment> {
    await sleep(this.options.latencyMs)
    return toGatewayPayment(this.payment(paymentId))
  }

  async fetchOrderPayments(orderId: string): Promise<GatewayPayment[]> {
    await sleep(this.options.latencyMs)
    if (!this.state.orders[orderId]) throw notFound('order')
    return Object.values(this.state.payments)
      .filter((payment) => payment.order_id === orderId)
      .map(toGatewayPayment)
  }

  async capturePayment(paymentId: string, amountPaise: number, currency: string): Promise<GatewayPayment> {
    await sleep(this.options.latencyMs)
    const payment = this.payment(paymentId)
    if (payment.status !== 'authorized') {
      throw new GatewayError(
        payment.status === 'captured' || payment.status === 'refunded'
          ? 'This payment has already been captured'
          : 'Only payments which have been authorized and not yet captured can be captured',
        'refused',
        'BAD_REQUEST_ERROR',
      )
    }
    if (payment.amount !== amountPaise || payment.currency !== currency) {
      throw new GatewayError(
        'Capture amount must be equal to the amount authorized',
        'refused',
        'BAD_REQUEST_ERROR',
      )
    }
    this.capture(payment)
    return toGatewayPayment(payment)
  }

  async refundPayment(
    paymentId: string,
    input: { amountPaise: number; reference: string; notes: Record<string, string> },
  ): Promise<GatewayRefund> {
    await sleep(this.options.latencyMs)
    const payment = this.payment(paymentId)
    // Razorpay's idempotent refund: the same key and request again answer the refund made the first time.
    const earlier = this.state.refunds[this.state.refundKeys[input.reference] ?? '']
    if (earlier) {
      if (
        earlier.payment_id !== paymentId ||
        earlier.amount !== input.amountPaise ||
        JSON.stringify(earlier.notes) !== JSON.stringify(input.notes)
      )
        throw new GatewayError(
          'Different request with the same idempotency key has already been processed.',
          'refused',
          'BAD_REQUEST_ERROR',
        )
      return toGatewayRefund(earlier)
    }
    if (payment.status !== 'captured' || input.amountPaise > payment.amount - payment.amount_refunded) {
      throw new GatewayError(
        'The refund amount provided is greater than amount captured',
        'refused',
        'BAD_REQUEST_ERROR',
      )
    }
    const refund: SimRefund = {
      id: `rfnd_${gatewayStyleId('pay').slice(4)}`,
      entity: 'refund',
      amount: input.amountPaise,
      currency: payment.currency,
      payment_id: payment.id,
      notes: input.notes,
      receipt: input.reference,
      status: 'pending',
      speed_requested: 'normal',
      created_at: seconds(),
    }
    this.state.refunds[refund.id] = refund
    this.state.refundKeys[input.reference] = refund.id
    payment.amount_refunded += refund.amount
    payment.refund_status = payment.amount_refunded >= payment.amount ? 'full' : 'partial'
    if (payment.refund_status === 'full') payment.status = 'refunded'
    this.save()
    this.emit('refund.created', { refund, payment })
    this.scheduleRefundOutcome(refund.id)
    return toGatewayRefund(refund)
  }

  async fetchRefunds(paymentId: string): Promise<GatewayRefund[]> {
    await sleep(this.options.latencyMs)
    this.payment(paymentId)
    return Object.values(this.state.refunds)
      .filter((refund) => refund.payment_id === paymentId)
      .map(toGatewayRefund)
  }

  // --- the checkout side (what the buyer's checkout window calls) ---

  /**
   * The buyer pays an order: the payment is authorised and, unless the account captures manually (or `capture`
   * says otherwise), captured at once. Answers what Razorpay's checkout hands the page.
   */
  async pay(
    orderId: string,
    options: { capture?: boolean; evenIfPaid?: boolean } = {},
  ): Promise<{ paymentId: string; signature: string }> {
    await sleep(this.options.latencyMs)
    const order = this.state.orders[orderId]
    if (!order) throw notFound('order')
    if (order.status === 'paid' && !options.evenIfPaid)
      throw new GatewayError('This order is already paid.', 'refused', 'BAD_REQUEST_ERROR')
    const payment = this.newPayment(order, 'authorized')
    this.emit('payment.authorized', { payment })
    if (options.capture ?? this.options.autoCapture) this.capture(payment)
    else this.save()
    return {
      paymentId: payment.id,
      signature: paymentSignature(this.options.keySecret, order.id, payment.id),
    }
  }

  /** The buyer's bank declines: Razorpay's error shape, and a payment.failed webhook. */
  async fail(orderId: string) {
    await sleep(this.options.latencyMs)
    const order = this.state.orders[orderId]
    if (!order) throw notFound('order')
    if (order.status === 'paid')
      throw new GatewayError('This order is already paid.', 'refused', 'BAD_REQUEST_ERROR')
    const payment = this.newPayment(order, 'failed')
    payment.error_code = 'BAD_REQUEST_ERROR'
    payment.error_description = DECLINED
    this.save()
    this.emit('payment.failed', { payment })
    return {
      code: 'BAD_REQUEST_ERROR',
      description: DECLINED,
      source: 'customer',
      step: 'payment_authorization',
      reason: 'payment_failed',
      metadata: { order_id: order.id, payment_id: payment.id },
    }
  }

  /** The order's amount and currency, for the checkout window. */
  orderForCheckout(orderId: string): SimOrder | undefined {
    return this.state.orders[orderId]
  }

  // --- internals ---

  private payment(paymentId: string): SimPayment {
    const payment = this.state.payments[paymentId]
    if (!payment) throw notFound('payment')
    return payment
  }

  private newPayment(order: SimOrder, status: 'authorized' | 'failed'): SimPayment {
    const payment: SimPayment = {
      id: gatewayStyleId('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status,
      order_id: order.id,
      method: 'card',
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      description: 'Test payment',
      error_code: null,
      error_description: null,
      created_at: seconds(),
    }
    this.state.payments[payment.id] = payment
    order.attempts += 1
    if (order.status === 'created') order.status = 'attempted'
    return payment
  }

  private capture(payment: SimPayment): void {
    payment.status = 'captured'
    payment.captured = true
    const order = this.state.orders[payment.order_id]
    if (order) {
      order.amount_paid += payment.amount
      order.amount_due = Math.max(0, order.amount - order.amount_paid)
      order.status = 'paid'
    }
    this.save()
    this.emit('payment.captured', { payment })
    if (order) this.emit('order.paid', { payment, order })
  }

  private scheduleRefundOutcome(refundId: string): void {
    if (this.closed) return
    const timer = setTimeout(() => {
      this.timers.delete(timer)
      const refund = this.state.refunds[refundId]
      if (!refund || refund.status !== 'pending') return
      const payment = this.state.payments[refund.payment_id]
      if (this.refundsToFail.has(refundId) || this.refundsToFail.has(refund.payment_id)) {
        refund.status = 'failed'
        if (payment) {
          payment.amount_refunded -= refund.amount
          payment.refund_status = payment.amount_refunded > 0 ? 'partial' : null
          if (payment.status === 'refunded') payment.status = 'captured'
        }
      } else refund.status = 'processed'
      this.save()
      this.emit(refund.status === 'failed' ? 'refund.failed' : 'refund.processed', { refund, payment })
    }, this.options.refundDelayMs)
    timer.unref()
    this.timers.add(timer)
  }

  /** A webhook with Razorpay's envelope, signed with the webhook secret, delivered in the background. */
  private emit(
    event: string,
    entities: { payment?: SimPayment | undefined; order?: SimOrder; refund?: SimRefund },
  ): void {
    if (!this.options.webhooks || this.closed) return
    const payload: Record<string, { entity: unknown }> = {}
    for (const [name, entity] of Object.entries(entities))
      if (entity) payload[name] = { entity: structuredClone(entity) }
    const rawBody = JSON.stringify({
      entity: 'event',
      account_id: 'acc_simulated',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: seconds(),
    })
    const headers = {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(this.options.webhookSecret, rawBody),
      'x-razorpay-event-id': gatewayStyleId('evt').replace('evt_', ''),
    }
    const delivery = this.deliver(event, rawBody, headers).finally(() => this.inFlight.delete(delivery))
    this.inFlight.add(delivery)
  }

  private async deliver(event: string, rawBody: string, headers: Record<string, string>): Promise<void> {
    const retries = this.options.webhookRetryMs ?? [1000, 5000, 25_000]
    for (let attempt = 0; attempt <= retries.length; attempt++) {
      if (attempt > 0) await sleep(retries[attempt - 1] ?? 0)
      if (this.closed || !this.target) return
      let status: number | 'error' = 'error'
      try {
        status = await this.target(rawBody, headers)
      } catch {
        // Refused or unreachable: Razorpay tries again later.
      }
      this.deliveries.push({ event, rawBody, signature: headers['x-razorpay-signature'] ?? '', status })
      if (this.deliveries.length > 50) this.deliveries.shift()
      if (typeof status === 'number' && status >= 200 && status < 300) return
    }
  }

  private load(): SimState {
    const empty: SimState = { orders: {}, payments: {}, refunds: {}, refundKeys: {} }
    if (!this.options.stateFile) return empty
    try {
      return { ...empty, ...(JSON.parse(readFileSync(this.options.stateFile, 'utf8')) as Partial<SimState>) }
    } catch {
      return empty
    }
  }

  /** Written whole and renamed into place, so a crash mid-write leaves the previous state, not half of one. */
  private save(): void {
    const file = this.options.stateFile
    if (!file) return
    mkdirSync(path.dirname(file), { recursive: true })
    const temporary = `${file}.${process.pid}.tmp`
    writeFileSync(temporary, JSON.stringify(this.state))
    renameSync(temporary, file)
  }
}

function notFound(what: 'order' | 'payment'): GatewayError {
  return new GatewayError(`The id provided does not exist (${what})`, 'refused', 'BAD_REQUEST_ERROR')
}
