/**
 * The course's content by language: the lookups the workspace's course pages and server/course/ import. Pure data.
 */
import { bank as bankEn } from './bank.en'
import { bank as bankHi } from './bank.hi'
import { lessons as lessonsEn } from './lessons.en'
import { lessons as lessonsHi } from './lessons.hi'
import { practicalBrief as briefEn, rubric as rubricEn } from './rubric.en'
import { practicalBrief as briefHi, rubric as rubricHi } from './rubric.hi'
import type { BankQuestion, Lesson, RubricCriterion } from './types'

export type CourseLanguage = 'en' | 'hi'

/** The 12 teaching sessions, in the curriculum's order. */
export function lessons(language: CourseLanguage): readonly Lesson[] {
  return language === 'hi' ? lessonsHi : lessonsEn
}

/** The final assessment's question bank (the draw takes 30). */
export function bank(language: CourseLanguage): readonly BankQuestion[] {
  return language === 'hi' ? bankHi : bankEn
}

/** The practical's rubric: staff score a written debrief plan against it. */
export function rubric(language: CourseLanguage): readonly RubricCriterion[] {
  return language === 'hi' ? rubricHi : rubricEn
}

/** The practical's brief: what the counsellor reads before writing the debrief plan. */
export function practicalBrief(language: CourseLanguage): readonly string[] {
  return language === 'hi' ? briefHi : briefEn
}
