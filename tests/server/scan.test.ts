import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, desc, eq, sql } from 'drizzle-orm'
import {
  invoices,
  mailQueue,
  orders,
  refunds,
  scanAnswers,
  scanConsents,
  scans,
} from '../../server/db/schema'
import {
  ERASED_SCAN,
  EXPIRED_LINK,
  NEEDS_CONSENT,
  REFUNDED_ORDER,
  UNKNOWN_LINK,
} from '../../server/scan/scans'
import { purgeExpired } from '../../server/services/retention'
import { SCAN_NOTICE_VERSION } from '../../src/content/scan'
import { scanConsentContent } from '../../src/content/scan-consent'
import { optionIds } from '../../src/engine/check-model'
import { scanModel } from '../../src/engine/model'
import { backends, latestOtp, makeHarness, post, purchaseAndInvoice, type Harness } from './helpers'

const DAY_MS = 86_400_000

/** Every question answered with its first option (a scale's '1'), each a second after the one before. */
function fullAnswers(from: Date, pick: (options: readonly string[]) => string = (o) => o[0]!) {
  return scanModel.questions.map((question, index) => ({
    question: question.id,
    answer: pick(optionIds(question)),
    answeredAt: new Date(from.getTime() - (scanModel.questions.length - index) * 1000).toISOString(),
  }))
}

const consent = {
  childFirstName: 'Kavya',
  childClass: 8,
  school: 'Kendriya Vidyalaya No. 2',
  city: 'Pune',
  consent: true,
  noticeVersion: SCAN_NOTICE_VERSION,
}

