/**
 * Renders a Success Blueprint (a ReportDocument, src/engine/report.ts) as a 20-page A4 PDF: exactly the document's
 * content, in the embedded Noto Sans fonts, its text copying out as typed in any Indian script (server/pdf/pdf-text.ts),
 * its charts drawn as vectors. Deterministic: the same document gives the same bytes.
 *
 * Every page has a plan and always twenty pages are drawn, whatever the texts: a page's content is laid out at
 * full size if it fits, smaller (down to MIN_SCALE) if not, and cut short with an ellipsis as a last resort.
 * pdfkit never adds a page of its own: every text is given the height it may take (see guardPages).
 *
 * The page plan: 1 cover; 2 how to read; 3 the profile at a glance; 4-9 the six parts (the learning part with the
 * learning style); 10 strengths; 11 challenges; 12 the career families ranked; 13-15 the three best families;
 * 16-17 the other four, two a page; 18 the roadmap; 19 for parents; 20 the next step and what the report is.
 */
import PDFDocument from 'pdfkit'
import type { Band, Closeness, ReportDocument, ReportDomain, ReportFamily } from '../../src/engine/report'
import { asFontSource, pdfFonts, pdfText, type PdfText, type TextStyle } from '../pdf/pdf-text'

export const REPORT_PAGES = 20
export const BRAND = 'DEM Success Blueprint'

/** The footer's "Page 3 of 20", in the report's language (the document's BCP 47 tag: 'en-IN', 'hi-IN'). */
function pageLabel(language: string, page: number): string {
  return language.startsWith('hi') ? `पृष्ठ ${page} / ${REPORT_PAGES}` : `Page ${page} of ${REPORT_PAGES}`
}

// A4 (595.28 x 841.89 points), with generous margins.
const PAGE_WIDTH = 595.28
const LEFT = 56
const RIGHT = PAGE_WIDTH - 56
const WIDTH = RIGHT - LEFT
const TOP = 68
const BOTTOM = 782
const FOOTER_RULE = 800

// One accent colour and greys: the report prints well in grey.
const ACCENT = '#4338ca'
const ACCENT_TINT = '#eef0fb'
const ACCENT_LIGHT = '#c7cbef'
const INK = '#1f2937'
const MUTED = '#4b5563'
const SOFT = '#6b7280'
const RULE = '#d1d5db'
const TRACK = '#f1f2f5'
const PANEL = '#f6f7f9'

/** Each band by shade and pattern, told apart in grey print: solid dark, solid mid grey, hatched on white. */
/** How much of a bar a band or a closeness fills in version 2, where no number is shown. */
const BAND_LEVEL: Record<Band, number> = { stronger: 100, balanced: 66, growing: 33 }
const CLOSENESS_LEVEL: Record<Closeness, number> = { close: 100, possible: 66, less: 33 }
const BAND_FILL: Record<Band, string> = { stronger: ACCENT, balanced: '#a3a8b3', growing: '#ffffff' }
const BAND_ORDER: readonly Band[] = ['stronger', 'balanced', 'growing']

/** Font sizes at full scale, in points. */
const SIZE = { body: 11, small: 9.5, label: 9, h1: 21, h2: 14, h3: 12 }
const BODY_LINE = 1.42
/**
 * The scales a page's content is tried at, largest first. Above 1 only as far as body text stays within 12 points:
 * a page with room to spare is set a little larger.
 */
const MIN_SCALE = 0.72
const SCALES = [1.09, 1.06, 1.03, 1, 0.96, 0.92, 0.88, 0.84, 0.8, 0.76, MIN_SCALE]

interface TextOptions {
  size: number
  bold?: boolean
  color?: string
  x?: number
  width?: number
  lineHeight?: number
  /** Space after the text, in points at full scale. */
  after?: number
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/** The report's drawing tools on one document. */
class Canvas {
  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly text: PdfText,
    /** Told of every text drawn (the audit reads the report as drawn). */
    private readonly drawn: (text: string) => void = () => {},
  ) {}

  fill(color: string) {
    this.doc.fillColor(color)
    return this
  }

  /** Writes wrapped text at (x, y), at most `height` tall (cut short with an ellipsis beyond). */
  paragraph(text: string, style: TextStyle & { color?: string }) {
    const { color = INK, ...rest } = style
    this.drawn(text)
    this.fill(color).text.write(text, { lineHeight: BODY_LINE, ...rest, ellipsis: true })
  }

  /**
   * Text on one line within width: at its size if it fits, smaller down to minSize if not, then cut short with an
   * ellipsis. Returns the text and size it is drawn with, and its width.
   */
  fitLine(text: string, { size, bold = false, width, minSize = size }: LineFit) {
    let fitSize = size
    while (fitSize > minSize && this.text.widthOf(text, { size: fitSize, bold }) > width)
      fitSize = Math.max(minSize, fitSize - 0.5)
    let shown = text
    if (this.text.widthOf(shown, { size: fitSize, bold }) > width) {
      const graphemes = [...segmenter.segment(text)].map(({ segment }) => segment)
      let [low, high] = [0, graphemes.length]
      while (low < high) {
        const mid = Math.ceil((low + high) / 2)
        const candidate = `${graphemes.slice(0, mid).join('').trimEnd()}…`
        if (this.text.widthOf(candidate, { size: fitSize, bold }) <= width) low = mid
        else high = mid - 1
      }
      shown = `${graphemes.slice(0, low).join('').trimEnd()}…`
    }
    return { text: shown, size: fitSize, width: this.text.widthOf(shown, { size: fitSize, bold }) }
  }

  /** One line of text, fitted to width (see fitLine), aligned in it; y is the top of the line. */
  line(
    text: string,
    { x, y, width, size, bold = false, color = INK, align = 'left', minSize }: LineOptions,
  ): { size: number; width: number } {
    const fitted = this.fitLine(text, { size, bold, width, minSize })
    const offset =
      align === 'right' ? width - fitted.width : align === 'center' ? (width - fitted.width) / 2 : 0
    // Without wrapping, pdfkit draws the runs of the line one after the other, on the one baseline.
    this.drawn(fitted.text)
    this.fill(color).text.write(fitted.text, { x: x + offset, y, size: fitted.size, bold, lineBreak: false })
    return fitted
  }

  /** A horizontal score bar: a light track of 0-100 and the score in its band's shade and pattern. */
  bar(x: number, y: number, width: number, height: number, score: number, band: Band) {
    const { doc } = this
    doc.save()
    doc.rect(x, y, width, height).fill(TRACK)
    const filled = Math.max(1.5, (width * Math.min(100, Math.max(0, score))) / 100)
    this.swatch(x, y, filled, height, band)
    doc.restore()
  }

  /** A rectangle in a band's shade and pattern (the legend's swatches and the bars). */
  swatch(x: number, y: number, width: number, height: number, band: Band) {
    const { doc } = this
    doc.save()
    doc.rect(x, y, width, height).fill(BAND_FILL[band])
    if (band === 'growing') {
      // Diagonal hatching, clipped to the bar, with an outline.
      doc.save()
      doc.rect(x, y, width, height).clip()
      doc.lineWidth(0.7).strokeColor(MUTED)
      for (let at = x - height; at < x + width; at += 3.2)
        doc
          .moveTo(at, y + height)
          .lineTo(at + height, y)
          .stroke()
      doc.restore()
      doc
        .lineWidth(0.6)
        .strokeColor(MUTED)
        .rect(x + 0.3, y + 0.3, Math.max(0, width - 0.6), height - 0.6)
        .stroke()
    }
    doc.restore()
  }

