import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { expectNoViolations, payInTestGateway } from './buyer'
import { E2E_OUTBOX } from './env'
import { expect, findMail, registerApplicant, test, verifyOtp } from './fixtures'
import { parseMime, partText } from '../tests/server/mime'
import { SCAN_NOTICE_VERSION } from '../src/content/scan'
import { optionIds } from '../src/engine/check-model'
import { scanModel } from '../src/engine/model'

const STAFF = 'desk@dem.example.in'
/** A second staff address, so the two tests' sign-ins do not meet the one-code-a-minute cooldown. */
const SECOND_STAFF = 'lead@dem.example.in'
/** And a third for the rows test: the tests may run at the same time, each signing in once. */
const ROWS_STAFF = 'rows@dem.example.in'
/** And a fourth for the phone's test. */
const PHONE_STAFF = 'phone@dem.example.in'

/** The newest code mailed to `email` since `since` whose subject matches `pattern` (one capture: the code). */
async function codeFromOutbox(email: string, pattern: RegExp, since: number): Promise<string> {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const files = (await readdir(E2E_OUTBOX).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'))
    const found: { mtime: number; code: string }[] = []
    for (const file of files) {
      const full = path.join(E2E_OUTBOX, file)
      const [text, info] = await Promise.all([readFile(full, 'utf8'), stat(full)])
      const code = text.match(pattern)?.[1]
      if (code && info.mtimeMs >= since && text.toLowerCase().includes(email))
        found.push({ mtime: info.mtimeMs, code })
    }
    found.sort((a, b) => b.mtime - a.mtime)
    if (found[0]) return found[0].code
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`No code mail for ${email}`)
}

/**
 * Signs `address` in to the back office in a new 1280 px context. The fixture's console guard watches only the
 * default page, so this page gets its own: an uncaught error fails the test (an error boundary hid one before).
 */
async function staffSignIn(browser: Browser, address: string) {
  const staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
  const problems: string[] = []
  staff.on('pageerror', (error) => problems.push(`[pageerror] ${error.message}`))
  staff.on('console', (message) => {
    if (message.type() === 'error' && !/status of 40[14]/.test(message.text()))
      problems.push(`[console.error] ${message.text()}`)
  })
  await staff.goto('/admin')
  await staff.getByLabel('Staff email').fill(address)
  const since = Date.now() - 1000
  await staff.getByRole('button', { name: 'Email me a code' }).click()
  const code = await codeFromOutbox(address, /back-office code is (\d{6})/, since)
  await staff.getByLabel('6-digit code').fill(code)
  await staff.getByRole('button', { name: 'Sign in' }).click()
  await expect(staff.getByRole('menuitem', { name: 'Orders' })).toBeVisible()
  return { staff, problems }
}

/**
 * Every back-office screen, each named by its h1, is free of axe violations at 1280 and 390 px (the order's page and
 * its fulfilment form for `orderPath`).
 */
async function expectScreensAccessible(staff: Page, orderPath: string, shots: (name: string) => string) {
  const screens: [string, RegExp][] = [
    ['/admin/orders', /^Orders$/],
    [orderPath, /^Order [0-9A-F]{8}, /],
    [orderPath.replace(/\/show$/, ''), /^Fulfilment of order [0-9A-F]{8}, /],
    ['/admin/reports', /^Success Blueprint reports$/],
    ['/admin/counsellors', /^Counsellors$/],
    ['/admin/leads', /^Leads$/],
    ['/admin/messages', /^Contact messages$/],
    ['/admin/tickets', /^Help and privacy requests$/],
    ['/admin/mail-queue', /^Mail queue$/],
    ['/admin/audit-log', /^Audit log$/],
  ]
  // Inside the app, as a click on the menu does (a page load each time costs seconds).
  const visit = async ([path, title]: [string, RegExp]) => {
    await staff.evaluate((to) => {
      const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1
      window.history.pushState({ usr: null, key: `e2e${idx}`, idx }, '', to)
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
    }, path)
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(staff.locator('.MuiLinearProgress-root, .MuiSkeleton-root')).toHaveCount(0)
  }
  for (const width of [1280, 390]) {
    await staff.setViewportSize({ width, height: 900 })
    // Loaded afresh at each width, as on that screen (the menu opened at 1280 would cover a phone's screen).
    await staff.goto(screens[0]![0])
    for (const screen of screens) {
      await visit(screen)
      await expectNoViolations(staff, `${screen[0]} at ${width} px`)
      // Nothing wider than the screen: a wide table scrolls in its own box, the page does not.
      expect(await staff.evaluate(() => document.documentElement.scrollWidth), screen[0]).toBeLessThanOrEqual(
        width,
      )
    }
    await visit(screens[1]!)
    await staff.screenshot({ path: shots(`admin-order-${width}.png`), fullPage: true })
  }
}

