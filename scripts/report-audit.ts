/**
 * `npm run report:audit`: the figures that say whether the report can be trusted (issue 51, docs/scan-scoring.md):
 * the career families' shares of first place over 5,000 random answer sets, each archetype's leading families, the
 * stability of the leading family when one answer changes, the careless-answering flags, how many sentences two
 * archetypes' reports share, and the emptiest page of their PDFs (class 10 and class 7). Deterministic (seeded);
 * prints, changes nothing.
 */
import { archetypes } from '../src/engine/archetypes'
import { answeringFlags } from '../src/engine/answering'
import {
  archetypeResults,
  familyShares,
  MAX_SHARE_RATIO,
  MIN_STABILITY,
  randomAnswerSets,
  singleChangeStability,
} from '../src/engine/calibration'
import { scanModel } from '../src/engine/model'
import { scoreAnswers } from '../src/engine/score'
import {
  answersAlike,
  archetypeReport,
  drawReport,
  MAX_EMPTY,
  MAX_SHARED,
  sentencesOf,
  sharedShare,
} from '../server/reports/boilerplate'
import type { PageLayout } from '../server/reports/report-pdf'

const SETS = 5000
const percent = (share: number) => `${(100 * share).toFixed(1)}%`
const even = 1 / scanModel.careers.length

console.log(`DEM scan model ${scanModel.version}: report audit\n`)

const started = performance.now()
const sets = randomAnswerSets(scanModel, SETS)
const shares = familyShares(scanModel, sets)
console.log(
  `Family first, over ${SETS} random answer sets (even share ${percent(even)}, at most ${MAX_SHARE_RATIO}x):`,
)
for (const [family, share] of Object.entries(shares))
  console.log(`  ${family.padEnd(28)} ${percent(share).padStart(6)}  ${(share / even).toFixed(2)}x`)

const stability = singleChangeStability(scanModel, sets)
const archetypeStability = singleChangeStability(
  scanModel,
  archetypes.filter((archetype) => archetype.expected).map((archetype) => archetype.answers),
)
console.log(
  `\nSingle-change stability (the leader still leads or ties after one changed answer; at least ${percent(MIN_STABILITY)}):`,
)
console.log(`  over the ${SETS} random sets: ${percent(stability)}`)
console.log(`  over the archetypes:         ${percent(archetypeStability)}`)

console.log('\nArchetypes (leading = the first and every family one changed answer can bring level):')
for (const result of archetypeResults(scanModel, archetypes))
  console.log(
    `  ${result.holds ? 'ok  ' : 'FAIL'} ${result.id.padEnd(13)} expected ${String(result.expected ?? 'no clear leader').padEnd(26)} leading ${result.leading.join(', ')} (${result.certainty})`,
  )

console.log('\nCareless-answering flags:')
for (const archetype of archetypes)
  console.log(
    `  ${archetype.id.padEnd(13)} ${answeringFlags(scanModel, archetype.answers).join(', ') || 'none'}`,
  )
const flagged = sets.filter((answers) => answeringFlags(scanModel, answers).length > 0).length
console.log(`  random sets flagged: ${percent(flagged / SETS)} (random answers are careless answers)`)

const timing = sets.slice(0, 500)
const timingStart = performance.now()
for (const answers of timing) scoreAnswers(scanModel, answers)
console.log(
  `\nEngine with margins: ${((performance.now() - timingStart) / timing.length).toFixed(2)} ms a scan (mean of ${timing.length}); audit so far ${((performance.now() - started) / 1000).toFixed(1)} s`,
)

