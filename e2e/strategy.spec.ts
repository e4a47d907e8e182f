/**
 * Issue 47 point 5 on a phone: staff publish the team's hours for strategy sessions in the back office (a wrong
 * range is told beside its day), a first-100 counsellor books the 1-hour session in the workspace's "My page" at
 * 390 px, is told so with focus on the notice, sees the time in India time and downloads the .ics; the team's list
 * shows the booking; the page fits 320 and 390 px. WORKSPACE_SHOTS=<dir> also writes the screens at 390 and 1280.
 */
import ICAL from 'ical.js'
import { paths } from '../src/config/paths'
import { mailedCode, mailsTo, uniqueEmail } from './buyer'
import { englishLeftovers } from './english-leftovers'
import { useCounsellorServer } from './counsellor-server'
import { expect, expectFitsWidth, test } from './fixtures'

const { outbox, checkScreen, buyKit, staffDesk } = useCounsellorServer('strategy', 13)

test('staff publish the team hours, a first-100 counsellor books the strategy session on a phone', async ({
  browser,
}) => {
  test.setTimeout(240_000)

  // A teacher buys the kit on a phone: the first kit buyer on this server, so first-100 place 1.
  const email = uniqueEmail('strategy.priya')
  const counsellor = await buyKit(browser, email, 'Priya', 'Nair')

  // Staff certify her, then open Strategy sessions: no hours yet, and she is listed as waiting.
  const desk = await staffDesk(browser)
  await desk.getByRole('menuitem', { name: 'Counsellors' }).click()
  await desk.getByRole('link', { name: 'Certify a counsellor' }).click()
  await desk.getByLabel('Email *').fill(email)
  await desk.getByLabel('Name *').fill('Priya Nair')
  await desk.getByRole('button', { name: 'Save' }).click()
  await expect(desk).toHaveURL(/\/admin\/counsellors\/[0-9a-f-]+\/show$/)

  await desk.getByRole('menuitem', { name: 'Strategy sessions' }).click()
  const hours = desk.getByRole('form', { name: "Our team's hours for strategy sessions" })
  await expect(hours).toBeVisible()
  const waiting = desk.getByRole('region', { name: 'First-100 counsellors without a session' })
  await expect(waiting).toContainText('Priya Nair (place 1)')

  // A range shorter than one session is refused, the message beside its day.
  await hours.getByRole('button', { name: 'Add hours on Monday' }).click()
  await hours.getByLabel('Monday, range 1, from').fill('10:00')
  await hours.getByLabel('Monday, range 1, to').fill('10:30')
  await hours.getByRole('button', { name: 'Save the hours' }).click()
  const monday = hours.getByRole('group', { name: 'Monday' })
  await expect(monday.getByRole('alert')).toHaveText(
    'On Monday, 10:00 to 10:30 is shorter than one 60-minute session.',
  )
  // Every day, 06:00 to 22:00, so there are times tomorrow whatever the hour now.
  await hours.getByLabel('Monday, range 1, to').fill('22:00')
  await hours.getByLabel('Monday, range 1, from').fill('06:00')
  for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    await hours.getByRole('button', { name: `Add hours on ${day}` }).click()
    await hours.getByLabel(`${day}, range 1, from`).fill('06:00')
    await hours.getByLabel(`${day}, range 1, to`).fill('22:00')
  }
  await hours.getByLabel(/^Meeting link/).fill('https://meet.example.com/dem-team')
  await hours.getByRole('button', { name: 'Save the hours' }).click()
  await expect(desk.getByText('Hours saved: counsellors see the new times now.')).toBeVisible()
  await expect(monday.getByRole('alert')).toHaveCount(0)

  // The counsellor signs in to the workspace on her phone and opens My page.
  await counsellor.goto(paths.workspace)
  await counsellor.getByLabel('Email address').fill(email)
  await counsellor.getByRole('button', { name: 'Email me a code' }).click()
  await counsellor.getByLabel('6-digit code').fill(await mailedCode(outbox, email, 'workspace code is'))
  await counsellor.getByRole('button', { name: 'Open my workspace' }).click()
  await counsellor.getByRole('tab', { name: 'My page' }).click()
  await expect(counsellor.getByTestId('first-hundred-offer')).toContainText(
    'enrollee number 1 of the first 100',
  )
  const strategy = counsellor.getByRole('group', { name: 'Your 1-hour strategy session' })
  await expect(strategy.getByText('Pick a time for the call. All times are India time.')).toBeVisible()
  await expectFitsWidth(counsellor, 'strategy-pick')
  await checkScreen(counsellor, 'strategy-pick')

  // The first time more than 12 hours away (not final; which day that is depends on the hour the test runs), the
  // Book button beside it.
  const notFinal = 'label:not(:has(.slot-picker__final)) input[type=radio]'
  const day = strategy
    .getByRole('group')
    .filter({ has: counsellor.getByRole('radio') })
    .filter({ has: counsellor.locator(notFinal) })
    .first()
  const dayName = (await day.locator('legend').textContent())!
  const first = day.locator(notFinal).first()
  const time = (await first.locator('xpath=..').textContent())!.trim()
  expect(time).not.toContain('Final')
  await first.check()
  const book = day.getByRole('button', { name: /^Book / })
  await expect(book).toBeVisible()
  await book.click()

  const notice = strategy.getByTestId('strategy-notice')
  await expect(notice).toHaveText('Your strategy session is booked. We have emailed you the invitation.')
  await expect(notice).toBeFocused()
  await expect(strategy.getByText(`Booked: ${dayName}, ${time}, 1 hour`)).toBeVisible()
  await expect(strategy.getByRole('link', { name: 'Join the call' })).toHaveAttribute(
    'href',
    'https://meet.example.com/dem-team',
  )
  await expect(strategy.getByRole('button', { name: 'Change the time' })).toBeVisible()
  await expect(strategy.getByRole('button', { name: 'Cancel the session' })).toBeVisible()
  await expectFitsWidth(counsellor, 'strategy-booked')
  await checkScreen(counsellor, 'strategy-booked')

  // The calendar file downloads and parses: the strategy session's UID, an hour long.
  const [download] = await Promise.all([
    counsellor.waitForEvent('download'),
    strategy.getByRole('link', { name: 'Add to calendar (.ics)' }).click(),
  ])
  const ics = await (
    await download.createReadStream()
  )
    .toArray()
    .then((chunks) => Buffer.concat(chunks as Buffer[]).toString('utf8'))
  const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!
  expect(String(event.getFirstPropertyValue('uid'))).toMatch(/^strategy-[0-9a-f-]+@/)
  const start = (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate()
  const end = (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate()
  expect(end.getTime() - start.getTime()).toBe(3_600_000)

  // Her mail, with the invitation; the team's copy.
  await expect
    .poll(async () => (await mailsTo(outbox, email, /Your strategy session is booked/)).length, {
      timeout: 30_000,
      intervals: [500],
    })
    .toBe(1)
  const [mail] = await mailsTo(outbox, email, /Your strategy session is booked/)
  expect(mail).toContain('strategy-session.ics')

  // The same booking in the Hindi workspace: Hindi words, Hindi times, no English left (issue 50 point 8).
  await counsellor.goto(`/hi${paths.workspace}`)
  await counsellor.getByRole('tab', { name: 'मेरा पेज' }).click()
  const hindi = counsellor.getByRole('group', { name: 'आपका 1 घंटे का रणनीति सत्र' })
  await expect(hindi.getByText(/^बुक हो गया: .+, 1 घंटा$/)).toBeVisible()
  await expect(hindi.getByRole('button', { name: 'सत्र रद्द करें' })).toBeVisible()
  expect(englishLeftovers(await hindi.innerText()), '/hi/workspace, the strategy session').toEqual([])
  await expectFitsWidth(counsellor, 'strategy-booked-hi')
  await checkScreen(counsellor, 'strategy-booked-hi')

  // The team's list shows the booking.
  await desk.reload()
  const row = desk.getByRole('row').filter({ hasText: 'Priya Nair' })
  await expect(row).toContainText('Booked')
  await expect(waiting).toContainText('Nobody is waiting')

  // A booking that is gone, in Hindi (issue 50 point 8): she asks to cancel on the Hindi page, cancels in another
  // tab meanwhile, then confirms on the Hindi page: the server's refusal is shown in Hindi, and the times again.
  await hindi.getByRole('button', { name: 'सत्र रद्द करें' }).click()
  const otherTab = await counsellor.context().newPage()
  await otherTab.goto(paths.workspace)
  await otherTab.getByRole('tab', { name: 'My page' }).click()
  const english = otherTab.getByRole('group', { name: 'Your 1-hour strategy session' })
  await english.getByRole('button', { name: 'Cancel the session' }).click()
  await english.getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect(english.getByTestId('strategy-notice')).toHaveText(
    'Your strategy session is cancelled. You can pick another time below.',
  )
  await otherTab.close()
  await hindi.getByRole('button', { name: 'हाँ, रद्द करें' }).click()
  const refusal = hindi.getByTestId('strategy-notice')
  await expect(refusal).toHaveText('रद्द करने के लिए कोई बुक किया हुआ रणनीति सत्र नहीं है।')
  await expect(refusal).toBeFocused()
  await expect(hindi.getByText('कॉल के लिए समय चुनें। सभी समय भारतीय समय के अनुसार हैं।')).toBeVisible()
  expect(englishLeftovers(await hindi.innerText()), '/hi/workspace, a refusal').toEqual([])
})
