/**
 * Text in the PDFs the server renders (invoices, reports) with pdfkit: the embedded Noto fonts, one per script,
 * registered with a document; text split into runs of one script, each set in its script's font on one baseline;
 * and the glyphs that the typed-text mapping (invoices/invoice-pdf-text.ts) takes out of the text, drawn as
 * outlines, so that every reader copies the text out as it was typed, in any Indian script.
 */
import type { Font, Glyph } from 'fontkit'
import { mapTypedText, type Outline } from '../invoices/invoice-pdf-text'
import { fontKey, pdfFonts } from '../invoices/pdf-fonts'
import { isRightToLeft, reverseNumbers, splitByScript, type Script } from '../invoices/script-runs'

export { pdfFonts, type Script }

export type TextOptions = PDFKit.Mixins.TextOptions

export interface TextStyle extends Omit<TextOptions, 'continued' | 'baseline' | 'lineGap' | 'features'> {
  size: number
  bold?: boolean
  x?: number
  y?: number
  /**
   * The distance between the lines of the text, in em. By default Helvetica's (the invoice's layout was drawn
   * with it); a text with other scripts than Latin is never set closer than TALL_LINE_HEIGHT.
   */
  lineHeight?: number
}

// The invoice's layout was drawn with Helvetica's vertical metrics, in em: kept, so that it does not move.
/** Where the baseline of a line of text is, below its top, in em. */
export const ASCENT = 0.718
const LINE_HEIGHT = { regular: 1.156, bold: 1.19 }
// Indic scripts reach further below the baseline (Kannada and Telugu subjoined consonants to 0.53 em, Latin
// descenders 0.24 em): lines of a text with other scripts than Latin are at least Noto Sans's own distance apart.
export const TALL_LINE_HEIGHT = 1.362

/**
 * pdfkit 0.20 takes a parsed fontkit font where it takes a font file (PDFFontFactory.open checks for `layout`);
 * @types/pdfkit lists only paths and buffers.
 */
export const asFontSource = (font: Font) => font as unknown as string

/** The pdfkit 0.20 internals that draw and lay out a line of a doc.text call (not in @types/pdfkit). */
interface Internals {
  /** Draws one line of one doc.text call as one text object (BT ... ET). */
  _fragment(text: string, x: number, y: number, options: TextOptions): void
  /** doc.text with what is done with each line it wraps. */
  _text(
    text: string,
    x: number | TextOptions,
    y: number | undefined,
    options: TextOptions | undefined,
    line: (text: string, options: TextOptions) => void,
  ): void
  addContent(data: string): unknown
  _font: { font: Font }
  _fontSize: number
  _lineGap: number
  page: { height: number; xobjects: Record<string, PDFKit.PDFKitReference> }
}

const number = (value: number) => String(Math.round(value * 1000) / 1000)

/**
 * Draws the glyphs that mapTypedText (invoice-pdf-text.ts) takes out of the text as outlines, after the text
 * object of their line, where they would have been drawn in it. Returns what takes them from the font.
 */
export function drawOutlines(doc: PDFKit.PDFDocument): (drawn: Outline[]) => void {
  const internals = doc as unknown as Internals
  const { _fragment: draw, addContent } = internals
  if (typeof draw !== 'function' || typeof addContent !== 'function')
    throw new Error('pdfkit internals changed: check how a line of text is drawn')
  let pending: Outline[] = []
  // Each outline is written once, as a form (a Form XObject) that every place it is drawn refers to: a Hindi
  // report draws a few hundred outlines some 5,000 times, and written out at each place they made up most of
  // its bytes (issue 51). Forms by their path (glyphs of two fonts may share one), named in the order first drawn.
  const forms = new Map<string, { name: string; ref: PDFKit.PDFKitReference }>()
  const formOf = (glyph: Glyph) => {
    const path = outline(glyph)
    let form = forms.get(path)
    if (!form) {
      const { minX, minY, maxX, maxY } = glyph.bbox
      // A glyph with no outline (a space) draws nothing.
      if (![minX, minY, maxX, maxY].every(Number.isFinite)) return undefined
      const ref = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [minX, minY, maxX, maxY] })
      ref.end(path)
      form = { name: `O${forms.size + 1}`, ref }
      forms.set(path, form)
    }
    internals.page.xobjects[form.name] = form.ref
    return form.name
  }
  internals._fragment = function (text, x, y, options) {
    // With these, pdfkit places the glyphs of a line otherwise than their layout does; the PDFs use none.
    if (options.wordSpacing || options.characterSpacing || options.align === 'justify' || options.oblique)
      throw new Error('PDF text: spaced, justified or oblique text is not supported')
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
      const form = formOf(glyph)
      if (!form) continue
      out(`q ${number(em)} 0 0 ${number(em)} ${number(left + dx * size)} ${number(baseline + dy * size)} cm`)
      out(`/${form} Do`)
      out('Q')
    }
    out('Q')
  }
  return (drawn) => pending.push(...drawn)
}

