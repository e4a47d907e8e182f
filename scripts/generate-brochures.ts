/**
 * Build step: writes the two brochures linked from the site (src/config/paths.ts `downloads`) into
 * public/brochures/, from the same content modules and catalogue the pages render, so a PDF can never
 * disagree with the site.
 *
 * The content modules are loaded through Vite's module runner rather than imported directly: several of
 * them reach src/config/env.ts, which reads import.meta.env, and only Vite fills that in (with the same
 * VITE_ settings and .env files the site build sees).
 */
import { existsSync, mkdirSync, createWriteStream } from 'node:fs'
import path from 'node:path'
import PDFDocument from 'pdfkit'
import { runnerImport } from 'vite'

type Catalogue = typeof import('../src/content/catalogue')
type Counsellor = typeof import('../src/content/counsellor') &
  typeof import('../src/content/counsellor-enrolment')
type Blueprint = typeof import('../src/content/success-blueprint')
type Site = typeof import('../src/content/site')
type Paths = typeof import('../src/config/paths')
type Env = typeof import('../src/config/env')
type Policies = typeof import('../src/content/policies')

const root = process.cwd()

async function load<T>(file: string): Promise<T> {
  const { module } = await runnerImport<T>(path.join(root, file), {
    root,
    configFile: false,
    logLevel: 'error',
  })
  return module
}

const [catalogue, counsellor, blueprint, site, pathsModule, env, policies] = await Promise.all([
  load<Catalogue>('src/content/catalogue.ts'),
  Promise.all([
    load<typeof import('../src/content/counsellor')>('src/content/counsellor.ts'),
    load<typeof import('../src/content/counsellor-enrolment')>('src/content/counsellor-enrolment.ts'),
  ]).then(([landing, enrolment]): Counsellor => ({ ...landing, ...enrolment })),
  load<Blueprint>('src/content/success-blueprint.ts'),
  load<Site>('src/content/site.ts'),
  load<Paths>('src/config/paths.ts'),
  load<Env>('src/config/env.ts'),
  load<Policies>('src/content/policies.ts'),
])
const { paths, downloads } = pathsModule
const { brand } = site
const siteUrl = env.config.siteUrl

// ---------------------------------------------------------------------------------------------------------
// Fonts: pdfkit's built-in Helvetica has no ₹ glyph, so embed DejaVu Sans (from the dejavu-fonts-ttf package,
// so no system font is needed). If it is missing, build anyway with Helvetica and write "Rs." instead of
// failing the whole site build.

const FONT_DIR = process.env.BROCHURE_FONT_DIR ?? path.resolve('node_modules', 'dejavu-fonts-ttf', 'ttf')
const regularFont = path.join(FONT_DIR, 'DejaVuSans.ttf')
const boldFont = path.join(FONT_DIR, 'DejaVuSans-Bold.ttf')
const hasRupeeFont = existsSync(regularFont) && existsSync(boldFont)
if (!hasRupeeFont) {
  console.warn(`generate-brochures: ${regularFont} not found (run npm install); writing "Rs." for ₹`)
}

/** Text safe for the font in use. */
function t(text: string): string {
  return hasRupeeFont ? text : text.replace(/₹/g, 'Rs. ')
}

const money = (amount: number) => t(catalogue.formatRupees(amount))

// ---------------------------------------------------------------------------------------------------------
// Layout helpers

const COLOR = {
  primary: '#4338ca',
  primaryDark: '#312e81',
  accent: '#f59e0b',
  soft: '#eef2ff',
  ink: '#1f2937',
  muted: '#4b5563',
  line: '#e5e7eb',
  white: '#ffffff',
}

const PAGE = { width: 595.28, height: 841.89, margin: 50, footer: 40 }
const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2
const BOTTOM = PAGE.height - PAGE.margin - PAGE.footer

type Doc = PDFKit.PDFDocument

function createDoc(title: string, subject: string): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    info: { Title: title, Subject: subject, Author: brand.siteName, Creator: brand.siteName },
  })
  if (hasRupeeFont) {
    doc.registerFont('regular', regularFont)
    doc.registerFont('bold', boldFont)
  } else {
    doc.registerFont('regular', 'Helvetica')
    doc.registerFont('bold', 'Helvetica-Bold')
  }
  doc.font('regular')
  return doc
}

/** Starts a new page when fewer than `needed` points are left above the footer. */
function ensureSpace(doc: Doc, needed: number) {
  if (doc.y + needed > BOTTOM) {
    doc.addPage()
    doc.y = PAGE.margin
  }
}

