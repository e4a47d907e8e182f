/**
 * How much of two children's reports is the same text (issue 51 point 8): the report as drawn (every text the PDF
 * renderer writes, page by page), its sentences outside the fixed pages, names and numbers set aside. Read by
 * `npm run report:audit` and its test; renders real PDFs, so it runs on the server side.
 */
import { careerFamilies } from '../../src/content/careers'
import { careerFamilies as careerFamiliesHi } from '../../src/content/hi/careers'
import { reportContentEn } from '../../src/content/report'
import { reportContentHi } from '../../src/content/report.hi'
import type { Archetype } from '../../src/engine/archetypes'
import { scanModels } from '../../src/engine/model'
import type { AddressForm, CareerFamilyId, SchoolStream } from '../../src/engine/types'
import { buildReport, contextFromClass, type ReportDocument } from '../../src/engine/report'
import type { Answers } from '../../src/engine/types'
import { scoreAnswers } from '../../src/engine/score'
import { renderReportPdf, type PageLayout } from './report-pdf'

/** The pages every child's report has word for word, by design (version 2's plan): the cover, how to read, the limits. */
export const FIXED_PAGES = [1, 4, 20]

/** Issue 51 point 8: two archetypes whose leading families differ share at most this of their sentences. */
export const MAX_SHARED = 0.3
/** And no page but the last is emptier than this. */
export const MAX_EMPTY = 0.4

/** The stream a class 11-12 archetype studies (the parent must name one at consent): the one its family usually takes. */
const streamOf: Record<CareerFamilyId, SchoolStream> = {
  'technical-scientific': 'pcm',
  'creative-media': 'humanities',
  'healthcare-life-sciences': 'pcb',
  'public-service-government': 'humanities',
  'management-corporate': 'commerce',
  'banking-money-management': 'commerce',
  'practical-field-work': 'vocational',
}

/**
 * An archetype's report as the audit reads it: class 10 (or `classLevel`, in 11-12 with its family's stream), made
 * on 28 November 2026, with the subjects its parent would name at consent, as a real report is made; English, or Hindi for a girl, a boy or by name.
 */
export function archetypeReport(
  archetype: Archetype,
  name = 'Kavya',
  hindi?: { addressAs: AddressForm },
  classLevel = 10,
): ReportDocument {
  const model = scanModels[hindi ? 'hi' : 'en']
  return buildReport({
    profile: scoreAnswers(model, archetype.answers),
    model,
    content: hindi ? reportContentHi : reportContentEn,
    families: hindi ? careerFamiliesHi : careerFamilies,
    child: { firstName: name, classLevel },
    preparedOn: '2026-11-28',
    preparedOnText: hindi ? '28 नवंबर 2026' : '28 November 2026',
    context: {
      ...contextFromClass(classLevel),
      ...archetype.subjects,
      ...hindi,
      stream: classLevel >= 11 ? streamOf[archetype.expected ?? 'management-corporate'] : null,
    },
    answers: archetype.answers,
  })
}

export interface DrawnReport {
  /** The texts drawn on each page, in drawing order (index 0 is page 1). */
  pages: string[][]
  layouts: PageLayout[]
}

export async function drawReport(document: ReportDocument): Promise<DrawnReport> {
  const pages: string[][] = []
  const layouts: PageLayout[] = []
  await renderReportPdf(document, {
    onPage: (layout) => layouts.push(layout),
    onText: (page, text) => (pages[page - 1] ??= []).push(text),
  })
  return { pages, layouts }
}

/**
 * The report's sentences outside the fixed pages: its texts split at sentence ends (splitSentences); a sentence is a text that ends
 * with one or runs to eight words or more (labels and headings are not). The child's name becomes one token and
 * digits go, so that two children's same sentence counts as the same.
 */
export function sentencesOf(drawn: DrawnReport, name: string): Set<string> {
  const sentences = new Set<string>()
  drawn.pages.forEach((texts, index) => {
    if (FIXED_PAGES.includes(index + 1)) return
    for (const text of texts)
      for (const part of splitSentences(text)) {
        const sentence = part
          .split(name)
          .join('NAME')
          .replace(/\d+/g, '#')
          .replace(/\s+/g, ' ')
          .trim()
          .toLowerCase()
        if (/[.!?।]$/.test(sentence) || sentence.split(' ').length >= 8) sentences.add(sentence)
      }
  })
  return sentences
}

/** How many of the questions two children answered alike. */
export function answersAlike(a: Answers, b: Answers): number {
  return Object.keys(a).filter((question) => a[question] === b[question]).length
}

/** A text's sentences: split after . ! ? or । and a space, but not inside a quotation (“…”), which is one part of its sentence. */
export function splitSentences(text: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!
    if (char === '“') depth += 1
    else if (char === '”') depth = Math.max(0, depth - 1)
    else if (depth === 0 && '.!?।'.includes(char) && /\s/.test(text[i + 1] ?? '')) {
      parts.push(text.slice(start, i + 1))
      start = i + 1
    }
  }
  parts.push(text.slice(start))
  return parts.map((part) => part.trim()).filter(Boolean)
}

/** The share of the smaller report's sentences that the other has word for word (0-1). */
export function sharedShare(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a]
  if (small.size === 0) return 0
  let shared = 0
  for (const sentence of small) if (large.has(sentence)) shared += 1
  return shared / small.size
}
