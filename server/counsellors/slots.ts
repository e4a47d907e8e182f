/**
 * Bookable slots, pure: weekly hours in India time (no daylight saving: UTC+05:30 all year) and days off make
 * slots of one session's length (45 minutes for a counsellor's debrief, 60 for the team's strategy session with a
 * first-100 counsellor, server/strategy/), laid from the start of each range, over the next 14 days, never sooner
 * than BOOKING_NOTICE_MS from now, and never overlapping a session already booked.
 */
export const DEBRIEF_MINUTES = 45
export const BOOKING_DAYS = 14
/** A parent books at least this long before the start, so the counsellor hears of it in time. */
export const BOOKING_NOTICE_MS = 2 * 3_600_000
/** A parent may move or cancel a booking up to this long before it starts. */
export const CHANGE_NOTICE_MS = 12 * 3_600_000
export const INDIA_TIME_ZONE = 'Asia/Kolkata'

const IST_OFFSET_MS = 330 * 60_000
const DAY_MS = 86_400_000

export interface WeeklyHours {
  /** 0 = Sunday. */
  weekday: number
  startMinute: number
  endMinute: number
}

export interface Slot {
  startsAt: Date
  endsAt: Date
}

/** The India date (YYYY-MM-DD) of an instant. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10)
}

/** The instant of an India date's minute (minutes after midnight, India time). */
export function indiaInstant(date: string, minute: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS + minute * 60_000)
}

export function minuteText(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`
}

/** "16:30" -> 990; undefined for anything that is not a time of day. */
export function parseMinute(text: string): number | undefined {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(text)
  if (!match) return undefined
  const minute = Number(match[1]) * 60 + Number(match[2])
  return minute <= 24 * 60 ? minute : undefined
}

/** Why weekly hours cannot be saved, in the words of whoever sets them; undefined when they can. */
export function hoursProblem(
  hours: readonly WeeklyHours[],
  sessionMinutes = DEBRIEF_MINUTES,
): string | undefined {
  return hoursProblemAt(hours, sessionMinutes)?.message
}

/** The same, with the weekday it is about (a form shows it beside that day). */
export function hoursProblemAt(
  hours: readonly WeeklyHours[],
  sessionMinutes = DEBRIEF_MINUTES,
): { weekday: number; message: string } | undefined {
  const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
  for (const range of hours) {
    const day = days[range.weekday] ?? 'that day'
    const at = (message: string) => ({ weekday: range.weekday, message })
    if (range.endMinute <= range.startMinute)
      return at(`On ${day}, the end time must be after the start time.`)
    if (range.endMinute - range.startMinute < sessionMinutes)
      return at(
        `On ${day}, ${minuteText(range.startMinute)} to ${minuteText(range.endMinute)} is shorter than one ${sessionMinutes}-minute session.`,
      )
  }
  for (const [i, a] of hours.entries())
    for (const b of hours.slice(i + 1))
      if (a.weekday === b.weekday && a.startMinute < b.endMinute && b.startMinute < a.endMinute)
        return {
          weekday: a.weekday,
          message: `On ${days[a.weekday] ?? 'that day'}, ${minuteText(a.startMinute)}-${minuteText(a.endMinute)} and ${minuteText(b.startMinute)}-${minuteText(b.endMinute)} overlap.`,
        }
  return undefined
}

/** The free slots from now to the end of the 14th India day, earliest first. */
export function freeSlots(input: {
  hours: readonly WeeklyHours[]
  daysOff: ReadonlySet<string>
  booked: readonly Slot[]
  now: Date
  /** One session's length; a debrief's by default. */
  sessionMinutes?: number
}): Slot[] {
  const { hours, daysOff, booked, now, sessionMinutes = DEBRIEF_MINUTES } = input
  const earliest = now.getTime() + BOOKING_NOTICE_MS
  const today = indiaDate(now)
  const slots: Slot[] = []
  for (let day = 0; day < BOOKING_DAYS; day++) {
    const date = new Date(Date.parse(`${today}T00:00:00Z`) + day * DAY_MS).toISOString().slice(0, 10)
    if (daysOff.has(date)) continue
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay()
    const ranges = hours.filter((h) => h.weekday === weekday).sort((a, b) => a.startMinute - b.startMinute)
    for (const range of ranges)
      for (let m = range.startMinute; m + sessionMinutes <= range.endMinute; m += sessionMinutes) {
        const startsAt = indiaInstant(date, m)
        const endsAt = new Date(startsAt.getTime() + sessionMinutes * 60_000)
        if (startsAt.getTime() < earliest) continue
        if (booked.some((b) => b.startsAt < endsAt && startsAt < b.endsAt)) continue
        slots.push({ startsAt, endsAt })
      }
  }
  return slots
}
