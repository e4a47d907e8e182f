/** Renders a stored invoice as a one-page GST tax invoice PDF. */
import { formatPaise } from '../mail/templates'
import { documentDate, renderGstDocument, supplierOf, taxRows } from './document-pdf'
import { TEST_INVOICE_NOTICE } from './invoice-mail'
import type { Invoice, SupplierDetails } from './invoices'

/**
 * `fallback` is today's configuration, used only for invoices issued before the supplier was frozen in the row.
 */
export async function renderInvoicePdf(invoice: Invoice, fallback: SupplierDetails): Promise<Buffer> {
  const test = invoice.series === 'TST'
  const heading = test ? TEST_INVOICE_NOTICE : 'Tax invoice'
  return renderGstDocument({
    title: `${heading} ${invoice.number}`,
    heading: test ? TEST_INVOICE_NOTICE.toUpperCase() : 'TAX INVOICE',
    issuedAt: invoice.issuedAt,
    supplier: supplierOf(invoice, fallback),
    facts: [
      `Invoice number: ${invoice.number}`,
      `Invoice date: ${documentDate(invoice.issuedAt)}`,
      `Place of supply: ${invoice.placeOfSupply}`,
      `Payment reference: ${invoice.paymentId}`,
      // GST Rule 46(p): whether tax is payable on reverse charge. A supply to a consumer never is.
      'Reverse charge: No',
    ],
    buyerHeading: 'Billed to',
    buyer: { name: invoice.buyerName, email: invoice.buyerEmail, phone: invoice.buyerPhone },
    rows: [
      [`${invoice.description} (SAC ${invoice.sac})`, ''],
      ['Taxable value', formatPaise(invoice.taxablePaise)],
      ...taxRows(invoice, Number(invoice.gstRate), formatPaise),
      ['Total (INR, GST included)', formatPaise(invoice.totalPaise)],
    ],
    footer: test
      ? `${TEST_INVOICE_NOTICE}: issued for a test payment, no money moved. Amounts in Indian rupees.`
      : 'This is a computer-generated invoice and needs no signature. Amounts in Indian rupees.',
  })
}