  /** The three bands' swatches with their labels, on one line from x; returns the height. */
  legend(labels: Record<Band, string>, x: number, y: number, size: number) {
    let at = x
    const box = size * 1.7
    for (const band of BAND_ORDER) {
      this.swatch(at, y + size * 0.05, box, size * 0.95, band)
      at += box + 5
      const { width } = this.line(labels[band], { x: at, y, width: 150, size, color: MUTED })
      at += width + 16
    }
    return size * 1.4
  }

  rule(x: number, y: number, width: number, color = RULE, lineWidth = 0.6) {
    this.doc
      .save()
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(lineWidth)
      .strokeColor(color)
      .stroke()
      .restore()
  }

  /** A small filled circle with a number in it (a family's rank). */
  badge(n: number, x: number, y: number, radius: number, filled: boolean) {
    const { doc } = this
    doc.save()
    doc.circle(x + radius, y + radius, radius)
    if (filled) doc.fill(ACCENT)
    else doc.lineWidth(1).fillAndStroke('#ffffff', SOFT)
    doc.restore()
    const size = radius * 1.1
    this.line(String(n), {
      x,
      y: y + radius - size * 0.36 - size * 0.02,
      width: radius * 2,
      size,
      bold: true,
      color: filled ? '#ffffff' : MUTED,
      align: 'center',
    })
  }
}

interface LineFit {
  size: number
  bold?: boolean
  width: number
  minSize?: number
}

interface LineOptions extends LineFit {
  x: number
  y: number
  color?: string
  align?: 'left' | 'center' | 'right'
}

/**
 * The content of a page from top to bottom at one scale, either measured or drawn. A page is laid out by a
 * function of a Flow: tried at each scale until it fits, then drawn at that one (see Report.fit).
 */
class Flow {
  y: number
  constructor(
    readonly canvas: Canvas,
    top: number,
    readonly bottom: number,
    readonly scale: number,
    readonly drawing: boolean,
  ) {
    this.y = top
  }

  /** A size at this scale. */
  s(size: number) {
    return size * this.scale
  }

  /** Wrapped text at the cursor (x, width: from LEFT across the page by default); moves the cursor below it. */
  text(
    text: string,
    { size, bold, color, x = LEFT, width = WIDTH, lineHeight = BODY_LINE, after = 0 }: TextOptions,
  ) {
    const style = { x, y: this.y, width, size: this.s(size), bold, lineHeight }
    const height = this.canvas.text.measure(text, style)
    // Drawn where at least its first line fits, cut short where it does not fit whole.
    if (this.drawing && this.y + this.canvas.text.lineHeightOf(text, style) <= this.bottom + 0.5)
      this.canvas.paragraph(text, { ...style, color, height: this.bottom - this.y })
    this.y += height + this.s(after)
    return height
  }

  /** Something of a known height at the cursor, drawn only where it fits. */
  block(height: number, draw: (y: number) => void) {
    if (this.drawing && this.y + height <= this.bottom + 0.5) draw(this.y)
    this.y += height
  }

  space(points: number) {
    this.y += this.s(points)
  }
}

type Layout = (flow: Flow) => void

class Report {
  private page = 0
  readonly canvas: Canvas

  constructor(
    readonly doc: PDFKit.PDFDocument,
    text: PdfText,
    private readonly addPage: () => void,
    readonly report: ReportDocument,
    private readonly onPage?: (layout: PageLayout) => void,
    onText?: (page: number, text: string) => void,
  ) {
    this.canvas = new Canvas(doc, text, onText && ((drawn) => onText(this.page, drawn)))
  }

  get name() {
    return this.report.child.firstName
  }

  /** Starts the next page, with its sample band (on a sample) and its footer. */
  newPage() {
    this.page++
    this.addPage()
    this.sampleBand()
    this.footer()
  }

  /** Lays the content out at the largest scale at which it fits between top and bottom, and draws it. */
  fit(layout: Layout, top = TOP, bottom = BOTTOM) {
    let chosen: number = MIN_SCALE
    let fits = false
    for (const scale of SCALES) {
      const flow = new Flow(this.canvas, top, Infinity, scale, false)
      layout(flow)
      if (flow.y <= bottom) {
        chosen = scale
        fits = true
        break
      }
    }
    const flow = new Flow(this.canvas, top, bottom, chosen, true)
    layout(flow)
    this.onPage?.({
      page: this.page,
      scale: chosen,
      fits,
      filled: Math.min(1, (flow.y - top) / (bottom - top)),
    })
  }

  private sampleBand() {
    const notice = this.report.sampleNotice
    if (!notice) return
    const { doc } = this
    doc.save().rect(0, 0, PAGE_WIDTH, 30).fill(ACCENT).restore()
    this.canvas.line(notice, {
      x: LEFT,
      y: 10,
      width: WIDTH,
      size: 9,
      bold: true,
      color: '#ffffff',
      align: 'center',
      minSize: 6.5,
    })
  }

  private footer() {
    const { canvas } = this
    canvas.rule(LEFT, FOOTER_RULE, WIDTH)
    const y = FOOTER_RULE + 8
    const size = 8.5
    canvas.line(this.name, { x: LEFT, y, width: 170, size, color: MUTED, minSize: 6.5 })
    canvas.line(this.report.title, {
      x: LEFT + 180,
      y,
      width: WIDTH - 360,
      size,
      bold: true,
      color: ACCENT,
      align: 'center',
    })
    canvas.line(pageLabel(this.report.language, this.page), {
      x: RIGHT - 170,
      y,
      width: 170,
      size,
      color: MUTED,
      align: 'right',
    })
  }

  // --- Pieces of pages -------------------------------------------------------------------------------------------

  /** A small label above a page's heading (which section the page belongs to). */
  kicker(flow: Flow, text: string) {
    const size = flow.s(SIZE.label)
    flow.block(size * 1.6, (y) => {
      this.canvas.line(text.toUpperCase(), { x: LEFT, y, width: WIDTH, size, bold: true, color: ACCENT })
    })
  }

  heading(flow: Flow, text: string, after = 10) {
    flow.text(text, { size: SIZE.h1, bold: true, color: INK, lineHeight: 1.25, after: 4 })
    flow.block(flow.s(after), (y) => this.canvas.rule(LEFT, y + 2, 48, ACCENT, 2))
  }

  subheading(flow: Flow, text: string, { x = LEFT, width = WIDTH, after = 4, color = INK } = {}) {
    flow.text(text, { size: SIZE.h3, bold: true, color, x, width, lineHeight: 1.3, after })
  }

  /** A bulleted list: a small square in the accent before each item. */
  bullets(
    flow: Flow,
    items: readonly string[],
    { x = LEFT, width = WIDTH, size = SIZE.body, gap = 3, marker = 'dot' as Marker } = {},
  ) {
    const indent = flow.s(size) * 1.3
    for (const item of items) {
      const y = flow.y
      const height = flow.text(item, { size, x: x + indent, width: width - indent, after: gap })
      if (flow.drawing && y + Math.min(height, flow.s(size) * 1.4) <= flow.bottom)
        this.marker(marker, x, y, flow.s(size))
    }
  }

