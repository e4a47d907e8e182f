import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { auditLog, mailQueue } from '../../server/db/schema'
import { addMonths, ticketDeadlines, ticketNumber } from '../../server/tickets/rules'
import { OPEN_TICKETS_PER_ORDER, TICKETS_PER_BUYER_PER_DAY } from '../../server/tickets/tickets'
import { backends, latestOtp, makeHarness, post, purchaseAndInvoice, type Harness } from './helpers'

const STAFF = 'desk@dem.example.in'

describe('ticket rules', () => {
  it('gives a help request 48 hours to acknowledge and one calendar month to resolve; privacy 90 days', () => {
    const at = new Date('2026-01-31T10:00:00Z')
    expect(ticketDeadlines('help', at)).toEqual({
      acknowledgeBy: new Date('2026-02-02T10:00:00Z'),
      resolveBy: new Date('2026-02-28T10:00:00Z'),
    })
    expect(addMonths(new Date('2025-10-01T04:30:00Z'), 1)).toEqual(new Date('2025-11-01T04:30:00Z'))
    expect(ticketDeadlines('privacy', at).resolveBy).toEqual(new Date('2026-05-01T10:00:00Z'))
    expect(ticketNumber('help', 123)).toBe('HLP-000123')
    expect(ticketNumber('privacy', 1234567)).toBe('PRV-1234567')
  })
})

