/**
 * Orders and their state machine: created -> paid -> confirmed -> invoiced, plus failed, and duplicate (a payment
 * for a plan already paid, see markPaid). Every step is one conditional UPDATE ... WHERE status IN (...), so
 * repeating or racing a step (verify, webhook, success) changes the row at most once, and nothing moves a paid
 * order back.
 */
import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { applicants, orders, promoRedemptions } from '../db/schema'
import { HttpError } from '../http/errors'
import type { PaymentGateway } from '../payments/gateway'
import { quoteFor } from './pricing'
import type { Applicant } from './sessions'

export type Order = typeof orders.$inferSelect

/** An unpaid order younger than this, for the same amount, is handed out again instead of a new one. */
const REUSE_ORDER_MS = 30 * 60_000

/** Locks the applicant's row. create-order and markPaid take it first, so each sees what the other wrote. */
async function lockApplicant(tx: DbOrTx, applicantId: string): Promise<void> {
  await tx.select({ id: applicants.id }).from(applicants).where(eq(applicants.id, applicantId)).for('update')
}

/** The applicant's paid (or confirmed, or invoiced) order for a role and plan, other than `except`, if any. */
async function paidOrderOf(
  tx: DbOrTx,
  of: Pick<Order, 'applicantId' | 'role' | 'plan'>,
  except?: string,
): Promise<{ id: string } | undefined> {
  const [paid] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.applicantId, of.applicantId),
        eq(orders.role, of.role),
        eq(orders.plan, of.plan),
        except === undefined ? undefined : ne(orders.id, except),
        inArray(orders.status, ['paid', 'confirmed', 'invoiced']),
      ),
    )
    .limit(1)
  return paid
}

export async function createOrReuseOrder(
  tx: DbOrTx,
  input: { applicant: Applicant; gateway: PaymentGateway; now: Date },
): Promise<Order> {
  const { applicant, gateway, now } = input
  // Lock the applicant so two concurrent clicks on Pay Now share one order.
  await lockApplicant(tx, applicant.id)
  const quote = await quoteFor(tx, applicant)
  // The report and the counsellor kit are bought once: a second order for a plan already paid would charge twice.
  if (await paidOrderOf(tx, { applicantId: applicant.id, role: quote.role, plan: quote.plan })) {
    throw new HttpError(409, 'You have already paid for this plan.')
  }
  const amountPaise = quote.finalPrice * 100
  const [fresh] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.applicantId, applicant.id),
        eq(orders.status, 'created'),
        eq(orders.gateway, gateway.kind),
        eq(orders.role, quote.role),
        eq(orders.plan, quote.plan),
        eq(orders.amountPaise, amountPaise),
        quote.promoCode ? eq(orders.promoCode, quote.promoCode) : isNull(orders.promoCode),
        gt(orders.createdAt, new Date(now.getTime() - REUSE_ORDER_MS)),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1)
  if (fresh) return fresh

  const id = crypto.randomUUID()
  const gatewayOrder = await gateway.createOrder({
    amountPaise,
    currency: 'INR',
    receipt: id.replace(/-/g, '').slice(0, 32),
    notes: { plan: quote.plan, role: quote.role, ...(quote.promoCode ? { promo: quote.promoCode } : {}) },
  })
  const [order] = await tx
    .insert(orders)
    .values({
      id,
      applicantId: applicant.id,
      role: quote.role,
      plan: quote.plan,
      planName: quote.planName,
      promoCode: quote.promoCode,
      listPricePaise: quote.price * 100,
      amountPaise,
      currency: 'INR',
      gateway: gateway.kind,
      gatewayOrderId: gatewayOrder.id,
      status: 'created',
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  if (!order) throw new Error('order insert returned no row')
  return order
}

export type MarkPaidResult = 'paid' | 'duplicate' | 'already-paid' | 'not-found'

/**
 * The one code path that records a payment, shared by verify and the webhook. Moves created/failed to paid,
 * records the promo redemption and clears the applied promo, all in the caller's transaction.
 *
 * An older order can still be paid after another order of the same plan was (two tabs, each with its own order;
 * a payment that failed and was captured late): such a payment moves its order to `duplicate` instead, with the
 * payment id kept for the refund, and is never confirmed or invoiced. The applicant is locked first, as
 * create-order does, so two payments for one plan are recorded one after the other and the second sees the first.
 */
export async function markPaid(
  tx: DbOrTx,
  input: { gatewayOrderId: string; paymentId: string; now: Date },
): Promise<MarkPaidResult> {
  const [target] = await tx.select().from(orders).where(eq(orders.gatewayOrderId, input.gatewayOrderId))
  if (!target) return 'not-found'
  await lockApplicant(tx, target.applicantId)
  const earlier = await paidOrderOf(tx, target, target.id)
  const [order] = await tx
    .update(orders)
    .set({
      status: earlier ? 'duplicate' : 'paid',
      paymentId: input.paymentId,
      paidAt: input.now,
      failureReason: earlier ? `Plan already paid by order ${earlier.id}: refund this payment.` : null,
      updatedAt: input.now,
    })
    .where(and(eq(orders.id, target.id), inArray(orders.status, ['created', 'failed'])))
    .returning()
  if (!order) {
    // Recorded before (verify and the webhook both report a payment): the same answer again.
    const [recorded] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, target.id))
    return recorded?.status === 'duplicate' ? 'duplicate' : 'already-paid'
  }
  if (earlier) return 'duplicate'
  if (order.promoCode) {
    await tx
      .insert(promoRedemptions)
      .values({
        id: crypto.randomUUID(),
        code: order.promoCode,
        applicantId: order.applicantId,
        orderId: order.id,
        createdAt: input.now,
      })
      .onConflictDoNothing()
    await tx
      .update(applicants)
      .set({ appliedPromoCode: null, updatedAt: input.now })
      .where(and(eq(applicants.id, order.applicantId), eq(applicants.appliedPromoCode, order.promoCode)))
  }
  return 'paid'
}

