/**
 * Where the course's texts come from: the lessons, the assessment's bank and the practical's rubric, per language,
 * as the content data in src/course/ types them. The server reads them only through this interface, given to
 * buildApp (BuildOptions.course; tests give a fixture).
 */
import type { BankQuestion, Lesson, RubricCriterion } from '../../src/course/types'

export type CourseLanguage = 'en' | 'hi'

export interface CourseContent {
  lessons(language: CourseLanguage): readonly Lesson[]
  bank(language: CourseLanguage): readonly BankQuestion[]
  rubric(language: CourseLanguage): readonly RubricCriterion[]
}

/**
 * SEAM for the lead: the published course. When src/course/course.ts (lessons, bank, rubric by language, written by
 * the content engineer) lands, set this to `{ lessons, bank, rubric }` from it. Until then the course's API answers
 * 503 "The course is being prepared." and nothing else changes.
 */
export const publishedCourse: CourseContent | undefined = undefined

/** The number of teaching lessons; the assessment is session 13. */
export const LESSON_COUNT = 12
