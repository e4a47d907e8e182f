/**
 * The certificate as a PDF: A4 landscape, the name as printed on the credential (any script, through the invoices'
 * PDF text and fonts: server/pdf/pdf-text.ts), the programme, the credential id, the date, and a QR code of the
 * verify URL drawn as vector squares. Rendered on request (tens of milliseconds once the fonts are loaded).
 */
import PDFDocument from 'pdfkit'
import qrcode from 'qrcode-generator'
import { asFontSource, pdfFonts, pdfText } from '../pdf/pdf-text'
import { PROGRAMME } from './credential-signing'

export interface CertificateFacts {
  id: string
  name: string
  issuedAt: Date
  expiresAt: Date | null
  verifyUrl: string
}

const indiaDate = (at: Date) =>
  at.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })

export async function renderCertificatePdf(facts: CertificateFacts): Promise<Buffer> {
  const fonts = await pdfFonts()
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      layout: 'landscape',
      margin: 50,
      font: asFontSource(fonts.get('Latin')!),
      info: { Title: `${PROGRAMME}: ${facts.name}`, CreationDate: facts.issuedAt },
    })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    const { write } = pdfText(doc, fonts)
    const width = doc.page.width
    const height = doc.page.height
    doc
      .lineWidth(3)
      .strokeColor('#1f3a68')
      .rect(24, 24, width - 48, height - 48)
      .stroke()
    doc
      .lineWidth(1)
      .rect(32, 32, width - 64, height - 64)
      .stroke()
    const box = { x: 60, width: width - 120, align: 'center' as const }
    write('DEM Success Blueprint', { ...box, y: 80, size: 16, bold: true })
    write('Certificate', { ...box, y: 120, size: 34, bold: true })
    write('This certifies that', { ...box, y: 185, size: 13 })
    write(facts.name, { ...box, y: 215, size: 30, bold: true })
    write(`has completed the course and assessment of the ${PROGRAMME} programme.`, {
      ...box,
      y: 275,
      size: 13,
    })
    write(`Date: ${indiaDate(facts.issuedAt)}`, { x: 80, y: 380, width: 400, size: 12 })
    if (facts.expiresAt)
      write(`Valid until: ${indiaDate(facts.expiresAt)}`, { x: 80, y: 400, width: 400, size: 12 })
    write(`Credential id: ${facts.id}`, { x: 80, y: 420, width: 400, size: 12, bold: true })
    write(`Verify: ${facts.verifyUrl}`, { x: 80, y: 445, width: 450, size: 10 })

    const qr = qrcode(0, 'M')
    qr.addData(facts.verifyUrl)
    qr.make()
    const count = qr.getModuleCount()
    const size = 120
    const cell = size / count
    const left = width - 80 - size
    const top = 360
    doc.fillColor('#000000')
    for (let row = 0; row < count; row++)
      for (let col = 0; col < count; col++)
        if (qr.isDark(row, col)) doc.rect(left + col * cell, top + row * cell, cell, cell)
    doc.fill()
    doc.end()
  })
}
