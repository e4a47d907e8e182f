/**
 * The invoice and credit note PDFs the mail sender attaches (given to it at app assembly, server/app.ts), rendered
 * at send time from the stored documents in the app's one invoice PDF thread (the downloads use it too), which
 * starts with the first document.
 */
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { invoices } from '../db/schema'
import type { MailAttachment } from '../mail/transports'
import { creditNoteById, documentFileName } from './credit-notes'
import type { InvoicePdfThread } from './invoice-pdf-thread'
import type { SupplierDetails } from './invoices'

export class InvoiceAttachments {
  constructor(
    private readonly db: DbOrTx,
    private readonly supplier: SupplierDetails,
    private readonly pdf: InvoicePdfThread,
  ) {}

  async invoice(invoiceId: string): Promise<MailAttachment> {
    const [invoice] = await this.db.select().from(invoices).where(eq(invoices.id, invoiceId))
    if (!invoice) throw new Error(`invoice ${invoiceId} not found`)
    return {
      filename: documentFileName(invoice.number),
      content: await this.pdf.render(invoice, this.supplier),
      contentType: 'application/pdf',
    }
  }

  /** A refund's credit note, rendered from the stored note and its invoice (as the invoice is, at send time). */
  async creditNote(creditNoteId: string): Promise<MailAttachment> {
    const found = await creditNoteById(this.db, creditNoteId)
    if (!found) throw new Error(`credit note ${creditNoteId} not found`)
    return {
      filename: documentFileName(found.note.number),
      content: await this.pdf.renderCreditNote(found.note, found.invoice, this.supplier),
      contentType: 'application/pdf',
    }
  }
}