function cover(doc: Doc, kicker: string, title: string, lead: string, tag?: string) {
  const textWidth = CONTENT_WIDTH - 70
  doc.font('bold').fontSize(26)
  const titleH = doc.heightOfString(t(title), { width: textWidth, lineGap: 2 })
  doc.font('regular').fontSize(11.5)
  const leadH = doc.heightOfString(t(lead), { width: textWidth, lineGap: 2 })
  // Brand line, kicker, title and lead, then room for the tag: the band grows with the copy.
  const height = Math.max(230, 44 + 16 + 22 + titleH + 12 + leadH + (tag ? 52 : 24))

  doc.rect(0, 0, PAGE.width, height).fill(COLOR.primaryDark)
  doc
    .circle(PAGE.width + 10, -10, 130)
    .fillOpacity(0.45)
    .fill(COLOR.primary)
    .fillOpacity(1)
  doc.circle(PAGE.width - 30, height, 38).fill(COLOR.accent)
  doc
    .font('bold')
    .fontSize(12)
    .fillColor(COLOR.accent)
    .text(`${brand.name} · ${brand.tagline}`.toUpperCase(), PAGE.margin, 44, { characterSpacing: 1.2 })
  doc.moveDown(0.6).fontSize(10).fillColor('#c7d2fe').text(t(kicker).toUpperCase(), { characterSpacing: 1 })
  doc
    .moveDown(0.4)
    .font('bold')
    .fontSize(26)
    .fillColor(COLOR.white)
    .text(t(title), { width: textWidth, lineGap: 2 })
  doc
    .moveDown(0.5)
    .font('regular')
    .fontSize(11.5)
    .fillColor('#e0e7ff')
    .text(t(lead), { width: textWidth, lineGap: 2 })
  if (tag) {
    doc.font('bold').fontSize(10)
    const w = doc.widthOfString(t(tag)) + 24
    const y = doc.y + 12
    doc.roundedRect(PAGE.margin, y, w, 22, 11).fill(COLOR.accent)
    doc.fillColor(COLOR.ink).text(t(tag), PAGE.margin + 12, y + 6, { lineBreak: false })
  }
  doc.x = PAGE.margin
  doc.y = height + 28
}

function heading(doc: Doc, text: string) {
  ensureSpace(doc, 70)
  doc.moveDown(0.6)
  const y = doc.y
  doc.rect(PAGE.margin, y + 2, 4, 18).fill(COLOR.accent)
  doc
    .font('bold')
    .fontSize(16)
    .fillColor(COLOR.primaryDark)
    .text(t(text), PAGE.margin + 12, y, { width: CONTENT_WIDTH - 12 })
  doc.x = PAGE.margin
  doc.moveDown(0.4)
}

function paragraph(doc: Doc, text: string, options: { color?: string; size?: number } = {}) {
  doc.font('regular').fontSize(options.size ?? 10.5)
  ensureSpace(doc, doc.heightOfString(t(text), { width: CONTENT_WIDTH }) + 6)
  doc
    .fillColor(options.color ?? COLOR.ink)
    .text(t(text), PAGE.margin, doc.y, { width: CONTENT_WIDTH, lineGap: 2 })
  doc.moveDown(0.5)
}

/** A bullet list; items may have a bold lead-in ("Title: text"). */
function bullets(
  doc: Doc,
  items: readonly { title?: string; text: string }[],
  marker: 'dot' | 'number' = 'dot',
) {
  doc.fontSize(10.5)
  items.forEach((item, i) => {
    const body = item.title ? `${item.title}: ${item.text}` : item.text
    const h = doc.heightOfString(t(body), { width: CONTENT_WIDTH - 24 })
    ensureSpace(doc, h + 6)
    const y = doc.y
    if (marker === 'number') {
      doc.circle(PAGE.margin + 8, y + 6, 8).fill(COLOR.primary)
      doc
        .font('bold')
        .fontSize(8.5)
        .fillColor(COLOR.white)
        .text(String(i + 1), PAGE.margin, y + 2, { width: 16, align: 'center' })
    } else {
      doc.circle(PAGE.margin + 6, y + 6, 3).fill(COLOR.accent)
    }
    doc.fontSize(10.5).fillColor(COLOR.ink)
    if (item.title) {
      doc
        .font('bold')
        .text(t(`${item.title}: `), PAGE.margin + 24, y, { width: CONTENT_WIDTH - 24, continued: true })
      doc.font('regular').text(t(item.text), { lineGap: 2 })
    } else {
      doc.font('regular').text(t(item.text), PAGE.margin + 24, y, { width: CONTENT_WIDTH - 24, lineGap: 2 })
    }
    doc.moveDown(0.35)
  })
  doc.x = PAGE.margin
  doc.moveDown(0.2)
}

