/**
 * The one code path for money. Every payment the gateway reports (verify, a webhook, reconciliation) goes through
 * settlePayment, and every refund the gateway reports through applyGatewayRefund, so events in any order and any
 * number of times end in the same state: each rupee is paid and invoiced, refunded, or never taken.
 *
 * - A payment is recorded per gateway payment id; its status only moves forward.
 * - An order is paid only by a payment captured for the order's amount and currency.
 * - An authorised payment is captured through the gateway (outside any transaction), unless the plan is already
 *   paid or the amount is wrong: then it is left uncaptured and the gateway returns it to the buyer.
 * - A captured payment beyond the first for a plan (same order or another), or of the wrong amount, gets one refund
 *   (unique per payment), made through the gateway, with a mail to the buyer and one to support.
 * - A refund's call to the gateway is claimed by an owner (jobs/owner.ts): cut short by a crash, it is taken over
 *   once that owner's heartbeat is 20 s old (at once by a restart of the same process or INSTANCE_ID).
 */
import { and, eq, or, sql, type SQL } from 'drizzle-orm'
import type { BaseLogger } from 'pino'
import type { Db, DbOrTx } from '../db/client'
import {
  applicants,
  creditNotes,
  invoices,
  orders,
  payments,
  refunds,
  type PaymentStatus,
} from '../db/schema'
import { enqueueMail, orderLanguage } from '../mail/queue'
import { refundFailedNotice, refundMail, refundStartedNotice } from '../mail/templates'
import {
  GatewayError,
  isRefundOf,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
} from '../payments/gateway'
import { closeCourseForRefund } from '../course/enrolment'
import type { Clock } from '../lib/clock'
import type { Owner } from '../jobs/owner'
import {
  lockApplicant,
  markDuplicate,
  markFailed,
  markPaid,
  paidOrderOf,
  PAID_STATUSES,
  type Order,
} from './orders'

export interface PaymentDeps {
  db: Db
  gateway: PaymentGateway
  clock: Clock
  log: Pick<BaseLogger, 'info' | 'warn' | 'error'>
  supportEmail: string
  /** The public site: the refund mail links to My orders there. */
  siteUrl?: string
  /** Called after a commit that queued mail, so the sender goes now instead of at its next poll. */
  mailQueued: () => void
  /**
   * Who claims a refund's call to the gateway (the job runner's owner, beating while the server runs: main.ts).
   * The reconciler passes its own.
   */
  owner: Owner
}

/** What a payment came to, as the buyer's verify call is answered. */
export type Settlement =
  | { kind: 'paid'; order: Order }
  /** Captured, but the plan was already paid (or the amount is wrong): refunded. */
  | { kind: 'refunded-second'; order: Order; paidByOrderId: string | undefined }
  /** Authorised and not (yet) captured. */
  | { kind: 'pending'; order: Order }
  | { kind: 'failed'; order: Order }
  /** Refunded at the gateway (by us or, for an uncaptured payment, by the gateway itself). */
  | { kind: 'refunded'; order: Order }
  | { kind: 'ignored' }

const RANK: Record<PaymentStatus, number> = { failed: 0, authorized: 1, captured: 2, refunded: 3 }

/**
 * The lease a claim still writes: read only for a claim that names no owner (made before 0034_refund_owner, or by
 * an instance of that code during a rolling deploy). A claim with an owner is taken over when the owner is dead,
 * never because this ran out.
 */
const REFUND_LEASE_MS = 120_000

type Decision =
  | { kind: 'done'; settlement: Settlement }
  | { kind: 'capture'; order: Order }
  | { kind: 'refund'; refundId: string; settlement: Settlement }

const ordersUrl = (deps: PaymentDeps) => (deps.siteUrl ? `${deps.siteUrl}/orders` : undefined)

