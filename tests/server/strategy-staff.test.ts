/**
 * Issue 47 point 5, the team's side of the strategy session: first-100 counsellors waiting for times are mailed
 * once when the team opens them (in their language); staff move or cancel a booked session from the back office
 * (the counsellor gets the updated or cancelling invitation, the reminders are replaced, the change is audited);
 * team days off take their dates out of the offer, and a day with a booked session is refused naming it.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, mailQueue } from '../../server/db/schema'
import { NOT_TEAM_HOURS } from '../../server/strategy/sessions'
import {
  backends,
  call as callApi,
  makeHarness,
  purchaseAndInvoice,
  staffSignIn,
  workspaceSignIn,
  type Harness,
} from './helpers'

const STAFF = 'desk@dem.example.in'
const TEAM = 'team@dem.example.in'
const SITE = 'https://dem.example.in'
// The harness starts on Wednesday 1 October 2025, 10:00 India time (04:30 UTC).
const THU_10 = '2025-10-02T04:30:00.000Z'
const THU_11 = '2025-10-02T05:30:00.000Z'
const FRI_10 = '2025-10-03T04:30:00.000Z'
const FRI_11 = '2025-10-03T05:30:00.000Z'
const FRI_12 = '2025-10-03T06:30:00.000Z'
const WED_14 = '2025-10-01T08:30:00.000Z'
const HOURS = {
  weekly: [
    { weekday: 3, start: '14:00', end: '16:00' },
    { weekday: 4, start: '10:00', end: '13:00' },
    { weekday: 5, start: '10:00', end: '13:00' },
  ],
  meetingLink: 'https://meet.example.com/dem-team',
}

interface Strategy {
  state: string
  session: { id: string; startsAt: string; status: string; movesLeft: number } | null
  slots: { startsAt: string }[]
}
interface StaffRow {
  id: string
  counsellorId: string
  startsAt: string
  status: string
  cancelledBy: string | null
  cancelReason: string | null
  canChange: boolean
}

describe.each(backends)("the team's side of the strategy session (%s)", (backend) => {
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

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, body?: unknown) =>
    callApi(h, method, url, cookie, body)
  const state = async (cookie: string) => {
    const answer = await call('GET', '/api/workspace/strategy', cookie)
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json() as Strategy
  }
  const book = (cookie: string, startsAt: string) =>
    call('POST', '/api/workspace/strategy', cookie, { startsAt })
  const saveHours = async (hours: unknown = HOURS) => {
    const saved = await call('PUT', '/api/admin/strategy-hours', staff, hours)
    expect(saved.statusCode, saved.body).toBe(200)
    return saved.json() as { daysOff: { date: string; note: string | null }[] }
  }
  const staffRows = async () => {
    const list = await call('GET', '/api/admin/strategy-sessions', staff)
    expect(list.statusCode, list.body).toBe(200)
    return list.json() as StaffRow[]
  }

  /** A counsellor-kit buyer (a first-100 place in this fresh database), certified unless asked, signed in. */
  async function kitCounsellor(options: { language?: 'en' | 'hi'; certify?: boolean } = {}) {
    const kit = await purchaseAndInvoice(h, 'eec', options.language)
    if (options.certify === false) return { email: kit.who.email, id: '', cookie: '', name: '' }
    const made = await call('POST', '/api/admin/counsellors', staff, { email: kit.who.email })
    expect(made.statusCode, made.body).toBe(200)
    const cookie = await workspaceSignIn(h, kit.who.email)
    const { id, name } = made.json() as { id: string; name: string }
    return { email: kit.who.email, id, cookie, name }
  }

  const noticesTo = (email: string) =>
    h.database.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.to, email), sql`${mailQueue.meta} ->> 'strategyNotice' is not null`))
  const mailsOf = (sessionId: string) =>
    h.database.db
      .select()
      .from(mailQueue)
      .where(sql`${mailQueue.meta} ->> 'strategySessionId' = ${sessionId}`)

  type QueuedMail = Awaited<ReturnType<typeof mailsOf>>[number]
  const DEVANAGARI = /[\u0900-\u097f]/
  /** An .ics content line unfolded (Hindi folds at 75 octets). */
  const unfold = (ics: string) => ics.replace(/\r\n /g, '')
  /** A mail's body as one line: the mails wrap at 70 characters. */
  const flat = (body: string) => body.replace(/\n/g, ' ')
  /** A mail to an English counsellor: English, plain ASCII, the English workspace and calendar entry. */
  function expectEnglish(mail: QueuedMail) {
    expect(mail.meta?.language).toBeUndefined()
    expect(mail.subject).toMatch(/^[\x20-\x7e]+$/)
    expect(mail.body).toMatch(/^[\n\x20-\x7e]+$/)
    expect(mail.body).toMatch(/^Hello /)
    expect(mail.body).toContain(`${SITE}/workspace`)
    if (mail.meta?.ics) {
      expect(mail.meta.ics).toContain('SUMMARY:Strategy session with the DEM team\r\n')
      expect(mail.meta.ics).not.toContain('LANGUAGE=')
    }
  }
  /** A mail to a Hindi counsellor: subject and body in Devanagari, queued as Hindi, the Hindi workspace. */
  function expectHindi(mail: QueuedMail, options: { workspaceLink?: boolean } = {}) {
    expect(mail.meta).toMatchObject({ language: 'hi' })
    expect(mail.subject).toMatch(DEVANAGARI)
    expect(mail.subject).toContain('रणनीति सत्र')
    expect(mail.body).toMatch(/^प्रिय /)
    // Hindi but for names, addresses and the sign-off.
    expect(mail.body).not.toMatch(/Hello|strategy session|India time|workspace:|\b(am|pm)\b/)
    if (options.workspaceLink !== false) expect(mail.body).toContain(`${SITE}/hi/workspace`)
    expect(mail.body).not.toContain(`${SITE}/workspace`)
    if (mail.meta?.ics) {
      const ics = unfold(mail.meta.ics)
      expect(ics).toContain('SUMMARY;LANGUAGE=hi:DEM टीम के साथ रणनीति सत्र\r\n')
      expect(ics).toMatch(/DESCRIPTION;LANGUAGE=hi:60 मिनट का रणनीति सत्र।/)
      expect(ics).toContain(`${SITE}/hi/workspace`)
    }
  }
  /** The team's copy stays English whatever the counsellor's language. */
  function expectTeamEnglish(mail: QueuedMail) {
    expect(mail.meta?.language).toBeUndefined()
    expect(mail.subject).toMatch(/^[\x20-\x7e]+$/)
    expect(mail.body).toMatch(/^[\n\x20-\x7e]+$/)
    if (mail.meta?.ics) expect(mail.meta.ics).not.toContain('LANGUAGE=')
  }

  let asha: Awaited<ReturnType<typeof kitCounsellor>>
  let ravi: Awaited<ReturnType<typeof kitCounsellor>>
  let mira: Awaited<ReturnType<typeof kitCounsellor>>

  it('mails each waiting first-100 counsellor once, in their language, when the team opens times', async () => {
    asha = await kitCounsellor()
    ravi = await kitCounsellor({ language: 'hi' })
    const training = await kitCounsellor({ certify: false })
    expect((await state(asha.cookie)).state).toBe('no-hours')

    // Hours saved empty open nothing: nobody is told.
    await saveHours({ weekly: [], meetingLink: null })
    expect(await noticesTo(asha.email)).toHaveLength(0)

    await saveHours()
    const [english] = await noticesTo(asha.email)
    expect(english).toMatchObject({ kind: 'counsellor', status: 'pending' })
    expect(english!.subject).toBe('Book your strategy session: our team has opened times')
    expect(english!.body).toContain(`Hello ${asha.name},`)
    expect(english!.body).toContain(`${SITE}/workspace`)
    expect(english!.meta?.language).toBeUndefined()
    const [hindi] = await noticesTo(ravi.email)
    expect(hindi!.meta).toMatchObject({ language: 'hi' })
    expect(hindi!.subject).toMatch(/रणनीति सत्र/)
    expect(hindi!.body).toContain(`${SITE}/hi/workspace`)
    // In training: no first-100 session to book yet, so no mail.
    expect(await noticesTo(training.email)).toHaveLength(0)

    // The back office's waiting list says who was told, and when.
    const waiting = (await call('GET', '/api/admin/strategy-waiting', staff)).json() as {
      id: string
      toldAt: string | null
    }[]
    expect(waiting.map((w) => [w.id, w.toldAt]).sort()).toEqual(
      [
        [asha.id, h.clock.now.toISOString()],
        [ravi.id, h.clock.now.toISOString()],
      ].sort(),
    )
    // The audit entry of each save says how many were told.
    const entries = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'strategy.hours'))
      .orderBy(auditLog.id)
    expect(entries.map((e) => (e.after as { told: number }).told)).toEqual([0, 2])

    // Never twice: saving the hours again tells nobody already told.
    await saveHours({ ...HOURS, meetingLink: null })
    await saveHours()
    expect(await noticesTo(asha.email)).toHaveLength(1)
    expect(await noticesTo(ravi.email)).toHaveLength(1)

    // Certified while times are open: the workspace shows them the times, no mail; booked: never told.
    mira = await kitCounsellor()
    expect((await state(mira.cookie)).state).toBe('open')
    expect(await noticesTo(mira.email)).toHaveLength(0)
    expect((await book(mira.cookie, THU_10)).statusCode).toBe(200)
    await saveHours()
    expect(await noticesTo(mira.email)).toHaveLength(0)
  })

  it("lets staff move a booked session: same UID, SEQUENCE one more, new reminders, audited, not one of the counsellor's moves", async () => {
    const booked = await book(asha.cookie, FRI_10)
    expect(booked.statusCode, booked.body).toBe(200)
    const id = (booked.json() as Strategy).session!.id

    const path = `/api/admin/strategy-sessions/${id}/move`
    expect((await call('POST', path, asha.cookie, { startsAt: FRI_11 })).statusCode).toBe(401)
    // The times staff may pick: the team's free times, the session's own left out.
    const slots = await call('GET', `/api/admin/strategy-sessions/${id}/slots`, staff)
    expect(slots.statusCode, slots.body).toBe(200)
    const starts = (slots.json() as { startsAt: string }[]).map((s) => s.startsAt)
    expect(starts).toContain(FRI_11)
    expect(starts).not.toContain(FRI_10)
    expect(starts).not.toContain(THU_10)
    // Taken, outside the hours: refused.
    const taken = await call('POST', path, staff, { startsAt: THU_10 })
    expect(taken.statusCode).toBe(409)
    const outside = await call('POST', path, staff, { startsAt: '2025-10-03T12:30:00.000Z' })
    expect(outside.statusCode).toBe(409)
    expect(outside.json().message).toBe(
      "That time is not one of the team's free times. Please pick one from the list.",
    )
    expect(
      (await call('POST', '/api/admin/strategy-sessions/nope/move', staff, { startsAt: FRI_11 })).statusCode,
    ).toBe(404)

    const moved = await call('POST', path, staff, {
      startsAt: FRI_11,
      reason: 'Our call clashes with a training.',
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({ id, startsAt: FRI_11, status: 'booked' })

    const mails = await mailsOf(id)
    const invitations = mails.filter((m) => m.to === asha.email && m.meta?.icsMethod === 'REQUEST')
    // The first invitation, not sent yet, is replaced by the new one.
    expect(invitations).toHaveLength(1)
    expect(invitations[0]!.subject).toBe('Our team has moved your strategy session')
    expect(invitations[0]!.body).toContain('Friday, 3 Oct 2025, 11:00 am (India time)')
    // Asha bought her kit on an English page: English, plain ASCII, the English workspace.
    expectEnglish(invitations[0]!)
    expect(invitations[0]!.body).toContain('Our call clashes with a training.')
    expect(invitations[0]!.meta!.ics).toContain(`UID:strategy-${id}@dem.example.in`)
    expect(invitations[0]!.meta!.ics).toContain('SEQUENCE:1')
    expect(invitations[0]!.meta!.ics).toContain('DTSTART:20251003T053000Z')
    expect(
      mails.some((m) => m.to === TEAM && m.meta?.icsMethod === 'REQUEST' && /moved by/.test(m.subject)),
    ).toBe(true)
    const reminders = mails.filter((m) => m.meta?.reminder && m.status === 'pending')
    expect(reminders.map((m) => m.nextAttemptAt.toISOString()).sort()).toEqual([
      '2025-10-02T05:30:00.000Z',
      '2025-10-02T05:30:00.000Z',
      '2025-10-03T04:30:00.000Z',
      '2025-10-03T04:30:00.000Z',
    ])
    const toAsha = reminders.filter((m) => m.to === asha.email)
    expect(toAsha.map((m) => m.subject).sort()).toEqual([
      'Reminder: your strategy session is in one hour',
      'Reminder: your strategy session is tomorrow',
    ])
    for (const reminder of toAsha) expectEnglish(reminder)
    const [entry] = await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'strategy.move'))
    expect(entry).toMatchObject({
      staffEmail: STAFF,
      entity: 'strategy-session',
      entityId: id,
      before: { startsAt: FRI_10 },
      after: { startsAt: FRI_11, reason: 'Our call clashes with a training.' },
    })
    // The counsellor sees the new time, and keeps all 3 of their own moves.
    expect((await state(asha.cookie)).session).toMatchObject({ id, startsAt: FRI_11, movesLeft: 3 })
    expect((await call('GET', '/api/workspace/strategy.ics', asha.cookie)).body).toContain('SEQUENCE:1')
  })

  it('lets staff move a session inside 12 hours, which the counsellor no longer may', async () => {
    const booked = await book(ravi.cookie, WED_14)
    expect(booked.statusCode, booked.body).toBe(200)
    const id = (booked.json() as Strategy).session!.id
    const moved = await call('POST', `/api/admin/strategy-sessions/${id}/move`, staff, { startsAt: FRI_12 })
    expect(moved.statusCode, moved.body).toBe(200)
    expect((await state(ravi.cookie)).session).toMatchObject({ startsAt: FRI_12 })
  })

  it('lets staff cancel a booked session with a reason: the cancelling invitation, the reason mailed, reminders gone, audited', async () => {
    const [row] = (await staffRows()).filter((r) => r.counsellorId === asha.id && r.status === 'booked')
    expect(row).toMatchObject({ canChange: true })
    const path = `/api/admin/strategy-sessions/${row!.id}/cancel`
    const noReason = await call('POST', path, staff, { reason: '  ' })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().message).toBe('Reason is required.')

    const cancelled = await call('POST', path, staff, { reason: 'Our team is away that day.' })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'staff',
      cancelReason: 'Our team is away that day.',
      canChange: false,
    })
    const mails = await mailsOf(row!.id)
    expect(mails.filter((m) => m.meta?.reminder)).toHaveLength(0)
    const toHer = mails.find((m) => m.to === asha.email && m.meta?.icsMethod === 'CANCEL')!
    expect(toHer.subject).toBe('Your strategy session is cancelled')
    expect(toHer.body).toContain('Our team is away that day.')
    expectEnglish(toHer)
    expect(toHer.meta!.ics).toContain('METHOD:CANCEL')
    expect(toHer.meta!.ics).toContain(`UID:strategy-${row!.id}@dem.example.in`)
    expect(toHer.meta!.ics).toContain('SEQUENCE:2')
    expect(mails.some((m) => m.to === TEAM && m.meta?.icsMethod === 'CANCEL')).toBe(true)
    const [entry] = await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'strategy.cancel'))
    expect(entry).toMatchObject({
      entityId: row!.id,
      after: { status: 'cancelled', reason: 'Our team is away that day.' },
    })
    // Twice: nothing booked to cancel.
    expect((await call('POST', path, staff, { reason: 'Again.' })).statusCode).toBe(409)
    expect(
      (await call('POST', `/api/admin/strategy-sessions/${row!.id}/move`, staff, { startsAt: FRI_10 }))
        .statusCode,
    ).toBe(409)
    // She may book again, and her workspace says the team cancelled, with the reason.
    const after = await state(asha.cookie)
    expect(after.state).toBe('open')
    expect(after.session).toMatchObject({
      status: 'cancelled',
      cancelledByTeam: true,
      cancelReason: 'Our team is away that day.',
    })
    expect((await book(asha.cookie, FRI_10)).statusCode).toBe(200)
  })

  it('takes a day off out of the offer, refuses one with a session booked naming it, and gives it back when removed', async () => {
    expect(
      (await call('POST', '/api/admin/strategy-days-off', asha.cookie, { date: '2025-10-03' })).statusCode,
    ).toBe(401)
    for (const date of ['2025-02-30', 'tomorrow', '2025-09-30'])
      expect((await call('POST', '/api/admin/strategy-days-off', staff, { date })).statusCode, date).toBe(400)

    // Friday 3 October holds Asha's and Ravi's sessions: refused, both named, nothing stored.
    const refused = await call('POST', '/api/admin/strategy-days-off', staff, {
      date: '2025-10-03',
      note: 'Offsite',
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(
      `Friday, 3 Oct 2025 has strategy sessions booked: ${asha.name} at 10:00 am, ${ravi.name} at 12:00 pm. Move or cancel them first.`,
    )
    expect((await call('GET', '/api/admin/strategy-hours', staff)).json().daysOff).toEqual([])

    // Thursday 2 October (Gandhi Jayanti) holds Mira's at 10:00; she is moved first, then the day is off.
    const miras = (await staffRows()).find((r) => r.startsAt === THU_10)!
    const oneSession = await call('POST', '/api/admin/strategy-days-off', staff, { date: '2025-10-02' })
    expect(oneSession.json().message).toBe(
      `Thursday, 2 Oct 2025 has a strategy session booked: ${mira.name} at 10:00 am. Move or cancel it first.`,
    )
    expect(
      (
        await call('POST', `/api/admin/strategy-sessions/${miras.id}/move`, staff, {
          startsAt: '2025-10-01T09:30:00.000Z',
        })
      ).statusCode,
    ).toBe(200)
    const added = await call('POST', '/api/admin/strategy-days-off', staff, {
      date: '2025-10-02',
      note: 'Gandhi Jayanti',
    })
    expect(added.statusCode, added.body).toBe(200)
    expect(added.json().daysOff).toEqual([{ date: '2025-10-02', note: 'Gandhi Jayanti' }])
    const [entry] = await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'strategy.day-off'))
    expect(entry).toMatchObject({
      entityId: '2025-10-02',
      after: { date: '2025-10-02', note: 'Gandhi Jayanti' },
    })

    // The day is out of every counsellor's times, and cannot be booked.
    const starts = (await state(asha.cookie)).slots.map((s) => s.startsAt)
    expect(starts.filter((s) => s >= '2025-10-01T18:30:00.000Z' && s < '2025-10-02T18:30:00.000Z')).toEqual(
      [],
    )
    const onDayOff = await call('POST', `/api/admin/strategy-sessions/${miras.id}/move`, staff, {
      startsAt: THU_11,
    })
    expect(onDayOff.statusCode).toBe(409)
    const counsellorOnDayOff = await book(asha.cookie, THU_11)
    expect(counsellorOnDayOff.statusCode).toBe(409)
    expect(counsellorOnDayOff.json().message).toBe(NOT_TEAM_HOURS)

    // Removed: the times are back.
    const removed = await call('DELETE', '/api/admin/strategy-days-off/2025-10-02', staff)
    expect(removed.statusCode, removed.body).toBe(200)
    expect(removed.json().daysOff).toEqual([])
    expect((await state(asha.cookie)).slots.map((s) => s.startsAt)).toContain(THU_11)
    expect(
      await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'strategy.day-off-removed')),
    ).toHaveLength(1)
    expect((await call('DELETE', '/api/admin/strategy-days-off/2025-10-02', staff)).statusCode).toBe(404)
  })
  it("writes every mail of a Hindi counsellor's session in Hindi: staff's move and cancellation, her booking, move and cancellation, the reminders and her calendar; the team's copies stay English", async () => {
    // Ravi bought his kit on a Hindi page; staff moved his session to Friday 12:00 above, without a reason.
    const his = (await staffRows()).find((r) => r.counsellorId === ravi.id && r.status === 'booked')!
    expect(his.startsAt).toBe(FRI_12)
    let mails = await mailsOf(his.id)
    const moved = mails.find((m) => m.to === ravi.email && m.meta?.icsMethod === 'REQUEST')!
    expectHindi(moved)
    expect(moved.subject).toBe('हमारी टीम ने आपके रणनीति सत्र का समय बदल दिया है')
    expect(moved.body).toContain('नया समय: शुक्रवार, 3 अक्टूबर 2025, दोपहर 12:00 (भारतीय समय), 60 मिनट')
    expect(moved.body).toContain('इस लिंक से जुड़ें: https://meet.example.com/dem-team')
    expect(moved.body).not.toContain('कारण:')
    const reminders = mails.filter((m) => m.to === ravi.email && m.meta?.reminder)
    expect(reminders.map((m) => [m.meta!.reminder, m.subject]).sort()).toEqual([
      ['1h', 'याद दिलाना: आपका रणनीति सत्र एक घंटे में है'],
      ['24h', 'याद दिलाना: आपका रणनीति सत्र कल है'],
    ])
    for (const reminder of reminders) {
      expectHindi(reminder)
      expect(reminder.body).toContain('शुक्रवार, 3 अक्टूबर 2025, दोपहर 12:00 (भारतीय समय)')
    }
    const teamCopies = mails.filter((m) => m.to === TEAM)
    expect(teamCopies).toHaveLength(3)
    for (const copy of teamCopies) expectTeamEnglish(copy)

    // Staff cancel it with a reason: Hindi, the reason as staff wrote it.
    const cancelled = await call('POST', `/api/admin/strategy-sessions/${his.id}/cancel`, staff, {
      reason: 'Our team is away that day.',
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    mails = await mailsOf(his.id)
    const staffCancel = mails.find((m) => m.to === ravi.email && m.meta?.icsMethod === 'CANCEL')!
    expectHindi(staffCancel)
    expect(staffCancel.subject).toBe('आपका रणनीति सत्र रद्द हो गया है')
    expect(flat(staffCancel.body)).toContain(
      'हमारी टीम को शुक्रवार, 3 अक्टूबर 2025, दोपहर 12:00 (भारतीय समय) का आपका रणनीति सत्र रद्द करना पड़ा है।',
    )
    expect(staffCancel.body).toContain('कारण: Our team is away that day.')
    expect(staffCancel.meta!.ics).toContain('METHOD:CANCEL')
    expectTeamEnglish(mails.find((m) => m.to === TEAM && m.meta?.icsMethod === 'CANCEL')!)

    // He books again, moves it and cancels it himself: each mail in Hindi.
    const booked = await book(ravi.cookie, THU_11)
    expect(booked.statusCode, booked.body).toBe(200)
    const id = (booked.json() as Strategy).session!.id
    mails = await mailsOf(id)
    const invitation = mails.find((m) => m.to === ravi.email && m.meta?.icsMethod === 'REQUEST')!
    expectHindi(invitation)
    expect(invitation.subject).toBe('आपका रणनीति सत्र बुक हो गया है')
    expect(invitation.body).toContain('कब: गुरुवार, 2 अक्टूबर 2025, सुबह 11:00 (भारतीय समय), 60 मिनट')
    expect(flat(invitation.body)).toContain('पहले 100 वाले ऑफ़र का हिस्सा है।')
    const newReminders = mails.filter((m) => m.to === ravi.email && m.meta?.reminder)
    expect(newReminders).toHaveLength(2)
    for (const reminder of newReminders) {
      expectHindi(reminder)
      expect(reminder.body).toContain('गुरुवार, 2 अक्टूबर 2025, सुबह 11:00 (भारतीय समय)')
    }
    for (const copy of mails.filter((m) => m.to === TEAM)) expectTeamEnglish(copy)

    expect((await book(ravi.cookie, FRI_11)).statusCode).toBe(200)
    mails = await mailsOf(id)
    const movedByHim = mails.find((m) => m.to === ravi.email && m.meta?.icsMethod === 'REQUEST')!
    expectHindi(movedByHim)
    expect(movedByHim.subject).toBe('आपके रणनीति सत्र का समय बदल गया है')
    expect(movedByHim.body).toContain('कब: शुक्रवार, 3 अक्टूबर 2025, सुबह 11:00 (भारतीय समय), 60 मिनट')
    // The calendar file his workspace downloads is in Hindi too.
    const ics = await call('GET', '/api/workspace/strategy.ics', ravi.cookie)
    expect(ics.statusCode).toBe(200)
    expect(unfold(ics.body)).toContain('SUMMARY;LANGUAGE=hi:DEM टीम के साथ रणनीति सत्र\r\n')
    expect(unfold(ics.body)).toContain(`${SITE}/hi/workspace`)

    expect((await call('POST', '/api/workspace/strategy/cancel', ravi.cookie, {})).statusCode).toBe(200)
    mails = await mailsOf(id)
    const cancelledByHim = mails.find((m) => m.to === ravi.email && m.meta?.icsMethod === 'CANCEL')!
    expectHindi(cancelledByHim)
    expect(cancelledByHim.subject).toBe('आपका रणनीति सत्र रद्द हो गया है')
    expect(flat(cancelledByHim.body)).toContain(
      'आपके कहे अनुसार शुक्रवार, 3 अक्टूबर 2025, सुबह 11:00 (भारतीय समय) का आपका रणनीति सत्र रद्द कर दिया गया है।',
    )
    expectTeamEnglish(mails.find((m) => m.to === TEAM && m.meta?.icsMethod === 'CANCEL')!)
  })
})
