/** The counsellors' workspace API (server/routes/workspace.ts): the counsellor's own session, students and hours. */
import type { ReportDocument } from '../engine/report'
import { apiClient, post } from './client'

const base = '/api/workspace'
const id = (value: string) => encodeURIComponent(value)

export interface CounsellorProfile {
  id: string
  email: string
  name: string
  phone: string | null
  meetingLink: string | null
  /** The languages the counsellor holds debriefs in: families are assigned in these only. */
  languages: ('en' | 'hi')[]
  referralCode: string
  referralUrl: string
  studentsAssigned: number
  promisedStudents: number
  referralSales: number
}

export type ScanState = 'not-started' | 'in-progress' | 'submitted' | 'withdrawn'
export type SessionStatus = 'booked' | 'cancelled' | 'held' | 'no-show'

export interface Student {
  orderId: string
  reference: string
  childFirstName: string | null
  childClass: string | null
  parentName: string
  parentEmail: string
  parentPhone: string
  planName: string
  assignedAt: string
  scan: ScanState
  reportReady: boolean
  /** The latest report found the answers hurried. */
  answersHurried: boolean
  session: { id: string; startsAt: string; endsAt: string; status: SessionStatus } | null
  closed: boolean
}

export interface WeeklyHours {
  /** 0 = Sunday. */
  weekday: number
  /** "HH:MM", India time. */
  start: string
  end: string
}

export interface Availability {
  weekly: WeeklyHours[]
  exceptions: { date: string }[]
}

export interface CounsellorSession {
  id: string
  orderId: string
  childFirstName: string | null
  parentName: string
  parentEmail: string
  parentPhone: string
  startsAt: string
  endsAt: string
  status: SessionStatus
  cancelledBy: 'parent' | 'counsellor' | 'staff' | null
  cancelReason: string | null
  privateNotes: string | null
  parentNote: string | null
}

export const requestWorkspaceCode = (email: string) => post<{ message: string }>(`${base}/code`, { email })
export const signInToWorkspace = (email: string, code: string) =>
  post<{ message: string }>(`${base}/sign-in`, { email, code })
export const signOutOfWorkspace = () => post<{ message: string }>(`${base}/sign-out`, {})

export async function fetchProfile() {
  return (await apiClient.get<CounsellorProfile>(`${base}/me`)).data
}

export async function saveMeetingLink(meetingLink: string | null) {
  return (await apiClient.put<CounsellorProfile>(`${base}/me`, { meetingLink })).data
}

export async function saveLanguages(languages: ('en' | 'hi')[]) {
  return (await apiClient.put<CounsellorProfile>(`${base}/me`, { languages })).data
}

export async function fetchStudents() {
  return (await apiClient.get<{ students: Student[] }>(`${base}/students`)).data.students
}

export async function fetchAvailability() {
  return (await apiClient.get<Availability & { timeZone: string }>(`${base}/availability`)).data
}

export async function saveAvailability(availability: Availability) {
  return (await apiClient.put<Availability & { timeZone: string }>(`${base}/availability`, availability)).data
}

export async function fetchSessions() {
  return (await apiClient.get<{ sessions: CounsellorSession[] }>(`${base}/sessions`)).data.sessions
}

export const cancelSession = (sessionId: string, reason: string) =>
  post<CounsellorSession>(`${base}/sessions/${id(sessionId)}/cancel`, { reason })
export const markHeld = (sessionId: string, privateNotes: string, parentNote?: string) =>
  post<CounsellorSession>(`${base}/sessions/${id(sessionId)}/held`, {
    privateNotes,
    ...(parentNote ? { parentNote } : {}),
  })
export const markNoShow = (sessionId: string) =>
  post<CounsellorSession>(`${base}/sessions/${id(sessionId)}/no-show`, {})

/** A student's report, in the shape of the buyer's GET /api/orders/:id/report. */
export async function fetchStudentReport(orderId: string) {
  const response = await apiClient.get<{ version: number; generatedAt: string; document: ReportDocument }>(
    `${base}/students/${id(orderId)}/report`,
  )
  return response.data
}

/** The counsellor's own public page (server/routes/counsellor-pages.ts). */
export interface CounsellorPageFields {
  slug: string
  bio: string
  area: string
  yearsTeaching: number | null
  showPhone: boolean
  showEmail: boolean
  indexable: boolean
}

export interface CounsellorPageView {
  page:
    | (CounsellorPageFields & {
        published: boolean
        takenDown: { at: string; reason: string | null } | null
        url: string
        hindiUrl: string
      })
    | null
  photo: { small: string | null; large: string | null }
  languages: string[]
  credentialUrl: string | null
  kit: {
    files: { file: string; url: string }[]
    whatsapp: { en: string; hi: string }
    referralUrl: string
  }
}

export interface CounsellorOffer {
  firstHundred: { eligible: boolean; place: number | null }
  guarantee: {
    students: number
    assigned: number
    dueBy: string
    withinMonths: number
    rule: Record<'en' | 'hi', { heading: string; counts: string; within: string; remedy: string }>
  }
}

export async function fetchPage() {
  return (await apiClient.get<CounsellorPageView>(`${base}/page`)).data
}

export async function savePage(fields: CounsellorPageFields) {
  return (await apiClient.put<CounsellorPageView>(`${base}/page`, fields)).data
}

export async function publishPage(published: boolean) {
  return (await apiClient.post<CounsellorPageView>(`${base}/page/publish`, { published })).data
}

export async function uploadPhoto(photo: Blob) {
  return (
    await apiClient.post<CounsellorPageView>(`${base}/page/photo`, photo, {
      headers: { 'Content-Type': photo.type || 'application/octet-stream' },
    })
  ).data
}

export async function fetchOffer() {
  return (await apiClient.get<CounsellorOffer>(`${base}/offer`)).data
}
