/** A counsellor's weekly hours and days off, read and replaced whole (the workspace's "My hours"). */
import { asc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { counsellorDaysOff, counsellorHours } from '../db/schema'
import { isRealDay } from '../lib/days'
import { RefusedError } from '../lib/errors'
import { INDIA_TIME_ZONE, hoursProblem, indiaDate, minuteText, parseMinute, type WeeklyHours } from './slots'

export interface Availability {
  weekly: { weekday: number; start: string; end: string }[]
  exceptions: { date: string }[]
}

export async function availabilityOf(tx: DbOrTx, counsellorId: string) {
  const [hours, daysOff] = await Promise.all([
    tx
      .select()
      .from(counsellorHours)
      .where(eq(counsellorHours.counsellorId, counsellorId))
      .orderBy(asc(counsellorHours.weekday), asc(counsellorHours.startMinute)),
    tx
      .select()
      .from(counsellorDaysOff)
      .where(eq(counsellorDaysOff.counsellorId, counsellorId))
      .orderBy(asc(counsellorDaysOff.date)),
  ])
  return {
    weekly: hours.map((h) => ({
      weekday: h.weekday,
      start: minuteText(h.startMinute),
      end: minuteText(h.endMinute),
    })),
    exceptions: daysOff.map((d) => ({ date: d.date })),
    timeZone: INDIA_TIME_ZONE,
  }
}

/** Replaces the hours and days off; 400 with the counsellor's words for anything that cannot be saved. */
export async function saveAvailability(
  tx: DbOrTx,
  input: { counsellorId: string; availability: Availability; now: Date },
) {
  const weekly: WeeklyHours[] = []
  for (const range of input.availability.weekly) {
    const startMinute = parseMinute(range.start)
    const endMinute = parseMinute(range.end)
    if (startMinute === undefined || endMinute === undefined)
      throw new RefusedError('invalid', 'Times are written as HH:MM, for example 16:30.')
    weekly.push({ weekday: range.weekday, startMinute, endMinute })
  }
  const problem = hoursProblem(weekly)
  if (problem) throw new RefusedError('invalid', problem)
  const today = indiaDate(input.now)
  const dates = new Set<string>()
  for (const { date } of input.availability.exceptions) {
    if (!isRealDay(date))
      throw new RefusedError('invalid', `${date} is not a date. Dates are written as YYYY-MM-DD.`)
    // Days already past are dropped: they no longer change anything.
    if (date >= today) dates.add(date)
  }
  await tx.delete(counsellorHours).where(eq(counsellorHours.counsellorId, input.counsellorId))
  await tx.delete(counsellorDaysOff).where(eq(counsellorDaysOff.counsellorId, input.counsellorId))
  if (weekly.length > 0)
    await tx
      .insert(counsellorHours)
      .values(weekly.map((w) => ({ id: crypto.randomUUID(), counsellorId: input.counsellorId, ...w })))
  if (dates.size > 0)
    await tx
      .insert(counsellorDaysOff)
      .values([...dates].map((date) => ({ counsellorId: input.counsellorId, date })))
  return availabilityOf(tx, input.counsellorId)
}
