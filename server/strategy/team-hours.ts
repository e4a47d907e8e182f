/**
 * The team's weekly hours for strategy sessions (one calendar for "our team", India time), its days off and the
 * meeting link the sessions happen on: read, and changed by any staff member. All are decided under the team row's
 * lock (`lockTeam`), which every booking takes too, so a booking never reads hours half-saved, and a day off is never
 * added beside a booking made on it at the same moment.
 */
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { counsellors, strategyDaysOff, strategyHours, strategySessions, strategyTeam } from '../db/schema'
import { isRealDay } from '../lib/days'
import { RefusedError } from '../lib/errors'
import {
  INDIA_TIME_ZONE,
  hoursProblemAt,
  indiaDate,
  indiaInstant,
  minuteText,
  parseMinute,
  type WeeklyHours,
} from '../counsellors/slots'
import { STRATEGY_MINUTES } from './strategy-mail'

export interface TeamHoursInput {
  weekly: { weekday: number; start: string; end: string }[]
  meetingLink: string | null
}

/** The one team row (id 1), locked until the transaction ends: bookings and hour changes go one at a time. */
export async function lockTeam(tx: DbOrTx) {
  // The migration inserts the row; inserting it again is a no-op that makes a wiped table safe too.
  await tx.execute(sql`insert into strategy_team (id) values (1) on conflict do nothing`)
  const [team] = await tx.select().from(strategyTeam).where(eq(strategyTeam.id, 1)).for('update')
  if (!team) throw new Error('the strategy team row is missing')
  return team
}

export async function teamWeeklyHours(tx: DbOrTx): Promise<WeeklyHours[]> {
  return tx
    .select({
      weekday: strategyHours.weekday,
      startMinute: strategyHours.startMinute,
      endMinute: strategyHours.endMinute,
    })
    .from(strategyHours)
    .orderBy(asc(strategyHours.weekday), asc(strategyHours.startMinute))
}

export async function teamMeetingLink(tx: DbOrTx): Promise<string | null> {
  const [team] = await tx.select().from(strategyTeam).where(eq(strategyTeam.id, 1))
  return team?.meetingLink ?? null
}

/** The team's days off from `from` (an India date) on, earliest first. */
export async function teamDaysOff(tx: DbOrTx, from: string) {
  return tx
    .select({ date: strategyDaysOff.date, note: strategyDaysOff.note })
    .from(strategyDaysOff)
    .where(gte(strategyDaysOff.date, from))
    .orderBy(asc(strategyDaysOff.date))
}

/** The hours and the days off still ahead, as the back office edits them. */
export async function teamHoursView(tx: DbOrTx, now: Date) {
  const [hours, [team], daysOff] = await Promise.all([
    teamWeeklyHours(tx),
    tx.select().from(strategyTeam).where(eq(strategyTeam.id, 1)),
    teamDaysOff(tx, indiaDate(now)),
  ])
  return {
    id: 'team',
    weekly: hours.map((h) => ({
      weekday: h.weekday,
      start: minuteText(h.startMinute),
      end: minuteText(h.endMinute),
    })),
    meetingLink: team?.meetingLink ?? null,
    daysOff,
    updatedBy: team?.updatedBy ?? null,
    updatedAt: team?.updatedAt?.toISOString() ?? null,
    sessionMinutes: STRATEGY_MINUTES,
    timeZone: INDIA_TIME_ZONE,
  }
}

export class HoursProblem extends RefusedError {
  constructor(
    readonly weekday: number | null,
    message: string,
  ) {
    super('invalid', message)
  }
}

/** The hours as minutes, or a HoursProblem naming the weekday it is about. */
export function parseTeamHours(weekly: TeamHoursInput['weekly']): WeeklyHours[] {
  const parsed: WeeklyHours[] = []
  for (const range of weekly) {
    const startMinute = parseMinute(range.start)
    const endMinute = parseMinute(range.end)
    if (startMinute === undefined || endMinute === undefined)
      throw new HoursProblem(range.weekday, 'Times are written as HH:MM, for example 16:30.')
    parsed.push({ weekday: range.weekday, startMinute, endMinute })
  }
  const problem = hoursProblemAt(parsed, STRATEGY_MINUTES)
  if (problem) throw new HoursProblem(problem.weekday, problem.message)
  return parsed
}