  /** A list marker for a line of text at size, whose top is y. */
  private marker(kind: Marker, x: number, y: number, size: number) {
    const { doc } = this
    const mid = y + size * 0.45
    doc.save()
    if (kind === 'dot') doc.rect(x + size * 0.1, mid - size * 0.16, size * 0.32, size * 0.32).fill(ACCENT)
    else if (kind === 'tick')
      doc
        .lineWidth(size * 0.14)
        .lineCap('round')
        .lineJoin('round')
        .moveTo(x, mid)
        .lineTo(x + size * 0.28, mid + size * 0.28)
        .lineTo(x + size * 0.75, mid - size * 0.32)
        .stroke(ACCENT)
    else
      doc
        .lineWidth(size * 0.13)
        .lineCap('round')
        .moveTo(x + size * 0.05, mid - size * 0.3)
        .lineTo(x + size * 0.6, mid + size * 0.25)
        .moveTo(x + size * 0.6, mid - size * 0.3)
        .lineTo(x + size * 0.05, mid + size * 0.25)
        .stroke(SOFT)
    doc.restore()
  }

  /**
   * What a domain's bar shows: in version 2 its band only (a third, two thirds or the whole bar, no number: 27
   * answers are too few for a score to mean much); before, its score and the number.
   */
  shown(domain: ReportDomain): { value: number; text: string | null } {
    return this.report.advice
      ? { value: BAND_LEVEL[domain.band], text: null }
      : { value: domain.score, text: String(domain.score) }
  }

  /** A version 2 family's closeness as a bar's or ring's length: its word, not its number. */
  closeness(family: ReportFamily): number {
    return family.closeness ? CLOSENESS_LEVEL[family.closeness] : family.fit
  }

  /**
   * A domain's heading row: its name, its band and a score bar with the score. The name takes what the band and
   * the bar leave. Across the page by default, or within a column (x, width) with a shorter bar.
   */
  domainRow(
    flow: Flow,
    domain: ReportDomain,
    { x = LEFT, width = RIGHT - LEFT, barWidth = 118, labelWidth = 120, nameSize = SIZE.h3 } = {},
  ) {
    const size = flow.s(nameSize)
    flow.block(size * 1.45, (y) => {
      const right = x + width
      const scoreWidth = 24
      const barX = right - scoreWidth - barWidth
      const labelSize = flow.s(SIZE.label)
      const label = this.canvas.fitLine(this.report.glance.bandLabels[domain.band], {
        size: labelSize,
        width: labelWidth,
      })
      const labelX = barX - 8 - label.width
      this.canvas.line(domain.name, { x, y, width: labelX - 10 - x, size, bold: true, minSize: size * 0.8 })
      const mid = y + size * 0.43
      this.canvas.line(label.text, {
        x: labelX,
        y: mid - labelSize * 0.4,
        width: label.width + 1,
        size: label.size,
        color: MUTED,
      })
      const barHeight = Math.max(6, size * 0.62)
      const shown = this.shown(domain)
      this.canvas.bar(barX, mid - barHeight / 2, barWidth, barHeight, shown.value, domain.band)
      if (shown.text === null) return
      this.canvas.line(shown.text, {
        x: right - scoreWidth,
        y: mid - size * 0.4,
        width: scoreWidth,
        size: flow.s(SIZE.small + 0.5),
        bold: true,
        align: 'right',
      })
    })
  }

  /** A panel: a tinted box behind what layout draws in it, with an accent rule on its left. */
  panel(
    flow: Flow,
    layout: (inner: Flow, x: number, width: number) => void,
    { tint = PANEL, rule = ACCENT } = {},
  ) {
    const pad = flow.s(12)
    const x = LEFT + pad + 3
    const width = WIDTH - 2 * pad - 3
    // Measured first, then the box, then the content over it.
    const probe = new Flow(this.canvas, flow.y + pad, Infinity, flow.scale, false)
    layout(probe, x, width)
    const height = probe.y - flow.y + pad * 0.6
    if (flow.drawing) {
      const top = flow.y
      const boxHeight = Math.min(height, flow.bottom - top)
      if (boxHeight > 0) {
        this.doc.save().rect(LEFT, top, WIDTH, boxHeight).fill(tint)
        this.doc.rect(LEFT, top, 3, boxHeight).fill(rule).restore()
      }
      const inner = new Flow(this.canvas, top + pad, flow.bottom, flow.scale, true)
      layout(inner, x, width)
    }
    flow.y += height
  }

  /** Faint dashed lines down a chart at 0, 25, 50, 75 and 100. */
  private ticks(barX: number, barWidth: number, top: number, bottom: number) {
    for (const tick of [0, 25, 50, 75, 100]) {
      const x = barX + (barWidth * tick) / 100
      this.doc
        .save()
        .moveTo(x, top)
        .lineTo(x, bottom)
        .lineWidth(0.4)
        .dash(1.5, { space: 2 })
        .strokeColor(RULE)
        .stroke()
        .undash()
        .restore()
    }
  }

  /** Items as chips: rounded boxes side by side, as many rows as they need. */
  chips(flow: Flow, items: readonly string[], { x = LEFT, width = WIDTH, size = SIZE.small } = {}) {
    const s = flow.s(size)
    const padding = s * 0.75
    const height = s * 2
    const gap = s * 0.55
    const placed: { x: number; y: number; width: number; text: string; size: number }[] = []
    let [at, row] = [x, 0]
    for (const item of items) {
      const fitted = this.canvas.fitLine(item, { size: s, width: width - 2 * padding, minSize: s * 0.8 })
      const chip = fitted.width + 2 * padding
      if (at + chip > x + width && at > x) {
        row += height + gap
        at = x
      }
      placed.push({ x: at, y: row, width: chip, text: fitted.text, size: fitted.size })
      at += chip + gap
    }
    const total = placed.length === 0 ? 0 : row + height
    flow.block(total, (top) => {
      for (const chip of placed) {
        this.doc
          .save()
          .roundedRect(chip.x, top + chip.y, chip.width, height, height / 2)
          .lineWidth(0.7)
          .fillAndStroke(ACCENT_TINT, ACCENT_LIGHT)
          .restore()
        this.canvas.line(chip.text, {
          x: chip.x + padding,
          y: top + chip.y + height / 2 - chip.size * 0.42,
          width: chip.width - 2 * padding + 1,
          size: chip.size,
          color: INK,
        })
      }
    })
  }

  // --- The pages -------------------------------------------------------------------------------------------------

