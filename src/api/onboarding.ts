import type { PlanKey, Role } from '../content/catalogue'
import { post } from './client'

export interface RegisterBody {
  firstName: string
  lastName: string
  phone: string
  email: string
}

export interface MessageResponse {
  message: string
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
  return post<MessageResponse>(`/api/onboarding/register-basic?role=${encodeURIComponent(role)}`, body)
}

export function validateOtp(body: ValidateOtpBody) {
  return post<MessageResponse>('/api/onboarding/validate-otp', body)
}

export function resendOtp(body: ResendOtpBody) {
  return post<MessageResponse>('/api/onboarding/resend-otp', body)
}

export function selectPlan(body: { email: string; plan: PlanKey }) {
  return post<MessageResponse>('/api/onboarding/select-plan', body)
}

export function markPaymentSuccess(body: { email: string }) {
  return post<MessageResponse>('/api/onboarding/payment/success', body)
}
