/**
 * Issue 45, S1: a code proves only the channel it travelled on. A buyer has a paid order; in a second browser a
 * stranger registers with the buyer's email and their own mobile: nothing is texted to them, the modal says nothing
 * of an SMS, and they never reach the buyer's orders.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { paths } from '../src/config/paths'
import { buyReport, uniqueEmail } from './buyer'
import { E2E_SMS_OUTBOX } from './env'
import { HTTP_CLIENT_LOG_LINES, expect, fillRegistration, gotoHydrated, test } from './fixtures'

test('a stranger typing a buyer’s email and their own phone never reaches the buyer’s orders', async ({
  page,
  browser,
  allowConsole,
}) => {
  test.setTimeout(120_000)
  allowConsole(...HTTP_CLIENT_LOG_LINES, /^Invalid or expired OTP\.$/)
  const email = uniqueEmail('channel')
  await buyReport(page, email)

  const context = await browser.newContext()
  const stranger = await context.newPage()
  const phone = `7${String(Date.now()).slice(-9)}`
  await gotoHydrated(stranger, paths.studentRegister)
  await fillRegistration(stranger, email)
  await stranger.getByLabel(/Phone Number/).fill(phone)
  const registered = stranger.waitForResponse((r) => r.url().includes('/api/onboarding/register-basic'))
  await stranger.getByRole('button', { name: 'Submit form' }).click()
  expect(await (await registered).json()).toMatchObject({ sms: false })
  const modal = stranger.getByRole('dialog', { name: 'Verify your email' })
  await expect(modal).toBeVisible()
  await expect(modal.getByText(/by SMS/)).toHaveCount(0)
  // Nothing was texted to the stranger's phone (the SMS outbox names each message's number).
  const files = (await readdir(E2E_SMS_OUTBOX).catch(() => [] as string[])).filter((f) => f.endsWith('.json'))
  const numbers = await Promise.all(
    files.map(
      async (f) => (JSON.parse(await readFile(path.join(E2E_SMS_OUTBOX, f), 'utf8')) as { to: string }).to,
    ),
  )
  expect(numbers).not.toContain(phone)
  const failed = stranger.waitForResponse((r) => r.url().includes('/api/onboarding/validate-otp'))
  await stranger.getByLabel('Digit 1 of 6').pressSequentially('000000')
  await stranger.getByRole('button', { name: 'Verify' }).click()
  expect((await failed).status()).toBe(400)
  await expect(stranger).toHaveURL(/\/student-register$/)
  // Not signed in: My orders' API lists nothing for this browser (200 with no orders, its first state).
  expect((await (await stranger.request.get('/api/orders')).json()).orders ?? []).toEqual([])
  await context.close()
})