  cover() {
    const { report, canvas, doc } = this
    this.emblem(PAGE_WIDTH / 2, 262, 112)
    let y = 428
    canvas.line(report.title, {
      x: LEFT,
      y,
      width: WIDTH,
      size: 36,
      bold: true,
      color: INK,
      align: 'center',
      minSize: 20,
    })
    y += 58
    canvas.rule(PAGE_WIDTH / 2 - 30, y, 60, ACCENT, 2.5)
    y += 24
    // The name is in the line "Prepared for ...": up to two lines, centred.
    const style = { size: 16, lineHeight: 1.4 }
    let size = style.size
    while (
      size > 11 &&
      canvas.text.measure(report.cover.preparedFor, { ...style, size, width: WIDTH - 40 }) > size * 2.9
    )
      size -= 0.5
    const lines = canvas.text.measure(report.cover.preparedFor, { ...style, size, width: WIDTH - 40 })
    if (canvas.text.widthOf(report.cover.preparedFor, { size }) <= WIDTH - 40)
      canvas.line(report.cover.preparedFor, { x: LEFT, y, width: WIDTH, size, color: INK, align: 'center' })
    else
      canvas.paragraph(report.cover.preparedFor, {
        x: LEFT + 20,
        y,
        width: WIDTH - 40,
        size,
        lineHeight: 1.4,
        height: size * 2.9,
      })
    y += Math.min(lines, size * 2.9) + 10
    canvas.line(report.cover.preparedOn, {
      x: LEFT,
      y,
      width: WIDTH,
      size: 12,
      color: MUTED,
      align: 'center',
    })

    // The brand, above the footer.
    const brandY = 716
    canvas.rule(LEFT + WIDTH / 2 - 90, brandY - 14, 180, RULE)
    const markSize = 14
    const brandWidth = canvas.text.widthOf(BRAND, { size: 12, bold: true })
    const start = LEFT + (WIDTH - brandWidth - markSize - 8) / 2
    doc.save()
    doc.roundedRect(start, brandY - 1, markSize, markSize, 3).fill(ACCENT)
    doc
      .lineWidth(1.4)
      .strokeColor('#ffffff')
      .moveTo(start + 3, brandY + markSize - 4)
      .lineTo(start + 6, brandY + markSize - 7.5)
      .lineTo(start + 8.5, brandY + markSize - 5.5)
      .lineTo(start + 11, brandY + 3)
      .stroke()
    doc.restore()
    canvas.line(BRAND, {
      x: start + markSize + 8,
      y: brandY,
      width: brandWidth + 2,
      size: 12,
      bold: true,
      color: ACCENT,
    })
  }

  /** The cover's emblem: a blueprint disc with rising bars and a path that climbs over them to a star. */
  private emblem(cx: number, cy: number, r: number) {
    const { doc } = this
    doc.save()
    doc.circle(cx, cy, r).fill(ACCENT_TINT)
    // The blueprint grid, inside the disc.
    doc.save()
    doc.circle(cx, cy, r).clip()
    doc.lineWidth(0.5).strokeColor(ACCENT_LIGHT)
    for (let at = -r; at <= r; at += 16) {
      doc
        .moveTo(cx + at, cy - r)
        .lineTo(cx + at, cy + r)
        .stroke()
      doc
        .moveTo(cx - r, cy + at)
        .lineTo(cx + r, cy + at)
        .stroke()
    }
    doc.restore()
    doc.circle(cx, cy, r).lineWidth(2.5).stroke(ACCENT)
    doc
      .circle(cx, cy, r - 8)
      .lineWidth(0.8)
      .dash(2, { space: 3 })
      .stroke(ACCENT)
    doc.undash()

    // Four rising bars on a base line.
    const base = cy + 58
    const shades = ['#c9ccd6', '#a3a8b3', '#6b7280', ACCENT]
    const heights = [30, 50, 72, 98]
    const barWidth = 22
    const gap = 10
    const left = cx - (4 * barWidth + 3 * gap) / 2
    heights.forEach((height, index) => {
      doc
        .roundedRect(left + index * (barWidth + gap), base - height, barWidth, height + 3, 3)
        .fill(shades[index]!)
    })
    doc
      .moveTo(left - 14, base)
      .lineTo(left + 4 * barWidth + 3 * gap + 14, base)
      .lineWidth(2)
      .stroke(INK)

    // The path: from the lower left, over the bars, to the star.
    const end: [number, number] = [cx + 62, cy - 66]
    doc
      .moveTo(cx - 84, cy + 22)
      .bezierCurveTo(cx - 46, cy + 10, cx - 10, cy - 30, end[0] - 12, end[1] + 14)
      .lineWidth(3)
      .lineCap('round')
      .stroke(ACCENT)
    // Its arrow head, along the curve's end.
    const [hx, hy] = [end[0] - 6, end[1] + 7]
    doc
      .moveTo(hx + 8, hy - 9)
      .lineTo(hx - 9, hy - 3)
      .lineTo(hx + 2, hy + 10)
      .closePath()
      .fill(ACCENT)
    // A four-pointed star above the path's end.
    this.star(cx + 76, cy - 82, 11)
    this.star(cx - 62, cy - 52, 6)
    doc.restore()
  }

  private star(x: number, y: number, r: number) {
    const { doc } = this
    const k = r * 0.28
    doc
      .moveTo(x, y - r)
      .bezierCurveTo(x + k * 0.3, y - k, x + k, y - k * 0.3, x + r, y)
      .bezierCurveTo(x + k, y + k * 0.3, x + k * 0.3, y + k, x, y + r)
      .bezierCurveTo(x - k * 0.3, y + k, x - k, y + k * 0.3, x - r, y)
      .bezierCurveTo(x - k, y - k * 0.3, x - k * 0.3, y - k, x, y - r)
      .closePath()
      .fill(ACCENT)
  }

  howToRead() {
    const { report } = this
    this.fit((flow) => {
      this.heading(flow, report.howToRead.heading)
      for (const paragraph of report.howToRead.paragraphs) flow.text(paragraph, { size: SIZE.body, after: 9 })
      // Version 2: what "aptitudes" means here, beside the first place the parts are named.
      if (report.advice) flow.text(report.advice.aptitudeNote, { size: SIZE.body, after: 9 })
      flow.space(14)
      this.partsMap(flow)
      // The bands as the charts show them.
      const size = flow.s(SIZE.small)
      flow.block(size * 1.6 + flow.s(12), (y) => {
        this.canvas.legend(report.glance.bandLabels, LEFT, y + flow.s(10), size)
      })
    })
  }

  /** The six parts as tiles, each with a square for each of its domains in the domain's band. */
  private partsMap(flow: Flow) {
    const { canvas, doc } = this
    const parts = this.report.parts
    const columns = 3
    const gap = flow.s(10)
    const tileWidth = (WIDTH - (columns - 1) * gap) / columns
    const size = flow.s(SIZE.small + 0.5)
    const square = flow.s(11)
    const pad = flow.s(10)
    const tileHeight = pad * 2 + size * 1.3 + flow.s(6) + square
    const rows = Math.ceil(parts.length / columns)
    flow.block(rows * tileHeight + (rows - 1) * gap, (top) => {
      parts.forEach((part, index) => {
        const x = LEFT + (index % columns) * (tileWidth + gap)
        const y = top + Math.floor(index / columns) * (tileHeight + gap)
        doc.save().roundedRect(x, y, tileWidth, tileHeight, 4).fill(PANEL).restore()
        canvas.line(part.name, {
          x: x + pad,
          y: y + pad,
          width: tileWidth - 2 * pad,
          size,
          bold: true,
          minSize: size * 0.8,
        })
        part.domains.forEach((domain, at) => {
          const squareX = x + pad + at * (square + flow.s(5))
          if (squareX + square <= x + tileWidth - pad)
            canvas.swatch(squareX, y + pad + size * 1.3 + flow.s(6), square, square, domain.band)
        })
      })
    })
  }

