/**
 * The first-100 offer's 1-hour strategy session with our team (issue 47 point 5): a counsellor holding a first-100
 * place (counsellor-pages/first-hundred.ts, computed: a refunded kit order frees it) books one session in the
 * team's weekly hours (team-hours.ts; 60-minute slots from counsellors/slots.ts), moves it at most MAX_MOVES times
 * and moves or cancels it up to 12 hours before, as a parent does a debrief; a cancelled one may be booked again,
 * a held one is done. Every booking is decided under the team row's lock (one calendar for the whole team), so two
 * counsellors pressing the last slot at once get one booking and one "taken"; the partial unique indexes hold the
 * same line. The invitation (.ics, the same UID on every change with SEQUENCE one more) and the reminders a day and
 * an hour before go through the mail queue in the booking's transaction, to the counsellor in their language
 * (`counsellorLanguage`: mail, calendar entry and workspace link) and an English copy to the team's inbox
 * (SUPPORT_EMAIL); a moved or cancelled session's pending reminders are deleted with the change. Staff move
 * or cancel a session from the back office the same way (their moves do not count against the counsellor's), and
 * the counsellors waiting for times are told once when the team opens them (`tellWaitingCounsellors`).
 */
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { isUniqueViolation } from '../db/errors'
import { counsellors, mailQueue, strategyDaysOff, strategyNotices, strategySessions } from '../db/schema'
import { enqueueMail } from '../mail/queue'
import { RefusedError } from '../lib/errors'
import { counsellorLanguage } from '../counsellors/certified-mail'
import type { Counsellor } from '../counsellors/counsellors'
import { debriefIcs } from '../counsellors/ics'
import { CHANGE_NOTICE_MS, freeSlots, indiaDate, type Slot } from '../counsellors/slots'
import { firstHundredPlaces, kitBuyerPlace, FIRST_BUYERS } from '../counsellor-pages/first-hundred'
import {
  STRATEGY_MINUTES,
  strategyBookedMail,
  strategyCalendarWords,
  strategyCancelledMail,
  strategyRefundedMail,
  strategyReminderMail,
  strategyStaffCancelledMail,
  strategyStaffMovedMail,
  strategyTeamMail,
  strategyTimesOpenMail,
  type StrategyMailFacts,
} from './strategy-mail'
import { lockTeam, teamMeetingLink, teamWeeklyHours } from './team-hours'

export type StrategySession = typeof strategySessions.$inferSelect

export interface StrategyLinks {
  siteUrl: string
  /** The team's inbox (SUPPORT_EMAIL): its copies of every change and reminder, and the invitation's organiser. */
  teamEmail: string
}

export const NOT_FIRST_HUNDRED =
  'The strategy session is part of the first-100 offer, which is not open to this account.'
export const STRATEGY_SLOT_TAKEN = 'That time was just taken by another counsellor. Please pick another.'
export const STRATEGY_TOO_LATE = 'The strategy session can be changed up to 12 hours before it starts.'
export const MAX_MOVES = 3
export const STRATEGY_TOO_MANY_MOVES =
  'Your strategy session has been moved 3 times already. To change it again, please write to us from the Contact page.'
export const MAX_BOOKINGS_A_DAY = 3
export const STRATEGY_TOO_MANY_BOOKINGS =
  'You have booked the strategy session 3 times in the last 24 hours. Please try again tomorrow.'
export const STRATEGY_HELD = 'Your strategy session has already taken place.'
export const NOT_TEAM_HOURS =
  "That time is not one of our team's free times. Please pick a time from the list."
export const NOTHING_TO_CANCEL = 'There is no booked strategy session to cancel.'
export const STAFF_NOT_TEAM_HOURS =
  "That time is not one of the team's free times. Please pick one from the list."
export const STAFF_ONLY_BOOKED = 'Only a booked session that has not started can be moved or cancelled.'
const SESSION_NOT_FOUND = 'Session not found.'
const REMINDER_HOURS = [24, 1] as const
const ICS_FILE = 'strategy-session.ics'

