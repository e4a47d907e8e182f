/**
 * Issue 47 point 5: a first-100 counsellor books the 1-hour strategy session with our team in the hours staff
 * publish in the back office, through the same booking, calendar invitation and reminders as the debrief.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, mailQueue, strategySessions } from '../../server/db/schema'
import {
  NOT_FIRST_HUNDRED,
  NOTHING_TO_CANCEL,
  STRATEGY_SLOT_TAKEN,
  STRATEGY_TOO_LATE,
  STRATEGY_TOO_MANY_MOVES,
} from '../../server/strategy/sessions'
import {
  backends,
  call as callApi,
  makeHarness,
  purchaseAndInvoice,
  staffSignIn,
  workspaceSignIn,
  type Harness,
} from './helpers'
import { insertEarlyKitBuyers } from './early-kit-buyers'

const STAFF = 'desk@dem.example.in'
const TEAM = 'team@dem.example.in'
const SITE = 'https://dem.example.in'
// The harness starts on Wednesday 1 October 2025, 10:00 India time (04:30 UTC).
const THU_10 = '2025-10-02T04:30:00.000Z'
const THU_11 = '2025-10-02T05:30:00.000Z'
const THU_12 = '2025-10-02T06:30:00.000Z'
const WED_14 = '2025-10-01T08:30:00.000Z'
const FRI_10 = '2025-10-03T04:30:00.000Z'
const FRI_11 = '2025-10-03T05:30:00.000Z'
const FRI_12 = '2025-10-03T06:30:00.000Z'

interface Strategy {
  eligible: boolean
  place: number | null
  state: string
  session: {
    id: string
    startsAt: string
    status: string
    canChange: boolean
    movesLeft: number
    changeUntil: string
  } | null
  slots: { startsAt: string; endsAt: string; final: boolean }[]
}

describe.each(backends)('the first-100 strategy session (%s)', (backend) => {
  let h: Harness
  let staff: string
  beforeAll(async () => {
    h = await makeHarness(backend, {
      env: { VITE_SITE_URL: SITE, STAFF_EMAILS: STAFF, SUPPORT_EMAIL: TEAM },
      renderReport: async () => Buffer.from('%PDF-1.7 fake report'),
      settings: { sessionTtlHours: 24 * 30 },
    })
    staff = await staffSignIn(h, STAFF)
  })
  afterAll(() => h.close())

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, body?: unknown) =>
    callApi(h, method, url, cookie, body)
  const state = async (cookie: string) => {
    const answer = await call('GET', '/api/workspace/strategy', cookie)
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json() as Strategy
  }
  const book = (cookie: string, startsAt: string) =>
    call('POST', '/api/workspace/strategy', cookie, { startsAt })

  /** A counsellor-kit buyer (a first-100 place in this fresh database), certified and signed in. */
  async function kitCounsellor(language?: 'en' | 'hi') {
    const kit = await purchaseAndInvoice(h, 'eec', language)
    const made = await call('POST', '/api/admin/counsellors', staff, {
      email: kit.who.email,
      name: `${kit.who.firstName} Kit`,
    })
    expect(made.statusCode, made.body).toBe(200)
    const cookie = await workspaceSignIn(h, kit.who.email)
    return { email: kit.who.email, id: (made.json() as { id: string }).id, cookie, orderId: kit.orderId }
  }

  const mailsOf = (sessionId: string) =>
    h.database.db
      .select()
      .from(mailQueue)
      .where(sql`${mailQueue.meta} ->> 'strategySessionId' = ${sessionId}`)

  let first: Awaited<ReturnType<typeof kitCounsellor>>
  let second: Awaited<ReturnType<typeof kitCounsellor>>

  it('refuses the team hours to anyone but staff, and checks them beside the day they are wrong on', async () => {
    first = await kitCounsellor()
    expect((await call('GET', '/api/admin/strategy-hours')).statusCode).toBe(401)
    // A counsellor's session is no staff session: the back office does not know it (401).
    expect((await call('GET', '/api/admin/strategy-hours', first.cookie)).statusCode).toBe(401)
    const hours = { weekly: [{ weekday: 4, start: '10:00', end: '13:00' }], meetingLink: null }
    expect((await call('PUT', '/api/admin/strategy-hours', first.cookie, hours)).statusCode).toBe(401)
    expect((await call('GET', '/api/admin/strategy-sessions', first.cookie)).statusCode).toBe(401)
    // And a staff session is no counsellor's: the workspace refuses it (403).
    expect((await call('GET', '/api/workspace/strategy', staff)).statusCode).toBe(403)
    expect((await call('GET', '/api/workspace/strategy')).statusCode).toBe(401)

    // Before staff publish any hours, an eligible counsellor is told so, with no times.
    expect(await state(first.cookie)).toMatchObject({
      eligible: true,
      place: 1,
      state: 'no-hours',
      slots: [],
    })
    const waiting = await call('GET', '/api/admin/strategy-waiting', staff)
    expect(waiting.json()).toEqual([expect.objectContaining({ id: first.id, place: 1 })])

    for (const [weekly, weekday, message] of [
      [
        [{ weekday: 2, start: '10:00', end: '10:45' }],
        2,
        'On Tuesday, 10:00 to 10:45 is shorter than one 60-minute session.',
      ],
      [
        [{ weekday: 5, start: '12:00', end: '11:00' }],
        5,
        'On Friday, the end time must be after the start time.',
      ],
      [[{ weekday: 1, start: '9am', end: '11:00' }], 1, 'Times are written as HH:MM, for example 16:30.'],
      [
        [
          { weekday: 3, start: '10:00', end: '12:00' },
          { weekday: 3, start: '11:00', end: '13:00' },
        ],
        3,
        'On Wednesday, 10:00-12:00 and 11:00-13:00 overlap.',
      ],
    ] as const) {
      const refused = await call('PUT', '/api/admin/strategy-hours', staff, { weekly, meetingLink: null })
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toEqual({ message, weekday })
    }
    const badLink = await call('PUT', '/api/admin/strategy-hours', staff, {
      ...hours,
      meetingLink: 'http://x',
    })
    expect(badLink.statusCode).toBe(400)

    const saved = await call('PUT', '/api/admin/strategy-hours', staff, {
      weekly: [
        { weekday: 4, start: '10:00', end: '13:00' },
        { weekday: 3, start: '14:00', end: '16:00' },
        { weekday: 5, start: '10:00', end: '13:00' },
      ],
      meetingLink: 'https://meet.example.com/dem-team',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({
      weekly: [
        { weekday: 3, start: '14:00', end: '16:00' },
        { weekday: 4, start: '10:00', end: '13:00' },
        { weekday: 5, start: '10:00', end: '13:00' },
      ],
      meetingLink: 'https://meet.example.com/dem-team',
      updatedBy: STAFF,
      sessionMinutes: 60,
    })
    const [entry] = await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'strategy.hours'))
    expect(entry).toMatchObject({
      staffEmail: STAFF,
      entity: 'strategy-team',
      after: {
        hours: ['Thu 10:00-13:00', 'Wed 14:00-16:00', 'Fri 10:00-13:00'],
        meetingLink: 'https://meet.example.com/dem-team',
      },
    })
  })

  it('offers 60-minute slots, the ones within 12 hours marked final, and books one with its invitation and reminders', async () => {
    const offer = await state(first.cookie)
    expect(offer.state).toBe('open')
    const starts = offer.slots.map((s) => s.startsAt)
    expect(starts.slice(0, 5)).toEqual([WED_14, '2025-10-01T09:30:00.000Z', THU_10, THU_11, THU_12])
    expect(offer.slots[0]).toEqual({ startsAt: WED_14, endsAt: '2025-10-01T09:30:00.000Z', final: true })
    expect(offer.slots[2]!.final).toBe(false)

    const booked = await book(first.cookie, FRI_10)
    expect(booked.statusCode, booked.body).toBe(200)
    const after = booked.json() as Strategy
    expect(after).toMatchObject({
      state: 'booked',
      session: { startsAt: FRI_10, status: 'booked', canChange: true, movesLeft: 3 },
    })
    expect(after.slots.map((s) => s.startsAt)).not.toContain(FRI_10)

    const mails = await mailsOf(after.session!.id)
    const invitation = mails.find((m) => m.to === first.email && m.meta?.icsMethod === 'REQUEST')!
    expect(invitation).toMatchObject({ kind: 'counsellor', subject: 'Your strategy session is booked' })
    expect(invitation.body).toContain('When: Friday, 3 Oct 2025, 10:00 am (India time), 60 minutes')
    expect(invitation.body).toContain('Join at https://meet.example.com/dem-team')
    // An English counsellor's: English, plain ASCII, the English workspace and calendar entry.
    expect(invitation.meta?.language).toBeUndefined()
    expect(invitation.body).toMatch(/^[\n\x20-\x7e]+$/)
    expect(invitation.body).toContain(`${SITE}/workspace`)
    expect(invitation.meta!.ics).toContain('SUMMARY:Strategy session with the DEM team\r\n')
    expect(invitation.meta!.ics).not.toContain('LANGUAGE=')
    expect(invitation.meta!.icsFilename).toBe('strategy-session.ics')
    expect(invitation.meta!.ics).toContain(`UID:strategy-${after.session!.id}@dem.example.in`)
    expect(invitation.meta!.ics).toContain('SEQUENCE:0')
    expect(invitation.meta!.ics).toContain('DTSTART:20251003T043000Z')
    expect(invitation.meta!.ics).toContain('DTEND:20251003T053000Z')
    const teamCopy = mails.find((m) => m.to === TEAM && m.meta?.icsMethod === 'REQUEST')!
    expect(teamCopy.kind).toBe('support')
    expect(teamCopy.subject).toMatch(/^Strategy session booked: /)
    expect(teamCopy.meta!.ics).toContain(`UID:strategy-${after.session!.id}@dem.example.in`)
    const reminders = mails.filter((m) => m.meta?.reminder)
    expect(reminders.map((m) => [m.to, m.meta!.reminder, m.nextAttemptAt.toISOString()]).sort()).toEqual(
      [
        [first.email, '1h', '2025-10-03T03:30:00.000Z'],
        [first.email, '24h', '2025-10-02T04:30:00.000Z'],
        [TEAM, '1h', '2025-10-03T03:30:00.000Z'],
        [TEAM, '24h', '2025-10-02T04:30:00.000Z'],
      ].sort(),
    )
    for (const reminder of reminders.filter((m) => m.to === first.email)) {
      expect(reminder.subject).toMatch(/^Reminder: your strategy session is (tomorrow|in one hour)$/)
      expect(reminder.body).toContain('Friday, 3 Oct 2025, 10:00 am (India time)')
      expect(reminder.body).toMatch(/^[\n\x20-\x7e]+$/)
      expect(reminder.meta?.language).toBeUndefined()
    }

    const ics = await call('GET', '/api/workspace/strategy.ics', first.cookie)
    expect(ics.statusCode).toBe(200)
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/)
    expect(ics.body).toContain(`UID:strategy-${after.session!.id}@dem.example.in`)

    // One session at a time: a second booking is a move, not a second session.
    const sessions = await h.database.db
      .select()
      .from(strategySessions)
      .where(eq(strategySessions.counsellorId, first.id))
    expect(sessions).toHaveLength(1)
  })

  // Either line holds it: the team row's lock (then the loser finds the slot taken) or, without it, the partial
  // unique index (the same message); PGlite runs one transaction at a time, so this does not tell which one spoke.
  it('gives a slot to one of two counsellors pressing it at once, and tells the other it was taken', async () => {
    second = await kitCounsellor()
    const third = await kitCounsellor()
    const [a, b] = await Promise.all([book(second.cookie, THU_12), book(third.cookie, THU_12)])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    const loser = a.statusCode === 409 ? a : b
    expect(loser.json().message).toBe(STRATEGY_SLOT_TAKEN)
    const rows = await h.database.db
      .select()
      .from(strategySessions)
      .where(eq(strategySessions.status, 'booked'))
    expect(rows.filter((r) => r.startsAt.toISOString() === THU_12)).toHaveLength(1)
    // The one who lost cancels nothing and may pick another time; free it for the next tests.
    const lost = a.statusCode === 409 ? second : third
    expect((await call('POST', '/api/workspace/strategy/cancel', lost.cookie, {})).json().message).toBe(
      NOTHING_TO_CANCEL,
    )
    const won = a.statusCode === 200 ? second : third
    expect((await call('POST', '/api/workspace/strategy/cancel', won.cookie, {})).statusCode).toBe(200)
  })

  it('moves a session under the same UID with SEQUENCE one more, replaces its reminders, and stops after 3 moves', async () => {
    const before = await state(first.cookie)
    const id = before.session!.id
    const moved = await book(first.cookie, FRI_11)
    expect(moved.statusCode, moved.body).toBe(200)
    expect((moved.json() as Strategy).session).toMatchObject({ id, startsAt: FRI_11, movesLeft: 2 })

    const mails = await mailsOf(id)
    const invitations = mails.filter((m) => m.to === first.email && m.meta?.icsMethod === 'REQUEST')
    // The first invitation, not sent yet, is replaced by the new one.
    expect(invitations).toHaveLength(1)
    expect(invitations[0]!.subject).toBe('Your strategy session has moved')
    expect(invitations[0]!.meta!.ics).toContain(`UID:strategy-${id}@dem.example.in`)
    expect(invitations[0]!.meta!.ics).toContain('SEQUENCE:1')
    const reminders = mails.filter((m) => m.meta?.reminder && m.status === 'pending')
    expect(reminders.map((m) => m.nextAttemptAt.toISOString()).sort()).toEqual([
      '2025-10-02T05:30:00.000Z',
      '2025-10-02T05:30:00.000Z',
      '2025-10-03T04:30:00.000Z',
      '2025-10-03T04:30:00.000Z',
    ])

    expect((await book(first.cookie, FRI_12)).statusCode).toBe(200)
    expect((await book(first.cookie, FRI_10)).statusCode).toBe(200)
    const fourth = await book(first.cookie, FRI_11)
    expect(fourth.statusCode).toBe(409)
    expect(fourth.json().message).toBe(STRATEGY_TOO_MANY_MOVES)
    const ics = await call('GET', '/api/workspace/strategy.ics', first.cookie)
    expect(ics.body).toContain('SEQUENCE:3')
  })

  it('cancels with a cancelling invitation, lets the counsellor book again, and keeps the 12-hour rule', async () => {
    const id = (await state(second.cookie)).session?.id
    const booked = await book(second.cookie, WED_14)
    expect(booked.statusCode, booked.body).toBe(200)
    const session = (booked.json() as Strategy).session!
    expect(session.id).not.toBe(id)
    // Within 12 hours: final once booked.
    expect(session.canChange).toBe(false)
    const cancel = await call('POST', '/api/workspace/strategy/cancel', second.cookie, {})
    expect(cancel.statusCode).toBe(409)
    expect(cancel.json().message).toBe(STRATEGY_TOO_LATE)
    const move = await book(second.cookie, THU_12)
    expect(move.statusCode).toBe(409)
    expect(move.json().message).toBe(STRATEGY_TOO_LATE)
    // Only one reminder left in the future (the 1-hour one), to each side.
    const reminders = (await mailsOf(session.id)).filter((m) => m.meta?.reminder)
    expect(reminders.map((m) => m.meta!.reminder)).toEqual(['1h', '1h'])

    // A session more than 12 hours away cancels: the same UID, METHOD:CANCEL, its reminders gone.
    const [counsellorRow] = await h.database.db
      .select()
      .from(strategySessions)
      .where(and(eq(strategySessions.counsellorId, first.id), eq(strategySessions.status, 'booked')))
    const cancelled = await call('POST', '/api/workspace/strategy/cancel', first.cookie, {})
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect((cancelled.json() as Strategy).state).toBe('open')
    const mails = await mailsOf(counsellorRow!.id)
    expect(mails.filter((m) => m.meta?.reminder)).toHaveLength(0)
    const cancelMail = mails.find((m) => m.to === first.email && m.meta?.icsMethod === 'CANCEL')!
    expect(cancelMail.subject).toBe('Your strategy session is cancelled')
    expect(cancelMail.body.replace(/\n/g, ' ')).toContain('is cancelled, as you asked.')
    expect(cancelMail.meta?.language).toBeUndefined()
    expect(cancelMail.meta!.ics).toContain('METHOD:CANCEL')
    expect(cancelMail.meta!.ics).toContain(`UID:strategy-${counsellorRow!.id}@dem.example.in`)
    expect(cancelMail.meta!.ics).toContain('SEQUENCE:4')
    expect(mails.some((m) => m.to === TEAM && m.meta?.icsMethod === 'CANCEL')).toBe(true)
    expect((await call('GET', '/api/workspace/strategy.ics', first.cookie)).statusCode).toBe(409)
    // A cancelled session may be booked again.
    expect((await book(first.cookie, THU_11)).statusCode).toBe(200)
  })

  it('lists the sessions for staff, who mark one held once its time has come', async () => {
    const list = await call('GET', '/api/admin/strategy-sessions', staff)
    expect(list.statusCode).toBe(200)
    expect(list.headers['x-total-count']).toBeDefined()
    const rows = list.json() as { id: string; status: string; counsellorId: string; startsAt: string }[]
    const upcoming = rows.filter((r) => r.status === 'booked')
    expect(upcoming.map((r) => r.startsAt)).toEqual([WED_14, THU_11])
    const early = await call('POST', `/api/admin/strategy-sessions/${upcoming[0]!.id}/held`, staff, {})
    expect(early.statusCode).toBe(409)
    expect(
      (await call('POST', `/api/admin/strategy-sessions/${upcoming[0]!.id}/held`, first.cookie, {}))
        .statusCode,
    ).toBe(401)

    h.clock.advance(5 * 3_600_000)
    staff = await staffSignIn(h, STAFF)
    const held = await call('POST', `/api/admin/strategy-sessions/${upcoming[0]!.id}/held`, staff, {})
    expect(held.statusCode, held.body).toBe(200)
    expect(held.json()).toMatchObject({ status: 'held', heldBy: STAFF })
    const [entry] = await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'strategy.held'))
    expect(entry).toMatchObject({ entityId: upcoming[0]!.id, staffEmail: STAFF })
    // Held: done, no booking again.
    const heldOne = rows.find((r) => r.id === upcoming[0]!.id)!
    const who = heldOne.counsellorId === second.id ? second : first
    expect((await state(who.cookie)).state).toBe('held')
    expect((await book(who.cookie, THU_12)).statusCode).toBe(409)
    // The one waiting: the third counsellor (no session booked or held).
    const waiting = (await call('GET', '/api/admin/strategy-waiting', staff)).json() as { id: string }[]
    expect(waiting.map((w) => w.id)).not.toContain(who.id)
    expect(waiting).toHaveLength(1)
  })

  it('cancels a booked session when the kit is refunded: its reminders go, both calendars get the cancellation with the reason', async () => {
    const refunded = await kitCounsellor()
    const booked = await book(refunded.cookie, FRI_12)
    expect(booked.statusCode, booked.body).toBe(200)
    const sessionId = (booked.json() as Strategy).session!.id
    expect((await mailsOf(sessionId)).some((m) => m.meta?.reminder)).toBe(true)
    const refund = await call('POST', `/api/admin/orders/${refunded.orderId}/refund`, staff, {
      reason: 'Asked for it back.',
    })
    expect(refund.statusCode, refund.body).toBe(200)
    const [row] = await h.database.db
      .select()
      .from(strategySessions)
      .where(eq(strategySessions.id, sessionId))
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'refund' })
    const mails = await mailsOf(sessionId)
    // No reminder left; the counsellor and the team get the cancelling invitation, with the reason.
    expect(mails.filter((m) => m.meta?.reminder)).toEqual([])
    const pending = mails.filter((m) => m.status === 'pending')
    expect(pending.map((m) => [m.to, m.meta?.icsMethod]).sort()).toEqual(
      [
        [refunded.email, 'CANCEL'],
        [TEAM, 'CANCEL'],
      ].sort(),
    )
    expect(pending.find((m) => m.to === refunded.email)!.body).toContain('your counsellor kit was refunded')
    expect(pending.find((m) => m.to === refunded.email)!.meta?.language).toBeUndefined()
    expect(pending.find((m) => m.to === TEAM)!.subject).toMatch(/^Strategy session cancelled, kit refunded: /)
    expect(pending.find((m) => m.to === TEAM)!.meta!.ics).toContain('METHOD:CANCEL')
    // The time is free again for the others.
    expect((await state(first.cookie)).slots.map((slot) => slot.startsAt)).toContain(FRI_12)
  })

  it("writes a Hindi counsellor's booking, reminders and kit-refund cancellation in Hindi, the team's copies in English", async () => {
    // She bought her kit on a Hindi page (/hi/workspace is hers).
    const hindi = await kitCounsellor('hi')
    const booked = await book(hindi.cookie, FRI_12)
    expect(booked.statusCode, booked.body).toBe(200)
    const sessionId = (booked.json() as Strategy).session!.id
    const unfold = (ics: string) => ics.replace(/\r\n /g, '')
    let mails = await mailsOf(sessionId)
    const toHer = mails.filter((m) => m.to === hindi.email)
    // The invitation and both reminders.
    expect(toHer).toHaveLength(3)
    for (const mail of toHer) {
      expect(mail.meta).toMatchObject({ language: 'hi' })
      expect(mail.subject).toMatch(/रणनीति सत्र/)
      expect(mail.body).toMatch(/^प्रिय /)
      expect(mail.body).toContain('शुक्रवार, 3 अक्टूबर 2025, दोपहर 12:00 (भारतीय समय)')
      expect(mail.body).toContain(`${SITE}/hi/workspace`)
      expect(mail.body).not.toMatch(/Hello|strategy session|India time/)
    }
    const invitation = toHer.find((m) => m.meta?.icsMethod === 'REQUEST')!
    expect(invitation.subject).toBe('आपका रणनीति सत्र बुक हो गया है')
    expect(invitation.body).toContain('इस लिंक से जुड़ें: https://meet.example.com/dem-team')
    expect(unfold(invitation.meta!.ics!)).toContain('SUMMARY;LANGUAGE=hi:DEM टीम के साथ रणनीति सत्र\r\n')
    expect(unfold(invitation.meta!.ics!)).toContain('LOCATION;LANGUAGE=hi:https://meet.example.com/dem-team')
    const ics = await call('GET', '/api/workspace/strategy.ics', hindi.cookie)
    expect(unfold(ics.body)).toContain('SUMMARY;LANGUAGE=hi:DEM टीम के साथ रणनीति सत्र\r\n')
    for (const copy of mails.filter((m) => m.to === TEAM)) {
      expect(copy.meta?.language).toBeUndefined()
      expect(copy.body).toMatch(/^[\n\x20-\x7e]+$/)
    }

    const refund = await call('POST', `/api/admin/orders/${hindi.orderId}/refund`, staff, {
      reason: 'Asked for it back.',
    })
    expect(refund.statusCode, refund.body).toBe(200)
    mails = (await mailsOf(sessionId)).filter((m) => m.status === 'pending')
    const cancelled = mails.find((m) => m.to === hindi.email && m.meta?.icsMethod === 'CANCEL')!
    expect(cancelled.meta).toMatchObject({ language: 'hi' })
    expect(cancelled.subject).toBe('आपका रणनीति सत्र रद्द हो गया है')
    expect(cancelled.body.replace(/\n/g, ' ')).toContain(
      'शुक्रवार, 3 अक्टूबर 2025, दोपहर 12:00 (भारतीय समय) का आपका रणनीति सत्र रद्द हो गया है, क्योंकि आपकी काउंसलर किट का पैसा लौटा दिया गया है',
    )
    expect(cancelled.body).not.toMatch(/Hello|strategy session|refunded/)
    expect(unfold(cancelled.meta!.ics!)).toContain('SUMMARY;LANGUAGE=hi:DEM टीम के साथ रणनीति सत्र\r\n')
    const teamCopy = mails.find((m) => m.to === TEAM)!
    expect(teamCopy.subject).toMatch(/^Strategy session cancelled, kit refunded: /)
    expect(teamCopy.meta?.language).toBeUndefined()
  })

  it('refuses the 101st kit buyer with a clear message', async () => {
    // 100 kit buyers who paid before everyone here: every counsellor above now ranks after them.
    await insertEarlyKitBuyers(h.database.db, { paidFrom: new Date('2025-09-01T00:00:00Z') })
    const late = await kitCounsellor()
    expect(await state(late.cookie)).toMatchObject({
      eligible: false,
      place: null,
      state: 'not-eligible',
      slots: [],
    })
    const refused = await book(late.cookie, THU_12)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe(NOT_FIRST_HUNDRED)
  })
})
