import { test as base, expect, type Locator, type Page } from '@playwright/test'
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { E2E_OUTBOX, E2E_SMS_OUTBOX } from './env'

/** The HTTP client's deliberate log lines (SPEC §8); a test that triggers them passes them to allowConsole. */
export const HTTP_CLIENT_LOG_LINES = [
  /^Bad Request\. Please check the URL\.$/,
  /^Unauthorized\. Please login again\.$/,
  /^Forbidden\. You do not have access\.$/,
  /^Not Found\. The requested resource does not exist\.$/,
  /^Internal Server Error\. Please try again later\.$/,
  /^Error \d{3}$/,
  /^Network error/,
  /^Failed to load resource: the server responded with a status of \d{3}/,
]

/**
 * The only origins a page may request besides the site itself (issue 38, "nothing tracks a child"): the payment
 * gateway's checkout. Any other origin (an analytics script, a pixel, a font or image host) fails the test.
 */
export const GATEWAY_ORIGINS = ['https://checkout.razorpay.com', 'https://api.razorpay.com']

/** The site: the suite's server and any second e2e server, all on loopback. */
function isSite(origin: string): boolean {
  return /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(origin)
}

/** The origins of the requests that are neither the site's nor the gateway's checkout's (nor allowed by the test). */
export function foreignRequests(urls: readonly string[], allowed: readonly string[] = []): string[] {
  return urls.filter((url) => {
    if (/^(data|blob|about):/.test(url)) return false
    const { origin } = new URL(url)
    return !isSite(origin) && !GATEWAY_ORIGINS.includes(origin) && !allowed.includes(origin)
  })
}

interface ConsoleGuard {
  /** Console errors matching these patterns do not fail the test (the list allowConsole adds to). */
  allowedConsole: RegExp[]
  /** Console errors matching these patterns do not fail the test. */
  allowConsole: (...patterns: RegExp[]) => void
  /** Origins this test lets a page request (a third-party embed a visitor opened with a tap, stubbed). */
  allowOrigins: (...origins: string[]) => void
}

/**
 * Every test fails if the page logs a console error, a warning from React, an uncaught exception or a CSP
 * violation, unless the test allowed that message.
 */
export const test = base.extend<
  ConsoleGuard & { consoleGuard: void; allowedOrigins: string[]; thirdPartyGuard: void }