/** A booked session before any other, then the newest. */
const bookedFirst = sql`(${strategySessions.status} = 'booked') desc`

async function latestSession(tx: DbOrTx, counsellorId: string): Promise<StrategySession | undefined> {
  const [row] = await tx
    .select()
    .from(strategySessions)
    .where(eq(strategySessions.counsellorId, counsellorId))
    .orderBy(bookedFirst, desc(strategySessions.createdAt), desc(strategySessions.updatedAt))
    .limit(1)
  return row
}

/** The first-100 place the counsellor's kit purchase holds now, or null. */
async function placeOf(tx: DbOrTx, counsellor: Counsellor): Promise<number | null> {
  if (!counsellor.applicantId) return null
  const place = await kitBuyerPlace(tx, counsellor.applicantId)
  return place !== null && place <= FIRST_BUYERS ? place : null
}

/** The moves the counsellor made themselves (staff's do not count against their MAX_MOVES). */
const ownMoves = (session: StrategySession) => session.sequence - session.staffMoves

/** The team's free slots for the next 14 days, leaving out its days off and `ignore` (the session being moved). */
export async function teamSlots(tx: DbOrTx, input: { now: Date; ignore?: string }): Promise<Slot[]> {
  const [hours, booked, daysOff] = await Promise.all([
    teamWeeklyHours(tx),
    tx
      .select()
      .from(strategySessions)
      .where(and(eq(strategySessions.status, 'booked'), gt(strategySessions.endsAt, input.now))),
    tx
      .select({ date: strategyDaysOff.date })
      .from(strategyDaysOff)
      .where(gte(strategyDaysOff.date, indiaDate(input.now))),
  ])
  return freeSlots({
    hours,
    daysOff: new Set(daysOff.map((d) => d.date)),
    booked: booked.filter((b) => b.id !== input.ignore),
    now: input.now,
    sessionMinutes: STRATEGY_MINUTES,
  })
}

export type StrategyState = 'not-eligible' | 'no-hours' | 'open' | 'booked' | 'held'

/** What the workspace shows of the offer's session. */
export async function counsellorStrategy(tx: DbOrTx, input: { counsellor: Counsellor; now: Date }) {
  const { counsellor, now } = input
  const [place, latest, hours, meetingLink] = await Promise.all([
    placeOf(tx, counsellor),
    latestSession(tx, counsellor.id),
    teamWeeklyHours(tx),
    teamMeetingLink(tx),
  ])
  const booked = latest?.status === 'booked' ? latest : undefined
  const canChange = booked !== undefined && booked.startsAt.getTime() - CHANGE_NOTICE_MS > now.getTime()
  const state: StrategyState =
    latest?.status === 'held'
      ? 'held'
      : booked
        ? 'booked'
        : place === null
          ? 'not-eligible'
          : hours.length === 0
            ? 'no-hours'
            : 'open'
  const bookable = place !== null && (state === 'open' || (state === 'booked' && canChange))
  // Moving: every free time but the one it already has.
  const slots = bookable
    ? (await teamSlots(tx, { now, ignore: booked?.id })).filter(
        (s) => s.startsAt.getTime() !== booked?.startsAt.getTime(),
      )
    : []
  return {
    eligible: place !== null,
    place,
    state,
    sessionMinutes: STRATEGY_MINUTES,
    session: latest
      ? {
          id: latest.id,
          startsAt: latest.startsAt.toISOString(),
          endsAt: latest.endsAt.toISOString(),
          status: latest.status,
          /** How it happens: the team's meeting link, else a call to this phone, else a link mailed before. */
          // Only while booked: a cancelled or held session's holder has no business in the team's room.
          meetingLink: booked ? meetingLink : null,
          callPhone: booked && !meetingLink ? counsellor.phone : null,
          changeUntil: new Date(latest.startsAt.getTime() - CHANGE_NOTICE_MS).toISOString(),
          canChange: latest.status === 'booked' && canChange,
          movesLeft: latest.status === 'booked' ? Math.max(0, MAX_MOVES - ownMoves(latest)) : 0,
          // The team's cancellation and its reason: the workspace says why the times are open again.
          cancelledByTeam: latest.status === 'cancelled' && latest.cancelledBy === 'staff',
          cancelReason:
            latest.status === 'cancelled' && latest.cancelledBy === 'staff' ? latest.cancelReason : null,
        }
      : null,
    slots: slots.map((s) => ({
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt.toISOString(),
      final: s.startsAt.getTime() - CHANGE_NOTICE_MS <= now.getTime(),
    })),
  }
}

