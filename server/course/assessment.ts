/**
 * The final assessment (session 13): 30 questions of the bank drawn at random per attempt, questions and options
 * shuffled; 45 minutes by the server's clock (an answer saved after the deadline is not counted; an attempt left
 * open past it is marked with what was saved in time); 70% to pass; 3 attempts, each 24 hours after the last.
 * The browser gets every question at the start but never the key: after submitting, the score and the topics to
 * revise. Answers are saved in the background, idempotently; two tabs on one attempt share it, newest answer wins.
 */
import { randomInt } from 'node:crypto'
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { courseAttempts, type AttemptAnswer, type AttemptQuestion } from '../db/schema'
import { RefusedError } from '../lib/errors'
import { courseTopics, type BankQuestion } from '../../src/course/types'
import { LESSON_COUNT, type CourseContent, type CourseLanguage } from './content'
import { completedLessons } from './lessons'

export const QUESTIONS_PER_ATTEMPT = 30
export const ATTEMPT_MINUTES = 45
export const PASS_PERCENT = 70
export const MAX_ATTEMPTS = 3
export const ATTEMPT_GAP_MS = 24 * 3_600_000
export const ATTEMPT_NOT_FOUND = 'This attempt does not exist.'
export const ASSESSMENT_LOCKED = 'The final assessment opens once the 12 lessons are done.'
export const TIME_UP = 'The time for this attempt is over: answers after it are not counted.'

export type Attempt = typeof courseAttempts.$inferSelect

function shuffle<T>(items: readonly T[]): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

/** 30 of the bank at random, in a random order, each with its options in a random order. */
export function drawQuestions(bank: readonly BankQuestion[]): AttemptQuestion[] {
  if (bank.length < QUESTIONS_PER_ATTEMPT) throw new Error('the question bank is too small')
  return shuffle(bank)
    .slice(0, QUESTIONS_PER_ATTEMPT)
    .map((q) => ({ id: q.id, options: shuffle(q.options.map((o) => o.id)) }))
}

function grade(bank: readonly BankQuestion[], attempt: Attempt) {
  const byId = new Map(bank.map((q) => [q.id, q]))
  let right = 0
  const missed = new Set<string>()
  for (const { id } of attempt.questions) {
    const question = byId.get(id)
    if (!question) continue
    const given = attempt.answers[id]
    // Only what was saved by the deadline counts.
    if (given && given.at <= attempt.deadlineAt.getTime() && given.option === question.answer) right += 1
    else missed.add(question.topic)
  }
  const score = Math.round((right * 100) / attempt.questions.length)
  return {
    right,
    score,
    passed: score >= PASS_PERCENT,
    topics: courseTopics.filter((topic) => missed.has(topic)),
  }
}

async function attemptsOf(db: DbOrTx, counsellorId: string): Promise<Attempt[]> {
  return db
    .select()
    .from(courseAttempts)
    .where(eq(courseAttempts.counsellorId, counsellorId))
    .orderBy(asc(courseAttempts.number))
}

/** Marks an attempt (locked by the caller) with what was saved in time. */
async function close(
  tx: DbOrTx,
  bank: readonly BankQuestion[],
  attempt: Attempt,
  now: Date,
): Promise<Attempt> {
  const result = grade(bank, attempt)
  const submittedAt = now.getTime() > attempt.deadlineAt.getTime() ? attempt.deadlineAt : now
  const [row] = await tx
    .update(courseAttempts)
    .set({ submittedAt, score: result.score, passed: result.passed, topics: result.topics })
    .where(and(eq(courseAttempts.id, attempt.id), isNull(courseAttempts.submittedAt)))
    .returning()
  return row ?? attempt
}

/** Closes an open attempt whose time ran out (nobody submitted it). */
export async function closeExpired(
  tx: DbOrTx,
  input: { content: CourseContent; counsellorId: string; now: Date },
): Promise<void> {
  const [open] = await tx
    .select()
    .from(courseAttempts)
    .where(and(eq(courseAttempts.counsellorId, input.counsellorId), isNull(courseAttempts.submittedAt)))
    .for('update')
  if (open && open.deadlineAt.getTime() < input.now.getTime())
    await close(tx, input.content.bank('en'), open, input.now)
}