/** Records a reported payment and drives it to its end: capture, paid, or refund. */
export async function settlePayment(deps: PaymentDeps, reported: GatewayPayment): Promise<Settlement> {
  let payment = reported
  // A capture leads to one more round (the captured payment); a lost race for the capture to at most one more.
  for (let round = 0; round < 3; round++) {
    if (payment.status === 'created') return { kind: 'ignored' }
    const current = payment
    const decision = await deps.db.transaction((tx) =>
      decide(
        tx,
        current,
        deps.clock(),
        deps.siteUrl ? { siteUrl: deps.siteUrl, teamEmail: deps.supportEmail } : undefined,
      ),
    )
    if (decision.kind === 'done') return decision.settlement
    if (decision.kind === 'refund') {
      deps.mailQueued()
      await processRefund(deps, decision.refundId).catch((error: unknown) =>
        deps.log.warn(
          { err: error, refundId: decision.refundId },
          'refund not made yet; reconciliation retries',
        ),
      )
      return decision.settlement
    }
    try {
      payment = await deps.gateway.capturePayment(
        current.id,
        decision.order.amountPaise,
        decision.order.currency,
      )
    } catch (error) {
      // Refused: most often captured already by a concurrent verify, webhook or reconciliation. Ask what it is now.
      if (!(error instanceof GatewayError) || error.reason !== 'refused') throw error
      payment = await deps.gateway.fetchPayment(current.id)
      if (payment.status === 'authorized') {
        deps.log.error(
          { paymentId: current.id, reason: error.message },
          'the gateway refused to capture a payment',
        )
        return { kind: 'pending', order: decision.order }
      }
    }
  }
  throw new Error(`payment ${reported.id} did not settle`)
}

/** Under the applicant's lock: record the payment, and decide what it means for its order. */
/** `links`: where a kit refund's cancelled strategy session is told (server/strategy/), when the site is known. */
async function decide(
  tx: DbOrTx,
  reported: GatewayPayment,
  now: Date,
  links?: { siteUrl: string; teamEmail: string },
): Promise<Decision> {
  if (!reported.orderId) return { kind: 'done', settlement: { kind: 'ignored' } }
  const [target] = await tx.select().from(orders).where(eq(orders.gatewayOrderId, reported.orderId))
  if (!target) return { kind: 'done', settlement: { kind: 'ignored' } }
  await lockApplicant(tx, target.applicantId)
  // Read again under the lock: another settlement may have moved it.
  const [order] = await tx.select().from(orders).where(eq(orders.id, target.id))
  if (!order) return { kind: 'done', settlement: { kind: 'ignored' } }
  const status = await recordPayment(tx, order, reported as GatewayPayment & { status: PaymentStatus }, now)

  if (status === 'failed') {
    await markFailed(tx, { orderId: order.id, reason: reported.errorDescription ?? 'Payment failed', now })
    return { kind: 'done', settlement: { kind: 'failed', order } }
  }
  const paidHere = (PAID_STATUSES as readonly string[]).includes(order.status)
  if (paidHere && order.paymentId === reported.id) {
    // Refunded in full at the gateway (its dashboard, or ours reported back): a counsellor kit's course closes, as
    // a staff refund closes it. Once: a closed enrolment stays as it is.
    if (status === 'refunded')
      await closeCourseForRefund(tx, {
        orderId: order.id,
        by: 'gateway',
        now,
        links,
      })
    return { kind: 'done', settlement: { kind: 'paid', order } }
  }
  const paidElsewhere = paidHere ? { id: order.id } : await paidOrderOf(tx, order, order.id)
  if (status === 'refunded') {
    // Ours (a second payment we refunded) or the gateway's own (an authorisation never captured).
    const [ours] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.paymentId, reported.id))
    const settlement: Settlement = ours
      ? { kind: 'refunded-second', order, paidByOrderId: paidElsewhere?.id }
      : { kind: 'refunded', order }
    return { kind: 'done', settlement }
  }

  const rightAmount = reported.amountPaise === order.amountPaise && reported.currency === order.currency
  if (status === 'authorized') {
    // Not ours to keep: left uncaptured, the gateway gives it back to the buyer (Razorpay: after its capture window).
    if (!rightAmount || paidElsewhere) return { kind: 'done', settlement: { kind: 'pending', order } }
    return { kind: 'capture', order }
  }
  if (!rightAmount || paidElsewhere) {
    const refundId = await refundDue(tx, {
      paymentId: reported.id,
      orderId: order.id,
      amountPaise: reported.amountPaise,
      reason: rightAmount ? 'duplicate' : 'amount-mismatch',
      now,
    })
    if (paidElsewhere && !paidHere)
      await markDuplicate(tx, {
        orderId: order.id,
        paymentId: reported.id,
        paidByOrderId: paidElsewhere.id,
        now,
      })
    const settlement: Settlement = { kind: 'refunded-second', order, paidByOrderId: paidElsewhere?.id }
    return refundId ? { kind: 'refund', refundId, settlement } : { kind: 'done', settlement }
  }
  await markPaid(tx, { orderId: order.id, paymentId: reported.id, now })
  const [paid] = await tx.select().from(orders).where(eq(orders.id, order.id))
  return { kind: 'done', settlement: { kind: 'paid', order: paid ?? order } }
}

