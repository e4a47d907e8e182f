/**
 * The safety net under the webhooks, on the real server: with the simulated gateway's webhooks switched off, a
 * buyer pays and closes the tab before the page can call verify. Nothing but reconciliation tells the API, and the
 * order is recorded paid and the invoice mailed without any further request from the browser.
 */
import type { ChildProcess } from 'node:child_process'
import path from 'node:path'
import { payInTestGateway } from './buyer'
import { E2E_PORT } from './env'
import { expect, findMail, HTTP_CLIENT_LOG_LINES, registerApplicant, test, verifyOtp } from './fixtures'
import { startSecondServer } from './second-server'

const PORT = E2E_PORT + 50
const BASE = `http://127.0.0.1:${PORT}`
const DATA_DIR = path.resolve('.e2e-data-reconcile')
const OUTBOX = path.join(DATA_DIR, 'outbox')
const INTERVAL_MS = 2000
const MIN_AGE_MS = 3000

let server: ChildProcess

test.beforeAll(async () => {
  // Starting a second server (migrations, the site) takes a few seconds, far more on a busy machine.
  test.setTimeout(180_000)
  server = await startSecondServer({
    port: PORT,
    dataDir: DATA_DIR,
    env: {
      SIMULATOR_WEBHOOKS: 'off',
      RECONCILE_INTERVAL_MS: String(INTERVAL_MS),
      RECONCILE_MIN_AGE_MS: String(MIN_AGE_MS),
    },
    stdio: 'inherit',
  })
})

test.afterAll(() => {
  server.kill('SIGTERM')
})

test('a buyer who pays and closes the tab before verify is recorded paid and mailed the invoice', async ({
  page,
  allowConsole,
}) => {
  // The refused verify logs the browser's and the HTTP client's network errors before the tab is gone.
  allowConsole(...HTTP_CLIENT_LOG_LINES, /^Failed to load resource: net::ERR_FAILED$/)
  const email = `closed-tab-${Date.now()}@example.com`
  const since = await registerApplicant(page, `${BASE}/student-register`, email)
  await verifyOtp(page, email, since, OUTBOX)
  await expect(page).toHaveURL(/\/student-plans-list$/)
  await page.getByRole('button', { name: /Unlock Report/ }).click()
  await page.getByRole('button', { name: 'Pay Now' }).click()
  // The tab is gone before verify reaches the server. (Closing the page while Playwright holds the request would
  // let it through: it is refused first, then the page closes.)
  await page.route('**/api/payment/verify', (route) => route.abort())
  const verifyRefused = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/api/payment/verify'))
  const paid = page.waitForResponse('**/api/payment/simulator/pay')
  await payInTestGateway(page, '₹4,999')
  expect((await paid).status()).toBe(200)
  const paidAt = Date.now()
  await verifyRefused
  await page.close()

  const invoice = await findMail(
    email,
    /TEST - not a tax invoice: your invoice TST\//,
    2 * INTERVAL_MS + MIN_AGE_MS + 15_000,
    OUTBOX,
  )
  expect(invoice).toContain('Content-Type: application/pdf')
  console.log(`closed-tab payment recorded and invoice mailed ${Date.now() - paidAt} ms after Pay`)
})