>({
  // eslint-disable-next-line no-empty-pattern
  allowedConsole: async ({}, use) => {
    await use([])
  },
  allowConsole: async ({ allowedConsole }, use) => {
    await use((...patterns) => allowedConsole.push(...patterns))
  },
  // eslint-disable-next-line no-empty-pattern
  allowedOrigins: async ({}, use) => {
    await use([])
  },
  allowOrigins: async ({ allowedOrigins }, use) => {
    await use((...origins) => allowedOrigins.push(...origins))
  },
  // Every page of every test: a request to another origin than the site and the gateway's checkout fails it.
  thirdPartyGuard: [
    async ({ context, allowedOrigins }, use) => {
      const requested: string[] = []
      context.on('request', (request) => requested.push(request.url()))
      await use()
      expect(
        foreignRequests(requested, allowedOrigins),
        'requests to another origin than the site and the payment gateway (a tracker?)',
      ).toEqual([])
    },
    { auto: true },
  ],
  consoleGuard: [
    async ({ page, allowedConsole: allowed }, use) => {
      const problems: string[] = []
      page.on('console', (msg) => {
        const text = msg.text()
        const isReactWarning = msg.type() === 'warning' && /React|hydrat|Warning:/i.test(text)
        if (msg.type() !== 'error' && !isReactWarning) return
        if (allowed.some((re) => re.test(text))) return
        problems.push(`[console.${msg.type()}] ${text}`)
      })
      page.on('pageerror', (err) => problems.push(`[pageerror] ${err.message}`))
      await use()
      expect(problems, 'console errors, React warnings, CSP violations or uncaught exceptions').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Waits for the newest OTP mail to `email` in the file outbox and returns its 6-digit code. */
export async function readOtpFromOutbox(
  email: string,
  since = 0,
  timeoutMs = 10_000,
  outbox = E2E_OUTBOX,
): Promise<string> {
  const deadline = Date.now() + timeoutMs
  // The subject line ("Your DEM verification code is 123456") survives quoted-printable line wrapping.
  const codePattern = /verification code is (\d{6})\b/
  while (Date.now() < deadline) {
    const files = await readdir(outbox).catch(() => [] as string[])
    const candidates: { mtime: number; code: string }[] = []
    for (const file of files.filter((f) => f.endsWith('.eml'))) {
      const full = path.join(outbox, file)
      const [text, info] = await Promise.all([readFile(full, 'utf8'), stat(full)])
      const code = text.match(codePattern)?.[1]
      if (code && info.mtimeMs >= since && text.toLowerCase().includes(email.toLowerCase())) {
        candidates.push({ mtime: info.mtimeMs, code })
      }
    }
    candidates.sort((a, b) => b.mtime - a.mtime)
    if (candidates[0]) return candidates[0].code
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`No OTP mail for ${email} in ${outbox}`)
}

/** Waits for the SMS to `phone` in the SMS outbox (DATA_DIR/sms-outbox, one JSON file each) and returns its code. */
export async function readSmsCode(phone: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const files = await readdir(E2E_SMS_OUTBOX).catch(() => [] as string[])
    for (const file of files.filter((f) => f.endsWith('.json'))) {
      const message = JSON.parse(await readFile(path.join(E2E_SMS_OUTBOX, file), 'utf8')) as {
        to: string
        text: string
      }
      const code = message.to === phone ? message.text.match(/\b(\d{6})\b/)?.[1] : undefined
      if (code) return code
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`No SMS to ${phone} in ${E2E_SMS_OUTBOX}`)
}

/** Finds an outbox mail to `email` whose text matches `pattern`. */
export async function findMail(
  email: string,
  pattern: RegExp,
  timeoutMs = 10_000,
  outbox = E2E_OUTBOX,
): Promise<string> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const files = await readdir(outbox).catch(() => [] as string[])
    for (const file of files.filter((f) => f.endsWith('.eml'))) {
      const text = await readFile(path.join(outbox, file), 'utf8')
      if (text.includes(email) && pattern.test(text)) return text
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`No mail to ${email} matching ${pattern} in ${outbox}`)
}

/**
 * No sideways scroll on a phone (issue 50, point 10), measured as the public pages are (pages-marketing.spec.ts):
 * the document is no wider than the window at 320 and at 390 px. Leaves the page at 390 px.
 */
export async function expectFitsWidth(page: Page, name: string) {
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 844 })
    const [scrollWidth, innerWidth] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ])
    expect(scrollWidth, `${name} at ${width} px is ${scrollWidth} px wide`).toBeLessThanOrEqual(innerWidth)
  }
}

/** Opens a page and waits until React has hydrated it (clicks before that would be lost). */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  return response
}

/** Fills the registration form in `form` (the page's one, or a part of the page) and ticks its terms box. */
export async function fillRegistration(form: Page | Locator, email: string) {
  await form.getByLabel('First Name').fill('Asha')
  await form.getByLabel('Last Name').fill('Verma')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel(/Phone Number/).fill('9876543210')
  await form.getByRole('checkbox').check()
}

/** Fills and submits a registration form; returns the time from which to look for the OTP mail. */
export async function registerApplicant(page: Page, path: string, email: string) {
  await gotoHydrated(page, path)
  await fillRegistration(page, email)
  const since = Date.now() - 1000
  await page.getByRole('button', { name: 'Submit form' }).click()
  await expect(page.getByRole('dialog', { name: 'Verify your email' })).toBeVisible()
  return since
}

/** Types the code mailed since `since` into the open OTP modal and verifies it. */
export async function verifyOtp(page: Page, email: string, since: number, outbox = E2E_OUTBOX) {
  const otp = await readOtpFromOutbox(email, since, 10_000, outbox)
  await page.getByLabel('Digit 1 of 6').pressSequentially(otp)
  await page.getByRole('button', { name: 'Verify' }).click()
}
