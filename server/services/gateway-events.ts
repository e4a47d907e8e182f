/**
 * Gateway webhooks, after their signature has been checked. payment.authorized, payment.captured, payment.failed
 * and order.paid carry a payment, which goes through settlePayment (the same code path as verify and
 * reconciliation); refund.created, refund.processed and refund.failed carry a refund, which goes through
 * applyGatewayRefund. Both are idempotent, so the event id is recorded only after the event was handled: an event
 * that failed half-way (the gateway did not answer a capture) is handled in full when Razorpay sends it again.
 */
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { gatewayEvents } from '../db/schema'
import { paymentEntity, refundEntity, toGatewayPayment, toGatewayRefund } from '../payments/gateway'
import { applyGatewayRefund, settlePayment, type PaymentDeps } from './payments'

const PAYMENT_EVENTS = new Set(['payment.authorized', 'payment.captured', 'payment.failed', 'order.paid'])
const REFUND_EVENTS = new Set(['refund.created', 'refund.processed', 'refund.failed'])

const eventShape = z.object({
  event: z.string().regex(/^[a-z_.]{1,100}$/),
  payload: z.object({
    payment: z.object({ entity: paymentEntity }).optional(),
    refund: z.object({ entity: refundEntity }).optional(),
  }),
})

export type EventOutcome = 'processed' | 'duplicate' | 'ignored'

export async function processGatewayEvent(
  deps: PaymentDeps,
  input: { rawBody: string; eventId: string | undefined },
): Promise<EventOutcome> {
  const parsed = eventShape.safeParse(JSON.parse(input.rawBody))
  if (!parsed.success) return 'ignored'
  const { event, payload } = parsed.data
  const eventId = input.eventId ?? `body_${createHash('sha256').update(input.rawBody).digest('hex')}`
  const { db } = deps
  const [seen] = await db
    .select({ eventId: gatewayEvents.eventId })
    .from(gatewayEvents)
    .where(eq(gatewayEvents.eventId, eventId))
  if (seen) return 'duplicate'

  let outcome: EventOutcome = 'ignored'
  if (PAYMENT_EVENTS.has(event) && payload.payment) {
    const settled = await settlePayment(deps, toGatewayPayment(payload.payment.entity))
    if (settled.kind !== 'ignored') outcome = 'processed'
  } else if (REFUND_EVENTS.has(event) && payload.refund) {
    await applyGatewayRefund(deps, toGatewayRefund(payload.refund.entity))
    // The payment it carries, refunded in full, is recorded as such: that is all a refund made on the gateway's
    // dashboard (none of ours) tells us, and a counsellor kit's course closes by it (decide, in payments.ts).
    // Settling a refunded payment again changes nothing: a closed course stays closed, no mail is sent.
    if (payload.payment?.entity.status === 'refunded')
      await settlePayment(deps, toGatewayPayment(payload.payment.entity))
    outcome = 'processed'
  }
  await db
    .insert(gatewayEvents)
    .values({
      eventId,
      event,
      gatewayOrderId: payload.payment?.entity.order_id ?? null,
      paymentId: payload.payment?.entity.id ?? payload.refund?.entity.payment_id ?? null,
      receivedAt: deps.clock(),
    })
    .onConflictDoNothing()
  return outcome
}
