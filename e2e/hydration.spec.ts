import type { Page } from '@playwright/test'
import { expect, fillRegistration, readOtpFromOutbox, test } from './fixtures'

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

/** Holds back one chunk (`/assets/<name>-<hash>.js`) until the returned function is called. */
async function holdChunk(page: Page, name: string) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    await released
    await route.continue()
  })
  return release
}

test.describe('a tap on a part whose code arrives after the page is kept', () => {
  test('a curriculum item tapped before the accordion code arrives opens once it has', async ({ page }) => {
    const release = await holdChunk(page, 'accordion-list')
    await page.goto('/dem_counsellor')
    await hydrated(page)
    const curriculum = page.getByRole('region', { name: 'Course curriculum' })
    const finalSession = curriculum.getByRole('button', { name: /Final assessment/ })
    await finalSession.click()
    release()
    await expect(finalSession).toHaveAttribute('aria-expanded', 'true')
    await expect(curriculum.getByText(/certificate is issued/)).toBeVisible()
  })

  test('the registration form at the end of the counsellor page, submitted before its code arrives, is sent once it has', async ({
    page,
  }) => {
    const release = await holdChunk(page, 'counsellor-page-end')
    await page.goto('/dem_counsellor')
    await hydrated(page)
    // The browser itself would send the form as a page load (to /dem_counsellor?, what was typed lost).
    let pageLoads = 0
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) pageLoads++
    })
    const email = `asha.late.${Date.now()}@example.com`
    const form = page.locator('#register')
    await fillRegistration(form, email)
    const since = Date.now() - 1000
    await form.getByRole('button', { name: 'Submit form' }).click()
    release()
    await expect(page.getByRole('dialog', { name: 'Verify your email' })).toBeVisible()
    expect(await readOtpFromOutbox(email, since)).toMatch(/^\d{6}$/)
    expect(pageLoads).toBe(0)
  })

  test('a batch picked before its part hydrates is the one the page says was picked', async ({ page }) => {
    const release = await holdChunk(page, 'counsellor-details')
    await page.goto('/dem_counsellor')
    await hydrated(page)
    await page.getByText('Weekend intensive').click()
    release()
    await expect(page.getByRole('radio', { name: /Weekend intensive/ })).toBeChecked()
    await expect(page.getByText('You picked:')).toContainText('Weekend intensive')
  })
})
