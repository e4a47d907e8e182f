/**
 * Dates and times as a person in India reads them (Asia/Kolkata, whatever the phone's own zone). The formats are
 * made for a locale by `dateFormatsIn`, which the Hindi twin (hi/india-time.ts) calls with its own. Free of
 * browser and Node APIs: Intl only.
 */
export const TIME_ZONE = 'Asia/Kolkata'
export const LOCALE = 'en-IN'

type Format = (iso: string) => string
/** A format of the locale's: its formatter is made on first use, once. */
type FormatOf = (options: Intl.DateTimeFormatOptions) => Format

/**
 * The formats of one locale, in this order (a list, not an object: the English pages would carry every name
 * twice), and `formatOf` first, for a twin's own variant.
 */
export function dateFormatsIn(
  locale: string,
  /** The time of day: "4:30 pm" in English; Hindi passes its day period ("शाम 4:30"). */
  timeOptions: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', hour12: true },
): [
  formatOf: FormatOf,
  indiaDay: Format,
  indiaLongDay: Format,
  indiaTime: Format,
  indiaDayMonthYear: Format,
  indiaWhen: Format,
  indiaDate: Format,
] {
  const formatOf: FormatOf = (options) => {
    let formatter: Intl.DateTimeFormat | undefined
    return (iso) =>
      (formatter ??= new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, ...options })).format(
        new Date(iso),
      )
  }
  const day = formatOf({ weekday: 'short', day: 'numeric', month: 'short' })
  const time = formatOf(timeOptions)
  const date = formatOf({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
  return [
    formatOf,
    day,
    formatOf({ weekday: 'long', day: 'numeric', month: 'long' }),
    time,
    formatOf({ day: 'numeric', month: 'short', year: 'numeric' }),
    (iso) => `${day(iso)}, ${time(iso)}`,
    (yyyymmdd) => date(`${yyyymmdd}T12:00:00+05:30`),
  ]
}

/**
 * "Mon, 30 Nov"; "Monday, 30 November"; "4:30 pm"; "30 Nov 2026" (a day in a list: My orders' dates);
 * "Mon, 30 Nov, 4:30 pm"; and a "YYYY-MM-DD" day as "Mon, 30 Nov 2026".
 */
export const [, indiaDay, indiaLongDay, indiaTime, indiaDayMonthYear, indiaWhen, indiaDate] =
  // Pure: the Hindi build, which imports this module for dateFormatsIn and indiaDateKey, drops the English ones.
  /* @__PURE__ */ dateFormatsIn(LOCALE)

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
