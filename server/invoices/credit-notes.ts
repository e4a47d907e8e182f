/**
 * Credit notes: a refunded invoice is cancelled by a credit note in its own series (CRN/25-26/000001, 16
 * characters like invoice numbers), numbered per financial year through invoice_counters under "CRN 2025-26", and
 * carrying the invoice's frozen amounts and tax split (a full refund reverses all of it). A test invoice (TST,
 * issued under the simulator or test keys) is cancelled by a test credit note in a series of its own
 * (TCN/25-26/000001, counter "TCN 2025-26", "TEST - not a credit note"), so a test refund never takes a number
 * of the tax series. Whether a credit note is a test one is its invoice's series: nothing else is stored.
 */
import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { creditNotes, invoices, orders } from '../db/schema'
import { financialYear, nextNumber, type Invoice } from './invoices'

export type CreditNote = typeof creditNotes.$inferSelect

export type CreditNoteSeries = 'CRN' | 'TCN'

/** Said on every credit note of a test invoice: no money moved, so it is no credit note. */
export const TEST_CREDIT_NOTE_NOTICE = 'TEST - not a credit note'

/** The series of the credit note that cancels an invoice: a test invoice gets a test credit note. */
export function creditNoteSeries(invoice: Pick<Invoice, 'series'>): CreditNoteSeries {
  return invoice.series === 'TST' ? 'TCN' : 'CRN'
}

/** "CRN", "2025-26", 1 -> "CRN/25-26/000001" (16 characters). */
export function creditNoteNumber(series: CreditNoteSeries, fy: string, sequence: number): string {
  return `${series}/${fy.slice(2)}/${String(sequence).padStart(6, '0')}`
}

/** The invoice's credit note, issued once: a second call answers the existing one. */
export async function issueCreditNote(
  tx: DbOrTx,
  input: { invoice: Invoice; refundId: string; reason: string; now: Date },
): Promise<CreditNote> {
  const [existing] = await tx.select().from(creditNotes).where(eq(creditNotes.invoiceId, input.invoice.id))
  if (existing) return existing
  const fy = financialYear(input.now)
  const series = creditNoteSeries(input.invoice)
  const sequence = await nextNumber(tx, `${series} ${fy}`)
  const [note] = await tx
    .insert(creditNotes)
    .values({
      id: crypto.randomUUID(),
      invoiceId: input.invoice.id,
      refundId: input.refundId,
      number: creditNoteNumber(series, fy, sequence),
      financialYear: fy,
      sequence,
      issuedAt: input.now,
      reason: input.reason,
      totalPaise: input.invoice.totalPaise,
      taxablePaise: input.invoice.taxablePaise,
      cgstPaise: input.invoice.cgstPaise,
      sgstPaise: input.invoice.sgstPaise,
      igstPaise: input.invoice.igstPaise,
    })
    .returning()
  if (!note) throw new Error('credit note insert did not return a row')
  return note
}

/** A credit note with the invoice it cancels (whose frozen supplier and buyer it prints). */
export interface CreditNoteDocument {
  note: CreditNote
  invoice: Invoice
}

/**
 * The credit note of an order, with its invoice; `applicantId` keeps it to that buyer's orders. Undefined when the
 * order has none (or is someone else's).
 */
export async function creditNoteOfOrder(
  db: DbOrTx,
  orderId: string,
  applicantId?: string,
): Promise<CreditNoteDocument | undefined> {
  const [row] = await db
    .select({ note: creditNotes, invoice: invoices })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(
      and(
        eq(orders.id, orderId),
        applicantId === undefined ? undefined : eq(orders.applicantId, applicantId),
      ),
    )
  return row
}

/** A credit note by its id, with its invoice (the mail sender attaches it). */
export async function creditNoteById(db: DbOrTx, id: string): Promise<CreditNoteDocument | undefined> {
  const [row] = await db
    .select({ note: creditNotes, invoice: invoices })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(creditNotes.id, id))
  return row
}

/** The file name a credit note or invoice is downloaded and attached as: CRN-25-26-000001.pdf. */
export function documentFileName(number: string): string {
  return `${number.replace(/\//g, '-')}.pdf`
}
