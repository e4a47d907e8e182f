/**
 * The DEM scan engine: 27 answers in, a profile out. Pure and deterministic (no I/O, no clock, no randomness):
 * the same answers and the same model always give the same profile, ties broken by the model's own order.
 * How a score is computed, in words a parent can follow, is docs/scan-scoring.md.
 */
import { optionIds } from './check-model'
import {
  scaleValues,
  type Answers,
  type CareerRanking,
  type Certainty,
  type Feeds,
  type Profile,
  type Question,
  type ScanModel,
} from './types'

/** What an answer adds to each factor. A scale answer v of 1-5 is x = (v - 1) / 4: a positive weight w adds w * x, a negative one |w| * (1 - x). */
export function answerFeeds(question: Question, answer: string): Feeds {
  if (question.kind === 'choice') return question.options.find((option) => option.id === answer)?.feeds ?? {}
  const index = scaleValues.indexOf(answer as (typeof scaleValues)[number])
  if (index < 0) return {}
  const x = index / (scaleValues.length - 1)
  return Object.fromEntries(
    Object.entries(question.feeds).map(([factor, weight]) => [
      factor,
      weight > 0 ? weight * x : -weight * (1 - x),
    ]),
  )
}

/** Questions not answered yet, or answered with an option the question does not have, in the model's order. */
export function unanswered(model: ScanModel, answers: Answers): string[] {
  return model.questions
    .filter((question) => {
      const answer = answers[question.id]
      return answer === undefined || !optionIds(question).includes(answer)
    })
    .map((question) => question.id)
}

/**
 * The model made ready for fast scoring: every factor by index, the lowest and highest total each factor can reach
 * over all possible answers, and each answer's feeds as index/value pairs. Built once per model.
 */
interface Compiled {
  factorIndex: Map<string, number>
  min: Float64Array
  span: Float64Array
  /** domain index -> its factors' indexes. */
  domainFactors: number[][]
  /** factor index -> its domain's index (-1 when no domain holds it). */
  factorDomain: Int32Array
  /** question index -> option id -> [factor index, value][]. */
  feeds: Map<string, [number, number][]>[]
  /** family index -> [domain index, weight][] and the weights' sum. */
  families: { weights: [number, number][]; total: number }[]
  /** question index -> option id -> what choosing it adds to each domain's and family's raw score. */
  moves: Map<string, { domains: Float64Array; families: Float64Array }>[]
}

const compiledModels = new WeakMap<ScanModel, Compiled>()

function compile(model: ScanModel): Compiled {
  const cached = compiledModels.get(model)
  if (cached) return cached
  const factorIndex = new Map<string, number>()
  const indexOf = (factor: string) => {
    let index = factorIndex.get(factor)
    if (index === undefined) {
      index = factorIndex.size
      factorIndex.set(factor, index)
    }
    return index
  }
  for (const domain of model.domains) for (const factor of domain.factors) indexOf(factor.id)
  const feeds = model.questions.map((question) => {
    const byOption = new Map<string, [number, number][]>()
    for (const answer of optionIds(question))
      byOption.set(
        answer,
        Object.entries(answerFeeds(question, answer)).map(([factor, value]) => [indexOf(factor), value]),
      )
    return byOption
  })
  const count = factorIndex.size
  const min = new Float64Array(count)
  const max = new Float64Array(count)
  for (const byOption of feeds) {
    const lows = new Map<number, number>()
    const highs = new Map<number, number>()
    const options = [...byOption.values()]
    const touched = new Set(options.flatMap((pairs) => pairs.map(([index]) => index)))
    for (const index of touched) {
      const values = options.map((pairs) => pairs.find(([i]) => i === index)?.[1] ?? 0)
      lows.set(index, Math.min(...values))
      highs.set(index, Math.max(...values))
    }
    for (const [index, low] of lows) min[index] = (min[index] ?? 0) + low
    for (const [index, high] of highs) max[index] = (max[index] ?? 0) + high
  }
  const span = new Float64Array(count)
  for (let i = 0; i < count; i += 1) span[i] = (max[i] ?? 0) - (min[i] ?? 0)
  const factorDomain = new Int32Array(count).fill(-1)
  const domainFactors = model.domains.map((domain, d) =>
    domain.factors.map((factor) => {
      const index = indexOf(factor.id)
      factorDomain[index] = d
      return index
    }),
  )
  const domainIndex = new Map(model.domains.map((domain, d) => [domain.id, d]))
  const families = model.careers.map((career) => {
    const weights = Object.entries(career.domains)
      .filter(([id]) => domainIndex.has(id))
      .map(([id, w]) => [domainIndex.get(id)!, w] as [number, number])
    return { weights, total: weights.reduce((sum, [, w]) => sum + w, 0) }
  })
  const moves = feeds.map(
    (byOption) =>
      new Map(
        [...byOption].map(([answer, pairs]) => {
          const domains = new Float64Array(domainFactors.length)
          for (const [index, value] of pairs) {
            const d = factorDomain[index] ?? -1
            const factorSpan = span[index] ?? 0
            if (d >= 0 && factorSpan > 0)
              domains[d] = domains[d]! + (100 * value) / factorSpan / domainFactors[d]!.length
          }
          const familyMoves = new Float64Array(
            families.map(({ weights, total }) =>
              total === 0 ? 0 : weights.reduce((sum, [d, w]) => sum + w * domains[d]!, 0) / total,
            ),
          )
          return [answer, { domains, families: familyMoves }] as const
        }),
      ),
  )
  const result = { factorIndex, min, span, domainFactors, factorDomain, feeds, families, moves }
  compiledModels.set(model, result)
  return result
}