/** Up to four figure boxes in a row. */
function figures(doc: Doc, items: readonly { value: string; label: string }[]) {
  const gap = 10
  const w = (CONTENT_WIDTH - gap * (items.length - 1)) / items.length
  const h = 64
  ensureSpace(doc, h + 10)
  const y = doc.y
  items.forEach((item, i) => {
    const x = PAGE.margin + i * (w + gap)
    doc.roundedRect(x, y, w, h, 8).fill(COLOR.soft)
    doc
      .font('bold')
      .fontSize(20)
      .fillColor(COLOR.primary)
      .text(t(item.value), x, y + 10, { width: w, align: 'center' })
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(COLOR.muted)
      .text(t(item.label), x + 4, y + 40, { width: w - 8, align: 'center' })
  })
  doc.x = PAGE.margin
  doc.y = y + h + 12
}

interface Column {
  header: string
  width: number
  align?: 'left' | 'right' | 'center'
}

/** A table with a brand-coloured header row and zebra rows; `strong` rows are set in bold. */
function table(
  doc: Doc,
  columns: readonly Column[],
  rows: readonly { cells: readonly string[]; strong?: boolean }[],
) {
  const pad = 7
  const total = columns.reduce((s, c) => s + c.width, 0)
  const widths = columns.map((c) => (c.width / total) * CONTENT_WIDTH)
  const rowHeight = (cells: readonly string[], bold: boolean) => {
    doc.font(bold ? 'bold' : 'regular').fontSize(9.5)
    return (
      Math.max(...cells.map((c, i) => doc.heightOfString(t(c), { width: (widths[i] ?? 0) - pad * 2 }))) +
      pad * 2
    )
  }
  const drawRow = (
    cells: readonly string[],
    y: number,
    h: number,
    style: 'head' | 'odd' | 'even',
    bold: boolean,
  ) => {
    const fill = style === 'head' ? COLOR.primaryDark : style === 'odd' ? COLOR.white : '#f8f7ff'
    doc.rect(PAGE.margin, y, CONTENT_WIDTH, h).fill(fill)
    let x = PAGE.margin
    cells.forEach((cell, i) => {
      const w = widths[i] ?? 0
      doc
        .font(style === 'head' || bold ? 'bold' : 'regular')
        .fontSize(9.5)
        .fillColor(style === 'head' ? COLOR.white : COLOR.ink)
        .text(t(cell), x + pad, y + pad, { width: w - pad * 2, align: columns[i]?.align ?? 'left' })
      x += w
    })
    doc
      .moveTo(PAGE.margin, y + h)
      .lineTo(PAGE.margin + CONTENT_WIDTH, y + h)
      .lineWidth(0.5)
      .strokeColor(COLOR.line)
      .stroke()
  }
  const headCells = columns.map((c) => c.header)
  const headH = rowHeight(headCells, true)
  ensureSpace(doc, headH + 40)
  let y = doc.y
  drawRow(headCells, y, headH, 'head', true)
  y += headH
  rows.forEach((row, i) => {
    const h = rowHeight(row.cells, Boolean(row.strong))
    if (y + h > BOTTOM) {
      doc.addPage()
      y = PAGE.margin
      drawRow(headCells, y, headH, 'head', true)
      y += headH
    }
    drawRow(row.cells, y, h, i % 2 === 0 ? 'odd' : 'even', Boolean(row.strong))
    y += h
  })
  doc.x = PAGE.margin
  doc.y = y + 12
}

/** A tinted call-out box with a title and lines of text. */
function callout(doc: Doc, title: string, lines: readonly string[], tone: 'accent' | 'primary' = 'accent') {
  doc.font('regular').fontSize(10.5)
  const textH = lines.reduce((s, l) => s + doc.heightOfString(t(l), { width: CONTENT_WIDTH - 32 }) + 4, 0)
  const h = textH + 44
  ensureSpace(doc, h + 8)
  const y = doc.y
  doc.roundedRect(PAGE.margin, y, CONTENT_WIDTH, h, 10).fill(tone === 'accent' ? '#fef3c7' : COLOR.soft)
  doc.rect(PAGE.margin, y, 5, h).fill(tone === 'accent' ? COLOR.accent : COLOR.primary)
  doc
    .font('bold')
    .fontSize(12.5)
    .fillColor(COLOR.primaryDark)
    .text(t(title), PAGE.margin + 18, y + 14, { width: CONTENT_WIDTH - 32 })
  doc.moveDown(0.3)
  lines.forEach((line) => {
    doc
      .font('regular')
      .fontSize(10.5)
      .fillColor(COLOR.ink)
      .text(t(line), PAGE.margin + 18, doc.y, { width: CONTENT_WIDTH - 32, lineGap: 2 })
    doc.moveDown(0.2)
  })
  doc.x = PAGE.margin
  doc.y = y + h + 12
}