// The archetypes' reports as drawn (English, class 10, with their subjects): how many sentences two of them share, and the emptiest page.
const results = archetypeResults(scanModel, archetypes)
const drawn = new Map<string, { sentences: Set<string>; layouts: PageLayout[] }>()
for (const archetype of archetypes) {
  const report = await drawReport(archetypeReport(archetype))
  drawn.set(archetype.id, { sentences: sentencesOf(report, 'Kavya'), layouts: report.layouts })
}
const leadingOf = new Map(results.map((result) => [result.id, result.leading[0]]))
const pairs: { pair: string; share: number; alike: number }[] = []
archetypes.forEach((a, i) =>
  archetypes.slice(i + 1).forEach((b) => {
    if (leadingOf.get(a.id) === leadingOf.get(b.id)) return
    pairs.push({
      pair: `${a.id} / ${b.id}`,
      share: sharedShare(drawn.get(a.id)!.sentences, drawn.get(b.id)!.sentences),
      alike: answersAlike(a.answers, b.answers),
    })
  }),
)
pairs.sort((x, y) => y.share - x.share)
console.log(
  `\nSentences two reports share, outside the fixed pages (${pairs.length} pairs with different leading families; at most ${percent(MAX_SHARED)}):`,
)
// The share follows how alike two children answered: each pair says how many of its answers are the same.
for (const { pair, share, alike } of pairs.slice(0, Number(process.env.AUDIT_PAIRS ?? 5)))
  console.log(`  ${pair.padEnd(26)} ${percent(share).padStart(6)}  (${alike} of 27 answers alike)`)
console.log(`  ... the least shared: ${pairs.at(-1)?.pair} ${percent(pairs.at(-1)?.share ?? 0)}`)
console.log(
  `  ${pairs.filter((pair) => pair.share <= MAX_SHARED).length} of ${pairs.length} pairs within ${percent(MAX_SHARED)} (AUDIT_PAIRS=${pairs.length} lists them all)`,
)
// The emptiest page, in English and in Hindi (a girl: the longer feminine forms and Devanagari's own line height), of
// a class 10 report (the stream pages), a class 7 report (the page of things to try, and its calendar) and a class 12 one.
const emptiest = (layoutsOf: ReadonlyMap<string, PageLayout[]>) => {
  const pages = [...layoutsOf.entries()].flatMap(([id, layouts]) =>
    layouts.filter((layout) => layout.page < 20).map((layout) => ({ id, ...layout })),
  )
  return pages.reduce((low, page) => (page.filled < low.filled ? page : low))
}
const hindiLayouts = new Map<string, PageLayout[]>()
for (const archetype of archetypes)
  hindiLayouts.set(
    archetype.id,
    (await drawReport(archetypeReport(archetype, 'कविता', { addressAs: 'girl' }))).layouts,
  )
// Class 7 (the things to try) and class 12 (the paths from the stream, with the stream its family usually takes).
const byClass = async (classLevel: number) => {
  const layouts = { English: new Map<string, PageLayout[]>(), Hindi: new Map<string, PageLayout[]>() }
  for (const archetype of archetypes) {
    layouts.English.set(
      archetype.id,
      (await drawReport(archetypeReport(archetype, 'Kavya', undefined, classLevel))).layouts,
    )
    layouts.Hindi.set(
      archetype.id,
      (await drawReport(archetypeReport(archetype, 'कविता', { addressAs: 'girl' }, classLevel))).layouts,
    )
  }
  return layouts
}
const class7 = await byClass(7)
const class12 = await byClass(12)
console.log('')
for (const [language, layoutsOf, classLevel] of [
  ['English', new Map([...drawn].map(([id, { layouts }]) => [id, layouts])), 10],
  ['Hindi', hindiLayouts, 10],
  ['English', class7.English, 7],
  ['Hindi', class7.Hindi, 7],
  ['English', class12.English, 12],
  ['Hindi', class12.Hindi, 12],
] as const) {
  const page = emptiest(layoutsOf)
  console.log(
    `Emptiest page in ${language}${classLevel === 10 ? '' : `, class ${classLevel}`} (of pages 1-19, at most ${percent(MAX_EMPTY)} empty): page ${page.page} of ${page.id}, ${percent(1 - page.filled)} empty`,
  )
}
