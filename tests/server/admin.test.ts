import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import {
  applicants,
  auditLog,
  contactMessages,
  mailQueue,
  orders,
  payments,
  refunds,
  staffSessions,
} from '../../server/db/schema'
import { orderStatus, orderStatusKeySql } from '../../server/services/order-status'
import { SCAN_NOTICE_VERSION } from '../../src/content/scan'
import { unsealMail } from '../../server/mail/sealed'
import { openStaffSession } from '../../server/services/staff'
import { ADMIN_PUBLIC_ROUTES, STAFF_CODE_MESSAGE, protectedAdminRoutes } from '../../server/routes/admin'
import {
  TEST_OTP_SECRET,
  applicant,
  backends,
  latestOtp,
  makeHarness,
  post,
  signIn,
  type Harness,
} from './helpers'

const STAFF = 'desk@dem.example.in'
const FORMER = 'former@dem.example.in'

describe.each(backends)('Back office API (%s)', (backend) => {
  let h: Harness
  let staffCookie: string
  beforeAll(async () => {
    h = await makeHarness(backend, {
      env: { VITE_SITE_URL: 'https://dem.example.in', STAFF_EMAILS: `${STAFF}, ${FORMER}` },
    })
    staffCookie = await staffSignIn(STAFF)
  })
  afterAll(() => h.close())

  async function staffSignIn(address: string): Promise<string> {
    h.clock.advance(61_000)
    const asked = await post(h.app, '/api/admin/code', { email: address })
    expect(asked.statusCode).toBe(200)
    const code = await latestOtp(h.database, address)
    const signed = await post(h.app, '/api/admin/sign-in', { email: address, code })
    expect(signed.statusCode).toBe(200)
    const cookie = signed.cookies.find((c) => c.name === 'dem_staff')
    expect(cookie?.httpOnly).toBe(true)
    expect(cookie?.sameSite).toBe('Strict')
    expect(cookie?.path).toBe('/api/admin')
    return `dem_staff=${cookie!.value}`
  }

  async function purchase(as: 'student' | 'eec' = 'student') {
    const who = applicant(as)
    const cookie = await signIn(h, who)
    await post(h.app, '/api/onboarding/select-plan', { email: who.email, plan: 'basic' }, cookie)
    const created = await post(h.app, '/api/payment/create-order', { email: who.email }, cookie)
    const { orderId } = created.json() as { orderId: string }
    const paid = await post(h.app, '/api/payment/simulator/pay', { order_id: orderId }, cookie)
    expect(
      (await post(h.app, '/api/payment/verify', { ...(paid.json() as object), email: who.email }, cookie))
        .statusCode,
    ).toBe(200)
    const { role, ...details } = who
    expect((await post(h.app, '/api/invoice/send', { ...details, role }, cookie)).statusCode).toBe(200)
    const [row] = await h.database.db.select().from(orders).where(eq(orders.gatewayOrderId, orderId))
    return { who, cookie, id: row!.id }
  }

  const call = (method: string, url: string, cookie?: string, body?: unknown) =>
    h.app.inject({
      method: method as 'GET',
      url,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    })

  it('mails a code only to listed addresses, with the same answer for any address', async () => {
    const before = await h.database.db.select({ n: sql<number>`count(*)::int` }).from(mailQueue)
    const stranger = await post(h.app, '/api/admin/code', { email: 'someone@example.com' })
    expect(stranger.statusCode).toBe(200)
    expect(stranger.json()).toEqual({ message: STAFF_CODE_MESSAGE })
    const after = await h.database.db.select({ n: sql<number>`count(*)::int` }).from(mailQueue)
    expect(after[0]!.n).toBe(before[0]!.n)
    const [mail] = await h.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.to, STAFF))
      .orderBy(sql`${mailQueue.id} desc`)
      .limit(1)
    expect(unsealMail(TEST_OTP_SECRET, mail!).subject).toMatch(/back-office code is \d{6}/)
    expect((await post(h.app, '/api/admin/sign-in', { email: STAFF, code: '000000' })).statusCode).toBe(400)
  })

  it('answers a code request alike for staff and other addresses: the same answers, waits and refusals', async () => {
    const stranger = 'not.staff@example.com'
    const from = (remoteAddress: string, email: string) =>
      h.app.inject({
        method: 'POST',
        url: '/api/admin/code',
        remoteAddress,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email }),
      })
    const answers = async (email: string) => {
      const seen: string[] = []
      const note = (res: { statusCode: number; body: string }) => seen.push(`${res.statusCode} ${res.body}`)
      h.clock.advance(3_600_000)
      note(await from('192.0.2.10', email))
      // Again at once: the wait between two codes of an address, whoever it belongs to.
      note(await from('192.0.2.10', email))
      // Another client during that wait, while the first code is open: "it is in the inbox".
      note(await from('192.0.2.11', email))
      h.clock.advance(61_000)
      note(await from('192.0.2.10', email))
      note(await post(h.app, '/api/admin/sign-in', { email, code: '000000' }))
      return seen
    }
    const mailsTo = async (email: string) =>
      (await h.database.db.select().from(mailQueue).where(eq(mailQueue.to, email))).length
    const staffMails = await mailsTo(STAFF)
    expect(await answers(stranger)).toEqual(await answers(STAFF))
    expect((await answers(STAFF))[1]).toMatch(/^429 .*Please wait 60 seconds before requesting a new code/)
    // Only the listed address was mailed.
    expect(await mailsTo(stranger)).toBe(0)
    expect(await mailsTo(STAFF)).toBe(staffMails + 4)
    staffCookie = await staffSignIn(STAFF)
  })

  it('every protected route refuses no session (401), a buyer session (403) and a removed staff address (403)', async () => {
    const routes = protectedAdminRoutes.get(h.app)!
    expect(routes.length).toBeGreaterThanOrEqual(12)
    expect(routes.every((r) => r.url.startsWith('/api/admin/'))).toBe(true)
    const { cookie: buyer } = await purchase()
    const former = await staffSignIn(FORMER)
    expect((await call('GET', '/api/admin/me', former)).statusCode).toBe(200)
    h.app.ctx.config.staff.emails = h.app.ctx.config.staff.emails.filter((e) => e !== FORMER)
    try {
      for (const route of routes) {
        const url = route.url.replace(':id', '00000000-0000-4000-8000-000000000000')
        const body = route.method === 'GET' ? undefined : {}
        const none = await call(route.method, url, undefined, body)
        expect(none.statusCode, `${route.method} ${route.url} without a session`).toBe(401)
        const asBuyer = await call(route.method, url, buyer, body)
        expect(asBuyer.statusCode, `${route.method} ${route.url} as a buyer`).toBe(403)
        // The first request of a removed address ends its session (below): a fresh session for each route.
        const session = `dem_staff=${await openStaffSession(h.app.ctx, FORMER)}`
        const removed = await call(route.method, url, session, body)
        expect(removed.statusCode, `${route.method} ${route.url} as a removed address`).toBe(403)
      }
      // Its session ends there: the 403 did not keep it alive, and listing the address again does not revive it.
      expect((await call('GET', '/api/admin/me', former)).statusCode).toBe(403)
      expect((await call('GET', '/api/admin/me', former)).statusCode).toBe(401)
    } finally {
      h.app.ctx.config.staff.emails.push(FORMER)
    }
    expect((await call('GET', '/api/admin/me', former)).statusCode).toBe(401)
    expect(await h.database.db.select().from(staffSessions).where(eq(staffSessions.email, FORMER))).toEqual(
      [],
    )
    // The public sign-in routes are the only other admin routes.
    expect(ADMIN_PUBLIC_ROUTES).toEqual(['/api/admin/code', '/api/admin/sign-in', '/api/admin/sign-out'])
  })

  it('ends a staff session after the idle timeout', async () => {
    const cookie = await staffSignIn(STAFF)
    h.clock.advance(29 * 60_000)
    expect((await call('GET', '/api/admin/me', cookie)).statusCode).toBe(200)
    h.clock.advance(29 * 60_000)
    expect((await call('GET', '/api/admin/me', cookie)).json()).toEqual({ email: STAFF })
    h.clock.advance(31 * 60_000)
    expect((await call('GET', '/api/admin/me', cookie)).statusCode).toBe(401)
    staffCookie = await staffSignIn(STAFF)
  })

  it('finds orders by email, phone, order id and payment id, and filters by status and date', async () => {
    const { who, id } = await purchase()
    const [order] = await h.database.db.select().from(orders).where(eq(orders.id, id))
    const find = async (filter: Record<string, string>) => {
      const res = await call(
        'GET',
        `/api/admin/orders?filter=${encodeURIComponent(JSON.stringify(filter))}`,
        staffCookie,
      )
      expect(res.statusCode).toBe(200)
      return { ids: (res.json() as { id: string }[]).map((o) => o.id), total: res.headers['x-total-count'] }
    }
    for (const q of [
      who.email.toUpperCase().slice(0, 14),
      who.phone,
      id,
      // The short reference the buyer reads (My orders, the success modal).
      id.slice(0, 8).toUpperCase(),
      order!.gatewayOrderId,
      order!.paymentId!,
    ])
      expect((await find({ q })).ids, q).toContain(id)
    expect((await find({ q: 'nobody-at-all@example.org' })).ids).toEqual([])
    expect((await find({ q: who.email, status: 'invoiced' })).ids).toEqual([id])
    // The states a person means: a paid order is found under paid, whatever its internal status.
    expect((await find({ q: who.email, status: 'paid' })).ids).toEqual([id])
    for (const status of ['pending', 'refunding', 'refunded', 'failed'])
      expect((await find({ q: who.email, status })).ids, status).toEqual([])
    expect((await find({ q: who.email, from: '2099-01-01' })).ids).toEqual([])
    const res = await call('GET', '/api/admin/orders?range=[0,0]&sort=["createdAt","DESC"]', staffCookie)
    expect(res.headers['content-range']).toMatch(/^orders 0-0\/\d+$/)
    expect((await call('GET', '/api/admin/orders?filter={"status":"nope"}', staffCookie)).statusCode).toBe(
      400,
    )
  })

  it('sets the fulfilment state and counsellor, audited, and the buyer sees it', async () => {
    const { who, id } = await purchase()
    const res = await call('PUT', `/api/admin/orders/${id}`, staffCookie, {
      fulfilmentStatus: 'scan_scheduled',
      counsellor: 'Meera Iyer',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ fulfilmentStatus: 'scan_scheduled', counsellor: 'Meera Iyer' })
    const entries = await h.database.db.select().from(auditLog).where(eq(auditLog.entityId, id))
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      staffEmail: STAFF,
      action: 'order.update',
      // The report's scan link went out with the invoice.
      before: { fulfilmentStatus: 'scan_sent', counsellor: null },
      after: { fulfilmentStatus: 'scan_scheduled', counsellor: 'Meera Iyer' },
    })
    const log = await call(
      'GET',
      `/api/admin/audit-log?filter=${encodeURIComponent(JSON.stringify({ entityId: id }))}`,
      staffCookie,
    )
    expect((log.json() as unknown[]).length).toBe(1)

    h.clock.advance(61_000)
    await post(h.app, '/api/orders/code', { email: who.email })
    const code = await latestOtp(h.database, who.email)
    const signed = await post(h.app, '/api/orders/sign-in', { email: who.email, code })
    const buyer = `dem_session=${signed.cookies.find((c) => c.name === 'dem_session')!.value}`
    const mine = (await call('GET', '/api/orders', buyer)).json() as {
      orders: { id: string; counsellor: string | null; nextSteps: { state: string; detail: string }[] }[]
    }
    expect(mine.orders.find((o) => o.id === id)!.counsellor).toBe('Meera Iyer')
    const steps = mine.orders.find((o) => o.id === id)!.nextSteps
    // Scheduled or not, the scan is the step until the child submits it.
    expect(steps.map((s) => s.state)).toEqual(['current', 'upcoming', 'upcoming'])

    expect(
      (await call('PUT', `/api/admin/orders/${id}`, staffCookie, { fulfilmentStatus: 'sent' })).statusCode,
    ).toBe(400)
  })

  it('holds staff input to the rules buyers’ input meets: 400, never 500, and no link or bidi override', async () => {
    const { id } = await purchase()
    const put = (body: unknown) => call('PUT', `/api/admin/orders/${id}`, staffCookie, body)
    for (const counsellor of [
      'Meera\u0000',
      'https://evil.example/pay',
      'Meera www.pay.in',
      'Meera \u202Eanyor',
      'Call 98765 43210',
    ]) {
      const res = await put({ counsellor })
      expect(res.statusCode, counsellor).toBe(400)
      expect(res.json().message).toMatch(
        /^Counsellor (contains characters|can contain only)|^Please put a space/,
      )
    }
    expect((await put({ counsellor: 'Meera Iyer' })).json()).toMatchObject({ counsellor: 'Meera Iyer' })
    expect((await put({ counsellor: '' })).json()).toMatchObject({ counsellor: null })
    const refund = await call('POST', `/api/admin/orders/${id}/refund`, staffCookie, {
      reason: 'Asked\u0000',
    })
    expect(refund.statusCode).toBe(400)
    expect(refund.json().message).toBe('The reason contains characters that are not allowed.')
    const list = (url: string, filter: Record<string, string>) =>
      call('GET', `${url}?filter=${encodeURIComponent(JSON.stringify(filter))}`, staffCookie)
    for (const [url, filter] of [
      ['/api/admin/orders', { q: 'a\u0000b' }],
      ['/api/admin/leads', { q: 'a\u0000b' }],
      ['/api/admin/audit-log', { entityId: 'a\u0000b' }],
      ['/api/admin/audit-log', { staffEmail: 'a\u0000b@example.com' }],
      ['/api/admin/orders', { from: '0000-01-01' }],
      ['/api/admin/orders', { to: '2025-02-30' }],
    ] as const) {
      const res = await list(url, filter)
      expect(res.statusCode, `${url} ${JSON.stringify(filter)}`).toBe(400)
      expect(res.json().message).toMatch(
        /^(A filter contains characters that are not allowed|The request contains characters that are not allowed|Dates are YYYY-MM-DD)\.$/,
      )
    }
    expect((await list('/api/admin/orders', { from: '2025-10-01', to: '2025-10-31' })).statusCode).toBe(200)
  })

  it('refuses to change, delete or truncate the audit log, even in SQL', async () => {
    await expect(h.database.db.update(auditLog).set({ action: 'x' })).rejects.toThrow()
    await expect(h.database.db.delete(auditLog)).rejects.toThrow()
    await expect(h.database.db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow()
    expect((await h.database.db.select().from(auditLog)).length).toBeGreaterThan(0)
  })

  it('audits staff signing in and out', async () => {
    const entries = () => h.database.db.select().from(auditLog).where(eq(auditLog.staffEmail, FORMER))
    const before = (await entries()).length
    const cookie = await staffSignIn(FORMER)
    expect((await call('POST', '/api/admin/sign-out', cookie)).statusCode).toBe(200)
    // A sign-out without a session changes nothing and is not audited.
    expect((await call('POST', '/api/admin/sign-out', cookie)).statusCode).toBe(200)
    const after = (await entries()).slice(before)
    expect(after.map((e) => [e.action, e.entity, e.entityId])).toEqual([
      ['staff.sign-in', 'staff', FORMER],
      ['staff.sign-out', 'staff', FORMER],
    ])
  })

  it('refunds a paid order through the gateway once, with a credit note in its own series and an audit entry', async () => {
    const { id } = await purchase()
    expect(
      (await call('POST', `/api/admin/orders/${id}/refund`, staffCookie, { reason: '' })).statusCode,
    ).toBe(400)
    const res = await call('POST', `/api/admin/orders/${id}/refund`, staffCookie, {
      reason: 'Parent asked to cancel',
    })
    expect(res.statusCode).toBe(200)
    const detail = res.json() as {
      refunds: { status: string; reason: string }[]
      creditNotes: { number: string }[]
      buyerStatus: string
    }
    expect(detail.refunds).toHaveLength(1)
    expect(detail.refunds[0]).toMatchObject({ reason: 'staff', status: 'pending' })
    // A test payment (the simulator): its credit note is in the test series, never the tax series.
    expect(detail.creditNotes).toHaveLength(1)
    expect(detail.creditNotes[0]!.number).toMatch(/^TCN\/\d{2}-\d{2}\/\d{6}$/)
    expect(detail.creditNotes[0]!.number.length).toBeLessThanOrEqual(16)
    expect(detail.buyerStatus).toMatch(/Refund on its way/)
    expect(
      (await call('POST', `/api/admin/orders/${id}/refund`, staffCookie, { reason: 'again please' }))
        .statusCode,
    ).toBe(409)
    const rows = await h.database.db.select().from(refunds).where(eq(refunds.orderId, id))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.gatewayRefundId).toMatch(/^rfnd_/)
    const [entry] = await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'order.refund'))
    expect(entry).toMatchObject({ staffEmail: STAFF, after: { reason: 'Parent asked to cancel' } })

    // The order's page lists its own refund mail, not the buyer's refund mails of other orders; an older mail with
    // no order in its meta counts when it names this order's payment.
    const [order] = await h.database.db.select().from(orders).where(eq(orders.id, id))
    const now = h.clock.now
    const [buyer] = await h.database.db.select().from(applicants).where(eq(applicants.id, order!.applicantId))
    const mail = (subject: string, body: string, meta?: Record<string, string>) => ({
      kind: 'refund' as const,
      to: buyer!.email,
      subject,
      body,
      ...(meta ? { meta } : {}),
      nextAttemptAt: now,
      createdAt: now,
    })
    await h.database.db.insert(mailQueue).values([
      mail('Another order', 'Payment pay_another is being refunded in full.', {
        orderId: crypto.randomUUID(),
      }),
      mail('Older, another order', 'Payment pay_older is being refunded in full.'),
      mail('Older, this order', `Payment ${order!.paymentId} is being refunded in full.`),
    ])
    const page = (await call('GET', `/api/admin/orders/${id}`, staffCookie)).json() as {
      mails: { kind: string; subject: string }[]
    }
    const refundMails = page.mails.filter((m) => m.kind === 'refund').map((m) => m.subject)
    expect(refundMails).toHaveLength(2)
    expect(refundMails).toContain('Older, this order')
    expect(refundMails).not.toContain('Another order')
    expect(refundMails).not.toContain('Older, another order')
  })

  it('a refunded buyer can buy the plan again; staff cannot move a refunded order through fulfilment', async () => {
    const { who, cookie, id } = await purchase()
    expect(
      (
        await call('POST', `/api/admin/orders/${id}/refund`, staffCookie, {
          reason: 'Parent asked to cancel',
        })
      ).statusCode,
    ).toBe(200)
    const moved = await call('PUT', `/api/admin/orders/${id}`, staffCookie, { fulfilmentStatus: 'contacted' })
    expect(moved.statusCode).toBe(409)
    expect(moved.json().message).toBe('This order was refunded: it has no fulfilment.')
    // The counsellor may still be noted (or cleared).
    expect(
      (await call('PUT', `/api/admin/orders/${id}`, staffCookie, { counsellor: 'Meera Iyer' })).statusCode,
    ).toBe(200)

    const created = await post(h.app, '/api/payment/create-order', { email: who.email }, cookie)
    expect(created.statusCode, created.body).toBe(200)
    const { orderId } = created.json() as { orderId: string }
    const paid = await post(h.app, '/api/payment/simulator/pay', { order_id: orderId }, cookie)
    const verified = await post(
      h.app,
      '/api/payment/verify',
      { ...(paid.json() as object), email: who.email },
      cookie,
    )
    expect(verified.statusCode, verified.body).toBe(200)
    const { role, ...details } = who
    expect((await post(h.app, '/api/invoice/send', { ...details, role }, cookie)).statusCode).toBe(200)
    const [again] = await h.database.db.select().from(orders).where(eq(orders.gatewayOrderId, orderId))
    expect(again).toMatchObject({ status: 'invoiced' })
    expect(await h.database.db.select().from(refunds).where(eq(refunds.orderId, again!.id))).toEqual([])
    // Paid once more: a third order is refused as before.
    const third = await post(h.app, '/api/payment/create-order', { email: who.email }, cookie)
    expect(third.statusCode).toBe(409)
    expect(third.json().message).toBe('You have already paid for this plan.')
  })

  it('mails the invoice again, lists messages to mark handled, and retries a dead mail', async () => {
    const { who, id } = await purchase()
    const resent = await call('POST', `/api/admin/orders/${id}/invoice/email`, staffCookie, {})
    expect(resent.statusCode).toBe(200)
    const detail = (await call('GET', `/api/admin/orders/${id}`, staffCookie)).json() as {
      mails: { kind: string; to: string }[]
    }
    expect(detail.mails.filter((m) => m.kind === 'invoice' && m.to === who.email)).toHaveLength(2)

    const messageId = crypto.randomUUID()
    await h.database.db.insert(contactMessages).values({
      id: messageId,
      name: 'Ravi',
      email: 'ravi@example.com',
      message: 'Call me',
      createdAt: h.clock.now,
    })
    const open = await call('GET', '/api/admin/messages?filter={"handled":false}', staffCookie)
    expect((open.json() as { id: string }[]).map((m) => m.id)).toContain(messageId)
    const handled = await call('PUT', `/api/admin/messages/${messageId}`, staffCookie, { handled: true })
    expect(handled.json()).toMatchObject({ handledBy: STAFF })
    expect(handled.json().handledAt).toBeTruthy()

    const [dead] = await h.database.db
      .insert(mailQueue)
      .values({
        kind: 'contact',
        to: 'support@example.com',
        subject: 'Lost',
        body: 'x',
        status: 'dead',
        attempts: 8,
        lastError: 'SMTP down',
        nextAttemptAt: h.clock.now,
        createdAt: h.clock.now,
      })
      .returning()
    const stuck = await call('GET', '/api/admin/mail-queue', staffCookie)
    expect((stuck.json() as { id: number }[]).map((m) => m.id)).toContain(dead!.id)
    const retried = await call('POST', `/api/admin/mail-queue/${dead!.id}/retry`, staffCookie, {})
    expect(retried.statusCode).toBe(200)
    expect(retried.json()).toMatchObject({ status: 'pending' })
    const [retryEntry] = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(dead!.id)))
    expect(retryEntry).toMatchObject({
      action: 'mail.retry',
      staffEmail: STAFF,
      before: { status: 'dead' },
      after: { status: 'pending' },
    })

    // A one-time code's mail is sealed and worthless once expired: not listed, not retried.
    const [deadCode] = await h.database.db
      .insert(mailQueue)
      .values({
        kind: 'otp',
        to: 'someone@example.com',
        subject: 'sealed:v1',
        body: 'sealed:v1:x',
        status: 'dead',
        attempts: 3,
        nextAttemptAt: h.clock.now,
        createdAt: h.clock.now,
      })
      .returning()
    const listed = await call('GET', '/api/admin/mail-queue?range=[0,999]', staffCookie)
    expect((listed.json() as { id: number }[]).map((m) => m.id)).not.toContain(deadCode!.id)
    expect(
      (await call('POST', `/api/admin/mail-queue/${deadCode!.id}/retry`, staffCookie, {})).statusCode,
    ).toBe(404)
    const actions = (await h.database.db.select({ action: auditLog.action }).from(auditLog)).map(
      (a) => a.action,
    )
    expect(actions).toEqual(expect.arrayContaining(['invoice.email', 'message.handled', 'mail.retry']))
  })

  it('filters by the state the buyer reads, the same as My orders says it for every kind of order', async () => {
    const now = h.clock.now
    const [buyer] = await h.database.db
      .insert(applicants)
      .values({
        id: crypto.randomUUID(),
        email: `states-${crypto.randomUUID()}@example.com`,
        firstName: 'Asha',
        lastName: 'Verma',
        phone: '9876500000',
        role: 'student',
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    const ago = (ms: number) => new Date(now.getTime() - ms)
    type Shape = {
      status: (typeof orders.$inferInsert)['status']
      age?: number
      pays?: {
        status: (typeof payments.$inferInsert)['status']
        paying?: boolean
        refund?: string
        /** Refunds in part, oldest first: [status, paise]. */
        parts?: [string, number][]
      }[]
    }
    // One order of each shape orderStatus tells apart.
    const shapes: Shape[] = [
      { status: 'created' },
      { status: 'created', age: 4 * 86_400_000 },
      { status: 'failed', pays: [{ status: 'failed' }] },
      { status: 'created', pays: [{ status: 'authorized' }] },
      { status: 'created', pays: [{ status: 'captured', refund: 'pending' }] },
      { status: 'failed', pays: [{ status: 'captured', refund: 'processed' }] },
      { status: 'created', pays: [{ status: 'refunded' }] },
      { status: 'invoiced', pays: [{ status: 'captured', paying: true }] },
      { status: 'confirmed', pays: [{ status: 'captured', paying: true, refund: 'due' }] },
      { status: 'invoiced', pays: [{ status: 'captured', paying: true, refund: 'failed' }] },
      { status: 'paid', pays: [{ status: 'captured', paying: true, refund: 'processed' }] },
      { status: 'invoiced', pays: [{ status: 'refunded', paying: true }] },
      { status: 'duplicate', pays: [{ status: 'captured', paying: true }] },
      { status: 'duplicate', pays: [{ status: 'captured', paying: true, refund: 'processed' }] },
      // Refunded in part: still paid, the part processed or on its way; the parts adding up to the payment read as
      // refunded once all are processed, refunding while one moves.
      { status: 'invoiced', pays: [{ status: 'captured', paying: true, parts: [['processed', 100_000]] }] },
      { status: 'confirmed', pays: [{ status: 'captured', paying: true, parts: [['pending', 100_000]] }] },
      {
        status: 'invoiced',
        pays: [
          {
            status: 'captured',
            paying: true,
            parts: [
              ['processed', 100_000],
              ['due', 100_000],
            ],
          },
        ],
      },
      {
        status: 'invoiced',
        pays: [
          {
            status: 'captured',
            paying: true,
            parts: [
              ['processed', 100_000],
              ['processed', 399_900],
            ],
          },
        ],
      },
      {
        status: 'paid',
        pays: [
          {
            status: 'captured',
            paying: true,
            parts: [
              ['processed', 100_000],
              ['pending', 399_900],
            ],
          },
        ],
      },
    ]
    const made: string[] = []
    for (const [i, shape] of shapes.entries()) {
      const id = crypto.randomUUID()
      const createdAt = ago(shape.age ?? 60_000)
      const pays = (shape.pays ?? []).map((p, n) => ({ ...p, id: `pay_states${i}x${n}${id.slice(0, 6)}` }))
      await h.database.db.insert(orders).values({
        id,
        applicantId: buyer!.id,
        role: 'student',
        plan: 'basic',
        planName: "Achiever's Report",
        listPricePaise: 499_900,
        amountPaise: 499_900,
        currency: 'INR',
        gateway: 'simulated',
        gatewayOrderId: `order_states${i}x${id.slice(0, 8)}`,
        paymentId: pays.find((p) => p.paying)?.id ?? null,
        status: shape.status,
        createdAt,
        updatedAt: createdAt,
      })
      for (const p of pays) {
        await h.database.db.insert(payments).values({
          id: p.id,
          orderId: id,
          amountPaise: 499_900,
          currency: 'INR',
          method: 'upi',
          status: p.status,
          createdAt,
          recordedAt: createdAt,
          updatedAt: createdAt,
        })
        const paid: [string, number][] = p.refund ? [[p.refund, 499_900]] : (p.parts ?? [])
        for (const [n, [status, amountPaise]] of paid.entries()) {
          const at = new Date(createdAt.getTime() + n * 1000)
          await h.database.db.insert(refunds).values({
            id: crypto.randomUUID(),
            paymentId: p.id,
            orderId: id,
            amountPaise,
            reason: 'staff',
            status: status as (typeof refunds.$inferInsert)['status'],
            createdAt: at,
            initiatedAt: at,
            updatedAt: at,
          })
        }
      }
      made.push(id)
    }
    const timing = { minAgeMs: 60_000, intervalMs: 60_000 }
    const rows = await h.database.db
      .select({ order: orders, key: orderStatusKeySql(now) })
      .from(orders)
      .where(eq(orders.applicantId, buyer!.id))
    const [payRows, refundRows] = await Promise.all([
      h.database.db.select().from(payments),
      h.database.db.select().from(refunds),
    ])
    const keys = new Set<string>()
    for (const { order, key } of rows) {
      const js = orderStatus(
        order,
        payRows.filter((p) => p.orderId === order.id),
        refundRows.filter((r) => r.orderId === order.id),
        now,
        timing,
      )
      expect(key, `${order.status} ${order.gatewayOrderId}`).toBe(js.key)
      keys.add(key)
    }
    // The part refunds read as the buyer reads them: paid, with the part in words; the parts in full as refunded.
    const keyOf = (i: number) => rows.find((r) => r.order.gatewayOrderId.startsWith(`order_states${i}x`))?.key
    expect(shapes.slice(14).map((_, i) => keyOf(14 + i))).toEqual([
      'paid',
      'paid',
      'paid',
      'refunded',
      'refunding',
    ])
    expect([...keys].sort()).toEqual(['failed', 'paid', 'pending', 'refunded', 'refunding'])
    // The list's filter finds each order under its state, and only there.
    for (const status of keys) {
      const res = await call(
        'GET',
        `/api/admin/orders?range=[0,99]&filter=${encodeURIComponent(JSON.stringify({ q: buyer!.email, status }))}`,
        staffCookie,
      )
      expect((res.json() as { id: string }[]).map((o) => o.id).sort(), status).toEqual(
        rows
          .filter((r) => r.key === status)
          .map((r) => r.order.id)
          .sort(),
      )
    }
  })

  it('lists leads: counsellor applicants and students who verified and did not pay, newest first', async () => {
    const student = applicant()
    const studentCookie = await signIn(h, student)
    await post(h.app, '/api/onboarding/select-plan', { email: student.email, plan: 'basic' }, studentCookie)
    h.clock.advance(1000)
    const counsellor = applicant('eec')
    await signIn(h, counsellor)
    const { who: buyer } = await purchase()
    // A counsellor applicant who paid for the kit is a buyer, not a lead.
    const { who: counsellorBuyer } = await purchase('eec')
    const res = await call('GET', '/api/admin/leads?range=[0,999]', staffCookie)
    const emails = (res.json() as { email: string }[]).map((l) => l.email)
    expect(emails).toContain(student.email)
    expect(emails).toContain(counsellor.email)
    expect(emails).not.toContain(buyer.email)
    expect(emails).not.toContain(counsellorBuyer.email)
    expect(emails.indexOf(counsellor.email)).toBeLessThan(emails.indexOf(student.email))
    // The plan by the name the site gives it, not its key (issue 50 point 12).
    const rows = res.json() as { email: string; planName: string | null }[]
    expect(rows.find((l) => l.email === student.email)?.planName).toBe("Achiever's Report")
    expect(rows.find((l) => l.email === counsellor.email)?.planName).toBeNull()

    // The export: a CSV made by the server, audited, with cells a spreadsheet would run neutralised whatever the
    // registration rules let through (this row bypasses them).
    await h.database.db.insert(applicants).values({
      id: crypto.randomUUID(),
      email: 'formula@example.com',
      firstName: '=HYPERLINK("https://evil.example","Click")',
      lastName: '+1-2',
      phone: '-9876543210',
      role: 'eec',
      createdAt: h.clock.now,
      updatedAt: h.clock.now,
    })
    const filter = encodeURIComponent(JSON.stringify({ role: 'eec' }))
    const csv = await call('GET', `/api/admin/leads.csv?filter=${filter}`, staffCookie)
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toBe('Registered,Email,First name,Last name,Phone,Role,Plan chosen,Verified')
    expect(lines.find((line) => line.includes('formula@example.com'))).toContain(
      `"'=HYPERLINK(""https://evil.example"",""Click"")",'+1-2,'-9876543210,eec`,
    )
    expect(csv.body).toContain(counsellor.email)
    expect(csv.body).not.toContain(student.email)
    const [exported] = await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'leads.export'))
    expect(exported).toMatchObject({ staffEmail: STAFF, entity: 'leads', after: { filter: { role: 'eec' } } })
    expect(exported!.after!.rows).toBeGreaterThanOrEqual(2)
  })

  it('names one counsellor and one consent date everywhere for an automatic assignment (issue 50 point 14)', async () => {
    // A certified counsellor with hours every afternoon takes the next report order by herself.
    const made = await call('POST', '/api/admin/counsellors', staffCookie, {
      email: 'kiran.rao@dem.example.in',
      name: 'Kiran Rao',
    })
    expect(made.statusCode, made.body).toBe(200)
    h.clock.advance(61_000)
    await post(h.app, '/api/workspace/code', { email: 'kiran.rao@dem.example.in' })
    const signed = await post(h.app, '/api/workspace/sign-in', {
      email: 'kiran.rao@dem.example.in',
      code: await latestOtp(h.database, 'kiran.rao@dem.example.in'),
    })
    const counsellorCookie = `dem_counsellor=${signed.cookies.find((c) => c.name === 'dem_counsellor')!.value}`
    const weekly = Array.from({ length: 7 }, (_, weekday) => ({ weekday, start: '16:00', end: '19:00' }))
    const hours = await call('PUT', '/api/workspace/availability', counsellorCookie, {
      weekly,
      exceptions: [],
    })
    expect(hours.statusCode, hours.body).toBe(200)

    const { cookie, id } = await purchase()
    const [row] = await h.database.db.select().from(orders).where(eq(orders.id, id))
    expect(row!.counsellorId).toBe((made.json() as { id: string }).id)
    // The parent gives consent to the scan (its link is in the scan mail).
    const mails = await h.database.db.select().from(mailQueue)
    const applicantRow = (
      await h.database.db.select().from(applicants).where(eq(applicants.id, row!.applicantId))
    )[0]!
    const scanBody = mails.find((mail) => mail.kind === 'scan' && mail.to === applicantRow.email)!.body
    const token = /scan#([A-Za-z0-9_-]{32})/.exec(scanBody)![1]!
    h.clock.advance(5 * 60_000)
    const consentAt = h.clock.now.toISOString()
    const consented = await h.app.inject({
      method: 'POST',
      url: '/api/scan/consent',
      headers: { 'x-scan-token': token, 'content-type': 'application/json' },
      payload: JSON.stringify({
        childFirstName: 'Kavya',
        childClass: 9,
        consent: true,
        noticeVersion: SCAN_NOTICE_VERSION,
      }),
    })
    expect(consented.statusCode, consented.body).toBe(200)

    const detail = (await call('GET', `/api/admin/orders/${id}`, staffCookie)).json() as {
      counsellor: string | null
      assignedCounsellor: { name: string } | null
      scan: { consentedAt: string | null }
    }
    const filter = encodeURIComponent(JSON.stringify({ q: applicantRow.email }))
    const listed = (
      (await call('GET', `/api/admin/orders?filter=${filter}`, staffCookie)).json() as {
        id: string
        counsellor: string | null
      }[]
    ).find((o) => o.id === id)!
    const mine = (
      (await call('GET', '/api/orders', cookie)).json() as {
        orders: {
          id: string
          counsellor: string | null
          assignedCounsellor: { name: string } | null
          scan: { consentedAt: string | null } | null
        }[]
      }
    ).orders.find((o) => o.id === id)!
    const exported = (
      (await call('GET', '/api/privacy/export.json', cookie)).json() as {
        orders: { id: string; counsellor: string | null; scan: { consents: { givenAt: string }[] } | null }[]
      }
    ).orders.find((o) => o.id === id)!
    const exportedHtml = (await call('GET', '/api/privacy/export.html', cookie)).body

    // One counsellor: the header, the body, the list, My orders, the debrief box's and the privacy export's.
    expect(detail.assignedCounsellor?.name).toBe('Kiran Rao')
    expect(detail.counsellor).toBe('Kiran Rao')
    expect(listed.counsellor).toBe('Kiran Rao')
    expect(mine.assignedCounsellor?.name).toBe('Kiran Rao')
    expect(mine.counsellor).toBe('Kiran Rao')
    expect(exported.counsellor).toBe('Kiran Rao')
    expect(exportedHtml).toContain('Kiran Rao')
    // One consent date: the back office's, My orders' and the export's.
    expect(detail.scan.consentedAt).toBe(consentAt)
    expect(mine.scan?.consentedAt).toBe(consentAt)
    expect(exported.scan?.consents.map((c) => c.givenAt)).toEqual([consentAt])

    // Staff cannot write another name over a certified counsellor's: they reassign instead.
    const overwrite = await call('PUT', `/api/admin/orders/${id}`, staffCookie, { counsellor: 'Meera Iyer' })
    expect(overwrite.statusCode).toBe(409)
    expect(
      ((await call('GET', `/api/admin/orders/${id}`, staffCookie)).json() as { counsellor: string })
        .counsellor,
    ).toBe('Kiran Rao')
    await call('PUT', `/api/admin/counsellors/${(made.json() as { id: string }).id}`, staffCookie, {
      status: 'suspended',
    })
  })
})
