/** The course's API (server/routes/course.ts), on the workspace's session. */
import type { CourseTopic, LessonBlock, RubricCriterion } from '../course/types'
import { apiClient, post } from './client'

const base = '/api/workspace/course'
const id = (value: string) => encodeURIComponent(value)

export interface BatchView {
  id: string
  title: string
  startsOn: string
  endsOn: string
  language: 'en' | 'hi'
  seats: number
  seatsLeft: number
}
export interface AttemptResult {
  id: string
  number: number
  submittedAt: string | null
  score: number | null
  passed: boolean | null
  topics: CourseTopic[]
  answered: number
  questions: number
}
export interface CourseOverview {
  name: string
  status: 'in-training' | 'certified' | 'suspended'
  lessons: { id: string; session: number; title: string; summary: string; minutes: number; done: boolean }[]
  lessonsDone: number
  lessonsTotal: number
  resumeLessonId: string | null
  assessment: {
    unlocked: boolean
    passed: boolean
    openAttemptId: string | null
    canStart: boolean
    attemptsLeft: number
    nextAttemptAt: string | null
    attempts: AttemptResult[]
  }
  practical: {
    status: 'submitted' | 'approved' | 'returned'
    submittedAt: string
    feedback: string | null
  } | null
  rubric: RubricCriterion[]
  batch: (BatchView & { joiningLink: string | null; attendedDays: number[] }) | null
  batches: BatchView[]
  certificate: { id: string; issuedAt: string; verifyUrl: string; linkedInUrl: string } | null
}
export interface CheckView {
  id: string
  prompt: string
  options: { id: string; text: string }[]
  given?: string
  correct?: boolean
  answer?: string
  explanation?: string
}
export interface LessonView {
  id: string
  session: number
  title: string
  summary: string
  minutes: number
  blocks: LessonBlock[]
  checks: CheckView[]
  done: boolean
  videoUrl: string | null
}
export interface AttemptSheet {
  id: string
  number: number
  deadlineAt: string
  serverNow: string
  resumed: boolean
  questions: {
    id: string
    kind: 'choice' | 'case'
    case: string | null
    prompt: string
    options: { id: string; text: string }[]
  }[]
  answers: Record<string, string>
}
export interface GivenAnswer {
  questionId: string
  option: string
  at: number
}

export const fetchCourse = async () => (await apiClient.get<CourseOverview>(base)).data
export const fetchLesson = async (lessonId: string) =>
  (await apiClient.get<LessonView>(`${base}/lessons/${id(lessonId)}`)).data
export const answerCheck = (lessonId: string, checkId: string, option: string) =>
  post<{ check: CheckView; lessonDone: boolean }>(`${base}/lessons/${id(lessonId)}/checks`, {
    checkId,
    option,
  })
export const startAttempt = () => post<AttemptSheet>(`${base}/attempts`, {})
export const saveAnswers = (attemptId: string, answers: GivenAnswer[]) =>
  post<{ answers: Record<string, string> }>(`${base}/attempts/${id(attemptId)}/answers`, { answers })
export const submitAttempt = (attemptId: string, answers: GivenAnswer[]) =>
  post<AttemptResult & { late: boolean }>(`${base}/attempts/${id(attemptId)}/submit`, { answers })
export const submitPractical = (plan: string) => post<{ message: string }>(`${base}/practical`, { plan })
export const chooseBatch = (batchId: string) => post<BatchView>(`${base}/batch`, { batchId })
export const certificatePdfUrl = `${base}/certificate.pdf`
export const certificateJwtUrl = `${base}/certificate.jwt`