/** A declined payment. Only an order that was never paid can fail. */
export async function markFailed(
  tx: DbOrTx,
  input: { gatewayOrderId: string; reason: string; now: Date },
): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ status: 'failed', failureReason: input.reason.slice(0, 300), updatedAt: input.now })
    .where(and(eq(orders.gatewayOrderId, input.gatewayOrderId), eq(orders.status, 'created')))
    .returning({ id: orders.id })
  return rows.length > 0
}

/** payment/success: paid -> confirmed. Repeating it is fine; with nothing paid it is a 409. */
export async function confirmPaidOrders(tx: DbOrTx, applicantId: string, now: Date): Promise<void> {
  const confirmed = await tx
    .update(orders)
    .set({ status: 'confirmed', confirmedAt: now, updatedAt: now })
    .where(and(eq(orders.applicantId, applicantId), eq(orders.status, 'paid')))
    .returning({ id: orders.id })
  if (confirmed.length > 0) return
  const [done] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.applicantId, applicantId), inArray(orders.status, ['confirmed', 'invoiced'])))
    .limit(1)
  if (!done) throw new HttpError(409, 'No paid order was found for this email.')
}

export async function ordersAwaitingInvoice(tx: DbOrTx, applicantId: string): Promise<Order[]> {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.applicantId, applicantId), inArray(orders.status, ['paid', 'confirmed'])))
    .orderBy(orders.createdAt)
}

export async function hasInvoicedOrder(tx: DbOrTx, applicantId: string): Promise<boolean> {
  const [row] = await tx
    .select({ n: sql<number>`1` })
    .from(orders)
    .where(and(eq(orders.applicantId, applicantId), eq(orders.status, 'invoiced')))
    .limit(1)
  return Boolean(row)
}
