import { execFileSync } from 'node:child_process'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { pathIn } from '../src/content/localised'
import { reportAdviceHi } from '../src/content/hi/report-advice'
import { reportContentHi } from '../src/content/report.hi'
import { withdrawConsentContent as withdrawConsentHi } from '../src/content/hi/withdraw-consent'
import { optionIds } from '../src/engine/check-model'
import { scanModels } from '../src/engine/model'
import { parseMime, partText } from '../tests/server/mime'
import { MASCULINE, printedScores } from '../tests/server/report-text'
import { expectNoViolations, mailsTo, pdfAttachment, uniqueEmail } from './buyer'
import { E2E_OUTBOX } from './env'
import { englishLeftovers } from './english-leftovers'
import { expect, expectFitsWidth, gotoHydrated, HTTP_CLIENT_LOG_LINES, readSmsCode, test } from './fixtures'
import { routeGroups } from './route-lists'

/** A public page's Hindi address: `/about` is `/hi/about`, the home page `/hi`. */
const hindi = (path: string) => pathIn('hi', path)

/**
 * What a screen reader says that is not in the text of a page (or of a dialog on it): the names given in
 * attributes (aria-label, alt, title, placeholder, aria-roledescription), each as `<element attribute="value">`
 * for the failure message. One evaluate on the page already open: no extra load.
 */
async function englishInSpokenNames(scope: Locator): Promise<string[]> {
  const names = await scope.evaluate((body) => {
    const attributes = ['aria-label', 'alt', 'title', 'placeholder', 'aria-roledescription']
    return [...body.querySelectorAll(attributes.map((a) => `[${a}]`).join(','))].flatMap((element) =>
      attributes.flatMap((a) => {
        const value = element.getAttribute(a)
        return value ? [{ element: element.localName, attribute: a, value }] : []
      }),
    )
  })
  return names
    .filter(({ value }) => englishLeftovers(value).length > 0)
    .map(({ element, attribute, value }) => `<${element} ${attribute}="${value}">`)
}

/** The links in a Hindi page's main content that lead out of the Hindi site (the API's files aside). */
async function pageLinksOutsideHindi(page: Page): Promise<string[]> {
  const links = await page
    .locator('main a[href^="/"]')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!))
  return links.filter((href) => href !== '/hi' && !href.startsWith('/hi/') && !href.startsWith('/api/'))
}

// Independent tests: a free worker takes the next one, instead of one worker running the whole file while the other
// waits at the end of the suite (the phone's 38 page visits ran alone for a minute).
test.describe.configure({ mode: 'parallel' })

