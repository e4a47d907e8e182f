import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asc, eq, sql } from 'drizzle-orm'
import {
  applicants,
  auditLog,
  contactMessages,
  invoices,
  mailQueue,
  orders,
  reports,
  scanAnswers,
  scanConsents,
  scans,
  tickets,
} from '../../server/db/schema'
import { unsealMail } from '../../server/mail/sealed'
import { isBuyerMail, withMailFooter } from '../../server/mail/sender'
import type { HeldData } from '../../server/privacy/privacy'
import { PAYMENT_IN_FLIGHT } from '../../server/privacy/privacy'
import { privacyCentreContent } from '../../src/content/privacy-centre'
import { privacyCentreContent as privacyHindi } from '../../src/content/hi/privacy-centre'
import { orderReference } from '../../src/content/orders'
import { SCAN_NOTICE_VERSION } from '../../src/content/scan'
import { optionIds } from '../../src/engine/check-model'
import { scanModel, scanModels } from '../../src/engine/model'
import {
  backends,
  latestOtp,
  makeHarness,
  TEST_OTP_SECRET,
  post,
  purchaseAndInvoice,
  type Harness,
} from './helpers'

const CONTACT = {
  VITE_PRIVACY_CONTACT_NAME: 'Meera Iyer',
  VITE_PRIVACY_CONTACT_ROLE: 'Data Protection Officer',
  VITE_PRIVACY_CONTACT_EMAIL: 'dpo@dem.example.in',
}