/** The session's facts for its mails, with the counsellor's language (`counsellorLanguage`) and workspace in it. */
async function factsOf(
  tx: DbOrTx,
  counsellor: Counsellor,
  session: Pick<StrategySession, 'startsAt'>,
  meetingLink: string | null,
  links: StrategyLinks,
): Promise<StrategyMailFacts> {
  const language = await counsellorLanguage(tx, counsellor)
  return {
    language,
    counsellorName: counsellor.name,
    counsellorEmail: counsellor.email,
    counsellorPhone: counsellor.phone,
    meetingLink,
    startsAt: session.startsAt,
    workspaceUrl: `${links.siteUrl}${language === 'hi' ? '/hi' : ''}/workspace`,
    adminUrl: `${links.siteUrl}/admin/strategy-sessions`,
  }
}

/** The session's invitation as the counsellor's or the team's calendar should hold it (one UID for both). */
export function strategyIcs(
  session: StrategySession,
  facts: StrategyMailFacts,
  input: { links: StrategyLinks; now: Date },
  reader: 'counsellor' | 'team',
): string {
  return debriefIcs({
    kind: 'strategy',
    id: session.id,
    sequence: session.sequence,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
    ...strategyCalendarWords(facts, reader),
    // The counsellor's entry in their language; the team's in English.
    language: reader === 'counsellor' ? facts.language : 'en',
    organizer: { name: 'DEM team', email: input.links.teamEmail },
    attendee: { name: facts.counsellorName, email: facts.counsellorEmail },
    cancelled: session.status === 'cancelled',
    domain: new URL(input.links.siteUrl).hostname,
    now: input.now,
  })
}

const ofSession = (id: string) => sql`${mailQueue.meta} ->> 'strategySessionId' = ${id}`

/** The session's reminders not sent yet (a move queues new ones; a cancellation or a held session needs none). */
export async function deleteStrategyReminders(tx: DbOrTx, sessionId: string): Promise<void> {
  await tx
    .delete(mailQueue)
    .where(
      and(
        inArray(mailQueue.kind, ['counsellor', 'support']),
        eq(mailQueue.status, 'pending'),
        ofSession(sessionId),
        sql`${mailQueue.meta} ->> 'reminder' is not null`,
      ),
    )
}

/** What happened to the session: the counsellor's own change, a refund's, or staff's in the back office. */
type InvitationEvent =
  | 'booked'
  | 'moved'
  | 'cancelled'
  | 'refunded'
  | { staff: 'moved' | 'cancelled'; by: string; reason: string | null }

