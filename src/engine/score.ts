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

/** The lowest and highest total each factor can reach over all possible answers. */
function factorRanges(model: ScanModel): Map<string, { min: number; max: number }> {
  const ranges = new Map<string, { min: number; max: number }>()
  for (const question of model.questions) {
    const per = optionIds(question).map((answer) => answerFeeds(question, answer))
    const factors = new Set(per.flatMap((feeds) => Object.keys(feeds)))
    for (const factor of factors) {
      const values = per.map((feeds) => feeds[factor] ?? 0)
      const range = ranges.get(factor) ?? { min: 0, max: 0 }
      range.min += Math.min(...values)
      range.max += Math.max(...values)
      ranges.set(factor, range)
    }
  }
  return ranges
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

export class IncompleteAnswersError extends Error {
  constructor(readonly missing: string[]) {
    super(`${missing.length} question(s) not answered: ${missing.join(', ')}`)
  }
}

/** Scores a complete set of answers. Throws IncompleteAnswersError when a question has no valid answer. */
export function scoreAnswers(model: ScanModel, answers: Answers): Profile {
  const missing = unanswered(model, answers)
  if (missing.length > 0) throw new IncompleteAnswersError(missing)

  const totals = new Map<string, number>()
  for (const question of model.questions) {
    for (const [factor, value] of Object.entries(answerFeeds(question, answers[question.id] ?? ''))) {
      totals.set(factor, (totals.get(factor) ?? 0) + value)
    }
  }
  const ranges = factorRanges(model)
  const factorScore = (factor: string) => {
    const range = ranges.get(factor)
    if (!range || range.max <= range.min) return 50
    return round((100 * ((totals.get(factor) ?? 0) - range.min)) / (range.max - range.min))
  }

  const domains = model.domains.map((domain) => {
    const factors = domain.factors.map((factor) => ({ id: factor.id, score: factorScore(factor.id) }))
    return {
      id: domain.id,
      part: domain.part,
      score: round(mean(factors.map((factor) => factor.score))),
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
  const [first, second] = learning
  const learningStyle = {
    primary: first?.id ?? '',
    secondary: first && second && first.score - second.score <= LEARNING_MIX_POINTS ? second.id : null,
  }

  const careers: CareerRanking[] = ranked(
    model.careers.map((career) => {
      const entries = Object.entries(career.domains)
      const weight = entries.reduce((sum, [, w]) => sum + w, 0)
      const fit =
        weight === 0 ? 0 : entries.reduce((sum, [id, w]) => sum + w * (scoreOf.get(id) ?? 0), 0) / weight
      const reasons = ranked(entries, ([id, w]) => w * (scoreOf.get(id) ?? 0))
        .slice(0, 3)
        .map(([id]) => id)
      return { family: career.family, fit: round(fit), reasons }
    }),
    (career) => career.fit,
  )

  return { modelVersion: model.version, domains, parts, strengths, challenges, learningStyle, careers }
}