/** Where the assessment stands for the counsellor: open or not, the attempts, when the next may start. */
export async function assessmentState(
  db: DbOrTx,
  input: { counsellorId: string; now: Date; lessonsDone?: number },
) {
  const lessonsDone = input.lessonsDone ?? (await completedLessons(db, input.counsellorId)).size
  const attempts = await attemptsOf(db, input.counsellorId)
  const passed = attempts.some((a) => a.passed)
  const open = attempts.find((a) => a.submittedAt === null && a.deadlineAt.getTime() >= input.now.getTime())
  const last = attempts.filter((a) => a.submittedAt).at(-1)
  const nextAt = last?.submittedAt ? new Date(last.submittedAt.getTime() + ATTEMPT_GAP_MS) : null
  const unlocked = lessonsDone >= LESSON_COUNT
  const canStart =
    unlocked &&
    !passed &&
    !open &&
    attempts.length < MAX_ATTEMPTS &&
    (!nextAt || nextAt.getTime() <= input.now.getTime())
  return {
    unlocked,
    passed,
    openAttemptId: open?.id ?? null,
    canStart,
    attemptsLeft: Math.max(0, MAX_ATTEMPTS - attempts.length),
    nextAttemptAt: !passed && attempts.length < MAX_ATTEMPTS && nextAt && nextAt > input.now ? nextAt : null,
    attempts: attempts.filter((a) => a.submittedAt).map(resultOf),
  }
}

export function resultOf(attempt: Attempt) {
  return {
    id: attempt.id,
    number: attempt.number,
    startedAt: attempt.startedAt,
    submittedAt: attempt.submittedAt,
    score: attempt.score,
    passed: attempt.passed,
    topics: attempt.topics ?? [],
    answered: Object.values(attempt.answers).filter((a) => a.at <= attempt.deadlineAt.getTime()).length,
    questions: attempt.questions.length,
  }
}

/** An open attempt as the browser gets it: every question and option, no key; the answers saved so far. */
function sheet(
  content: CourseContent,
  language: CourseLanguage,
  attempt: Attempt,
  now: Date,
  resumed: boolean,
) {
  const bank = new Map(content.bank(language).map((q) => [q.id, q]))
  return {
    id: attempt.id,
    number: attempt.number,
    deadlineAt: attempt.deadlineAt,
    serverNow: now,
    resumed,
    questions: attempt.questions.map(({ id, options }) => {
      const q = bank.get(id)
      if (!q) throw new Error(`bank question ${id} missing`)
      return {
        id,
        kind: q.kind,
        case: q.case,
        prompt: q.prompt,
        options: options.map((o) => ({ id: o, text: q.options.find((x) => x.id === o)?.text ?? '' })),
      }
    }),
    answers: Object.fromEntries(Object.entries(attempt.answers).map(([id, a]) => [id, a.option])),
  }
}

/**
 * Starts an attempt, or answers the open one (a second tab or device: the same attempt, `resumed`). In a
 * transaction: the open-attempt unique index makes two starts at once one attempt.
 */
export async function startAttempt(
  tx: DbOrTx,
  input: { content: CourseContent; language: CourseLanguage; counsellorId: string; now: Date },
) {
  await closeExpired(tx, input)
  const [open] = await tx
    .select()
    .from(courseAttempts)
    .where(and(eq(courseAttempts.counsellorId, input.counsellorId), isNull(courseAttempts.submittedAt)))
  if (open) return sheet(input.content, input.language, open, input.now, true)
  const state = await assessmentState(tx, input)
  if (!state.unlocked) throw new RefusedError('forbidden', ASSESSMENT_LOCKED)
  if (state.passed) throw new RefusedError('conflict', 'You have passed the final assessment already.')
  if (state.attemptsLeft === 0)
    throw new RefusedError('conflict', 'All 3 attempts are used. Please write to us from the contact page.')
  if (state.nextAttemptAt)
    throw new RefusedError(
      'conflict',
      'Your next attempt opens 24 hours after the last one. Please come back at the time shown.',
    )
  const [row] = await tx
    .insert(courseAttempts)
    .values({
      id: crypto.randomUUID(),
      counsellorId: input.counsellorId,
      number: state.attempts.length + 1,
      questions: drawQuestions(input.content.bank('en')),
      answers: {},
      startedAt: input.now,
      deadlineAt: new Date(input.now.getTime() + ATTEMPT_MINUTES * 60_000),
    })
    .onConflictDoNothing()
    .returning()
  if (row) return sheet(input.content, input.language, row, input.now, false)
  // Another tab started it a moment ago.
  const [other] = await tx
    .select()
    .from(courseAttempts)
    .where(and(eq(courseAttempts.counsellorId, input.counsellorId), isNull(courseAttempts.submittedAt)))
  if (!other) throw new RefusedError('conflict', 'Please try again.')
  return sheet(input.content, input.language, other, input.now, true)
}