describe.each(backends)('the DEM scan (%s)', (backend) => {
  let h: Harness
  beforeAll(async () => {
    h = await makeHarness(backend, { env: { VITE_SITE_URL: 'https://dem.example.in' } })
  })
  afterAll(() => h.close())

  const scanCall = (method: 'GET' | 'POST', path: string, token: string | undefined, body?: unknown) =>
    h.app.inject({
      method,
      url: `/api/scan${path}`,
      headers: {
        ...(token === undefined ? {} : { 'x-scan-token': token }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    })

  /** A paid, invoiced report and the token of its scan, read from the link's own mail. */
  async function boughtReport() {
    const bought = await purchaseAndInvoice(h)
    const mails = await h.database.db.select().from(mailQueue).where(eq(mailQueue.to, bought.who.email))
    const linkMail = mails.find((row) => row.kind === 'scan')
    const token = /https:\/\/dem\.example\.in\/scan#([A-Za-z0-9_-]{32})\n/.exec(linkMail?.body ?? '')?.[1]
    if (!token) throw new Error('no scan link mail')
    return { ...bought, token, mails }
  }

  const scanRow = async (orderId: string) =>
    (await h.database.db.select().from(scans).where(eq(scans.orderId, orderId)))[0]!
  const storedAnswers = async (orderId: string) =>
    h.database.db
      .select()
      .from(scanAnswers)
      .where(eq(scanAnswers.scanId, (await scanRow(orderId)).id))

  it('a paid report sends its link: in a mail of its own and to the success modal (not in the invoice mail)', async () => {
    const { token, mails, orderId, invoiceResponse } = await boughtReport()
    const url = `https://dem.example.in/scan#${token}`
    expect(mails.find((row) => row.kind === 'scan')?.subject).toBe("Your child's DEM scan: the link to start")
    expect(mails.find((row) => row.kind === 'invoice')?.body).not.toContain('/scan#')
    expect(invoiceResponse.scanUrl).toBe(url)
    const [order] = await h.database.db.select().from(orders).where(eq(orders.id, orderId))
    expect(order?.fulfilmentStatus).toBe('scan_sent')
    // Only a hash of the token is stored.
    expect(JSON.stringify(await scanRow(orderId))).not.toContain(token)

    const opened = await scanCall('GET', '', token)
    expect(opened.statusCode).toBe(200)
    expect(opened.headers['cache-control']).toBe('no-store')
    expect(opened.json()).toMatchObject({
      status: 'sent',
      child: null,
      answers: {},
      questions: expect.arrayContaining([
        expect.objectContaining({ id: scanModel.questions[0]!.id, prompt: scanModel.questions[0]!.prompt }),
      ]),
      noticeVersion: SCAN_NOTICE_VERSION,
      modelVersion: scanModel.version,
    })
    const view = opened.json() as { questions: { options: { id: string }[] }[] }
    expect(view.questions).toHaveLength(27)
    expect(view.questions.map((question) => question.options.map((option) => option.id))).toEqual(
      scanModel.questions.map((question) => [...optionIds(question)]),
    )
    // No weights leave the server.
    expect(opened.body).not.toContain('feeds')
    expect((opened.json() as { parentEmail: string }).parentEmail).toMatch(/^as\*\*\*@example\.com$/)
  })

  it('a counsellor kit opens no scan', async () => {
    const { orderId } = await purchaseAndInvoice(h, 'eec')
    expect(await h.database.db.select().from(scans).where(eq(scans.orderId, orderId))).toEqual([])
  })

  it('refuses a missing, malformed or unknown token with 404 and a message', async () => {
    for (const token of [undefined, '', 'short', 'A'.repeat(32), `${'A'.repeat(31)}!`]) {
      const res = await scanCall('GET', '', token)
      expect(res.statusCode, String(token)).toBe(404)
      expect(res.json()).toEqual({ message: UNKNOWN_LINK })
    }
  })

  it('takes no answer before a parent consents, and no consent without the box ticked', async () => {
    const { token, orderId, who } = await boughtReport()
    const early = await scanCall('POST', '/answers', token, { answers: fullAnswers(h.clock.now).slice(0, 1) })
    expect(early.statusCode).toBe(409)
    expect(early.json()).toEqual({ message: NEEDS_CONSENT })
    expect(await storedAnswers(orderId)).toEqual([])
    expect((await scanCall('POST', '/submit', token, { answers: [] })).statusCode).toBe(409)

    const refusals: [Record<string, unknown>, string][] = [
      [{ ...consent, consent: false }, scanConsentContent.form.errors.consent],
      [{ ...consent, consent: undefined }, scanConsentContent.form.errors.consent],
      [{ ...consent, childFirstName: '  ' }, "Child's first name is required."],
      [{ ...consent, childClass: 5 }, 'The scan is written for classes 6 to 12.'],
      [{ ...consent, childClass: '8' }, scanConsentContent.form.errors.classLevel],
      [{ ...consent, extra: 1 }, 'Unrecognized key: "extra"'],
    ]
    for (const [body, message] of refusals) {
      const res = await scanCall('POST', '/consent', token, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect((res.json() as { message: string }).message).toContain(message)
    }
    const stale = await scanCall('POST', '/consent', token, { ...consent, noticeVersion: 'scan-notice-0' })
    expect(stale.statusCode).toBe(409)
    expect((await scanRow(orderId)).status).toBe('sent')
    expect(await h.database.db.select().from(scanConsents).where(eq(scanConsents.orderId, orderId))).toEqual(
      [],
    )

    const given = await scanCall('POST', '/consent', token, consent)
    expect(given.statusCode).toBe(200)
    const [record] = await h.database.db.select().from(scanConsents).where(eq(scanConsents.orderId, orderId))
    expect(record).toMatchObject({ noticeVersion: SCAN_NOTICE_VERSION, email: who.email, withdrawnAt: null })
    expect(record?.givenAt.toISOString()).toBe(h.clock.now.toISOString())
    expect((await scanCall('GET', '', token)).json()).toMatchObject({
      status: 'consented',
      child: { firstName: 'Kavya', classLevel: 8, school: 'Kendriya Vidyalaya No. 2', city: 'Pune' },
    })
    expect((await scanCall('POST', '/consent', token, consent)).statusCode).toBe(409)
  })

  it('refuses a whole batch with an unknown question or an answer out of range, storing none of it', async () => {
    const { token, orderId } = await boughtReport()
    await scanCall('POST', '/consent', token, consent)
    const [first] = fullAnswers(h.clock.now)
    const scale = scanModel.questions.find((question) => question.kind === 'scale')!
    const cases: [unknown[], number, RegExp][] = [
      [[first, { ...first, question: 'q99' }], 400, /There is no question "q99"/],
      [[first, { question: scale.id, answer: '6', answeredAt: first!.answeredAt }], 400, /"6" is not one of/],
      [[first, { question: scale.id, answer: '0', answeredAt: first!.answeredAt }], 400, /"0" is not one of/],
      [[{ ...first, answer: 'z' }], 400, /"z" is not one of/],
      [[{ ...first, answeredAt: 'yesterday' }], 400, /answeredAt/],
      [[], 400, /at least one answer/],
    ]
    for (const [answers, status, message] of cases) {
      const res = await scanCall('POST', '/answers', token, { answers })
      expect(res.statusCode, JSON.stringify(answers)).toBe(status)
      expect((res.json() as { message: string }).message).toMatch(message)
    }
    expect(await storedAnswers(orderId)).toEqual([])
  })

  it('keeps the newest answer to a question, whatever order the answers arrive in', async () => {
    const { token, orderId } = await boughtReport()
    await scanCall('POST', '/consent', token, consent)
    const at = (secondsAgo: number) => new Date(h.clock.now.getTime() - secondsAgo * 1000).toISOString()
    const id = scanModel.questions[0]!.id
    const [a, b] = optionIds(scanModel.questions[0]!)
    // Device one answers a, then b; device two's older answer (a, held offline) arrives last.
    expect(
      (
        await scanCall('POST', '/answers', token, {
          answers: [{ question: id, answer: a, answeredAt: at(30) }],
        })
      ).json(),
    ).toEqual({ answered: 1 })
    await scanCall('POST', '/answers', token, { answers: [{ question: id, answer: b, answeredAt: at(10) }] })
    await scanCall('POST', '/answers', token, { answers: [{ question: id, answer: a, answeredAt: at(20) }] })
    expect((await storedAnswers(orderId)).map((row) => row.answer)).toEqual([b])
    // A device clock in the future counts as now, so it cannot pin an answer for ever.
    await scanCall('POST', '/answers', token, {
      answers: [
        { question: id, answer: a, answeredAt: new Date(h.clock.now.getTime() + DAY_MS).toISOString() },
      ],
    })
    h.clock.advance(1000)
    await scanCall('POST', '/answers', token, {
      answers: [{ question: id, answer: b, answeredAt: h.clock.now.toISOString() }],
    })
    expect((await storedAnswers(orderId)).map((row) => row.answer)).toEqual([b])
  })

  it('submits only with all 27 answers, then scores, locks and moves fulfilment on', async () => {
    const { token, orderId } = await boughtReport()
    await scanCall('POST', '/consent', token, consent)
    const answers = fullAnswers(h.clock.now)
    await scanCall('POST', '/answers', token, { answers: answers.slice(0, 20) })
    const short = await scanCall('POST', '/submit', token, { answers: answers.slice(20, 25) })
    expect(short.statusCode).toBe(400)
    expect(short.json()).toEqual({
      message: '2 questions have no answer yet. Please answer them before submitting.',
      missing: answers.slice(25).map((answer) => answer.question),
    })
    expect((await scanRow(orderId)).status).toBe('consented')
    // The answers that came with the refused submit were kept.
    expect(await storedAnswers(orderId)).toHaveLength(25)

    const done = await scanCall('POST', '/submit', token, { answers: answers.slice(25) })
    expect(done.statusCode).toBe(200)
    const row = await scanRow(orderId)
    expect(row).toMatchObject({ status: 'submitted', modelVersion: scanModel.version })
    expect((row.profile as { careers: unknown[] }).careers).toHaveLength(7)
    expect((row.profile as { domains: unknown[] }).domains).toHaveLength(33)
    const [order] = await h.database.db.select().from(orders).where(eq(orders.id, orderId))
    expect(order?.fulfilmentStatus).toBe('scan_done')

    const late = await scanCall('POST', '/answers', token, { answers: answers.slice(0, 1) })
    expect(late.statusCode).toBe(409)
    expect((await scanCall('POST', '/submit', token, { answers: [] })).statusCode).toBe(200)
    expect((await scanCall('GET', '', token)).json()).toMatchObject({ status: 'submitted' })
  })

  it('an expired link is refused with 410 until the link is sent again', async () => {
    const { token, orderId, cookie } = await boughtReport()
    h.clock.advance(91 * DAY_MS)
    const res = await scanCall('GET', '', token)
    expect(res.statusCode).toBe(410)
    expect(res.json()).toEqual({ message: EXPIRED_LINK })
    // The buyer's session has expired too by now: sign in to My orders again.
    const who = (await h.database.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0]!
    await post(h.app, '/api/orders/code', { email: who.buyerEmail })
    const signed = await post(h.app, '/api/orders/sign-in', {
      email: who.buyerEmail,
      code: await latestOtp(h.database, who.buyerEmail),
    })
    const fresh = `dem_session=${signed.cookies.find((c) => c.name === 'dem_session')!.value}`
    expect(fresh).not.toBe(cookie)
    const resent = await post(h.app, `/api/orders/${orderId}/scan/email`, {}, fresh)
    expect(resent.statusCode).toBe(200)
    // The re-sent mail carries a new link; the expired one stays dead.
    const [newest] = await h.database.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.to, who.buyerEmail), eq(mailQueue.kind, 'scan')))
      .orderBy(desc(mailQueue.createdAt))
      .limit(1)
    const renewed = /scan#([A-Za-z0-9_-]{32})\n/.exec(newest?.body ?? '')?.[1] ?? ''
    expect(renewed).not.toBe(token)
    expect((await scanCall('GET', '', renewed)).statusCode).toBe(200)
    expect((await scanCall('GET', '', token)).statusCode).toBe(404)
    const again = await post(h.app, `/api/orders/${orderId}/scan/email`, {}, fresh)
    expect(again.statusCode).toBe(429)
  })

  it('the scan of a refunded order is closed', async () => {
    const { token, orderId } = await boughtReport()
    const [order] = await h.database.db.select().from(orders).where(eq(orders.id, orderId))
    await h.database.db.insert(refunds).values({
      id: crypto.randomUUID(),
      paymentId: order!.paymentId!,
      orderId,
      amountPaise: order!.amountPaise,
      reason: 'staff',
      status: 'pending',
      createdAt: h.clock.now,
      updatedAt: h.clock.now,
    })
    const res = await scanCall('GET', '', token)
    expect(res.statusCode).toBe(410)
    expect(res.json()).toEqual({ message: REFUNDED_ORDER })
    expect((await scanCall('POST', '/consent', token, consent)).statusCode).toBe(410)
  })

  it('withdrawing consent on My orders stops the scan and erases the answers; the invoice stays', async () => {
    const { token, orderId, cookie } = await boughtReport()
    await scanCall('POST', '/consent', token, consent)
    await scanCall('POST', '/answers', token, { answers: fullAnswers(h.clock.now).slice(0, 12) })
    const listed = await h.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie } })
    expect(
      (listed.json() as { orders: { id: string; scan: unknown }[] }).orders.find((o) => o.id === orderId)
        ?.scan,
    ).toMatchObject({
      status: 'consented',
      answered: 12,
      total: 27,
      childFirstName: 'Kavya',
    })

    const stranger = await purchaseAndInvoice(h)
    expect((await post(h.app, `/api/orders/${orderId}/scan/withdraw`, {}, stranger.cookie)).statusCode).toBe(
      404,
    )
    expect((await post(h.app, `/api/orders/${orderId}/scan/withdraw`, {})).statusCode).toBe(401)

    const withdrawn = await post(h.app, `/api/orders/${orderId}/scan/withdraw`, {}, cookie)
    expect(withdrawn.statusCode).toBe(200)
    expect(await storedAnswers(orderId)).toEqual([])
    expect(await scanRow(orderId)).toMatchObject({
      status: 'withdrawn',
      childFirstName: null,
      childClass: null,
      school: null,
      city: null,
    })
    const [record] = await h.database.db
      .select()
      .from(scanConsents)
      .where(and(eq(scanConsents.orderId, orderId)))
    expect(record?.withdrawnAt?.toISOString()).toBe(h.clock.now.toISOString())
    expect(await h.database.db.select().from(invoices).where(eq(invoices.orderId, orderId))).toHaveLength(1)
    const answerNow = await scanCall('POST', '/answers', token, {
      answers: fullAnswers(h.clock.now).slice(0, 1),
    })
    expect(answerNow.statusCode).toBe(404)
    // Not whoever holds the link: only the parent starts again, by having a new link mailed from My orders.
    const byLink = await scanCall('POST', '/consent', token, consent)
    expect(byLink.statusCode).toBe(404)
    expect(byLink.json()).toEqual({ message: UNKNOWN_LINK })
    expect((await post(h.app, `/api/orders/${orderId}/scan/email`, {}, cookie)).statusCode).toBe(200)
    const [newest] = await h.database.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.kind, 'scan'), sql`${mailQueue.meta} ->> 'resentBy' = 'buyer'`))
      .orderBy(desc(mailQueue.createdAt))
      .limit(1)
    const renewed = /scan#([A-Za-z0-9_-]{32})\n/.exec(newest?.body ?? '')?.[1] ?? ''
    expect((await scanCall('GET', '', renewed)).json()).toMatchObject({ status: 'sent', answers: {} })
    expect((await scanCall('POST', '/consent', renewed, consent)).statusCode).toBe(200)
  })

  it("erases the child's answers, details and profile two years after the scan, as the notice promises", async () => {
    const { token, orderId } = await boughtReport()
    await scanCall('POST', '/consent', token, consent)
    expect((await scanCall('POST', '/submit', token, { answers: fullAnswers(h.clock.now) })).statusCode).toBe(
      200,
    )
    h.clock.advance(729 * DAY_MS)
    await purgeExpired(h.database.db, h.clock.now)
    expect((await scanRow(orderId)).status).toBe('submitted')
    h.clock.advance(2 * DAY_MS)
    expect((await purgeExpired(h.database.db, h.clock.now)).scans).toBeGreaterThanOrEqual(1)
    expect(await storedAnswers(orderId)).toEqual([])
    expect(await scanRow(orderId)).toMatchObject({ status: 'erased', childFirstName: null, profile: null })
    const [record] = await h.database.db.select().from(scanConsents).where(eq(scanConsents.orderId, orderId))
    expect(record?.withdrawnAt?.toISOString()).toBe(h.clock.now.toISOString())
    const res = await scanCall('GET', '', token)
    expect(res.statusCode).toBe(410)
    expect(res.json()).toEqual({ message: ERASED_SCAN })
  })
})