async function queueInvitations(
  tx: DbOrTx,
  session: StrategySession,
  facts: StrategyMailFacts,
  input: { event: InvitationEvent; links: StrategyLinks; now: Date },
) {
  const { now, event } = input
  const staff = typeof event === 'object' ? event : undefined
  const cancelled = event === 'cancelled' || event === 'refunded' || staff?.staff === 'cancelled'
  const method = cancelled ? 'CANCEL' : 'REQUEST'
  // An invitation not sent yet is replaced by this one (a newer SEQUENCE), not followed by it.
  await tx
    .delete(mailQueue)
    .where(
      and(
        inArray(mailQueue.kind, ['counsellor', 'support']),
        eq(mailQueue.status, 'pending'),
        ofSession(session.id),
        sql`${mailQueue.meta} ->> 'icsMethod' = 'REQUEST'`,
      ),
    )
  const meta = { strategySessionId: session.id, icsMethod: method, icsFilename: ICS_FILE }
  const toCounsellor = staff
    ? staff.staff === 'cancelled'
      ? strategyStaffCancelledMail(facts, staff.reason ?? '')
      : strategyStaffMovedMail(facts, staff.reason)
    : event === 'refunded'
      ? strategyRefundedMail(facts)
      : event === 'cancelled'
        ? strategyCancelledMail(facts)
        : strategyBookedMail(facts, event === 'moved')
  await enqueueMail(
    tx,
    {
      kind: 'counsellor',
      to: facts.counsellorEmail,
      ...toCounsellor,
      meta: { ...meta, ics: strategyIcs(session, facts, input, 'counsellor') },
      language: facts.language,
    },
    now,
  )
  await enqueueMail(
    tx,
    {
      kind: 'support',
      to: input.links.teamEmail,
      ...strategyTeamMail(facts, event),
      meta: { ...meta, ics: strategyIcs(session, facts, input, 'team') },
    },
    now,
  )
  if (cancelled) return
  for (const hours of REMINDER_HOURS) {
    const sendAt = new Date(session.startsAt.getTime() - hours * 3_600_000)
    if (sendAt <= now) continue
    const reminder = { strategySessionId: session.id, reminder: `${hours}h` }
    await enqueueMail(
      tx,
      {
        kind: 'counsellor',
        to: facts.counsellorEmail,
        ...strategyReminderMail(facts, hours),
        meta: reminder,
        sendAt,
        language: facts.language,
      },
      now,
    )
    await enqueueMail(
      tx,
      {
        kind: 'support',
        to: input.links.teamEmail,
        ...strategyTeamMail(facts, { reminder: hours }),
        meta: reminder,
        sendAt,
      },
      now,
    )
  }
}

