import type { Page } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { downloads, paths } from '../src/config/paths'
import { optionIds } from '../src/engine/check-model'
import { scanModel } from '../src/engine/model'
import { reportAdviceEn as reportAdvice } from '../src/content/report-advice'
import { reportContentEn as reportContent } from '../src/content/report'
import { printedScores } from '../tests/server/report-text'
import { buyReport, expectNoViolations, mailsTo, pdfAttachment, uniqueEmail } from './buyer'
import { E2E_OUTBOX } from './env'
import { expect, test } from './fixtures'

// The scan is answered on a child's phone: 390 px, touch.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

const questions = scanModel.questions

/** Picks an answer on the question on screen (a different one for each question) and goes on. */
async function answer(page: Page, index: number) {
  const question = questions[index]!
  await expect(page.getByText(`${index + 1} of ${questions.length}`, { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(question.prompt)
  const ids = optionIds(question)
  const label =
    question.kind === 'choice'
      ? question.options[index % ids.length]!.label
      : scanModel.scaleLabels[index % scanModel.scaleLabels.length]!
  await page.getByRole('radio', { name: label, exact: true }).check()
  await page.getByRole('button', { name: index === questions.length - 1 ? 'Finish' : 'Next' }).click()
}

test('a child takes the scan on a phone: consent, 12 answers, a new device resumes at 13, three answers offline, submit', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('scan')
  await buyReport(page, email)
  const success = page.getByRole('dialog', { name: 'Registration Successful' })
  const open = success.getByRole('link', { name: 'Open the scan' })
  await expect(open).toHaveAttribute('href', /\/scan#[A-Za-z0-9_-]{32}$/)
  const url = (await open.getAttribute('href'))!
  const token = url.split('#')[1]!
  // The link names the configured site; the test server is on another port.
  const link = `${paths.scan}#${token}`
  await expect
    .poll(async () => (await mailsTo(E2E_OUTBOX, email, /DEM scan: the link to start/)).length)
    .toBe(1)
  expect((await mailsTo(E2E_OUTBOX, email, /DEM scan: the link to start/))[0]).toContain(url)
  const serverAnswers = async () =>
    Object.keys(
      (
        (await (await request.get('/api/scan', { headers: { 'x-scan-token': token } })).json()) as {
          answers: Record<string, string>
        }
      ).answers,
    ).length

  // The child's phone: no session, no cookie.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  const child = await phone.newPage()
  await child.goto(link)
  await expect(child.getByRole('heading', { name: 'Before your child starts: for the parent' })).toBeVisible()
  await expect(child.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expectNoViolations(child, 'the consent screen')
  await expect(child.getByRole('checkbox', { name: /I consent/ })).not.toBeChecked()
  // The scan's language: the page's unless the parent chooses the other.
  await expect(child.getByRole('radio', { name: 'English' })).toBeChecked()
  await child.getByLabel("Child's first name").fill('Kavya')
  await child.getByLabel('Class', { exact: true }).selectOption('7')
  await child.getByRole('button', { name: 'I consent: start the scan' }).click()
  await expect(child.getByText('Please tick the box to give your consent, or close this page.')).toBeVisible()
  await expect(child.getByRole('checkbox', { name: /I consent/ })).toBeFocused()
  await expectNoViolations(child, 'the consent screen with an error')
  await child.getByRole('checkbox', { name: /I consent/ }).check()
  await child.getByRole('button', { name: 'I consent: start the scan' }).click()

  await expect(child.getByRole('heading', { name: 'Hi Kavya!' })).toBeFocused()
  await expectNoViolations(child, 'the intro')
  await child.getByRole('button', { name: 'Start' }).click()
  await expect(child.getByRole('heading', { level: 1 })).toBeFocused()
  await expectNoViolations(child, 'a choice question')
  // The language switch: English now, हिन्दी a tap away (the same scan on /hi/scan, at this question).
  const languages = child.getByRole('navigation', { name: 'Language of the questions' })
  await expect(languages.getByText('English')).toHaveAttribute('aria-current', 'true')
  await expect(languages.getByRole('button', { name: 'हिन्दी' })).toBeVisible()
  // Next without an answer: a hint, not a step.
  await child.getByRole('button', { name: 'Next' }).click()
  await expect(child.getByText('Pick an answer to go on.')).toBeVisible()
  for (let i = 0; i < 12; i += 1) await answer(child, i)
  await expect(child.getByText('All answers saved')).toBeVisible()
  await expect.poll(serverAnswers).toBe(12)
  await phone.close()

  // Another device opens the same link: it resumes at question 13.
  const tablet = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  const again = await tablet.newPage()
  await again.goto(link)
  await again.getByRole('button', { name: 'Continue from question 13' }).click()
  await expect(again.getByText('13 of 27', { exact: true })).toBeVisible()
  const scale = questions.findIndex((q, i) => i >= 12 && q.kind === 'scale')
  // A slow network (every answer's request held until the test lets it go): Next shows the next question without
  // waiting for the network. Held, not delayed by a fixed time, so a loaded machine cannot turn this into a race.
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await again.route('**/api/scan/answers', async (route) => {
    await released
    await route.continue()
  })
  for (let i = 12; i < 15; i += 1) {
    await answer(again, i)
    await expect(again.getByText(`${i + 2} of ${questions.length}`, { exact: true })).toBeVisible()
  }
  expect(await serverAnswers(), 'three questions on, with no answer through').toBe(12)
  await expect(again.getByText('All answers saved')).toHaveCount(0)
  release()
  // Waits for the answers held to go through before the page goes on.
  await again.unrouteAll({ behavior: 'wait' })
  await expect(again.getByText('All answers saved')).toBeVisible({ timeout: 20_000 })
  await expect.poll(serverAnswers).toBe(15)

  // Offline for three answers: the next question comes at once, the answers wait on the phone.
  await tablet.setOffline(true)
  for (let i = 15; i < 18; i += 1) await answer(again, i)
  await expect(again.getByText(/You are offline/)).toBeVisible()
  expect(await serverAnswers()).toBe(15)
  await tablet.setOffline(false)
  await expect(again.getByText('All answers saved')).toBeVisible()
  await expect.poll(serverAnswers).toBe(18)

  for (let i = 18; i < questions.length; i += 1) {
    if (i === scale) await expectNoViolations(again, 'a scale question')
    await answer(again, i)
  }
  await expect(again.getByRole('heading', { name: 'You answered all 27 questions!' })).toBeVisible()
  await expectNoViolations(again, 'the review')
  await expect.poll(serverAnswers).toBe(27)
  await again.getByRole('button', { name: 'Submit my answers' }).click()
  await expect(again.getByRole('heading', { name: 'Well done, and thank you!' })).toBeFocused()
  await expectNoViolations(again, 'the end')
  const state = (await (await request.get('/api/scan', { headers: { 'x-scan-token': token } })).json()) as {
    status: string
  }
  expect(state.status).toBe('submitted')
  await tablet.close()

  // The report: made in the background, mailed within a minute with its 20-page PDF.
  let reportMail = ''
  await expect
    .poll(
      async () => (reportMail = (await mailsTo(E2E_OUTBOX, email, /Success Blueprint is ready/))[0] ?? ''),
      {
        timeout: 60_000,
        intervals: [1000],
      },
    )
    .not.toBe('')
  const pdf = pdfAttachment(reportMail)
  const dir = await mkdtemp(path.join(tmpdir(), 'report-'))
  const file = path.join(dir, 'report.pdf')
  await writeFile(file, pdf)
  expect(execFileSync('pdfinfo', [file]).toString()).toMatch(/^Pages:\s+20$/m)
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString()
  expect(text).toContain('Kavya')
  // Issue 51: the summary for a busy parent comes first; a class 7 child gets the class's exploring advice and no
  // stream decision; no page prints a score (a number standing apart, or a 0).
  expect(text.indexOf(reportAdvice.summaryHeading)).toBeGreaterThan(-1)
  expect(text.indexOf(reportAdvice.summaryHeading)).toBeLessThan(
    text.indexOf(reportContent.howToRead.heading),
  )
  expect(text).toContain(reportAdvice.classHeading(7))
  expect(text).not.toContain(reportAdvice.classHeading(10))
  // No stream decision now ("The stream for class 11: usually chosen…" is class 10's), only when it comes.
  expect(text).not.toMatch(/stream for class 11:/)
  expect(text.replace(/\s+/g, ' ')).toMatch(/chosen at the end of class 10 .*no decision is needed now/)
  expect(printedScores(text)).toEqual([])
  // The roadmap's four horizons, dated from the report's day.
  for (const months of [6, 12, 18, 24])
    expect(text).toMatch(
      new RegExp(`Months ${Math.max(1, months - 5)}-${months}: \\w+ \\d{4} to \\w+ \\d{4}`),
    )

  // My orders: the scan is done, the report is ready to read and to download.
  await page.goto(paths.orders)
  await expect(page.getByText('Done: Kavya submitted the answers on')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your report is ready' })).toBeVisible()
  const download = page.getByRole('link', { name: 'Download the PDF' })
  await expect(download).toHaveAttribute('href', /\/api\/orders\/[0-9a-f-]+\/report\/pdf$/)
  const pdfUrl = (await download.getAttribute('href'))!
  const fetched = await page.request.get(pdfUrl)
  expect(fetched.headers()['content-type']).toBe('application/pdf')
  expect((await fetched.body()).equals(pdf)).toBe(true)
  // The seven families in the engine's ranking for Kavya. The version-2 PDF has no ranking page: pages 14-16 give
  // the three best a page each and page 17 the next two, in the ranking's order.
  const { document } = (await (await page.request.get(pdfUrl.replace(/\/pdf$/, ''))).json()) as {
    document: { documentVersion: number; careers: { families: { title: string }[] } }
  }
  expect(document.documentVersion).toBe(2)
  const titles = document.careers.families.map((family) => family.title)
  expect(titles).toHaveLength(7)
  const familyPages = execFileSync('pdftotext', ['-layout', '-f', '14', '-l', '17', file, '-']).toString()
  const firstSeen = titles.slice(0, 5).map((title) => familyPages.indexOf(title))
  expect(firstSeen.every((at) => at >= 0)).toBe(true)
  expect(firstSeen).toEqual([...firstSeen].sort((a, b) => a - b))
  await page.getByRole('link', { name: 'Read it here' }).click()
  await expect(page.getByText('Prepared for Kavya, Class 7')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'How to read this report' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Summary for parents' })).toBeVisible()
  await expectNoViolations(page, 'the report page')
})

test('the sample report is served as a 20-page PDF and linked from the Success Blueprint page', async ({
  page,
  request,
}) => {
  await page.goto(paths.successBlueprint)
  const link = page.getByRole('link', { name: /See a sample report/ })
  await expect(link).toHaveAttribute('href', downloads.sampleReport)
  // The same fictional child's report in English and in Hindi.
  const dir = await mkdtemp(path.join(tmpdir(), 'sample-'))
  // Document version 2: page 2 is the summary for parents, page 4 how to read the report.
  for (const [file, summary, heading] of [
    [downloads.sampleReport, 'Summary for parents', 'How to read this report'],
    [downloads.sampleReportHi, 'अभिभावकों के लिए सार', 'यह रिपोर्ट कैसे पढ़ें'],
  ] as const) {
    const response = await request.get(file)
    expect(response.status()).toBe(200)
    const body = await response.body()
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const saved = path.join(dir, path.basename(file))
    await writeFile(saved, body)
    expect(execFileSync('pdfinfo', [saved]).toString()).toMatch(/^Pages:\s+20$/m)
    const pageText = (page: number) =>
      execFileSync('pdftotext', ['-f', String(page), '-l', String(page), '-enc', 'UTF-8', saved, '-'], {
        stdio: ['ignore', 'pipe', 'ignore'],
      }).toString()
    expect(pageText(2)).toContain(summary)
    expect(pageText(4)).toContain(heading)
  }
})

test('a scan link that does not work says so, with a way to My orders', async ({ page, allowConsole }) => {
  allowConsole(/status of 404/)
  await page.goto(`${paths.scan}#${'A'.repeat(32)}`)
  await expect(page.getByRole('heading', { name: 'This scan link does not work' })).toBeVisible()
  await expect(
    page.getByText('This scan link is not valid, or a newer link has replaced it.', { exact: false }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Open My orders' })).toHaveAttribute('href', paths.orders)
  await expectNoViolations(page, 'a scan link that does not work')
  await page.goto(paths.scan)
  await expect(page.getByText('This address has no scan link in it.')).toBeVisible()
})
