/**
 * The counsellor course as data: 12 lessons and the final assessment's question bank, in English and Hindi
 * (`lessons.en.ts` / `lessons.hi.ts`, `bank.en.ts` / `bank.hi.ts`, same ids and structure). Pure types: no
 * browser or Node API; the server (server/course/) and the workspace's course pages import it.
 */

/** The topics the assessment reports on ("revise: consent and a child's data"); each question has one. */
export const courseTopics = [
  'scan-measures',
  'reading-report',
  'streams-exams',
  'debrief',
  'worried-parent',
  'data-consent',
  'ethics-referral',
  'business',
] as const
export type CourseTopic = (typeof courseTopics)[number]

/** One block of a lesson's body. Markdown-light: `text` may hold **bold** and *italic*, nothing else. */
export type LessonBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: readonly string[] }
  /** A worked example on the sample report (public/samples/): a page of it and what a counsellor says. */
  | { kind: 'example'; title: string; reportPage: number | null; text: readonly string[] }
  /** An illustration: public/images/course/<file>.svg (and <file>.hi.svg where it has words), with its alt text. */
  | { kind: 'figure'; file: string; alt: string; caption: string }
  | { kind: 'note'; text: string }

/** A check question at a lesson's end: multiple choice, one right answer, and why. */
export interface CheckQuestion {
  id: string
  prompt: string
  options: readonly { id: string; text: string }[]
  answer: string
  /** Shown after answering, right or wrong. */
  explanation: string
}

export interface Lesson {
  /** 'l01'..'l12'. */
  id: string
  /** 1-12: the session of the curriculum. */
  session: number
  title: string
  /** One line under the title. */
  summary: string
  /** Reading time, minutes (about 25 with the checks). */
  minutes: number
  topic: CourseTopic
  blocks: readonly LessonBlock[]
  /** Three to five. */
  checks: readonly CheckQuestion[]
}

/** A question of the final assessment's bank (session 13): multiple choice or a short case on a sample report. */
export interface BankQuestion {
  /** 'q001'..: stable, never reused. */
  id: string
  kind: 'choice' | 'case'
  topic: CourseTopic
  /** For a case: the situation (a sample report's figures, what a parent said); null for a plain question. */
  case: string | null
  prompt: string
  /** Four options; ids 'a'..'d'. */
  options: readonly { id: string; text: string }[]
  answer: string
}

/** The practical's rubric: staff score a counsellor's written debrief plan against it (back office). */
export interface RubricCriterion {
  id: string
  title: string
  /** What 0, 1 and 2 points look like. */
  levels: readonly [string, string, string]
}