/** Inserts or moves forward the payment's row; answers its status after the update. */
async function recordPayment(
  tx: DbOrTx,
  order: Order,
  reported: GatewayPayment & { status: PaymentStatus },
  now: Date,
): Promise<PaymentStatus> {
  const [existing] = await tx.select().from(payments).where(eq(payments.id, reported.id))
  if (existing && existing.orderId !== order.id) throw new Error(`payment ${reported.id} changed order`)
  const status =
    existing && RANK[existing.status] >= RANK[reported.status] ? existing.status : reported.status
  const values = {
    amountPaise: reported.amountPaise,
    currency: reported.currency,
    method: reported.method ?? existing?.method ?? null,
    status,
    errorDescription: reported.errorDescription ?? existing?.errorDescription ?? null,
    authorizedAt:
      existing?.authorizedAt ??
      (reported.status === 'authorized' || reported.status === 'captured' ? now : null),
    capturedAt: existing?.capturedAt ?? (reported.status === 'captured' ? now : null),
    failedAt: existing?.failedAt ?? (reported.status === 'failed' ? now : null),
    refundedAt: existing?.refundedAt ?? (status === 'refunded' ? now : null),
    updatedAt: now,
  }
  if (existing) await tx.update(payments).set(values).where(eq(payments.id, reported.id))
  else
    await tx.insert(payments).values({
      id: reported.id,
      orderId: order.id,
      createdAt: reported.createdAt,
      recordedAt: now,
      ...values,
    })
  return status
}

/** A refund for the payment, once: answers its id when this call created it. */
async function refundDue(
  tx: DbOrTx,
  input: {
    paymentId: string
    orderId: string
    amountPaise: number
    reason: 'duplicate' | 'amount-mismatch' | 'staff'
    now: Date
  },
): Promise<string | undefined> {
  const [created] = await tx
    .insert(refunds)
    .values({
      id: crypto.randomUUID(),
      paymentId: input.paymentId,
      orderId: input.orderId,
      amountPaise: input.amountPaise,
      reason: input.reason,
      status: 'due',
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ id: refunds.id })
  return created?.id
}

/** The refunds each owner is calling the gateway about now (in this process). */
const calling = new WeakMap<Owner, Set<string>>()

/**
 * True (in SQL) for a `creating` refund that `owner` may take over: its owner is dead (no heartbeat for 20 s, or an
 * earlier run of this process or INSTANCE_ID), or it is `owner`'s own claim left behind (an attempt whose end the
 * database could not take; the caller checks that none is under way), or it names no owner and its lease ran out.
 */
function takeoverSql(owner: Owner, now: Date): SQL {
  return sql`(case when ${refunds.claimedBy} is null then ${refunds.lockedUntil} < ${now.toISOString()}
    else (${refunds.claimedBy} = ${owner.id} or ${owner.deadSql(refunds.claimedBy)}) end)`
}

/**
 * Asks the gateway for a due refund, exactly once: the row is claimed by `deps.owner`, so no other instance calls
 * the gateway about it while that owner beats, and one whose owner died (killed mid-call) is taken over at once;
 * before creating a refund the payment's refunds are fetched, so one made by an earlier attempt whose answer was
 * lost (a timeout, a crash) is found by its reference (receipt, `notes.refund_id`) instead of being made again; and
 * the call itself carries the reference as its idempotency key, so an owner frozen between its last check and the
 * call, taken over meanwhile, cannot make a second refund when it wakes (the gateway answers the first).
 */
