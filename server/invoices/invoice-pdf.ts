/** Renders a stored invoice as a one-page GST tax invoice PDF. */
import PDFDocument from 'pdfkit'
import type { Font, Glyph } from 'fontkit'
import { formatPaise } from '../mail/templates'
import { TEST_INVOICE_NOTICE } from './invoice-mail'
import type { Invoice, SupplierDetails } from './invoices'
import { mapTypedText, type Outline } from './invoice-pdf-text'
import { fontKey, pdfFonts } from './pdf-fonts'
import { isRightToLeft, reverseNumbers, splitByScript, type Script } from './script-runs'

type TextOptions = PDFKit.Mixins.TextOptions

interface Style extends Omit<TextOptions, 'continued' | 'baseline' | 'lineGap' | 'features'> {
  size: number
  bold?: boolean
  x?: number
  y?: number
}

// The layout was drawn with Helvetica's vertical metrics, in em: kept, so that it does not move.
const ASCENT = 0.718
const LINE_HEIGHT = { regular: 1.156, bold: 1.19 }
// Indic scripts reach further below the baseline (Kannada and Telugu subjoined consonants to 0.53 em, Latin
// descenders 0.24 em): lines of a field with other scripts than Latin are Noto Sans's own distance apart.
const TALL_LINE_HEIGHT = 1.362

// pdfkit 0.20 takes a parsed fontkit font where it takes a font file (PDFFontFactory.open checks for `layout`);
// @types/pdfkit lists only paths and buffers.
const asFontSource = (font: Font) => font as unknown as string

/** The pdfkit 0.20 internals that draw a line of a doc.text call (not in @types/pdfkit). */
interface Internals {
  /** Draws one line of one doc.text call as one text object (BT ... ET). */
  _fragment(text: string, x: number, y: number, options: TextOptions): void
  addContent(data: string): unknown
  _font: { font: Font }
  _fontSize: number
  page: { height: number }
}

const number = (value: number) => String(Math.round(value * 1000) / 1000)

/**
 * Draws the glyphs that mapTypedText (invoice-pdf-text.ts) takes out of the text as outlines, after the text
 * object of their line, where they would have been drawn in it. Returns what takes them from the font.
 */
function drawOutlines(doc: PDFKit.PDFDocument): (drawn: Outline[]) => void {
  const internals = doc as unknown as Internals
  const { _fragment: draw, addContent } = internals
  if (typeof draw !== 'function' || typeof addContent !== 'function')
    throw new Error('pdfkit internals changed: check how a line of text is drawn')
  let pending: Outline[] = []
  internals._fragment = function (text, x, y, options) {
    // With these, pdfkit places the glyphs of a line otherwise than their layout does; the invoice uses none.
    if (options.wordSpacing || options.characterSpacing || options.align === 'justify' || options.oblique)
      throw new Error('invoice PDF: spaced, justified or oblique text is not supported')
    pending = []
    // The line's origin: pdfkit places it with the first Tm of the text object, in PDF space (y up).
    let origin: [number, number] | undefined
    internals.addContent = function (data) {
      const place = /^1 0 0 1 (\S+) (\S+) Tm$/.exec(data)
      if (place && !origin) origin = [Number(place[1]), Number(place[2])]
      return addContent.call(this, data)
    }
    try {
      draw.call(this, text, x, y, options)
    } finally {
      internals.addContent = addContent
    }
    if (pending.length === 0 || !origin) return
    const [left, baseline] = origin
    const size = internals._fontSize / 1000
    const em = internals._fontSize / internals._font.font.unitsPerEm
    const out = (data: string) => addContent.call(this, data)
    out(`q 1 0 0 -1 0 ${number(internals.page.height)} cm`)
    for (const { glyph, x: dx, y: dy } of pending) {
      out(`q ${number(em)} 0 0 ${number(em)} ${number(left + dx * size)} ${number(baseline + dy * size)} cm`)
      out(outline(glyph))
      out('Q')
    }
    out('Q')
  }
  return (drawn) => pending.push(...drawn)
}

/** A glyph's outline as a filled path, in font units (TrueType outlines fill by the nonzero rule: f). */
function outline(glyph: Glyph): string {
  const ops: string[] = []
  let [cx, cy] = [0, 0]
  for (const { command, args } of glyph.path.commands) {
    const a = args.map(number)
    if (command === 'moveTo') ops.push(`${a[0]} ${a[1]} m`)
    else if (command === 'lineTo') ops.push(`${a[0]} ${a[1]} l`)
    else if (command === 'bezierCurveTo') ops.push(`${a.join(' ')} c`)
    else if (command === 'quadraticCurveTo') {
      // A quadratic curve is the cubic whose control points are 2/3 of the way to its one.
      const [qx, qy, x, y] = args as [number, number, number, number]
      const c = [
        cx + (2 / 3) * (qx - cx),
        cy + (2 / 3) * (qy - cy),
        x + (2 / 3) * (qx - x),
        y + (2 / 3) * (qy - y),
      ]
      ops.push(`${c.map(number).join(' ')} ${number(x)} ${number(y)} c`)
    } else if (command === 'closePath') ops.push('h')
    if (args.length >= 2) [cx, cy] = args.slice(-2) as [number, number]
  }
  ops.push('f')
  return ops.join('\n')
}

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
    // Registered under their own names, which is also how pdfkit files the default font (Latin): one
    // embedded copy of it.
    for (const font of fonts.values()) doc.registerFont(font.postscriptName, asFontSource(font))
    const useFont = (script: Script, bold: boolean, size: number) => {
      doc.font(fonts.get(fontKey(script, bold))!.postscriptName).fontSize(size)
      mapTypedText((doc as unknown as { _font: unknown })._font, outlines)
    }
    const outlines = drawOutlines(doc)

    /**
     * Writes text like doc.text, one run per script, each in its script's font. pdfkit would place each
     * run by its own font's ascent, and the Noto fonts' differ (Kannada 0.81 em, Arabic 1.37 em), which
     * breaks a mixed line into steps: every run is set on the one baseline instead.
     */
    function write(text: string, { size, bold = false, x, y, ...options }: Style) {
      const runs = splitByScript(text)
      if (runs.length === 0) runs.push({ script: 'Latin', text: '' })
      const tall = runs.some(({ script }) => script !== 'Latin')
      const lineHeight = size * (tall ? TALL_LINE_HEIGHT : LINE_HEIGHT[bold ? 'bold' : 'regular'])
      runs.forEach(({ script, text }, index) => {
        useFont(script, bold, size)
        const runOptions: TextOptions = {
          ...options,
          continued: index < runs.length - 1,
          // A number puts the baseline that far above the top of the line: here, below it.
          baseline: -ASCENT * size,
          lineGap: lineHeight - doc.currentLineHeight(true),
          // pdfkit shapes text word by word unless features are given, and fontkit reverses each
          // right-to-left word on its own: the words of an Urdu name would come out in reading order
          // from left to right. With features, a whole line of the run is shaped and reversed at once.
          features: isRightToLeft(script) ? [] : undefined,
        }
        const shown = isRightToLeft(script) ? reverseNumbers(text) : text
        if (index === 0 && x !== undefined) doc.text(shown, x, y, runOptions)
        else doc.text(shown, runOptions)
      })
    }
    const moveDown = (lines: number, { size, bold = false }: Style) => {
      doc.y += lines * size * LINE_HEIGHT[bold ? 'bold' : 'regular']
    }

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