async function buyReport(page: Page, email: string) {
  const since = await registerApplicant(page, '/student-register', email)
  await verifyOtp(page, email, since)
  await page.getByRole('button', { name: /Unlock Report/ }).click()
  await page.getByRole('button', { name: 'Pay Now' }).click()
  await payInTestGateway(page)
  await expect(page.getByRole('dialog', { name: 'Registration Successful' })).toBeVisible()
  await findMail(email, /invoice/i)
}

/**
 * A family registered through the API as the site's pages do it (the buyer's screens are other tests'), fast: the
 * email verified and the Achiever's Report chosen, signed in in `page`'s context. Answers a POST helper that expects
 * 200.
 */
async function registerThroughApi(page: Page, email: string) {
  const buyer = { firstName: 'Asha', lastName: 'Verma', email, phone: '9876512345' }
  const since = Date.now() - 1000
  expect(
    (await page.request.post('/api/onboarding/register-basic?role=student', { data: buyer })).status(),
  ).toBe(200)
  const otp = await codeFromOutbox(email, /\b(\d{6})\b/, since)
  const api = async (url: string, data: unknown) => {
    const answer = await page.request.post(url, { data })
    expect(answer.status(), `${url}: ${await answer.text()}`).toBe(200)
    return (await answer.json()) as Record<string, unknown>
  }
  await api('/api/onboarding/validate-otp', { email, phone: buyer.phone, otp })
  await api('/api/onboarding/select-plan', { email, plan: 'basic' })
  return { buyer, api }
}

/** A report bought through the API (registerThroughApi, then paid and invoiced): the scan link's token too. */
async function buyThroughApi(page: Page, email: string) {
  const { buyer, api } = await registerThroughApi(page, email)
  const { orderId } = (await api('/api/payment/create-order', { email })) as { orderId: string }
  const paid = await api('/api/payment/simulator/pay', { order_id: orderId })
  await api('/api/payment/verify', { ...paid, email })
  const { scanUrl } = (await api('/api/invoice/send', { ...buyer, role: 'student' })) as { scanUrl: string }
  return { token: scanUrl.split('#')[1]!, api }
}

async function buyerStatus(page: Page, email: string) {
  await page.goto('/orders')
  await page.getByLabel('Email address').fill(email)
  const since = Date.now() - 1000
  await page.getByRole('button', { name: 'Email me a code' }).click()
  const code = await codeFromOutbox(email, /sign-in code is (\d{6})/, since)
  await page.getByLabel('6-digit code').fill(code)
  await page.getByRole('button', { name: 'Show my orders' }).click()
}