export async function processRefund(deps: PaymentDeps, refundId: string): Promise<void> {
  const { owner } = deps
  let mine = calling.get(owner)
  if (!mine) calling.set(owner, (mine = new Set()))
  // One call per refund and owner at a time (a verify and a webhook may both get here).
  if (mine.has(refundId)) return
  mine.add(refundId)
  try {
    await claimAndMake(deps, refundId)
  } finally {
    mine.delete(refundId)
  }
}

async function claimAndMake(deps: PaymentDeps, refundId: string): Promise<void> {
  const { owner } = deps
  // The row must never name an owner whose heartbeat is not there yet: another would take it for dead.
  await owner.beforeClaim()
  const now = deps.clock()
  const [claimed] = await deps.db
    .update(refunds)
    .set({
      status: 'creating',
      claimedBy: owner.id,
      lockedUntil: new Date(now.getTime() + REFUND_LEASE_MS),
      updatedAt: now,
    })
    .where(
      and(
        eq(refunds.id, refundId),
        or(eq(refunds.status, 'due'), and(eq(refunds.status, 'creating'), takeoverSql(owner, now))),
      ),
    )
    .returning()
  if (!claimed) return
  try {
    let made = (await deps.gateway.fetchRefunds(claimed.paymentId)).find((r) => isRefundOf(r, claimed.id))
    if (!made) {
      // Still ours, just before the money moves: an owner that stalled (its heartbeat stopped) while the fetch was
      // on its way may have been taken over, and the other owner's refund would be made twice.
      const [still] = await deps.db
        .update(refunds)
        .set({ updatedAt: deps.clock() })
        .where(
          and(eq(refunds.id, claimed.id), eq(refunds.status, 'creating'), eq(refunds.claimedBy, owner.id)),
        )
        .returning({ id: refunds.id })
      if (!still) return
      // Our reference goes with the call (the refund's receipt and its idempotency key): an owner frozen past this
      // point and taken over gets, when its call lands, the refund its successor made, never a second one.
      made = await deps.gateway.refundPayment(claimed.paymentId, {
        amountPaise: claimed.amountPaise,
        reference: claimed.id,
        notes: { refund_id: claimed.id, reason: claimed.reason },
      })
    }
    await applyGatewayRefund(deps, made)
  } catch (error) {
    await deps.db
      .update(refunds)
      .set({
        status: 'due',
        claimedBy: null,
        lockedUntil: null,
        lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
        updatedAt: deps.clock(),
      })
      // Still ours: a claim another owner took over (this one was frozen, not dead) is left to it.
      .where(and(eq(refunds.id, claimed.id), eq(refunds.status, 'creating'), eq(refunds.claimedBy, owner.id)))
    throw error
  }
}