/** A price with the struck-through original beside it. */
function priceLine(doc: Doc, label: string, price: number, listPrice: number, note: string) {
  ensureSpace(doc, 80)
  const y = doc.y
  doc.roundedRect(PAGE.margin, y, CONTENT_WIDTH, 70, 10).fill(COLOR.soft)
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(COLOR.muted)
    .text(t(label).toUpperCase(), PAGE.margin + 18, y + 12, { characterSpacing: 0.8 })
  const list = money(listPrice)
  doc.font('regular').fontSize(14).fillColor(COLOR.muted)
  const listW = doc.widthOfString(list)
  doc.text(list, PAGE.margin + 18, y + 36, { lineBreak: false })
  doc
    .moveTo(PAGE.margin + 16, y + 44)
    .lineTo(PAGE.margin + 20 + listW, y + 44)
    .lineWidth(1.4)
    .strokeColor(COLOR.muted)
    .stroke()
  doc
    .font('bold')
    .fontSize(26)
    .fillColor(COLOR.primaryDark)
    .text(money(price), PAGE.margin + 32 + listW, y + 27, { lineBreak: false })
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(COLOR.ink)
    .text(t(note), PAGE.margin + 300, y + 22, { width: CONTENT_WIDTH - 318 })
  doc.x = PAGE.margin
  doc.y = y + 82
}

function contactBlock(doc: Doc, heading: string, actionLine: string) {
  callout(
    doc,
    heading,
    [
      actionLine,
      `Phone: ${brand.supportPhone}    Email: ${brand.supportEmail}`,
      `Office: ${brand.office.lines.join(', ')}`,
    ],
    'primary',
  )
}

function footers(doc: Doc, label: string) {
  const range = doc.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    const y = PAGE.height - PAGE.margin - 14
    doc
      .moveTo(PAGE.margin, y - 8)
      .lineTo(PAGE.width - PAGE.margin, y - 8)
      .lineWidth(0.5)
      .strokeColor(COLOR.line)
      .stroke()
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(COLOR.muted)
      .text(t(`${brand.siteName} · ${label} · ${siteUrl}`), PAGE.margin, y, {
        width: CONTENT_WIDTH - 60,
        lineBreak: false,
      })
    doc.text(`${i + 1} / ${range.count}`, PAGE.width - PAGE.margin - 60, y, {
      width: 60,
      align: 'right',
      lineBreak: false,
    })
  }
}

function write(doc: Doc, publicPath: string): Promise<string> {
  const file = path.join(root, 'public', publicPath)
  mkdirSync(path.dirname(file), { recursive: true })
  return new Promise((resolve, reject) => {
    const out = createWriteStream(file)
    out.on('finish', () => resolve(file))
    out.on('error', reject)
    doc.pipe(out)
    doc.end()
  })
}

// ---------------------------------------------------------------------------------------------------------
// The Success Blueprint programme brief

