/**
 * A server of its own for a counsellor's flows (workspace.spec.ts, course.spec.ts): its data folder, its outbox and
 * a clock the test moves (scripts/e2e-clock-shift.mjs), started before the file's tests and stopped after. Each
 * spec has its own, so the two long flows run side by side on the two workers. Also the steps they share: a teacher
 * buying the kit on a phone, staff signed in to the back office, and a screen's width and axe check.
 */
import type { Browser, Page } from '@playwright/test'
import type { ChildProcess } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { paths } from '../src/config/paths'
import { expectNoViolations, mailedCode, payInTestGateway } from './buyer'
import { E2E_DATA_DIR } from './env'
import { expect, expectFitsWidth, fillRegistration, gotoHydrated, test, verifyOtp } from './fixtures'
import { startSecondServer } from './second-server'

export const STAFF = 'desk@dem.example.in'
/** A second staff address: a test signing in within a minute of another's sign-in would meet the code's cooldown. */
export const SECOND_STAFF = 'lead@dem.example.in'
const shots = process.env.WORKSPACE_SHOTS

/** `env`: more settings for this server, e.g. `E2E_SEED` (scripts/e2e-server.mjs) to write rows before it starts. */
export function useCounsellorServer(name: string, portOffset: number, env: Record<string, string> = {}) {
  const port = Number(process.env.E2E_PORT ?? 4173) + portOffset
  const baseURL = `http://127.0.0.1:${port}`
  const dataDir = path.join(E2E_DATA_DIR, `${name}-server`)
  const outbox = path.join(dataDir, 'outbox')
  const clockFile = path.join(E2E_DATA_DIR, `${name}-clock`)
  let server: ChildProcess | undefined

  test.beforeAll(async () => {
    // Migrations and the site take far longer than the hook's default 60 s on a busy machine (as reconcile.spec.ts).
    test.setTimeout(180_000)
    await mkdir(E2E_DATA_DIR, { recursive: true })
    await writeFile(clockFile, '0')
    server = await startSecondServer({
      port,
      dataDir,
      env: {
        STAFF_EMAILS: `${STAFF},${SECOND_STAFF}`,
        E2E_CLOCK_FILE: clockFile,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=./scripts/e2e-clock-shift.mjs`.trim(),
        ...env,
      },
      timeoutMs: 170_000,
    })
  })

  test.afterAll(() => {
    server?.kill('SIGTERM')
  })

  /**
   * The width check, then axe at 390 px and at 1280 px, and, when asked, a screenshot at each. From the top of the
   * page: scrolled, the site's sticky header lies over whatever is under it, which axe's target-size rule counts
   * against that control.
   */
  async function checkScreen(page: Page, screen: string) {
    await expectFitsWidth(page, screen)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      await page.evaluate(() => window.scrollTo(0, 0))
      await expectNoViolations(page, `${screen} at ${width} px`)
      if (shots) await page.screenshot({ path: path.join(shots, `${screen}-${width}.png`), fullPage: true })
    }
    await page.setViewportSize({ width: 390, height: 844 })
  }

  /** A teacher buys the counsellor kit on a phone (registration, code, payment): a counsellor in training from then. */
  async function buyKit(browser: Browser, email: string, firstName: string, lastName: string): Promise<Page> {
    const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true })
    const page = await phone.newPage()
    page.on('dialog', (dialog) => void dialog.accept())
    await gotoHydrated(page, paths.eecRegister)
    await fillRegistration(page, email)
    // Their own name, so the counsellor and a parent are told apart.
    await page.getByLabel('First Name').fill(firstName)
    await page.getByLabel('Last Name').fill(lastName)
    const since = Date.now() - 1000
    await page.getByRole('button', { name: 'Submit form' }).click()
    await expect(page.getByRole('dialog', { name: 'Verify your email' })).toBeVisible()
    await verifyOtp(page, email, since, outbox)
    await page.getByRole('button', { name: 'Enroll Now' }).click()
    await page.getByRole('button', { name: 'Pay Now' }).click()
    await payInTestGateway(page, '₹7,000')
    await expect(page.getByRole('dialog', { name: 'Registration Successful' })).toBeVisible()
    return page
  }

  /** Staff signed in to the back office (as `address`, STAFF unless said), at 1280 px. */
  async function staffDesk(browser: Browser, address = STAFF): Promise<Page> {
    const desk = await (
      await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })
    ).newPage()
    await desk.goto('/admin')
    await desk.getByLabel('Staff email').fill(address)
    await desk.getByRole('button', { name: 'Email me a code' }).click()
    await desk.getByLabel('6-digit code').fill(await mailedCode(outbox, address, 'back-office code is'))
    await desk.getByRole('button', { name: 'Sign in' }).click()
    // Signed in: the menu is there (a page opened before would meet the sign-in still on its way).
    await expect(desk.getByRole('menuitem', { name: 'Orders' })).toBeVisible()
    return desk
  }

  return { baseURL, dataDir, outbox, clockFile, shots, checkScreen, buyKit, staffDesk }
}
