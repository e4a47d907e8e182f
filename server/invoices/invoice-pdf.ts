/** Renders a stored invoice as a one-page GST tax invoice PDF. */
import PDFDocument from 'pdfkit'
import type { Font } from 'fontkit'
import { formatPaise } from '../mail/templates'
import { TEST_INVOICE_NOTICE } from './invoice-mail'
import type { Invoice, SupplierDetails } from './invoices'
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
  /** The current font; unicode[glyph] is what its ToUnicode map says the glyph stands for. */
  _font: { unicode: (number[] | undefined)[] }
}

/**
 * Readers copy and extract text glyph by glyph, in drawing order, each glyph read through the font's ToUnicode
 * map, which pdfkit writes from the shaped glyphs. Shaped Indic text is not drawn in typed order: a vowel sign
 * is drawn before its consonant (प्रि is drawn ि प्र), a reph after the letters it precedes, a split vowel around
 * its consonant; a glyph maps to the one text it first stood for; and pdfkit places a mark that moves up, down
 * or back with a Tm of its own, which poppler reads as the end of a word or as hiding the letter under it. So
 * where a word would not read back as typed, its glyphs are drawn in a marked-content span whose /ActualText is
 * what they stand for as typed (PDF 32000-1, 14.9.4), which readers copy and search instead. Spans are as short
 * as they can be: a reader selects a span only as a whole, and MuPDF matches the start and end of an /ActualText
 * to the glyphs, which goes wrong where they match (it repeats the end, or drops what follows).
 *
 * The spans are inside the text object, where the line's coordinates are in force (poppler places a span's
 * text with those in force where it ends). Right-to-left lines get none: their glyphs are drawn in visual
 * order, which readers turn into reading order themselves, and poppler does that to an /ActualText too,
 * reversing it.
 */
function copyAsTyped(doc: PDFKit.PDFDocument, isRightToLeft: () => boolean) {
  const internals = doc as unknown as Internals
  const { _fragment: draw, addContent } = internals
  if (typeof draw !== 'function' || typeof addContent !== 'function')
    throw new Error('pdfkit internals changed: check how a line of text is drawn')
  internals._fragment = function (text, x, y, options) {
    if (isRightToLeft()) return draw.call(this, text, x, y, options)
    const typed = text.replace(/\n/g, '')
    // The text object is held back until its glyphs are known (ET), then written again with the spans.
    let held: string[] | undefined
    internals.addContent = function (data) {
      if (data === 'BT') held = []
      if (!held) return addContent.call(this, data)
      held.push(data)
      if (data !== 'ET') return this
      const [begin, ...operators] = held
      const end = operators.pop()!
      held = undefined
      addContent.call(this, begin!)
      for (const token of withSpans(parse(operators), internals._font.unicode, typed)) {
        if ('actual' in token) doc.markContent('Span', { actual: token.actual })
        else if ('end' in token) doc.endMarkedContent()
        else addContent.call(this, token.operator)
      }
      return addContent.call(this, end!)
    }
    try {
      draw.call(this, text, x, y, options)
    } finally {
      internals.addContent = addContent
    }
  }
}

/** What a text object shows: a glyph (its id in the subset, 4 hex digits) with the TJ adjustment after it, if any. */
type Glyph = { glyph: string; adjust?: string }
type Item = Glyph | { operator: string }
type Token = { operator: string } | { actual: string } | { end: true }

/** The glyphs that pdfkit's TJ operators show, one by one, and its other operators (Tm, Tf...) between them. */
function parse(operators: string[]): Item[] {
  const items: Item[] = []
  for (const operator of operators) {
    const array = /^\[(.*)\] TJ$/.exec(operator)?.[1]
    if (array === undefined) {
      items.push({ operator })
      continue
    }
    for (const [, hex, adjust] of array.matchAll(/<([0-9a-f]*)>(?: ([^\s<]+))?/g)) {
      const glyphs: Glyph[] = []
      for (let i = 0; i < hex!.length; i += 4) glyphs.push({ glyph: hex!.slice(i, i + 4) })
      if (adjust !== undefined && glyphs.length > 0) glyphs.at(-1)!.adjust = adjust
      items.push(...glyphs)
    }
  }
  return items
}

