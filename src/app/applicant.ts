import type { PlanKey, Role } from '../content/catalogue'

/** The registration applicant carried onward in navigation state (SPEC §3). */
export interface Applicant {
  firstName: string
  lastName: string
  email: string
  phone: string
  role: Role
}

/** A plan chosen before registering (SPEC §3: name, plan key, price). */
export interface SelectedPlan {
  name: string
  planKey: PlanKey
  price: number
}

export type ApplicantFields = Omit<Applicant, 'role'>

export const emptyFields: ApplicantFields = { firstName: '', lastName: '', email: '', phone: '' }

export function trimFields(fields: ApplicantFields): ApplicantFields {
  return {
    firstName: fields.firstName.trim(),
    lastName: fields.lastName.trim(),
    email: fields.email.trim(),
    phone: fields.phone.trim(),
  }
}

export function hasEmptyField(fields: ApplicantFields): boolean {
  return Object.values(fields).some((value) => value === '')
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** Reads `selectedPlan` from navigation state, ignoring anything malformed. */
export function readSelectedPlan(state: unknown): SelectedPlan | undefined {
  if (!isRecord(state) || !isRecord(state.selectedPlan)) return undefined
  const { name, planKey, price } = state.selectedPlan
  if (
    typeof name !== 'string' ||
    (planKey !== 'basic' && planKey !== 'premium') ||
    typeof price !== 'number'
  ) {
    return undefined
  }
  return { name, planKey, price }
}

/** Reads the applicant carried in navigation state; missing strings become '' (SPEC §3 defaults). */
export function readApplicant(state: unknown, fallbackRole: Role): Applicant {
  const record = isRecord(state) ? state : {}
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '')
  const role = record.role === 'eec' || record.role === 'student' ? record.role : fallbackRole
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phone: text('phone'),
    role,
  }
}
