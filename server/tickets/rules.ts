/**
 * Each kind of ticket's number prefix and answer clock, in one place. The Consumer Protection (E-Commerce) Rules
 * 2020 (rule 4(5)) give a help request 48 hours to be acknowledged and one month to be redressed; a privacy request
 * is answered within 90 days.
 */
import type { TicketKind } from '../db/schema'

export interface TicketRule {
  /** The number's prefix: HLP-000123. */
  prefix: string
  acknowledgeWithinHours: number
  /** The day the request must be resolved by, counted from when it was made. */
  resolveBy: (createdAt: Date) => Date
}

const HOUR_MS = 3_600_000

/** `months` calendar months later (31 Jan + 1 month is the last day of February, never 3 March). */
export function addMonths(from: Date, months: number): Date {
  const result = new Date(from.getTime())
  const day = result.getUTCDate()
  result.setUTCDate(1)
  result.setUTCMonth(result.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate()
  result.setUTCDate(Math.min(day, lastDay))
  return result
}

export const TICKET_RULES: Record<TicketKind, TicketRule> = {
  help: { prefix: 'HLP', acknowledgeWithinHours: 48, resolveBy: (at) => addMonths(at, 1) },
  privacy: {
    prefix: 'PRV',
    acknowledgeWithinHours: 48,
    resolveBy: (at) => new Date(at.getTime() + 90 * 24 * HOUR_MS),
  },
}

/** The deadlines of a ticket of `kind` made at `createdAt`. */
export function ticketDeadlines(kind: TicketKind, createdAt: Date): { acknowledgeBy: Date; resolveBy: Date } {
  const rule = TICKET_RULES[kind]
  return {
    acknowledgeBy: new Date(createdAt.getTime() + rule.acknowledgeWithinHours * HOUR_MS),
    resolveBy: rule.resolveBy(createdAt),
  }
}

/** HLP + 123 -> HLP-000123. */
export function ticketNumber(kind: TicketKind, sequence: number): string {
  return `${TICKET_RULES[kind].prefix}-${String(sequence).padStart(6, '0')}`
}