function programBrief(): Doc {
  const { blueprintHero, blueprintPhilosophy, blueprintMethodology, blueprintProvides, blueprintStages } =
    blueprint
  const { studentPlans, featureOrder, featureTitles } = catalogue
  const doc = createDoc(`${brand.tagline}: Programme Brief`, blueprintHero.heading)

  cover(doc, 'Programme brief', blueprintHero.heading, blueprintHero.lead, blueprintHero.eyebrow)

  heading(doc, 'What it is')
  blueprintPhilosophy.paragraphs.forEach((p) => paragraph(doc, p))
  figures(doc, blueprintMethodology.figures)

  heading(doc, blueprintMethodology.heading)
  bullets(doc, blueprintMethodology.sciences)

  heading(doc, blueprintProvides.heading)
  bullets(doc, blueprintProvides.items)
  paragraph(doc, blueprintProvides.followUp, { color: COLOR.muted })

  heading(doc, blueprintStages.heading)
  bullets(doc, blueprintStages.stages, 'number')

  heading(doc, blueprint.blueprintPricing.heading)
  paragraph(doc, blueprint.blueprintPricing.lead, { color: COLOR.muted })
  const featureCell = (plan: (typeof studentPlans)[number], key: (typeof featureOrder)[number]) => {
    const f = plan.features[key]
    if (!f.available) return 'Not included'
    const parts = [f.label ?? 'Included']
    if (f.value) parts.push(`worth ${catalogue.formatRupees(f.value)}`)
    return parts.join(', ')
  }
  table(
    doc,
    [
      { header: '', width: 1.1 },
      ...studentPlans.map((p) => ({ header: `${p.name}${p.onSale ? '' : ' (Coming Soon)'}`, width: 1.45 })),
    ],
    [
      {
        cells: ['Price (GST included)', ...studentPlans.map((p) => catalogue.formatRupees(p.price))],
        strong: true,
      },
      { cells: ['Total value', ...studentPlans.map((p) => catalogue.formatRupees(p.totalValue))] },
      { cells: ['You save', ...studentPlans.map((p) => catalogue.formatRupees(p.youSave))] },
      ...featureOrder.map((key) => ({
        cells: [featureTitles[key], ...studentPlans.map((p) => featureCell(p, key))],
      })),
    ],
  )

  heading(doc, 'How to book')
  bullets(
    doc,
    [
      {
        text: `Register at ${siteUrl}${paths.studentRegister} with the student's name, a parent's email and phone.`,
      },
      { text: 'Confirm your email with the 6-digit code we send you.' },
      { text: 'Choose your report and pay securely online through Razorpay (UPI, cards, net banking).' },
      { text: `Your child takes the 27-question survey. ${policies.shippingPolicy.intro}` },
    ],
    'number',
  )
  contactBlock(doc, 'Questions? Talk to us', `Visit ${siteUrl}${paths.successBlueprint} or call us.`)
  footers(doc, 'Programme brief')
  return doc
}

// ---------------------------------------------------------------------------------------------------------
// The counsellor programme brochure

function counsellorBrochure(): Doc {
  const c = counsellor
  const p = catalogue.counsellorProgramme
  const doc = createDoc('Counsellor Programme Brochure', c.counsellorHero.title)

  cover(doc, c.counsellorHero.eyebrow, c.counsellorHero.title, c.counsellorHero.lead, c.offerBanner.text)

  priceLine(
    doc,
    c.enrolCard.feeLabel,
    p.price,
    p.landingListPrice,
    `${c.offerBanner.couponText} Next cohort: ${p.cohort}.`,
  )

  heading(doc, c.stepsSection.heading)
  paragraph(doc, c.stepsSection.intro, { color: COLOR.muted })
  bullets(doc, c.stepsSection.steps, 'number')

  heading(doc, c.benefitsSection.heading)
  paragraph(doc, c.benefitsSection.intro, { color: COLOR.muted })
  bullets(doc, c.benefitsSection.benefits)

  heading(doc, c.curriculumSection.heading)
  paragraph(doc, c.curriculumSection.summary, { color: COLOR.muted })
  table(
    doc,
    [
      { header: '#', width: 0.4, align: 'center' },
      { header: c.curriculumSection.sessionLabel, width: 4 },
      { header: 'Duration', width: 1.1, align: 'right' },
    ],
    c.curriculum.map((s) => ({
      cells: [String(s.number), s.title, `${s.minutes} minutes`],
      strong: Boolean(s.isAssessment),
    })),
  )

  heading(doc, c.batchSection.heading)
  paragraph(doc, c.batchSection.intro, { color: COLOR.muted })
  bullets(
    doc,
    c.batchSection.batches.map((b) => ({ title: b.label, text: `${b.days}, ${b.time}` })),
  )

  heading(doc, c.earnings.heading)
  paragraph(doc, `${c.earnings.headline}, ${c.earnings.yearly}. ${c.earnings.intro}`)
  table(
    doc,
    [
      { header: 'Source', width: 3 },
      { header: 'Per year', width: 1, align: 'right' },
    ],
    c.earnings.rows.map((r) => ({ cells: [r.label, r.amount] })),
  )
  paragraph(doc, c.earnings.note, { color: COLOR.muted, size: 9 })

  callout(doc, c.first100Offer.heading, [c.first100Offer.text])

  contactBlock(
    doc,
    'Enrol today',
    `Register at ${siteUrl}${paths.eecRegister}, or read more at ${siteUrl}${paths.counsellor}.`,
  )
  footers(doc, 'Counsellor programme')
  return doc
}

const written = await Promise.all([
  write(programBrief(), downloads.programBrief),
  write(counsellorBrochure(), downloads.counsellorBrochure),
])
for (const file of written) console.log(`generate-brochures: wrote ${path.relative(root, file)}`)
