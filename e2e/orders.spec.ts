import type { Page } from '@playwright/test'
import type { ChildProcess } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { paths } from '../src/config/paths'
import { E2E_DATA_DIR, E2E_OUTBOX } from './env'
import {
  buyReport,
  expectNoViolations,
  mailedCode,
  mailsTo,
  payForReport,
  registerStudent,
  uniqueEmail,
} from './buyer'
import { expect, expectFitsWidth, gotoHydrated, test } from './fixtures'
import { startSecondServer } from './second-server'

/**
 * Signs in to My orders in a page of a fresh browser context, with a mailed code; `each(step)` runs on the form and
 * on the code step (a width check).
 */
async function signInToOrders(
  page: Page,
  outbox: string,
  email: string,
  each: (step: string) => Promise<void> = async () => {},
) {
  await gotoHydrated(page, paths.orders)
  await expect(page.getByRole('heading', { name: 'Sign in with your email' })).toBeVisible()
  await page.getByLabel('Email address').fill(email)
  await each('My orders, sign-in')
  await page.getByRole('button', { name: 'Email me a code' }).click()
  await expect(page.getByLabel('6-digit code')).toBeFocused()
  await each('My orders, the code')
  // A new code is offered after the 60-second wait, counted down on the button as the registration does.
  await expect(page.getByRole('button', { name: /^Send a new code in (60|59|58)s$/ })).toBeDisabled()
  await page.getByLabel('6-digit code').fill(await mailedCode(outbox, email, 'sign-in code is'))
  await page.getByRole('button', { name: 'Show my orders' }).click()
  await expect(page.getByRole('heading', { name: `Signed in as ${email}` })).toBeFocused()
}

