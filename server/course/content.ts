/**
 * Where the course's texts come from: the lessons, the assessment's bank and the practical's rubric, per language,
 * as the content data in src/course/ types them. The server reads them only through this interface, given to
 * buildApp (BuildOptions.course; tests give a fixture).
 */
import { bank, lessons, rubric } from '../../src/course/course'
import type { BankQuestion, Lesson, RubricCriterion } from '../../src/course/types'

export type CourseLanguage = 'en' | 'hi'

export interface CourseContent {
  lessons(language: CourseLanguage): readonly Lesson[]
  bank(language: CourseLanguage): readonly BankQuestion[]
  rubric(language: CourseLanguage): readonly RubricCriterion[]
}

/** The published course: the content data of src/course/ (lessons, bank and rubric by language). */
export const publishedCourse: CourseContent | undefined = { lessons, bank, rubric }

/** The number of teaching lessons; the assessment is session 13. */
export const LESSON_COUNT = 12
