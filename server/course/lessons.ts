/**
 * The lessons and their checks: a lesson is done once each of its checks is answered (right or wrong: the
 * explanation teaches either way). Progress lives on the server, so any device resumes where the counsellor left.
 */
import { and, eq, isNotNull } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { courseEnrolments, courseProgress } from '../db/schema'
import { RefusedError } from '../lib/errors'
import type { Lesson } from '../../src/course/types'
import type { CourseContent, CourseLanguage } from './content'

export const LESSON_NOT_FOUND = 'This lesson does not exist.'

export async function completedLessons(db: DbOrTx, counsellorId: string): Promise<Set<string>> {
  const rows = await db
    .select({ lessonId: courseProgress.lessonId })
    .from(courseProgress)
    .where(and(eq(courseProgress.counsellorId, counsellorId), isNotNull(courseProgress.completedAt)))
  return new Set(rows.map((r) => r.lessonId))
}

function findLesson(content: CourseContent, language: CourseLanguage, lessonId: string): Lesson {
  const lesson = content.lessons(language).find((l) => l.id === lessonId)
  if (!lesson) throw new RefusedError('not-found', LESSON_NOT_FOUND)
  return lesson
}

/** A check as the browser gets it: no answer, and the counsellor's own answer with its verdict once given. */
function checkView(check: Lesson['checks'][number], given: string | undefined) {
  return {
    id: check.id,
    prompt: check.prompt,
    options: check.options,
    ...(given === undefined
      ? {}
      : { given, correct: given === check.answer, answer: check.answer, explanation: check.explanation }),
  }
}

/** A lesson to read (and the place to resume from next time). */
export async function lessonView(
  db: DbOrTx,
  input: {
    content: CourseContent
    language: CourseLanguage
    counsellorId: string
    lessonId: string
    now: Date
  },
) {
  const lesson = findLesson(input.content, input.language, input.lessonId)
  const [progress] = await db
    .select()
    .from(courseProgress)
    .where(and(eq(courseProgress.counsellorId, input.counsellorId), eq(courseProgress.lessonId, lesson.id)))
  await db
    .update(courseEnrolments)
    .set({ lastLessonId: lesson.id })
    .where(eq(courseEnrolments.counsellorId, input.counsellorId))
  const answers = progress?.answers ?? {}
  return {
    id: lesson.id,
    session: lesson.session,
    title: lesson.title,
    summary: lesson.summary,
    minutes: lesson.minutes,
    blocks: lesson.blocks,
    checks: lesson.checks.map((check) => checkView(check, answers[check.id])),
    done: Boolean(progress?.completedAt),
  }
}

/** Records a check's answer (the first answer stands) and says whether it was right, and why. */
export async function answerCheck(
  db: DbOrTx,
  input: {
    content: CourseContent
    language: CourseLanguage
    counsellorId: string
    lessonId: string
    checkId: string
    option: string
    now: Date
  },
) {
  const lesson = findLesson(input.content, input.language, input.lessonId)
  const check = lesson.checks.find((c) => c.id === input.checkId)
  if (!check) throw new RefusedError('not-found', 'This question does not exist.')
  if (!check.options.some((o) => o.id === input.option))
    throw new RefusedError('invalid', 'Please choose one of the answers.')
  const [existing] = await db
    .select()
    .from(courseProgress)
    .where(and(eq(courseProgress.counsellorId, input.counsellorId), eq(courseProgress.lessonId, lesson.id)))
  const answers = { [check.id]: input.option, ...(existing?.answers ?? {}) }
  const done = lesson.checks.every((c) => answers[c.id] !== undefined)
  const completedAt = existing?.completedAt ?? (done ? input.now : null)
  await db
    .insert(courseProgress)
    .values({
      counsellorId: input.counsellorId,
      lessonId: lesson.id,
      answers,
      completedAt,
      updatedAt: input.now,
    })
    .onConflictDoUpdate({
      target: [courseProgress.counsellorId, courseProgress.lessonId],
      set: { answers, completedAt, updatedAt: input.now },
    })
  return { check: checkView(check, answers[check.id]), lessonDone: done }
}