describe.each(backends)('help tickets (%s)', (backend) => {
  let h: Harness
  let staffCookie: string
  beforeAll(async () => {
    h = await makeHarness(backend, {
      env: {
        VITE_SITE_URL: 'https://dem.example.in',
        STAFF_EMAILS: STAFF,
        SUPPORT_EMAIL: 'help@dem.example.in',
      },
    })
    h.clock.advance(61_000)
    await post(h.app, '/api/admin/code', { email: STAFF })
    const signed = await post(h.app, '/api/admin/sign-in', {
      email: STAFF,
      code: await latestOtp(h.database, STAFF),
    })
    staffCookie = `dem_staff=${signed.cookies.find((c) => c.name === 'dem_staff')!.value}`
  })
  afterAll(() => h.close())

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string, body?: unknown) =>
    h.app.inject({
      method,
      url,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    })
  const mailsOf = (ticketId: string) =>
    h.database.db.select().from(mailQueue).where(eq(mailQueue.meta, { ticketId })).orderBy(mailQueue.id)

  it('opens a numbered request, acknowledges it by mail at once, and staff answer it on the order', async () => {
    const { who, cookie, orderId } = await purchaseAndInvoice(h)
    const message = 'I paid twice by mistake.\nThe second payment was by UPI.'
    const opened = await post(h.app, '/api/tickets', { orderId, reason: 'payment', message }, cookie)
    expect(opened.statusCode).toBe(200)
    const { ticket } = opened.json() as { ticket: { id: string; number: string; state: string } }
    expect(ticket).toMatchObject({ orderId, reason: 'payment', message, state: 'open', answer: null })
    expect(ticket.number).toMatch(/^HLP-\d{6}$/)

    const [ack, notice] = await mailsOf(ticket.id)
    expect(ack).toMatchObject({
      kind: 'ticket',
      to: who.email,
      subject: `We have your request ${ticket.number}`,
    })
    expect(ack!.body).toContain('A person will read it and write back within 48 hours')
    expect(ack!.body).toContain('resolve it by 1 Nov 2025 at the latest.')
    expect(ack!.body).toContain('About: A payment\nYou wrote:\nI paid twice by mistake.\nThe second payment')
    expect(ack!.body).toContain('https://dem.example.in/orders')
    expect(notice).toMatchObject({ kind: 'support', to: 'help@dem.example.in' })
    expect(notice!.body).toContain(`${who.email} asked for help with order ${orderId}`)
    expect(notice!.body).toContain(`https://dem.example.in/admin#/tickets/${ticket.id}/show`)

    const listed = await call(
      'GET',
      `/api/admin/tickets?filter=${encodeURIComponent(JSON.stringify({ orderId }))}`,
      staffCookie,
    )
    expect(listed.statusCode).toBe(200)
    expect(listed.headers['x-total-count']).toBe('1')
    expect(listed.json()).toEqual([
      expect.objectContaining({
        id: ticket.id,
        number: ticket.number,
        kind: 'help',
        state: 'open',
        email: who.email,
        acknowledgeMinutesLeft: 48 * 60,
        resolveMinutesLeft: 31 * 24 * 60,
      }),
    ])

    h.clock.advance(20 * 60_000)
    const answer = 'We have refunded the second payment.\nIt reaches your account in 5 to 7 working days.'
    const answered = await call('POST', `/api/admin/tickets/${ticket.id}/answer`, staffCookie, { answer })
    expect(answered.statusCode).toBe(200)
    expect(answered.json()).toMatchObject({
      state: 'answered',
      answer,
      answeredBy: STAFF,
      acknowledgeMinutesLeft: null,
      resolveMinutesLeft: 31 * 24 * 60 - 20,
    })
    const answerMail = (await mailsOf(ticket.id)).at(-1)
    expect(answerMail).toMatchObject({
      kind: 'ticket',
      to: who.email,
      subject: `Our answer to your request ${ticket.number}`,
    })
    expect(answerMail!.body).toContain(`${answer}\n\nIf you have a question about it, reply to this message.`)

    const mine = await call('GET', '/api/tickets', cookie)
    expect(mine.json()).toEqual({
      tickets: [
        expect.objectContaining({
          id: ticket.id,
          state: 'answered',
          answer,
          answeredAt: h.clock.now.toISOString(),
        }),
      ],
    })

    const closed = await call('PUT', `/api/admin/tickets/${ticket.id}`, staffCookie, { state: 'closed' })
    expect(closed.json()).toMatchObject({ state: 'closed', resolveMinutesLeft: null })
    const audited = await h.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'ticket'), eq(auditLog.entityId, ticket.id)))
    expect(audited.map((row) => row.action)).toEqual(['ticket.answered', 'ticket.closed'])
    // S6: the audit log says an answer was sent (its length and a hash), never what it said.
    const log = await call('GET', '/api/admin/audit-log', staffCookie)
    expect(log.statusCode).toBe(200)
    expect(log.body).not.toContain('refunded the second payment')
    const [row] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, ticket.id), eq(auditLog.action, 'ticket.answered')))
    expect(row?.after).toMatchObject({
      answer: { length: answer.length, hmac: expect.stringMatching(/^[0-9a-f]{16}$/) },
    })
  })

  it('refuses what is not a request: a reason off the list, an empty or long message, control characters', async () => {
    const { cookie, orderId } = await purchaseAndInvoice(h)
    const send = (body: object) =>
      post(h.app, '/api/tickets', { orderId, reason: 'report', message: 'Hello', ...body }, cookie)
    expect((await send({ reason: 'privacy' })).json()).toMatchObject({
      message: 'Please choose what it is about.',
    })
    expect((await send({ message: '   ' })).json()).toMatchObject({ message: 'Message is required.' })
    expect((await send({ message: 'x'.repeat(2001) })).json()).toMatchObject({
      message: 'Message must be at most 2000 characters.',
    })
    expect((await send({ message: 'x'.repeat(2000) })).statusCode).toBe(200)
    const control = await send({ message: 'Look\u0007 here' })
    expect(control.statusCode).toBe(400)
    expect(control.json()).toMatchObject({ message: 'Message contains characters that are not allowed.' })
  })

  it("answers 401 (no tickets listed) without a session and 404 for another buyer's order", async () => {
    const first = await purchaseAndInvoice(h)
    const second = await purchaseAndInvoice(h)
    const body = { orderId: first.orderId, reason: 'other', message: 'Hello' }
    expect((await post(h.app, '/api/tickets', body)).statusCode).toBe(401)
    expect((await h.app.inject({ method: 'GET', url: '/api/tickets' })).json()).toEqual({ tickets: [] })
    expect((await post(h.app, '/api/tickets', body, second.cookie)).statusCode).toBe(404)
    expect((await call('GET', '/api/tickets', second.cookie)).json()).toEqual({ tickets: [] })
  })

  it(`keeps ${OPEN_TICKETS_PER_ORDER} requests waiting per order and ${TICKETS_PER_BUYER_PER_DAY} a day per buyer`, async () => {
    const { cookie, orderId } = await purchaseAndInvoice(h)
    const send = () => post(h.app, '/api/tickets', { orderId, reason: 'other', message: 'Hello' }, cookie)
    const ids: string[] = []
    for (let i = 0; i < OPEN_TICKETS_PER_ORDER; i += 1) {
      const sent = await send()
      expect(sent.statusCode).toBe(200)
      ids.push((sent.json() as { ticket: { id: string } }).ticket.id)
    }
    const refused = await send()
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({
      message: `You already have ${OPEN_TICKETS_PER_ORDER} requests about this order waiting for us. To add something, reply to the email we sent you.`,
    })
    // Closed requests no longer wait; the day's budget still counts them.
    for (let sent = OPEN_TICKETS_PER_ORDER + 1; sent <= TICKETS_PER_BUYER_PER_DAY; sent += 1) {
      await call('PUT', `/api/admin/tickets/${ids.shift()}`, staffCookie, { state: 'closed' })
      const next = await send()
      expect(next.statusCode).toBe(200)
      ids.push((next.json() as { ticket: { id: string } }).ticket.id)
    }
    await call('PUT', `/api/admin/tickets/${ids.shift()}`, staffCookie, { state: 'closed' })
    const overDay = await send()
    expect(overDay.statusCode).toBe(429)
    expect(overDay.json()).toMatchObject({
      message:
        'You have sent us several requests today. Please wait for our answers, or reply to one of our emails.',
    })
  })
})