test('a buyer finds the paid order in a fresh browser, downloads the invoice PDF and has it mailed again', async ({
  page,
  browser,
}) => {
  // Five mails on the way (codes, invoice, scan link, invoice again), each taking seconds from the queue.
  test.setTimeout(120_000)
  const email = uniqueEmail('orders')
  await buyReport(page, email)
  const success = page.getByRole('dialog', { name: 'Registration Successful' })
  await expect(success).toContainText('Your child takes the DEM scan.')
  // Below SPEC's texts: the order's short reference, the amount and where the invoice went.
  const reference = (await success.locator('dt:has-text("Order reference") + dd').textContent())!
  expect(reference).toMatch(/^[0-9A-F]{8}$/)
  await expect(success.locator('dt:has-text("Amount paid") + dd')).toHaveText('₹4,999')
  await expect(success.locator('dt:has-text("Invoice sent to") + dd')).toHaveText(email)
  await expect(success.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', paths.orders)
  // The invoice mail and the scan link's own mail (kind 'scan') are queued one after the other.
  await expect
    .poll(async () => (await mailsTo(E2E_OUTBOX, email, /Invoice .* is attached/)).length, {
      timeout: 45_000,
    })
    .toBe(1)
  const [firstInvoiceMail] = await mailsTo(E2E_OUTBOX, email, /Invoice .* is attached/)
  expect(firstInvoiceMail).toContain('What happens next: Your child takes the DEM scan.')
  expect(firstInvoiceMail).toContain('/orders')
  // The scan link is no longer in the invoice mail: it comes in its own mail.
  expect(firstInvoiceMail).not.toMatch(/\/scan#[A-Za-z0-9_-]{32}/)
  expect(firstInvoiceMail).toContain('The link to the scan comes in its own email')
  await expect
    .poll(async () => (await mailsTo(E2E_OUTBOX, email, /DEM scan: the link to start/)).length, {
      timeout: 45_000,
    })
    .toBe(1)
  expect((await mailsTo(E2E_OUTBOX, email, /DEM scan: the link to start/))[0]).toMatch(
    /\/scan#[A-Za-z0-9_-]{32}/,
  )

  const context = await browser.newContext({ acceptDownloads: true })
  const fresh = await context.newPage()
  await fresh.emulateMedia({ reducedMotion: 'reduce' })
  await gotoHydrated(fresh, paths.orders)
  await expect(fresh.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expectNoViolations(fresh, 'the My orders sign-in')
  await signInToOrders(fresh, E2E_OUTBOX, email)

  const order = fresh.getByRole('article', { name: "Achiever's Report" })
  await expect(order).toContainText('Paid')
  await expect(order).toContainText('₹4,999')
  // The same reference as the success modal; how and when it was paid; no gateway ids or words.
  await expect(order.locator('.order-card__reference')).toHaveText(reference)
  await expect(order).toContainText(
    /₹4,999: Paid by card on \d{1,2} [A-Z][a-z]{2} \d{4} at \d{1,2}:\d\d [ap]m/,
  )
  await expect(order).not.toContainText(/order_|pay_|captured/)
  const step = order.locator('[aria-current="step"]')
  await expect(step).toContainText('Your child takes the DEM scan')
  const invoiceHeading = order.getByRole('heading', { name: /GST invoice TST\/\d\d-\d\d\/\d{6}/ })
  await expect(invoiceHeading).toBeVisible()
  const invoiceNumber = (await invoiceHeading.textContent())!.replace('GST invoice ', '')
  await expectNoViolations(fresh, 'My orders with a paid order')

  const [download] = await Promise.all([
    fresh.waitForEvent('download'),
    order.getByRole('link', { name: 'Download the invoice (PDF)' }).click(),
  ])
  const pdf = await readFile((await download.path())!)
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  expect(pdf.toString('latin1')).toContain(invoiceNumber)

  const emailAgain = order.getByRole('button', { name: 'Email it to me again' })
  await emailAgain.click()
  await expect(
    order.getByRole('status').filter({ hasText: 'Your invoice is on its way to your email.' }),
  ).toBeVisible()
  // Disabled while it was sent, the button gets the focus back (not <body>).
  await expect(emailAgain).toBeFocused()
  await expect
    .poll(async () => (await mailsTo(E2E_OUTBOX, email, /Invoice .* is attached/)).length, {
      timeout: 45_000,
    })
    .toBe(2)

  // Another applicant, signed in on their own, sees none of it.
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  const otherEmail = uniqueEmail('other')
  await registerStudent(otherPage, E2E_OUTBOX, otherEmail)
  const orderId = new URL(
    (await order.getByRole('link', { name: 'Download the invoice (PDF)' }).getAttribute('href'))!,
    'http://x',
  ).pathname.split('/')[3]!
  expect((await other.request.get(`/api/orders/${orderId}/invoice`)).status()).toBe(404)
  expect((await other.request.post(`/api/orders/${orderId}/invoice/email`, { data: {} })).status()).toBe(404)
  expect((await (await other.request.get('/api/orders')).json()).orders).toEqual([])
  await gotoHydrated(otherPage, paths.orders)
  await expect(otherPage.getByText('There are no orders for this email address.')).toBeVisible()
  await other.close()
  await context.close()
})

test('My orders at 390 px: every screen fits, with a long address (issue 50 point 10)', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('venkatasubramanian.narrow.screen')
  await buyReport(page, email)
  await expect(page.getByRole('dialog', { name: 'Registration Successful' })).toBeVisible()
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true })
  const phone = await context.newPage()
  await signInToOrders(phone, E2E_OUTBOX, email, (step) => expectFitsWidth(phone, step))
  await expect(phone.getByRole('article', { name: "Achiever's Report" })).toContainText('Paid')
  await expectFitsWidth(phone, 'My orders, the order')
  await expectNoViolations(phone, 'My orders at 390 px')
  await phone.getByRole('button', { name: 'Need help with this order?' }).click()
  await expect(phone.getByLabel('Your message')).toBeVisible()
  await expectFitsWidth(phone, 'My orders, the help form')
  // Loaded again, signed in: nothing on the screen moves while the orders arrive (the footer jumped: CLS 0.8).
  await phone.addInitScript(() => {
    ;(window as unknown as { shifts: number }).shifts = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await phone.reload()
  await expect(phone.getByRole('article', { name: "Achiever's Report" })).toBeVisible()
  expect(await phone.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.1)
  await context.close()
})

test.describe('a payment left pending', () => {
  // A second server: the simulator delivers no webhooks and only authorises, so the payment stays pending until
  // reconciliation (every 2 s, for orders older than MIN_AGE_MS) captures it. The buyer's My orders is open before
  // the order exists and is reloaded as soon as the bank took the money, a second or two after the order was made:
  // the pending state is seen well before reconciliation may ask the gateway, and the test waits seconds for it,
  // not production's minute.
  const MIN_AGE_MS = 15_000
  const port = Number(process.env.E2E_PORT ?? 4173) + 10
  const baseURL = `http://127.0.0.1:${port}`
  // Inside the suite's data directory, which is ignored and emptied at each run.
  const dataDir = path.join(E2E_DATA_DIR, 'pending-server')
  const outbox = path.join(dataDir, 'outbox')
  let server: ChildProcess | undefined

  test.beforeAll(async () => {
    server = await startSecondServer({
      port,
      dataDir,
      env: {
        SIMULATOR_WEBHOOKS: 'off',
        SIMULATOR_CAPTURE: 'manual',
        RECONCILE_INTERVAL_MS: '2000',
        RECONCILE_MIN_AGE_MS: String(MIN_AGE_MS),
      },
      timeoutMs: 90_000,
    })
  })

  test.afterAll(() => {
    server?.kill('SIGTERM')
  })

  test('shows "Payment pending" and then, after reconciliation, "Paid"', async ({ browser }) => {
    test.setTimeout(120_000)
    const email = uniqueEmail('pending')
    const buying = await browser.newContext({ baseURL })
    const tab = await buying.newPage()
    await registerStudent(tab, outbox, email)
    const context = await browser.newContext({ baseURL })
    const page = await context.newPage()
    await signInToOrders(page, outbox, email)
    await expect(page.getByText('There are no orders for this email address.')).toBeVisible()

    const paid = tab.waitForResponse('**/api/payment/simulator/pay')
    await payForReport(tab, { holdVerify: true })
    expect((await paid).status()).toBe(200)
    await page.reload()
    const order = page.getByRole('article', { name: "Achiever's Report" })
    await expect(order).toContainText(
      'Payment pending - we are confirming it with your bank; you have not been charged twice',
    )
    await expect(order).toContainText('the bank returns it to you automatically')
    await expect(order.getByRole('heading', { name: /GST invoice/ })).toHaveCount(0)

    // SPEC §8's alert has been accepted; beside it the checkout says where to look.
    await expect(tab.getByText('See My orders for the state of your payment.')).toBeVisible({
      timeout: 20_000,
    })
    await expect(tab.getByRole('link', { name: 'My orders' }).first()).toHaveAttribute('href', paths.orders)
    await tab.close()

    await expect
      .poll(
        async () => {
          await page.reload()
          return (await order.locator('.order-card__status').textContent({ timeout: 10_000 })) ?? ''
        },
        { timeout: 60_000, intervals: [2000] },
      )
      .toBe('Paid')
    await expect(order).toContainText('Your child takes the DEM scan')
    await buying.close()
    await context.close()
  })
})
