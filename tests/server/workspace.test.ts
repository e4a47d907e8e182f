import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { debriefs, mailQueue, orders } from '../../server/db/schema'
import { SCAN_NOTICE_VERSION } from '../../src/content/scan'
import { optionIds } from '../../src/engine/check-model'
import { scanModel } from '../../src/engine/model'
import { sessionIcs, type Debrief } from '../../server/counsellors/debriefs'
import {
  backends,
  call as callApi,
  latestOtp,
  makeHarness,
  post,
  purchaseAndInvoice,
  staffSignIn as staffCookie,
  type Harness,
} from './helpers'

const STAFF = 'desk@dem.example.in'
const HOUR = 3_600_000

/** Every day 16:00-19:00 India time: slots at 16:00, 16:45, 17:30 and 18:15 (10:30, 11:15, 12:00, 12:45 UTC). */
const EVERY_AFTERNOON = Array.from({ length: 7 }, (_, weekday) => ({ weekday, start: '16:00', end: '19:00' }))

describe.each(backends)("the counsellors' workspace and the debrief (%s)", (backend) => {
  let h: Harness
  let staff: string
  beforeAll(async () => {
    h = await makeHarness(backend, {
      env: { VITE_SITE_URL: 'https://dem.example.in', STAFF_EMAILS: STAFF },
      renderReport: async () => Buffer.from('%PDF-1.7 fake report'),
      // The clock moves days ahead here: parents' sessions outlive it.
      settings: { sessionTtlHours: 24 * 30 },
    })
    await staffSignIn()
  })
  async function staffSignIn() {
    staff = await staffCookie(h, STAFF)
  }
  afterAll(() => h.close())

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, body?: unknown) =>
    callApi(h, method, url, cookie, body)

  async function certify(email: string, name?: string) {
    const made = await call('POST', '/api/admin/counsellors', staff, { email, ...(name ? { name } : {}) })
    expect(made.statusCode, made.body).toBe(200)
    return made.json() as { id: string; name: string; referralCode: string; kitBuyer: boolean }
  }

  async function workspaceSignIn(email: string) {
    h.clock.advance(61_000)
    expect((await post(h.app, '/api/workspace/code', { email })).statusCode).toBe(200)
    const signed = await post(h.app, '/api/workspace/sign-in', {
      email,
      code: await latestOtp(h.database, email),
    })
    expect(signed.statusCode, signed.body).toBe(200)
    const cookie = signed.cookies.find((c) => c.name === 'dem_counsellor')!
    expect(cookie.httpOnly).toBe(true)
    expect(cookie.path).toBe('/api/workspace')
    return `dem_counsellor=${cookie.value}`
  }

  /** A report bought, its scan answered and submitted, the report generated. */
  async function reportReady() {
    const bought = await purchaseAndInvoice(h)
    const [scanMail] = (
      await h.database.db.select().from(mailQueue).where(eq(mailQueue.to, bought.who.email))
    ).filter((row) => row.kind === 'scan')
    const token = /scan#([A-Za-z0-9_-]{32})/.exec(scanMail!.body)![1]!
    const scanCall = (path: string, body: unknown) =>
      h.app.inject({
        method: 'POST',
        url: `/api/scan${path}`,
        headers: { 'x-scan-token': token, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      })
    const consent = {
      childFirstName: 'Kavya',
      childClass: 9,
      consent: true,
      noticeVersion: SCAN_NOTICE_VERSION,
    }
    expect((await scanCall('/consent', consent)).statusCode).toBe(200)
    const answers = scanModel.questions.map((question, index) => ({
      question: question.id,
      answer: optionIds(question)[index % optionIds(question).length]!,
      answeredAt: h.clock.now.toISOString(),
    }))
    // Before the report exists, nothing can be booked.
    expect(
      (
        await call('POST', `/api/orders/${bought.orderId}/debrief`, bought.cookie, {
          startsAt: '2030-01-01T10:30:00Z',
        })
      ).json(),
    ).toMatchObject({
      message: expect.stringMatching(/report is ready|counsellor is being chosen/),
    })
    expect((await scanCall('/submit', { answers })).statusCode).toBe(200)
    while ((await h.app.ctx.jobs.runOnce()) > 0) h.clock.advance(100)
    return bought
  }

  const debrief = async (orderId: string, cookie: string) => {
    const answer = await call('GET', `/api/orders/${orderId}/debrief`, cookie)
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json() as {
      state: string
      counsellorName: string | null
      session: { id: string; startsAt: string; status: string; joinBy: string } | null
      slots: { startsAt: string; endsAt: string; final: boolean }[]
      parentNote: string | null
    }
  }

  const sendMail = async () => {
    while ((await h.app.ctx.mail.runOnce()) > 0) h.clock.advance(1000)
  }

  it('certifies a kit buyer, signs them in to their own kind of session, and keeps other sessions out', async () => {
    const kit = await purchaseAndInvoice(h, 'eec')
    const made = await certify(kit.who.email)
    expect(made).toMatchObject({ name: `${kit.who.firstName} ${kit.who.lastName}`, kitBuyer: true })
    expect((await call('POST', '/api/admin/counsellors', staff, { email: kit.who.email })).statusCode).toBe(
      409,
    )

    // The same answer for an address that is no counsellor.
    const stranger = await post(h.app, '/api/workspace/code', { email: 'nobody@example.com' })
    expect(stranger.json()).toEqual(
      (await post(h.app, '/api/workspace/code', { email: kit.who.email })).json(),
    )

    const cookie = await workspaceSignIn(kit.who.email)
    const me = (await call('GET', '/api/workspace/me', cookie)).json() as Record<string, unknown>
    expect(me).toMatchObject({
      promisedStudents: 100,
      studentsAssigned: 0,
      referralUrl: expect.stringContaining('/success-blueprint?ref='),
    })

    expect((await call('GET', '/api/workspace/me')).statusCode).toBe(401)
    expect((await call('GET', '/api/workspace/me', kit.cookie)).statusCode).toBe(403)
    expect((await call('GET', '/api/workspace/me', staff)).statusCode).toBe(403)
    expect((await call('GET', '/api/admin/orders', cookie)).statusCode).toBe(401)

    // Suspended: the session no longer opens the workspace.
    await call('PUT', `/api/admin/counsellors/${made.id}`, staff, { status: 'suspended' })
    expect((await call('GET', '/api/workspace/me', cookie)).statusCode).toBe(403)
    await call('PUT', `/api/admin/counsellors/${made.id}`, staff, { status: 'certified' })
    expect((await call('GET', '/api/workspace/me', cookie)).statusCode).toBe(200)
  })

  it('refuses overlapping or empty hours and keeps the last good ones', async () => {
    await certify('hours@dem.example.in', 'Meera Joshi')
    const cookie = await workspaceSignIn('hours@dem.example.in')
    const overlap = await call('PUT', '/api/workspace/availability', cookie, {
      weekly: [
        { weekday: 1, start: '16:00', end: '18:00' },
        { weekday: 1, start: '17:30', end: '19:00' },
      ],
      exceptions: [],
    })
    expect(overlap.statusCode).toBe(400)
    expect(overlap.json().message).toMatch(/Monday.*overlap/)
    const backwards = await call('PUT', '/api/workspace/availability', cookie, {
      weekly: [{ weekday: 2, start: '18:00', end: '16:00' }],
      exceptions: [],
    })
    expect(backwards.json().message).toBe('On Tuesday, the end time must be after the start time.')
    const badDate = await call('PUT', '/api/workspace/availability', cookie, {
      weekly: [],
      exceptions: [{ date: '2025-02-30' }],
    })
    expect(badDate.statusCode).toBe(400)
    // The Hindi workspace (X-Language: hi) is told the same in Hindi, the weekday as its page names it (issue 50
    // point 8); the same refusals, nothing saved.
    const inHindi = (body: unknown) =>
      h.app.inject({
        method: 'PUT',
        url: '/api/workspace/availability',
        headers: { cookie, 'content-type': 'application/json', 'x-language': 'hi' },
        payload: JSON.stringify(body),
      })
    const shortHindi = await inHindi({
      weekly: [{ weekday: 1, start: '10:00', end: '10:30' }],
      exceptions: [],
    })
    expect(shortHindi.statusCode).toBe(400)
    expect(shortHindi.json().message).toBe('सोमवार को 10:00 से 10:30 तक का समय 45 मिनट के एक सत्र से छोटा है।')
    expect(
      (await inHindi({ weekly: [{ weekday: 2, start: '18:00', end: '16:00' }], exceptions: [] })).json(),
    ).toEqual({
      message: 'मंगलवार को ख़त्म होने का समय शुरू होने के समय के बाद होना चाहिए।',
    })
    expect((await inHindi({ weekly: [], exceptions: [{ date: '2025-02-30' }] })).json().message).toBe(
      '"2025-02-30" सही तारीख़ नहीं है। तारीख़ YYYY-MM-DD के रूप में लिखें, जैसे 2026-01-26।',
    )
    const tooMany = await inHindi({
      weekly: Array.from({ length: 43 }, () => ({ weekday: 1, start: '10:00', end: '11:00' })),
      exceptions: [],
    })
    expect(tooMany.json().issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ message: 'एक हफ़्ते में ज़्यादा से ज़्यादा 42 समय जोड़े जा सकते हैं।' }),
      ]),
    )
    // Without the header, English as before.
    expect(
      (
        await call('PUT', '/api/workspace/availability', cookie, {
          weekly: [],
          exceptions: [{ date: '2025-02-30' }],
        })
      ).json().message,
    ).toBe('2025-02-30 is not a date. Dates are written as YYYY-MM-DD.')
    const saved = await call('PUT', '/api/workspace/availability', cookie, {
      weekly: EVERY_AFTERNOON,
      exceptions: [{ date: '2025-10-02' }],
    })
    expect(saved.statusCode).toBe(200)
    expect((await call('GET', '/api/workspace/availability', cookie)).json()).toMatchObject({
      weekly: expect.arrayContaining([{ weekday: 3, start: '16:00', end: '19:00' }]),
      exceptions: [{ date: '2025-10-02' }],
      timeZone: 'Asia/Kolkata',
    })
    await call(
      'PUT',
      `/api/admin/counsellors/${(await call('GET', '/api/workspace/me', cookie)).json().id}`,
      staff,
      {
        status: 'suspended',
      },
    )
  })

  it('assigns report orders, books one slot once, sends invitations and reminders, moves, holds and closes', async () => {
    // Two certified counsellors with the same hours (the kit buyer's and a new one); the earlier tests left one
    // suspended, which gets nobody.
    const asha = await certify('asha.counsellor@dem.example.in', 'Asha Rao')
    const ashaCookie = await workspaceSignIn('asha.counsellor@dem.example.in')
    const kitCounsellor = (
      (await call('GET', '/api/admin/counsellors', staff)).json() as {
        id: string
        kitBuyer: boolean
        email: string
      }[]
    ).find((c) => c.kitBuyer)!
    const kitCookie = await workspaceSignIn(kitCounsellor.email)
    for (const cookie of [ashaCookie, kitCookie])
      expect(
        (
          await call('PUT', '/api/workspace/availability', cookie, {
            weekly: EVERY_AFTERNOON,
            exceptions: [],
          })
        ).statusCode,
      ).toBe(200)

    const first = await reportReady()
    const second = await reportReady()
    const [a, b] = await Promise.all(
      [first, second].map(
        async (o) => (await h.database.db.select().from(orders).where(eq(orders.id, o.orderId)))[0]!,
      ),
    )
    // Fewest open students first: one each.
    expect(new Set([a!.counsellorId, b!.counsellorId])).toEqual(new Set([asha.id, kitCounsellor.id]))
    // Staff move the second to Asha too: the parent and both counsellors are told.
    const moved = await call('PUT', `/api/admin/orders/${second.orderId}/counsellor`, staff, {
      counsellorId: asha.id,
    })
    expect(moved.statusCode, moved.body).toBe(200)
    await call('PUT', `/api/admin/orders/${first.orderId}/counsellor`, staff, { counsellorId: asha.id })
    expect((moved.json() as { assignedCounsellor: { id: string } }).assignedCounsellor.id).toBe(asha.id)
    const told = await h.database.db.select().from(mailQueue).where(eq(mailQueue.kind, 'debrief'))
    expect(told.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        'Your counsellor has changed',
        'A student has moved to you',
        'A student has moved to another counsellor',
      ]),
    )

    const view = await debrief(first.orderId, first.cookie)
    expect(view).toMatchObject({ state: 'open', counsellorName: 'Asha Rao' })
    // 14 days of four slots, from the first one two hours ahead (16:00 India time today).
    // Within 12 hours it is final (issue 50 point 4: once booked it can be neither moved nor cancelled).
    expect(view.slots[0]).toEqual({
      startsAt: '2025-10-01T10:30:00.000Z',
      endsAt: '2025-10-01T11:15:00.000Z',
      final: true,
    })
    expect(
      view.slots.every((s) => s.final === Date.parse(s.startsAt) - 12 * 3_600_000 <= h.clock.now.getTime()),
    ).toBe(true)
    expect(view.slots.filter((s) => s.final).map((s) => s.startsAt.slice(0, 10))).toEqual(
      Array(4).fill('2025-10-01'),
    )
    expect(view.slots.length).toBeGreaterThanOrEqual(13 * 4)
    expect(view.slots.every((s) => Date.parse(s.startsAt) < h.clock.now.getTime() + 15 * 86_400_000)).toBe(
      true,
    )

    // Bad input: a past time, a time outside the hours, a non-time.
    const book = (o: { orderId: string; cookie: string }, startsAt: string) =>
      call('POST', `/api/orders/${o.orderId}/debrief`, o.cookie, { startsAt })
    expect((await book(first, '2025-09-30T10:30:00Z')).json().message).toBe(
      'That time has passed. Please pick another.',
    )
    expect((await book(first, '2025-10-03T04:30:00Z')).statusCode).toBe(409)
    expect((await book(first, 'tomorrow')).statusCode).toBe(400)
    // Days ahead, so that there is time to change them (up to 12 hours before).
    const later = view.slots.filter((s) => s.startsAt.startsWith('2025-10-04'))
    expect((await book(second, later[1]!.startsAt)).statusCode).toBe(200)
    // The other parent's order is not theirs.
    expect((await call('GET', `/api/orders/${second.orderId}/debrief`, first.cookie)).statusCode).toBe(404)

    // Two parents press the same slot at once: one gets it, one is told to pick another.
    const slot = later[0]!.startsAt
    expect(
      (await call('POST', `/api/orders/${second.orderId}/debrief/cancel`, second.cookie)).statusCode,
    ).toBe(200)
    const race = await Promise.all([book(first, slot), book(second, slot)])
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect(race.find((r) => r.statusCode === 409)!.json().message).toBe(
      'That time was just taken. Please pick another.',
    )
    const winner = race[0]!.statusCode === 200 ? first : second
    const booked = await h.database.db
      .select()
      .from(debriefs)
      .where(and(eq(debriefs.orderId, winner.orderId), eq(debriefs.status, 'booked')))
    expect(booked).toHaveLength(1)

    // Both got an invitation a calendar can read, and reminders wait for a day and an hour before.
    const invitations = await h.database.db
      .select()
      .from(mailQueue)
      .where(
        and(
          eq(mailQueue.kind, 'debrief'),
          sql`${mailQueue.meta} ->> 'debriefId' = ${booked[0]!.id}`,
          sql`${mailQueue.meta} ->> 'ics' is not null`,
        ),
      )
    expect(invitations.map((m) => m.to).sort()).toEqual(
      ['asha.counsellor@dem.example.in', winner.who.email].sort(),
    )
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(invitations[0]!.meta!.ics!)).getFirstSubcomponent('vevent')!,
    )
    expect(event.uid).toBe(`debrief-${booked[0]!.id}@dem.example.in`)
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(slot).toISOString())
    expect(event.startDate.zone?.tzid).toBe('UTC')
    expect(event.location).toMatch(/^Phone call to \+?\d{10,}/)
    const reminders = () =>
      h.database.db
        .select()
        .from(mailQueue)
        .where(
          and(
            eq(mailQueue.kind, 'debrief'),
            sql`${mailQueue.meta} ->> 'reminder' is not null`,
            eq(mailQueue.status, 'pending'),
          ),
        )
    expect((await reminders()).map((m) => m.meta!.reminder).sort()).toEqual(['1h', '1h', '24h', '24h'])

    // The parent moves it to a day later: the same UID, a higher SEQUENCE, the reminders replaced.
    const tomorrow = view.slots.find((s) => s.startsAt.startsWith('2025-10-05'))!.startsAt
    const move = await book(winner, tomorrow)
    expect(move.statusCode, move.body).toBe(200)
    // How to join (Asha has no meeting link: a call), in the page's language.
    const joinBy = async (headers: Record<string, string>) =>
      (
        (
          await h.app.inject({
            method: 'GET',
            url: `/api/orders/${winner.orderId}/debrief`,
            headers: { cookie: winner.cookie, ...headers },
          })
        ).json() as { session: { joinBy: string } }
      ).session.joinBy
    expect(await joinBy({})).toMatch(/^Asha Rao will call you on \+?\d{10,}$/)
    expect(await joinBy({ 'x-language': 'hi' })).toMatch(/^Asha Rao आपको \+?\d{10,} पर फ़ोन करेंगे$/)
    const ics = await call('GET', `/api/orders/${winner.orderId}/debrief.ics`, winner.cookie)
    const moved2 = new ICAL.Event(new ICAL.Component(ICAL.parse(ics.body)).getFirstSubcomponent('vevent')!)
    expect(moved2.uid).toBe(event.uid)
    expect(moved2.sequence).toBe(1)
    // A Hindi buyer's calendar entry is in Hindi (the order's language); the counsellor's copy stays English.
    await h.database.db.update(orders).set({ language: 'hi' }).where(eq(orders.id, winner.orderId))
    const hindi = new ICAL.Event(
      new ICAL.Component(
        ICAL.parse((await call('GET', `/api/orders/${winner.orderId}/debrief.ics`, winner.cookie)).body),
      ).getFirstSubcomponent('vevent')!,
    )
    expect(hindi.summary).toBe('Success Blueprint डीब्रीफ़: Asha Rao के साथ')
    expect(hindi.component.getFirstProperty('summary')!.getParameter('language')).toBe('hi')
    expect(hindi.description.split('\n')).toEqual([
      '45 मिनट की बातचीत, जिसमें Asha Rao Kavya की Success Blueprint रिपोर्ट आपको विस्तार से समझाएँगे।',
      expect.stringMatching(/^Asha Rao आपको \+?\d{10,} पर फ़ोन करेंगे$/),
      'समय बदलने या रद्द करने के लिए: https://dem.example.in/hi/orders',
    ])
    expect(hindi.location).toMatch(/^\+?\d{10,} पर फ़ोन कॉल$/)
    const counsellorCopy = await call('GET', `/api/workspace/sessions/${booked[0]!.id}/ics`, ashaCookie)
    // The counsellor's own invitation (issue 50, point 15): the parent in the title, the workspace to manage it.
    const counsellorEvent = new ICAL.Event(
      new ICAL.Component(ICAL.parse(counsellorCopy.body)).getFirstSubcomponent('vevent')!,
    )
    expect(counsellorEvent.summary).toBe(`Success Blueprint debrief with ${winner.who.firstName}`)
    expect(counsellorEvent.description).toContain('https://dem.example.in/workspace')
    expect(counsellorEvent.description).not.toContain('/orders')
    expect(counsellorEvent.uid).toBe(event.uid)
    await h.database.db.update(orders).set({ language: 'en' }).where(eq(orders.id, winner.orderId))
    expect((await reminders()).map((m) => m.meta!.reminder).sort()).toEqual(['1h', '1h', '24h', '24h'])

    // The reminders go out at their time, once each, even across a restart of the sender.
    await sendMail()
    const before = h.transport.sent.length
    h.clock.now = new Date(Date.parse(tomorrow) - 24 * HOUR + 1000)
    await sendMail()
    await sendMail()
    expect(h.transport.sent.slice(before).map((m) => m.subject)).toEqual([
      'Reminder: your debrief is tomorrow',
      'Reminder: your debrief is tomorrow',
    ])

    // Within 12 hours the parent can no longer change it.
    h.clock.now = new Date(Date.parse(tomorrow) - 11 * HOUR)
    expect(
      (await call('POST', `/api/orders/${winner.orderId}/debrief/cancel`, winner.cookie)).json().message,
    ).toBe('Sessions can be changed up to 12 hours before they start.')

    // The counsellor sees the student, the report and the session; another counsellor sees none of it.
    const students = (await call('GET', '/api/workspace/students', ashaCookie)).json().students as {
      orderId: string
      childFirstName: string
      reportReady: boolean
    }[]
    expect(students.find((s) => s.orderId === winner.orderId)).toMatchObject({
      childFirstName: 'Kavya',
      reportReady: true,
    })
    expect(
      (await call('GET', `/api/workspace/students/${winner.orderId}/report`, ashaCookie)).statusCode,
    ).toBe(200)
    expect(
      (await call('GET', `/api/workspace/students/${winner.orderId}/report/pdf`, ashaCookie)).headers[
        'content-type'
      ],
    ).toBe('application/pdf')
    expect(
      (await call('GET', `/api/workspace/students/${winner.orderId}/report`, kitCookie)).statusCode,
    ).toBe(404)
    const sessionId = booked[0]!.id
    expect((await call('POST', `/api/workspace/sessions/${sessionId}/held`, kitCookie, {})).statusCode).toBe(
      404,
    )

    // Held: not before its time; then the parent gets the note and the order closes.
    expect((await call('POST', `/api/workspace/sessions/${sessionId}/held`, ashaCookie, {})).statusCode).toBe(
      409,
    )
    h.clock.now = new Date(Date.parse(tomorrow) + 50 * 60_000)
    const held = await call('POST', `/api/workspace/sessions/${sessionId}/held`, ashaCookie, {
      privateNotes: 'Keen on biology; worried about maths.',
      parentNote: 'Kavya did well. Try the science club this term.',
    })
    expect(held.statusCode, held.body).toBe(200)
    expect(await debrief(winner.orderId, winner.cookie)).toMatchObject({
      state: 'held',
      parentNote: 'Kavya did well. Try the science club this term.',
    })
    const [closed] = await h.database.db.select().from(orders).where(eq(orders.id, winner.orderId))
    expect(closed!.fulfilmentStatus).toBe('closed')
    await sendMail()
    expect(h.transport.sent.at(-1)?.subject).toBe('A note from Asha Rao after your debrief')
    // The parent's download of what we hold has the session, the note and the counsellor's own notes.
    const exported = (await call('GET', '/api/privacy/export.json', winner.cookie)).json() as {
      orders: {
        id: string
        debriefs: { counsellor: string; noteForYou: string; counsellorNotes: string }[]
      }[]
    }
    // Every session of the order (the second family's booking cancelled before the race is theirs too, when they won).
    const sessionsOfOrder = await h.database.db
      .select()
      .from(debriefs)
      .where(eq(debriefs.orderId, winner.orderId))
    const exportedSessions = exported.orders.find((o) => o.id === winner.orderId)!.debriefs
    expect(exportedSessions).toHaveLength(sessionsOfOrder.length)
    expect(exportedSessions).toContainEqual(
      expect.objectContaining({
        counsellor: 'Asha Rao',
        status: 'held',
        noteForYou: 'Kavya did well. Try the science club this term.',
        counsellorNotes: 'Keen on biology; worried about maths.',
      }),
    )
    // No reminder is left to go out about a session that is over.
    expect(await reminders()).toEqual([])

    // The other family: booked, then the counsellor cancels with a reason; the parent picks again.
    const other = winner === first ? second : first
    const otherView = await debrief(other.orderId, other.cookie)
    expect(otherView.state).toBe('open')
    expect((await book(other, otherView.slots[0]!.startsAt)).statusCode).toBe(200)
    const otherSession = (await debrief(other.orderId, other.cookie)).session!
    // The booking's mails go first: queued at the same instant as the cancellation's, they have no order among them.
    await sendMail()
    const sentBefore = h.transport.sent.length
    const cancelled = await call('POST', `/api/workspace/sessions/${otherSession.id}/cancel`, ashaCookie, {
      reason: 'A school exam duty came up.',
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(await debrief(other.orderId, other.cookie)).toMatchObject({
      state: 'open',
      session: { status: 'cancelled' },
    })
    expect((await call('GET', `/api/orders/${other.orderId}/debrief.ics`, other.cookie)).statusCode).toBe(409)
    await sendMail()
    expect(h.transport.sent.slice(sentBefore).map((m) => m.subject)).toContain(
      'Please pick a new time for your debrief',
    )
  })

  it('gives a report bought through a referral link to its counsellor, and counts it for the commission', async () => {
    await staffSignIn()
    const ravi = await certify('ravi.counsellor@dem.example.in', 'Ravi Kumar')
    const signedIn = await workspaceSignIn('ravi.counsellor@dem.example.in')
    // A referrer gets the family when they fit it: the family's language, and free times.
    await call('PUT', '/api/workspace/availability', signedIn, { weekly: EVERY_AFTERNOON, exceptions: [] })
    const { referralCode } = (await call('GET', '/api/workspace/me', signedIn)).json() as {
      referralCode: string
    }
    // purchaseAndInvoice creates the order without a cookie: this buyer comes through the link.
    const original = h.app.inject.bind(h.app)
    h.app.inject = ((options: { url?: string; headers?: Record<string, string> }) =>
      original(
        options.url === '/api/payment/create-order'
          ? {
              ...options,
              headers: {
                ...options.headers,
                cookie: `${options.headers?.cookie ?? ''}; dem_ref=${referralCode}`,
              },
            }
          : options,
      )) as typeof h.app.inject
    const bought = await purchaseAndInvoice(h).finally(() => {
      h.app.inject = original
    })
    const [order] = await h.database.db.select().from(orders).where(eq(orders.id, bought.orderId))
    expect(order).toMatchObject({ referredBy: ravi.id, counsellorId: ravi.id })
    const row = (
      (await call('GET', '/api/admin/counsellors', staff)).json() as {
        id: string
        referralSales: number
        commissionPaise: number
      }[]
    ).find((c) => c.id === ravi.id)!
    expect(row.referralSales).toBe(1)
    expect(row.commissionPaise).toBe(Math.round(order!.amountPaise / 10))
  })
})