  glance() {
    const { report, canvas } = this
    this.fit((flow) => {
      this.heading(flow, report.glance.heading, 8)
      flow.text(report.glance.intro, { size: SIZE.small + 0.5, color: MUTED, after: 6 })
      const size = flow.s(SIZE.label)
      flow.block(size * 1.6, (y) => canvas.legend(report.glance.bandLabels, LEFT, y, size))
      flow.space(4)

      const labelWidth = 178
      const barX = LEFT + labelWidth + 8
      const barWidth = WIDTH - labelWidth - 8 - 28
      const row = flow.s(13.2)
      const barHeight = Math.min(row - 4, flow.s(8.5))
      // The scale: 0, 25, 50, 75 and 100 over the bars, with faint lines down through them.
      const rows = report.glance.domains.length + report.parts.length
      const axisTop = flow.y
      flow.block(size * 1.3, (y) => {
        for (const tick of [0, 25, 50, 75, 100]) {
          const x = barX + (barWidth * tick) / 100
          canvas.line(String(tick), {
            x: x - 15,
            y,
            width: 30,
            size: size * 0.9,
            color: SOFT,
            align: 'center',
          })
        }
      })
      const chartTop = flow.y
      const chartHeight = rows * row + report.parts.length * flow.s(3)
      if (flow.drawing && axisTop + chartHeight < flow.bottom)
        this.ticks(barX, barWidth, chartTop, chartTop + chartHeight)
      for (const part of report.parts) {
        flow.space(3)
        flow.block(row, (y) => {
          canvas.line(part.name, {
            x: LEFT,
            y: y + row * 0.5 - size * 0.55,
            width: labelWidth,
            size: size * 1.05,
            bold: true,
            color: ACCENT,
          })
        })
        for (const domain of part.domains) {
          flow.block(row, (y) => {
            const mid = y + row / 2
            canvas.line(domain.name, {
              x: LEFT + 8,
              y: mid - size * 0.42,
              width: labelWidth - 8,
              size,
              color: INK,
              minSize: size * 0.8,
            })
            canvas.bar(barX, mid - barHeight / 2, barWidth, barHeight, domain.score, domain.band)
            canvas.line(String(domain.score), {
              x: barX + barWidth + 4,
              y: mid - size * 0.42,
              width: 24,
              size,
              bold: true,
              align: 'right',
            })
          })
        }
      }
      flow.space(10)
      flow.text(report.glance.scaleNote, { size: SIZE.small, color: MUTED })
    })
  }

  part(index: number) {
    const { report } = this
    const part = report.parts[index]
    if (!part) return
    this.fit((flow) => {
      this.heading(flow, part.name)
      flow.text(part.intro, { size: SIZE.body, color: MUTED, after: 12 })
      part.domains.forEach((domain, at) => {
        if (at > 0) flow.block(flow.s(12), (y) => this.canvas.rule(LEFT, y + flow.s(5), WIDTH))
        this.domainRow(flow, domain)
        flow.space(2)
        flow.text(domain.text, { size: SIZE.body })
      })
      if (part.id === 'learning') this.learningStyle(flow)
    })
  }

  private learningStyle(flow: Flow) {
    const style = this.report.learningStyle
    flow.space(16)
    this.panel(
      flow,
      (inner, x, width) => {
        inner.text(style.heading, { size: SIZE.h2, bold: true, x, width, lineHeight: 1.3, after: 2 })
        inner.text(style.intro, { size: SIZE.small, color: MUTED, x, width, after: 8 })
        for (const way of [style.primary, style.secondary]) {
          if (!way) continue
          inner.text(way.label.toUpperCase(), {
            size: SIZE.label,
            bold: true,
            color: ACCENT,
            x,
            width,
            lineHeight: 1.3,
          })
          inner.text(way.name, { size: SIZE.h3, bold: true, x, width, lineHeight: 1.3, after: 1 })
          inner.text(way.summary, { size: SIZE.small, x, width, after: 4 })
          inner.text(style.tipsHeading, { size: SIZE.small, bold: true, color: MUTED, x, width, after: 2 })
          this.bullets(inner, way.tips, { x, width, size: SIZE.small, gap: 1.5 })
          inner.space(6)
        }
      },
      { tint: ACCENT_TINT },
    )
  }

  /** Strengths or challenges: a card for each domain (numbered before version 2). */
  domainsPage(section: ReportDocument['strengths']) {
    this.fit((flow) => {
      this.heading(flow, section.heading)
      flow.text(section.intro, { size: SIZE.body, color: MUTED, after: 16 })
      section.items.forEach((domain, index) => {
        if (index > 0) flow.space(14)
        this.panel(flow, (inner, x, width) => {
          // Version 2 numbers none of them: one changed answer often reorders a child's top five.
          const badge = inner.s(11)
          const numbered = !this.report.advice
          if (numbered) inner.block(0, (y) => this.canvas.badge(index + 1, x, y, badge, true))
          const shift = numbered ? badge * 2 + 10 : 0
          this.domainRow(inner, domain, {
            x: x + shift,
            width: width - shift,
            barWidth: 100,
            labelWidth: 110,
          })
          inner.space(3)
          inner.text(domain.summary, {
            size: SIZE.small,
            color: MUTED,
            x: x + shift,
            width: width - shift,
            after: 4,
          })
          inner.text(domain.text, { size: SIZE.body, x: x + shift, width: width - shift })
        })
      })
    })
  }

  careersRanked() {
    const { report, canvas } = this
    const careers = report.careers
    this.fit((flow) => {
      this.heading(flow, careers.heading)
      flow.text(careers.intro, { size: SIZE.body, color: MUTED, after: 14 })
      const size = flow.s(SIZE.body)
      const badge = flow.s(10)
      const textX = LEFT + badge * 2 + 10
      const barX = textX
      const barWidth = WIDTH - (barX - LEFT) - 34
      // The scale over the bars.
      flow.block(flow.s(14), (y) => {
        canvas.line(careers.fitLabel, {
          x: LEFT,
          y,
          width: badge * 2 + 6,
          size: flow.s(SIZE.label),
          bold: true,
          color: SOFT,
        })
        for (const tick of [0, 25, 50, 75, 100]) {
          const x = barX + (barWidth * tick) / 100
          canvas.line(String(tick), {
            x: x - 15,
            y,
            width: 30,
            size: flow.s(SIZE.label) * 0.9,
            color: SOFT,
            align: 'center',
          })
        }
      })
      careers.families.forEach((family, index) => {
        const top3 = index < 3
        flow.space(4)
        flow.block(0, (y) => canvas.badge(index + 1, LEFT, y, badge, top3))
        flow.text(family.title, {
          size: SIZE.h3,
          bold: true,
          x: textX,
          width: barX + barWidth - textX,
          lineHeight: 1.3,
          after: 3,
        })
        const barHeight = flow.s(12)
        flow.block(barHeight, (y) => {
          this.fitBar(barX, y, barWidth, barHeight, family.fit, top3)
          canvas.line(String(family.fit), {
            x: barX + barWidth + 4,
            y: y + barHeight / 2 - size * 0.42,
            width: 30,
            size,
            bold: true,
            align: 'right',
          })
        })
        flow.space(4)
        flow.text(family.reasons.join('  ·  '), {
          size: SIZE.small,
          color: MUTED,
          x: textX,
          width: barX + barWidth - textX,
          lineHeight: 1.35,
        })
        flow.space(12)
        if (index < careers.families.length - 1)
          flow.block(0, () => canvas.rule(textX, flow.y - flow.s(6), WIDTH - (textX - LEFT), RULE, 0.4))
      })
    })
  }

