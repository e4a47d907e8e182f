/**
 * Renders a stored credit note as a one-page PDF (GST Rule 53(1A)): its own number and date, the invoice it
 * cancels or, for a refund of a part, reduces (number and date), the amounts reversed with their tax split, the reason, and the supplier and buyer as
 * frozen on that invoice. A test invoice's credit note (TCN series) says "TEST - not a credit note".
 */
import { formatPaise } from '../mail/templates'
import { TEST_CREDIT_NOTE_NOTICE, creditNoteSeries, type CreditNote } from './credit-notes'
import { documentDate, renderGstDocument, supplierOf, taxRows } from './document-pdf'
import type { Invoice, SupplierDetails } from './invoices'

/** `fallback`: today's supplier, for invoices issued before the supplier was frozen in the row. */
export async function renderCreditNotePdf(
  note: CreditNote,
  invoice: Invoice,
  fallback: SupplierDetails,
): Promise<Buffer> {
  const test = creditNoteSeries(invoice) === 'TCN'
  return renderGstDocument({
    title: `${test ? TEST_CREDIT_NOTE_NOTICE : 'Credit note'} ${note.number}`,
    heading: test ? TEST_CREDIT_NOTE_NOTICE.toUpperCase() : 'CREDIT NOTE',
    issuedAt: note.issuedAt,
    supplier: supplierOf(invoice, fallback),
    facts: [
      `Credit note number: ${note.number}`,
      `Credit note date: ${documentDate(note.issuedAt)}`,
      `Original invoice: ${invoice.number}`,
      `Original invoice date: ${documentDate(invoice.issuedAt)}`,
      `Place of supply: ${invoice.placeOfSupply}`,
      `Payment reference: ${invoice.paymentId}`,
      // Typed by staff in a box that allows line breaks: one paragraph here.
      `Reason: ${note.reason.replace(/\s+/g, ' ').trim()}`,
      'Reverse charge: No',
    ],
    buyerHeading: 'Issued to',
    buyer: { name: invoice.buyerName, email: invoice.buyerEmail, phone: invoice.buyerPhone },
    rows: [
      [`${invoice.description} (SAC ${invoice.sac})`, ''],
      ['Taxable value reversed', formatPaise(note.taxablePaise)],
      ...taxRows(note, Number(invoice.gstRate), formatPaise, ' reversed'),
      ['Total reversed (INR, GST included)', formatPaise(note.totalPaise)],
    ],
    footer: test
      ? `${TEST_CREDIT_NOTE_NOTICE}: issued for a test payment, no money moved. Amounts in Indian rupees.`
      : `${
          note.totalPaise < invoice.totalPaise
            ? `This credit note reduces invoice ${invoice.number} by the amount refunded and reverses the tax on it.`
            : `This credit note cancels invoice ${invoice.number}: the amount paid is refunded and the tax on it reversed.`
        } It is computer-generated and needs no signature. Amounts in Indian rupees.`,
  })
}