describe("a debrief's calendar invitation", () => {
  const facts = {
    language: 'hi' as const,
    parentFirstName: 'आशा',
    parentEmail: 'asha@example.in',
    parentPhone: '9876543210',
    childFirstName: null,
    counsellorName: 'मीरा शर्मा',
    counsellorEmail: 'meera@dem.example.in',
    meetingLink: 'https://meet.example.com/abc-defg-hij',
    ordersUrl: 'https://dem.example.in/orders',
    workspaceUrl: 'https://dem.example.in/workspace',
  }
  const session = {
    id: '3f2a9c1b-0000-4000-8000-000000000000',
    sequence: 2,
    status: 'booked',
    startsAt: new Date('2026-12-05T10:30:00Z'),
    endsAt: new Date('2026-12-05T11:15:00Z'),
  } as Debrief
  const input = { links: { siteUrl: 'https://dem.example.in' }, now: new Date('2026-12-01T08:00:00Z') }

  it("is in the order's language for a Hindi parent, and in English for the counsellor", () => {
    const parent = sessionIcs(session, facts, input, 'parent')
    // Lines of at most 75 octets, folded between whole characters.
    expect(parent.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true)
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(parent)).getFirstSubcomponent('vevent')!)
    expect(event.summary).toBe('Success Blueprint डीब्रीफ़: मीरा शर्मा के साथ')
    expect(event.description).toBe(
      [
        '45 मिनट की बातचीत, जिसमें मीरा शर्मा आपके बच्चे की Success Blueprint रिपोर्ट आपको विस्तार से समझाएँगे।',
        'इस लिंक से जुड़ें: https://meet.example.com/abc-defg-hij',
        'समय बदलने या रद्द करने के लिए: https://dem.example.in/hi/orders',
      ].join('\n'),
    )
    expect(event.location).toBe('https://meet.example.com/abc-defg-hij')
    expect(event.component.getFirstProperty('description')!.getParameter('language')).toBe('hi')
    // The names stay as stored: the organiser's and the attendee's.
    expect(parent).toContain('ORGANIZER;CN="मीरा शर्मा":mailto:meera@dem.example.in')

    const counsellor = sessionIcs(session, facts, input, 'counsellor')
    expect(counsellor).toContain('SUMMARY:Success Blueprint debrief with आशा\r\n')
    expect(counsellor).not.toContain('LANGUAGE=')
    // Each side its own invitation, one UID: the English parent's names the counsellor and My orders.
    const english = sessionIcs(session, { ...facts, language: 'en' }, input, 'parent')
    expect(english).toContain('SUMMARY:Success Blueprint debrief with मीरा शर्मा\r\n')
    expect(english.replace(/\r\n /g, '')).toContain('https://dem.example.in/orders')
    const uid = (ics: string) => /^UID:(.*)\r$/m.exec(ics)![1]
    expect(uid(english)).toBe(uid(counsellor))
    expect(counsellor.replace(/\r\n /g, '')).toContain('https://dem.example.in/workspace')
  })
})