  /** One family in full: the rank, title and fit, why, examples, insight, path and story. */
  private family(flow: Flow, family: ReportFamily, rank: number, { compact = false } = {}) {
    const { report, canvas } = this
    const careers = report.careers
    const best = rank <= 3
    const badge = flow.s(compact ? 11 : 13)
    const titleX = LEFT + badge * 2 + 10
    const titleSize = compact ? SIZE.h2 + 1 : SIZE.h1
    const titleTop = flow.y
    const place = family.rank ?? rank
    flow.block(0, () => canvas.badge(place, LEFT, titleTop + flow.s(titleSize) * 0.62 - badge, badge, best))
    flow.text(family.title, {
      size: titleSize,
      bold: true,
      x: titleX,
      width: RIGHT - titleX,
      lineHeight: 1.25,
      after: compact ? 6 : 14,
    })
    const gap = compact ? 6 : 14
    if (compact) {
      // The fit, as a bar.
      const size = flow.s(SIZE.body)
      const barHeight = flow.s(10)
      flow.block(barHeight + flow.s(4), (y) => {
        const { width } = canvas.line(family.fitWord ?? `${careers.fitLabel} ${family.fit}`, {
          x: LEFT,
          y: y + barHeight / 2 - size * 0.42,
          width: 120,
          size,
          bold: true,
          color: ACCENT,
        })
        this.fitBar(LEFT + Math.max(width + 12, 70), y, 260, barHeight, this.closeness(family), best)
      })
      flow.space(6)
      flow.text(family.why, { size: SIZE.body, after: gap })
    } else {
      // The fit as a gauge, beside why it fits and the child's domains it draws on most, with their scores.
      const radius = flow.s(36)
      const textX = LEFT + 2 * radius + 24
      const top = flow.y
      const column = new Flow(canvas, top, flow.bottom, flow.scale, flow.drawing)
      column.text(family.why, { size: SIZE.body, x: textX, width: RIGHT - textX, after: 8 })
      this.reasons(column, family, textX, RIGHT - textX)
      const gaugeHeight = 2 * radius + flow.s(SIZE.small) * 1.8
      flow.block(Math.max(column.y - top, gaugeHeight), () =>
        family.fitWord === undefined
          ? this.gauge(LEFT + radius, top + radius, radius, family.fit, careers.fitLabel, String(family.fit))
          : this.gauge(LEFT + radius, top + radius, radius, this.closeness(family), family.fitWord, null),
      )
      flow.space(gap + 4)
    }
    const matched = report.advice?.careers.families.find((entry) => entry.title === family.title)
    // Version 2: the catalogue's careers that match this child replace the family's fixed examples, and the
    // class page's stream advice replaces the fixed development path (written for one stream, whatever the class).
    if (!matched || matched.careers.length === 0) {
      flow.text(careers.examplesLabel, {
        size: SIZE.label,
        bold: true,
        color: ACCENT,
        lineHeight: 1.3,
        after: 4,
      })
      this.chips(flow, family.examples, { size: compact ? SIZE.small : SIZE.small + 0.5 })
      flow.space(compact ? 8 : gap + 2)
    }
    flow.text(family.insight, { size: SIZE.body, color: MUTED, after: gap })
    if (!report.advice) {
      flow.text(careers.pathLabel, { size: SIZE.label, bold: true, color: ACCENT, lineHeight: 1.3, after: 2 })
      flow.text(family.developmentPath, { size: SIZE.body, after: compact ? 8 : gap + 4 })
    }
    if (report.advice) {
      // Version 2: the careers of the catalogue that best match this child, instead of an example story.
      if (matched && matched.careers.length > 0) this.matchedCareers(flow, matched.careers)
      return
    }
    this.panel(flow, (inner, x, width) => {
      inner.text(careers.storyLabel, {
        size: SIZE.label,
        bold: true,
        color: ACCENT,
        x,
        width,
        lineHeight: 1.3,
        after: 2,
      })
      inner.text(family.successStory, { size: SIZE.body, x, width })
    })
  }

  private fitBar(x: number, y: number, width: number, height: number, fit: number, best: boolean) {
    const filled = Math.max(1.5, (width * Math.min(100, Math.max(0, fit))) / 100)
    this.doc.save().rect(x, y, width, height).fill(TRACK).restore()
    if (best) this.doc.save().rect(x, y, filled, height).fill(ACCENT).restore()
    else this.canvas.swatch(x, y, filled, height, 'balanced')
    // The quarters, as thin white lines across the bar.
    this.doc.save().lineWidth(0.8).strokeColor('#ffffff')
    for (const quarter of [0.25, 0.5, 0.75])
      this.doc
        .moveTo(x + width * quarter, y)
        .lineTo(x + width * quarter, y + height)
        .stroke()
    this.doc.restore()
  }

  /** A ring gauge of a fit (0-100) with the number in it and its label under it. */
  private gauge(cx: number, cy: number, radius: number, fit: number, label: string, centre: string | null) {
    const { doc, canvas } = this
    const thickness = radius * 0.24
    const r = radius - thickness / 2
    doc.save().circle(cx, cy, r).lineWidth(thickness).stroke(TRACK).restore()
    const share = Math.min(100, Math.max(0, fit)) / 100
    if (share > 0) {
      // Clockwise from the top.
      const angle = 2 * Math.PI * Math.min(share, 0.9999)
      const [x1, y1] = [cx + r * Math.sin(angle), cy - r * Math.cos(angle)]
      const large = angle > Math.PI ? 1 : 0
      doc
        .save()
        .path(`M ${cx} ${cy - r} A ${r} ${r} 0 ${large} 1 ${x1.toFixed(3)} ${y1.toFixed(3)}`)
        .lineWidth(thickness)
        .lineCap('butt')
        .stroke(ACCENT)
        .restore()
    }
    const size = radius * 0.62
    if (centre !== null)
      canvas.line(centre, {
        x: cx - radius,
        y: cy - size * 0.4,
        width: 2 * radius,
        size,
        bold: true,
        color: INK,
        align: 'center',
      })
    canvas.line(label, {
      x: cx - radius - 10,
      y: cy + radius + 4,
      width: 2 * radius + 20,
      size: radius * 0.3,
      bold: true,
      color: ACCENT,
      align: 'center',
    })
  }

  /** The domains a family's fit draws on most, each with its score bar. */
  private reasons(flow: Flow, family: ReportFamily, x: number, width: number) {
    const { canvas } = this
    const byName = new Map(this.report.glance.domains.map((domain) => [domain.name, domain]))
    const size = flow.s(SIZE.small)
    const row = size * 1.9
    const labelWidth = Math.min(190, width * 0.5)
    const barX = x + 12 + labelWidth
    const barWidth = x + width - 30 - barX
    for (const reason of family.reasons) {
      const domain = byName.get(reason)
      if (!domain) continue
      flow.block(row, (y) => {
        const mid = y + row / 2
        this.doc
          .save()
          .rect(x, mid - 1, 6, 2)
          .fill(ACCENT)
          .restore()
        canvas.line(domain.name, {
          x: x + 12,
          y: mid - size * 0.42,
          width: labelWidth - 8,
          size,
          color: INK,
          minSize: size * 0.8,
        })
        const shown = this.shown(domain)
        canvas.bar(barX, mid - size * 0.4, barWidth, size * 0.8, shown.value, domain.band)
        if (shown.text === null) return
        canvas.line(shown.text, {
          x: barX + barWidth + 4,
          y: mid - size * 0.42,
          width: 26,
          size,
          bold: true,
          align: 'right',
        })
      })
    }
  }

