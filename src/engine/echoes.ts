/**
 * The report's texts kept true to the child's own ratings. Each rating statement of the model names the phrases by
 * which a text echoes it (`ScaleQuestion.echoes`); a sentence that asserts a statement the child rated 1-2 ("not
 * like me", "a little like me"), or denies one rated 4-5, is left out of the report. Pure: the report builder and
 * the tests import it.
 */
import type { Answers, ScanModel } from './types'

/** A phrase the report must not print for these answers, and why. */
export interface Contradicted {
  question: string
  /** 'asserts': the statement was rated 1-2; 'denies': it was rated 4-5. */
  kind: 'asserts' | 'denies'
  phrase: string
}

/** Text as the phrases are matched: one Unicode form (Devanagari's nukta letters), case folded. */
export function foldText(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase()
}

/** The echo phrases that these answers make untrue: a rating of 1-2 rules out its asserts, 4-5 its denies. */
export function contradictedPhrases(model: ScanModel, answers: Answers): Contradicted[] {
  const out: Contradicted[] = []
  for (const question of model.questions) {
    if (question.kind !== 'scale') continue
    const rating = Number(answers[question.id])
    const kind = rating === 1 || rating === 2 ? 'asserts' : rating === 4 || rating === 5 ? 'denies' : null
    if (kind === null) continue
    for (const phrase of question.echoes[kind]) out.push({ question: question.id, kind, phrase })
  }
  return out
}

/**
 * The echo phrases a firm claim must not make for these answers: the asserts of a statement the child rated 3 ("somewhat
 * like me"). A stronger domain's text says "likely"; for a statement the child only half agreed with, that is more
 * certain than the answer (a parent's reading: "likely stays fairly steady before exams" after a 3 on "Before an exam,
 * I feel calm and ready").
 */
export function overstatedPhrases(model: ScanModel, answers: Answers): Contradicted[] {
  return model.questions.flatMap((question) =>
    question.kind === 'scale' && answers[question.id] === '3'
      ? question.echoes.asserts.map((phrase) => ({ question: question.id, kind: 'asserts' as const, phrase }))
      : [],
  )
}

/** The contradicted phrases a text contains. */
export function contradictionsIn(text: string, phrases: readonly Contradicted[]): Contradicted[] {
  const folded = foldText(text)
  return phrases.filter((phrase) => folded.includes(foldText(phrase.phrase)))
}

/** A text's sentences, ending at . ! ? or the Hindi danda (with any closing quote), as written. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?।][”’"')]*)\s+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '')
}

/** The text without its sentences that echo a contradicted phrase; null when none is left. */
export function keepTrue(text: string, phrases: readonly Contradicted[]): string | null {
  if (phrases.length === 0) return text
  const kept = sentencesOf(text).filter((sentence) => contradictionsIn(sentence, phrases).length === 0)
  return kept.length > 0 ? kept.join(' ') : null
}
