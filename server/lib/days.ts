/**
 * Dates as people and clients type them, checked by their parts: a day that exists (not 2026-13-45 or 2026-02-30)
 * in a year this service can have anything in. Year 0 and years past 9999 are no time PostgreSQL and a JavaScript
 * Date agree on: refused here, not failed on later as a 500 (issue 45 S12).
 */
export const FIRST_YEAR = 2000
export const LAST_YEAR = 2999

/** A YYYY-MM-DD day that exists, in FIRST_YEAR..LAST_YEAR. */
export function isRealDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (year < FIRST_YEAR || year > LAST_YEAR || month < 1 || month > 12 || day < 1) return false
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** An ISO 8601 time (already of the right shape) whose day exists, in FIRST_YEAR..LAST_YEAR. */
export function isRealInstant(text: string): boolean {
  return isRealDay(text.slice(0, 10)) && Number.isFinite(Date.parse(text))
}