test('staff find a fresh purchase, schedule the scan, see it audited and refund it through the gateway', async ({
  page,
  browser,
  allowConsole,
}, testInfo) => {
  test.setTimeout(180_000)
  // The sign-in page asks the API who is signed in (401 before sign-in); the admin page has no favicon (404).
  allowConsole(/status of 40[14]/)
  const email = `admin-e2e-${Date.now()}@example.com`
  await buyReport(page, email)

  const { staff, problems } = await staffSignIn(browser, STAFF)

  await staff.getByPlaceholder('Email, phone, order reference or payment id').fill(email)
  const row = staff.getByRole('row').filter({ hasText: email })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Paid')
  await staff.screenshot({ path: testInfo.outputPath('admin-orders-1280.png') })
  await row.click()

  // Opened by its address: with two workers busy, the order page's toolbar was re-rendered under the click for 3
  // minutes (its link detached at every retry); the edit page itself is what this test is about.
  const editPath = await staff.getByRole('link', { name: 'Fulfilment' }).getAttribute('href')
  await staff.goto(new URL(editPath ?? '', staff.url()).href)
  await staff.getByRole('combobox', { name: 'Fulfilment' }).click()
  await staff.getByRole('option', { name: 'Scan scheduled' }).click()
  await staff.getByLabel('Assigned counsellor').fill('Meera Iyer')
  await staff.getByRole('button', { name: 'Save' }).click()
  // Saved, the order's page shows the new values (not the form still holding them).
  await expect(staff).toHaveURL(/\/show$/)
  await expect(staff.getByText('Scan scheduled')).toBeVisible()
  await expect(staff.getByText('Meera Iyer')).toBeVisible()

  const buyer = await (await browser.newContext()).newPage()
  await buyerStatus(buyer, email)
  // The report's first step stays current until the child submits the scan; its link waits on the order.
  await expect(buyer.getByText(/Not started yet/)).toBeVisible()
  await expect(buyer.getByText('Your counsellor: Meera Iyer')).toBeVisible()

  // The buyer asks for help on the order; the acknowledgement is a mail with Reply-To support and an HTML part.
  await buyer.getByRole('button', { name: 'Need help with this order?' }).click()
  await buyer.getByRole('radio', { name: 'The report' }).check()
  await buyer.getByLabel('Your message').fill('When will the scan link come?')
  await buyer.getByRole('button', { name: 'Send my request' }).click()
  const sent = buyer.getByText(/^Thank you\. Your request HLP-\d{6} is with our team/)
  await expect(sent).toBeFocused()
  const number = /HLP-\d{6}/.exec((await sent.textContent()) ?? '')?.[0] ?? ''
  const ack = parseMime(await findMail(email, new RegExp(`We have your request ${number}`)))
  expect(ack.headers.get('reply-to')).toBe('support@example.com')
  expect(ack.headers.get('auto-submitted')).toBe('auto-generated')
  expect(partText(ack, 'text/plain')).toContain('When will the scan link come?')
  expect(partText(ack, 'text/html')).toMatch(/<a href="[^"]+\/orders"[^>]*>Open My orders<\/a>/)

  // Staff find it on the order, answer it, and the buyer reads the answer on the order.
  const orderUrl = staff.url()
  await staff.reload()
  await staff.getByRole('row').filter({ hasText: number }).click()
  await expect(staff.getByText(/^(2 days|47 h) left$/)).toBeVisible()
  await staff.getByLabel(/Your answer/).fill('The link is in your inbox now.')
  await staff.getByRole('button', { name: 'Send the answer' }).click()
  await expect(staff.getByText('Answer sent to the buyer.')).toBeVisible()
  await buyer.reload()
  await expect(buyer.getByText(`Request ${number}: Answered`)).toBeVisible()
  await expect(buyer.getByText('The link is in your inbox now.')).toBeVisible()

  await staff.getByRole('menuitem', { name: 'Audit log' }).click()
  // In words: what was done and what changed, not the action's code and the raw values.
  const entry = staff.getByRole('row').filter({ hasText: 'Order updated' }).first()
  await expect(entry).toContainText(STAFF)
  await expect(entry).toContainText('Fulfilment: Scan link sent → Scan scheduled')
  await expect(entry).toContainText('Counsellor: not assigned → Meera Iyer')
  await staff.screenshot({ path: testInfo.outputPath('admin-audit-1280.png') })

  await staff.goto(orderUrl)
  // A part first: the order stays paid, and the invoice is credited in part.
  await staff.getByRole('button', { name: 'Refund' }).click()
  const dialog = staff.getByRole('dialog', { name: /Refund/ })
  await dialog.getByLabel('Amount (₹)').fill('1000')
  await dialog.getByLabel('Reason').fill('Debrief session not wanted')
  await dialog.getByRole('button', { name: 'Refund ₹1,000.00' }).click()
  // The simulator's payments are test payments: the credit note is in the test series.
  const note = /^TCN\/\d{2}-\d{2}\/\d{6}$/
  await expect(staff.getByText(note)).toBeVisible()
  await expect(staff.getByText(/^Credited in part by TCN\/\d{2}-\d{2}\/\d{6}$/)).toBeVisible()
  await expect(staff.getByText('Paid, refunded in part')).toBeVisible()
  await buyer.reload()
  await expect(buyer.getByText(/^Paid, (a refund of ₹1,000 on its way|₹1,000 refunded)/)).toBeVisible()
  await expect(buyer.getByRole('link', { name: /^Download credit note TCN\// })).toHaveCount(1)

  // The simulator processes the refund and tells the API by webhook, as Razorpay does; then the rest can go.
  await expect
    .poll(
      async () => {
        await staff.reload()
        return staff.getByRole('row').filter({ hasText: 'staff' }).first().textContent()
      },
      { timeout: 30_000 },
    )
    .toContain('Processed')
  await staff.getByRole('button', { name: 'Refund' }).click()
  await dialog.getByLabel('Reason').fill('Parent asked to cancel before the scan')
  await dialog.getByRole('button', { name: 'Refund ₹3,999.00' }).click()
  await expect(staff.getByText(/Refund on its way/).first()).toBeVisible()
  await expect(staff.getByText(note)).toHaveCount(2)
  await expect(
    staff.getByText(/^Cancelled by TCN\/\d{2}-\d{2}\/\d{6}, TCN\/\d{2}-\d{2}\/\d{6}$/),
  ).toBeVisible()

  await buyer.reload()
  await expect(buyer.getByText(/Refund on its way|Refunded/).first()).toBeVisible()
  await expect(buyer.getByRole('link', { name: /^Download credit note TCN\// })).toHaveCount(2)
  // The simulator processes the refund and tells the API by webhook, as Razorpay does.
  await expect
    .poll(
      async () => {
        await staff.reload()
        return staff.getByRole('row').filter({ hasText: 'staff' }).last().textContent()
      },
      { timeout: 30_000 },
    )
    .toContain('Processed')
  await staff.getByRole('menuitem', { name: 'Audit log' }).click()
  await expect(staff.getByRole('row').filter({ hasText: 'Refund of ₹1,000' }).first()).toContainText(
    'Reason: Debrief session not wanted',
  )
  await expect(staff.getByRole('row').filter({ hasText: 'Refund of ₹3,999' }).first()).toContainText(
    'Reason: Parent asked to cancel before the scan',
  )
  await expectScreensAccessible(staff, new URL(orderUrl).pathname, (name) => testInfo.outputPath(name))
  expect(problems, 'errors in the back office page').toEqual([])
})

test('staff export leads as CSV, mark a message handled and see the mail queue', async ({
  page,
  browser,
  request,
  allowConsole,
}) => {
  test.setTimeout(120_000)
  allowConsole(/status of 40[14]/)
  // A student who verified the email and did not pay is a lead.
  const lead = `lead-e2e-${Date.now()}@example.com`
  await verifyOtp(page, lead, await registerApplicant(page, '/student-register', lead))
  await expect(page.getByRole('button', { name: /Unlock Report/ })).toBeVisible()
  const sender = `ravi-${Date.now()}@example.com`
  const sent = await request.post('/api/contact', {
    data: { name: 'Ravi Kumar', email: sender, message: 'Please call me about the counsellor kit.' },
  })
  expect(sent.status()).toBe(200)

  const { staff, problems } = await staffSignIn(browser, SECOND_STAFF)
  await staff.getByRole('menuitem', { name: 'Leads' }).click()
  const leadRow = staff.getByRole('row').filter({ hasText: lead })
  await expect(leadRow).toHaveCount(1)
  await expect(leadRow).toContainText('A family, for the report')
  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    staff.getByRole('button', { name: 'Export' }).click(),
  ])
  const csv = await readFile(await download.path(), 'utf8')
  expect(csv.split('\r\n')[0]).toContain('Email')
  expect(csv).toContain(lead)

  await staff.getByRole('menuitem', { name: 'Messages' }).click()
  const message = staff.getByRole('row').filter({ hasText: sender })
  await expect(message).toContainText('Please call me about the counsellor kit.')
  await message.getByRole('button', { name: 'Mark handled' }).click()
  await expect(message).toContainText(SECOND_STAFF)
  await expect(message.getByRole('button', { name: 'Reopen' })).toBeVisible()

  await staff.getByRole('menuitem', { name: 'Mail queue' }).click()
  await expect(staff.getByRole('heading', { name: 'Mail queue', exact: true })).toBeVisible()
  await staff.getByRole('menuitem', { name: 'Audit log' }).click()
  await expect(staff.getByRole('row').filter({ hasText: 'Message marked handled' }).first()).toContainText(
    SECOND_STAFF,
  )
  // The export was made by the server, which audited it.
  await expect(staff.getByRole('row').filter({ hasText: 'Leads exported (CSV)' }).first()).toContainText(
    SECOND_STAFF,
  )
  expect(problems, 'errors in the back office page').toEqual([])
})

test('the first row of every list opens inside the back office, at 1280 and 390 px (issue 50 point 11)', async ({
  page,
  browser,
  allowConsole,
}) => {
  test.setTimeout(120_000)
  allowConsole(/status of 40[14]/)
  // Something in each list: a report (a bought scan, submitted), a help request on it, a counsellor, a lead, a
  // message and a training batch, made through the API.
  const email = `rows-e2e-${Date.now()}@example.com`
  const { token } = await buyThroughApi(page, email)
  const scan = (what: string, data: unknown) =>
    page.request.post(`/api/scan/${what}`, { headers: { 'x-scan-token': token }, data })
  const consent = {
    childFirstName: 'Kavya',
    childClass: 8,
    consent: true,
    noticeVersion: SCAN_NOTICE_VERSION,
  }
  expect((await scan('consent', consent)).status()).toBe(200)
  const answers = scanModel.questions.map((question, index) => ({
    question: question.id,
    answer: optionIds(question)[index % optionIds(question).length]!,
    answeredAt: new Date().toISOString(),
  }))
  expect((await scan('submit', { answers })).status()).toBe(200)
  const { orders } = (await (await page.request.get('/api/orders')).json()) as { orders: { id: string }[] }
  const asked = await page.request.post('/api/tickets', {
    data: { orderId: orders[0]!.id, reason: 'report', message: 'When is the report ready?' },
  })
  expect(asked.status()).toBe(200)
  const lead = `rows-lead-${Date.now()}@example.com`
  await page.request.post('/api/onboarding/register-basic?role=eec', {
    data: { firstName: 'Ravi', lastName: 'Kumar', email: lead, phone: '9876501234' },
  })
  await page.request.post('/api/contact', {
    data: { name: 'Ravi Kumar', email: lead, message: 'Please call me about the counsellor kit.' },
  })

  const { staff, problems } = await staffSignIn(browser, ROWS_STAFF)
  const stamp = Date.now()
  expect(
    (
      await staff.request.post('/api/admin/counsellors', {
        data: { email: `rows-counsellor-${stamp}@example.com`, name: 'Kiran Rao' },
      })
    ).status(),
  ).toBe(200)
  expect(
    (
      await staff.request.post('/api/admin/course-batches', {
        data: {
          title: `Batch ${stamp}`,
          startsOn: '2030-01-10',
          endsOn: '2030-01-12',
          language: 'en',
          seats: 30,
        },
      })
    ).status(),
  ).toBe(200)

  // Each list from the menu; its first row clicked: a record's page inside /admin, or (a list without one) the list.
  const lists: [menu: string, path: string, title: string, opens: RegExp | null, mayBeEmpty?: boolean][] = [
    ['Orders', 'orders', 'Orders', /^Order [0-9A-F]{8}, /],
    ['Reports', 'reports', 'Success Blueprint reports', /^Order [0-9A-F]{8}, /],
    ['Counsellors', 'counsellors', 'Counsellors', /^Counsellor /],
    ['Counsellor pages', 'counsellor-pages', 'Counsellor pages', /^Page of /, true],
    ['Leads', 'leads', 'Leads', null],
    ['Messages', 'messages', 'Contact messages', null],
    [
      'Help and privacy requests',
      'tickets',
      'Help and privacy requests',
      /^(Help|Privacy) request (HLP|PRV)-\d{6}$/,
    ],
    ['Mail queue', 'mail-queue', 'Mail queue', null, true],
    ['Audit log', 'audit-log', 'Audit log', null],
    ['Course: learners', 'course-learners', 'Course: learners', /\S/, true],
    ['Course: practicals', 'course-practicals', 'Course: practicals', /\S/, true],
    ['Course: batches', 'course-batches', 'Course: batches', /^Training batch /],
    ['Course: lesson videos', 'course-videos', 'Course: lesson videos', /^Lesson 1: /],
  ]
  // At 1280 px from the menu; on a phone (390 px, the menu folded away) from the list's own address.
  for (const width of [1280, 390]) {
    await staff.setViewportSize({ width, height: 900 })
    for (const [menu, path, title, opens, mayBeEmpty] of lists) {
      if (width === 1280) await staff.getByRole('menuitem', { name: menu }).click()
      else await staff.goto(`/admin/${path}`)
      await expect(staff).toHaveURL(new RegExp(`/admin/${path}(\\?.*)?$`))
      await expect(staff.getByRole('heading', { level: 1 }), menu).toHaveText(title)
      await expect(staff.locator('.MuiLinearProgress-root, .MuiSkeleton-root')).toHaveCount(0)
      // A table's first cell, or on a phone the Orders list's first item (a list of links there).
      const firstRow = staff
        .locator('.RaDatagrid-tbody > tr > td:first-child, main li > a[href^="/admin/"]')
        .first()
      if (mayBeEmpty && (await firstRow.count()) === 0) continue
      await firstRow.click()
      if (opens) await expect(staff, menu).toHaveURL(/\/admin\/[a-z-]+\/[^/?]+/)
      await expect(staff, menu).toHaveURL(/\/admin\//)
      await expect(staff.getByRole('heading', { level: 1 }), `${menu} at ${width} px`).toHaveText(
        opens ?? title,
      )
    }
  }
  expect(problems, 'errors in the back office page').toEqual([])
})

test('on a phone, staff read our words after adding a record and in Leads, separate privacy from help requests by a filter, and mail a breach notice to a short reference (issue 50 points 12 and 16)', async ({
  page,
  browser,
  allowConsole,
}) => {
  test.setTimeout(120_000)
  allowConsole(/status of 40[14]/)
  // A paid order, a help request and a privacy request from its buyer.
  const email = `phone-e2e-${Date.now()}@example.com`
  const { api } = await buyThroughApi(page, email)
  const { orders } = (await (await page.request.get('/api/orders')).json()) as { orders: { id: string }[] }
  const reference = orders[0]!.id.slice(0, 8).toUpperCase()
  const help = /HLP-\d{6}/.exec(
    JSON.stringify(
      await api('/api/tickets', {
        orderId: orders[0]!.id,
        reason: 'report',
        message: 'When is the report ready?',
      }),
    ),
  )?.[0]
  const privacy = /PRV-\d{6}/.exec(
    JSON.stringify(
      await api('/api/privacy/requests', { reason: 'question', message: 'What do you hold on my child?' }),
    ),
  )?.[0]
  expect(help).toBeDefined()
  expect(privacy).toBeDefined()
  // And a lead: a family that chose the report and did not pay.
  const lead = `phone-lead-${Date.now()}@example.com`
  await registerThroughApi(page, lead)

  const { staff, problems } = await staffSignIn(browser, PHONE_STAFF)
  await staff.setViewportSize({ width: 390, height: 844 })
  /** What a person reads on the screen (CSS capitals applied) and what a screen reader is told by name. */
  const libraryWords = async () => {
    const shown = await staff.locator('body').innerText()
    const named = await staff
      .locator('[aria-label]')
      .evaluateAll((elements) => elements.map((e) => e.getAttribute('aria-label') ?? ''))
    return (
      [shown, ...named]
        .join('\n')
        .match(/Element created|\bCREATE\b|\bCreate\b|Save current query|Remove all filters/g) ?? []
    )
  }

  // A training batch added: our words and "Saved.", never the library's "CREATE" and "Element created".
  await staff.goto('/admin/course-batches')
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Course: batches')
  expect(await libraryWords()).toEqual([])
  // "New batch" over a list, "Add" on the empty page (the library's word, said in ours), whichever this server shows.
  await staff.getByRole('link', { name: /^(New batch|Add)$/ }).click()
  await staff.getByLabel('Title *').fill(`Phone batch ${Date.now()}`)
  await staff.getByLabel('Starts on (YYYY-MM-DD) *').fill('2030-02-10')
  await staff.getByLabel('Ends on (YYYY-MM-DD) *').fill('2030-02-12')
  await staff.getByLabel('Language *').click()
  await staff.getByRole('option', { name: 'English' }).click()
  await staff.getByLabel('Seats *').fill('20')
  await staff.getByRole('button', { name: 'Save' }).click()
  await expect(staff.getByText('Saved.', { exact: true })).toBeVisible()
  expect(await libraryWords()).toEqual([])

  // Help and privacy requests: the Kind filter shows one kind at a time; no saved-query menus.
  await staff.goto('/admin/tickets')
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Help and privacy requests')
  await expect(staff.getByText(help!)).toBeVisible()
  await expect(staff.getByText(privacy!)).toBeVisible()
  await staff.getByLabel('Kind').click()
  await staff.getByRole('option', { name: 'Privacy request' }).click()
  await expect(staff.getByText(help!)).toHaveCount(0)
  await expect(staff.getByText(privacy!)).toBeVisible()
  await staff.getByLabel('Kind').click()
  await staff.getByRole('option', { name: 'Help request' }).click()
  await expect(staff.getByText(privacy!)).toHaveCount(0)
  await expect(staff.getByText(help!)).toBeVisible()
  expect(await libraryWords()).toEqual([])

  // Leads in plain words: who registered and the plan's name, not "Student" and "basic".
  await staff.goto('/admin/leads')
  await staff.getByPlaceholder('Email', { exact: true }).fill(lead)
  const leadRow = staff.getByRole('row').filter({ hasText: lead })
  await expect(leadRow).toContainText('A family, for the report')
  await expect(leadRow).toContainText("Achiever's Report")
  await expect(leadRow).not.toContainText(/\bbasic\b|\bStudent\b/)

  // The breach notice takes the short reference staff see on every screen, and mails the buyer.
  await staff.goto('/admin/orders')
  await expect(staff.getByText(reference).first()).toBeVisible()
  await staff.getByRole('button', { name: 'Breach notice' }).click()
  const notice = staff.getByRole('dialog', { name: 'Mail a breach notice to the people of these orders' })
  await notice.getByLabel(/^Orders \(references such as/).fill(reference)
  const subject = `Notice about your data ${Date.now()}`
  await notice.getByLabel('Subject').fill(subject)
  await notice.getByLabel(/^Notice/).fill('On 1 March a report list was open to the web for an hour.')
  await notice.getByRole('button', { name: 'Check recipients' }).click()
  await expect(notice.getByRole('status')).toHaveText('1 person (1 order) will get this notice.')
  await notice.getByRole('button', { name: 'Send to 1 person' }).click()
  await expect(notice.getByRole('status')).toHaveText('Sent to 1 person (1 order).')
  await findMail(email, new RegExp(subject))
  expect(problems, 'errors in the back office page').toEqual([])
})

test('the back office is not indexed and refuses the API without a staff session', async ({
  page,
  request,
  allowConsole,
}) => {
  allowConsole(/status of 40[14]/)
  const response = await page.goto('/admin')
  expect(response?.headers()['x-robots-tag']).toContain('noindex')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  expect((await request.get('/api/admin/orders')).status()).toBe(401)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).not.toContain('/admin')
})
