/**
 * Issue 47 point 5, the team's side, with staff on a phone (390 px): a first-100 counsellor waiting for times is
 * listed "not told yet", staff save the hours and she is mailed once that times are open ("told on <day>"); she books;
 * staff's day off on her day is refused naming her session; staff move it (she is mailed the new invitation, the
 * same UID with SEQUENCE 1), the day off is then taken and its times leave her list; staff cancel with a reason (the
 * cancelling invitation and the reason mailed); the day off is removed. Axe-clean and no wider than the phone.
 */
import type { Page } from '@playwright/test'
import { mailedCode, mailsTo, uniqueEmail, expectNoViolations } from './buyer'
import { useCounsellorServer } from './counsellor-server'
import { expect, test } from './fixtures'
import { parseMime, partText } from '../tests/server/mime'

const { outbox, buyKit, staffDesk } = useCounsellorServer('strategy-staff', 15)

/** The India date (YYYY-MM-DD) of an instant. */
const indiaDate = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10)

async function fitsPhone(page: Page, screen: string) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ])
  expect(scrollWidth, `${screen} at 390 px is ${scrollWidth} px wide`).toBeLessThanOrEqual(innerWidth)
  await expectNoViolations(page, `${screen} at 390 px`)
}

/** The newest mail to `email` matching `subject`, once it is in the outbox: its text and its calendar file. */
async function mailTo(email: string, subject: RegExp) {
  await expect
    .poll(async () => (await mailsTo(outbox, email, subject)).length, { timeout: 30_000, intervals: [500] })
    .toBeGreaterThan(0)
  const raw = (await mailsTo(outbox, email, subject)).at(-1)!
  const mail = parseMime(raw)
  return { raw, text: partText(mail, 'text/plain') ?? '', ics: partText(mail, 'text/calendar') ?? '' }
}