/**
 * The operators of a line again, with spans where the words would not read as typed. Words are split at the
 * space glyphs, which shaping leaves where they were; should their number differ from the typed words', the
 * line is taken as one word.
 */
function withSpans(items: Item[], unicode: (number[] | undefined)[], typed: string): Token[] {
  const read = (item: Item) =>
    'glyph' in item ? String.fromCodePoint(...(unicode[parseInt(item.glyph, 16)] ?? [])) : ''
  // The operators that place the line and set its font come before the first glyph, outside any span.
  const first = items.findIndex((item) => 'glyph' in item)
  const lead = first < 0 ? items : items.slice(0, first)
  const body = first < 0 ? [] : items.slice(first)
  const words: Item[][] = [[]]
  const separators: Item[] = []
  for (const item of body) {
    if (read(item) === ' ') {
      separators.push(item)
      words.push([])
    } else words.at(-1)!.push(item)
  }
  const typedWords = typed.split(' ')
  const split = typedWords.length === words.length
  const groups = split ? words : [body]
  const texts = split ? typedWords : [typed]

  const tokens: Token[] = []
  const shown: Glyph[] = []
  const show = () => {
    if (shown.length === 0) return
    const commands: string[] = []
    let hex = ''
    for (const { glyph, adjust } of shown) {
      hex += glyph
      if (adjust === undefined) continue
      commands.push(`<${hex}> ${adjust}`)
      hex = ''
    }
    if (hex) commands.push(`<${hex}>`)
    tokens.push({ operator: `[${commands.join(' ')}] TJ` })
    shown.length = 0
  }
  const emit = (item: Item) => {
    if ('glyph' in item) return shown.push(item)
    show()
    tokens.push(item)
  }
  lead.forEach(emit)
  groups.forEach((group, index) => {
    const { before, within, after, actual } = difference(group, texts[index]!, read)
    before.forEach(emit)
    if (within.length > 0) {
      show()
      tokens.push({ actual })
      within.forEach(emit)
      show()
      tokens.push({ end: true })
    }
    after.forEach(emit)
    const separator = separators[index]
    if (split && separator) emit(separator)
  })
  show()
  return tokens
}

/**
 * Splits a word's items into the glyphs at its start and at its end that read as typed (each standing for the
 * next typed characters) and the rest, the span, with the typed text that the rest stands for. A word with a mark
 * placed on its own is one span: poppler spreads a span's text evenly over its glyphs, and a mark outside one
 * breaks the word in two (કૃ ષ્ણ) or hides the letter it sits on. (MuPDF then repeats the end of a few such
 * words, where it matches the glyphs: క్రిష్ణష్ణ.)
 */
function difference(items: Item[], typed: string, read: (item: Item) => string) {
  if (items.some((item) => 'operator' in item)) return { before: [], within: items, after: [], actual: typed }
  let start = 0
  let from = 0
  while (start < items.length && 'glyph' in items[start]!) {
    const text = read(items[start]!)
    if (!text || !typed.startsWith(text, from)) break
    from += text.length
    start++
  }
  let end = items.length
  let to = typed.length
  while (end > start && 'glyph' in items[end - 1]!) {
    const text = read(items[end - 1]!)
    if (!text || to - text.length < from || !typed.endsWith(text, to)) break
    to -= text.length
    end--
  }
  return {
    before: items.slice(0, start),
    within: items.slice(start, end),
    after: items.slice(end),
    actual: typed.slice(from, to),
  }
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
    const useFont = (script: Script, bold: boolean, size: number) =>
      doc.font(fonts.get(fontKey(script, bold))!.postscriptName).fontSize(size)
    let rightToLeft = false
    copyAsTyped(doc, () => rightToLeft)

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
        rightToLeft = isRightToLeft(script)
        const shown = rightToLeft ? reverseNumbers(text) : text
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