describe.each(backends)('the privacy centre (%s)', (backend) => {
  let h: Harness
  beforeAll(async () => {
    h = await makeHarness(backend, {
      env: { VITE_SITE_URL: 'https://dem.example.in', STAFF_EMAILS: 'desk@dem.example.in', ...CONTACT },
      renderReport: async (document) => Buffer.from(`%PDF-1.7 fake report for ${document.child.firstName}`),
    })
  })
  afterAll(() => h.close())

  const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'GET', url, headers: cookie ? { cookie, ...headers } : headers })

  /**
   * A report bought, consented (Kavya, class 8), all 27 answered and submitted, its report made; bought on a
   * Hindi page and the scan answered in Hindi when `language` is 'hi'.
   */
  async function submittedScan(language?: 'hi') {
    const bought = await purchaseAndInvoice(h, 'student', language)
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
    const consented = await call('/consent', {
      childFirstName: 'Kavya',
      childClass: 8,
      school: 'St. Mary <School>',
      consent: true,
      noticeVersion: SCAN_NOTICE_VERSION,
      ...(language ? { language } : {}),
    })
    expect(consented.statusCode).toBe(200)
    const answers = scanModel.questions.map((question) => ({
      question: question.id,
      answer: optionIds(question)[0]!,
      answeredAt: h.clock.now.toISOString(),
    }))
    expect((await call('/submit', { answers })).statusCode).toBe(200)
    while ((await h.app.ctx.jobs.runOnce()) > 0) h.clock.advance(100)
    return bought
  }

  it('without a session: the notice only, and every call refused', async () => {
    const page = await get('/api/privacy')
    expect(page.statusCode).toBe(200)
    expect(page.json()).toEqual({ email: null, data: null })
    expect(page.headers['cache-control']).toBe('private, no-store')
    for (const url of ['/api/privacy/export.json', '/api/privacy/export.html'])
      expect((await get(url)).statusCode).toBe(401)
    expect(
      (await post(h.app, '/api/privacy/details', { firstName: 'A', lastName: 'B', phone: '9876543210' }))
        .statusCode,
    ).toBe(401)
    expect((await post(h.app, '/api/privacy/erase', { email: 'x@example.com' })).statusCode).toBe(401)
    const child = await post(h.app, `/api/privacy/orders/${crypto.randomUUID()}/child`, {
      childFirstName: 'Kavya',
      childClass: 9,
    })
    expect(child.statusCode).toBe(401)
  })

  it("a Hindi buyer's download: the words we write in Hindi, the records as stored", async () => {
    const { who, cookie } = await submittedScan('hi')
    const exported = (await get('/api/privacy/export.json', cookie)).json() as HeldData
    const [order] = exported.orders
    // The plan's name and the questions the child read (in Hindi) are ours; the record (status, answer ids,
    // the account) is as stored.
    expect(order).toMatchObject({ plan: 'अचीवर्स रिपोर्ट', status: 'invoiced' })
    const hindi = scanModels.hi.questions[0]!
    expect(order!.scan!.answers[0]).toMatchObject({
      questionId: hindi.id,
      question: hindi.prompt,
      answer: optionIds(hindi)[0],
    })
    expect(exported.mails.find((mail) => mail.kind === 'otp')?.subject).toBe('आपका सत्यापन या साइन-इन कोड')
    expect(exported.account).toMatchObject({ email: who.email, firstName: 'Asha' })

    const html = (await get('/api/privacy/export.html', cookie)).body
    expect(html).toMatch(/^<!doctype html>\n<html lang="hi">/)
    expect(html).toContain('<title>DEM Success Blueprint के पास आपका डेटा</title>')
    for (const words of [
      '<h2>आपका खाता</h2>',
      '<dt>ईमेल पता</dt>',
      '<h4>स्कैन</h4>',
      '<th scope="col">सवाल</th>',
    ])
      expect(html).toContain(words)
    expect(html).toContain(hindi.prompt)
    expect(html).toContain('₹4,999.00')
    // The order as My orders names it: its short reference and the words of its state, not the long id and the
    // record's raw word (issue 50, point 16).
    expect(html).toContain(`<dd>${orderReference(order!.id)}</dd>`)
    expect(html).toContain('<dd>भुगतान हो गया</dd>')
    expect(html).not.toContain(order!.id)
    expect(html).not.toMatch(/>(invoiced|captured)</)
    // The scan's state and the mails' kinds and states in words too, not the stored ones (submitted, otp, sent).
    expect(html).toContain('<dd>जवाब जमा हो गए</dd>')
    expect(html).toContain('<td>पुष्टि कोड</td>')
    expect(html).not.toMatch(/>(submitted|consented|otp|invoice|scan|sent|pending)</)
    // No heading, label or column of ours left in English (the records' own texts, such as a mail's subject, are as stored).
    const ours = [...html.matchAll(/<(h\d|dt|th scope="col"|title)>([^<]*)</g)].map((m) => m[2]!)
    expect(
      ours.filter((text) => /[A-Za-z]{3,}/.test(text.replace(/DEM Success Blueprint|GST|JSON|\S+@\S+/g, ''))),
    ).toEqual([])
  })

  it('shows and exports everything held, to its owner only; corrections; withdrawal; erasure confirmed by mail', async () => {
    const { who, cookie, orderId } = await submittedScan()
    const other = await purchaseAndInvoice(h)
    await post(h.app, '/api/contact', { name: 'Asha', email: who.email, message: 'When is the debrief?' })

    // What we hold: the account, the order with its invoice, the child and the 27 answers.
    const page = await get('/api/privacy', cookie)
    const { email, data } = page.json() as { email: string; data: HeldData }
    expect(email).toBe(who.email)
    expect(data.account).toMatchObject({ email: who.email, firstName: 'Asha', phone: who.phone })
    expect(data.orders).toHaveLength(1)
    const [order] = data.orders
    expect(order).toMatchObject({
      id: orderId,
      plan: "Achiever's Report",
      invoice: { buyerEmail: who.email },
    })
    // A Hindi page (X-Language: hi) shows the plan's Hindi name, the order's and payments' states in My orders'
    // Hindi words and what a code's mail was in Hindi; everything else is the record as stored.
    const hindi = ((await get('/api/privacy', cookie, { 'x-language': 'hi' })).json() as { data: HeldData })
      .data
    expect(order).toMatchObject({ statusWords: 'Paid', payments: [{ words: 'paid' }] })
    expect(hindi).toEqual({
      ...data,
      orders: [
        {
          ...order,
          plan: 'अचीवर्स रिपोर्ट',
          statusWords: 'भुगतान हो गया',
          payments: order!.payments.map((p) => ({ ...p, words: 'भुगतान हो गया' })),
        },
      ],
      mails: data.mails.map((mail) =>
        mail.kind === 'otp' ? { ...mail, subject: 'आपका सत्यापन या साइन-इन कोड' } : mail,
      ),
    })
    expect(order!.scan).toMatchObject({ status: 'submitted', child: { firstName: 'Kavya', classLevel: 8 } })
    expect(order!.scan!.answers).toHaveLength(27)
    expect(order!.scan!.reports).toEqual([expect.objectContaining({ version: 1 })])
    expect(order!.scan!.reports[0]).not.toHaveProperty('document')
    expect(data.contactMessages).toEqual([expect.objectContaining({ message: 'When is the debrief?' })])
    expect(data.privacyContact).toEqual({
      name: 'Meera Iyer',
      role: 'Data Protection Officer',
      email: 'dpo@dem.example.in',
    })
    // A code's subject holds the code: the copy says only what it was.
    expect(data.mails.find((mail) => mail.kind === 'otp')?.subject).toBe('Your verification or sign-in code')

    // The download: a JSON file with the answers, the order and the report's document; a readable page.
    const json = await get('/api/privacy/export.json', cookie)
    expect(json.statusCode).toBe(200)
    expect(json.headers['content-disposition']).toMatch(
      /^attachment; filename="dem-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    const exported = json.json() as HeldData
    expect(exported.orders[0]!.id).toBe(orderId)
    expect(exported.orders[0]!.scan!.answers[0]).toMatchObject({
      questionId: scanModel.questions[0]!.id,
      question: scanModel.questions[0]!.prompt,
    })
    expect(exported.orders[0]!.scan!.reports[0]!.document).toMatchObject({ child: { firstName: 'Kavya' } })
    expect(JSON.stringify(exported)).not.toContain(other.who.email)
    const html = await get('/api/privacy/export.html', cookie)
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(html.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'")
    expect(html.body).toContain('St. Mary &lt;School&gt;')
    expect(html.body).toContain(scanModel.questions[0]!.prompt.replace(/'/g, '&#39;'))
    expect(html.body).toContain('Meera Iyer')
    expect(html.body).toContain(`<dd>${orderReference(orderId)}</dd>`)
    expect(html.body).toContain('<dd>Paid</dd>')
    expect(html.body).not.toContain(`<dd>${orderId}</dd>`)
    expect(html.body).not.toContain('<dd>invoiced</dd>')
    expect(html.body).toContain('<dd>Answers submitted</dd>')
    expect(html.body).toContain('<td>Verification code</td>')
    expect(html.body).not.toMatch(/>(submitted|consented|otp|invoice|scan|sent|pending)</)
    expect(html.body).not.toMatch(/<script|src=|href=/i)

    // Another person's session sees only their own, and cannot touch this order; a guessed id is not found.
    const theirs = (await get('/api/privacy', other.cookie)).json() as { data: HeldData }
    expect(theirs.data.orders.map((o) => o.id)).toEqual([other.orderId])
    expect(JSON.stringify(theirs)).not.toContain(who.email)
    for (const id of [orderId, crypto.randomUUID(), 'not-an-id']) {
      const refused = await post(
        h.app,
        `/api/privacy/orders/${id}/child`,
        { childFirstName: 'X', childClass: 6 },
        other.cookie,
      )
      expect(refused.statusCode).toBe(404)
    }

    // Corrections: the account's details (the issued invoice keeps its own), the child's class (a new report).
    const fixed = await post(
      h.app,
      '/api/privacy/details',
      { firstName: 'Asha', lastName: 'Verma', phone: '+91 91234 56789' },
      cookie,
    )
    expect(fixed.json()).toEqual({ message: privacyCentreContent.correct.saved })
    const [account] = await h.database.db.select().from(applicants).where(eq(applicants.email, who.email))
    expect(account).toMatchObject({ lastName: 'Verma', phone: '9123456789' })
    const [invoice] = await h.database.db.select().from(invoices).where(eq(invoices.orderId, orderId))
    expect(invoice?.buyerPhone).toBe(who.phone)
    const child = await post(
      h.app,
      `/api/privacy/orders/${orderId}/child`,
      { childFirstName: 'Kavya', childClass: 9 },
      cookie,
    )
    expect(child.json()).toEqual({ message: privacyCentreContent.correct.childSavedNewReport })
    while ((await h.app.ctx.jobs.runOnce()) > 0) h.clock.advance(100)
    const versions = await h.database.db.select().from(reports).where(eq(reports.orderId, orderId))
    expect(
      versions.map((r) => [r.version, (r.document as { child: { classLevel: number } }).child.classLevel]),
    ).toEqual([
      [1, 8],
      [2, 9],
    ])

    // Withdrawing the scan's consent: the child's data and reports go, the invoice and the consent record stay.
    expect((await post(h.app, `/api/orders/${orderId}/scan/withdraw`, {}, cookie)).statusCode).toBe(200)
    const after = ((await get('/api/privacy', cookie)).json() as { data: HeldData }).data.orders[0]!
    expect(after.scan).toMatchObject({ status: 'withdrawn', child: null, answers: [], reports: [] })
    expect(after.scan!.consents[0]!.withdrawnAt).not.toBeNull()
    expect(after.invoice).not.toBeNull()
    const noChild = await post(
      h.app,
      `/api/privacy/orders/${orderId}/child`,
      { childFirstName: 'Kavya', childClass: 9 },
      cookie,
    )
    expect(noChild.statusCode).toBe(409)

    // Erasure: the typed address must be the account's.
    const wrong = await post(h.app, '/api/privacy/erase', { email: other.who.email }, cookie)
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ message: privacyCentreContent.erase.mismatch })
    const erased = await post(h.app, '/api/privacy/erase', { email: who.email }, cookie)
    expect(erased.statusCode).toBe(200)
    expect(erased.json()).toEqual({ message: privacyCentreContent.erase.done })
    expect(erased.cookies.find((c) => c.name === 'dem_session')?.value).toBe('')

    // Nothing left to sign in to or to show; the invoice stays, restricted, with what it was issued with.
    expect((await get('/api/orders', cookie)).json()).toEqual({ email: null, orders: [] })
    expect((await get('/api/privacy', cookie)).json()).toEqual({ email: null, data: null })
    const [blank] = await h.database.db.select().from(applicants).where(eq(applicants.id, account!.id))
    expect(blank).toMatchObject({
      firstName: '',
      lastName: '',
      phone: '',
      email: `erased-${account!.id}@erased.invalid`,
    })
    expect(blank?.erasedAt).not.toBeNull()
    const [kept] = await h.database.db.select().from(invoices).where(eq(invoices.orderId, orderId))
    expect(kept).toMatchObject({ buyerEmail: who.email, restrictedAt: h.clock.now })
    const [scan] = await h.database.db.select().from(scans).where(eq(scans.orderId, orderId))
    expect(scan?.status).toBe('erased')
    expect(await h.database.db.select().from(scanAnswers).where(eq(scanAnswers.scanId, scan!.id))).toEqual([])
    expect(
      (await h.database.db.select().from(scanConsents).where(eq(scanConsents.orderId, orderId)))[0]?.email,
    ).toBe('')
    expect(
      await h.database.db.select().from(contactMessages).where(eq(contactMessages.email, who.email)),
    ).toEqual([])
    const mails = await h.database.db.select().from(mailQueue).where(eq(mailQueue.to, who.email))
    expect(mails.map((m) => m.kind)).toEqual(['privacy'])
    expect(mails[0]!.subject).toBe('Your DEM account is erased')
    expect(mails[0]!.body).toContain('Meera Iyer, Data Protection Officer\ndpo@dem.example.in')
    expect(mails[0]!.body).toMatch(/GST invoices and credit\nnotes/)
    // The other buyer is untouched.
    expect((await get('/api/orders', other.cookie)).json()).toMatchObject({ email: other.who.email })

    // Sent with the privacy centre in its footer, like every mail to a buyer.
    while ((await h.app.ctx.mail.runOnce()) > 0) h.clock.advance(1000)
    const sent = h.transport.sent.find(
      (m) => m.to === who.email && m.subject === 'Your DEM account is erased',
    )
    expect(sent?.text).toMatch(
      /\n--\nYour data and your rights:\nhttps:\/\/dem\.example\.in\/privacy-centre$/,
    )
    expect(sent?.text.split('\n').every((line) => line.length <= 76 && /^[\x20-\x7e]*$/.test(line))).toBe(
      true,
    )

    // The address is free: asking for a code now says there is nothing under it.
    await post(h.app, '/api/orders/code', { email: who.email })
    const [latest] = await h.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.to, who.email))
      .orderBy(sql`id desc`)
      .limit(1)
    expect(unsealMail(TEST_OTP_SECRET, latest!).subject).toBe('Your DEM orders')
  })

  it('a request a person must handle becomes a privacy ticket: acknowledged at once, due in 90 days, answered with the contact person', async () => {
    const { who, cookie } = await purchaseAndInvoice(h)
    const asked = await post(
      h.app,
      '/api/privacy/requests',
      { reason: 'correction', message: 'My email address changed to a new one.' },
      cookie,
    )
    expect(asked.statusCode).toBe(200)
    const [ticket] = await h.database.db.select().from(tickets).where(eq(tickets.kind, 'privacy'))
    expect(asked.json()).toEqual({ message: privacyCentreContent.request.sent(ticket!.number) })
    expect(ticket).toMatchObject({
      number: expect.stringMatching(/^PRV-\d{6}$/),
      state: 'open',
      orderId: null,
    })
    expect(ticket!.resolveBy.getTime() - ticket!.createdAt.getTime()).toBe(90 * 86_400_000)
    const [ack] = await mailsOfKind('privacy', who.email)
    expect(ack?.subject).toBe(`We have your privacy request ${ticket!.number}`)
    expect(ack?.body).toContain('Meera Iyer, Data Protection Officer')
    // Asked from the Hindi privacy centre, the confirmation is in Hindi (issue 50: it was English).
    const inHindi = await post(
      h.app,
      '/api/privacy/requests',
      { reason: 'other', message: 'कृपया मेरा पुराना फ़ोन नंबर हटा दें।' },
      cookie,
      { 'x-language': 'hi' },
    )
    const [, second] = await h.database.db
      .select()
      .from(tickets)
      .where(eq(tickets.kind, 'privacy'))
      .orderBy(asc(tickets.createdAt), asc(tickets.number))
    expect(inHindi.json()).toEqual({ message: privacyHindi.request.sent(second!.number) })
    expect(
      (await post(h.app, '/api/privacy/requests', { reason: 'gossip', message: 'x' }, cookie)).statusCode,
    ).toBe(400)
    expect(
      (await post(h.app, '/api/privacy/requests', { reason: 'other', message: 'Hello' })).statusCode,
    ).toBe(401)
    const shown = (await get('/api/privacy', cookie)).json() as { data: HeldData }
    expect(shown.data.requests).toContainEqual(
      expect.objectContaining({ number: ticket!.number, state: 'open' }),
    )

    // Staff answer it in the back office: the answer names the contact person too.
    h.clock.advance(61_000)
    await post(h.app, '/api/admin/code', { email: 'desk@dem.example.in' })
    const code = await latestOtp(h.database, 'desk@dem.example.in')
    const signed = await post(h.app, '/api/admin/sign-in', { email: 'desk@dem.example.in', code })
    const staff = `dem_staff=${signed.cookies.find((c) => c.name === 'dem_staff')!.value}`
    const answered = await post(
      h.app,
      `/api/admin/tickets/${ticket!.id}/answer`,
      { answer: 'We changed it after checking with you by phone.', close: true },
      staff,
    )
    expect(answered.statusCode).toBe(200)
    const mails = await mailsOfKind('privacy', who.email)
    expect(mails.at(-1)?.subject).toBe(`Our answer to your privacy request ${ticket!.number}`)
    expect(mails.at(-1)?.body).toContain('Meera Iyer, Data Protection Officer')

    // Erasing the account keeps the request's number and dates, not what was written.
    expect((await post(h.app, '/api/privacy/erase', { email: who.email }, cookie)).statusCode).toBe(200)
    const [after] = await h.database.db.select().from(tickets).where(eq(tickets.id, ticket!.id))
    expect(after).toMatchObject({ number: ticket!.number, message: '', answer: '', state: 'closed' })
  })

  it('a breach notice reaches the people of a list of orders, once each, and is audited', async () => {
    h.clock.advance(61_000)
    await post(h.app, '/api/admin/code', { email: 'desk@dem.example.in' })
    const code = await latestOtp(h.database, 'desk@dem.example.in')
    const signed = await post(h.app, '/api/admin/sign-in', { email: 'desk@dem.example.in', code })
    const staff = `dem_staff=${signed.cookies.find((c) => c.name === 'dem_staff')!.value}`
    const first = await purchaseAndInvoice(h)
    const second = await purchaseAndInvoice(h)
    // The short reference staff see everywhere (My orders, the back office, the buyer's mails) is taken too, in
    // either case (issue 50, point 16).
    const third = await purchaseAndInvoice(h)
    const notice = {
      orders: `${first.orderId}\n${second.gatewayOrderId}, ${first.gatewayOrderId} order_unknown ${orderReference(third.orderId).toLowerCase()}`,
      subject: 'About your data at DEM Success Blueprint',
      message:
        'On 20 November 2026 a copy of our order list was exposed for two hours.\n\nIt held your name and email; no payment details. We have closed the gap and told the Board.',
      send: false,
    }
    const breach = (body: object, cookie = staff) =>
      h.app.inject({
        method: 'POST',
        url: '/api/admin/breach-notice',
        headers: { 'content-type': 'application/json', cookie },
        payload: JSON.stringify(body),
      })
    expect((await breach(notice, first.cookie)).statusCode).toBe(403)
    const checked = await breach(notice)
    expect(checked.json()).toEqual({ recipients: 3, orders: 3, unknown: ['order_unknown'] })
    expect(await mailsOfKind('privacy', first.who.email)).toEqual([])
    const sent = await breach({ ...notice, send: true })
    expect(sent.json()).toMatchObject({ recipients: 3, sent: true })
    for (const who of [first.who, second.who, third.who]) {
      const [mail] = await mailsOfKind('privacy', who.email)
      expect(mail?.subject).toBe(notice.subject)
      expect(mail?.body).toMatch(/\nhours\.\n\nIt held your name/)
      expect(mail?.body).toContain('Meera Iyer, Data Protection Officer')
    }
    const [entry] = await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'breach.notice'))
    expect(entry).toMatchObject({ staffEmail: 'desk@dem.example.in', entity: 'breach-notice' })
    expect(entry?.after).toMatchObject({
      recipients: 3,
      orders: [first.orderId, second.orderId, third.orderId].sort(),
    })
  })

  const mailsOfKind = async (kind: 'privacy', to: string) =>
    // In the order they were queued (PostgreSQL returns an unordered select in any order).
    (
      await h.database.db.select().from(mailQueue).where(eq(mailQueue.to, to)).orderBy(asc(mailQueue.id))
    ).filter((m) => m.kind === kind)

  it('erasure waits while a payment is still being settled', async () => {
    const { orderId, cookie, who } = await purchaseAndInvoice(h)
    await h.database.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, orderId))
    const refused = await post(h.app, '/api/privacy/erase', { email: who.email }, cookie)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({ message: PAYMENT_IN_FLIGHT })
    const [still] = await h.database.db.select().from(applicants).where(eq(applicants.email, who.email))
    expect(still?.erasedAt).toBeNull()
    const [invoice] = await h.database.db.select().from(invoices).where(eq(invoices.orderId, orderId))
    expect(invoice?.restrictedAt).toBeNull()
  })
})

