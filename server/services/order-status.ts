/**
 * What a buyer's order came to, in the words of src/content/orders.ts (or its Hindi twin, for a Hindi page), read
 * from the orders, payments and refunds every payment path writes (services/payments.ts). One status per order:
 * pending, paid, refund on its way, refunded, or failed.
 */
import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { formatPaise } from '../../src/content/format'
import * as hi from '../../src/content/hi/orders'
import { HINDI_TIME } from '../../src/content/hi/india-time'
import type { Language } from '../../src/content/localised'
import * as en from '../../src/content/orders'
import {
  orderReference,
  type NextStep,
  type OrderStatusKey,
  type OrderStatusWords,
  type PaymentLineState,
} from '../../src/content/orders'
import type { DbOrTx } from '../db/client'
import { invoices, orders, payments, refunds, type OrderStatus } from '../db/schema'
import { creditNotesOf, creditsInFull, type CreditNote } from '../invoices/credit-notes'
import type { Invoice } from '../invoices/invoices'
import { indianDate, refundExpectedBy } from '../mail/templates'
import type { Order } from './orders'
import type { ScanLinks } from '../scan/links'
import { scanSummaries, type ScanSummary } from '../scan/scans'
import { latestReports } from '../reports/reports'
import { assignedCounsellors, type AssignedCounsellor } from '../counsellor-pages/links'
import { kitProgress } from '../counsellors/counsellors'
import { orderCounsellorNames } from '../counsellors/order-counsellor'
import { planNameIn } from './pricing'

type Payment = typeof payments.$inferSelect
type Refund = typeof refunds.$inferSelect

/** Reconciliation asks the gateway about unpaid orders up to this age (services/reconcile.ts). */
const RECONCILE_MAX_AGE_MS = 3 * 86_400_000

export interface SettleTiming {
  /** RECONCILE_MIN_AGE_MS: unpaid orders younger than this are left to the buyer's browser. */
  minAgeMs: number
  /** RECONCILE_INTERVAL_MS. */
  intervalMs: number
}

/** "7:45 pm" in India's time. */
function indianClock(at: Date): string {
  return at.toLocaleTimeString('en-IN', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'Asia/Kolkata',
  })
}

/** "7:45 pm on 23 Nov 2026" in India's time. */
export function indianTime(at: Date): string {
  return `${indianClock(at)} on ${indianDate(at)}`
}

/** "शाम 7:45" in India's time, on a Hindi page. */
const hindiClock = new Intl.DateTimeFormat('hi-IN', { ...HINDI_TIME, timeZone: 'Asia/Kolkata' })

/**
 * The words of My orders in one language, as the server writes them into GET /api/orders: src/content/orders.ts
 * or its Hindi twin, and India's dates and times in that language. A Hindi twin's status keys and step states are
 * typed string (Localised widens every text), so the Hindi entries put back the English ones, which are the same
 * values.
 */
interface OrderWords {
  status: typeof en.orderStatusWords
  payment: typeof en.paymentWords
  paymentLine: typeof en.paymentLine
  nextSteps: typeof en.nextSteps
  /** "23 Nov 2026", "23 नवंबर 2026". */
  date: (at: Date) => string
  /** "7:45 pm". */
  clock: (at: Date) => string
  /** A date and time in a sentence: "7:45 pm on 23 Nov 2026", "23 नवंबर 2026, शाम 7:45". */
  time: (at: Date) => string
  /** The plan's name: the English one the order stored, or the plan's name in the Hindi catalogue. */
  planName: (order: Pick<Order, 'role' | 'plan' | 'planName'>) => string
}

