/**
 * GST tax invoices: documents, not views. Everything printed is frozen in the invoice row when it is issued
 * (the supplier's name, address, GSTIN and state included), so sending it again gives the same document whatever
 * the configuration says by then.
 *
 * Numbers are consecutive per series and Indian financial year, at most 16 characters (GST Rule 46(b)):
 * INV/25-26/000001 for tax invoices, TST/25-26/000001 for those issued under the simulator or test keys ("TEST -
 * not a tax invoice"), so a test purchase never takes a number of the tax series. The counter row is incremented
 * inside the same transaction that inserts the invoice, so its row lock serialises concurrent issuers and a
 * rolled-back transaction gives its number back. The order row is locked first, so an order is invoiced once
 * however many callers (invoice/send, reconciliation, other instances) race for it.
 *
 * A refunded order is never invoiced: a staff refund takes the same order lock, so either the invoice is issued
 * first and the refund cancels it with a credit note, or the refund comes first and no invoice follows (no supply,
 * no tax invoice). An invoice alone on a refunded order never exists.
 */
import { and, asc, eq, inArray, lte, not, or, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../db/client'
import { applicants, invoiceCounters, invoices, orders, payments, refunds } from '../db/schema'
import { queueInvoiceMail } from './invoice-mail'
import type { ScanLinks } from '../scan/links'
import { fulfilPaidOrder } from '../fulfilment/fulfil-paid-order'

export type Invoice = typeof invoices.$inferSelect

export interface SupplierDetails {
  name: string
  address: string
  gstin: string
  state: string
  gstRate: number
  /** The public site (VITE_SITE_URL): the invoice mail links to My orders there. */
  siteUrl?: string
}

/** SAC for "other educational support services". */
export const SAC_EDUCATION_SUPPORT = '999293'

const IST_OFFSET_MS = 330 * 60_000

/** Indian financial year (April to March, in IST) of a moment, e.g. "2025-26". */
export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS)
  const year = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`
}

export type InvoiceSeries = 'INV' | 'TST'

/** "INV", "2025-26", 1 -> "INV/25-26/000001" (16 characters). */
export function invoiceNumber(series: InvoiceSeries, fy: string, sequence: number): string {
  return `${series}/${fy.slice(2)}/${String(sequence).padStart(6, '0')}`
}

export interface TaxSplit {
  taxablePaise: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
}

/**
 * Splits a GST-inclusive total. Intra-state supply (place of supply in the supplier's state) carries CGST and
 * SGST, always equal; inter-state carries IGST. A paisa that does not halve goes to the taxable value, so the
 * parts always add up to the total.
 */
export function splitGst(totalPaise: number, ratePercent: number, intraState: boolean): TaxSplit {
  if (!intraState) {
    const igstPaise = Math.round((totalPaise * ratePercent) / (100 + ratePercent))
    return { taxablePaise: totalPaise - igstPaise, cgstPaise: 0, sgstPaise: 0, igstPaise }
  }
  const halfPaise = Math.round((totalPaise * ratePercent) / 2 / (100 + ratePercent))
  return {
    taxablePaise: totalPaise - 2 * halfPaise,
    cgstPaise: halfPaise,
    sgstPaise: halfPaise,
    igstPaise: 0,
  }
}

/**
 * The next number of a series ("2025-26" for tax invoices, "TST 2025-26", "CRN 2025-26"), in the caller's
 * transaction: the counter row's lock serialises concurrent issuers, and a rollback gives the number back.
 */
export async function nextNumber(tx: DbOrTx, series: string): Promise<number> {
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ financialYear: series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning()
  if (!counter) throw new Error(`the ${series} counter did not return a row`)
  return counter.lastNumber
}

/**
 * The order's paying payment is refunded in full: its refunds (whatever their state: a refund that failed at the
 * bank is returned by other means, see the runbook) add up to its amount, or the gateway reports it refunded. A
 * payment refunded in part is still paid. A condition on a query of `orders`.
 */
export const paymentRefunded = sql`exists (select 1 from ${payments} where ${payments.id} = ${orders.paymentId}
  and (${payments.status} = 'refunded' or ${payments.amountPaise} <= (select coalesce(sum(${refunds.amountPaise}), 0)
    from ${refunds} where ${refunds.paymentId} = ${payments.id})))`

/**
 * Issues the invoice of a paid (or confirmed) order and queues its mail, in the caller's transaction.
 * Returns the invoice, or undefined when the order is not in a state to invoice (unpaid, or refunded). Idempotent.
 */
export async function issueInvoice(
  tx: DbOrTx,
  orderId: string,
  input: {
    now: Date
    supplier: SupplierDetails
    testMode: boolean
    scanLinks?: ScanLinks
    /** Told the link of a scan opened here (the checkout's success screen offers it to the parent who paid). */
    onScanOpened?: (scanUrl: string) => void
  },
): Promise<Invoice | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
  if (!order) return undefined
  if (order.status === 'invoiced') {
    const [existing] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId))
    return existing
  }
  if (order.status !== 'paid' && order.status !== 'confirmed') return undefined
  // Under the order's lock, which a staff refund takes too: a refund committed before this point is seen here.
  const [refunded] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), paymentRefunded))
  if (refunded) return undefined
  const [buyer] = await tx.select().from(applicants).where(eq(applicants.id, order.applicantId))
  if (!buyer || !order.paymentId) return undefined

  const fy = financialYear(input.now)
  const series: InvoiceSeries = input.testMode ? 'TST' : 'INV'
  const sequence = await nextNumber(tx, series === 'INV' ? fy : `${series} ${fy}`)

  // We hold no address for the buyer, so the place of supply is the supplier's location (IGST Act s.12(2)(b)).
  const placeOfSupply = input.supplier.state
  const split = splitGst(order.amountPaise, input.supplier.gstRate, placeOfSupply === input.supplier.state)
  const [invoice] = await tx
    .insert(invoices)
    .values({
      id: crypto.randomUUID(),
      orderId,
      number: invoiceNumber(series, fy, sequence),
      series,
      financialYear: fy,
      sequence,
      issuedAt: input.now,
      buyerName: `${buyer.firstName} ${buyer.lastName}`.trim(),
      buyerEmail: buyer.email,
      buyerPhone: buyer.phone,
      description: order.promoCode ? `${order.planName} (promo ${order.promoCode})` : order.planName,
      sac: SAC_EDUCATION_SUPPORT,
      placeOfSupply,
      gstRate: String(input.supplier.gstRate),
      totalPaise: order.amountPaise,
      ...split,
      paymentId: order.paymentId,
      supplierName: input.supplier.name,
      supplierAddress: input.supplier.address,
      supplierGstin: input.supplier.gstin,
      supplierState: input.supplier.state,
    })
    .returning()
  if (!invoice) throw new Error('invoice insert did not return a row')
  await tx
    .update(orders)
    .set({ status: 'invoiced', updatedAt: input.now })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ['paid', 'confirmed'])))
  // What a paid order opens (the scan and its counsellor, the course), as one step of its own.
  await fulfilPaidOrder(tx, order, {
    now: input.now,
    scanLinks: input.scanLinks,
    onScanOpened: input.onScanOpened,
  })
  await queueInvoiceMail(tx, invoice, {
    role: order.role,
    siteUrl: input.supplier.siteUrl,
    now: input.now,
    scanLinks: input.scanLinks,
  })
  return invoice
}

/**
 * Invoices paid orders nobody asked to invoice (a buyer who paid and closed the tab): those paid before `cutoff`,
 * and those named in `orderIds` whatever their age (settled by reconciliation: no browser is waiting to ask).
 * Rows are claimed with SKIP LOCKED so instances share the work. Refunded orders are left out: they are never
 * invoiced, and would otherwise be claimed again on every pass.
 */
export async function invoicePaidOrders(
  db: Db,
  input: {
    now: Date
    cutoff: Date
    orderIds: string[]
    supplier: SupplierDetails
    testMode: boolean
    scanLinks?: ScanLinks
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          inArray(orders.status, ['paid', 'confirmed']),
          not(paymentRefunded),
          input.orderIds.length > 0
            ? or(lte(orders.paidAt, input.cutoff), inArray(orders.id, input.orderIds))
            : lte(orders.paidAt, input.cutoff),
        ),
      )
      .orderBy(asc(orders.paidAt))
      .limit(20)
      .for('update', { skipLocked: true })
    let issued = 0
    for (const row of due) if (await issueInvoice(tx, row.id, input)) issued += 1
    return issued
  })
}