const round = (value: number) => Math.round(value)
const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length

/** Indexes sorted by value, highest first; equal values keep their order. */
function ranked<T>(items: readonly T[], value: (item: T) => number): T[] {
  return items
    .map((item, index) => ({ item, index, value: value(item) }))
    .sort((a, b) => b.value - a.value || a.index - b.index)
    .map((entry) => entry.item)
}

/** Parts whose low scores are something to support (a low interest or a way of learning is no challenge). */
const CHALLENGE_PARTS = new Set(['personality', 'aptitudes', 'motivation', 'life-skills'])
/** Parts whose high scores are strengths to name (a way of learning is a preference, reported on its own). */
const STRENGTH_PARTS = new Set(['personality', 'interests', 'aptitudes', 'motivation', 'life-skills'])
/** A second way of learning is named when it is within this many points of the first. */
const LEARNING_MIX_POINTS = 5

/** The raw (unrounded) scores of every domain and family from factor totals. */
function rawScores(compiled: Compiled, totals: Float64Array) {
  const factor = (index: number) => {
    const span = compiled.span[index] ?? 0
    return span <= 0 ? 50 : (100 * ((totals[index] ?? 0) - (compiled.min[index] ?? 0))) / span
  }
  const domains = compiled.domainFactors.map((indexes) => mean(indexes.map(factor)))
  const families = compiled.families.map(({ weights, total }) =>
    total === 0 ? 0 : weights.reduce((sum, [d, w]) => sum + w * (domains[d] ?? 0), 0) / total,
  )
  return { domains, families }
}

/**
 * What one changed answer can do: for every question and every other answer it has, the domains' and the
 * families' raw scores after that single change. The margins and the ties are read from these.
 */
function singleChanges(model: ScanModel, compiled: Compiled, answers: Answers, totals: Float64Array) {
  const base = rawScores(compiled, totals)
  const changes: { domains: number[]; families: number[] }[] = []
  model.questions.forEach((question, q) => {
    const byOption = compiled.moves[q]!
    const current = byOption.get(answers[question.id] ?? '')
    for (const [answer, move] of byOption) {
      if (answer === answers[question.id]) continue
      changes.push({
        domains: base.domains.map((score, d) => score + move.domains[d]! - (current?.domains[d] ?? 0)),
        families: base.families.map((fit, f) => fit + move.families[f]! - (current?.families[f] ?? 0)),
      })
    }
  })
  return changes
}

/**
 * The families' raw fits for a complete set of answers, and after each single changed answer: what the calibration
 * (calibration.ts) measures, without the rest of a profile. The model's order of families.
 */
export function familyFitsWithChanges(
  model: ScanModel,
  answers: Answers,
): { fits: number[]; changes: number[][] } {
  const compiled = compile(model)
  const totals = answerTotals(model, compiled, answers)
  return {
    fits: rawScores(compiled, totals).families,
    changes: singleChanges(model, compiled, answers, totals).map((change) => change.families),
  }
}

