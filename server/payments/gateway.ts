/**
 * The payment gateway seen by the rest of the server. Razorpay in production; the simulated gateway (same ids,
 * same entities, same signature formulas, signed webhooks over HTTP) when no keys are configured.
 *
 * Every call that leaves the process is bounded by a timeout (withTimeouts) and fails as a GatewayError, which
 * the routes answer with a JSON 502/503. No call is ever made inside a database transaction.
 */
import { z } from 'zod'
import { hexEquals, hmacHex } from '../lib/secrets'

export type GatewayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed'

/** A payment as the gateway reports it (fetch, capture or a webhook's payload), in our units. */
export interface GatewayPayment {
  id: string
  orderId: string | null
  amountPaise: number
  currency: string
  status: GatewayPaymentStatus
  method: string | null
  errorDescription: string | null
  createdAt: Date
}

export type GatewayRefundStatus = 'pending' | 'processed' | 'failed'

export interface GatewayRefund {
  id: string
  paymentId: string
  amountPaise: number
  status: GatewayRefundStatus
  notes: Record<string, string>
  /** Our reference for the refund (the refund row's id), when we sent one. */
  receipt?: string | null
  createdAt: Date
}

/** True when the gateway's refund is the one our refund row `reference` asked for. */
export const isRefundOf = (refund: GatewayRefund, reference: string) =>
  refund.receipt === reference || refund.notes.refund_id === reference

export interface PaymentGateway {
  readonly kind: 'razorpay' | 'simulated'
  readonly keyId: string
  /** Test keys or the simulator: no real money moves, and invoices say so. */
  readonly testMode: boolean
  createOrder(input: {
    amountPaise: number
    currency: 'INR'
    receipt: string
    notes: Record<string, string>
  }): Promise<{ id: string }>
  fetchPayment(paymentId: string): Promise<GatewayPayment>
  /** Every payment attempted against an order (Razorpay: GET /orders/:id/payments). */
  fetchOrderPayments(orderId: string): Promise<GatewayPayment[]>
  capturePayment(paymentId: string, amountPaise: number, currency: string): Promise<GatewayPayment>
  /**
   * A refund of `amountPaise` (the whole payment or a part). `reference` is our refund row's id: sent as the
   * refund's `receipt` and as the idempotency key (Razorpay's X-Refund-Idempotency header), so a second call with
   * the same reference, by a frozen owner that woke up after being taken over, answers the refund already made
   * instead of making another; the list of a payment's refunds shows it (`isRefundOf`).
   */
  refundPayment(
    paymentId: string,
    input: { amountPaise: number; reference: string; notes: Record<string, string> },
  ): Promise<GatewayRefund>
  fetchRefunds(paymentId: string): Promise<GatewayRefund[]>
  /** Checkout's handler signature: hex(HMAC_SHA256(key_secret, order_id + "|" + payment_id)). */
  isPaymentSignatureValid(orderId: string, paymentId: string, signature: string): boolean
  /** Webhook signature: hex(HMAC_SHA256(webhook_secret, raw body)). */
  isWebhookSignatureValid(rawBody: string, signature: string): boolean
}

/** The gateway did not answer in time, could not be reached, or refused the call. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly reason: 'timeout' | 'unavailable' | 'refused',
    /** The gateway's own error, when it answered one (e.g. BAD_REQUEST_ERROR "already captured"). */
    readonly gatewayCode?: string,
  ) {
    super(message)
    this.name = 'GatewayError'
  }
}

export function paymentSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`)
}

export function webhookSignature(webhookSecret: string, rawBody: string): string {
  return hmacHex(webhookSecret, rawBody)
}

/** Without a webhook secret every webhook is refused: an unsigned event could mark anything paid. */
export function signatureChecks(keySecret: string, webhookSecret: string | undefined) {
  return {
    isPaymentSignatureValid: (orderId: string, paymentId: string, signature: string) =>
      hexEquals(paymentSignature(keySecret, orderId, paymentId), signature),
    isWebhookSignatureValid: (rawBody: string, signature: string) =>
      webhookSecret !== undefined && hexEquals(webhookSignature(webhookSecret, rawBody), signature),
  }
}

/** Text PostgreSQL can store: no NUL, no lone surrogate. */
const storable = z.string().refine((value) => !value.includes('\u0000') && !/\p{Cs}/u.test(value))

/** Razorpay's payment entity (the fields we use). */
export const paymentEntity = z.object({
  id: storable.max(100),
  order_id: storable.max(100).nullish(),
  amount: z.number().int().nonnegative(),
  currency: storable.max(10),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  method: storable.max(50).nullish(),
  error_description: storable.nullish(),
  created_at: z.number().int().nonnegative(),
})

export const refundEntity = z.object({
  id: storable.max(100),
  payment_id: storable.max(100),
  amount: z.number().int().nonnegative(),
  status: z.enum(['pending', 'processed', 'failed']),
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish(),
  receipt: storable.max(100).nullish(),
  created_at: z.number().int().nonnegative(),
})

export function toGatewayPayment(entity: z.infer<typeof paymentEntity>): GatewayPayment {
  return {
    id: entity.id,
    orderId: entity.order_id ?? null,
    amountPaise: entity.amount,
    currency: entity.currency,
    status: entity.status,
    method: entity.method ?? null,
    errorDescription: entity.error_description?.slice(0, 300) ?? null,
    createdAt: new Date(entity.created_at * 1000),
  }
}

export function toGatewayRefund(entity: z.infer<typeof refundEntity>): GatewayRefund {
  const notes: Record<string, string> = {}
  // Razorpay sends notes as [] when there are none.
  if (entity.notes && !Array.isArray(entity.notes)) {
    for (const [key, value] of Object.entries(entity.notes)) if (typeof value === 'string') notes[key] = value
  }
  return {
    id: entity.id,
    paymentId: entity.payment_id,
    amountPaise: entity.amount,
    status: entity.status,
    notes,
    receipt: entity.receipt ?? null,
    createdAt: new Date(entity.created_at * 1000),
  }
}

const ASYNC_METHODS = [
  'createOrder',
  'fetchPayment',
  'fetchOrderPayments',
  'capturePayment',
  'refundPayment',
  'fetchRefunds',
] as const

/**
 * Bounds every call to the gateway: past `timeoutMs` the caller gets a GatewayError('timeout') and moves on (the
 * call itself may still complete at the gateway; every caller is written so that a later fetch finds out).
 */
export function withTimeouts<G extends PaymentGateway>(gateway: G, timeoutMs: number): G {
  const bounded = Object.create(gateway) as G
  for (const name of ASYNC_METHODS) {
    const call = gateway[name].bind(gateway) as (...args: unknown[]) => Promise<unknown>
    Object.defineProperty(bounded, name, {
      value: (...args: unknown[]) =>
        new Promise((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new GatewayError(`payment gateway: ${name} took over ${timeoutMs} ms`, 'timeout')),
            timeoutMs,
          )
          call(...args).then(
            (value) => {
              clearTimeout(timer)
              resolve(value)
            },
            (error: unknown) => {
              clearTimeout(timer)
              reject(
                error instanceof GatewayError
                  ? error
                  : new GatewayError(`payment gateway: ${name} failed: ${describe(error)}`, 'unavailable'),
              )
            },
          )
        }),
    })
  }
  return bounded
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message
  // The razorpay SDK rejects with { statusCode, error: { code, description } }.
  const shaped = error as { statusCode?: number; error?: { description?: string } } | null
  return shaped?.error?.description ?? `status ${shaped?.statusCode ?? 'unknown'}`
}
