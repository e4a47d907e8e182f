/**
 * The team's weekly hours for strategy sessions (one calendar for "our team", India time) and the meeting link the
 * sessions happen on: read, and replaced whole by any staff member. Both are decided under the team row's lock
 * (`lockTeam`), which every booking takes too, so a booking never reads hours half-saved.
 */
import { asc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { strategyHours, strategyTeam } from '../db/schema'
import { RefusedError } from '../lib/errors'
import {
  INDIA_TIME_ZONE,
  hoursProblemAt,
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

/** The hours as the back office edits them. */
export async function teamHoursView(tx: DbOrTx) {
  const [hours, [team]] = await Promise.all([
    teamWeeklyHours(tx),
    tx.select().from(strategyTeam).where(eq(strategyTeam.id, 1)),
  ])
  return {
    id: 'team',
    weekly: hours.map((h) => ({
      weekday: h.weekday,
      start: minuteText(h.startMinute),
      end: minuteText(h.endMinute),
    })),
    meetingLink: team?.meetingLink ?? null,
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