  familyPage(index: number) {
    const family = this.report.careers.families[index]
    if (!family) return
    this.fit((flow) => {
      this.kicker(flow, this.report.careers.heading)
      flow.space(4)
      this.family(flow, family, index + 1)
    })
  }

  familiesPage(first: number) {
    const families = this.report.careers.families.slice(first, first + 2)
    this.fit((flow) => {
      this.kicker(flow, this.report.careers.heading)
      flow.space(4)
      families.forEach((family, at) => {
        if (at > 0) {
          flow.space(14)
          flow.block(flow.s(18), (y) => this.canvas.rule(LEFT, y, WIDTH, RULE, 0.8))
        }
        this.family(flow, family, first + at + 1, { compact: true })
      })
      // Version 2 gives five families a page: the others less close are named here. Families as close as the
      // first but beyond the pages (answers that set no family apart) are named on the summary, not as "less close".
      const others = this.report.careers.families
        .slice(first + 2)
        .filter((family) => family.closeness !== 'close')
      const { othersLabel } = this.report.careers
      if (this.report.advice && othersLabel && others.length > 0) {
        flow.space(14)
        flow.block(flow.s(18), (y) => this.canvas.rule(LEFT, y, WIDTH, RULE, 0.8))
        this.subheading(flow, othersLabel)
        this.bullets(
          flow,
          others.map((family) => `${family.title}: ${family.examples.slice(0, 3).join(', ')}`),
        )
      }
    })
  }

  roadmap() {
    const { report, canvas } = this
    const roadmap = report.roadmap
    this.fit((flow) => {
      this.heading(flow, roadmap.heading)
      flow.text(roadmap.intro, { size: SIZE.body, color: MUTED, after: 12 })
      const rail = 22
      const gap = 12
      const x0 = LEFT + rail
      const column = (WIDTH - rail - 2 * gap) / 3
      const labels = [roadmap.skillsLabel, roadmap.habitsLabel, roadmap.milestonesLabel]
      // The column headings.
      const headSize = flow.s(SIZE.label)
      flow.block(headSize * 1.5, (y) => {
        labels.forEach((label, at) =>
          canvas.line(label.toUpperCase(), {
            x: x0 + at * (column + gap),
            y,
            width: column,
            size: headSize,
            bold: true,
            color: ACCENT,
          }),
        )
      })
      flow.block(flow.s(6), (y) => canvas.rule(x0, y, WIDTH - rail, ACCENT_LIGHT, 0.8))
      // Each horizon's label has a dot on a rail down the left.
      const dots: number[] = []
      roadmap.horizons.forEach((horizon, index) => {
        if (flow.y + flow.s(SIZE.h3) <= flow.bottom) dots.push(flow.y + flow.s(SIZE.h3) * 0.55)
        flow.text(horizon.label, {
          size: SIZE.h3,
          bold: true,
          x: x0,
          width: WIDTH - rail,
          lineHeight: 1.3,
          after: 4,
        })
        const lists = [horizon.skills, horizon.habits, horizon.milestones]
        const start = flow.y
        let deepest = start
        lists.forEach((items, at) => {
          const col = new Flow(canvas, start, flow.bottom, flow.scale, flow.drawing)
          this.bullets(col, items, {
            x: x0 + at * (column + gap),
            width: column,
            size: SIZE.small,
            gap: 3,
            marker: 'dot',
          })
          deepest = Math.max(deepest, col.y)
        })
        flow.y = deepest
        if (index < roadmap.horizons.length - 1) flow.space(12)
      })
      // The rail, from the first dot to the last, then the dots over it.
      flow.block(0, () => {
        const { doc } = this
        doc.save()
        if (dots.length > 1)
          doc
            .moveTo(LEFT + 6, dots[0]!)
            .lineTo(LEFT + 6, dots[dots.length - 1]!)
            .lineWidth(1.5)
            .strokeColor(ACCENT_LIGHT)
            .stroke()
        for (const y of dots) doc.circle(LEFT + 6, y, flow.s(4.5)).fill(ACCENT)
        doc.restore()
      })
    })
  }

  parents() {
    const parents = this.report.parents
    this.fit((flow) => {
      this.heading(flow, parents.heading)
      flow.text(parents.intro, { size: SIZE.body, color: MUTED, after: 16 })
      this.panel(
        flow,
        (inner, x, width) => {
          this.subheading(inner, parents.supportHeading, { x, width, after: 8 })
          this.bullets(inner, parents.support, { x, width, size: SIZE.body, gap: 6, marker: 'tick' })
        },
        { tint: ACCENT_TINT },
      )
      flow.space(18)
      this.panel(
        flow,
        (inner, x, width) => {
          this.subheading(inner, parents.avoidHeading, { x, width, after: 8 })
          this.bullets(inner, parents.avoid, { x, width, size: SIZE.body, gap: 6, marker: 'cross' })
        },
        { rule: SOFT },
      )
    })
  }

  nextStep() {
    const { report } = this
    this.fit((flow) => {
      this.heading(flow, report.nextStep.heading)
      this.panel(
        flow,
        (inner, x, width) =>
          report.nextStep.paragraphs.forEach((paragraph, index) =>
            inner.text(paragraph, {
              size: SIZE.body,
              x,
              width,
              after: index < report.nextStep.paragraphs.length - 1 ? 8 : 0,
            }),
          ),
        { tint: ACCENT_TINT },
      )
      flow.space(28)
      const about = report.about
      flow.text(about.heading, { size: SIZE.h2, bold: true, lineHeight: 1.3, after: 4 })
      flow.text(about.modelLine, { size: SIZE.small, color: MUTED, after: 12 })
      const gap = 20
      const column = (WIDTH - gap) / 2
      const start = flow.y
      let deepest = start
      const lists: [string, readonly string[], Marker, number][] = [
        [about.isHeading, about.is, 'tick', LEFT],
        [about.isNotHeading, about.isNot, 'cross', LEFT + column + gap],
      ]
      for (const [heading, items, marker, x] of lists) {
        const col = new Flow(this.canvas, start, flow.bottom, flow.scale, flow.drawing)
        this.subheading(col, heading, { x, width: column, after: 6 })
        this.bullets(col, items, { x, width: column, size: SIZE.small + 0.5, gap: 5, marker })
        deepest = Math.max(deepest, col.y)
      }
      flow.y = deepest
    })
  }

  /** Version 2: the careers that best match the child, with the course and the usual entrance. */
  private matchedCareers(
    flow: Flow,
    careers: NonNullable<ReportDocument['advice']>['careers']['families'][number]['careers'],
  ) {
    const advice = this.report.advice!
    // A sentence ends with the language's own stop: "।" in Hindi.
    const stop = this.report.language.startsWith('hi') ? '।' : '.'
    flow.text(advice.careers.label, {
      size: SIZE.label,
      bold: true,
      color: ACCENT,
      lineHeight: 1.3,
      after: 4,
    })
    for (const career of careers) {
      flow.text(career.title, { size: SIZE.body, bold: true, after: 1 })
      flow.text(
        `${career.work} ${career.course}${stop} ${advice.careers.examsLabel}: ${career.exams.join(', ')}${stop}`,
        {
          size: SIZE.small,
          color: MUTED,
          after: 5,
        },
      )
    }
  }

