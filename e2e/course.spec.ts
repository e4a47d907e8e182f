/**
 * Issue 46's "How it is checked", on a server of its own whose clock the test moves: a kit buyer takes the course
 * (lesson 1 on screen, the other checks by the API), fails an attempt, passes the next one on screen a day later, sends
 * the practical that staff approve; the certificate PDF, the public check without JavaScript (a changed credential
 * fails it), the Hindi lesson and check page, and a revocation. And issue 47's page: published, a parent buying
 * through it (My orders names her), then taken down.
 * WORKSPACE_SHOTS=<dir> also writes each course screen at 390 and 1280 px there.
 */
import { execFileSync } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { pdftoppm, qrOnPdf } from '../tests/server/qr-on-pdf'
import { bank as bankEn } from '../src/course/bank.en'
import { lessons as lessonsEn } from '../src/course/lessons.en'
import { lessons as lessonsHi } from '../src/course/lessons.hi'
import { paths } from '../src/config/paths'
import { parseMime, partText } from '../tests/server/mime'
import { buyReport, mailedCode, mailsTo, uniqueEmail } from './buyer'
import { useCounsellorServer } from './counsellor-server'
import { expect, gotoHydrated, test } from './fixtures'

const { baseURL, dataDir, outbox, clockFile, checkScreen, buyKit, staffDesk } = useCounsellorServer(
  'course',
  12,
)

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test('a kit buyer takes the course: 12 lessons, fails then passes the assessment, the practical approved, certified by itself; the certificate checks, a changed copy does not, and staff revoke it (issue 46); her public page published and taken down (issue 47)', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  await writeFile(clockFile, '0')
  const email = uniqueEmail('course')
  const counsellor = await buyKit(browser, email, 'Anjali', 'Deshpande')

  // 1. The course opens from the payment, before certification: its own sign-in, then 0 of 12.
  await counsellor.goto(paths.workspaceCourse)
  await counsellor.getByLabel('Email address').fill(email)
  await counsellor.getByRole('button', { name: 'Email me a code' }).click()
  await counsellor.getByLabel('6-digit code').fill(await mailedCode(outbox, email, 'workspace code is'))
  await counsellor.getByRole('button', { name: 'Open my course' }).click()
  await expect(counsellor.getByRole('heading', { name: /0 of 12 lessons/ })).toBeVisible()
  await expect(counsellor.getByText('Opens once the 12 lessons are done.')).toBeVisible()
  await checkScreen(counsellor, 'course-home')

  // 2. Lesson 1 on the phone: each check answered; the next lesson opens.
  const first = lessonsEn[0]!
  await counsellor.getByRole('button', { name: new RegExp(escapeRegExp(first.title)) }).click()
  await expect(counsellor.getByRole('heading', { level: 2, name: first.title })).toBeVisible()
  for (const check of first.checks) {
    const group = counsellor.getByRole('group', { name: check.prompt })
    await group.getByRole('radio', { name: check.options.find((o) => o.id === check.answer)!.text }).check()
    await expect(group.getByRole('status')).toContainText('Right.')
  }
  await checkScreen(counsellor, 'course-lesson')
  await counsellor.getByRole('button', { name: 'Next lesson' }).click()
  await expect(counsellor.getByRole('heading', { level: 2, name: lessonsEn[1]!.title })).toBeVisible()
  // Lessons 2-12: their checks answered as the screen sends them (one lesson on screen is enough here).
  for (const lesson of lessonsEn.slice(1))
    for (const check of lesson.checks) {
      const answered = await counsellor.request.post(`/api/workspace/course/lessons/${lesson.id}/checks`, {
        data: { checkId: check.id, option: check.answer },
      })
      expect(answered.status(), `${lesson.id} ${check.id}`).toBe(200)
    }
  await counsellor.reload()
  await expect(counsellor.getByRole('heading', { name: /12 of 12 lessons/ })).toBeVisible()

  // 3. A first attempt fails (every answer wrong, sent as the screen sends them): the score, the topics to revise
  // and the 24-hour wait are shown; no answer key ever reached the browser.
  const started = await counsellor.request.post('/api/workspace/course/attempts')
  expect(started.status()).toBe(200)
  const sheetText = await started.text()
  expect(sheetText).not.toMatch(/"answer"|"correct"/)
  const sheet = JSON.parse(sheetText) as {
    id: string
    questions: { id: string; options: { id: string }[] }[]
  }
  const key = new Map(bankEn.map((q) => [q.id, q.answer]))
  const wrong = sheet.questions.map((q) => ({
    questionId: q.id,
    option: q.options.find((o) => o.id !== key.get(q.id))!.id,
    at: Date.now(),
  }))
  const failed = await counsellor.request.post(`/api/workspace/course/attempts/${sheet.id}/submit`, {
    data: { answers: wrong },
  })
  expect(await failed.json()).toMatchObject({ score: 0, passed: false })
  await counsellor.reload()
  await expect(counsellor.getByText('Attempt 1: 0%, not passed')).toBeVisible()
  await expect(counsellor.getByText(/^Topics to revise: /)).toBeVisible()
  await expect(counsellor.getByText(/^Your next attempt opens on /)).toBeVisible()
  await expect(counsellor.getByRole('button', { name: 'Start the assessment' })).toHaveCount(0)

  // 4. A day later the second attempt, on screen: 30 questions, each answered, submitted, passed.
  await writeFile(clockFile, String(25 * 3600_000))
  await counsellor.reload()
  await counsellor.getByRole('button', { name: 'Start the assessment' }).click()
  for (let n = 1; n <= 30; n++) {
    await expect(counsellor.getByText(`Question ${n} of 30`)).toBeVisible()
    const prompt = (await counsellor.locator('.course__prompt').innerText()).trim()
    const situation =
      (await counsellor.locator('.course__case').count()) > 0
        ? (await counsellor.locator('.course__case').innerText()).trim()
        : null
    if (n === 1) await checkScreen(counsellor, 'course-assessment')
    const question = bankEn.find((q) => q.prompt === prompt && q.case === situation)!
    expect(question, prompt).toBeDefined()
    const right = question.options.find((o) => o.id === question.answer)!.text
    await counsellor.getByRole('radio', { name: right, exact: true }).check()
    await counsellor.getByRole('button', { name: n < 30 ? 'Next' : 'Submit my answers' }).click()
  }
  await counsellor.getByRole('button', { name: 'Yes, submit' }).click()
  await expect(counsellor.getByRole('heading', { name: 'You scored 100% and passed.' })).toBeVisible()
  await counsellor.getByRole('button', { name: 'Back to the course' }).click()
  await expect(counsellor.getByText('You passed the final assessment.')).toBeVisible()

  // 5. The practical: a debrief plan sent; staff score it against the rubric and approve it.
  await counsellor
    .getByRole('textbox', { name: 'Your debrief plan' })
    .fill(
      'I open by asking the parent and the child what they hope to learn, and what worries them. ' +
        'We read the summary page together, then the strengths and where support helps, with the child saying what ' +
        'sounds right. We look at the leading career families as equally close where the report says so, and agree ' +
        'three small steps for this month, written down, with a date to talk again.',
    )
  await counsellor.getByRole('button', { name: 'Send my plan' }).click()
  await expect(
    counsellor.getByText('Your plan is with our team. We score it within 3 working days.'),
  ).toBeVisible()
  const desk = await staffDesk(browser)
  await desk.getByRole('menuitem', { name: 'Course: practicals' }).click()
  // The Orders list it opens on has a row with her email too: wait for the practicals list to replace it.
  await desk.waitForURL(/\/admin\/course-practicals(\?|$)/)
  await desk.getByRole('row').filter({ hasText: email }).locator('td').first().click()
  // Every criterion of the rubric scored at its top level.
  await expect(desk.getByRole('group').first()).toBeVisible()
  for (const group of await desk.getByRole('group').all()) await group.getByRole('radio').last().check()
  await desk.getByRole('button', { name: 'Approve' }).click()
  await expect(desk.getByText('Approved.')).toBeVisible()

  // 6. Certified by passing and the approved practical, with no one certifying by hand: the certificate is there.
  await counsellor.reload()
  await expect(counsellor.getByText('Your practical is approved.')).toBeVisible()
  await checkScreen(counsellor, 'course-certified')
  const idLine = await counsellor.getByText(/^Credential id: /).innerText()
  const credentialId = idLine.replace('Credential id: ', '').trim()
  const pdf = await counsellor.request.get('/api/workspace/course/certificate.pdf')
  expect(pdf.headers()['content-type']).toContain('application/pdf')
  const pdfFile = path.join(dataDir, `${credentialId}.pdf`)
  await writeFile(pdfFile, await pdf.body())
  const certificate = execFileSync('pdftotext', [pdfFile, '-']).toString()
  expect(certificate).toContain('Anjali Deshpande')
  expect(certificate).toContain(credentialId)

  // Told, and shown the way (issue 50 point 9): one mail with the workspace's link and "set your hours"; My orders'
  // kit steps move on to the hours; the footer of every page has a counsellor sign-in.
  await expect
    .poll(async () => (await mailsTo(outbox, email, /You are a certified DEM counsellor/)).length)
    .toBe(1)
  const certifiedMail = partText(
    parseMime((await mailsTo(outbox, email, /You are a certified DEM counsellor/))[0]!),
    'text/plain',
  )
  expect(certifiedMail).toMatch(/1\. Open your workspace: https?:\/\/\S+\/workspace\r?\n/)
  expect(certifiedMail).toContain('Your next step: set your hours.')
  await gotoHydrated(counsellor, paths.orders)
  await counsellor.getByLabel('Email address').fill(email)
  await counsellor.getByRole('button', { name: 'Email me a code' }).click()
  await counsellor.getByLabel('6-digit code').fill(await mailedCode(outbox, email, 'sign-in code is'))
  await counsellor.getByRole('button', { name: 'Show my orders' }).click()
  const step = counsellor.locator('[aria-current="step"]')
  await expect(step).toContainText('Set your hours')
  await expect(step.getByRole('link', { name: 'Open your workspace' })).toHaveAttribute('href', '/workspace')
  await counsellor.getByRole('contentinfo').getByRole('link', { name: 'Counsellor sign-in' }).click()
  await expect(counsellor).toHaveURL(/\/workspace$/)

  // 7. The public check, without JavaScript: valid; the signed credential checks, a changed byte does not.
  const visitor = await (await browser.newContext({ baseURL, javaScriptEnabled: false })).newPage()
  await visitor.goto(`/verify/${credentialId}`)
  await expect(visitor.locator('.state')).toHaveText('Valid')
  await expect(visitor.getByText('Anjali Deshpande')).toBeVisible()
  await expect(visitor.locator('body')).not.toContainText(email)
  const jwt = await (await counsellor.request.get('/api/workspace/course/certificate.jwt')).text()
  await visitor.getByLabel('Credential text').fill(jwt)
  await visitor.getByRole('button', { name: 'Check' }).click()
  await expect(visitor.getByText(/^The signature is good/)).toBeVisible()
  const [header, payload, signature] = jwt.trim().split('.')
  const flipped = payload!.slice(0, 20) + (payload![20] === 'A' ? 'B' : 'A') + payload!.slice(21)
  await visitor.goto(`/verify/${credentialId}`)
  await visitor.getByLabel('Credential text').fill(`${header}.${flipped}.${signature}`)
  await visitor.getByRole('button', { name: 'Check' }).click()
  await expect(visitor.getByText(/^This credential does not check/)).toBeVisible()

  // 8. The same in Hindi: the first lesson and the check page.
  await counsellor.goto(`/hi${paths.workspaceCourse}`)
  const firstHi = lessonsHi[0]!
  await counsellor.getByRole('button', { name: new RegExp(escapeRegExp(firstHi.title)) }).click()
  await expect(counsellor.getByRole('heading', { level: 2, name: firstHi.title })).toBeVisible()
  await visitor.goto(`/hi/verify/${credentialId}`)
  await expect(visitor.locator('.state')).toHaveText('मान्य')

  // 9. Her public page (issue 47): a bio with a script in it (shown as text, never run), a phone photo with its
  // location (stripped on the server), published; the page has a card for WhatsApp and links her credential.
  const slug = `anjali-${Date.now().toString(36)}`
  await counsellor.goto(paths.workspace)
  await counsellor.getByRole('tab', { name: 'My page' }).click()
  await counsellor.getByLabel('Page address').fill(slug)
  await counsellor.getByLabel('About you').fill('I taught maths for 12 years. <script>alert("x")</script>')
  await counsellor.getByLabel('City or area').fill('Pune')
  await counsellor.getByRole('button', { name: 'Save page' }).click()
  await expect(counsellor.getByText('Saved.')).toBeVisible()
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#8899aa' } })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 0/1' } })
    .jpeg()
    .toBuffer()
  await counsellor
    .getByLabel('Choose a photo')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo })
  await expect(counsellor.getByText('Photo saved.')).toBeVisible()
  await counsellor.getByRole('button', { name: 'Publish my page' }).click()
  await expect(counsellor.getByText('Your page is live:')).toBeVisible()
  await checkScreen(counsellor, 'workspace-my-page')
  const pageVisit = await visitor.goto(`/c/${slug}`)
  expect(pageVisit?.status()).toBe(200)
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute('content', /Anjali Deshpande/)
  await expect(visitor.getByText('I taught maths for 12 years. <script>alert("x")</script>')).toBeVisible()
  await expect(visitor.locator(`a[href$="/verify/${credentialId}"]`).first()).toBeVisible()
  const photoSrc = (await visitor.locator('img[src^="/api/counsellor-photos/"]').first().getAttribute('src'))!
  const served = await sharp(await (await visitor.request.get(photoSrc)).body()).metadata()
  expect(served.exif).toBeUndefined()
  // Her printed poster: its QR code, read from the drawn page, is the page's own referral link (issue 47 point 4).
  const cta = await visitor
    .getByRole('link', { name: "Get your child's Success Blueprint with Anjali Deshpande" })
    .getAttribute('href')
  const code = /[?&]ref=([A-Za-z0-9]+)/.exec(cta ?? '')?.[1]
  expect(code).toBeDefined()
  const poster = await counsellor.request.get('/api/workspace/kit/poster-en.pdf')
  expect(poster.status()).toBe(200)
  if (pdftoppm)
    expect(await qrOnPdf(await poster.body())).toMatch(new RegExp(`/success-blueprint\\?ref=${code}$`))

  // A parent on a phone follows the page's button: the referral travels in the browser (a cookie) to the order, and
  // My orders names her with links to her page and her credential (issue 47 points 1 and 3). She has published
  // hours, so she can take the family.
  const weekly = Array.from({ length: 7 }, (_, weekday) => ({ weekday, start: '16:00', end: '19:00' }))
  expect(
    (
      await counsellor.request.put('/api/workspace/availability', { data: { weekly, exceptions: [] } })
    ).status(),
  ).toBe(200)
  const parentContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
  const parent = await parentContext.newPage()
  await parent.goto(`/c/${slug}`)
  await parent.getByRole('link', { name: "Get your child's Success Blueprint with Anjali Deshpande" }).click()
  await expect(parent).toHaveURL(/\/success-blueprint\?ref=[A-Za-z0-9]+$/)
  await expect
    .poll(async () => (await parentContext.cookies()).some((cookie) => cookie.name === 'dem_ref'))
    .toBe(true)
  await buyReport(parent, uniqueEmail('through-page'), { outbox })
  await expect(parent.getByRole('dialog', { name: 'Registration Successful' })).toBeVisible()
  await gotoHydrated(parent, paths.orders)
  const named = parent.getByTestId('assigned-counsellor')
  await expect(named).toContainText('Your counsellor: Anjali Deshpande')
  await expect(named.getByRole('link', { name: 'See their page' })).toHaveAttribute('href', `/c/${slug}`)
  await expect(named.getByRole('link', { name: 'Verify their certificate' })).toHaveAttribute(
    'href',
    `/verify/${credentialId}`,
  )
  await parentContext.close()

  // Staff take the page down in the back office with a reason: it answers 404, as an unknown page does.
  await desk.getByRole('menuitem', { name: 'Counsellor pages' }).click()
  await desk.getByRole('row').filter({ hasText: slug }).locator('td').first().click()
  await desk.getByLabel('Reason to take it down (mailed to the counsellor)').fill('The photo is not of you.')
  await desk.getByRole('button', { name: 'Take the page down' }).click()
  await expect(desk.getByText('Taken down. The counsellor is mailed the reason.')).toBeVisible()
  expect((await visitor.request.get(`/c/${slug}`)).status()).toBe(404)

  // 10. Staff revoke it with a reason: the public check says so.
  await desk.getByRole('menuitem', { name: 'Course: learners' }).click()
  await desk.waitForURL(/\/admin\/course-learners(\?|$)/)
  await desk.getByRole('row').filter({ hasText: email }).locator('td').first().click()
  await desk.getByLabel('Reason to revoke').fill('Certified in error: test of revocation.')
  await desk.getByRole('button', { name: 'Revoke', exact: true }).click()
  await expect(desk.getByText('Revoked.')).toBeVisible()
  await visitor.goto(`/verify/${credentialId}`)
  await expect(visitor.locator('.state')).toHaveText('Revoked')
  await writeFile(clockFile, '0')
})
