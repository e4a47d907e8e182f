/**
 * Careless answering, read from the answers and from how fast they came: the same answer everywhere, the middle of
 * every rating, answers faster than a child can read the question, or answers that contradict each other. Pure: the
 * report's first page, the counsellor's and the staff's views all call it. A child who answered with care (the
 * archetypes of archetypes.ts) raises none of these.
 */
import { optionIds } from './check-model'
import type { Answers, AnsweringTrace, ScanModel } from './types'

export const answeringFlagIds = ['same-answer', 'all-middle', 'too-fast', 'contradictions'] as const
export type AnsweringFlag = (typeof answeringFlagIds)[number]

/** A median under this many seconds an answer is faster than a child can read a question and its options. */
export const FAST_MEDIAN_SECONDS = 2
/** The median is only read when at least this many answers have a time. */
const MIN_TIMED_ANSWERS = 14
/** The same option letter on at least this share of the choice questions is "the same answer everywhere". */
const SAME_ANSWER_SHARE = 0.9

/**
 * Pairs of answers that say opposite things about the same child. Two or more of them in one scan is a flag (one
 * can be an honest mixed feeling).
 */
export const CONTRADICTIONS: readonly {
  first: { question: string; answers: readonly string[] }
  second: { question: string; answers: readonly string[] }
}[] = [
  // "I work things out on my own before I ask for help" (very much) / the slipping chain: ask an elder to show me.
  { first: { question: 'q27', answers: ['5'] }, second: { question: 'q09', answers: ['c'] } },
  // "...before I ask for help" (not at all) / the slipping chain: work out why and fix it myself.
  { first: { question: 'q27', answers: ['1'] }, second: { question: 'q09', answers: ['a'] } },
  // "I often ask why and look it up" (not at all) / at the wedding: notice the customs and ask why.
  { first: { question: 'q25', answers: ['1'] }, second: { question: 'q26', answers: ['d'] } },
  // "I can tell how my friends feel" (not at all) / the new student: notice they look lonely and sit with them.
  { first: { question: 'q16', answers: ['1'] }, second: { question: 'q06', answers: ['b'] } },
  // "I finish my homework before I play" (not at all) / the project: start right away so it is done early.
  { first: { question: 'q03', answers: ['1'] }, second: { question: 'q10', answers: ['b'] } },
  // "I can keep my phone away when I study" (not at all) / the project: a plan and a little every day.
  { first: { question: 'q22', answers: ['1'] }, second: { question: 'q10', answers: ['a'] } },
]

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The flags this scan raises, in answeringFlagIds' order; empty for a careful scan. */
export function answeringFlags(model: ScanModel, answers: Answers, trace?: AnsweringTrace): AnsweringFlag[] {
  const flags: AnsweringFlag[] = []
  const choices = model.questions.filter((question) => question.kind === 'choice')
  const scales = model.questions.filter((question) => question.kind === 'scale')

  const letters = new Map<string, number>()
  for (const question of choices) {
    const answer = answers[question.id]
    if (answer !== undefined && optionIds(question).includes(answer))
      letters.set(answer, (letters.get(answer) ?? 0) + 1)
  }
  const mostCommon = Math.max(0, ...letters.values())
  const ratings = new Set(scales.map((question) => answers[question.id]))
  if (choices.length > 0 && mostCommon >= SAME_ANSWER_SHARE * choices.length && ratings.size <= 1)
    flags.push('same-answer')

  if (scales.length > 0 && scales.every((question) => answers[question.id] === '3')) flags.push('all-middle')

  const timed = (trace?.secondsPerAnswer ?? []).filter(
    (seconds): seconds is number => typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0,
  )
  if (timed.length >= MIN_TIMED_ANSWERS && median(timed) < FAST_MEDIAN_SECONDS) flags.push('too-fast')

  const contradicted = CONTRADICTIONS.filter(
    ({ first, second }) =>
      first.answers.includes(answers[first.question] ?? '') &&
      second.answers.includes(answers[second.question] ?? ''),
  ).length
  if (contradicted >= 2) flags.push('contradictions')
  return flags
}