async function lockAttempt(tx: DbOrTx, counsellorId: string, attemptId: string): Promise<Attempt> {
  const [row] = await tx
    .select()
    .from(courseAttempts)
    .where(and(eq(courseAttempts.id, attemptId), eq(courseAttempts.counsellorId, counsellorId)))
    .for('update')
  if (!row) throw new RefusedError('not-found', ATTEMPT_NOT_FOUND)
  return row
}

export interface GivenAnswer {
  questionId: string
  option: string
  /** When the counsellor chose it (ms since the epoch, the device's clock): the newest of two tabs wins. */
  at: number
}

/** Merges answers in (newest per question wins); answers arriving after the deadline are refused, not counted. */
function merge(attempt: Attempt, given: readonly GivenAnswer[], now: Date): Record<string, AttemptAnswer> {
  const answers = { ...attempt.answers }
  for (const answer of given) {
    const question = attempt.questions.find((q) => q.id === answer.questionId)
    if (!question || !question.options.includes(answer.option))
      throw new RefusedError('invalid', 'Please choose one of the answers.')
    // The device's time is trusted for the order of two tabs only, never beyond the server's now.
    const at = Math.min(answer.at, now.getTime())
    const before = answers[answer.questionId]
    if (!before || before.at <= at) answers[answer.questionId] = { option: answer.option, at }
  }
  return answers
}

export async function saveAnswers(
  tx: DbOrTx,
  input: { counsellorId: string; attemptId: string; answers: readonly GivenAnswer[]; now: Date },
) {
  const attempt = await lockAttempt(tx, input.counsellorId, input.attemptId)
  if (attempt.submittedAt) throw new RefusedError('conflict', 'This attempt is submitted already.')
  if (input.now.getTime() > attempt.deadlineAt.getTime()) throw new RefusedError('gone', TIME_UP)
  const answers = merge(attempt, input.answers, input.now)
  await tx.update(courseAttempts).set({ answers }).where(eq(courseAttempts.id, attempt.id))
  return {
    answers: Object.fromEntries(Object.entries(answers).map(([id, a]) => [id, a.option])),
    deadlineAt: attempt.deadlineAt,
  }
}

/** Submits (idempotent): the last answers sent with it count if in time; answers the result, never the key. */
export async function submitAttempt(
  tx: DbOrTx,
  input: {
    content: CourseContent
    counsellorId: string
    attemptId: string
    answers: readonly GivenAnswer[]
    now: Date
  },
) {
  let attempt = await lockAttempt(tx, input.counsellorId, input.attemptId)
  if (!attempt.submittedAt) {
    if (input.answers.length > 0 && input.now.getTime() <= attempt.deadlineAt.getTime()) {
      const answers = merge(attempt, input.answers, input.now)
      attempt = { ...attempt, answers }
      await tx.update(courseAttempts).set({ answers }).where(eq(courseAttempts.id, attempt.id))
    }
    attempt = await close(tx, input.content.bank('en'), attempt, input.now)
  }
  return { ...resultOf(attempt), late: input.now.getTime() > attempt.deadlineAt.getTime() }
}

/** An attempt of the counsellor's: the open sheet, or the result once submitted (or run out). */
export async function attemptView(
  tx: DbOrTx,
  input: {
    content: CourseContent
    language: CourseLanguage
    counsellorId: string
    attemptId: string
    now: Date
  },
) {
  let attempt = await lockAttempt(tx, input.counsellorId, input.attemptId)
  if (!attempt.submittedAt && attempt.deadlineAt.getTime() < input.now.getTime())
    attempt = await close(tx, input.content.bank('en'), attempt, input.now)
  if (attempt.submittedAt) return { result: resultOf(attempt) }
  return { sheet: sheet(input.content, input.language, attempt, input.now, true) }
}