function answerTotals(model: ScanModel, compiled: Compiled, answers: Answers): Float64Array {
  const totals = new Float64Array(compiled.factorIndex.size)
  model.questions.forEach((question, q) => {
    for (const [index, value] of compiled.feeds[q]!.get(answers[question.id] ?? '') ?? [])
      totals[index] = (totals[index] ?? 0) + value
  })
  return totals
}

/** One decimal: margins are small numbers of points. */
const tenth = (value: number) => Math.round(value * 10) / 10

export class IncompleteAnswersError extends Error {
  constructor(readonly missing: string[]) {
    super(`${missing.length} question(s) not answered: ${missing.join(', ')}`)
  }
}

/** Scores a complete set of answers. Throws IncompleteAnswersError when a question has no valid answer. */
export function scoreAnswers(model: ScanModel, answers: Answers): Profile {
  const missing = unanswered(model, answers)
  if (missing.length > 0) throw new IncompleteAnswersError(missing)

  const compiled = compile(model)
  const totals = answerTotals(model, compiled, answers)
  const raw = rawScores(compiled, totals)
  const changes = singleChanges(model, compiled, answers, totals)
  const factorScore = (index: number) => {
    const span = compiled.span[index] ?? 0
    return span <= 0 ? 50 : round((100 * ((totals[index] ?? 0) - (compiled.min[index] ?? 0))) / span)
  }

  const domains = model.domains.map((domain, d) => {
    const factors = domain.factors.map((factor) => ({
      id: factor.id,
      score: factorScore(compiled.factorIndex.get(factor.id) ?? -1),
    }))
    const base = raw.domains[d] ?? 0
    const margin = changes.reduce(
      (most, change) => Math.max(most, Math.abs((change.domains[d] ?? 0) - base)),
      0,
    )
    return {
      id: domain.id,
      part: domain.part,
      score: round(mean(factors.map((factor) => factor.score))),
      margin: tenth(margin),
      factors,
    }
  })
  const scoreOf = new Map(domains.map((domain) => [domain.id, domain.score]))
  const parts = model.parts.map((part) => ({
    id: part.id,
    score: round(mean(domains.filter((domain) => domain.part === part.id).map((domain) => domain.score))),
  }))

  const strengths = ranked(
    domains.filter((domain) => STRENGTH_PARTS.has(domain.part)),
    (domain) => domain.score,
  )
    .slice(0, 5)
    .map((domain) => domain.id)
  const challenges = ranked(
    domains.filter((domain) => CHALLENGE_PARTS.has(domain.part) && !strengths.includes(domain.id)),
    (domain) => -domain.score,
  )
    .slice(0, 3)
    .map((domain) => domain.id)

  const learning = ranked(
    domains.filter((domain) => domain.part === 'learning'),
    (domain) => domain.score,
  )
  const [firstWay, secondWay] = learning
  const learningStyle = {
    primary: firstWay?.id ?? '',
    secondary:
      firstWay && secondWay && firstWay.score - secondWay.score <= LEARNING_MIX_POINTS ? secondWay.id : null,
  }

  const unsorted = model.careers.map((career, f) => {
    const entries = Object.entries(career.domains)
    const fit = raw.families[f] ?? 0
    const reasons = ranked(entries, ([id, w]) => w * (scoreOf.get(id) ?? 0))
      .slice(0, 3)
      .map(([id]) => id)
    const margin = changes.reduce(
      (most, change) => Math.max(most, Math.abs((change.families[f] ?? 0) - fit)),
      0,
    )
    return { index: f, family: career.family, fit, margin, reasons }
  })
  const order = ranked(unsorted, (career) => round(career.fit))
  const first = order[0]
  // A family is leading with the first when the two print the same fit, or when one changed answer brings it level.
  const leads = (f: number) =>
    !first ||
    f === first.index ||
    round(raw.families[f] ?? 0) >= round(first.fit) ||
    changes.some((change) => (change.families[f] ?? 0) >= (change.families[first.index] ?? 0))
  const careers: CareerRanking[] = order.map((career) => ({
    family: career.family,
    fit: round(career.fit),
    margin: tenth(career.margin),
    leading: leads(career.index),
    reasons: career.reasons,
  }))
  const leading = careers.filter((career) => career.leading).length
  const certainty: Certainty = leading === 1 ? 'clear' : leading <= 3 ? 'close' : 'open'

  return {
    modelVersion: model.version,
    domains,
    parts,
    strengths,
    challenges,
    learningStyle,
    careers,
    certainty,
  }
}