const orderWords: Record<Language, OrderWords> = {
  en: {
    status: en.orderStatusWords,
    payment: en.paymentWords,
    paymentLine: en.paymentLine,
    nextSteps: en.nextSteps,
    date: (at) => indianDate(at),
    clock: indianClock,
    time: indianTime,
    planName: (order) => order.planName,
  },
  hi: {
    status: {
      pending: (settleBy) => ({ ...hi.orderStatusWords.pending(settleBy), key: 'pending' }),
      paid: () => ({ ...hi.orderStatusWords.paid(), key: 'paid' }),
      refunding: (expectedBy) => ({ ...hi.orderStatusWords.refunding(expectedBy), key: 'refunding' }),
      refunded: () => ({ ...hi.orderStatusWords.refunded(), key: 'refunded' }),
      partlyRefunded: (refunded) => ({ ...hi.orderStatusWords.partlyRefunded(refunded), key: 'paid' }),
      partRefunding: (amount, expectedBy) => ({
        ...hi.orderStatusWords.partRefunding(amount, expectedBy),
        key: 'paid',
      }),
      failed: () => ({ ...hi.orderStatusWords.failed(), key: 'failed' }),
    },
    payment: hi.paymentWords,
    paymentLine: hi.paymentLine,
    nextSteps: (role, fulfilment, kit) => {
      const words = hi.nextSteps(role, fulfilment, kit)
      return en
        .nextSteps(role, fulfilment, kit)
        .map((step, index) => ({ ...step, ...words[index], state: step.state }))
    },
    date: (at) => indianDate(at, 'hi'),
    clock: (at) => hindiClock.format(at),
    time: (at) => `${indianDate(at, 'hi')}, ${hindiClock.format(at)}`,
    planName: (order) => planNameIn('hi', order.role, order.plan),
  },
}

const expectedBy = (refund: Refund, words: OrderWords) =>
  words.date(refundExpectedBy(refund.initiatedAt ?? refund.createdAt))

function refundWords(refund: Refund, words: OrderWords): OrderStatusWords {
  if (refund.status === 'processed') return words.status.refunded()
  return words.status.refunding(expectedBy(refund, words))
}

/** What the refunds of one payment add up to (failed ones too: that money is returned by other means). */
const refundedPaise = (paymentRefunds: readonly Pick<Refund, 'amountPaise'>[]) =>
  paymentRefunds.reduce((sum, refund) => sum + refund.amountPaise, 0)

/**
 * A paid order's words from its paying payment's refunds: refunded in full, it reads as refunded (or on its way,
 * while one of them is); in part, it is still paid, with what was refunded or is on its way.
 */
function paidWords(
  paying: Pick<Payment, 'status' | 'amountPaise'>,
  paymentRefunds: readonly Refund[],
  words: OrderWords,
): OrderStatusWords {
  const moving = paymentRefunds.filter((refund) => refund.status !== 'processed')
  const latest = moving[moving.length - 1]
  if (paying.status === 'refunded' || refundedPaise(paymentRefunds) >= paying.amountPaise)
    return latest ? words.status.refunding(expectedBy(latest, words)) : words.status.refunded()
  if (latest) return words.status.partRefunding(formatPaise(latest.amountPaise), expectedBy(latest, words))
  return words.status.partlyRefunded(formatPaise(refundedPaise(paymentRefunds)))
}

/**
 * The one status of an order. A paid order whose paying payment is refunded (by staff) reads as that refund, and
 * one refunded in part as paid with what was refunded. An
 * unpaid order with a payment in flight (authorised, not yet captured) or with no payment reported yet while
 * reconciliation still asks the gateway about it is pending: the buyer may have paid and closed the tab. A
 * second payment for a plan already paid (a duplicate order) reads as its refund. In the buyer's language (the back
 * office reads English).
 */
export function orderStatus(
  order: Pick<Order, 'status' | 'paymentId' | 'createdAt' | 'updatedAt'>,
  orderPayments: readonly Pick<Payment, 'id' | 'status' | 'amountPaise'>[],
  orderRefunds: readonly Refund[],
  now: Date,
  timing: SettleTiming,
  language: Language = 'en',
): OrderStatusWords {
  const words = orderWords[language]
  const refundOf = (paymentId: string | null) =>
    paymentId ? orderRefunds.find((refund) => refund.paymentId === paymentId) : undefined
  const paying = orderPayments.find((payment) => payment.id === order.paymentId)

  if (order.status === 'paid' || order.status === 'confirmed' || order.status === 'invoiced') {
    const paymentRefunds = orderRefunds.filter((refund) => refund.paymentId === order.paymentId)
    if (paying && paymentRefunds.length > 0) return paidWords(paying, paymentRefunds, words)
    if (paying?.status === 'refunded') return words.status.refunded()
    return words.status.paid()
  }
  if (order.status === 'duplicate') {
    const refund = refundOf(order.paymentId) ?? orderRefunds[0]
    if (refund) return refundWords(refund, words)
    if (paying?.status === 'refunded') return words.status.refunded()
    return words.status.refunding(words.date(refundExpectedBy(order.updatedAt)))
  }
  // Unpaid (created or failed): money may still be on its way or on its way back.
  const inFlight = orderPayments.some(
    (payment) => payment.status === 'authorized' || (payment.status === 'captured' && !refundOf(payment.id)),
  )
  if (inFlight) return pending(order.createdAt, now, timing, words)
  const refund = orderRefunds[0]
  if (refund) return refundWords(refund, words)
  if (orderPayments.some((payment) => payment.status === 'refunded')) return words.status.refunded()
  if (order.status === 'failed') return words.status.failed()
  // Checkout opened, no payment reported yet: reconciliation keeps asking the gateway for three days.
  if (now.getTime() - order.createdAt.getTime() < RECONCILE_MAX_AGE_MS)
    return pending(order.createdAt, now, timing, words)
  return words.status.failed()
}

