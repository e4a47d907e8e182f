/**
 * Issue 45 S3: the scan link is not a bearer key for ever. Its token is random per mail, stored hashed, rotated on
 * every re-send, on My orders' "Open the scan" and on withdrawal (an older link stops working, and says so); a
 * submitted scan answers its state only; the invoice mail carries no link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, desc, eq } from 'drizzle-orm'
import { mailQueue, scans } from '../../server/db/schema'
import { REPLACED_LINK } from '../../server/scan/scans'
import { SCAN_NOTICE_VERSION } from '../../src/content/scan'
import { optionIds } from '../../src/engine/check-model'
import { scanModel } from '../../src/engine/model'
import { backends, makeHarness, post, purchaseAndInvoice, type Harness } from './helpers'

const consent = {
  childFirstName: 'Kavya',
  childClass: 8,
  school: 'Kendriya Vidyalaya No. 2',
  city: 'Pune',
  consent: true,
  noticeVersion: SCAN_NOTICE_VERSION,
}

const LINK = /https:\/\/dem\.example\.in\/scan#([A-Za-z0-9_-]{32})\n/

describe.each(backends)('the scan link (%s)', (backend) => {
  let h: Harness
  beforeAll(async () => {
    h = await makeHarness(backend, { env: { VITE_SITE_URL: 'https://dem.example.in' } })
  })
  afterAll(() => h.close())

  const scanCall = (method: 'GET' | 'POST', path: string, token: string, body?: unknown) =>
    h.app.inject({
      method,
      url: `/api/scan${path}`,
      headers: {
        'x-scan-token': token,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    })

  /** The token in the newest scan mail to this address. */
  async function newestLink(email: string): Promise<string> {
    const [mail] = await h.database.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.to, email), eq(mailQueue.kind, 'scan')))
      .orderBy(desc(mailQueue.createdAt), desc(mailQueue.id))
      .limit(1)
    const token = LINK.exec(mail?.body ?? '')?.[1]
    if (!token) throw new Error('no scan link mail')
    return token
  }

  async function bought() {
    const order = await purchaseAndInvoice(h)
    return { ...order, token: await newestLink(order.who.email) }
  }

  it('the invoice mail carries no scan link, and the stored hash is not the token', async () => {
    const { who, token, orderId } = await bought()
    const mails = await h.database.db.select().from(mailQueue).where(eq(mailQueue.to, who.email))
    const invoiceMail = mails.find((mail) => mail.kind !== 'scan' && /invoice/i.test(mail.subject))
    expect(invoiceMail).toBeDefined()
    expect(invoiceMail!.body).not.toContain('/scan#')
    const [row] = await h.database.db.select().from(scans).where(eq(scans.orderId, orderId))
    expect(row!.tokenHash).not.toContain(token)
  })

  it('a submitted scan answers its state only: no name, school, city or answers', async () => {
    const { token } = await bought()
    expect((await scanCall('POST', '/consent', token, consent)).statusCode).toBe(200)
    const answers = scanModel.questions.map((question) => ({
      question: question.id,
      answer: optionIds(question)[0]!,
      answeredAt: h.clock.now.toISOString(),
    }))
    expect((await scanCall('POST', '/submit', token, { answers })).statusCode).toBe(200)
    const res = await scanCall('GET', '', token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'submitted' })
    expect(res.body).not.toContain('Kavya')
    expect(res.body).not.toContain('Kendriya')
    expect(res.body).not.toContain('Pune')
    expect(res.json()).not.toHaveProperty('answers')
    expect(res.json()).not.toHaveProperty('child')
  })

  it('every re-send mails a new link; the older one stops working and says to use the newest', async () => {
    const { token, who, orderId, cookie } = await bought()
    const resent = await post(h.app, `/api/orders/${orderId}/scan/email`, {}, cookie)
    expect(resent.statusCode).toBe(200)
    const newer = await newestLink(who.email)
    expect(newer).not.toBe(token)
    const old = await scanCall('GET', '', token)
    expect(old.statusCode).toBe(404)
    expect(old.json()).toEqual({ message: REPLACED_LINK })
    expect((await scanCall('POST', '/consent', token, consent)).statusCode).toBe(404)
    expect((await scanCall('GET', '', newer)).statusCode).toBe(200)
  })

  it('after a withdrawal the old link can never consent again; the re-sent one can', async () => {
    const { token, who, orderId, cookie } = await bought()
    expect((await scanCall('POST', '/consent', token, consent)).statusCode).toBe(200)
    expect((await post(h.app, `/api/orders/${orderId}/scan/withdraw`, {}, cookie)).statusCode).toBe(200)
    expect((await scanCall('GET', '', token)).statusCode).toBe(404)
    expect((await post(h.app, `/api/orders/${orderId}/scan/email`, {}, cookie)).statusCode).toBe(200)
    const newer = await newestLink(who.email)
    expect((await scanCall('POST', '/consent', token, consent)).statusCode).toBe(404)
    expect((await scanCall('POST', '/consent', newer, consent)).statusCode).toBe(200)
  })

  it("My orders lists no link; opening the scan there makes the newest link for the parent's session only", async () => {
    const { token, orderId, cookie } = await bought()
    const listed = await h.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie } })
    expect(listed.body).not.toContain(token)
    const stranger = await purchaseAndInvoice(h)
    expect((await post(h.app, `/api/orders/${orderId}/scan/open`, {}, stranger.cookie)).statusCode).toBe(404)
    expect((await post(h.app, `/api/orders/${orderId}/scan/open`, {})).statusCode).toBe(401)
    const opened = await post(h.app, `/api/orders/${orderId}/scan/open`, {}, cookie)
    expect(opened.statusCode).toBe(200)
    const url = (opened.json() as { url: string }).url
    const fresh = /scan#([A-Za-z0-9_-]{32})$/.exec(url)?.[1]
    expect(fresh).toBeDefined()
    expect(fresh).not.toBe(token)
    expect((await scanCall('GET', '', token)).statusCode).toBe(404)
    expect((await scanCall('GET', '', fresh!)).statusCode).toBe(200)
  })
})
