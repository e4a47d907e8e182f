/**
 * Credit notes: a refunded invoice is cancelled by a credit note in its own series (CRN/25-26/000001, 16
 * characters like invoice numbers), numbered per financial year through invoice_counters under "CRN 2025-26", and
 * carrying the invoice's frozen amounts and tax split (a full refund reverses all of it).
 */
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { creditNotes } from '../db/schema'
import { financialYear, nextNumber, type Invoice } from './invoices'

export type CreditNote = typeof creditNotes.$inferSelect

export function creditNoteNumber(fy: string, sequence: number): string {
  return `CRN/${fy.slice(2)}/${String(sequence).padStart(6, '0')}`
}

/** The invoice's credit note, issued once: a second call answers the existing one. */
export async function issueCreditNote(
  tx: DbOrTx,
  input: { invoice: Invoice; refundId: string; reason: string; now: Date },
): Promise<CreditNote> {
  const [existing] = await tx.select().from(creditNotes).where(eq(creditNotes.invoiceId, input.invoice.id))
  if (existing) return existing
  const fy = financialYear(input.now)
  const sequence = await nextNumber(tx, `CRN ${fy}`)
  const [note] = await tx
    .insert(creditNotes)
    .values({
      id: crypto.randomUUID(),
      invoiceId: input.invoice.id,
      refundId: input.refundId,
      number: creditNoteNumber(fy, sequence),
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
