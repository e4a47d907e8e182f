import type { PlanKey, Role } from '../../content/catalogue'

/** Checkout user data from navigation state (SPEC §3): amount is a number defaulting to 0, the rest ''. */
export interface CheckoutData {
  firstName: string
  lastName: string
  email: string
  phone: string
  role: Role | ''
  planName: string
  planKey: PlanKey | ''
  /** Rupees. */
  amount: number
}

export function readCheckoutState(state: unknown): CheckoutData {
  const record: Record<string, unknown> = typeof state === 'object' && state !== null ? { ...state } : {}
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '')
  const role = record.role === 'student' || record.role === 'eec' ? record.role : ''
  const planKey = record.planKey === 'basic' || record.planKey === 'premium' ? record.planKey : ''
  const amount = typeof record.amount === 'number' && Number.isFinite(record.amount) ? record.amount : 0
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phone: text('phone'),
    role,
    planName: text('planName'),
    planKey,
    amount,
  }
}
