/**
 * Issue 45's counsellor findings, each as its repro: who sees a family (S10), a family's side ending a booked
 * debrief (S10: refund, withdrawal, erasure), the counsellor's notes and the parent's access (S4), commission (S7),
 * moves (S8), links in counsellor-to-parent text (S11).
 */
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { auditLog, counsellors, debriefs, mailQueue, orders } from '../../server/db/schema'
import { SCAN_NOTICE_VERSION } from '../../src/content/scan'
import { optionIds } from '../../src/engine/check-model'
import { scanModel } from '../../src/engine/model'
import { workspaceContent } from '../../src/content/workspace'
import {
  backends,
  call as callApi,
  latestOtp,
  makeHarness,
  post,
  purchaseAndInvoice,
  type Harness,
} from './helpers'

const STAFF = 'desk@dem.example.in'
const EVERY_AFTERNOON = Array.from({ length: 7 }, (_, weekday) => ({ weekday, start: '16:00', end: '19:00' }))

describe.each(backends)("a counsellor's access and a family's cancellations (%s)", (backend) => {
  let h: Harness
  let staff: string
  let counsellor: { id: string; email: string; cookie: string }
  beforeAll(async () => {
    h = await makeHarness(backend, {
      env: { VITE_SITE_URL: 'https://dem.example.in', STAFF_EMAILS: STAFF },
      renderReport: async () => Buffer.from('%PDF-1.7 fake report'),
      settings: { sessionTtlHours: 24 * 30 },
    })
    h.clock.advance(61_000)
    await post(h.app, '/api/admin/code', { email: STAFF })
    const signed = await post(h.app, '/api/admin/sign-in', {
      email: STAFF,
      code: await latestOtp(h.database, STAFF),
    })
    staff = `dem_staff=${signed.cookies.find((c) => c.name === 'dem_staff')!.value}`
    counsellor = await newCounsellor('asha.counsellor@dem.example.in', 'Asha Rao')
  })
  afterAll(() => h.close())

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, body?: unknown) =>
    callApi(h, method, url, cookie, body)

  async function newCounsellor(email: string, name: string) {
    const made = await call('POST', '/api/admin/counsellors', staff, { email, name })
    expect(made.statusCode, made.body).toBe(200)
    h.clock.advance(61_000)
    await post(h.app, '/api/workspace/code', { email })
    const signed = await post(h.app, '/api/workspace/sign-in', {
      email,
      code: await latestOtp(h.database, email),
    })
    const cookie = `dem_counsellor=${signed.cookies.find((c) => c.name === 'dem_counsellor')!.value}`
    const hours = await call('PUT', '/api/workspace/availability', cookie, {
      weekly: EVERY_AFTERNOON,
      exceptions: [],
    })
    expect(hours.statusCode, hours.body).toBe(200)
    return { id: (made.json() as { id: string }).id, email, cookie }
  }

  /** A report bought (on a page in `language`), its scan answered and submitted, the report made. */
  async function reportReady(language?: 'en' | 'hi') {
    const bought = await purchaseAndInvoice(h, 'student', language)
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
    expect((await scanCall('/submit', { answers })).statusCode).toBe(200)
    while ((await h.app.ctx.jobs.runOnce()) > 0) h.clock.advance(100)
    return bought
  }

  /** A report ready and a debrief booked two days ahead. */
  async function booked() {
    const bought = await reportReady()
    const view = (await call('GET', `/api/orders/${bought.orderId}/debrief`, bought.cookie)).json() as {
      slots: { startsAt: string }[]
    }
    const startsAt = view.slots.find(
      (s) => Date.parse(s.startsAt) > h.clock.now.getTime() + 2 * 86_400_000,
    )!.startsAt
    const made = await call('POST', `/api/orders/${bought.orderId}/debrief`, bought.cookie, { startsAt })
    expect(made.statusCode, made.body).toBe(200)
    const [session] = await h.database.db
      .select()
      .from(debriefs)
      .where(and(eq(debriefs.orderId, bought.orderId), eq(debriefs.status, 'booked')))
    return { ...bought, session: session! }
  }

  const pendingReminders = (debriefId: string) =>
    h.database.db
      .select()
      .from(mailQueue)
      .where(
        and(
          eq(mailQueue.status, 'pending'),
          sql`${mailQueue.meta} ->> 'debriefId' = ${debriefId}`,
          sql`${mailQueue.meta} ->> 'reminder' is not null`,
        ),
      )

  /** The cancelling invitations of a session, by addressee: same UID as the booking, a higher SEQUENCE. */
  async function cancellations(session: { id: string; sequence: number }) {
    const rows = await h.database.db
      .select()
      .from(mailQueue)
      .where(
        and(
          sql`${mailQueue.meta} ->> 'debriefId' = ${session.id}`,
          sql`${mailQueue.meta} ->> 'icsMethod' = 'CANCEL'`,
        ),
      )
    return rows.map((row) => {
      const calendar = new ICAL.Component(ICAL.parse(row.meta!.ics!))
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
      expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL')
      expect(event.uid).toBe(`debrief-${session.id}@dem.example.in`)
      expect(event.sequence).toBeGreaterThan(session.sequence)
      return { to: row.to, subject: row.subject, body: row.body }
    })
  }

  it('S10: a full refund cancels the booked debrief, dequeues its reminders, tells both sides, and says why', async () => {
    const family = await booked()
    expect(await pendingReminders(family.session.id)).toHaveLength(4)
    const refunded = await call('POST', `/api/admin/orders/${family.orderId}/refund`, staff, {
      reason: 'Parent asked to cancel',
      confirmDelivered: true,
    })
    expect(refunded.statusCode, refunded.body).toBe(200)
    const [after] = await h.database.db.select().from(debriefs).where(eq(debriefs.id, family.session.id))
    expect(after).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'staff',
      cancelReason: 'The order was refunded.',
    })
    expect(await pendingReminders(family.session.id)).toEqual([])
    const told = await cancellations(family.session)
    expect(told.map((m) => m.to).sort()).toEqual([counsellor.email, family.who.email].sort())
    expect(told.find((m) => m.to === family.who.email)!.subject).toBe('Your debrief is cancelled')
    // The parent's cancel: not a confusing "Order not found.", but what happened.
    const cancel = await call('POST', `/api/orders/${family.orderId}/debrief/cancel`, family.cookie)
    expect(cancel.statusCode).toBe(409)
    expect(cancel.json().message).toBe('This order was refunded, so its debrief is cancelled.')
    // The counsellor no longer has the family: the session, the parent's contact and the calendar copy are gone.
    const sessions = (await call('GET', '/api/workspace/sessions', counsellor.cookie)).json() as {
      sessions: { orderId: string; parentEmail: string }[]
    }
    expect(sessions.sessions.some((s) => s.orderId === family.orderId)).toBe(false)
    expect(JSON.stringify(sessions)).not.toContain(family.who.email)
    expect(
      (await call('GET', `/api/workspace/sessions/${family.session.id}/ics`, counsellor.cookie)).statusCode,
    ).toBe(404)
  })

  it('S10: a part refund leaves the debrief booked', async () => {
    const family = await booked()
    const part = await call('POST', `/api/admin/orders/${family.orderId}/refund`, staff, {
      reason: 'A goodwill part',
      amountPaise: 10_000,
      confirmDelivered: true,
    })
    expect(part.statusCode, part.body).toBe(200)
    const [after] = await h.database.db.select().from(debriefs).where(eq(debriefs.id, family.session.id))
    expect(after!.status).toBe('booked')
    expect(await cancellations(family.session)).toEqual([])
  })

  it('S10: a consent withdrawal and an erasure cancel the debrief and tell the counsellor and the parent', async () => {
    const withdrawing = await booked()
    expect(
      (await call('POST', `/api/orders/${withdrawing.orderId}/scan/withdraw`, withdrawing.cookie, {}))
        .statusCode,
    ).toBe(200)
    expect(await pendingReminders(withdrawing.session.id)).toEqual([])
    const toldOfWithdrawal = await cancellations(withdrawing.session)
    expect(toldOfWithdrawal.map((m) => m.to).sort()).toEqual([counsellor.email, withdrawing.who.email].sort())
    // The counsellor's mail says why, and never names the child whose data is erased.
    const counsellorMail = toldOfWithdrawal.find((m) => m.to === counsellor.email)!
    expect(counsellorMail.body).toContain('withdrew consent')
    expect(counsellorMail.body).not.toContain('Kavya')

    const erasing = await booked()
    const erased = await call('POST', '/api/privacy/erase', erasing.cookie, { email: erasing.who.email })
    expect(erased.statusCode, erased.body).toBe(200)
    expect(await pendingReminders(erasing.session.id)).toEqual([])
    const toldOfErasure = await cancellations(erasing.session)
    expect(toldOfErasure.map((m) => m.to).sort()).toEqual([counsellor.email, erasing.who.email].sort())
  })

  it('S10: a counsellor who lost a family to another sees neither the parent nor the notes', async () => {
    const family = await booked()
    const other = await newCounsellor('ravi.counsellor@dem.example.in', 'Ravi Kumar')
    const moved = await call('PUT', `/api/admin/orders/${family.orderId}/counsellor`, staff, {
      counsellorId: other.id,
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const list = await call('GET', '/api/workspace/sessions', counsellor.cookie)
    expect(list.body).not.toContain(family.who.email)
    expect(list.body).not.toContain(family.who.phone)
    expect((await call('GET', '/api/workspace/students', counsellor.cookie)).body).not.toContain(
      family.who.email,
    )
    expect(
      (await call('GET', `/api/workspace/sessions/${family.session.id}/ics`, counsellor.cookie)).statusCode,
    ).toBe(404)
    expect(
      (await call('POST', `/api/workspace/sessions/${family.session.id}/held`, counsellor.cookie, {}))
        .statusCode,
    ).toBe(404)
    // Suspend Ravi again: later tests assign to Asha only.
    await call('PUT', `/api/admin/counsellors/${other.id}`, staff, { status: 'suspended' })
  })
  /** A purchase through the counsellor's referral link (the `dem_ref` cookie on order creation). */
  async function purchaseThroughLink(referralCode: string) {
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
    return purchaseAndInvoice(h).finally(() => {
      h.app.inject = original
    })
  }

  it("S7: no commission on the counsellor's own purchase (staff see it), and commission on the amount kept", async () => {
    const ravi = await newCounsellor('ravi.kumar@dem.example.in', 'Ravi Kumar')
    const { referralCode } = (await call('GET', '/api/workspace/me', ravi.cookie)).json() as {
      referralCode: string
    }
    const row = async () =>
      (
        (await call('GET', '/api/admin/counsellors', staff)).json() as {
          id: string
          referralSales: number
          selfReferrals: number
          commissionPaise: number
          commissionPercent: number
        }[]
      ).find((c) => c.id === ravi.id)!

    // Another family through the link: a sale, commission on its amount.
    const family = await purchaseThroughLink(referralCode)
    const [order] = await h.database.db.select().from(orders).where(eq(orders.id, family.orderId))
    const percent = (await row()).commissionPercent
    expect(await row()).toMatchObject({
      referralSales: 1,
      selfReferrals: 0,
      commissionPaise: Math.round((order!.amountPaise * percent) / 100),
    })
    // Refunded all but ₹1: the commission is on the ₹1 kept.
    const refund = await call('POST', `/api/admin/orders/${family.orderId}/refund`, staff, {
      reason: 'Most of it back',
      amountPaise: order!.amountPaise - 100,
    })
    expect(refund.statusCode, refund.body).toBe(200)
    expect((await row()).commissionPaise).toBe(Math.round((100 * percent) / 100))

    // Ravi buys through his own link (his own phone): no sale, no commission, and staff see it.
    const own = await purchaseThroughLink(referralCode)
    await h.database.db.update(counsellors).set({ phone: own.who.phone }).where(eq(counsellors.id, ravi.id))
    expect(await row()).toMatchObject({
      referralSales: 1,
      selfReferrals: 1,
      commissionPaise: Math.round((100 * percent) / 100),
    })
    await call('PUT', `/api/admin/counsellors/${ravi.id}`, staff, { status: 'suspended' })
  })

  it("S4: the counsellor's notes are the parent's to read, and the workspace's label says so", () => {
    // The export carries them (tests/server/workspace.test.ts, "counsellorNotes"); the label must not promise otherwise.
    expect(workspaceContent.sessions.heldForm.privateNotes).toMatch(/can read them in their privacy download/)
    expect(workspaceContent.sessions.heldForm.privateNotes).not.toMatch(/only you and our team/)
  })
  it("50.3: only a counsellor with free times who shares the family's language; otherwise staff's queue, then a mail", async () => {
    // A Hindi family, and no Hindi counsellor: nobody is assigned, staff see the family with a deadline.
    const family = await reportReady('hi')
    const [waiting] = await h.database.db.select().from(orders).where(eq(orders.id, family.orderId))
    expect(waiting!.counsellorId).toBeNull()
    const queue = (await call('GET', '/api/admin/counsellors/waiting', staff)).json() as {
      families: { orderId: string; language: string; deadline: string; overdue: boolean }[]
    }
    expect(queue.families).toContainEqual(
      expect.objectContaining({ orderId: family.orderId, language: 'hi', overdue: false }),
    )
    expect(Date.parse(queue.families.find((f) => f.orderId === family.orderId)!.deadline)).toBe(
      waiting!.paidAt!.getTime() + 48 * 3_600_000,
    )
    // Meera speaks Hindi but has no hours yet: still nobody.
    const meera = await call('POST', '/api/admin/counsellors', staff, {
      email: 'meera@dem.example.in',
      name: 'Meera Joshi',
    })
    const meeraId = (meera.json() as { id: string }).id
    h.clock.advance(61_000)
    await post(h.app, '/api/workspace/code', { email: 'meera@dem.example.in' })
    const signed = await post(h.app, '/api/workspace/sign-in', {
      email: 'meera@dem.example.in',
      code: await latestOtp(h.database, 'meera@dem.example.in'),
    })
    const cookie = `dem_counsellor=${signed.cookies.find((c) => c.name === 'dem_counsellor')!.value}`
    const languages = await call('PUT', '/api/workspace/me', cookie, {
      meetingLink: null,
      languages: ['en', 'hi'],
    })
    expect(languages.statusCode, languages.body).toBe(200)
    expect(languages.json()).toMatchObject({ languages: ['en', 'hi'] })
    expect(
      (await h.database.db.select().from(orders).where(eq(orders.id, family.orderId)))[0]!.counsellorId,
    ).toBeNull()
    // Her hours open times: the family is hers, and the parent is mailed (in Hindi) that the debrief can be booked.
    expect(
      (await call('PUT', '/api/workspace/availability', cookie, { weekly: EVERY_AFTERNOON, exceptions: [] }))
        .statusCode,
    ).toBe(200)
    expect(
      (await h.database.db.select().from(orders).where(eq(orders.id, family.orderId)))[0]!.counsellorId,
    ).toBe(meeraId)
    const told = await h.database.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.to, family.who.email), eq(mailQueue.kind, 'debrief')))
    expect(told.map((m) => m.subject)).toContain('अब आप अपना डीब्रीफ़ बुक कर सकते हैं')
    expect(
      (
        (await call('GET', '/api/admin/counsellors/waiting', staff)).json() as {
          families: { orderId: string }[]
        }
      ).families.some((f) => f.orderId === family.orderId),
    ).toBe(false)
    // Staff set a counsellor's languages too.
    const set = await call('PUT', `/api/admin/counsellors/${meeraId}`, staff, { languages: ['hi'] })
    expect(set.json()).toMatchObject({ languages: ['hi'] })
    // An English family is never given a Hindi-only counsellor (Asha, English, has the hours).
    const english = await purchaseAndInvoice(h)
    const [englishOrder] = await h.database.db.select().from(orders).where(eq(orders.id, english.orderId))
    expect(englishOrder!.counsellorId).toBe(counsellor.id)
    await call('PUT', `/api/admin/counsellors/${meeraId}`, staff, { status: 'suspended' })
  })
  it("50.3: staff give a counsellor's languages when certifying and change them; none, or one we do not serve, is refused", async () => {
    const certified = (body: Record<string, unknown>) => call('POST', '/api/admin/counsellors', staff, body)
    const stored = async (email: string) =>
      (await h.database.db.select().from(counsellors).where(eq(counsellors.email, email)))[0]
    // None, or a language the service does not hold debriefs in: refused, and nobody is certified.
    for (const [languages, message] of [
      [[], 'Please choose at least one language.'],
      [['fr'], 'Please choose English, Hindi or both.'],
    ] as const) {
      const refused = await certified({ email: 'arjun@dem.example.in', name: 'Arjun Mehta', languages })
      expect(refused.statusCode, refused.body).toBe(400)
      expect(refused.json().message).toBe(message)
    }
    expect(await stored('arjun@dem.example.in')).toBeUndefined()
    // Hindi only from the first day: stored, answered, audited.
    const hindi = await certified({ email: 'arjun@dem.example.in', name: 'Arjun Mehta', languages: ['hi'] })
    expect(hindi.statusCode, hindi.body).toBe(200)
    const arjun = hindi.json() as { id: string; languages: string[] }
    expect(arjun.languages).toEqual(['hi'])
    expect((await stored('arjun@dem.example.in'))!.languages).toEqual(['hi'])
    const [certifiedEntry] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'counsellor.certify'), eq(auditLog.entityId, arjun.id)))
    expect(certifiedEntry!.after).toMatchObject({ languages: ['hi'] })
    // Without languages the form's default, English, as before.
    const plain = await certified({ email: 'neha@dem.example.in', name: 'Neha Gupta' })
    expect(plain.json()).toMatchObject({ languages: ['en'] })
    // Changed on the edit form: both; none is refused and changes nothing.
    const none = await call('PUT', `/api/admin/counsellors/${arjun.id}`, staff, { languages: [] })
    expect(none.statusCode).toBe(400)
    expect((await stored('arjun@dem.example.in'))!.languages).toEqual(['hi'])
    const both = await call('PUT', `/api/admin/counsellors/${arjun.id}`, staff, { languages: ['hi', 'en'] })
    expect(both.statusCode, both.body).toBe(200)
    expect(both.json()).toMatchObject({ languages: ['hi', 'en'] })
    // A suspended counsellor certified again keeps the languages staff give then.
    await call('PUT', `/api/admin/counsellors/${arjun.id}`, staff, { status: 'suspended' })
    const again = await certified({ email: 'arjun@dem.example.in', languages: ['en'] })
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json()).toMatchObject({ status: 'certified', languages: ['en'] })
    for (const id of [arjun.id, (plain.json() as { id: string }).id])
      await call('PUT', `/api/admin/counsellors/${id}`, staff, { status: 'suspended' })
  })
  it('S8: a session moves at most 3 times, and unsent invitations are replaced rather than piled up', async () => {
    const family = await booked()
    const view = (await call('GET', `/api/orders/${family.orderId}/debrief`, family.cookie)).json() as {
      slots: { startsAt: string }[]
    }
    const later = view.slots.filter((s) => Date.parse(s.startsAt) > h.clock.now.getTime() + 3 * 86_400_000)
    for (const slot of later.slice(0, 3)) {
      const moved = await call('POST', `/api/orders/${family.orderId}/debrief`, family.cookie, {
        startsAt: slot.startsAt,
      })
      expect(moved.statusCode, moved.body).toBe(200)
    }
    const fourth = await call('POST', `/api/orders/${family.orderId}/debrief`, family.cookie, {
      startsAt: later[3]!.startsAt,
    })
    expect(fourth.statusCode).toBe(409)
    expect(fourth.json().message).toMatch(/moved 3 times already/)
    // One invitation waits for each side (the newest), not one per move.
    const invitations = await h.database.db
      .select()
      .from(mailQueue)
      .where(
        and(
          eq(mailQueue.status, 'pending'),
          sql`${mailQueue.meta} ->> 'debriefId' = ${family.session.id}`,
          sql`${mailQueue.meta} ->> 'icsMethod' = 'REQUEST'`,
        ),
      )
    expect(invitations.map((m) => m.to).sort()).toEqual([counsellor.email, family.who.email].sort())
    expect(invitations.every((m) => m.meta!.ics!.includes('SEQUENCE:3'))).toBe(true)
  })

  it("S11: no web address in a counsellor's name, a cancel reason or a note to the parent", async () => {
    const named = await call('POST', '/api/admin/counsellors', staff, {
      email: 'pay@dem.example.in',
      name: 'Visit www.pay.in',
    })
    expect(named.statusCode).toBe(400)
    expect(named.body).toContain('A name may not hold a web address.')
    const family = await booked()
    const cancel = await call(
      'POST',
      `/api/workspace/sessions/${family.session.id}/cancel`,
      counsellor.cookie,
      {
        reason: 'Pay the fee at https://example.com/pay first',
      },
    )
    expect(cancel.statusCode).toBe(400)
    expect(cancel.json().message).toBe(
      'Please leave out web addresses: the parent reads this in a mail from us.',
    )
    h.clock.now = new Date(family.session.startsAt.getTime() + 50 * 60_000)
    const held = await call('POST', `/api/workspace/sessions/${family.session.id}/held`, counsellor.cookie, {
      parentNote: 'More at www.pay.in',
    })
    expect(held.statusCode).toBe(400)
    const plain = await call('POST', `/api/workspace/sessions/${family.session.id}/held`, counsellor.cookie, {
      parentNote: 'Kavya did well. Try the science club this term.',
    })
    expect(plain.statusCode, plain.body).toBe(200)
  })
})
