/** What the document thread runs (invoice-pdf-worker.mjs): one entry, so both renderers share one font cache. */
import { renderCreditNotePdf } from './credit-note-pdf'
import type { DocumentMessage } from './invoice-pdf-thread'
import { renderInvoicePdf } from './invoice-pdf'

export function renderDocument(message: DocumentMessage): Promise<Buffer> {
  return message.kind === 'credit-note'
    ? renderCreditNotePdf(message.note, message.invoice, message.supplier)
    : renderInvoicePdf(message.invoice, message.supplier)
}
