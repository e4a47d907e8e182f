import { answeringFlags } from '../../../src/engine/answering'
import { archetypes } from '../../../src/engine/archetypes'
import {
  archetypeResults,
  familyShares,
  MAX_SHARE_RATIO,
  MIN_STABILITY,
  randomAnswerSets,
  singleChangeStability,
} from '../../../src/engine/calibration'
import { optionIds } from '../../../src/engine/check-model'
import { scanModel } from '../../../src/engine/model'
import { scoreAnswers } from '../../../src/engine/score'
import type { ScanModel } from '../../../src/engine/types'

const sets = randomAnswerSets(scanModel, 5000)

describe('the calibrated model (issue 51, point 6; the figures of npm run report:audit)', () => {
  it(`no family comes first more than ${MAX_SHARE_RATIO}x its even share over 5,000 random answer sets`, () => {
    const shares = familyShares(scanModel, sets)
    const even = 1 / scanModel.careers.length
    for (const share of Object.values(shares)) expect(share).toBeLessThanOrEqual(MAX_SHARE_RATIO * even)
    expect(Object.values(shares).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6)
  })

  it('the measure can fail: a model leaning every family on one domain gives one family most first places', () => {
    const skewed: ScanModel = {
      ...scanModel,
      careers: scanModel.careers.map((career, i) =>
        i === 2 ? { ...career, domains: { 'helping-people': 1 } } : career,
      ),
    }
    const shares = familyShares(skewed, sets.slice(0, 1000))
    expect(Math.max(...Object.values(shares))).toBeGreaterThan(MAX_SHARE_RATIO / scanModel.careers.length)
  })

  it('each archetype leads (or ties) with its expected family; the all-middle child gets no clear leader', () => {
    const results = archetypeResults(scanModel, archetypes)
    expect(results.length).toBeGreaterThanOrEqual(9)
    expect(results.filter((result) => !result.holds)).toEqual([])
    const expected = new Set(archetypes.map((archetype) => archetype.expected).filter(Boolean))
    expect(expected.size).toBe(7)
  })

  it(`after a single changed answer the leading family still leads or ties in at least ${100 * MIN_STABILITY}% of cases`, () => {
    expect(singleChangeStability(scanModel, sets.slice(0, 2000))).toBeGreaterThanOrEqual(MIN_STABILITY)
    expect(
      singleChangeStability(
        scanModel,
        archetypes.filter((archetype) => archetype.expected).map((archetype) => archetype.answers),
      ),
    ).toBeGreaterThanOrEqual(MIN_STABILITY)
  })
})

describe('margins: how far one changed answer moves a score (point 5)', () => {
  it('every domain and family has a margin, the largest move over every single change, checked by brute force', () => {
    const answers = archetypes[0]!.answers
    const profile = scoreAnswers(scanModel, answers)
    let largest = 0
    let largestDomain = 0
    for (const question of scanModel.questions)
      for (const answer of optionIds(question)) {
        if (answer === answers[question.id]) continue
        const changed = scoreAnswers(scanModel, { ...answers, [question.id]: answer })
        const family = changed.careers.find((career) => career.family === profile.careers[0]!.family)!
        largest = Math.max(largest, Math.abs(family.fit - profile.careers[0]!.fit))
        largestDomain = Math.max(
          largestDomain,
          Math.abs(changed.domains[0]!.score - profile.domains[0]!.score),
        )
      }
    // Printed scores are rounded: the brute-force move is within a point of the unrounded margin.
    expect(Math.abs(largest - profile.careers[0]!.margin)).toBeLessThanOrEqual(1)
    expect(Math.abs(largestDomain - profile.domains[0]!.margin)).toBeLessThanOrEqual(1)
    for (const domain of profile.domains) expect(domain.margin).toBeGreaterThan(0)
  })

  it('families one changed answer can bring level are leading too; a clear profile has one leader', () => {
    const builder = scoreAnswers(scanModel, archetypes.find((a) => a.id === 'builder')!.answers)
    expect(builder.careers.filter((career) => career.leading)).toHaveLength(1)
    expect(builder.certainty).toBe('clear')
    const middle = scoreAnswers(scanModel, archetypes.find((a) => a.id === 'all-middle')!.answers)
    expect(middle.careers.filter((career) => career.leading).length).toBeGreaterThanOrEqual(4)
    expect(middle.certainty).toBe('open')
    // Leading families come first, with no non-leading family between them.
    const leading = middle.careers.map((career) => career.leading)
    expect(leading).toEqual([...leading].sort((a, b) => Number(b) - Number(a)))
  })

  it('the engine with margins stays under 20 ms a scan', () => {
    for (const answers of sets.slice(0, 20)) scoreAnswers(scanModel, answers)
    const start = performance.now()
    for (const answers of sets.slice(0, 200)) scoreAnswers(scanModel, answers)
    expect((performance.now() - start) / 200).toBeLessThan(20)
  })
})

describe('careless answering (point 7)', () => {
  const careful = archetypes.filter((archetype) => archetype.expected !== null)

  it('a child who answered with care raises no flag (every archetype that leans somewhere)', () => {
    for (const archetype of careful)
      expect([
        archetype.id,
        answeringFlags(scanModel, archetype.answers, { secondsPerAnswer: Array(27).fill(9) }),
      ]).toEqual([archetype.id, []])
  })

  it('the same answer everywhere, the middle of every scale, too fast, contradictions', () => {
    const same = Object.fromEntries(scanModel.questions.map((q) => [q.id, q.kind === 'scale' ? '5' : 'a']))
    expect(answeringFlags(scanModel, same)).toContain('same-answer')
    const middle = archetypes.find((a) => a.id === 'all-middle')!.answers
    expect(answeringFlags(scanModel, middle)).toEqual(['all-middle'])
    const builder = careful[0]!.answers
    expect(answeringFlags(scanModel, builder, { secondsPerAnswer: Array(27).fill(1.5) })).toEqual([
      'too-fast',
    ])
    // Fast on a few questions only, or times unknown: no flag.
    expect(
      answeringFlags(scanModel, builder, { secondsPerAnswer: [...Array(20).fill(8), ...Array(7).fill(1)] }),
    ).toEqual([])
    expect(answeringFlags(scanModel, builder, { secondsPerAnswer: Array(27).fill(null) })).toEqual([])
    const contradicting = { ...builder, q27: '5', q09: 'c', q25: '1', q26: 'd' }
    expect(answeringFlags(scanModel, contradicting)).toContain('contradictions')
    // One contradiction alone can be an honest mixed feeling.
    expect(answeringFlags(scanModel, { ...builder, q27: '5', q09: 'c' })).not.toContain('contradictions')
  })
})
