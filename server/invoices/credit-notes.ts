/**
 * Credit notes: each refund of an invoiced order gets a credit note in its own series (CRN/25-26/000001, 16
 * characters like invoice numbers), numbered per financial year through invoice_counters under "CRN 2025-26", for
 * the refund's amount with the invoice's tax split in proportion (a full refund reverses all of it; refunds in parts
 * reverse it in parts that add up exactly to the invoice, see `creditedParts`). A test invoice (TST,
 * issued under the simulator or test keys) is cancelled by a test credit note in a series of its own
 * (TCN/25-26/000001, counter "TCN 2025-26", "TEST - not a credit note"), so a test refund never takes a number
 * of the tax series. Whether a credit note is a test one is its invoice's series: nothing else is stored.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
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

type Parts = Pick<Invoice, 'totalPaise' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'>

/**
 * The invoice's parts credited once `creditedPaise` of it is: each tax in proportion, rounded, and the taxable value
 * what is left, so the parts always add up to the amount. A note's parts are the difference between the credited
 * parts after and before it: the notes of an invoice refunded in full add up exactly to the invoice's parts, and
 * CGST stays equal to SGST.
 */
export function creditedParts(invoice: Parts, creditedPaise: number): Parts {
  const share = (paise: number) => Math.round((paise * creditedPaise) / invoice.totalPaise)
  const cgstPaise = share(invoice.cgstPaise)
  const sgstPaise = share(invoice.sgstPaise)
  const igstPaise = share(invoice.igstPaise)
  return {
    totalPaise: creditedPaise,
    taxablePaise: creditedPaise - cgstPaise - sgstPaise - igstPaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
  }
}

/** The parts of a credit note for `amountPaise` after `beforePaise` of the invoice was credited. */
export function creditNoteParts(invoice: Parts, beforePaise: number, amountPaise: number): Parts {
  const before = creditedParts(invoice, beforePaise)
  const after = creditedParts(invoice, beforePaise + amountPaise)
  return {
    totalPaise: amountPaise,
    taxablePaise: after.taxablePaise - before.taxablePaise,
    cgstPaise: after.cgstPaise - before.cgstPaise,
    sgstPaise: after.sgstPaise - before.sgstPaise,
    igstPaise: after.igstPaise - before.igstPaise,
  }
}

/**
 * The refund's credit note for its amount, issued once: a second call answers the existing one. The caller holds
 * the order's lock (credit notes of one invoice are issued one at a time); never more than the invoice is credited.
 */
export async function issueCreditNote(
  tx: DbOrTx,
  input: { invoice: Invoice; refundId: string; amountPaise: number; reason: string; now: Date },
): Promise<CreditNote> {
  const [existing] = await tx.select().from(creditNotes).where(eq(creditNotes.refundId, input.refundId))
  if (existing) return existing
  const [credited] = await tx
    .select({ paise: sql<string>`coalesce(sum(${creditNotes.totalPaise}), 0)` })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, input.invoice.id))
  const beforePaise = Number(credited?.paise ?? 0)
  if (input.amountPaise <= 0 || beforePaise + input.amountPaise > input.invoice.totalPaise)
    throw new Error(
      `credit note of ${input.amountPaise} paise would credit invoice ${input.invoice.number} beyond it`,
    )
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
      ...creditNoteParts(input.invoice, beforePaise, input.amountPaise),
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
 * A credit note of an order, with its invoice: the one `noteId` names, or without it the latest (the address
 * `/credit-note` of the days of one note per order); `applicantId` keeps it to that buyer's orders. Undefined when
 * the order has none (or is someone else's, or the note another order's).
 */
export async function creditNoteOfOrder(
  db: DbOrTx,
  orderId: string,
  options: { applicantId?: string; noteId?: string } = {},
): Promise<CreditNoteDocument | undefined> {
  const [row] = await db
    .select({ note: creditNotes, invoice: invoices })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(
      and(
        eq(orders.id, orderId),
        options.applicantId === undefined ? undefined : eq(orders.applicantId, options.applicantId),
        options.noteId === undefined ? undefined : eq(creditNotes.id, options.noteId),
      ),
    )
    .orderBy(desc(creditNotes.issuedAt), desc(creditNotes.sequence))
    .limit(1)
  return row
}

/** The credit notes of these invoices, oldest first. */
export function creditNotesOf(db: DbOrTx, invoiceIds: string[]): Promise<CreditNote[]> {
  if (invoiceIds.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(creditNotes)
    .where(inArray(creditNotes.invoiceId, invoiceIds))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.sequence))
}

/** Whether an invoice's credit notes cancel it in full (their totals add up to it), or credit it in part. */
export function creditsInFull(
  invoice: Pick<Invoice, 'totalPaise'>,
  notes: readonly Pick<CreditNote, 'totalPaise'>[],
) {
  return notes.reduce((sum, note) => sum + note.totalPaise, 0) >= invoice.totalPaise
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
