import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { applicant, backends, makeHarness, post, signIn, type Harness } from './helpers'

// GET /api/onboarding/me: a reloaded plans list or checkout reads who its session belongs to.
describe.each(backends)('the session read on %s', (backend) => {
  let h: Harness
  beforeAll(async () => {
    h = await makeHarness(backend)
  })
  afterAll(async () => {
    await h.close()
  })
  beforeEach(() => {
    h.clock.advance(3_600_000)
  })

  const me = (cookie?: string) =>
    h.app.inject({ method: 'GET', url: '/api/onboarding/me', headers: cookie ? { cookie } : {} })

  it('answers 401 with a message without a session, with a forged one and after it expired', async () => {
    const none = await me()
    expect(none.statusCode).toBe(401)
    expect(none.json()).toEqual({ message: 'Your session has expired. Please verify your email again.' })
    expect((await me('dem_session=forged')).statusCode).toBe(401)

    const who = applicant()
    const cookie = await signIn(h, who)
    expect((await me(cookie)).statusCode).toBe(200)
    h.clock.advance(h.app.ctx.settings.sessionTtlHours * 3_600_000 + 1000)
    expect((await me(cookie)).statusCode).toBe(401)
  })

  it('names the verified applicant, and the chosen plan with its catalogue price once there is one', async () => {
    const who = applicant()
    const cookie = await signIn(h, who)
    const before = await me(cookie)
    expect(before.statusCode).toBe(200)
    expect(before.json()).toEqual({
      email: who.email,
      phone: who.phone,
      firstName: who.firstName,
      lastName: who.lastName,
      role: 'student',
      plan: null,
    })
    await post(h.app, '/api/onboarding/select-plan', { email: who.email, plan: 'basic' }, cookie)
    expect((await me(cookie)).json().plan).toEqual({ key: 'basic', name: "Achiever's Report", amount: 4999 })
  })

  it('gives a counsellor the kit at its catalogue price', async () => {
    const who = applicant('eec')
    const cookie = await signIn(h, who)
    await post(h.app, '/api/onboarding/select-plan', { email: who.email, plan: 'basic' }, cookie)
    const res = await me(cookie)
    expect(res.json()).toMatchObject({ role: 'eec', plan: { key: 'basic', amount: 7000 } })
  })
})
