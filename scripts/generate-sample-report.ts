/**
 * Build step: the sample Success Blueprint for parents deciding whether to buy (public/samples/, linked from
 * /success-blueprint and the FAQ). A fictional child's answers go through the same engine, report builder and PDF
 * renderer as a real report; every page says it is a sample. In English and in Hindi (the same child and answers).
 * Built by `npm run build`, never committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { renderReportPdf } from '../server/reports/report-pdf'
import { indianDay, reportLanguages } from '../server/reports/reports'
import type { Language } from '../src/content/localised'
import { optionIds } from '../src/engine/check-model'
import { scanModel } from '../src/engine/model'
import { buildReport } from '../src/engine/report'
import { scoreAnswers } from '../src/engine/score'
import { downloads } from '../src/config/paths'

/**
 * Aarav, Class 9, fictional: curious and hands-on, also drawn to people and to making things. His answers are the
 * options a child like him would pick, read off the model: question by question, the answer that feeds one of
 * four families most (technical and scientific twice as often as the others), so the profile is rounded.
 */
const LEANINGS = [
  'technical-scientific',
  'healthcare-life-sciences',
  'technical-scientific',
  'creative-media',
  'management-corporate',
]
const lean = (family: string) => scanModel.careers.find((career) => career.family === family)?.domains ?? {}
const domainOf = new Map(
  scanModel.domains.flatMap((domain) => domain.factors.map((f) => [f.id, domain.id] as const)),
)
const answers = Object.fromEntries(
  scanModel.questions.map((question, index) => {
    const weights = lean(LEANINGS[index % LEANINGS.length] ?? 'technical-scientific')
    const gain = (answer: string) => {
      const feeds =
        question.kind === 'choice'
          ? (question.options.find((option) => option.id === answer)?.feeds ?? {})
          : Object.fromEntries(
              Object.entries(question.feeds).map(([factor, w]) => [factor, w * (Number(answer) - 3)]),
            )
      return Object.entries(feeds).reduce(
        (sum, [factor, w]) => sum + w * (weights[domainOf.get(factor) ?? ''] ?? 0),
        0,
      )
    }
    return [
      question.id,
      [...optionIds(question)].sort((a, b) => gain(b) - gain(a))[0] ?? optionIds(question)[0]!,
    ]
  }),
)

/** The same child in each language: his name as a parent reading that language would write it. */
const samples: readonly { language: Language; firstName: string; file: string }[] = [
  { language: 'en', firstName: 'Aarav', file: downloads.sampleReport },
  { language: 'hi', firstName: 'आरव', file: downloads.sampleReportHi },
]
const profile = scoreAnswers(scanModel, answers)
const now = new Date()
for (const sample of samples) {
  const day = indianDay(now, sample.language)
  const { model, content, families } = reportLanguages[sample.language]
  const document = buildReport({
    profile,
    model,
    content,
    families,
    child: { firstName: sample.firstName, classLevel: 9 },
    preparedOn: day.iso,
    preparedOnText: day.text,
    // The answers too, as a real report has them: its texts kept true to the ratings, its strengths quoting choices.
    answers,
    sample: true,
  })
  const file = path.join(process.cwd(), 'public', sample.file)
  mkdirSync(path.dirname(file), { recursive: true })
  const pdf = await renderReportPdf(document)
  writeFileSync(file, pdf)
  console.log(`sample report: ${path.relative(process.cwd(), file)} (${(pdf.length / 1024).toFixed(0)} KB)`)
}
