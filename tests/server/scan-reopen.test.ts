/**
 * Issue 51 point 7: a report that finds the answers hurried says so, and the parent can have the child answer
 * again, once, free, from My orders; staff and the counsellor see the flag; a careful child never gets it.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailQueue } from '../../server/db/schema'
import { NOT_HURRIED, REOPENED_ONCE, SCAN_REOPENED } from '../../server/scan/scans'
import { SCAN_NOTICE_VERSION } from '../../src/content/scan'
import { archetypes } from '../../src/engine/archetypes'
import { backends, call, makeHarness, purchaseAndInvoice, type Harness } from './helpers'

const answersOf = (id: string) => archetypes.find((archetype) => archetype.id === id)!.answers

describe.each(backends)('reopening a hurried scan (%s)', (backend) => {
  let h: Harness
  beforeAll(async () => {
    h = await makeHarness(backend, { renderReport: async () => Buffer.from('%PDF-1.7 fake report') })
  })
  afterAll(() => h.close())

  const latestToken = async (email: string) => {
    const mails = (await h.database.db.select().from(mailQueue).where(eq(mailQueue.to, email))).filter(
      (row) => row.kind === 'scan',
    )
    return /scan#([A-Za-z0-9_-]{32})/.exec(mails.at(-1)!.body)![1]!
  }
  const scanCall = (token: string, path: string, body: unknown) =>
    h.app.inject({
      method: 'POST',
      url: `/api/scan${path}`,
      headers: { 'x-scan-token': token, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    })
  /** The child answers (seconds apart, as a careful child would), submits, and the report is made. */
  async function answer(token: string, id: string) {
    const given = Object.entries(answersOf(id)).map(([question, answer]) => {
      h.clock.advance(9_000)
      return { question, answer, answeredAt: h.clock.now.toISOString() }
    })
    const submitted = await scanCall(token, '/submit', { answers: given })
    expect(submitted.statusCode, submitted.body).toBe(200)
    while ((await h.app.ctx.jobs.runOnce()) > 0) h.clock.advance(100)
  }
  const scanOf = async (cookie: string, orderId: string) => {
    const orders = (await call(h, 'GET', '/api/orders', cookie)).json() as {
      orders: { id: string; scan: { status: string; hurried: boolean; canReopen: boolean } }[]
    }
    return orders.orders.find((order) => order.id === orderId)!.scan
  }
  async function bought(id: string) {
    const order = await purchaseAndInvoice(h)
    const token = await latestToken(order.who.email)
    const consent = {
      childFirstName: 'Asha',
      childClass: 8,
      consent: true,
      noticeVersion: SCAN_NOTICE_VERSION,
    }
    expect((await scanCall(token, '/consent', consent)).statusCode).toBe(200)
    await answer(token, id)
    return { ...order, token }
  }
  const reopen = (cookie: string, orderId: string) =>
    call(h, 'POST', `/api/orders/${orderId}/scan/reopen`, cookie)

  it('a careful child: no flag, nothing to reopen', async () => {
    const order = await bought('builder')
    expect(await scanOf(order.cookie, order.orderId)).toMatchObject({ hurried: false, canReopen: false })
    const refused = await reopen(order.cookie, order.orderId)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(NOT_HURRIED)
  })

  it('a hurried child: flagged on My orders, reopened once with a new link, a new report after', async () => {
    const order = await bought('all-middle')
    expect(await scanOf(order.cookie, order.orderId)).toMatchObject({
      status: 'submitted',
      hurried: true,
      canReopen: true,
    })
    const report = (await call(h, 'GET', `/api/orders/${order.orderId}/report`, order.cookie)).json() as {
      version: number
      document: { advice: { flags: string[] } }
    }
    expect(report.version).toBe(1)
    expect(report.document.advice.flags).toContain('all-middle')

    // Another parent cannot reopen it.
    const stranger = await purchaseAndInvoice(h)
    expect((await reopen(stranger.cookie, order.orderId)).statusCode).toBe(404)

    const reopened = await reopen(order.cookie, order.orderId)
    expect(reopened.statusCode, reopened.body).toBe(200)
    expect(reopened.json().message).toBe(SCAN_REOPENED)
    expect(await scanOf(order.cookie, order.orderId)).toMatchObject({ status: 'consented', hurried: false })
    // The old link stops working; the new one mailed opens the scan with no answers, consent kept.
    expect((await scanCall(order.token, '/answers', { answers: [] })).statusCode).toBeGreaterThanOrEqual(400)
    const token = await latestToken(order.who.email)
    expect(token).not.toBe(order.token)
    const view = await h.app.inject({ method: 'GET', url: '/api/scan', headers: { 'x-scan-token': token } })
    expect(view.json()).toMatchObject({ status: 'consented' })
    expect(view.json().answers ?? {}).toEqual({})

    // Hurried again: the report says so, but the free retake is spent.
    await answer(token, 'all-middle')
    const again = (await call(h, 'GET', `/api/orders/${order.orderId}/report`, order.cookie)).json()
    expect(again.version).toBe(2)
    expect(await scanOf(order.cookie, order.orderId)).toMatchObject({ hurried: true, canReopen: false })
    const spent = await reopen(order.cookie, order.orderId)
    expect(spent.statusCode).toBe(409)
    expect(spent.json().message).toBe(REOPENED_ONCE)
    // The first report is kept as it was delivered.
    expect(report.document.advice.flags).toContain('all-middle')
  })
})
