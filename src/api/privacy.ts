import type { ScanContext } from '../engine/types'
import { apiClient, post } from './client'

/** A scan as the privacy centre shows it (server/privacy/privacy.ts HeldScan, without the reports' documents). */
export interface HeldScan {
  status: 'sent' | 'consented' | 'submitted' | 'withdrawn' | 'erased'
  child: {
    firstName: string
    classLevel: number
    school: string | null
    city: string | null
    /** The school context given at consent (issue 51.1); null on a scan from before it was asked. */
    context: ScanContext | null
  } | null
  submittedAt: string | null
  answers: { questionId: string; question: string; answerText: string }[]
  consents: { noticeVersion: string; givenAt: string; withdrawnAt: string | null }[]
  reports: { version: number; generatedAt: string }[]
}

export interface HeldOrder {
  id: string
  plan: string
  amountPaise: number
  status: string
  orderedAt: string
  invoice: { number: string } | null
  creditNote: { number: string } | null
  scan: HeldScan | null
}

/** What we hold about the signed-in person: GET /api/privacy. */
export interface HeldData {
  account: {
    email: string
    firstName: string
    lastName: string
    phone: string
    role: 'student' | 'eec'
  }
  orders: HeldOrder[]
  contactMessages: { sentAt: string }[]
  mails: { kind: string }[]
  requests: {
    id: string
    kind: 'help' | 'privacy'
    number: string
    reason: string
    message: string
    state: 'open' | 'answered' | 'closed'
    createdAt: string
    answer: string | null
  }[]
}

export async function fetchHeldData(): Promise<{ email: string | null; data: HeldData | null }> {
  const response = await apiClient.get<{ email: string | null; data: HeldData | null }>('/api/privacy')
  return response.data
}

export function correctDetails(details: { firstName: string; lastName: string; phone: string }) {
  return post<{ message: string }>('/api/privacy/details', details)
}

export function correctChild(
  orderId: string,
  child: {
    childFirstName: string
    childClass: number
    school?: string
    city?: string
  } & Partial<Omit<ScanContext, 'classLevel'>>,
) {
  return post<{ message: string }>(`/api/privacy/orders/${encodeURIComponent(orderId)}/child`, child)
}

export function sendPrivacyRequest(request: { reason: string; message: string }) {
  return post<{ message: string }>('/api/privacy/requests', request)
}

export function eraseAccount(email: string) {
  return post<{ message: string }>('/api/privacy/erase', { email })
}