/**
 * `orderStatus`'s key as SQL, so the back office filters its list by the state a person means (paid, refunded...)
 * in the database, page by page. It follows `orderStatus` case for case (a paid order refunded in part is paid, as
 * `paidWords` reads it); tests/server/admin.test.ts checks the two agree on every state.
 */
export function orderStatusKeySql(now: Date): SQL<OrderStatusKey> {
  // The order's refunds of its paying payment, oldest first, as `orderStatus` filters them.
  const payingRefunds = sql`${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.paymentId} = ${orders.paymentId}`
  const payingRefund = sql`(select ${refunds.status} from ${payingRefunds} order by ${refunds.createdAt} asc limit 1)`
  const payingRefundMoving = sql`exists (select 1 from ${payingRefunds} and ${refunds.status} <> 'processed')`
  // `paidWords`: the paying payment refunded by the gateway, or its refunds adding up to it (none: the sum is null).
  const payingRefundedInFull = sql`exists (select 1 from ${payments} where ${payments.id} = ${orders.paymentId} and ${payments.orderId} = ${orders.id} and (${payments.status} = 'refunded' or (select sum(${refunds.amountPaise}) from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.paymentId} = ${payments.id}) >= ${payments.amountPaise}))`
  const payingRefunded = sql`exists (select 1 from ${payments} where ${payments.id} = ${orders.paymentId} and ${payments.orderId} = ${orders.id} and ${payments.status} = 'refunded')`
  const firstRefund = sql`(select ${refunds.status} from ${refunds} where ${refunds.orderId} = ${orders.id} order by ${refunds.createdAt} asc limit 1)`
  const anyRefunded = sql`exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.status} = 'refunded')`
  const inFlight = sql`exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and (${payments.status} = 'authorized' or (${payments.status} = 'captured' and not exists (select 1 from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.paymentId} = ${payments.id}))))`
  const duplicateRefund = sql`coalesce(${payingRefund}, ${firstRefund})`
  const askedUntil = new Date(now.getTime() - RECONCILE_MAX_AGE_MS).toISOString()
  return sql<OrderStatusKey>`(case
    when ${orders.status} in ('paid', 'confirmed', 'invoiced') then (case
      when ${payingRefundedInFull} then (case when ${payingRefundMoving} then 'refunding' else 'refunded' end)
      else 'paid' end)
    when ${orders.status} = 'duplicate' then (case
      when ${duplicateRefund} = 'processed' then 'refunded'
      when ${duplicateRefund} is not null then 'refunding'
      when ${payingRefunded} then 'refunded'
      else 'refunding' end)
    when ${inFlight} then 'pending'
    when ${firstRefund} = 'processed' then 'refunded'
    when ${firstRefund} is not null then 'refunding'
    when ${anyRefunded} then 'refunded'
    when ${orders.status} = 'failed' then 'failed'
    when ${orders.createdAt} > ${askedUntil}::timestamptz then 'pending'
    else 'failed' end)`
}

/**
 * Where one payment stands: the gateway's status, moved on by our refunds of it (the gateway keeps saying
 * "captured" until it reports the payment refunded in full, and a staff refund leaves the order's own status as it
 * was). A refund that failed says so first (support acts on it); refunds adding up to less than the payment leave it
 * `partly-refunded`; in full, it is refunding until every one of them is processed.
 */