test('staff on a phone: waiting counsellors told once, a day off refused then taken, a session moved and cancelled', async ({
  browser,
}) => {
  test.setTimeout(300_000)

  const email = uniqueEmail('strategy-staff.meera')
  const counsellor = await buyKit(browser, email, 'Meera', 'Shah')
  const desk = await staffDesk(browser)
  const certified = await desk.request.post('/api/admin/counsellors', { data: { email } })
  expect(certified.status(), await certified.text()).toBe(200)
  const name = ((await certified.json()) as { name: string }).name

  await desk.setViewportSize({ width: 390, height: 844 })
  await desk.goto('/admin/strategy-sessions')
  const waiting = desk.getByRole('region', { name: 'First-100 counsellors without a session' })
  await expect(waiting).toContainText(`${name} (place 1)`)
  await expect(waiting).toContainText('not told yet')

  // Staff open every day, 06:00 to 22:00, on the phone.
  const hours = desk.getByRole('form', { name: "Our team's hours for strategy sessions" })
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    await hours.getByRole('button', { name: `Add hours on ${day}` }).click()
    await hours.getByLabel(`${day}, range 1, from`).fill('06:00')
    await hours.getByLabel(`${day}, range 1, to`).fill('22:00')
  }
  await hours.getByRole('button', { name: 'Save the hours' }).click()
  await expect(desk.getByText('Hours saved: counsellors see the new times now.')).toBeVisible()
  // She was waiting: mailed once that the times are open, and the list says when.
  await expect(waiting).toContainText(/told on \w{3}, \d{1,2} \w{3,4} \d{4}/)
  const told = await mailTo(email, /our team has opened times/)
  expect(told.text).toContain('/workspace')
  await hours.getByRole('button', { name: 'Save the hours' }).click()
  await expect(desk.getByText('Hours saved: counsellors see the new times now.').first()).toBeVisible()
  await desk.waitForTimeout(2000)
  expect(await mailsTo(outbox, email, /our team has opened times/)).toHaveLength(1)

  // She signs in to the workspace and books the first time more than 12 hours away.
  expect((await counsellor.request.post('/api/workspace/code', { data: { email } })).status()).toBe(200)
  const signedIn = await counsellor.request.post('/api/workspace/sign-in', {
    data: { email, code: await mailedCode(outbox, email, 'workspace code is') },
  })
  expect(signedIn.status(), await signedIn.text()).toBe(200)
  const offer = (await (await counsellor.request.get('/api/workspace/strategy')).json()) as {
    slots: { startsAt: string; final: boolean }[]
  }
  const slot = offer.slots.find((s) => !s.final)!
  const booked = await counsellor.request.post('/api/workspace/strategy', {
    data: { startsAt: slot.startsAt },
  })
  expect(booked.status(), await booked.text()).toBe(200)
  const day = indiaDate(slot.startsAt)

  // A day off on her day is refused, naming her session.
  await desk.reload()
  const daysOff = desk.getByRole('region', { name: 'Team days off' })
  await expect(daysOff).toContainText('No days off ahead.')
  const addDayOff = daysOff.getByRole('form', { name: 'Add a day off' })
  await addDayOff.getByLabel('Date').fill(day)
  await addDayOff.getByLabel('Note (optional)').fill('Team offsite')
  await addDayOff.getByRole('button', { name: 'Add the day off' }).click()
  const refusal = daysOff.getByRole('alert')
  await expect(refusal).toContainText(`has a strategy session booked: ${name} at `)
  await expect(refusal).toContainText('Move or cancel it first.')
  await fitsPhone(desk, 'strategy-day-off-refused')

  // Staff move her session to another day, with a reason.
  const row = desk.getByRole('row').filter({ hasText: name })
  await row.getByRole('button', { name: 'Move', exact: true }).click()
  const move = desk.getByRole('group', { name: `Move the session of ${name}` })
  const select = move.getByLabel('New time (India)')
  await expect(select.locator('option').first()).toBeAttached()
  const choices = await select
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
  const target = choices.find((value) => indiaDate(value) !== day)!
  await select.selectOption(target)
  await move.getByLabel('Reason (optional, mailed to the counsellor)').fill('Team training that day.')
  await fitsPhone(desk, 'strategy-move')
  await move.getByRole('button', { name: 'Move the session' }).click()
  await expect(desk.getByText(`${name} is mailed the new invitation.`, { exact: false })).toBeVisible()
  const moved = await mailTo(email, /Our team has moved your strategy session/)
  expect(moved.text).toContain('Team training that day.')
  expect(moved.ics).toMatch(/UID:strategy-[0-9a-f-]+@/)
  expect(moved.ics).toContain('SEQUENCE:1')

  // Now the day off is taken, listed, and its times leave her list.
  await addDayOff.getByRole('button', { name: 'Add the day off' }).click()
  await expect(daysOff.getByRole('listitem')).toHaveCount(1)
  await expect(daysOff.getByRole('listitem')).toContainText('Team offsite')
  await expect(daysOff.getByRole('alert')).toHaveCount(0)
  const after = (await (await counsellor.request.get('/api/workspace/strategy')).json()) as {
    slots: { startsAt: string }[]
  }
  expect(after.slots.filter((s) => indiaDate(s.startsAt) === day)).toEqual([])
  await fitsPhone(desk, 'strategy-day-off-taken')

  // Staff cancel it with a reason: she is mailed the cancellation and the reason.
  await row.getByRole('button', { name: 'Cancel', exact: true }).click()
  const cancel = desk.getByRole('group', { name: `Cancel the session of ${name}` })
  await expect(cancel.getByRole('button', { name: 'Cancel the session' })).toBeDisabled()
  await cancel.getByLabel('Reason (mailed to the counsellor)').fill('Our team is away that week.')
  await cancel.getByRole('button', { name: 'Cancel the session' }).click()
  await expect(row).toContainText('Cancelled by staff: Our team is away that week.')
  const cancelled = await mailTo(email, /Your strategy session is cancelled/)
  expect(cancelled.text).toContain('Our team is away that week.')
  expect(cancelled.ics).toContain('METHOD:CANCEL')
  expect(cancelled.ics).toContain('SEQUENCE:2')

  // The day off removed: none left.
  await daysOff.getByRole('button', { name: /^Remove the day off of / }).click()
  await expect(daysOff).toContainText('No days off ahead.')
  await fitsPhone(desk, 'strategy-sessions-after')
})
