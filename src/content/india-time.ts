/**
 * Dates and times as a person in India reads them (Asia/Kolkata, whatever the phone's own zone). The locale is one
 * constant so a Hindi edition changes it in one place. Free of browser and Node APIs: Intl only.
 */
export const TIME_ZONE = 'Asia/Kolkata'
export const LOCALE = 'en-IN'

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

/** "Mon, 30 Nov" */
export const indiaDay = (iso: string) => format(iso, { weekday: 'short', day: 'numeric', month: 'short' })
/** "Monday, 30 November" */
export const indiaLongDay = (iso: string) => format(iso, { weekday: 'long', day: 'numeric', month: 'long' })
/** "4:30 pm" */
export const indiaTime = (iso: string) => format(iso, { hour: 'numeric', minute: '2-digit', hour12: true })
/** "30 Nov 2026": a day in a list (My orders' dates). */
export const indiaDayMonthYear = (iso: string) =>
  format(iso, { day: 'numeric', month: 'short', year: 'numeric' })
/** "Mon, 30 Nov, 4:30 pm" */
export const indiaWhen = (iso: string) => `${indiaDay(iso)}, ${indiaTime(iso)}`
/** "2026-11-30": the calendar day in India, for grouping. */
const keyFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})
export function indiaDateKey(iso: string): string {
  const part = (type: string) => keyFormat.formatToParts(new Date(iso)).find((p) => p.type === type)?.value
  return `${part('year')}-${part('month')}-${part('day')}`
}
/** A "YYYY-MM-DD" day, as "Mon, 30 Nov 2026". */
export const indiaDate = (date: string) =>
  format(`${date}T12:00:00+05:30`, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