export function paymentLineState(
  payment: Pick<Payment, 'id' | 'status' | 'amountPaise'>,
  orderRefunds: readonly Pick<Refund, 'paymentId' | 'status' | 'amountPaise'>[],
): PaymentLineState {
  const paymentRefunds = orderRefunds.filter((r) => r.paymentId === payment.id)
  if (paymentRefunds.length === 0) return payment.status
  if (paymentRefunds.some((r) => r.status === 'failed')) return 'refund-failed'
  if (payment.status !== 'refunded' && refundedPaise(paymentRefunds) < payment.amountPaise)
    return 'partly-refunded'
  return paymentRefunds.every((r) => r.status === 'processed') ? 'refunded' : 'refunding'
}

/** An order's payment state as the back office reads it: the order's status, or its paying payment's refunds. */
export type PaymentState = OrderStatus | 'partly-refunded' | 'refunding' | 'refund-failed' | 'refunded'

export function paymentState(
  order: Pick<Order, 'status' | 'paymentId'>,
  orderPayments: readonly Pick<Payment, 'id' | 'status' | 'amountPaise'>[],
  orderRefunds: readonly Pick<Refund, 'paymentId' | 'status' | 'amountPaise'>[],
): PaymentState {
  const paid = order.status === 'paid' || order.status === 'confirmed' || order.status === 'invoiced'
  const paying = orderPayments.find((payment) => payment.id === order.paymentId)
  const line = paid && paying ? paymentLineState(paying, orderRefunds) : undefined
  return line === 'partly-refunded' || line === 'refunding' || line === 'refund-failed' || line === 'refunded'
    ? line
    : order.status
}

/** By when reconciliation will have asked the gateway: two passes after the order is old enough to be asked about. */
function pending(createdAt: Date, now: Date, timing: SettleTiming, words: OrderWords): OrderStatusWords {
  const askedFrom = Math.max(createdAt.getTime() + timing.minAgeMs, now.getTime())
  return words.status.pending(words.time(new Date(askedFrom + 2 * timing.intervalMs)))
}

export interface BuyerOrder {
  id: string
  reference: string
  role: Order['role']
  plan: Order['plan']
  planName: string
  amountPaise: number
  currency: string
  createdAt: string
  status: OrderStatusWords
  payments: {
    id: string
    amountPaise: number
    /** The gateway's own word, for programs; people read `words`. */
    status: Payment['status']
    /** Where the payment stands, refund included, in the buyer's words (src/content/orders.ts). */
    words: string
    /** What My orders shows after the amount: "Paid by UPI on 23 Nov 2026 at 7:45 pm", and its refund. */
    line: string
    method: string | null
    createdAt: string
  }[]
  refunds: {
    id: string
    paymentId: string
    amountPaise: number
    status: OrderStatusWords
  }[]
  /**
   * `creditedBy`: the numbers of its credit notes (staff refunds), oldest first; `cancelledBy`: the same joined with
   * ", " once they add up to the invoice (refunded in full), else null (credited in part, or not at all).
   */
  invoice: { id: string; number: string; cancelledBy: string | null; creditedBy: string[] } | null
  /** Every credit note of the order, oldest first (GET /api/orders/:id/credit-notes/:noteId). */
  creditNotes: { id: string; number: string; amountPaise: number; issuedAt: string }[]
  /** The steps after the purchase, while the order is paid. */
  nextSteps: NextStep[] | null
  /** The order's counsellor by name while it is paid (counsellors/order-counsellor.ts: the one answer). */
  counsellor: string | null
  /** The certified counsellor assigned to a paid order, with links to their page and credential while it is shown. */
  assignedCounsellor: AssignedCounsellor | null
  /** A paid report's scan: where it stands and its link (the buyer is signed in: the link is theirs). */
  scan: ScanSummary | null
  /** A paid report's Success Blueprint once its scan is submitted: being prepared, or ready (the latest version). */
  report: { state: 'preparing' } | { state: 'ready'; version: number; generatedAt: string } | null
}

/** How an invoice's credit notes read beside it (My orders and the back office say the same). */
export function invoiceCredits(
  invoice: Pick<Invoice, 'totalPaise'>,
  notes: readonly Pick<CreditNote, 'number' | 'totalPaise'>[],
): { cancelledBy: string | null; creditedBy: string[] } {
  const creditedBy = notes.map((note) => note.number)
  return { cancelledBy: creditsInFull(invoice, notes) ? creditedBy.join(', ') : null, creditedBy }
}

