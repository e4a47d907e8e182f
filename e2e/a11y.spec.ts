import type { Locator } from '@playwright/test'
import { paths } from '../src/config/paths'
import { expectNoViolations, payInTestGateway, testGateway } from './buyer'
import {
  expect,
  gotoHydrated,
  HTTP_CLIENT_LOG_LINES,
  readOtpFromOutbox,
  registerApplicant,
  test,
  verifyOtp,
} from './fixtures'

// Every public page's axe check runs with its visit in routes.spec.ts (one page load for both).
test.describe('axe, WCAG 2.2 A/AA', () => {
  test('the not-found page', async ({ page, allowConsole }) => {
    allowConsole(/Failed to load resource: the server responded with a status of 404/)
    await gotoHydrated(page, '/no-such-page')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoViolations(page, 'not found')
  })

  test('the mobile menu, open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoHydrated(page, paths.home)
    await page.getByRole('button', { name: 'Toggle navigation' }).click()
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }),
    ).toBeVisible()
    await expectNoViolations(page, 'the open mobile menu')
  })

  test('the contact notices', async ({ page, allowConsole }) => {
    allowConsole(...HTTP_CLIENT_LOG_LINES)
    await gotoHydrated(page, paths.contact)
    await page.getByLabel('Name').fill('Asha Rao')
    await page.getByLabel('Email').fill('asha.a11y@example.com')
    await page.getByLabel('Message').fill('When will the next counsellor batch start?')
    await page.getByRole('button', { name: /send|submit/i }).click()
    await expect(page.getByText('Success!')).toBeVisible()
    await expectNoViolations(page, 'the contact success notice')

    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"Something went wrong."}',
      }),
    )
    await page.getByLabel('Name').fill('Asha Rao')
    await page.getByLabel('Email').fill('asha.a11y@example.com')
    await page.getByLabel('Message').fill('Second try')
    await page.getByRole('button', { name: /send|submit/i }).click()
    await expect(page.getByText('Oops!')).toBeVisible()
    await expectNoViolations(page, 'the contact failure notice')
  })

  test('plans list, checkout, the payment window and the success modal', async ({ page }) => {
    page.on('dialog', (dialog) => void dialog.accept())
    // A long address: checkout shows it in full, wrapped, not cut off (the invoice goes there).
    const email = `venkatasubramanian.a11y.buy.${Date.now()}@example.com`
    await verifyOtp(page, email, await registerApplicant(page, paths.studentRegister, email))
    await expect(page).toHaveURL(/\/student-plans-list$/)
    await expectNoViolations(page, 'the student plans list')
    await page.getByRole('button', { name: /Unlock Report/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
    const shown = page.getByRole('region', { name: 'Personal Details' }).locator('[data-field="email"]')
    await expect(shown).toHaveText(email)
    const fits = await shown.evaluate(
      (el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight,
    )
    expect(fits, 'the whole email address is visible').toBe(true)
    await expectNoViolations(page, 'the checkout')
    await page.getByRole('button', { name: 'Pay Now' }).click()
    await expect(testGateway(page)).toBeVisible()
    await expectNoViolations(page, 'the simulated payment window')
    await payInTestGateway(page)
    await expect(page.getByRole('dialog', { name: 'Registration Successful' })).toBeVisible()
    await expectNoViolations(page, 'the success modal')
  })

  test('the OTP modal', async ({ page }) => {
    const email = `a11y.otp.${Date.now()}@example.com`
    await readOtpFromOutbox(email, await registerApplicant(page, paths.studentRegister, email))
    await expectNoViolations(page, 'the OTP modal')
  })
})

test.describe('keyboard focus', () => {
  test('every kind of control shows the focus ring (PurgeCSS and Bootstrap once removed it)', async ({
    page,
  }) => {
    await gotoHydrated(page, paths.contact)
    await page.keyboard.press('Tab') // the skip link: keyboard focus from here on
    const toggle = page.getByRole('button', { name: 'Toggle navigation' })
    if (await toggle.isVisible()) {
      await toggle.focus()
      await page.keyboard.press('Enter')
    }
    const controls = [
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }),
      page.getByLabel('Your name'),
      page.getByRole('button', { name: 'Send message' }),
    ]
    for (const control of controls) {
      await control.focus()
      const ring = await control.evaluate((el) => {
        const style = getComputedStyle(el)
        return { visible: el.matches(':focus-visible'), style: style.outlineStyle, width: style.outlineWidth }
      })
      expect(ring, await control.evaluate((el) => el.outerHTML.slice(0, 80))).toEqual({
        visible: true,
        style: 'solid',
        width: '3px',
      })
    }
  })

  test('Tab and Shift+Tab go round the OTP modal and the success modal, never out of them', async ({
    page,
  }) => {
    /** Presses the key a dozen times (more than the dialog has controls): focus stays on a control inside. */
    async function expectFocusKeptIn(dialog: Locator, key: 'Tab' | 'Shift+Tab') {
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press(key)
        const where = await dialog.evaluate((el) => {
          const active = document.activeElement
          return active && el.contains(active) && active !== el
            ? 'inside'
            : (active?.outerHTML.slice(0, 60) ?? 'none')
        })
        expect(where, `${key} #${i + 1}`).toBe('inside')
      }
    }
    page.on('dialog', (dialog) => void dialog.accept())
    const email = `a11y.tab.${Date.now()}@example.com`
    const since = await registerApplicant(page, paths.studentRegister, email)
    const otpModal = page.getByRole('dialog', { name: 'Verify your email' })
    await expect(page.getByLabel('Digit 1 of 6')).toBeFocused()
    await expectFocusKeptIn(otpModal, 'Tab')
    await expectFocusKeptIn(otpModal, 'Shift+Tab')
    await verifyOtp(page, email, since)
    await page.getByRole('button', { name: /Unlock Report/ }).click()
    await page.getByRole('button', { name: 'Pay Now' }).click()
    await payInTestGateway(page)
    const success = page.getByRole('dialog', { name: 'Registration Successful' })
    await expect(success).toBeVisible()
    await expectFocusKeptIn(success, 'Tab')
    await expectFocusKeptIn(success, 'Shift+Tab')
  })

  test('a button disabled while its request runs gets focus back when it ends', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(...HTTP_CLIENT_LOG_LINES)
    await gotoHydrated(page, paths.contact)
    await page.route('**/api/contact', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300))
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Try later."}' })
    })
    await page.getByLabel('Your name').fill('Asha Rao')
    await page.getByLabel('Email address').fill('asha.focus@example.com')
    await page.getByLabel('Message', { exact: true }).fill('Focus check')
    const send = page.getByRole('button', { name: 'Send message' })
    await send.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Oops!')).toBeVisible()
    await expect(send).toBeFocused()
  })

  test('a carousel arriving after the static slides keeps the focus that was in them', async ({ page }) => {
    // Hold react-slick until a "Join now" link of the static slides has focus.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/focus-keeping-slider-[^/]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await gotoHydrated(page, paths.courses)
    const region = page.getByRole('region', { name: 'Free live courses' })
    // The second card where two show side by side, else the first.
    const index = (page.viewportSize()?.width ?? 0) >= 768 ? 1 : 0
    const staticLink = region.locator('.autoplay-slider__static-cell').nth(index).getByRole('link')
    const text = (await staticLink.textContent()) ?? ''
    await staticLink.focus()
    release()
    await expect(region.locator('.slick-slider')).toBeVisible()
    await expect(region.locator('.autoplay-slider__static')).toHaveCount(0)
    const link = region.locator(`.slick-slide[data-index="${index}"] a`)
    await expect(link).toHaveText(text)
    await expect(link).toBeFocused()
  })
})
