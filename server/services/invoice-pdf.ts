/** Renders a stored invoice as a one-page GST tax invoice PDF. */
import PDFDocument from 'pdfkit'
import { formatPaise } from '../mail/templates'
import type { Invoice, SupplierDetails } from './invoices'

export function renderInvoicePdf(invoice: Invoice, supplier: SupplierDetails): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Tax invoice ${invoice.number}` } })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)

    const rate = Number(invoice.gstRate)
    const issued = invoice.issuedAt.toLocaleDateString('en-IN', {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    })

    doc.fontSize(18).font('Helvetica-Bold').text('TAX INVOICE', { align: 'right' })
    doc.moveDown(0.5)
    doc.fontSize(11).font('Helvetica-Bold').text(supplier.name)
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(supplier.address)
      .text(`GSTIN: ${supplier.gstin}`)
      .text(`State: ${supplier.state}`)
    doc.moveDown()
    doc.fontSize(10)
    doc.text(`Invoice number: ${invoice.number}`)
    doc.text(`Invoice date: ${issued}`)
    doc.text(`Place of supply: ${invoice.placeOfSupply}`)
    doc.text(`Payment reference: ${invoice.paymentId}`)
    doc.moveDown()
    doc.font('Helvetica-Bold').text('Billed to')
    doc
      .font('Helvetica')
      .text(invoice.buyerName)
      .text(invoice.buyerEmail)
      .text(`Phone: ${invoice.buyerPhone}`)
    doc.moveDown()

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
      doc.font(last ? 'Helvetica-Bold' : 'Helvetica').fontSize(10)
      doc.text(label, left, y, { width: 360 })
      doc.text(amount, 400, y, { width: right - 400, align: 'right' })
      y += 20
      if (last || index === 0) {
        doc
          .moveTo(left, y - 6)
          .lineTo(right, y - 6)
          .stroke()
        y += 4
      }
    })
    doc.moveDown(2)
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(
        'This is a computer-generated invoice and needs no signature. Amounts in Indian rupees.',
        left,
        y + 20,
      )
    doc.end()
  })
}
