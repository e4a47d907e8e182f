/**
 * Renders invoice and credit note PDFs in a worker thread (`invoice-pdf-worker.mjs`, through
 * server/pdf/pdf-thread.ts). Laying out and shaping one document is 40-190 ms of synchronous work, and the first
 * one also parses the fonts (~600 ms): on the event loop, every request in flight would wait that long each time
 * an invoice mail goes out. The thread starts with the first document (most processes never render one) and stays
 * for the next; `close()` ends it. If it dies or a render takes too long, the renders waiting on it fail (the mail
 * is retried) and the next render starts a new one.
 */
import { PdfThread } from '../pdf/pdf-thread'
import type { CreditNote } from './credit-notes'
import type { Invoice, SupplierDetails } from './invoices'

/** What the worker renders: an invoice, or a credit note with the invoice it cancels. */
export type DocumentMessage =
  | { kind: 'invoice'; invoice: Invoice; supplier: SupplierDetails }
  | { kind: 'credit-note'; note: CreditNote; invoice: Invoice; supplier: SupplierDetails }

export class InvoicePdfThread {
  private readonly thread: PdfThread<DocumentMessage>

  /** timeoutMs: how long a render may take (the first one includes starting the thread and parsing fonts). */
  constructor(timeoutMs = 60_000) {
    this.thread = new PdfThread(
      new URL('./invoice-pdf-worker.mjs', import.meta.url),
      timeoutMs,
      'invoice PDF',
    )
  }

  render(invoice: Invoice, supplier: SupplierDetails): Promise<Buffer> {
    return this.thread.render({ kind: 'invoice', invoice, supplier })
  }

  renderCreditNote(note: CreditNote, invoice: Invoice, supplier: SupplierDetails): Promise<Buffer> {
    return this.thread.render({ kind: 'credit-note', note, invoice, supplier })
  }

  /** Ends the thread; renders still waiting fail. */
  close(): Promise<void> {
    return this.thread.close()
  }
}
