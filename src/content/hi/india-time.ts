/**
 * Dates and times in Hindi, as a person in India reads them (Asia/Kolkata): the English module's formats with the
 * 'hi-IN' locale ("सोम, 30 नव॰", "सोमवार, 30 नवंबर", "4:30 pm"). The grouping key stays the English module's.
 */
export { TIME_ZONE, indiaDateKey } from '../india-time'
import { TIME_ZONE } from '../india-time'

export const LOCALE = 'hi-IN'

const formats = new Map<string, Intl.DateTimeFormat>()
function format(iso: string, options: Intl.DateTimeFormatOptions): string {
  const key = JSON.stringify(options)
  let formatter = formats.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, ...options })
    formats.set(key, formatter)
  }
  return formatter.format(new Date(iso))
}

/** "सोम, 30 नव॰" */
export const indiaDay = (iso: string) => format(iso, { weekday: 'short', day: 'numeric', month: 'short' })
/** "सोमवार, 30 नवंबर" */
export const indiaLongDay = (iso: string) => format(iso, { weekday: 'long', day: 'numeric', month: 'long' })
/** "4:30 pm" */
export const indiaTime = (iso: string) => format(iso, { hour: 'numeric', minute: '2-digit', hour12: true })
/** "30 नवंबर 2026": the month in full (a Hindi reader does not abbreviate it), as the server and the mails write it. */
export const indiaDayMonthYear = (iso: string) =>
  format(iso, { day: 'numeric', month: 'long', year: 'numeric' })
/** "सोम, 30 नव॰, 4:30 pm" */
export const indiaWhen = (iso: string) => `${indiaDay(iso)}, ${indiaTime(iso)}`
/** A "YYYY-MM-DD" day, as "सोम, 30 नव॰ 2026". */
export const indiaDate = (date: string) =>
  format(`${date}T12:00:00+05:30`, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