it('every mail to a buyer ends with the privacy centre; staff notices and staff codes do not', () => {
  const url = 'https://dem.example.in/privacy-centre'
  expect(withMailFooter({ kind: 'invoice', meta: null }, 'Hello', url)).toBe(
    `Hello\n\n--\nYour data and your rights:\n${url}`,
  )
  expect(withMailFooter({ kind: 'otp', meta: null }, 'Code', url)).toContain(url)
  expect(withMailFooter({ kind: 'otp', meta: { audience: 'staff' } }, 'Code', url)).toBe('Code')
  expect(withMailFooter({ kind: 'support', meta: null }, 'Refund failed', url)).toBe('Refund failed')
  expect(withMailFooter({ kind: 'contact', meta: null }, 'From: A', url)).toBe('From: A')
})

it('mails to counsellors end with the privacy centre too: their codes, assignments, bookings and notices', () => {
  const url = 'https://dem.example.in/privacy-centre'
  const footer = `\n\n--\nYour data and your rights:\n${url}`
  expect(withMailFooter({ kind: 'otp', meta: { audience: 'workspace' } }, 'Code', url)).toBe(`Code${footer}`)
  expect(withMailFooter({ kind: 'debrief', meta: { audience: 'counsellor' } }, 'New student', url)).toBe(
    `New student${footer}`,
  )
  expect(withMailFooter({ kind: 'counsellor-page', meta: null }, 'Taken down', url)).toBe(
    `Taken down${footer}`,
  )
  expect(withMailFooter({ kind: 'counsellor', meta: { language: 'hi' } }, 'बधाई', url)).toBe(
    'बधाई\n\n--\nआपका डेटा और उस पर आपके अधिकार:\nhttps://dem.example.in/hi/privacy-centre',
  )
  // Still no My orders button for a counsellor: they have no orders there.
  expect(isBuyerMail({ kind: 'debrief', meta: { audience: 'counsellor' } })).toBe(false)
})