test.describe('the Hindi site', () => {
  // One tab visits a group of pages in turn (routeGroups: a fresh context per page cost twice the CPU).
  for (const group of routeGroups()) {
    test(`${group.map(hindi).join(', ')}: each Hindi, paired with its English twin, accessible at phone width`, async ({
      page,
    }) => {
      // Six pages of up to 10 s each on a loaded CI machine.
      test.setTimeout(120_000)
      // At 390 px: the English twin is checked at 1280 px (routes.spec.ts), so each page is seen at both widths.
      await page.setViewportSize({ width: 390, height: 844 })
      await page.emulateMedia({ reducedMotion: 'reduce' })
      for (const path of group)
        await test.step(hindi(path), async () => {
          const response = await gotoHydrated(page, hindi(path))
          expect(response?.status()).toBe(200)
          await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
          await expect(page.locator('h1').first()).toBeVisible()
          const title = await page.title()
          expect([...title].length, title).toBeLessThanOrEqual(60)
          const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? ''
          expect([...description].length, description).toBeLessThanOrEqual(160)
          // Reciprocal hreflang: the Hindi page names the English one and itself; English is the default.
          const alternates = Object.fromEntries(
            await page
              .locator('link[rel="alternate"][hreflang]')
              .evaluateAll((links) =>
                links.map((l) => [
                  l.getAttribute('hreflang'),
                  new URL(l.getAttribute('href') ?? '').pathname,
                ]),
              ),
          )
          expect(alternates).toEqual({ 'en-IN': path, 'hi-IN': hindi(path), 'x-default': path })
          // The link preview shows the card with Devanagari words.
          for (const tag of ['meta[property="og:image"]', 'meta[name="twitter:image"]'])
            await expect(page.locator(tag)).toHaveAttribute('content', /\/images\/social-card\.hi\.png$/)
          // The switch keeps the reader on the same page.
          await expect(page.getByRole('link', { name: 'English' }).first()).toHaveAttribute(
            'href',
            `${path}?lang=en`,
          )
          await page.waitForLoadState('networkidle')
          expect(
            englishLeftovers(await page.locator('body').innerText()),
            `English left on ${hindi(path)}`,
          ).toEqual([])
          expect(
            await englishInSpokenNames(page.locator('body')),
            `English left in what a screen reader says on ${hindi(path)}`,
          ).toEqual([])
          await expectNoViolations(page, hindi(path))
        })
    })
  }

  test("the English page names its Hindi twin, and the switch remembers the choice for the home page, even before the page's script runs", async ({
    browser,
  }) => {
    // Without JavaScript, as on a slow phone that taps the switch before hydration: the link alone must do it.
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/about')
    await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute(
      'href',
      /\/hi\/about$/,
    )
    await page.getByRole('link', { name: 'हिन्दी' }).first().click()
    await expect(page).toHaveURL(/\/hi\/about$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await page.goto('/')
    await expect(page).toHaveURL(/\/hi$/)
    await page.getByRole('link', { name: 'English' }).first().click()
    await expect(page).toHaveURL(/:\d+\/$/)
    await page.goto('/')
    await expect(page).toHaveURL(/:\d+\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
    await context.close()
  })

  test('English pages load no Devanagari font; Hindi pages load only their own files', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (r) => requests.push(new URL(r.url()).pathname))
    const devanagariFaces = () =>
      page.evaluate(async () => {
        await document.fonts.ready
        return [...document.fonts].filter((f) => f.family.includes('Devanagari')).map((f) => f.status)
      })
    await gotoHydrated(page, '/success-blueprint')
    await page.waitForLoadState('networkidle')
    expect(requests.filter((r) => r.endsWith('.woff2'))).toEqual([])
    expect(await devanagariFaces()).toEqual([])
    requests.length = 0
    await gotoHydrated(page, '/hi/success-blueprint')
    await page.waitForLoadState('networkidle')
    // Both weights are drawn: from the phone's own Noto Sans Devanagari (local()), else from the Hindi site's files.
    expect(await devanagariFaces()).toEqual(['loaded', 'loaded'])
    expect(requests.filter((r) => r.endsWith('.woff2') && !r.startsWith('/hi/assets/'))).toEqual([])
    expect(requests.filter((r) => r.startsWith('/assets/'))).toEqual([])
  })

  test('a parent buys the report in Hindi, the child answers the scan in Hindi, the report is written in Hindi', async ({
    page,
    allowConsole,
  }) => {
    // The wrong code below: its 400 and the server's message are logged, as SPEC §4 has it.
    allowConsole(...HTTP_CLIENT_LOG_LINES, /^OTP ग़लत है या उसकी समय-सीमा ख़त्म हो चुकी है।$/)
    test.setTimeout(180_000)
    // On a phone, as most of our Hindi readers are.
    await page.setViewportSize({ width: 390, height: 844 })
    page.on('dialog', (dialog) => void dialog.accept())
    const email = uniqueEmail('hindi')
    // A number of its own: the suite's other buyers share one, past its hourly SMS limit.
    const phone = `8${String(Date.now()).slice(-9)}`
    await gotoHydrated(page, '/hi/student-register')
    await page.getByLabel('पहला नाम').fill('आशा')
    await page.getByLabel('उपनाम').fill('वर्मा')
    await page.getByLabel('ईमेल').fill(email)
    await page.getByLabel(/फ़ोन नंबर/).fill(phone)
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'फ़ॉर्म भेजें' }).click()
    const modal = page.getByRole('dialog', { name: 'अपने ईमेल की पुष्टि करें' })
    await expect(
      modal.getByText(
        `हमने SMS से +91 ${phone.slice(0, 2)}xxxxx${phone.slice(-3)} पर भी एक कोड भेजा है। दोनों में से कोई भी कोड काम करेगा।`,
      ),
    ).toBeVisible()
    // The code mail is in Hindi; the SMS carries a code of its own, which verifies.
    const code = await readSmsCode(phone)
    await expect
      .poll(async () =>
        (await mailsTo(E2E_OUTBOX, email, /^To:/m)).map((m) => partText(parseMime(m), 'text/plain') ?? ''),
      )
      .toContainEqual(expect.stringMatching(/आपका सत्यापन कोड \d{6} है।/))
    // A wrong code is told in the modal, in Hindi, with the tries left and "resend"; focus back on the first digit
    // (issue 50 point 1).
    await page.getByLabel('6 में से अंक 1').pressSequentially(code === '000000' ? '111111' : '000000')
    await page.getByRole('button', { name: 'पुष्टि करें' }).click()
    const wrong = modal.getByRole('alert').filter({ hasText: 'यह कोड ग़लत है या उसका समय निकल गया है।' })
    await expect(wrong).toContainText('इस कोड से 4 बार और कोशिश कर सकते हैं')
    await expect(wrong).toContainText('OTP दोबारा भेजें')
    await expect(page.getByLabel('6 में से अंक 1')).toBeFocused()
    expect(englishLeftovers((await wrong.innerText()).replace('OTP', ' '))).toEqual([])
    await page.getByLabel('6 में से अंक 1').pressSequentially(code)
    await page.getByRole('button', { name: 'पुष्टि करें' }).click()
    await expect(page).toHaveURL(/\/hi\/student-plans-list$/)
    await page
      .getByRole('button', { name: /रिपोर्ट पाएँ/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/hi\/checkout$/)
    // The details are shown as text, nothing that looks editable (issue 50 point 7).
    const details = page.getByRole('region', { name: 'आपकी जानकारी' })
    await expect(details.getByText(email)).toBeVisible()
    await expect(details.locator('input, textarea')).toHaveCount(0)
    // A declined attempt is told on the page, in Hindi (the bank's own words quoted), and Pay Now tries again.
    await page.getByRole('button', { name: 'अभी भुगतान करें' }).click()
    await page
      .getByRole('dialog', { name: 'परीक्षण भुगतान (सिम्युलेटेड गेटवे)' })
      .getByRole('button', { name: 'भुगतान विफल करें' })
      .click()
    const declined = page.getByRole('alert')
    await expect(declined).toContainText('भुगतान पूरा नहीं हुआ।')
    await expect(declined).toContainText('इस कोशिश में आपसे कोई पैसा नहीं लिया गया।')
    await page.getByRole('button', { name: 'अभी भुगतान करें' }).click()
    // The test gateway's window speaks the page's language too: its words, and what a screen reader says (the
    // order's id aside). axe checks the same window in English (a11y.spec.ts): only its words differ here.
    const gateway = page.getByRole('dialog', { name: 'परीक्षण भुगतान (सिम्युलेटेड गेटवे)' })
    const shown = (await gateway.innerText()).replace(/\border_\w+/, ' ')
    expect(englishLeftovers(shown), 'English left in the payment window').toEqual([])
    expect(await englishInSpokenNames(gateway), 'English left in what a screen reader says').toEqual([])
    await gateway.getByRole('button', { name: '₹4,999 का भुगतान करें' }).click()
    await expect(page.getByRole('dialog', { name: 'रजिस्ट्रेशन सफल रहा' })).toBeVisible()
    await expect
      .poll(
        async () =>
          (await mailsTo(E2E_OUTBOX, email, /application\/pdf/)).map(
            (m) => partText(parseMime(m), 'text/plain') ?? '',
          ),
        {
          timeout: 30_000,
        },
      )
      .toContainEqual(expect.stringMatching(/इनवॉइस/))

    // The scan, opened from the success modal on the Hindi site: the parent's consent, 27 answers, all in Hindi.
    const open = page.getByRole('dialog', { name: 'रजिस्ट्रेशन सफल रहा' }).getByRole('link', { name: 'स्कैन खोलें' })
    const token = (await open.getAttribute('href'))!.split('#')[1]!
    await page.goto(`/hi/scan#${token}`)
    await expect(page.getByRole('heading', { name: 'बच्चे के शुरू करने से पहले: माता-पिता के लिए' })).toBeVisible()
    await expect(page.getByRole('radio', { name: 'हिन्दी' })).toBeChecked()
    await page.getByLabel('बच्चे का पहला नाम').fill('काव्या')
    await page.getByLabel('कक्षा', { exact: true }).selectOption('10')
    // Issue 51: the report speaks of her as a girl, in Hindi.
    await page.getByRole('radio', { name: /लड़की के रूप में/ }).check()
    await page.getByRole('checkbox', { name: /मेरी सहमति है/ }).check()
    await page.getByRole('button', { name: 'मेरी सहमति है: स्कैन शुरू करें' }).click()
    // The child's screens say तुम, as the questions do, never आप (issue 50 point 8); the consent screen above was
    // the parent's.
    const saysAap = async () => (await page.locator('body').innerText()).match(/\S*आप\S*/g) ?? []
    await expect(page.getByRole('button', { name: 'शुरू करो' })).toBeVisible()
    expect(await saysAap(), 'the intro').toEqual([])
    await page.getByRole('button', { name: 'शुरू करो' }).click()
    const model = scanModels.hi
    for (const [index, question] of model.questions.entries()) {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(question.prompt)
      if (index === 3) {
        expect(await saysAap(), 'a question').toEqual([])
        // Switching the questions' language puts the focus on the question's heading on the other page, not on the
        // page (issue 50 point 13); and back.
        await page.getByRole('button', { name: 'English', exact: true }).click()
        await expect(page).toHaveURL(/\/scan#/)
        await expect(page).not.toHaveURL(/\/hi\//)
        const heading = page.getByRole('heading', { level: 1 })
        await expect(heading).toHaveText(scanModels.en.questions[index]!.prompt)
        await expect(heading).toBeFocused()
        await page.getByRole('button', { name: 'हिन्दी', exact: true }).click()
        await expect(page).toHaveURL(/\/hi\/scan#/)
        await expect(heading).toHaveText(question.prompt)
        await expect(heading).toBeFocused()
      }
      const label =
        question.kind === 'choice'
          ? question.options[index % optionIds(question).length]!.label
          : model.scaleLabels[index % model.scaleLabels.length]!
      await page.getByRole('radio', { name: label, exact: true }).check()
      await page
        .getByRole('button', { name: index === model.questions.length - 1 ? 'पूरा करो' : 'आगे' })
        .click()
    }
    await expect(page.getByRole('button', { name: 'मेरे जवाब जमा करो' })).toBeVisible()
    expect(await saysAap(), 'the review').toEqual([])
    await page.getByRole('button', { name: 'मेरे जवाब जमा करो' }).click()
    await expect(page.getByRole('heading', { name: 'शाबाश, और धन्यवाद!' })).toBeVisible()
    expect(await saysAap(), 'the end').toEqual([])

    // The report, made in the background in the scan's language and mailed: Hindi headings in its PDF.
    const dir = await mkdtemp(path.join(tmpdir(), 'report-hi-'))
    const pdfTexts = async () =>
      Promise.all(
        (await mailsTo(E2E_OUTBOX, email, /application\/pdf/)).map(async (mail, i) => {
          const file = path.join(dir, `${i}.pdf`)
          await writeFile(file, pdfAttachment(mail))
          return execFileSync('pdftotext', ['-layout', file, '-']).toString()
        }),
      )
    let text = ''
    await expect
      .poll(
        async () =>
          (text = (await pdfTexts()).find((t) => t.includes(reportContentHi.howToRead.heading)) ?? ''),
        {
          timeout: 60_000,
          intervals: [1000],
        },
      )
      .not.toBe('')
    expect(text).toContain('काव्या')
    // Class 10: the stream decision; a girl: no masculine form of her anywhere (the scan's questions quoted aside);
    // no page prints a score.
    expect(text).toContain(reportAdviceHi('girl').classHeading(10))
    const prose = text.replace(/\s+/g, ' ').replace(/“[^”]*”/g, '“…”')
    expect(prose).toContain('आपकी बेटी')
    expect(MASCULINE.filter((form) => prose.includes(form))).toEqual([])
    expect(printedScores(text)).toEqual([])
    // The report of this round (document version 2) opens with the summary for a busy parent.
    expect(text).toContain(reportAdviceHi('girl').summaryHeading)
    expect(text.indexOf(reportAdviceHi('girl').summaryHeading)).toBeLessThan(
      text.indexOf(reportContentHi.howToRead.heading),
    )

    // My orders in Hindi on the phone (issue 50 points 6 and 10): the report opens on the Hindi page, every link
    // around it stays Hindi, the words around it are Hindi, and nothing is wider than the screen.
    await gotoHydrated(page, '/hi/orders')
    // The declined attempt is no second order (issue 50 point 5): one card, the paid one.
    await expect(page.locator('article.order-card')).toHaveCount(1)
    const shownReference = await page.locator('.order-card__reference').innerText()
    const shownStatus = await page.locator('.order-card__status').innerText()
    const read = page.locator('[data-report="ready"] a[href*="/orders/report"]')
    await expect(read).toHaveAttribute('href', /^\/hi\/orders\/report\?order=/)
    await expectFitsWidth(page, '/hi/orders with a report')
    expect(await pageLinksOutsideHindi(page)).toEqual([])
    // Withdrawing consent asks first, in Hindi: what goes, and the PDF to keep (issue 50 point 2).
    const withdrawHi = withdrawConsentHi
    await page.getByRole('button', { name: 'सहमति वापस लें', exact: true }).click()
    const withdraw = page.getByRole('dialog', { name: withdrawHi.title })
    await expect(withdraw.getByText(withdrawHi.keepPdf)).toBeVisible()
    await expect(withdraw.getByRole('link', { name: withdrawHi.download })).toBeVisible()
    await expect(withdraw.getByText(withdrawHi.checking)).toHaveCount(0)
    expect(englishLeftovers((await withdraw.innerText()).replaceAll('PDF', ' '))).toEqual([])
    await withdraw.getByRole('button', { name: withdrawHi.keep }).click()
    await read.click()
    await expect(page).toHaveURL(/\/hi\/orders\/report\?order=/)
    await expect(page.getByText('काव्या').first()).toBeVisible()
    const actions = page.locator('.report-actions')
    await expect(actions.getByRole('link', { name: 'मेरे ऑर्डर पर लौटें' })).toHaveAttribute('href', '/hi/orders')
    expect(englishLeftovers(await actions.innerText()), 'English around the Hindi report').toEqual([])
    expect(await pageLinksOutsideHindi(page)).toEqual([])
    await expectFitsWidth(page, 'the Hindi report page')
    // The privacy centre, signed in, in Hindi: no English left, plan names included (issue 50 point 8).
    await gotoHydrated(page, '/hi/privacy-centre')
    await expect(page.getByText(email).first()).toBeVisible()
    expect(englishLeftovers(await page.locator('main').innerText()), '/hi/privacy-centre, signed in').toEqual(
      [],
    )
    // Its page to read names the order by the reference and the status /hi/orders shows (issue 50 point 16).
    const [readable] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'पढ़ने लायक पेज के रूप में डाउनलोड करें (HTML)' }).click(),
    ])
    const exported = await readFile((await readable.path())!, 'utf8')
    expect(shownReference).toMatch(/^[0-9A-F]{8}$/)
    expect(exported).toContain(`<dt>ऑर्डर नंबर</dt><dd>${shownReference}</dd><dt>`)
    expect(exported).toContain(`<dt>स्थिति</dt><dd>${shownStatus}</dd><dt>भुगतान हुआ</dt>`)
    expect(exported).not.toMatch(/>invoiced</)
  })
})
