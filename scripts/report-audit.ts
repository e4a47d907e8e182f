/**
 * `npm run report:audit`: the figures that say whether the report can be trusted (issue 51, docs/scan-scoring.md):
 * the career families' shares of first place over 5,000 random answer sets, each archetype's leading families, the
 * stability of the leading family when one answer changes, the careless-answering flags, how many sentences two
 * archetypes' reports share, and the emptiest page of their PDFs. Deterministic (seeded); prints, changes nothing.
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
