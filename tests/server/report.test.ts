import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, desc, eq } from 'drizzle-orm'
import { auditLog, jobs, mailQueue, orders, refunds, reports, scans } from '../../server/db/schema'
import { SCAN_NOTICE_VERSION } from '../../src/content/scan'
import { optionIds } from '../../src/engine/check-model'
import { scanModel } from '../../src/engine/model'
import type { ReportDocument } from '../../src/engine/report'
import { scanModelHi } from '../../src/engine/model.hi'
import { reportContentHi } from '../../src/content/report.hi'
import { renderReportPdf, type PageLayout } from '../../server/reports/report-pdf'
import { backends, latestOtp, makeHarness, post, purchaseAndInvoice, type Harness } from './helpers'

const STAFF = 'desk@dem.example.in'

/** A PDF's text as poppler's pdftotext reads it, page by page (null where poppler is not installed). */
function pdfText(pdf: Buffer): string[] | null {
  if (spawnSync('pdftotext', ['-v']).error) return null
  const dir = mkdtempSync(join(tmpdir(), 'report-hi-'))
  try {
    writeFileSync(join(dir, 'report.pdf'), pdf)
    const out = spawnSync('pdftotext', ['-enc', 'UTF-8', join(dir, 'report.pdf'), '-'], { encoding: 'utf8' })
    if (out.status !== 0) throw new Error(`pdftotext failed: ${out.stderr}`)
    return out.stdout.split('\f').map((page) => page.replace(/\s+/g, ' '))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe.each(backends)('the Success Blueprint report (%s)', (backend) => {
  let h: Harness
  let failRenders = 0
  /** Runs while a report renders (what a parent does meanwhile). */
  let duringRender: (() => Promise<void>) | undefined
  beforeAll(async () => {
    h = await makeHarness(backend, {
      env: { VITE_SITE_URL: 'https://dem.example.in', STAFF_EMAILS: STAFF },
      // Given up after half an hour of failures here (a day in production).
      settings: { jobRetryForMs: 30 * 60_000 },
      renderReport: async (document) => {
        const meanwhile = duringRender
        duringRender = undefined
        if (meanwhile) await meanwhile()
        if (failRenders > 0) {
          failRenders -= 1
          throw new Error('report PDF: font file missing (simulated)')
        }
        return Buffer.from(`%PDF-1.7 fake report for ${document.child.firstName} v${document.modelVersion}`)
      },
    })
  })
  afterAll(() => h.close())

  /** Calls the scan API with a link's token. */
  const scanCaller = (token: string) => (path: string, body: unknown) =>
    h.app.inject({
      method: 'POST',
      url: `/api/scan${path}`,
      headers: { 'x-scan-token': token, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    })

  /** A report bought, consented, all 27 answered and submitted; answers the order, its cookie and a scan call. */
  async function submittedScan(childFirstName = 'Kavya') {
    const bought = await purchaseAndInvoice(h)
    const [scanMail] = (
      await h.database.db.select().from(mailQueue).where(eq(mailQueue.to, bought.who.email))
    ).filter((row) => row.kind === 'scan')
    const token = /scan#([A-Za-z0-9_-]{32})/.exec(scanMail!.body)![1]!
    const call = scanCaller(token)
    expect(
      (
        await call('/consent', {
          childFirstName,
          childClass: 9,
          consent: true,
          noticeVersion: SCAN_NOTICE_VERSION,
        })
      ).statusCode,
    ).toBe(200)
    const answers = scanModel.questions.map((question, index) => ({
      question: question.id,
      answer: optionIds(question)[index % optionIds(question).length]!,
      answeredAt: h.clock.now.toISOString(),
    }))
    expect((await call('/submit', { answers })).statusCode).toBe(200)
    return { ...bought, call }
  }

  const runJobs = async () => {
    while ((await h.app.ctx.jobs.runOnce()) > 0) h.clock.advance(100)
  }
  const listed = async (cookie: string, orderId: string) =>
    (
      (await h.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie } })).json() as {
        orders: { id: string; report: unknown; nextSteps: { title: string; state: string }[] }[]
      }
    ).orders.find((order) => order.id === orderId)!

  it('is generated in the background on submit, mailed with its PDF, shown on My orders, and fulfilment moves on', async () => {
    const { orderId, cookie, who } = await submittedScan()
    expect(await listed(cookie, orderId)).toMatchObject({ report: { state: 'preparing' } })
    await runJobs()

    const [report] = await h.database.db.select().from(reports).where(eq(reports.orderId, orderId))
    expect(report).toMatchObject({ version: 1, modelVersion: scanModel.version, generatedBy: 'system' })
    const document = report!.document as unknown as ReportDocument
    expect(document.child).toEqual({ firstName: 'Kavya', classLevel: 9 })
    expect(document.careers.families).toHaveLength(7)
    expect(document.roadmap.horizons.map((horizon) => horizon.months)).toEqual([6, 12, 18, 24])
    const [order] = await h.database.db.select().from(orders).where(eq(orders.id, orderId))
    expect(order?.fulfilmentStatus).toBe('report_delivered')

    const row = await listed(cookie, orderId)
    expect(row.report).toMatchObject({ state: 'ready', version: 1 })
    expect(row.nextSteps.map((step) => step.state)).toEqual(['done', 'done', 'current'])

    // The mail, with the PDF the report was rendered to.
    while ((await h.app.ctx.mail.runOnce()) > 0) h.clock.advance(1000)
    const mail = h.transport.sent.find(
      (sent) => sent.to === who.email && sent.subject === "Kavya's Success Blueprint is ready",
    )
    expect(mail?.attachments?.[0]).toMatchObject({
      filename: expect.stringMatching(/^Success-Blueprint-Kavya-\d{4}-\d{2}-\d{2}\.pdf$/),
      contentType: 'application/pdf',
    })
    expect(String(mail?.attachments?.[0]?.content)).toContain('fake report for Kavya')
    expect(mail?.text).toContain('https://dem.example.in/orders')

    const page = await h.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/report`,
      headers: { cookie },
    })
    expect(page.statusCode).toBe(200)
    expect((page.json() as { document: ReportDocument }).document.title).toBe('Success Blueprint')
    const pdf = await h.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/report/pdf`,
      headers: { cookie },
    })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toMatch(
      /^attachment; filename="Success-Blueprint-Kavya-\d{4}-\d{2}-\d{2}\.pdf"; filename\*=UTF-8''Success-Blueprint-Kavya-/,
    )

    // Only the buyer.
    const stranger = await purchaseAndInvoice(h)
    for (const path of ['report', 'report/pdf']) {
      const res = await h.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}/${path}`,
        headers: { cookie: stranger.cookie },
      })
      expect(res.statusCode).toBe(404)
      expect((await h.app.inject({ method: 'GET', url: `/api/orders/${orderId}/${path}` })).statusCode).toBe(
        401,
      )
    }
  })

  it('a failed generation is retried; the buyer reads "being prepared" meanwhile; a delivered report never changes', async () => {
    const { orderId, cookie } = await submittedScan('Meera')
    failRenders = 2
    await h.app.ctx.jobs.runOnce()
    const [job] = await h.database.db.select().from(jobs).orderBy(jobs.id)
    expect(job).toBeDefined()
    const mine = (await h.database.db.select().from(jobs)).filter((row) =>
      row.lastError?.includes('font file missing'),
    )
    expect(mine.at(-1)).toMatchObject({ status: 'pending', attempts: 1 })
    expect(await listed(cookie, orderId)).toMatchObject({ report: { state: 'preparing' } })
    for (
      let i = 0;
      i < 5 && (await h.database.db.select().from(reports).where(eq(reports.orderId, orderId))).length === 0;
      i += 1
    ) {
      h.clock.advance(60_000)
      await runJobs()
    }
    const [first] = await h.database.db.select().from(reports).where(eq(reports.orderId, orderId))
    expect(first?.version).toBe(1)
    // The job ran again after its report was stored (a crash before it said done): still one report.
    await h.database.db.update(jobs).set({ status: 'pending', runAt: h.clock.now })
    await runJobs()
    expect(await h.database.db.select().from(reports).where(eq(reports.orderId, orderId))).toHaveLength(1)

    // Staff ask for a new version: both are kept, the buyer sees the latest, the audit log says who.
    await post(h.app, '/api/admin/code', { email: STAFF })
    const signed = await post(h.app, '/api/admin/sign-in', {
      email: STAFF,
      code: await latestOtp(h.database, STAFF),
    })
    const staff = `dem_staff=${signed.cookies.find((c) => c.name === 'dem_staff')!.value}`
    const regenerate = await h.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/report/regenerate`,
      headers: { cookie: staff },
    })
    expect(regenerate.statusCode).toBe(200)
    await runJobs()
    const versions = await h.database.db.select().from(reports).where(eq(reports.orderId, orderId))
    expect(versions.map((row) => [row.version, row.generatedBy]).sort()).toEqual([
      [1, 'system'],
      [2, STAFF],
    ])
    expect(versions.find((row) => row.version === 1)?.document).toEqual(first?.document)
    expect(await listed(cookie, orderId)).toMatchObject({ report: { state: 'ready', version: 2 } })
    const audit = await h.database.db.select().from(auditLog).where(eq(auditLog.entityId, orderId))
    expect(audit.map((entry) => [entry.action, entry.staffEmail])).toContainEqual([
      'report.regenerate',
      STAFF,
    ])
    const list = await h.app.inject({ method: 'GET', url: '/api/admin/reports', headers: { cookie: staff } })
    expect(
      (list.json() as { id: string; state: string; version: number }[]).find((row) => row.id === orderId),
    ).toMatchObject({
      state: 'ready',
      version: 2,
    })
    const buyerSession = await h.app.inject({ method: 'GET', url: '/api/admin/reports', headers: { cookie } })
    expect(buyerSession.statusCode).toBe(403)
  })

  it('staff see a generation that failed for good; a refunded order has no report; withdrawn consent erases it', async () => {
    const { orderId, cookie } = await submittedScan('Ira')
    failRenders = 1000
    for (let i = 0; i < 12; i += 1) {
      await runJobs()
      h.clock.advance(11 * 60_000)
    }
    failRenders = 0
    const [state] = (await h.database.db.select().from(jobs)).filter((row) => row.status === 'dead')
    expect(state?.lastError).toContain('font file missing')
    expect(await listed(cookie, orderId)).toMatchObject({ report: { state: 'preparing' } })

    // Withdrawal erases the report with the answers.
    const other = await submittedScan('Dev')
    await runJobs()
    expect(await h.database.db.select().from(reports).where(eq(reports.orderId, other.orderId))).toHaveLength(
      1,
    )
    expect(
      (await post(h.app, `/api/orders/${other.orderId}/scan/withdraw`, {}, other.cookie)).statusCode,
    ).toBe(200)
    expect(await h.database.db.select().from(reports).where(eq(reports.orderId, other.orderId))).toEqual([])
    expect(
      (await h.database.db.select().from(scans).where(eq(scans.orderId, other.orderId)))[0]?.profile,
    ).toBeNull()

    // A refund withdraws the report from My orders.
    const refunded = await submittedScan('Zoya')
    await runJobs()
    const [order] = await h.database.db.select().from(orders).where(eq(orders.id, refunded.orderId))
    await h.database.db.insert(refunds).values({
      id: crypto.randomUUID(),
      paymentId: order!.paymentId!,
      orderId: refunded.orderId,
      amountPaise: order!.amountPaise,
      reason: 'staff',
      status: 'processed',
      createdAt: h.clock.now,
      updatedAt: h.clock.now,
    })
    expect((await listed(refunded.cookie, refunded.orderId)).report).toBeNull()
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/orders/${refunded.orderId}/report`,
      headers: { cookie: refunded.cookie },
    })
    expect(res.statusCode).toBe(404)
  })

  it('a scan given Hindi at consent is asked in Hindi; switching mid-scan keeps the answers; the report is in the language it was submitted in', async () => {
    const bought = await purchaseAndInvoice(h)
    const [scanMail] = (
      await h.database.db.select().from(mailQueue).where(eq(mailQueue.to, bought.who.email))
    ).filter((row) => row.kind === 'scan')
    const token = /scan#([A-Za-z0-9_-]{32})/.exec(scanMail!.body)![1]!
    const headers = { 'x-scan-token': token, 'content-type': 'application/json' }
    const call = (path: string, body: unknown) =>
      h.app.inject({ method: 'POST', url: `/api/scan${path}`, headers, payload: JSON.stringify(body) })
    const view = async () =>
      (await h.app.inject({ method: 'GET', url: '/api/scan', headers })).json() as {
        language: string
        answers: Record<string, string>
        questions: { id: string; prompt: string; options: { label: string }[] }[]
      }

    // Not before consent: the parent chooses the language there.
    expect((await call('/language', { language: 'hi' })).statusCode).toBe(409)
    expect((await view()).language).toBe('en')
    const consent = {
      childFirstName: 'श्रीनिवास वेंकटलक्ष्मी नरसिंह सुब्रमण्यम',
      childClass: 8,
      consent: true,
      noticeVersion: SCAN_NOTICE_VERSION,
    }
    expect((await call('/consent', { ...consent, language: 'xx' })).statusCode).toBe(400)
    expect((await call('/consent', { ...consent, language: 'hi' })).statusCode).toBe(200)
    const hindi = await view()
    expect(hindi.language).toBe('hi')
    expect(hindi.questions.map((question) => question.prompt)).toEqual(
      scanModelHi.questions.map((question) => question.prompt),
    )
    expect(hindi.questions[2]!.options[0]!.label).toBe(scanModelHi.scaleLabels[0])

    const answers = scanModel.questions.map((question, index) => ({
      question: question.id,
      answer: optionIds(question)[index % optionIds(question).length]!,
      answeredAt: h.clock.now.toISOString(),
    }))
    expect((await call('/answers', { answers: answers.slice(0, 10) })).statusCode).toBe(200)
    // The child switches to English at question 11: the ten answers stay, the questions come in English.
    expect((await call('/language', { language: 'en' })).json()).toEqual({ language: 'en' })
    const english = await view()
    expect(english.language).toBe('en')
    expect(english.questions[0]!.prompt).toBe(scanModel.questions[0]!.prompt)
    expect(Object.keys(english.answers)).toHaveLength(10)
    expect((await call('/answers', { answers: answers.slice(10, 20) })).statusCode).toBe(200)
    // And back to Hindi for the rest, and the submit.
    expect((await call('/language', { language: 'hi' })).statusCode).toBe(200)
    expect(Object.keys((await view()).answers)).toHaveLength(20)
    expect((await call('/submit', { answers: answers.slice(20) })).statusCode).toBe(200)
    expect((await call('/language', { language: 'en' })).statusCode).toBe(409)
    await runJobs()

    const [report] = await h.database.db.select().from(reports).where(eq(reports.orderId, bought.orderId))
    expect(report?.language).toBe('hi')
    const document = report!.document as unknown as ReportDocument
    expect(document.language).toBe('hi-IN')
    expect(document.howToRead.heading).toBe(reportContentHi.howToRead.heading)
    expect(document.cover.preparedFor).toBe('श्रीनिवास वेंकटलक्ष्मी नरसिंह सुब्रमण्यम के लिए तैयार की गई, कक्षा 8')
    expect(document.cover.preparedOn).toMatch(/^तैयार करने की तारीख़: \d+ [\u0900-\u097F]+ \d{4}$/)
    expect(document.parts[0]!.name).toBe(scanModelHi.parts[0]!.name)
    // The same answers score the same in both languages.
    const [scan] = await h.database.db.select().from(scans).where(eq(scans.orderId, bought.orderId))
    expect(scan?.language).toBe('hi')

    // The PDF of that document (once: rendering does not depend on the database): every page laid out whole, Hindi
    // headings in its text layer (pdftotext) on their pages, and no English left but the brand, abbreviations (DEM,
    // PCM, UPSC...) and names (a programming language, an exam, a degree).
    if (backend !== backends[0]) return
    const layouts: PageLayout[] = []
    const pdf = await renderReportPdf(document, { onPage: (layout) => layouts.push(layout) })
    expect(layouts.filter((layout) => !layout.fits)).toEqual([])
    const pages = pdfText(pdf)
    if (pages === null) return
    expect(pages[0]).toContain('पृष्ठ 1 / 20')
    // Version 2: the summary for parents comes first, then the child's page, then how to read the report.
    expect(pages[1]).toContain(reportContentHi.advice.summaryHeading)
    expect(pages[3]).toContain(reportContentHi.howToRead.heading)
    expect(pages[13]).toContain(reportContentHi.careers.heading)
    expect(pages[17]).toContain(reportContentHi.roadmap.heading)
    expect(pages[18]).toContain(reportContentHi.parents.heading)
    const allowed = /^(DEM|Success Blueprint|DEM Success Blueprint|[A-Z]+|Python|Foundation|Com)$/
    const latin = pages.join(' ').match(/\b[A-Za-z]{3,}(?: [A-Za-z]{3,})*\b/g) ?? []
    expect(latin.filter((word) => !allowed.test(word))).toEqual([])
  }, 60_000)

  it('a report whose scan was withdrawn (and taken again) while it rendered is not stored; the new answers get theirs', async () => {
    const { orderId, cookie, who, call: oldLink } = await submittedScan('Nila')
    duringRender = async () => {
      expect((await post(h.app, `/api/orders/${orderId}/scan/withdraw`, {}, cookie)).statusCode).toBe(200)
      h.clock.advance(61_000)
      expect((await post(h.app, `/api/orders/${orderId}/scan/email`, {}, cookie)).statusCode).toBe(200)
      // Withdrawal ended the old link; the scan is taken again through the one just mailed.
      const again = {
        childFirstName: 'Tara',
        childClass: 7,
        consent: true,
        noticeVersion: SCAN_NOTICE_VERSION,
      }
      expect((await oldLink('/consent', again)).statusCode).not.toBe(200)
      const [newMail] = await h.database.db
        .select()
        .from(mailQueue)
        .where(and(eq(mailQueue.to, who.email), eq(mailQueue.kind, 'scan')))
        .orderBy(desc(mailQueue.createdAt))
        .limit(1)
      const call = scanCaller(/scan#([A-Za-z0-9_-]{32})/.exec(newMail!.body)![1]!)
      expect((await call('/consent', again)).statusCode).toBe(200)
      const answers = scanModel.questions.map((question) => ({
        question: question.id,
        answer: optionIds(question)[0]!,
        answeredAt: h.clock.now.toISOString(),
      }))
      h.clock.advance(1000)
      expect((await call('/submit', { answers })).statusCode).toBe(200)
    }
    await runJobs()
    const stored = await h.database.db.select().from(reports).where(eq(reports.orderId, orderId))
    expect(stored.map((row) => (row.document as unknown as ReportDocument).child.firstName)).toEqual(['Tara'])
  })
})