  /** Version 2, page 2: what a busy parent reads first. */
  summary() {
    const advice = this.report.advice!
    const { summary } = advice
    this.fit((flow) => {
      this.heading(flow, summary.heading)
      if (summary.careless) {
        this.panel(flow, (inner, x, width) => {
          inner.text(summary.careless!.heading, { size: SIZE.h3, bold: true, x, width, after: 4 })
          for (const line of summary.careless!.lines)
            inner.text(line, { size: SIZE.body, x, width, after: 3 })
          inner.text(summary.careless!.retake, { size: SIZE.body, x, width })
        })
        flow.space(10)
      }
      // No certainty line under the box that says how the scan was answered: the box says it.
      if (summary.certainty) flow.text(summary.certainty, { size: SIZE.body, after: 12 })
      this.subheading(flow, summary.leadingLabel)
      this.bullets(flow, summary.leading)
      if (summary.tiedNote) flow.text(summary.tiedNote, { size: SIZE.small, color: MUTED, after: 8 })
      flow.space(6)
      // The streams and growing areas are absent in documents made before they were added.
      const labelled = (label: string | undefined, items: readonly string[] | undefined) => {
        if (!label || !items?.length) return
        this.subheading(flow, label)
        this.bullets(flow, items)
        flow.space(6)
      }
      labelled(summary.streamsLabel, summary.streams)
      labelled(summary.strengthsLabel, summary.strengths)
      labelled(summary.growingLabel, summary.growing)
      flow.space(2)
      this.subheading(flow, summary.nextDecisionLabel)
      flow.text(summary.nextDecision, { size: SIZE.body, after: 12 })
      this.subheading(flow, summary.thisMonthLabel)
      this.bullets(flow, summary.thisMonth, { marker: 'tick' })
    })
  }

  /** Version 2, page 3: the child's own page, in the second person. */
  childPage() {
    const advice = this.report.advice!
    this.fit((flow) => {
      this.heading(flow, advice.child.heading)
      for (const line of advice.child.lines)
        flow.text(line, { size: SIZE.body + 2, lineHeight: 1.5, after: 14 })
    })
  }

  /** Version 2: the advice for the child's class (explore, the stream decision, or paths from the stream). */
  classAdvice() {
    const advice = this.report.advice!
    const section = advice.classAdvice
    this.fit((flow) => {
      this.heading(flow, section.heading)
      flow.text(section.intro, { size: SIZE.body, after: 10 })
      if (section.explore.length > 0) this.bullets(flow, section.explore)
      for (const stream of section.streams) {
        this.subheading(flow, `${stream.name}: ${stream.fitWord}`, { color: stream.leading ? ACCENT : INK })
        if (stream.why) flow.text(stream.why, { size: SIZE.small, after: 2 })
        flow.text(stream.check, { size: SIZE.small, after: 2 })
        flow.text(stream.exams.join('; '), { size: SIZE.small, color: MUTED, after: 8 })
      }
      if (section.tiedNote) flow.text(section.tiedNote, { size: SIZE.small, color: MUTED, after: 8 })
      if (section.exams.length > 0) this.bullets(flow, section.exams, { size: SIZE.small + 0.5 })
      if (section.otherRoutes.length > 0) {
        flow.space(6)
        this.bullets(flow, section.otherRoutes, { size: SIZE.small + 0.5 })
      }
      if (section.prepare && section.prepare.length > 0) {
        flow.space(10)
        this.subheading(flow, section.prepareLabel ?? '')
        this.bullets(flow, section.prepare, { size: SIZE.small + 0.5 })
      }
      flow.space(10)
      if (section.calendar.length > 0) {
        this.subheading(flow, section.calendarLabel)
        this.bullets(flow, section.calendar, { size: SIZE.small + 0.5 })
      } else if (section.calendarNote) flow.text(section.calendarNote, { size: SIZE.small, color: MUTED })
    })
  }

  render() {
    const { report } = this
    const pages: (() => void)[] = report.advice
      ? [
          () => this.cover(),
          () => this.summary(),
          () => this.childPage(),
          () => this.howToRead(),
          ...[0, 1, 2, 3, 4, 5].map((index) => () => this.part(index)),
          () => this.domainsPage(report.strengths),
          () => this.domainsPage(report.challenges),
          () => this.classAdvice(),
          ...[0, 1, 2].map((index) => () => this.familyPage(index)),
          () => this.familiesPage(3),
          () => this.roadmap(),
          () => this.parents(),
          () => this.nextStep(),
        ]
      : [
          () => this.cover(),
          () => this.howToRead(),
          () => this.glance(),
          ...[0, 1, 2, 3, 4, 5].map((index) => () => this.part(index)),
          () => this.domainsPage(report.strengths),
          () => this.domainsPage(report.challenges),
          () => this.careersRanked(),
          ...[0, 1, 2].map((index) => () => this.familyPage(index)),
          () => this.familiesPage(3),
          () => this.familiesPage(5),
          () => this.roadmap(),
          () => this.parents(),
          () => this.nextStep(),
        ]
    if (pages.length !== REPORT_PAGES) throw new Error(`report PDF: ${pages.length} pages planned`)
    for (const draw of pages) {
      this.newPage()
      draw()
    }
  }
}

type Marker = 'dot' | 'tick' | 'cross'

/**
 * Only the report adds pages: a text that pdfkit would continue on a new page is a bug in the layout (every text
 * is given the height it may take), and fails the render rather than giving a report of 21 pages. Returns what
 * adds a page.
 */
function guardPages(doc: PDFKit.PDFDocument): () => void {
  let adding = false
  doc.on('pageAdded', () => {
    if (!adding) throw new Error('report PDF: pdfkit added a page of its own')
  })
  return () => {
    adding = true
    try {
      doc.addPage()
    } finally {
      adding = false
    }
  }
}

/** How a page's content was laid out: at what scale, and whether it fitted whole (or was cut short). */
export interface PageLayout {
  page: number
  scale: number
  fits: boolean
  /** How much of the page's height its content fills, 0-1. */
  filled: number
}

/** options.onPage: told how each page that flows its content was laid out (for tests). */
export async function renderReportPdf(
  report: ReportDocument,
  options: { onPage?: (layout: PageLayout) => void; onText?: (page: number, text: string) => void } = {},
): Promise<Buffer> {
  const fonts = await pdfFonts()
  const latin = fonts.get('Latin')!
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      autoFirstPage: false,
      // The layout places everything itself: with no margins, pdfkit's own page bottom is the paper's edge.
      margin: 0,
      font: asFontSource(latin),
      lang: report.language,
      // The report's date, not the render's: the same document gives the same PDF, byte for byte.
      info: {
        Title: `${report.title} - ${report.cover.preparedFor}`,
        Author: BRAND,
        CreationDate: new Date(`${report.preparedOn}T00:00:00+05:30`),
      },
    })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    try {
      new Report(doc, pdfText(doc, fonts), guardPages(doc), report, options.onPage, options.onText).render()
      doc.end()
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)))
    }
  })
}
