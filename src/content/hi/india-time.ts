/**
 * Dates and times in Hindi, as a person in India reads them (Asia/Kolkata): the English module's formats with the
 * 'hi-IN' locale ("सोम, 30 नव॰", "सोमवार, 30 नवंबर"), and the time of day by its part of the day, as Hindi says it
 * ("शाम 4:30", not the Latin "4:30 pm": HINDI_TIME). The grouping key stays the English module's.
 */
export { TIME_ZONE, indiaDateKey, dateFormatsIn } from '../india-time'
import { dateFormatsIn } from '../india-time'

export const LOCALE = 'hi-IN'
/** "सुबह 10:00", "दोपहर 1:30", "शाम 4:30", "रात 8:00": the day period in words, no am/pm (docs/decisions.md). */
export const HINDI_TIME: Intl.DateTimeFormatOptions = {
  hour: 'numeric',
  minute: '2-digit',
  dayPeriod: 'short',
}

/**
 * "सोम, 30 नव॰"; "सोमवार, 30 नवंबर"; "शाम 4:30"; "सोम, 30 नव॰, शाम 4:30"; and a "YYYY-MM-DD" day as
 * "सोम, 30 नव॰ 2026".
 */
const formats = dateFormatsIn(LOCALE, HINDI_TIME)
export const [, indiaDay, indiaLongDay, indiaTime, , indiaWhen, indiaDate] = formats
const [formatOf] = formats
/** "30 नवंबर 2026": the month in full (a Hindi reader does not abbreviate it), as the server and the mails write it. */
export const indiaDayMonthYear = formatOf({ day: 'numeric', month: 'long', year: 'numeric' })
