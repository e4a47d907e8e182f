/**
 * Dates and times in Hindi, as a person in India reads them (Asia/Kolkata): the English module's formats with the
 * 'hi-IN' locale ("सोम, 30 नव॰", "सोमवार, 30 नवंबर", "4:30 pm"). The grouping key stays the English module's.
 */
export { TIME_ZONE, indiaDateKey, dateFormatsIn } from '../india-time'
import { dateFormatsIn } from '../india-time'

export const LOCALE = 'hi-IN'

/**
 * "सोम, 30 नव॰"; "सोमवार, 30 नवंबर"; "4:30 pm"; "सोम, 30 नव॰, 4:30 pm"; and a "YYYY-MM-DD" day as
 * "सोम, 30 नव॰ 2026".
 */
const formats = dateFormatsIn(LOCALE)
export const [, indiaDay, indiaLongDay, indiaTime, , indiaWhen, indiaDate] = formats
const [formatOf] = formats
/** "30 नवंबर 2026": the month in full (a Hindi reader does not abbreviate it), as the server and the mails write it. */
export const indiaDayMonthYear = formatOf({ day: 'numeric', month: 'long', year: 'numeric' })