/** Books a slot, or moves the booked session to it (up to 12 hours before, at most MAX_MOVES times). */
export async function bookStrategy(
  tx: DbOrTx,
  input: { counsellor: Counsellor; startsAt: Date; now: Date; links: StrategyLinks },
): Promise<StrategySession> {
  const { counsellor, now } = input
  // One booking decision at a time for the whole team (its one calendar), on every instance.
  const team = await lockTeam(tx)
  if ((await placeOf(tx, counsellor)) === null) throw new RefusedError('forbidden', NOT_FIRST_HUNDRED)
  const latest = await latestSession(tx, counsellor.id)
  if (latest?.status === 'held') throw new RefusedError('conflict', STRATEGY_HELD)
  const moving = latest?.status === 'booked' ? latest : undefined
  if (moving && moving.startsAt.getTime() - CHANGE_NOTICE_MS <= now.getTime())
    throw new RefusedError('conflict', STRATEGY_TOO_LATE)
  if (moving && ownMoves(moving) >= MAX_MOVES) throw new RefusedError('conflict', STRATEGY_TOO_MANY_MOVES)
  if (!moving) {
    const [recent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(strategySessions)
      .where(
        and(
          eq(strategySessions.counsellorId, counsellor.id),
          gt(strategySessions.createdAt, new Date(now.getTime() - 86_400_000)),
        ),
      )
    if (Number(recent?.n ?? 0) >= MAX_BOOKINGS_A_DAY)
      throw new RefusedError('conflict', STRATEGY_TOO_MANY_BOOKINGS)
  }
  if (input.startsAt.getTime() <= now.getTime())
    throw new RefusedError('invalid', 'That time has passed. Please pick another.')
  if (moving && moving.startsAt.getTime() === input.startsAt.getTime())
    throw new RefusedError('conflict', 'Your strategy session is already at that time.')
  const slots = await teamSlots(tx, { now, ignore: moving?.id })
  const slot = slots.find((s) => s.startsAt.getTime() === input.startsAt.getTime())
  if (!slot) {
    const clash = await tx
      .select({ id: strategySessions.id })
      .from(strategySessions)
      .where(and(eq(strategySessions.status, 'booked'), eq(strategySessions.startsAt, input.startsAt)))
    if (clash.length > 0) throw new RefusedError('conflict', STRATEGY_SLOT_TAKEN)
    throw new RefusedError('conflict', NOT_TEAM_HOURS)
  }
  let session: StrategySession | undefined
  try {
    if (moving) {
      await deleteStrategyReminders(tx, moving.id)
      ;[session] = await tx
        .update(strategySessions)
        .set({ startsAt: slot.startsAt, endsAt: slot.endsAt, sequence: moving.sequence + 1, updatedAt: now })
        .where(eq(strategySessions.id, moving.id))
        .returning()
    } else {
      ;[session] = await tx
        .insert(strategySessions)
        .values({
          id: crypto.randomUUID(),
          counsellorId: counsellor.id,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          status: 'booked',
          createdAt: now,
          updatedAt: now,
        })
        .returning()
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw new RefusedError('conflict', STRATEGY_SLOT_TAKEN)
    throw error
  }
  if (!session) throw new Error('strategy session write did not return a row')
  await queueInvitations(tx, session, await factsOf(tx, counsellor, session, team.meetingLink, input.links), {
    event: moving ? 'moved' : 'booked',
    links: input.links,
    now,
  })
  return session
}

/** The counsellor cancels their booked session (up to 12 hours before); they may book another afterwards. */
export async function cancelStrategy(
  tx: DbOrTx,
  input: { counsellor: Counsellor; now: Date; links: StrategyLinks },
): Promise<StrategySession> {
  const team = await lockTeam(tx)
  const latest = await latestSession(tx, input.counsellor.id)
  if (latest?.status !== 'booked') throw new RefusedError('conflict', NOTHING_TO_CANCEL)
  if (latest.startsAt.getTime() - CHANGE_NOTICE_MS <= input.now.getTime())
    throw new RefusedError('conflict', STRATEGY_TOO_LATE)
  const [updated] = await tx
    .update(strategySessions)
    .set({
      status: 'cancelled',
      cancelledBy: 'counsellor',
      sequence: latest.sequence + 1,
      updatedAt: input.now,
    })
    .where(and(eq(strategySessions.id, latest.id), eq(strategySessions.status, 'booked')))
    .returning()
  if (!updated) throw new Error('strategy session update did not return a row')
  await deleteStrategyReminders(tx, latest.id)
  await queueInvitations(
    tx,
    updated,
    await factsOf(tx, input.counsellor, updated, team.meetingLink, input.links),
    {
      event: 'cancelled',
      links: input.links,
      now: input.now,
    },
  )
  return updated
}

/**
 * A refunded counsellor kit (course/enrolment.ts `closeCourseForRefund`, in the refund's transaction): the
 * counsellor is suspended and loses the first-100 place, so a booked session is cancelled by us: its reminders and
 * unsent invitations go, and, when the links are known (a refund made by staff, or a gateway's with the site's
 * address configured), the counsellor and the team's inbox get the cancelling invitation with the reason.
 */
export async function cancelStrategyForRefund(
  tx: DbOrTx,
  input: { counsellorId: string; now: Date; links?: StrategyLinks },
): Promise<void> {
  const team = await lockTeam(tx)
  const latest = await latestSession(tx, input.counsellorId)
  if (latest?.status !== 'booked') return
  const [updated] = await tx
    .update(strategySessions)
    .set({ status: 'cancelled', cancelledBy: 'refund', sequence: latest.sequence + 1, updatedAt: input.now })
    .where(and(eq(strategySessions.id, latest.id), eq(strategySessions.status, 'booked')))
    .returning()
  if (!updated) return
  // Its reminders and any invitation not sent yet.
  await tx.delete(mailQueue).where(and(eq(mailQueue.status, 'pending'), ofSession(latest.id)))
  const [counsellor] = await tx.select().from(counsellors).where(eq(counsellors.id, input.counsellorId))
  if (!input.links || !counsellor) return
  await queueInvitations(tx, updated, await factsOf(tx, counsellor, updated, team.meetingLink, input.links), {
    event: 'refunded',
    links: input.links,
    now: input.now,
  })
}

/** The counsellor's .ics of their current session, in their language; 404 without one, 409 for a cancelled one. */
export async function counsellorStrategyIcs(
  tx: DbOrTx,
  input: { counsellor: Counsellor; links: StrategyLinks; now: Date },
): Promise<string> {
  const latest = await latestSession(tx, input.counsellor.id)
  if (!latest) throw new RefusedError('not-found', SESSION_NOT_FOUND)
  if (latest.status === 'cancelled')
    throw new RefusedError('conflict', 'This session was cancelled: there is nothing to add to a calendar.')
  const meetingLink = await teamMeetingLink(tx)
  return strategyIcs(
    latest,
    await factsOf(tx, input.counsellor, latest, meetingLink, input.links),
    input,
    'counsellor',
  )
}

/** Staff mark a session held once its time has come; its reminders go. */
export async function markStrategyHeld(
  tx: DbOrTx,
  input: { sessionId: string; staffEmail: string; now: Date },
): Promise<StrategySession> {
  const [session] = await tx
    .select()
    .from(strategySessions)
    .where(eq(strategySessions.id, input.sessionId))
    .for('update')
  if (!session) throw new RefusedError('not-found', SESSION_NOT_FOUND)
  if (session.status !== 'booked')
    throw new RefusedError('conflict', 'Only a booked session can be marked held.')
  if (session.startsAt > input.now)
    throw new RefusedError('conflict', 'A session can be marked held once its time has come.')
  const [updated] = await tx
    .update(strategySessions)
    .set({ status: 'held', heldBy: input.staffEmail, updatedAt: input.now })
    .where(eq(strategySessions.id, session.id))
    .returning()
  if (!updated) throw new Error('strategy session update did not return a row')
  await deleteStrategyReminders(tx, session.id)
  return updated
}

/**
 * Every session for the back office: upcoming booked ones first (soonest first), then the rest (latest first), each
 * with its counsellor and whether they still hold a first-100 place.
 */
export async function staffStrategySessions(tx: DbOrTx, now: Date) {
  const [rows, places] = await Promise.all([
    tx
      .select({ session: strategySessions, counsellor: counsellors })
      .from(strategySessions)
      .innerJoin(counsellors, eq(counsellors.id, strategySessions.counsellorId))
      .orderBy(asc(strategySessions.startsAt)),
    firstHundredPlaces(tx),
  ])
  const upcoming = rows.filter((r) => r.session.status === 'booked' && r.session.endsAt > now)
  const rest = rows.filter((r) => !upcoming.includes(r)).reverse()
  return [...upcoming, ...rest].map(({ session, counsellor }) => ({
    id: session.id,
    counsellorId: counsellor.id,
    counsellorName: counsellor.name,
    counsellorEmail: counsellor.email,
    counsellorPhone: counsellor.phone,
    place: counsellor.applicantId ? (places.get(counsellor.applicantId) ?? null) : null,
    startsAt: session.startsAt.toISOString(),
    endsAt: session.endsAt.toISOString(),
    status: session.status,
    moves: session.status === 'cancelled' ? Math.max(0, session.sequence - 1) : session.sequence,
    staffMoves: session.staffMoves,
    cancelledBy: session.cancelledBy,
    cancelReason: session.cancelReason,
    heldBy: session.heldBy,
    canMarkHeld: session.status === 'booked' && session.startsAt <= now,
    /** Staff may move or cancel it until it starts (the counsellor's 12-hour rule is theirs, not staff's). */
    canChange: session.status === 'booked' && session.startsAt > now,
    createdAt: session.createdAt.toISOString(),
    updatedAt: session.updatedAt.toISOString(),
  }))
}

/**
 * The certified counsellors who hold a first-100 place and have no session booked or held: the ones waiting for a
 * time (the workspace tells them we see them here).
 */
export async function waitingCounsellors(tx: DbOrTx) {
  return (await waitingHolders(tx)).map(({ counsellor: _row, ...shown }) => shown)
}

async function waitingHolders(tx: DbOrTx) {
  const places = await firstHundredPlaces(tx)
  if (places.size === 0) return []
  const [holders, taken, notices] = await Promise.all([
    tx
      .select()
      .from(counsellors)
      .where(
        and(
          eq(counsellors.status, 'certified'),
          isNotNull(counsellors.applicantId),
          inArray(counsellors.applicantId, [...places.keys()]),
        ),
      ),
    tx
      .selectDistinct({ counsellorId: strategySessions.counsellorId })
      .from(strategySessions)
      .where(inArray(strategySessions.status, ['booked', 'held'])),
    tx.select().from(strategyNotices),
  ])
  const busy = new Set(taken.map((t) => t.counsellorId))
  const told = new Map(notices.map((n) => [n.counsellorId, n.toldAt]))
  return holders
    .filter((c) => !busy.has(c.id))
    .map((c) => ({
      counsellor: c,
      id: c.id,
      name: c.name,
      email: c.email,
      phone: c.phone,
      place: places.get(c.applicantId!) ?? null,
      certifiedAt: c.certifiedAt?.toISOString() ?? null,
      /** When they were mailed that the team opened times (tellWaitingCounsellors), or null. */
      toldAt: told.get(c.id)?.toISOString() ?? null,
    }))
    .sort((a, b) => (a.place ?? 0) - (b.place ?? 0))
}

/**
 * The team has times open: every first-100 counsellor waiting (certified, nothing booked or held) who has not been
 * told yet is mailed once, in their language, with the workspace's link. Called in the transaction that saves the
 * hours (or gives a day off back), after it, so the mails exist if and only if the change committed; the
 * `strategy_notices` row (its primary key) makes "once" hold whatever is saved later. Nothing is sent while the
 * next 14 days hold no free time. A counsellor who becomes eligible while times are open sees them in the
 * workspace, where the certification mail sends them; they are told only if they are still waiting at a later
 * save. Answers how many were told.
 */
export async function tellWaitingCounsellors(
  tx: DbOrTx,
  input: { now: Date; links: StrategyLinks },
): Promise<number> {
  if ((await teamSlots(tx, { now: input.now })).length === 0) return 0
  let told = 0
  for (const waiting of await waitingHolders(tx)) {
    if (waiting.toldAt) continue
    const [noticed] = await tx
      .insert(strategyNotices)
      .values({ counsellorId: waiting.id, toldAt: input.now })
      .onConflictDoNothing()
      .returning()
    if (!noticed) continue
    const language = await counsellorLanguage(tx, waiting.counsellor)
    const workspaceUrl = `${input.links.siteUrl}${language === 'hi' ? '/hi' : ''}/workspace`
    await enqueueMail(
      tx,
      {
        kind: 'counsellor',
        to: waiting.counsellor.email,
        ...strategyTimesOpenMail(language, { name: waiting.counsellor.name, workspaceUrl }),
        meta: { strategyNotice: 'times-open' },
        language,
      },
      input.now,
    )
    told++
  }
  return told
}

async function sessionForStaff(tx: DbOrTx, sessionId: string, now: Date) {
  const [session] = await tx.select().from(strategySessions).where(eq(strategySessions.id, sessionId))
  if (!session) throw new RefusedError('not-found', SESSION_NOT_FOUND)
  if (session.status !== 'booked' || session.startsAt <= now)
    throw new RefusedError('conflict', STAFF_ONLY_BOOKED)
  const [counsellor] = await tx.select().from(counsellors).where(eq(counsellors.id, session.counsellorId))
  if (!counsellor) throw new RefusedError('not-found', SESSION_NOT_FOUND)
  return { session, counsellor }
}

/** The free times staff may move a session to: the team's, its own left out. */
export async function staffMoveSlots(tx: DbOrTx, input: { sessionId: string; now: Date }) {
  const { session } = await sessionForStaff(tx, input.sessionId, input.now)
  return (await teamSlots(tx, { now: input.now, ignore: session.id }))
    .filter((s) => s.startsAt.getTime() !== session.startsAt.getTime())
    .map((s) => ({ startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString() }))
}

/**
 * Staff move a booked session to another of the team's free times, up to its start (the counsellor's 12-hour rule
 * and 3 moves are theirs: a staff move counts in `staff_moves`, not against them). The same UID with SEQUENCE one
 * more goes to the counsellor and the team's inbox, an unsent invitation is replaced and the reminders are queued
 * anew, as for the counsellor's own move.
 */
export async function staffMoveStrategy(
  tx: DbOrTx,
  input: {
    sessionId: string
    startsAt: Date
    reason: string | null
    staffEmail: string
    now: Date
    links: StrategyLinks
  },
): Promise<{ before: StrategySession; after: StrategySession }> {
  const { now } = input
  const team = await lockTeam(tx)
  const { session, counsellor } = await sessionForStaff(tx, input.sessionId, now)
  if (session.startsAt.getTime() === input.startsAt.getTime())
    throw new RefusedError('conflict', 'The session is already at that time.')
  const slot = (await teamSlots(tx, { now, ignore: session.id })).find(
    (s) => s.startsAt.getTime() === input.startsAt.getTime(),
  )
  if (!slot) {
    const clash = await tx
      .select({ id: strategySessions.id })
      .from(strategySessions)
      .where(and(eq(strategySessions.status, 'booked'), eq(strategySessions.startsAt, input.startsAt)))
    if (clash.length > 0)
      throw new RefusedError('conflict', 'That time is booked by another counsellor. Please pick another.')
    throw new RefusedError('conflict', STAFF_NOT_TEAM_HOURS)
  }
  let after: StrategySession | undefined
  try {
    ;[after] = await tx
      .update(strategySessions)
      .set({
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        sequence: session.sequence + 1,
        staffMoves: session.staffMoves + 1,
        updatedAt: now,
      })
      .where(and(eq(strategySessions.id, session.id), eq(strategySessions.status, 'booked')))
      .returning()
  } catch (error) {
    if (isUniqueViolation(error))
      throw new RefusedError('conflict', 'That time is booked by another counsellor. Please pick another.')
    throw error
  }
  if (!after) throw new Error('strategy session update did not return a row')
  await deleteStrategyReminders(tx, session.id)
  await queueInvitations(tx, after, await factsOf(tx, counsellor, after, team.meetingLink, input.links), {
    event: { staff: 'moved', by: input.staffEmail, reason: input.reason },
    links: input.links,
    now,
  })
  return { before: session, after }
}

/**
 * Staff cancel a booked session with a reason, up to its start: the cancelling invitation (same UID, SEQUENCE one
 * more) and the reason to the counsellor and the team's inbox, the reminders and any unsent invitation gone. The
 * counsellor keeps their place and may book another time.
 */
export async function staffCancelStrategy(
  tx: DbOrTx,
  input: { sessionId: string; reason: string; staffEmail: string; now: Date; links: StrategyLinks },
): Promise<StrategySession> {
  const team = await lockTeam(tx)
  const { session, counsellor } = await sessionForStaff(tx, input.sessionId, input.now)
  const [updated] = await tx
    .update(strategySessions)
    .set({
      status: 'cancelled',
      cancelledBy: 'staff',
      cancelReason: input.reason,
      sequence: session.sequence + 1,
      updatedAt: input.now,
    })
    .where(and(eq(strategySessions.id, session.id), eq(strategySessions.status, 'booked')))
    .returning()
  if (!updated) throw new Error('strategy session update did not return a row')
  await deleteStrategyReminders(tx, session.id)
  await queueInvitations(tx, updated, await factsOf(tx, counsellor, updated, team.meetingLink, input.links), {
    event: { staff: 'cancelled', by: input.staffEmail, reason: input.reason },
    links: input.links,
    now: input.now,
  })
  return updated
}
