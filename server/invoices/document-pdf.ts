/**
 * The one-page layout that GST documents share (the tax invoice and the credit note): heading, the supplier, the
 * document's facts, the buyer, the amounts and a closing line, all as frozen in the stored rows. Text goes through
 * server/pdf/pdf-text.ts, so every Indian script prints and copies out as typed.
 */
import PDFDocument from 'pdfkit'
import { asFontSource, pdfFonts, pdfText } from '../pdf/pdf-text'
import type { Invoice, SupplierDetails } from './invoices'

export interface DocumentParty {
  name: string
  address: string
  gstin: string
  state: string
}

export interface GstDocumentLayout {
  /** The PDF's title, as a reader shows it ("Tax invoice INV/25-26/000001"). */
  title: string
  /** The first line, in capitals ("TAX INVOICE"). */
  heading: string
  /** The issue date: the PDF's creation date, so rendering it again gives the same bytes. */
  issuedAt: Date
  supplier: DocumentParty
  /** Lines under the supplier: number, dates, references. */
  facts: string[]
  buyerHeading: string
  buyer: { name: string; email: string; phone: string }
  /** The description first, the total last (both set apart by rules). */
  rows: [string, string][]
  footer: string
}

/** The supplier as printed on an invoice: frozen in the row, or today's configuration for invoices from before. */
export function supplierOf(invoice: Invoice, fallback: SupplierDetails): DocumentParty {
  return {
    name: invoice.supplierName ?? fallback.name,
    address: invoice.supplierAddress ?? fallback.address,
    gstin: invoice.supplierGstin ?? fallback.gstin,
    state: invoice.supplierState ?? fallback.state,
  }
}

/** "01 Oct 2025", in India's calendar. */
export function documentDate(at: Date): string {
  return at.toLocaleDateString('en-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  })
}

export async function renderGstDocument(layout: GstDocumentLayout): Promise<Buffer> {
  const fonts = await pdfFonts()
  const latin = fonts.get('Latin')!
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      font: asFontSource(latin),
      // The issue date, not the render's: sending a document again gives the same document, byte for byte.
      info: { Title: layout.title, CreationDate: layout.issuedAt },
    })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    // Text in the Noto fonts, each script in its own, on one baseline (server/pdf/pdf-text.ts).
    const { write, moveDown } = pdfText(doc, fonts)
    const { supplier, buyer } = layout

    write(layout.heading, { size: 18, bold: true, align: 'right' })
    moveDown(0.5, { size: 18, bold: true })
    write(supplier.name, { size: 11, bold: true })
    write(supplier.address, { size: 9 })
    write(`GSTIN: ${supplier.gstin}`, { size: 9 })
    write(`State: ${supplier.state}`, { size: 9 })
    moveDown(1, { size: 9 })
    for (const fact of layout.facts) write(fact, { size: 10 })
    moveDown(1, { size: 10 })
    write(layout.buyerHeading, { size: 10, bold: true })
    write(buyer.name, { size: 10 })
    write(buyer.email, { size: 10 })
    write(`Phone: ${buyer.phone}`, { size: 10 })
    moveDown(1, { size: 10 })

    const left = 50
    const right = 545
    let y = doc.y
    doc.moveTo(left, y).lineTo(right, y).stroke()
    y += 8
    layout.rows.forEach(([label, amount], index) => {
      const last = index === layout.rows.length - 1
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
    write(layout.footer, { size: 8, x: left, y: y + 20 })
    doc.end()
  })
}

/** The tax lines of a document's amounts: IGST, or CGST and SGST at half the rate each. */
export function taxRows(
  amounts: { cgstPaise: number; sgstPaise: number; igstPaise: number },
  rate: number,
  format: (paise: number) => string,
  suffix = '',
): [string, string][] {
  if (amounts.igstPaise > 0) return [[`IGST @ ${rate}%${suffix}`, format(amounts.igstPaise)]]
  return [
    [`CGST @ ${rate / 2}%${suffix}`, format(amounts.cgstPaise)],
    [`SGST @ ${rate / 2}%${suffix}`, format(amounts.sgstPaise)],
  ]
}
