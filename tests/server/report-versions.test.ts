/**
 * Security issue 45 S2: a parent's corrections of the child's class (7 <-> 8, 40 in a second) made 40 reports
 * rendered, stored and mailed. Now one function (reports/reports.ts queueNewVersion) bounds every new version: at
 * most one waiting per scan (a new request joins the one queued, never a second render) and a cap on the versions
 * a parent makes in a day, refused in both languages with the scan's details left as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { jobs, mailQueue, reports, scans } from '../../server/db/schema'
import { PARENT_VERSIONS_PER_DAY, PARENT_VERSIONS_REFUSED } from '../../server/reports/reports'
import { HINDI_MESSAGES } from '../../server/http/messages-hi'
import { SCAN_NOTICE_VERSION } from '../../src/content/scan'
import { optionIds } from '../../src/engine/check-model'
import { scanModel } from '../../src/engine/model'
import { backends, makeHarness, post, purchaseAndInvoice, signIn, type Harness } from './helpers'

describe.each(backends)('new report versions are bounded (%s)', (backend) => {
  let h: Harness
  let renders = 0
  beforeAll(async () => {
    h = await makeHarness(backend, {
      env: { VITE_SITE_URL: 'https://dem.example.in' },
      renderReport: async (document) => {
        renders += 1
        return Buffer.from(`%PDF-1.7 fake report for ${document.child.firstName}`)
      },
    })
  })
  afterAll(() => h.close())

  async function submittedScan() {
    const bought = await purchaseAndInvoice(h, 'student')
    const [scanMail] = (
      await h.database.db.select().from(mailQueue).where(eq(mailQueue.to, bought.who.email))
    ).filter((row) => row.kind === 'scan')
    const token = /scan#([A-Za-z0-9_-]{32})/.exec(scanMail!.body)![1]!
    const call = (path: string, body: unknown) =>
      h.app.inject({
        method: 'POST',
        url: `/api/scan${path}`,
        headers: { 'x-scan-token': token, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      })
    const consent = {
      childFirstName: 'Kavya',
      childClass: 8,
      consent: true,
      noticeVersion: SCAN_NOTICE_VERSION,
    }
    expect((await call('/consent', consent)).statusCode).toBe(200)
    const answers = scanModel.questions.map((question) => ({
      question: question.id,
      answer: optionIds(question)[0]!,
      answeredAt: h.clock.now.toISOString(),
    }))
    expect((await call('/submit', { answers })).statusCode).toBe(200)
    while ((await h.app.ctx.jobs.runOnce()) > 0) h.clock.advance(100)
    return bought
  }

  const correct = (
    orderId: string,
    cookie: string,
    childClass: number,
    headers: Record<string, string> = {},
  ) =>
    post(
      h.app,
      `/api/privacy/orders/${orderId}/child`,
      { childFirstName: 'Kavya', childClass },
      cookie,
      headers,
    )

  it('40 corrections in a second make one new version, and a day holds at most the cap', async () => {
    const { orderId, cookie, who } = await submittedScan()
    const [scan] = await h.database.db.select().from(scans).where(eq(scans.orderId, orderId))
    const reportJobs = () =>
      h.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, 'report'), sql`${jobs.payload} ->> 'scanId' = ${scan!.id}`))
    expect(await reportJobs()).toHaveLength(1)
    const rendersBefore = renders

    // The burst: 40 corrections, 7 <-> 8, all accepted; one version waits, the last details are the ones kept.
    for (let i = 0; i < 40; i += 1) {
      const answer = await correct(orderId, cookie, i % 2 === 0 ? 7 : 8)
      expect(answer.statusCode).toBe(200)
      h.clock.advance(25)
    }
    const waiting = (await reportJobs()).filter((job) => job.status === 'pending')
    expect(waiting).toHaveLength(1)
    while ((await h.app.ctx.jobs.runOnce()) > 0) h.clock.advance(100)
    expect(renders - rendersBefore).toBe(1)
    const versions = await h.database.db.select().from(reports).where(eq(reports.orderId, orderId))
    expect(versions.map((r) => [r.version, r.generatedBy])).toEqual([
      [1, 'system'],
      [2, 'parent'],
    ])
    expect((versions[1]!.document as { child: { classLevel: number } }).child.classLevel).toBe(8)
    const mails = await h.database.db.select().from(mailQueue).where(eq(mailQueue.to, who.email))
    expect(mails.filter((row) => row.kind === 'report')).toHaveLength(2)

    // Versions made one after the other: up to the cap in a day, then refused in both languages, nothing changed.
    for (let made = 1; made < PARENT_VERSIONS_PER_DAY; made += 1) {
      expect((await correct(orderId, cookie, made % 2 === 0 ? 8 : 7)).statusCode).toBe(200)
      while ((await h.app.ctx.jobs.runOnce()) > 0) h.clock.advance(100)
    }
    const [before] = await h.database.db.select().from(scans).where(eq(scans.id, scan!.id))
    const refused = await correct(orderId, cookie, before!.childClass === 7 ? 8 : 7)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ message: PARENT_VERSIONS_REFUSED })
    const hindi = await correct(orderId, cookie, before!.childClass === 7 ? 8 : 7, { 'x-language': 'hi' })
    expect(hindi.statusCode).toBe(429)
    expect(hindi.json()).toMatchObject({ message: HINDI_MESSAGES[PARENT_VERSIONS_REFUSED] })
    const [after] = await h.database.db.select().from(scans).where(eq(scans.id, scan!.id))
    expect(after!.childClass).toBe(before!.childClass)
    expect(renders - rendersBefore).toBe(PARENT_VERSIONS_PER_DAY)

    // A day later the parent (signed in again) may correct again.
    h.clock.advance(24 * 60 * 60_000)
    const again = await signIn(h, who)
    expect((await correct(orderId, again, before!.childClass === 7 ? 8 : 7)).statusCode).toBe(200)
  })
})
