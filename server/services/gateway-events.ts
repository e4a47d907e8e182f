/**
 * Gateway webhooks, after their signature has been checked. Each event id is recorded once (a duplicate is
 * acknowledged and ignored) in the same transaction as its effect, so a failure leaves it to Razorpay's retry.
 */
import { createHash } from 'node:crypto'
import { z } from 'zod'
import type { Db } from '../db/client'
import { gatewayEvents } from '../db/schema'
import { markFailed, markPaid } from './orders'

/** Text PostgreSQL can store: an event carrying a NUL or a lone surrogate is ignored, not a 500 retried forever. */
const storable = z.string().refine((value) => !value.includes('\u0000') && !/\p{Cs}/u.test(value))

const eventShape = z.object({
  event: storable,
  payload: z.object({
    payment: z
      .object({
        entity: z.object({
          id: storable,
          order_id: storable.nullish(),
          error_description: storable.nullish(),
        }),
      })
      .optional(),
    order: z.object({ entity: z.object({ id: storable }) }).optional(),
  }),
})

export type EventOutcome = 'processed' | 'duplicate' | 'ignored'

export async function processGatewayEvent(
  db: Db,
  input: { rawBody: string; eventId: string | undefined; now: Date },
): Promise<EventOutcome> {
  const parsed = eventShape.safeParse(JSON.parse(input.rawBody))
  if (!parsed.success) return 'ignored'
  const { event, payload } = parsed.data
  const paymentId = payload.payment?.entity.id
  const gatewayOrderId = payload.payment?.entity.order_id ?? payload.order?.entity.id
  const eventId = input.eventId ?? `body_${createHash('sha256').update(input.rawBody).digest('hex')}`

  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(gatewayEvents)
      .values({
        eventId,
        event,
        gatewayOrderId: gatewayOrderId ?? null,
        paymentId: paymentId ?? null,
        receivedAt: input.now,
      })
      .onConflictDoNothing()
      .returning({ eventId: gatewayEvents.eventId })
    if (recorded.length === 0) return 'duplicate'
    if (!gatewayOrderId) return 'ignored'
    if ((event === 'payment.captured' || event === 'order.paid') && paymentId) {
      const result = await markPaid(tx, { gatewayOrderId, paymentId, now: input.now })
      return result === 'not-found' ? 'ignored' : 'processed'
    }
    if (event === 'payment.failed') {
      await markFailed(tx, {
        gatewayOrderId,
        reason: payload.payment?.entity.error_description ?? 'Payment failed',
        now: input.now,
      })
      return 'processed'
    }
    return 'ignored'
  })
}
