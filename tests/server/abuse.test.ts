/**
 * Issue 20: what an attacker, a classroom or a stranger can do to the onboarding API. Names that carry links,
 * the lock-out of someone else's code, retention, abuse limits and client IPs behind proxies.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  applicant,
  backends,
  latestOtp,
  makeHarness,
  post,
  register,
  type Harness,
  type TestApplicant,
} from './helpers'
import { OTP_PHONES_PER_EMAIL_HOURLY } from '../../server/services/otp'

describe.each(backends)('abuse on %s', (backend) => {
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

  let serial = 0
  const person = (firstName: string, lastName = 'Rao') => {
    serial += 1
    return {
      firstName,
      lastName,
      email: `name.${serial}.${Date.now().toString(36)}@example.com`,
      phone: `97${String(10000000 + serial * 7919).slice(-8)}`,
    }
  }

  describe('names are names', () => {
    it.each([
      'Asha. Your payment FAILED - pay again at https://dem-refund.example/pay',
      'dem-refund.example/pay',
      'asha@example.com',
      'Asha 2',
      'Call +91 98765 43210',
      'Asha: read this',
      'Asha (parent)',
      '...',
      "'-",
      'Asha 😀',
      'आशा ४',
    ])('refuses %j with a 400 the form can show', async (firstName) => {
      for (const url of ['/api/onboarding/register-basic?role=student', '/api/onboarding/resend-otp']) {
        const who = person(firstName)
        const body = url.includes('resend') ? { ...who, role: 'student' } : who
        const res = await post(h.app, url, body)
        expect(res.statusCode, url).toBe(400)
        expect(res.json().message).toBe(
          'First name can contain only letters, spaces, full stops, apostrophes and hyphens.',
        )
      }
      const last = await post(h.app, '/api/onboarding/register-basic?role=eec', person('Asha', firstName))
      expect(last.statusCode).toBe(400)
      expect(last.json().message).toBe(
        'Last name can contain only letters, spaces, full stops, apostrophes and hyphens.',
      )
      // Nothing was queued for the typed address.
      expect(h.transport.sent).toHaveLength(0)
    })

    it.each(['Asha www.evil.example', 'evil.example', 'Dr.Sharma', 'A.Ka'])(
      'refuses a name that looks like a domain: %j',
      async (firstName) => {
        const res = await post(h.app, '/api/onboarding/register-basic?role=student', person(firstName))
        expect(res.statusCode).toBe(400)
        expect(res.json().message).toBe('Please put a space after a full stop in first name.')
      },
    )

    it.each([
      ['Asha', 'Rao'],
      ['A.K.', 'R. K. Narayan'],
      ['Dr. Sharma', 'Rao.'],
      ["D'Souza", 'O’Brien'],
      ['Mary-Jane', 'St. John'],
      ['José', 'Müller'],
      ['आशा', 'वर्मा'],
      ['क्\u200Dष', 'ರಾವ್'],
      ['Lakshmi\u200C', 'ലക്ഷ്മി'],
      ['محمد', 'خان'],
      ['ᱥᱟᱱᱛᱟᱲ', 'ꯃꯅꯤ'],
      ['  Asha  ', ' Rao '],
    ])('accepts %j %j', async (firstName, lastName) => {
      const res = await post(
        h.app,
        '/api/onboarding/register-basic?role=student',
        person(firstName, lastName),
      )
      expect(res.statusCode, res.body).toBe(200)
    })

    it('keeps the contact form and the invoice body lenient (they never mail the name to the typed address)', async () => {
      const res = await post(h.app, '/api/contact', {
        name: 'St. Mary’s School, Class 10',
        email: 'teacher@example.com',
        message: 'Hello',
      })
      expect(res.statusCode).toBe(200)
    })
  })
})

describe.each(backends)('lock-out by a stranger on %s', (backend) => {
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

  const resend = (who: TestApplicant, phone = who.phone) =>
    post(h.app, '/api/onboarding/resend-otp', {
      email: who.email,
      phone,
      role: who.role,
      firstName: 'Stranger',
      lastName: 'Danger',
    })
  const validate = (who: TestApplicant, otp: string, phone = who.phone) =>
    post(h.app, '/api/onboarding/validate-otp', { email: who.email, phone, otp })

  it("knowing only the email, a stranger can neither invalidate nor exhaust the owner's code", async () => {
    const victim = applicant()
    expect((await register(h, victim)).statusCode).toBe(200)
    const code = await latestOtp(h.database, victim.email)

    // Resends with other phones, as often as the limits let them, while the owner's code is valid (10 min).
    let strangerPhone = 9000000000
    for (let i = 0; i < 8; i += 1) {
      h.clock.advance(61_000)
      strangerPhone += 1
      await resend(victim, String(strangerPhone))
      await resend(victim, String(strangerPhone))
    }
    // Wrong codes with a phone of their own: they never reach the owner's code.
    for (let i = 0; i < 8; i += 1) {
      const wrong = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')
      expect((await validate(victim, wrong, String(strangerPhone))).statusCode).toBe(400)
    }
    // The owner's code still works...
    expect((await validate(victim, code)).statusCode).toBe(200)

    // ...and the owner's own resend budget is untouched: a new code whenever they ask, up to their own cap.
    for (let i = 0; i < h.app.ctx.settings.otpEmailHourlyCap - 1; i += 1) {
      h.clock.advance(61_000)
      const again = await resend(victim)
      expect(again.statusCode, again.body).toBe(200)
    }
  })

  it("a stranger's resends cannot close the owner's open code before it is used", async () => {
    const victim = applicant('eec')
    await register(h, victim)
    const code = await latestOtp(h.database, victim.email)
    h.clock.advance(61_000)
    expect((await resend(victim, '9123456780')).statusCode).toBe(200)
    const strangersCode = await latestOtp(h.database, victim.email)
    // The code mailed for the stranger's phone works only with that phone.
    if (strangersCode !== code) expect((await validate(victim, strangersCode)).statusCode).toBe(400)
    expect((await validate(victim, code)).statusCode).toBe(200)
  })

  it('still bounds the mail one address can receive: a few phones an hour, a few codes each', async () => {
    const victim = applicant()
    const cap = h.app.ctx.settings.otpEmailHourlyCap
    let sent = 0
    for (let i = 0; i < 3 * cap; i += 1) {
      h.clock.advance(61_000)
      for (let p = 0; p < 3 * cap; p += 1) {
        if ((await resend(victim, String(9200000000 + p))).statusCode === 200) sent += 1
      }
    }
    expect(sent).toBeLessThanOrEqual(OTP_PHONES_PER_EMAIL_HOURLY * cap)
    expect(sent).toBeGreaterThanOrEqual(cap)
  })
})
