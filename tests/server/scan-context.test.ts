/**
 * Issue 51.1: the child's school context, asked once at consent, stored in scans.context, shown to the parent,
 * corrected in the privacy centre (a new report version), in the export (JSON and HTML), erased with the scan.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, desc, eq } from 'drizzle-orm'
import { jobs, mailQueue, reports, scans } from '../../server/db/schema'
import { SCAN_NOTICE_VERSION } from '../../src/content/scan'
import { scanConsentContent } from '../../src/content/scan-consent'
import { backends, makeHarness, post, purchaseAndInvoice, type Harness } from './helpers'

const base = {
  childFirstName: 'Meera',
  childClass: 10,
  consent: true,
  noticeVersion: SCAN_NOTICE_VERSION,
  board: 'icse',
  enjoys: ['art', 'english'],
  dislikes: ['maths'],
  addressAs: 'girl',
}

describe.each(backends)("the child's school context (%s)", (backend) => {
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

  async function bought() {
    const order = await purchaseAndInvoice(h)
    const [mail] = await h.database.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.to, order.who.email), eq(mailQueue.kind, 'scan')))
      .orderBy(desc(mailQueue.createdAt))
      .limit(1)
    const token = /scan#([A-Za-z0-9_-]{32})\n/.exec(mail?.body ?? '')?.[1] ?? ''
    return { ...order, token }
  }

  it('refuses a class 11 child without a stream, four liked subjects, and one both liked and disliked', async () => {
    const { token } = await bought()
    const cases: [object, string][] = [
      [{ ...base, childClass: 11 }, scanConsentContent.form.errors.stream],
      [{ ...base, enjoys: ['art', 'music', 'english', 'hindi'] }, scanConsentContent.form.errors.tooMany],
      [{ ...base, dislikes: ['art'] }, scanConsentContent.form.errors.both],
      [{ ...base, board: 'nios' }, 'Please choose the board from the list.'],
    ]
    for (const [body, message] of cases) {
      const res = await scanCall('POST', '/consent', token, body)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ message })
    }
  })

  it('stores it with the consent, shows it, corrects it (a new report version) and erases it with the scan', async () => {
    const { token, orderId, cookie } = await bought()
    // A stream given below class 11 is not kept.
    const given = await scanCall('POST', '/consent', token, { ...base, stream: 'pcm', subjects: ['physics'] })
    expect(given.statusCode).toBe(200)
    const context = {
      classLevel: 10,
      board: 'icse',
      stream: null,
      subjects: [],
      enjoys: ['art', 'english'],
      dislikes: ['maths'],
      addressAs: 'girl',
    }
    expect((await scanCall('GET', '', token)).json()).toMatchObject({ child: { context } })

    const held = await h.app.inject({ method: 'GET', url: '/api/privacy', headers: { cookie } })
    expect(held.body).toContain('"addressAs":"girl"')
    const page = await h.app.inject({ method: 'GET', url: '/api/privacy/export.html', headers: { cookie } })
    expect(page.body).toContain('ICSE / ISC')
    expect(page.body).toContain('As a girl')

    // Submitted, then corrected to class 11 PCB while the report waits to be made: that report is made with the
    // corrected context (no second job); a correction after it is made queues a new version.
    const answers = (await import('../../src/engine/model')).scanModel.questions.map((question) => ({
      question: question.id,
      answer: question.kind === 'scale' ? '3' : question.options[0]!.id,
      answeredAt: h.clock.now.toISOString(),
    }))
    expect((await scanCall('POST', '/submit', token, { answers })).statusCode).toBe(200)
    const reportJobs = async () =>
      (await h.database.db.select().from(jobs).where(eq(jobs.kind, 'report'))).length
    const runJobs = async () => {
      while ((await h.app.ctx.jobs.runOnce()) > 0) h.clock.advance(100)
    }
    const reportsOf = () =>
      h.database.db.select().from(reports).where(eq(reports.orderId, orderId)).orderBy(reports.version)
    const before = await reportJobs()
    const refused = await post(
      h.app,
      `/api/privacy/orders/${orderId}/child`,
      { childFirstName: 'Meera', childClass: 11, board: 'icse', addressAs: 'girl' },
      cookie,
    )
    expect(refused.statusCode).toBe(400)
    const corrected = await post(
      h.app,
      `/api/privacy/orders/${orderId}/child`,
      {
        childFirstName: 'Meera',
        childClass: 11,
        board: 'icse',
        stream: 'pcb',
        subjects: ['biology'],
        addressAs: 'girl',
      },
      cookie,
    )
    expect(corrected.statusCode).toBe(200)
    const [row] = await h.database.db.select().from(scans).where(eq(scans.orderId, orderId))
    expect(row!.childClass).toBe(11)
    expect(row!.context).toMatchObject({
      stream: 'pcb',
      subjects: ['biology'],
      enjoys: [],
      addressAs: 'girl',
    })
    expect(await reportJobs()).toBe(before)
    await runJobs()
    const [first] = await reportsOf()
    expect(first!.document).toMatchObject({
      advice: { context: { classLevel: 11, stream: 'pcb' } },
    })

    const again = await post(
      h.app,
      `/api/privacy/orders/${orderId}/child`,
      {
        childFirstName: 'Meera',
        childClass: 11,
        board: 'icse',
        stream: 'pcm',
        subjects: ['physics'],
        addressAs: 'girl',
      },
      cookie,
    )
    expect(again.statusCode).toBe(200)
    expect(await reportJobs()).toBeGreaterThan(before)
    await runJobs()
    expect((await reportsOf()).map((report) => report.version)).toEqual([1, 2])
    expect((await reportsOf())[1]!.document).toMatchObject({
      advice: { context: { stream: 'pcm', subjects: ['physics'] } },
    })

    expect((await post(h.app, `/api/orders/${orderId}/scan/withdraw`, {}, cookie)).statusCode).toBe(200)
    const [erased] = await h.database.db.select().from(scans).where(eq(scans.orderId, orderId))
    expect(erased!.context).toBeNull()
  }, 60_000)
})