/** No link here (issue 45 S3): "Open the scan" asks for a new one (POST /api/orders/:id/scan/open). */
function scanOf(summary: ScanSummary | undefined) {
  return summary ?? null
}

/** A failed generation is retried and staff are told: the buyer reads "being prepared", never an error. */
function reportOf(
  scan: ScanSummary | undefined,
  report: { version: number; generatedAt: Date } | undefined,
): BuyerOrder['report'] {
  if (report)
    return { state: 'ready', version: report.version, generatedAt: report.generatedAt.toISOString() }
  return scan?.status === 'submitted' ? { state: 'preparing' } : null
}

/** Every order of the applicant, newest first, as My orders shows it, in the page's language. */
export async function buyerOrders(
  db: DbOrTx,
  applicantId: string,
  now: Date,
  timing: SettleTiming & { scanLinks: ScanLinks },
  language: Language,
): Promise<BuyerOrder[]> {
  const words = orderWords[language]
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.applicantId, applicantId))
    .orderBy(desc(orders.createdAt))
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [paymentRows, refundRows, invoiceRows, scanRows, reportRows] = await Promise.all([
    db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(asc(payments.createdAt)),
    db.select().from(refunds).where(inArray(refunds.orderId, ids)).orderBy(asc(refunds.createdAt)),
    db.select().from(invoices).where(inArray(invoices.orderId, ids)),
    scanSummaries(db, ids),
    latestReports(db, ids),
  ])
  const counsellorCards = await assignedCounsellors(
    db,
    rows.map((row) => row.counsellorId),
    { siteUrl: '', language },
  )
  // A kit buyer's steps follow where they stand as a counsellor (in the course, certified, hours set).
  const kit = rows.some((row) => row.role === 'eec') ? await kitProgress(db, applicantId) : undefined
  const counsellorNames = await orderCounsellorNames(db, rows)
  const noteRows = await creditNotesOf(
    db,
    invoiceRows.map((invoice) => invoice.id),
  )
  return rows.map((order) => {
    const orderPayments = paymentRows.filter((payment) => payment.orderId === order.id)
    const orderRefunds = refundRows.filter((refund) => refund.orderId === order.id)
    const invoice = invoiceRows.find((row) => row.orderId === order.id)
    const notes = invoice ? noteRows.filter((note) => note.invoiceId === invoice.id) : []
    const status = orderStatus(order, orderPayments, orderRefunds, now, timing, language)
    return {
      id: order.id,
      reference: orderReference(order.id),
      role: order.role,
      plan: order.plan,
      planName: words.planName(order),
      amountPaise: order.amountPaise,
      currency: order.currency,
      createdAt: order.createdAt.toISOString(),
      status,
      payments: orderPayments.map((payment) => ({
        id: payment.id,
        amountPaise: payment.amountPaise,
        status: payment.status,
        words: words.payment[paymentLineState(payment, orderRefunds)],
        line: words.paymentLine({
          state: paymentLineState(payment, orderRefunds),
          method: payment.method,
          date: words.date(payment.createdAt),
          time: words.clock(payment.createdAt),
        }),
        method: payment.method,
        createdAt: payment.createdAt.toISOString(),
      })),
      refunds: orderRefunds.map((refund) => ({
        id: refund.id,
        paymentId: refund.paymentId,
        amountPaise: refund.amountPaise,
        status: refundWords(refund, words),
      })),
      invoice: invoice ? { id: invoice.id, number: invoice.number, ...invoiceCredits(invoice, notes) } : null,
      creditNotes: notes.map((note) => ({
        id: note.id,
        number: note.number,
        amountPaise: note.totalPaise,
        issuedAt: note.issuedAt.toISOString(),
      })),
      nextSteps: status.key === 'paid' ? words.nextSteps(order.role, order.fulfilmentStatus, kit) : null,
      counsellor: status.key === 'paid' ? (counsellorNames.get(order.id) ?? null) : null,
      assignedCounsellor:
        status.key === 'paid' && order.counsellorId
          ? (counsellorCards.get(order.counsellorId) ?? null)
          : null,
      scan: scanOf(status.key === 'paid' ? scanRows.get(order.id) : undefined),
      report: status.key === 'paid' ? reportOf(scanRows.get(order.id), reportRows.get(order.id)) : null,
    }
  })
}
