import type { Page } from '@playwright/test'
import { expect, readOtpFromOutbox, test } from './fixtures'

/** Holds back the app's scripts, so the prerendered page is on screen (and typeable) well before it hydrates. */
async function slowScripts(page: Page) {
  await page.route('**/assets/**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await route.continue()
  })
}

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })

test.describe('typing before hydration is kept', () => {
  test('contact: a name typed before hydration is sent with the message', async ({ page }) => {
    await slowScripts(page)
    await page.goto('/contact')
    expect(await page.locator('html[data-hydrated]').count()).toBe(0)
    await page.getByLabel('Your name').fill('Meera Iyer')
    await hydrated(page)
    await page.getByLabel('Email address').fill(`meera.early.${Date.now()}@example.com`)
    await page.getByLabel('Message', { exact: true }).fill('Typed before the page was ready.')
    await expect(page.getByLabel('Your name')).toHaveValue('Meera Iyer')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByTestId('contact-notice')).toContainText('Success!')
  })

  test('registration: fields and the terms box filled before hydration reach the server', async ({
    page,
  }) => {
    await slowScripts(page)
    await page.goto('/student-register')
    expect(await page.locator('html[data-hydrated]').count()).toBe(0)
    const email = `asha.early.${Date.now()}@example.com`
    await page.getByLabel('First Name').fill('Asha')
    await page.getByLabel('Last Name').fill('Verma')
    await page.getByRole('checkbox').check()
    await hydrated(page)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel(/Phone Number/).fill('9876543210')
    await expect(page.getByLabel('First Name')).toHaveValue('Asha')
    await expect(page.getByRole('checkbox')).toBeChecked()
    const since = Date.now() - 1000
    await page.getByRole('button', { name: 'Submit form' }).click()
    await expect(page.getByRole('dialog', { name: 'Verify your email' })).toBeVisible()
    expect(await readOtpFromOutbox(email, since)).toMatch(/^\d{6}$/)
  })
})
