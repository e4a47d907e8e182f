/**
 * Orders and their state machine: created -> paid -> confirmed -> invoiced, plus failed, and duplicate (paid by
 * a second payment for a plan already paid; that payment is refunded, see payments.ts). Every step is one
 * conditional UPDATE ... WHERE status IN (...), so repeating or racing a step (verify, webhook, reconciliation,
 * success) changes the row at most once, and nothing moves a paid order back.
 */
import { and, desc, eq, gt, inArray, isNull, ne, not, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../db/client'
import { applicants, orders, promoRedemptions } from '../db/schema'
import { RefusedError } from '../lib/errors'
import type { PaymentGateway } from '../payments/gateway'
import type { Language } from '../../src/content/localised'
import { paymentRefunded } from '../invoices/invoices'
import { quoteFor, type Quote } from './pricing'
import type { Applicant } from './sessions'

export type Order = typeof orders.$inferSelect

/** An unpaid order (never paid, or whose attempt failed) younger than this, for the same amount, is handed out again. */
const REUSE_ORDER_MS = 30 * 60_000

/**
 * Locks the applicant's row. create-order and every payment settlement take it first, so each sees what the
 * others wrote: two payments for one plan are settled one after the other, and the second sees the first.
 */
export async function lockApplicant(tx: DbOrTx, applicantId: string): Promise<void> {
  await tx.select({ id: applicants.id }).from(applicants).where(eq(applicants.id, applicantId)).for('update')
}

export const PAID_STATUSES = ['paid', 'confirmed', 'invoiced'] as const

/**
 * The applicant's paid (or confirmed, or invoiced) order for a role and plan, other than `except`, if any. An order
 * whose payment was refunded (a refund in any state, or the gateway's) does not count: its buyer may buy again.
 */
export async function paidOrderOf(
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
        inArray(orders.status, [...PAID_STATUSES]),
        not(paymentRefunded),
      ),
    )
    .limit(1)
  return paid
}

/**
 * What create-order would hand out without asking the gateway: the quote, and a fresh unpaid order of the same
 * plan and amount if there is one. Refuses a plan already paid. Runs under the applicant's lock.
 */
async function quoteAndReusable(
  tx: DbOrTx,
  input: { applicant: Applicant; gateway: PaymentGateway; now: Date },
): Promise<{ quote: Quote; reusable: Order | undefined }> {
  const { applicant, gateway, now } = input
  await lockApplicant(tx, applicant.id)
  const quote = await quoteFor(tx, applicant)
  // The report and the counsellor kit are bought once: a second order for a plan already paid would charge twice.
  if (await paidOrderOf(tx, { applicantId: applicant.id, role: quote.role, plan: quote.plan })) {
    throw new RefusedError('conflict', 'You have already paid for this plan.')
  }
  const [reusable] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.applicantId, applicant.id),
        // A failed attempt is tried again on the same order (the gateway takes further attempts on it), so My
        // orders never shows the failed try as a second order of the same plan.
        inArray(orders.status, ['created', 'failed']),
        eq(orders.gateway, gateway.kind),
        eq(orders.role, quote.role),
        eq(orders.plan, quote.plan),
        eq(orders.amountPaise, quote.finalPrice * 100),
        quote.promoCode ? eq(orders.promoCode, quote.promoCode) : isNull(orders.promoCode),
        gt(orders.createdAt, new Date(now.getTime() - REUSE_ORDER_MS)),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1)
  return { quote, reusable }
}

/**
 * create-order: a fresh unpaid order of the same plan and amount is handed out again; otherwise the gateway is
 * asked for a new one BETWEEN two short transactions, never inside one (a slow gateway would hold the applicant's
 * row lock and a pooled connection, or on PGlite the only connection, for as long as it takes). The second
 * transaction checks again: a concurrent click may have stored an order meanwhile, and then that one is used
 * (the gateway order made here stays unpaid and unused, which costs nothing).
 */
