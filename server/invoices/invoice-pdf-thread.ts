/**
 * Renders invoice PDFs in a worker thread (`invoice-pdf-worker.mjs`, through server/pdf/pdf-thread.ts). Laying
 * out and shaping one invoice is 40-190 ms of synchronous work, and the first one also parses the fonts
 * (~600 ms): on the event loop, every request in flight would wait that long each time an invoice mail goes out.
 * The thread starts with the first invoice (most processes never render one) and stays for the next; `close()`
 * ends it. If it dies or a render takes too long, the renders waiting on it fail (the mail is retried) and the
 * next render starts a new one.
 */
import { PdfThread } from '../pdf/pdf-thread'
import type { Invoice, SupplierDetails } from './invoices'

export class InvoicePdfThread {
  private readonly thread: PdfThread<{ invoice: Invoice; supplier: SupplierDetails }>

  /** timeoutMs: how long a render may take (the first one includes starting the thread and parsing fonts). */
  constructor(timeoutMs = 60_000) {
    this.thread = new PdfThread(
      new URL('./invoice-pdf-worker.mjs', import.meta.url),
      timeoutMs,
      'invoice PDF',
    )
  }

  render(invoice: Invoice, supplier: SupplierDetails): Promise<Buffer> {
    return this.thread.render({ invoice, supplier })
  }

  /** Ends the thread; renders still waiting fail. */
  close(): Promise<void> {
    return this.thread.close()
  }
}
