import type { Page } from '@playwright/test'
import {
  registrationCopy as registrationCopyHi,
  registrationFields as registrationFieldsHi,
  registrationMessages as registrationMessagesHi,
} from '../src/content/hi/registration'
import { registrationCopy, registrationFields, registrationMessages } from '../src/content/registration'
import { payInTestGateway, testGateway } from './buyer'
import {
  expect,
  expectFitsWidth,
  fillRegistration,
  findMail,
  gotoHydrated,
  HTTP_CLIENT_LOG_LINES,
  readOtpFromOutbox,
  readSmsCode,
  registerApplicant,
  test,
  verifyOtp,
} from './fixtures'

/** Collects window.alert messages and accepts them. */
function recordAlerts(page: Page): string[] {
  const messages: string[] = []
  page.on('dialog', (dialog) => {
    messages.push(dialog.message())
    void dialog.accept()
  })
  return messages
}

function uniqueEmail(tag: string) {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
}

async function studentToCheckout(page: Page, email: string) {
  const since = await registerApplicant(page, '/student-register', email)
  await verifyOtp(page, email, since)
  await expect(page).toHaveURL(/\/student-plans-list$/)
  await page.getByRole('button', { name: /Unlock Report/ }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
}

test("a student buys the Achiever's Report and gets the invoice by email", async ({ page }) => {
  const alerts = recordAlerts(page)
  const email = uniqueEmail('student')
  await studentToCheckout(page, email)
  await expect(page.getByTestId('summary-plan')).toHaveText("Achiever's Report")
  await expect(page.getByTestId('summary-total')).toHaveText('₹4,999')
  await expect(page.locator('[data-field="email"]')).toHaveText(email)
  await page.getByRole('button', { name: 'Pay Now' }).click()
  await expect(testGateway(page)).toBeVisible()
  await payInTestGateway(page, '₹4,999')
  const success = page.getByRole('dialog', { name: 'Registration Successful' })
  await expect(success).toBeVisible()
  await expect(success).toContainText('Your registration and payment were successful!')
  await expect(success).toContainText('Welcome aboard')
  await expect(success.getByRole('status')).toHaveText('Payment successful')
  expect(alerts).toEqual([])
  await findMail(email, /invoice/i)
  await success.getByRole('button', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('a counsellor registers, applies EEC25 and pays ₹5,250', async ({ page }) => {
  const alerts = recordAlerts(page)
  const email = uniqueEmail('counsellor')
  const since = await registerApplicant(page, '/eec-register', email)
  await verifyOtp(page, email, since)
  await expect(page).toHaveURL(/\/eec-plans-list$/)
  await page.getByRole('button', { name: 'Enroll Now' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByTestId('summary-total')).toHaveText('₹7,000')
  const coupon = page.getByLabel('Coupon code')
  await coupon.pressSequentially(' eec25')
  await expect(coupon).toHaveValue(' EEC25')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('Promo applied successfully!')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Applied' })).toBeDisabled()
  await expect(page.getByTestId('summary-total')).toHaveText('₹5,250')
  await expect(page.getByTestId('summary-discount')).toHaveText('₹1,750')
  await page.getByRole('button', { name: 'Pay Now' }).click()
  await payInTestGateway(page, '₹5,250')
  await expect(page.getByRole('dialog', { name: 'Registration Successful' })).toBeVisible()
  expect(alerts).toEqual([])
  await findMail(email, /invoice/i)
})

test("a failed payment says the gateway's reason on the page, that nothing was charged, and Pay Now tries again", async ({
  page,
}) => {
  const alerts = recordAlerts(page)
  const email = uniqueEmail('declined')
  await studentToCheckout(page, email)
  await page.getByRole('button', { name: 'Pay Now' }).click()
  const gateway = testGateway(page)
  await gateway.getByRole('button', { name: 'Fail payment' }).click()
  await expect(gateway).toBeHidden()
  const notice = page.getByRole('alert')
  await expect(notice).toContainText('The payment did not go through.')
  await expect(notice).toContainText('Payment declined by the test bank.')
  await expect(notice).toContainText('Nothing was taken for this attempt.')
  await expect(page.getByRole('dialog', { name: 'Registration Successful' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Pay Now' }).click()
  await payInTestGateway(page, '₹4,999')
  await expect(page.getByRole('dialog', { name: 'Registration Successful' })).toBeVisible()
  expect(alerts).toEqual([])
  // The failed try is not a second order on My orders.
  const orders = await page.request.get('/api/orders')
  expect(((await orders.json()) as { orders: unknown[] }).orders).toHaveLength(1)
})

test('a dismissed gateway window returns to checkout, ready to pay again', async ({ page }) => {
  const alerts = recordAlerts(page)
  const email = uniqueEmail('dismissed')
  await studentToCheckout(page, email)
  await page.getByRole('button', { name: 'Pay Now' }).click()
  const gateway = testGateway(page)
  await gateway.getByRole('button', { name: 'Close' }).click()
  await expect(gateway).toBeHidden()
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled()
  expect(alerts).toEqual([])
})

test('the gateway window cannot be closed while its payment is on the way', async ({ page }) => {
  const alerts = recordAlerts(page)
  const email = uniqueEmail('paying')
  await studentToCheckout(page, email)
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/payment/simulator/pay', async (route) => {
    await held
    await route.continue()
  })
  await page.getByRole('button', { name: 'Pay Now' }).click()
  const gateway = await payInTestGateway(page)
  await expect(gateway).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(gateway.getByRole('button', { name: 'Close' })).toBeDisabled()
  await expect(gateway).toBeVisible()
  release()
  await expect(page.getByRole('dialog', { name: 'Registration Successful' })).toBeVisible()
  expect(alerts).toEqual([])
})

test('Back while the gateway window is open closes it and stays on checkout; Back again leaves', async ({
  page,
}) => {
  const alerts = recordAlerts(page)
  await studentToCheckout(page, uniqueEmail('back-open'))
  await page.getByRole('button', { name: 'Pay Now' }).click()
  const gateway = testGateway(page)
  await expect(gateway).toBeVisible()
  await page.goBack()
  await expect(gateway).toBeHidden()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled()
  await page.goBack()
  await expect(page).toHaveURL(/\/student-plans-list$/)
  // Coming back to checkout reads the session again, as after a refresh: the buyer is still signed in.
  await page.goForward()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByTestId('summary-plan')).toHaveText("Achiever's Report")
  expect(alerts).toEqual([])
})

test('Back while the order is created, the payment is on its way or it is recorded keeps the buyer on checkout', async ({
  page,
}) => {
  const alerts = recordAlerts(page)
  await studentToCheckout(page, uniqueEmail('back-paying'))
  const hold = async (url: string) => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const reached = new Promise<void>(
      (resolve) =>
        void page.route(url, async (route) => {
          resolve()
          await held
          await route.continue()
        }),
    )
    return { reached, release }
  }
  const order = await hold('**/api/payment/create-order')
  const pay = await hold('**/api/payment/simulator/pay')
  const verify = await hold('**/api/payment/verify')
  await page.getByRole('button', { name: 'Pay Now' }).click()
  await order.reached
  await page.goBack()
  await expect(page).toHaveURL(/\/checkout$/)
  order.release()
  const gateway = await payInTestGateway(page)
  await pay.reached
  await page.goBack()
  await expect(gateway).toBeVisible()
  await expect(page).toHaveURL(/\/checkout$/)
  pay.release()
  await verify.reached
  await expect(gateway).toBeHidden()
  await page.goBack()
  await expect(page).toHaveURL(/\/checkout$/)
  verify.release()
  await expect(page.getByRole('dialog', { name: 'Registration Successful' })).toBeVisible()
  expect(alerts).toEqual([])
})

test('a wrong OTP does not navigate; the code by SMS (the modal says where it went) verifies', async ({
  page,
  allowConsole,
}) => {
  allowConsole(...HTTP_CLIENT_LOG_LINES, /^Invalid or expired OTP\.$/)
  await page.setViewportSize({ width: 390, height: 844 })
  const email = uniqueEmail('wrong-otp')
  // A number of its own: the suite's other buyers share one, past its hourly SMS limit.
  const phone = `9${String(Date.now()).slice(-9)}`
  await gotoHydrated(page, '/student-register')
  await fillRegistration(page, email)
  await page.getByLabel(/Phone Number/).fill(phone)
  const since = Date.now() - 1000
  await page.getByRole('button', { name: 'Submit form' }).click()
  const modal = page.getByRole('dialog', { name: 'Verify your email' })
  await expect(
    modal.getByText(
      `We also sent a code by SMS to +91 ${phone.slice(0, 2)}xxxxx${phone.slice(-3)}. Either code works.`,
    ),
  ).toBeVisible()
  const otp = await readOtpFromOutbox(email, since)
  const wrong = otp === '000000' ? '111111' : '000000'
  const failed = page.waitForResponse((r) => r.url().includes('/api/onboarding/validate-otp'))
  await page.getByLabel('Digit 1 of 6').pressSequentially(wrong)
  await page.getByRole('button', { name: 'Verify' }).click()
  expect((await failed).status()).toBe(400)
  // The modal says so (issue 50.1), with the tries left; the boxes are emptied and the first one has focus.
  await expect(
    modal.getByRole('alert').filter({ hasText: 'That code is wrong or has expired.' }),
  ).toContainText('4 tries left with this code')
  await expect(page.getByLabel('Digit 1 of 6')).toBeFocused()
  await expect(page.getByLabel('Digit 1 of 6')).toHaveValue('')
  await expect(page).toHaveURL(/\/student-register$/)
  await expect(modal).toBeVisible()
  // The texted code (another one than the mailed code: each proves its own channel) verifies.
  const texted = await readSmsCode(phone)
  expect(texted).toMatch(/^\d{6}$/)
  await page.getByLabel('Digit 1 of 6').pressSequentially(texted)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/student-plans-list$/)
})

test('a reload keeps the buyer on the plans list and on checkout, and a paid order is not charged again', async ({
  page,
  allowConsole,
}) => {
  // The last Pay Now is refused with 409 on purpose.
  allowConsole(...HTTP_CLIENT_LOG_LINES)
  const alerts = recordAlerts(page)
  const email = uniqueEmail('reload')
  const since = await registerApplicant(page, '/student-register', email)
  await verifyOtp(page, email, since)
  await expect(page).toHaveURL(/\/student-plans-list$/)
  await page.reload()
  await expect(page).toHaveURL(/\/student-plans-list$/)
  await page.getByRole('button', { name: /Unlock Report/ }).click()
  await expect(page).toHaveURL(/\/checkout$/)

  await page.reload()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await expect(page.locator('[data-field="email"]')).toHaveText(email)
  await expect(page.getByTestId('summary-plan')).toHaveText("Achiever's Report")
  await expect(page.getByTestId('summary-total')).toHaveText('₹4,999')
  await page.getByRole('button', { name: 'Pay Now' }).click()
  const gateway = await payInTestGateway(page, '₹4,999')
  await expect(page.getByRole('dialog', { name: 'Registration Successful' })).toBeVisible()

  await page.reload()
  await expect(page).toHaveURL(/\/checkout$/)
  await page.getByRole('button', { name: 'Pay Now' }).click()
  const notice = page.getByRole('alert')
  await expect(notice).toContainText('Failed to initiate payment.')
  await expect(notice).toContainText('You have already paid for this plan.')
  expect(alerts).toEqual([])
  await expect(gateway).toHaveCount(0)
})

test('a reload keeps a counsellor on /eec-plans-list', async ({ page }) => {
  const email = uniqueEmail('reload-eec')
  const since = await registerApplicant(page, '/eec-register', email)
  await verifyOtp(page, email, since)
  await expect(page).toHaveURL(/\/eec-plans-list$/)
  await page.reload()
  await expect(page).toHaveURL(/\/eec-plans-list$/)
  await expect(page.getByRole('button', { name: 'Enroll Now' })).toBeVisible()
})

test('opening /checkout directly, without a session, sends you to /', async ({ page, allowConsole }) => {
  // The session read answers 401, which the browser logs.
  allowConsole(...HTTP_CLIENT_LOG_LINES)
  await page.goto('/checkout')
  await expect(page).toHaveURL(/\/$/)
})

/** The registration form's words, by language: the content modules the pages are built from. */
const registrationWords = [
  { prefix: '', fields: registrationFields, copy: registrationCopy, messages: registrationMessages },
  { prefix: '/hi', fields: registrationFieldsHi, copy: registrationCopyHi, messages: registrationMessagesHi },
] as const

for (const { prefix, fields, copy, messages } of registrationWords)
  test(`registration on a phone${prefix ? ' in Hindi' : ''}: every required field marked alike, an empty submit lands on the first empty field, the terms asked for in words (issue 50 point 7)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoHydrated(page, `${prefix}/student-register`)
    const labels = [fields.firstName, fields.lastName, fields.email, fields.phone]
    // The asterisk is drawn by the stylesheet, the same for all four; each input says required itself.
    const marks = await Promise.all(
      labels.map((label) =>
        page
          .locator('label', { hasText: label })
          .first()
          .evaluate((element) => getComputedStyle(element, '::after').content),
      ),
    )
    expect(new Set(marks).size, marks.join(' | ')).toBe(1)
    expect(marks[0]).toContain('*')
    for (const label of labels)
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('required', '')
    // SPEC §4: an empty field stops silently; the first empty one gets focus and says it is invalid.
    await page.getByLabel(fields.lastName, { exact: true }).fill('Verma')
    await page.getByRole('button', { name: copy.submit }).click()
    await expect(page.getByLabel(fields.firstName, { exact: true })).toBeFocused()
    await expect(page.getByLabel(fields.firstName, { exact: true })).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel(fields.lastName, { exact: true })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0)
    // All filled but the terms: SPEC §8's words (English kept to the letter).
    await page.getByLabel(fields.firstName, { exact: true }).fill('Asha')
    await page.getByLabel(fields.email, { exact: true }).fill(uniqueEmail('register-390'))
    await page.getByLabel(fields.phone, { exact: true }).fill('9876543210')
    await page.getByRole('button', { name: copy.submit }).click()
    await expect(page.getByRole('alert')).toHaveText(messages.termsRequired)
    await expectFitsWidth(page, `${prefix}/student-register`)
  })