/** Outlines already written out, by glyph (fontkit keeps one Glyph object per glyph of a font). */
const outlines = new WeakMap<Glyph, string>()

/**
 * A glyph's outline as a filled path, in font units (TrueType outlines fill by the nonzero rule: f). Made once per
 * glyph: a Hindi report draws the same few hundred glyphs thousands of times.
 */
export function outline(glyph: Glyph): string {
  let path = outlines.get(glyph)
  if (path === undefined) {
    path = outlinePath(glyph)
    outlines.set(glyph, path)
  }
  return path
}

function outlinePath(glyph: Glyph): string {
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

export interface PdfText {
  /**
   * Writes text like doc.text, one run per script, each in its script's font. pdfkit would place each run by
   * its own font's ascent, and the Noto fonts' differ (Kannada 0.81 em, Arabic 1.37 em), which breaks a mixed
   * line into steps: every run is set on the one baseline instead, ASCENT below the top of its line.
   */
  write(text: string, style: TextStyle): void
  /** The height that write(text, style) takes, without drawing anything (style.width is the width it wraps to). */
  measure(text: string, style: TextStyle): number
  /** The width of text on one line. */
  widthOf(text: string, style: Pick<TextStyle, 'size' | 'bold'>): number
  /** The distance between the lines of write(text, style). */
  lineHeightOf(text: string, style: Pick<TextStyle, 'size' | 'bold' | 'lineHeight'>): number
  /** Moves doc.y down by lines of Latin text. */
  moveDown(lines: number, style: Pick<TextStyle, 'size' | 'bold'>): void
}

/**
 * Registers the fonts with the document (each under its own name, which is also how pdfkit files the default
 * font, Latin: one embedded copy of it) and gives what writes text in them. The document is created with the
 * Latin font as its font: `new PDFDocument({ font: asFontSource(fonts.get('Latin')!) })`.
 */
export function pdfText(doc: PDFKit.PDFDocument, fonts: ReadonlyMap<string, Font>): PdfText {
  const internals = doc as unknown as Internals
  for (const font of fonts.values()) doc.registerFont(font.postscriptName, asFontSource(font))
  const outlines = drawOutlines(doc)
  const useFont = (script: Script, bold: boolean, size: number) => {
    doc.font(fonts.get(fontKey(script, bold))!.postscriptName).fontSize(size)
    mapTypedText(internals._font, outlines)
  }

  const lineHeightOf = (
    runs: readonly { script: Script }[],
    { size, bold = false, lineHeight }: Pick<TextStyle, 'size' | 'bold' | 'lineHeight'>,
  ) => {
    const tall = runs.some(({ script }) => script !== 'Latin')
    const em = lineHeight ?? LINE_HEIGHT[bold ? 'bold' : 'regular']
    return size * (tall ? Math.max(TALL_LINE_HEIGHT, lineHeight ?? 0) : em)
  }

  /** Sets text run by run, handing each to doc.text (draw) or to doc.text's layout alone (measure). */
  function set(
    text: string,
    { size, bold = false, x, y, lineHeight: em, ...options }: TextStyle,
    line: (shown: string, x: number | undefined, y: number | undefined, options: TextOptions) => void,
  ) {
    const runs = splitByScript(text)
    if (runs.length === 0) runs.push({ script: 'Latin', text: '' })
    const lineHeight = lineHeightOf(runs, { size, bold, lineHeight: em })
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
      if (index === 0 && x !== undefined) line(shown, x, y, runOptions)
      else line(shown, undefined, undefined, runOptions)
    })
  }

  return {
    write(text, style) {
      set(text, style, (shown, x, y, options) => {
        if (x !== undefined) doc.text(shown, x, y, options)
        else doc.text(shown, options)
      })
    },
    measure(text, style) {
      const { x, y } = doc
      const top = style.y ?? y
      set(text, { ...style, height: Infinity }, (shown, x, y, options) => {
        // What doc._line does after drawing a wrapped line, in the font and with the options of the run that
        // ends it (the wrapper of the first run wraps them all).
        const line = (_: string, { lineGap }: TextOptions) => {
          doc.y += doc.currentLineHeight(true) + (lineGap || internals._lineGap || 0)
        }
        // Like doc.text, _text takes the options in place of x when there is no x (given no x, it would take
        // the default, no options).
        if (x !== undefined) internals._text(shown, x, y, options, line)
        else internals._text(shown, options, undefined, undefined, line)
      })
      const height = doc.y - top
      doc.x = x
      doc.y = y
      return height
    },
    widthOf(text, { size, bold = false }) {
      let width = 0
      for (const { script, text: run } of splitByScript(text)) {
        useFont(script, bold, size)
        const shown = isRightToLeft(script) ? reverseNumbers(run) : run
        width += doc.widthOfString(shown, { features: isRightToLeft(script) ? [] : undefined })
      }
      return width
    },
    lineHeightOf: (text, style) => lineHeightOf(splitByScript(text), style),
    moveDown(lines, { size, bold = false }) {
      doc.y += lines * size * LINE_HEIGHT[bold ? 'bold' : 'regular']
    },
  }
}
