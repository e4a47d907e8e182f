/** What the buyer's e2e specs share: a unique address, the outbox, axe, and buying a report. */
import type { Page } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'
import { readFileSync } from 'node:fs'
import { readdir, readFile, stat } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { paths } from '../src/config/paths'
import { E2E_OUTBOX } from './env'
import { expect, registerApplicant } from './fixtures'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']
/** axe-core, run in the page itself (see expectNoViolations). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export function uniqueEmail(tag: string) {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
}

/** The outbox mails to `email` whose text matches `pattern`, oldest first. */
export async function mailsTo(outbox: string, email: string, pattern: RegExp): Promise<string[]> {
  const files = await readdir(outbox).catch(() => [] as string[])
  const found: { mtime: number; text: string }[] = []
  for (const file of files.filter((f) => f.endsWith('.eml'))) {
    const full = path.join(outbox, file)
    const [text, info] = await Promise.all([readFile(full, 'utf8'), stat(full)])
    if (text.includes(email) && pattern.test(text)) found.push({ mtime: info.mtimeMs, text })
  }
  return found.sort((a, b) => a.mtime - b.mtime).map((m) => m.text)
}

/** The newest code mailed to `email` whose mail says `words` before it. */
export async function mailedCode(outbox: string, email: string, words: string): Promise<string> {
  const pattern = new RegExp(`${words} (\\d{6})`)
  let code: string | undefined
  await expect
    .poll(async () => {
      code = (await mailsTo(outbox, email, pattern)).at(-1)?.match(pattern)?.[1]
      return code
    })
    .toBeDefined()
  return code!
}

/** Registers a student on the page's server, reading the registration code from that server's outbox. */
export async function registerStudent(page: Page, outbox: string, email: string) {
  await registerApplicant(page, paths.studentRegister, email)
  await page
    .getByLabel('Digit 1 of 6')
    .pressSequentially(await mailedCode(outbox, email, 'verification code is'))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/student-plans-list$/)
}

export async function expectNoViolations(page: Page, what: string) {
  // Colour contrast is only meaningful once fades have finished (a modal mid-fade is half transparent).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  )
  // axe-core in the page, run directly: @axe-core/playwright's analyze() opened a second page for every check, about
  // 1 s of the 2-2.5 s each took (90-odd checks a run). Only violations are detailed; third-party frames (the map,
  // the video) are not ours to check.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  const options: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    resultTypes: ['violations'],
    iframes: false,
  }
  const { violations, rules } = await page.evaluate(async (options) => {
    const results = await (
      window as unknown as { axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> } }
    ).axe.run(document, options)
    return {
      violations: results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
      ),
      rules:
        results.passes.length +
        results.violations.length +
        results.incomplete.length +
        results.inapplicable.length,
    }
  }, options)
  // The check can fail: a wrong tag list would run no rule and find nothing.
  expect(rules, `axe rules run on ${what}`).toBeGreaterThan(50)
  expect(violations, `axe violations on ${what}`).toEqual([])
}

/** Registers a student in the page and pays for the Achiever's Report through the simulated checkout. */
export async function buyReport(
  page: Page,
  email: string,
  options: { holdVerify?: boolean; outbox?: string } = {},
) {
  await registerStudent(page, options.outbox ?? E2E_OUTBOX, email)
  await payForReport(page, options)
}

/** From the plans list of a registered student, pays for the Achiever's Report through the simulated checkout. */
export async function payForReport(page: Page, options: { holdVerify?: boolean } = {}) {
  page.on('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: /Unlock Report/ }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  if (options.holdVerify) {
    // The network drops after the bank took the money and before the page told the server.
    await page.route('**/api/payment/verify', (route) => route.abort('internetdisconnected'))
  }
  await page.getByRole('button', { name: 'Pay Now' }).click()
  await payInTestGateway(page, '₹4,999')
}

/** The simulated gateway's payment window ("Test payment"), which Pay Now opens. */
export function testGateway(page: Page) {
  return page.getByRole('dialog', { name: /Test payment/ })
}

/**
 * Pays in the simulated gateway's window: clicks its "Pay ₹…" button, for exactly `amount` (e.g. '₹4,999') when
 * given, and returns the window.
 */
export async function payInTestGateway(page: Page, amount?: string) {
  const gateway = testGateway(page)
  // The window opens within seconds or not at all: say what the page shows instead, rather than wait for the test's
  // own timeout (a fresh-clone CI once waited 4 minutes here with nothing to read).
  await gateway.waitFor({ timeout: 30_000 }).catch(async () => {
    const said = await page.locator('[role="alert"], [role="status"], .alert').allInnerTexts()
    throw new Error(
      `The test payment window did not open within 30 s at ${page.url()}; the page says: ${JSON.stringify(said)}`,
    )
  })
  await gateway.getByRole('button', { name: amount ? `Pay ${amount}` : /^Pay ₹/ }).click()
  return gateway
}

/** The PDF attached to a raw .eml message (base64, as nodemailer writes it). */
export function pdfAttachment(eml: string): Buffer {
  const start = eml.search(/^Content-Type: application\/pdf/im)
  if (start < 0) throw new Error('no PDF attachment in the mail')
  const part = eml.slice(start)
  const body = part.slice(part.search(/\r?\n\r?\n/) + 1)
  const end = body.search(/^--/m)
  return Buffer.from(body.slice(0, end < 0 ? undefined : end).replace(/\s+/g, ''), 'base64')
}
