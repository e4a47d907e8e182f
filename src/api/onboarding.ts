import type { PlanKey, Role } from '../content/catalogue'
import { apiClient, post } from './client'
import { endpoints } from './endpoints'

export interface RegisterBody {
  firstName: string
  lastName: string
  phone: string
  email: string
}

export interface MessageResponse {
  message: string
}

/**
 * register-basic and resend-otp: `sms` says whether the code went by a short message too (to the phone typed),
 * `channel` by which: SMS or WhatsApp.
 */
export interface CodeSentResponse extends MessageResponse {
  sms: boolean
  channel?: 'sms' | 'whatsapp'
}

export interface ValidateOtpBody {
  email: string
  phone: string
  otp: string
}

export interface ResendOtpBody {
  email: string
  phone: string
  role: Role
  firstName: string
  lastName: string
}

export function register(role: Role, body: RegisterBody) {
  return post<CodeSentResponse>(`${endpoints.register}?role=${encodeURIComponent(role)}`, body)
}

export function validateOtp(body: ValidateOtpBody) {
  return post<MessageResponse>(endpoints.validateOtp, body)
}

export function resendOtp(body: ResendOtpBody) {
  return post<CodeSentResponse>(endpoints.resendOtp, body)
}

export function selectPlan(body: { email: string; plan: PlanKey }) {
  return post<MessageResponse>(endpoints.selectPlan, body)
}

export function markPaymentSuccess(body: { email: string }) {
  return post<MessageResponse>(endpoints.paymentSuccess, body)
}

/** The applicant of the browser's session (GET /api/onboarding/me) and the plan they chose, if any. */
export interface SessionApplicant {
  email: string
  phone: string
  firstName: string
  lastName: string
  role: Role
  /** Catalogue price in rupees. */
  plan: { key: PlanKey; name: string; amount: number } | null
}

/** The session's applicant, or null without a valid session (a 401 is an answer here, not a failure). */
export async function readSession(): Promise<SessionApplicant | null> {
  const response = await apiClient.get<SessionApplicant>(endpoints.session, {
    validateStatus: (status) => (status >= 200 && status < 300) || status === 401,
  })
  return response.status === 401 ? null : response.data
}
