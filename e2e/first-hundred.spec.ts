/**
 * Issue 47, "How it is checked": the 101st kit buyer sees no offer. The server starts with 100 counsellor-kit buyers
 * who paid a month ago (E2E_SEED, e2e/seed-kit-buyers.ts, the API tests' rows); a teacher buys the kit on a phone,
 * is certified, and the workspace's "My page" at 390 px says the first-100 offer is not open to the account, with no
 * strategy session to book; the back office has nobody waiting for one.
 */
import { paths } from '../src/config/paths'
import { mailedCode, uniqueEmail } from './buyer'
import { useCounsellorServer } from './counsellor-server'
import { expect, expectFitsWidth, test } from './fixtures'

const { outbox, checkScreen, buyKit, staffDesk } = useCounsellorServer('first-hundred', 14, {
  E2E_SEED: 'e2e/seed-kit-buyers.ts',
})

test('the 101st kit buyer, bought on a phone, sees no first-100 offer and no strategy session', async ({
  browser,
}) => {
  test.setTimeout(240_000)

  const email = uniqueEmail('first-hundred.kabir')
  const counsellor = await buyKit(browser, email, 'Kabir', 'Rao')

  const desk = await staffDesk(browser)
  const certified = await desk.request.post('/api/admin/counsellors', { data: { email } })
  expect(certified.status(), await certified.text()).toBe(200)

  await counsellor.goto(paths.workspace)
  await counsellor.getByLabel('Email address').fill(email)
  await counsellor.getByRole('button', { name: 'Email me a code' }).click()
  await counsellor.getByLabel('6-digit code').fill(await mailedCode(outbox, email, 'workspace code is'))
  await counsellor.getByRole('button', { name: 'Open my workspace' }).click()
  await counsellor.getByRole('tab', { name: 'My page' }).click()

  const offer = counsellor.getByRole('region', { name: 'First 100 enrollees' })
  await expect(offer).toContainText('The first-100 offer is not open to this account.')
  await expect(counsellor.getByTestId('first-hundred-offer')).toHaveCount(0)
  await expect(counsellor.getByRole('group', { name: 'Your 1-hour strategy session' })).toHaveCount(0)
  await expectFitsWidth(counsellor, 'first-hundred-101st')
  await checkScreen(counsellor, 'first-hundred-101st')

  // The server agrees: no place, nothing to book.
  const strategy = await counsellor.request.get('/api/workspace/strategy')
  expect(await strategy.json()).toMatchObject({ eligible: false, place: null, state: 'not-eligible' })

  // Staff see nobody waiting: the 100 earlier buyers are not counsellors, and the 101st holds no place.
  await desk.goto('/admin/strategy-sessions')
  await expect(desk.getByRole('region', { name: 'First-100 counsellors without a session' })).toContainText(
    'Nobody is waiting',
  )
})
