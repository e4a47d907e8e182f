/** Renders a stored invoice as a one-page GST tax invoice PDF. */
import PDFDocument from 'pdfkit'
import { formatPaise } from '../mail/templates'
import { asFontSource, pdfFonts, pdfText } from '../pdf/pdf-text'
import { TEST_INVOICE_NOTICE } from './invoice-mail'
import type { Invoice, SupplierDetails } from './invoices'

/**
 * `fallback` is today's configuration, used only for invoices issued before the supplier was frozen in the row.
 */
export async function renderInvoicePdf(invoice: Invoice, fallback: SupplierDetails): Promise<Buffer> {
  const supplier = {
    name: invoice.supplierName ?? fallback.name,
    address: invoice.supplierAddress ?? fallback.address,
    gstin: invoice.supplierGstin ?? fallback.gstin,
    state: invoice.supplierState ?? fallback.state,
  }
  const test = invoice.series === 'TST'
  const heading = test ? TEST_INVOICE_NOTICE : 'Tax invoice'
  const fonts = await pdfFonts()
  const latin = fonts.get('Latin')!
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      font: asFontSource(latin),
      // The issue date, not the render's: sending an invoice again gives the same document, byte for byte.
      info: { Title: `${heading} ${invoice.number}`, CreationDate: invoice.issuedAt },
    })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    // Text in the Noto fonts, each script in its own, on one baseline (server/pdf/pdf-text.ts).
    const { write, moveDown } = pdfText(doc, fonts)

    const rate = Number(invoice.gstRate)
    const issued = invoice.issuedAt.toLocaleDateString('en-IN', {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    })

    write(test ? TEST_INVOICE_NOTICE.toUpperCase() : 'TAX INVOICE', { size: 18, bold: true, align: 'right' })
    moveDown(0.5, { size: 18, bold: true })
    write(supplier.name, { size: 11, bold: true })
    write(supplier.address, { size: 9 })
    write(`GSTIN: ${supplier.gstin}`, { size: 9 })
    write(`State: ${supplier.state}`, { size: 9 })
    moveDown(1, { size: 9 })
    write(`Invoice number: ${invoice.number}`, { size: 10 })
    write(`Invoice date: ${issued}`, { size: 10 })
    write(`Place of supply: ${invoice.placeOfSupply}`, { size: 10 })
    write(`Payment reference: ${invoice.paymentId}`, { size: 10 })
    // GST Rule 46(p): whether tax is payable on reverse charge. A supply to a consumer never is.
    write('Reverse charge: No', { size: 10 })
    moveDown(1, { size: 10 })
    write('Billed to', { size: 10, bold: true })
    write(invoice.buyerName, { size: 10 })
    write(invoice.buyerEmail, { size: 10 })
    write(`Phone: ${invoice.buyerPhone}`, { size: 10 })
    moveDown(1, { size: 10 })

    const rows: [string, string][] = [
      [`${invoice.description} (SAC ${invoice.sac})`, ''],
      ['Taxable value', formatPaise(invoice.taxablePaise)],
    ]
    if (invoice.igstPaise > 0) rows.push([`IGST @ ${rate}%`, formatPaise(invoice.igstPaise)])
    else {
      rows.push([`CGST @ ${rate / 2}%`, formatPaise(invoice.cgstPaise)])
      rows.push([`SGST @ ${rate / 2}%`, formatPaise(invoice.sgstPaise)])
    }
    rows.push(['Total (INR, GST included)', formatPaise(invoice.totalPaise)])

    const left = 50
    const right = 545
    let y = doc.y
    doc.moveTo(left, y).lineTo(right, y).stroke()
    y += 8
    rows.forEach(([label, amount], index) => {
      const last = index === rows.length - 1
      write(label, { size: 10, bold: last, x: left, y, width: 360 })
      write(amount, { size: 10, bold: last, x: 400, y, width: right - 400, align: 'right' })
      y += 20
      if (last || index === 0) {
        doc
          .moveTo(left, y - 6)
          .lineTo(right, y - 6)
          .stroke()
        y += 4
      }
    })
    write(
      test
        ? `${TEST_INVOICE_NOTICE}: issued for a test payment, no money moved. Amounts in Indian rupees.`
        : 'This is a computer-generated invoice and needs no signature. Amounts in Indian rupees.',
      { size: 8, x: left, y: y + 20 },
    )
    doc.end()
  })
}