/** Replaces the team's hours and meeting link; the sessions already booked stay as they are. */
export async function saveTeamHours(
  tx: DbOrTx,
  input: TeamHoursInput & { staffEmail: string; now: Date },
): Promise<{ before: ReturnType<typeof summary>; after: ReturnType<typeof summary> }> {
  const weekly = parseTeamHours(input.weekly)
  const team = await lockTeam(tx)
  const before = summary(await teamWeeklyHours(tx), team.meetingLink)
  await tx.delete(strategyHours)
  if (weekly.length > 0)
    await tx.insert(strategyHours).values(weekly.map((w) => ({ id: crypto.randomUUID(), ...w })))
  await tx
    .update(strategyTeam)
    .set({ meetingLink: input.meetingLink || null, updatedBy: input.staffEmail, updatedAt: input.now })
    .where(eq(strategyTeam.id, 1))
  return { before, after: summary(weekly, input.meetingLink || null) }
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
/** The hours in one line each, as the audit log keeps them ("Mon 10:00-13:00"). */
function summary(hours: readonly WeeklyHours[], meetingLink: string | null) {
  return {
    hours: hours.map((h) => `${DAYS[h.weekday]} ${minuteText(h.startMinute)}-${minuteText(h.endMinute)}`),
    meetingLink,
  }
}

const dayWords = (date: string) =>
  indiaInstant(date, 12 * 60).toLocaleDateString('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: INDIA_TIME_ZONE,
  })
const clockWords = (at: Date) =>
  at
    .toLocaleTimeString('en-IN', {
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: INDIA_TIME_ZONE,
    })
    .replace(/[\u202f\u00a0]/g, ' ')

/**
 * Marks an India date a day off for the team: no strategy slot is offered on it. Refused while a session is booked
 * on it, naming each (staff move or cancel them first); a date already off keeps one row, its note replaced.
 */
export async function addTeamDayOff(
  tx: DbOrTx,
  input: { date: string; note: string | null; staffEmail: string; now: Date },
): Promise<{ date: string; note: string | null }> {
  const { date, now } = input
  if (!isRealDay(date)) throw new RefusedError('invalid', 'Please give the date as YYYY-MM-DD.')
  if (date < indiaDate(now))
    throw new RefusedError('invalid', 'That day has passed. Please pick a day ahead.')
  await lockTeam(tx)
  const booked = await tx
    .select({ name: counsellors.name, startsAt: strategySessions.startsAt })
    .from(strategySessions)
    .innerJoin(counsellors, eq(counsellors.id, strategySessions.counsellorId))
    .where(
      and(
        eq(strategySessions.status, 'booked'),
        gte(strategySessions.startsAt, indiaInstant(date, 0)),
        lt(strategySessions.startsAt, indiaInstant(date, 24 * 60)),
      ),
    )
    .orderBy(asc(strategySessions.startsAt))
  if (booked.length > 0) {
    const names = booked.map((b) => `${b.name} at ${clockWords(b.startsAt)}`).join(', ')
    throw new RefusedError(
      'conflict',
      booked.length === 1
        ? `${dayWords(date)} has a strategy session booked: ${names}. Move or cancel it first.`
        : `${dayWords(date)} has strategy sessions booked: ${names}. Move or cancel them first.`,
    )
  }
  const note = input.note?.trim() || null
  await tx
    .insert(strategyDaysOff)
    .values({ date, note, createdBy: input.staffEmail, createdAt: now })
    .onConflictDoUpdate({ target: strategyDaysOff.date, set: { note } })
  return { date, note }
}

/** Gives a day off back to the offer; 404 when the date is not one. */
export async function removeTeamDayOff(
  tx: DbOrTx,
  date: string,
): Promise<{ date: string; note: string | null }> {
  await lockTeam(tx)
  const [removed] = await tx
    .delete(strategyDaysOff)
    .where(eq(strategyDaysOff.date, date))
    .returning({ date: strategyDaysOff.date, note: strategyDaysOff.note })
  if (!removed) throw new RefusedError('not-found', "That day is not one of the team's days off.")
  return removed
}