const REFUND_RANK = { due: 0, creating: 0, pending: 1, processed: 2, failed: 2 } as const
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * A refund as the gateway reports it (its answer to our call, a refund.* webhook, reconciliation): recorded once
 * per state. The first time the gateway's refund is known the buyer and support are mailed; a failure mails
 * support. Refunds we did not ask for (made in the gateway's dashboard) are ignored.
 */
export async function applyGatewayRefund(deps: PaymentDeps, reported: GatewayRefund): Promise<boolean> {
  const ours = reported.notes.refund_id ?? reported.receipt ?? undefined
  const mailed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refunds)
      .where(
        ours && UUID.test(ours)
          ? or(eq(refunds.gatewayRefundId, reported.id), eq(refunds.id, ours))
          : eq(refunds.gatewayRefundId, reported.id),
      )
      .for('update')
    if (!row) return false
    const known = row.gatewayRefundId !== null
    if (known && REFUND_RANK[reported.status] <= REFUND_RANK[row.status]) return false
    const now = deps.clock()
    const settled = reported.status !== 'pending'
    await tx
      .update(refunds)
      .set({
        gatewayRefundId: reported.id,
        status: reported.status,
        claimedBy: null,
        lockedUntil: null,
        lastError: null,
        initiatedAt: row.initiatedAt ?? now,
        settledAt: settled ? now : null,
        updatedAt: now,
      })
      .where(eq(refunds.id, row.id))
    const context = await refundContext(tx, row.orderId, row.paymentId)
    if (!context) return false
    const details = { ...context, amountPaise: row.amountPaise, refundId: reported.id, reason: row.reason }
    if (!known) {
      // A staff refund of an invoiced order has its credit note (cancelling or reducing the invoice): it goes with
      // this mail.
      const [note] = await tx
        .select({
          id: creditNotes.id,
          number: creditNotes.number,
          invoiceNumber: invoices.number,
          partial: sql<boolean>`${creditNotes.totalPaise} < ${invoices.totalPaise}`,
        })
        .from(creditNotes)
        .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
        .where(eq(creditNotes.refundId, row.id))
      const language = await orderLanguage(tx, context.orderId)
      await enqueueMail(
        tx,
        {
          kind: 'refund',
          to: context.email,
          ...refundMail(
            {
              ...details,
              initiatedAt: row.initiatedAt ?? now,
              ordersUrl: ordersUrl(deps),
              ...(note ? { creditNote: note } : {}),
            },
            language,
          ),
          language,
          // The order it is about, so the back office lists it on that order's page only.
          meta: { orderId: context.orderId, ...(note ? { creditNoteId: note.id } : {}) },
        },
        now,
      )
      await enqueueMail(tx, { kind: 'support', to: deps.supportEmail, ...refundStartedNotice(details) }, now)
    }
    if (reported.status === 'failed')
      await enqueueMail(tx, { kind: 'support', to: deps.supportEmail, ...refundFailedNotice(details) }, now)
    return true
  })
  if (mailed) deps.mailQueued()
  return mailed
}

/**
 * Who and what a refund mail names. The payment that paid the plan is the order's own, unless the order is a
 * `duplicate`: its payment is the refunded second one, and the plan was paid by the buyer's paid order's payment.
 */
async function refundContext(tx: DbOrTx, orderId: string, paymentId: string) {
  const [row] = await tx
    .select({
      email: applicants.email,
      firstName: applicants.firstName,
      planName: orders.planName,
      orderId: orders.id,
      paidByPaymentId: orders.paymentId,
      status: orders.status,
      applicantId: orders.applicantId,
      role: orders.role,
      plan: orders.plan,
    })
    .from(orders)
    .innerJoin(applicants, eq(applicants.id, orders.applicantId))
    .where(eq(orders.id, orderId))
  if (!row) return undefined
  const [payment] = await tx
    .select({ amountPaise: payments.amountPaise })
    .from(payments)
    .where(eq(payments.id, paymentId))
  const { status, applicantId, role, plan, ...context } = row
  const refunded = { paymentId, paymentAmountPaise: payment?.amountPaise }
  if (status !== 'duplicate') return { ...context, ...refunded }
  const paid = await paidOrderOf(tx, { applicantId, role, plan }, orderId)
  const [payer] = paid
    ? await tx.select({ id: orders.paymentId }).from(orders).where(eq(orders.id, paid.id))
    : []
  return { ...context, paidByPaymentId: payer?.id ?? null, ...refunded }
}

/**
 * Refunds the reconciler (as `owner`) has to push on: due, or claimed by an attempt whose owner died (or its own
 * left behind), or pending at the gateway.
 */
export async function refundsToFollow(db: Db, owner: Owner, now: Date) {
  return db
    .select({ id: refunds.id, paymentId: refunds.paymentId, status: refunds.status })
    .from(refunds)
    .where(
      and(
        // Literals, not parameters, so that even a generic plan uses the partial index of open refunds.
        sql`${refunds.status} in ('due', 'creating', 'pending')`,
        or(sql`${refunds.status} <> 'creating'`, takeoverSql(owner, now)),
      ),
    )
    .limit(100)
}