export async function createOrReuseOrder(
  db: Db,
  input: {
    applicant: Applicant
    gateway: PaymentGateway
    now: () => Date
    /** The certified counsellor whose referral link the buyer came through (a report order records it). */
    referredBy?: string
    /** The language of the page the buyer pays on: the order's and the buyer's mails from now on. */
    language?: Language
  },
): Promise<Order> {
  const { applicant, gateway } = input
  const language = input.language ?? 'en'
  const first = await db.transaction(async (tx) => {
    const found = await quoteAndReusable(tx, { applicant, gateway, now: input.now() })
    return { ...found, reusable: found.reusable && (await speaking(tx, found.reusable, language)) }
  })
  if (first.reusable) return first.reusable

  const id = crypto.randomUUID()
  const { quote } = first
  const gatewayOrder = await gateway.createOrder({
    amountPaise: quote.finalPrice * 100,
    currency: 'INR',
    receipt: id.replace(/-/g, '').slice(0, 32),
    notes: { plan: quote.plan, role: quote.role, ...(quote.promoCode ? { promo: quote.promoCode } : {}) },
  })

  return db.transaction(async (tx) => {
    const now = input.now()
    const again = await quoteAndReusable(tx, { applicant, gateway, now })
    if (again.reusable) return speaking(tx, again.reusable, language)
    // The quote may have changed while the gateway answered (a promo applied in another tab): never store an
    // order whose gateway amount differs from what this transaction would charge.
    if (again.quote.finalPrice !== quote.finalPrice || again.quote.plan !== quote.plan)
      throw new RefusedError(
        'conflict',
        'Your order changed while it was being created. Please press Pay Now again.',
      )
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
        amountPaise: quote.finalPrice * 100,
        currency: 'INR',
        gateway: gateway.kind,
        gatewayOrderId: gatewayOrder.id,
        status: 'created',
        referredBy: quote.role === 'student' ? (input.referredBy ?? null) : null,
        language,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    if (!order) throw new Error('order insert returned no row')
    await tx.update(applicants).set({ language }).where(eq(applicants.id, applicant.id))
    return order
  })
}

/** An order handed out again takes the language of the page paying it now, and so does its buyer. */
async function speaking(tx: DbOrTx, order: Order, language: Language): Promise<Order> {
  await tx.update(applicants).set({ language }).where(eq(applicants.id, order.applicantId))
  if (order.language === language) return order
  await tx.update(orders).set({ language }).where(eq(orders.id, order.id))
  return { ...order, language }
}

/**
 * Records that a captured payment pays its order: created/failed -> paid, with the promo redemption and the
 * applied promo cleared, in the caller's transaction (payments.ts decides, under the applicant's lock, that this
 * payment is the first captured one for the plan). False when the order had already moved on.
 */
export async function markPaid(
  tx: DbOrTx,
  input: { orderId: string; paymentId: string; now: Date },
): Promise<boolean> {
  const [order] = await tx
    .update(orders)
    .set({
      status: 'paid',
      paymentId: input.paymentId,
      paidAt: input.now,
      failureReason: null,
      updatedAt: input.now,
    })
    .where(and(eq(orders.id, input.orderId), inArray(orders.status, ['created', 'failed'])))
    .returning()
  if (!order) return false
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
  return true
}

/**
 * An unpaid order whose captured payment is refunded because the plan was already paid by another order: it is
 * never confirmed or invoiced.
 */
export async function markDuplicate(
  tx: DbOrTx,
  input: { orderId: string; paymentId: string; paidByOrderId: string; now: Date },
): Promise<void> {
  await tx
    .update(orders)
    .set({
      status: 'duplicate',
      paymentId: input.paymentId,
      paidAt: input.now,
      failureReason: `Plan already paid by order ${input.paidByOrderId}: this payment is refunded.`,
      updatedAt: input.now,
    })
    .where(and(eq(orders.id, input.orderId), inArray(orders.status, ['created', 'failed'])))
}

/** A declined payment. Only an order that was never paid can fail. */
export async function markFailed(
  tx: DbOrTx,
  input: { orderId: string; reason: string; now: Date },
): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ status: 'failed', failureReason: input.reason.slice(0, 300), updatedAt: input.now })
    .where(and(eq(orders.id, input.orderId), eq(orders.status, 'created')))
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
  if (!done) throw new RefusedError('conflict', 'No paid order was found for this email.')
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
