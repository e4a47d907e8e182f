import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { COMING_SOON_MESSAGE } from '../../src/content/catalogue'
import { applicants, mailQueue, otpChallenges } from '../../server/db/schema'
import { unsealMail } from '../../server/mail/sealed'
import {
  TEST_OTP_SECRET,
  applicant,
  backends,
  latestOtp,
  makeHarness,
  post,
  register,
  signIn,
  type Harness,
} from './helpers'

describe.each(backends)('onboarding on %s', (backend) => {
  let h: Harness
  beforeAll(async () => {
    h = await makeHarness(backend)
  })
  afterAll(async () => {
    await h.close()
  })
  beforeEach(() => {
    // Each test starts well past any cooldown of the previous one.
    h.clock.advance(3_600_000)
  })

  it('registers, queues a 6-digit OTP mail naming the address, and answers the same for a known email', async () => {
    const who = applicant('eec')
    const first = await register(h, who)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ message: 'OTP sent to your email.', sms: false })
    const [mail] = await h.database.db.select().from(mailQueue).where(eq(mailQueue.to, who.email))
    expect(mail?.kind).toBe('otp')
    const { body } = unsealMail(TEST_OTP_SECRET, mail!)
    expect(body).toContain(who.email)
    expect(body).toMatch(/\b\d{6}\b/)

    h.clock.advance(61_000)
    const again = await register(h, { ...who, email: who.email.toUpperCase() })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    const rows = await h.database.db.select().from(applicants).where(eq(applicants.email, who.email))
    expect(rows).toHaveLength(1)
  })

  it('answers a Hindi page in Hindi and every other request in the exact English', async () => {
    const who = applicant()
    const hindi = { 'x-language': 'hi' }
    expect((await register(h, who, hindi)).json()).toEqual({
      message: 'OTP आपके ईमेल पर भेज दिया गया है।',
      sms: false,
    })
    const wrong = { email: who.email, phone: who.phone, otp: '000000' }
    const refused = await post(h.app, '/api/onboarding/validate-otp', wrong, undefined, hindi)
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({ message: 'OTP ग़लत है या उसकी समय-सीमा ख़त्म हो चुकी है।' })
    for (const headers of [{}, { 'x-language': 'en' }, { 'x-language': 'fr' }] as Record<string, string>[]) {
      const english = await post(h.app, '/api/onboarding/validate-otp', wrong, undefined, headers)
      expect(english.body).toBe('{"message":"Invalid or expired OTP."}')
    }
    // A number in the message: the wait, in Hindi words around it.
    const soon = await register(h, who, hindi)
    expect(soon.statusCode).toBe(429)
    expect(soon.json()).toEqual({ message: expect.stringMatching(/^नया OTP माँगने से पहले कृपया \d+ सेकंड रुकें।$/) })
    // Validation's issues too.
    const invalid = await register(h, { ...who, email: 'not-an-address' }, hindi)
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json()).toMatchObject({
      message: 'कृपया सही ईमेल पता लिखें।',
      issues: [{ path: 'email', message: 'कृपया सही ईमेल पता लिखें।' }],
    })
  })

  it('stores the code only as an HMAC: not in the challenge, not in its queued mail', async () => {
    const who = applicant()
    await register(h, who)
    const code = await latestOtp(h.database, who.email)
    const [row] = await h.database.db.select().from(applicants).where(eq(applicants.email, who.email))
    const challenges = await h.database.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.applicantId, row!.id))
    expect(challenges).toHaveLength(1)
    expect(challenges[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(challenges)).not.toContain(code)
    const mails = await h.database.db.select().from(mailQueue).where(eq(mailQueue.to, who.email))
    expect(mails).toHaveLength(1)
    expect(JSON.stringify(mails)).not.toContain(code)
  })

  it('validates the OTP once and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const who = applicant()
    await register(h, who)
    const otp = await latestOtp(h.database, who.email)
    const ok = await post(h.app, '/api/onboarding/validate-otp', { email: who.email, phone: who.phone, otp })
    expect(ok.statusCode).toBe(200)
    expect(ok.json().message).toBeTypeOf('string')
    const setCookie = String(ok.headers['set-cookie'])
    expect(setCookie).toMatch(/dem_session=/)
    expect(setCookie).toMatch(/HttpOnly/)
    expect(setCookie).toMatch(/SameSite=Lax/)
    expect(setCookie).not.toMatch(/Secure/)

    const reused = await post(h.app, '/api/onboarding/validate-otp', {
      email: who.email,
      phone: who.phone,
      otp,
    })
    expect(reused.statusCode).toBe(400)
    expect(reused.json()).toEqual({ message: 'Invalid or expired OTP.' })
  })

  it('verifying codes updates the challenges and applicants in place (HOT: same page, no new index entries)', async () => {
    // Sixty people fill more than a page of each table; at the default fillfactor the rows of a full page
    // could only move to another page on update.
    const people = Array.from({ length: 60 }, () => applicant())
    for (const who of people) expect((await register(h, who)).statusCode).toBe(200)
    const emails = people.map((who) => who.email)
    const pages = async () =>
      (
        (await h.database.db.execute(sql`
          SELECT a.email, (a.ctid::text::point)[0] AS applicant_page, (c.ctid::text::point)[0] AS challenge_page
          FROM ${applicants} a JOIN ${otpChallenges} c ON c.applicant_id = a.id
          WHERE a.email IN ${emails} ORDER BY a.email`)) as unknown as { rows: unknown[] }
      ).rows
    const before = await pages()
    expect(before).toHaveLength(60)
    for (const who of people) {
      const otp = await latestOtp(h.database, who.email)
      const verified = await post(h.app, '/api/onboarding/validate-otp', {
        email: who.email,
        phone: who.phone,
        otp,
      })
      expect(verified.statusCode).toBe(200)
    }
    expect(await pages()).toEqual(before)
  })

  it('refuses a wrong phone, an unknown email and an expired code with the same answer', async () => {
    const who = applicant()
    await register(h, who)
    const otp = await latestOtp(h.database, who.email)
    const wrongPhone = await post(h.app, '/api/onboarding/validate-otp', {
      email: who.email,
      phone: '9000000001',
      otp,
    })
    const unknown = await post(h.app, '/api/onboarding/validate-otp', {
      email: 'nobody@example.com',
      phone: who.phone,
      otp,
    })
    expect(wrongPhone.statusCode).toBe(400)
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toEqual(wrongPhone.json())

    h.clock.advance(10 * 60_000 + 1)
    const expired = await post(h.app, '/api/onboarding/validate-otp', {
      email: who.email,
      phone: who.phone,
      otp,
    })
    expect(expired.statusCode).toBe(400)
    expect(expired.json()).toEqual({ message: 'Invalid or expired OTP.' })
  })

  it('burns the code after 5 wrong tries', async () => {
    const who = applicant()
    await register(h, who)
    const otp = await latestOtp(h.database, who.email)
    const wrong = otp === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i += 1) {
      const res = await post(h.app, '/api/onboarding/validate-otp', {
        email: who.email,
        phone: who.phone,
        otp: wrong,
      })
      expect(res.statusCode).toBe(400)
    }
    const right = await post(h.app, '/api/onboarding/validate-otp', {
      email: who.email,
      phone: who.phone,
      otp,
    })
    expect(right.statusCode).toBe(400)
  })

  it('refuses a resend within 60 s, then replaces the code', async () => {
    const who = applicant('eec')
    await register(h, who)
    const firstCode = await latestOtp(h.database, who.email)
    const resendBody = {
      email: who.email,
      phone: who.phone,
      role: who.role,
      firstName: who.firstName,
      lastName: who.lastName,
    }
    h.clock.advance(30_000)
    const early = await post(h.app, '/api/onboarding/resend-otp', resendBody)
    expect(early.statusCode).toBe(429)
    expect(early.json().message).toMatch(/wait 30 seconds/)

    h.clock.advance(31_000)
    const later = await post(h.app, '/api/onboarding/resend-otp', resendBody)
    expect(later.statusCode).toBe(200)
    expect(later.json().message).toBeTypeOf('string')
    const secondCode = await latestOtp(h.database, who.email)
    if (secondCode !== firstCode) {
      const old = await post(h.app, '/api/onboarding/validate-otp', {
        email: who.email,
        phone: who.phone,
        otp: firstCode,
      })
      expect(old.statusCode).toBe(400)
    }
    const fresh = await post(h.app, '/api/onboarding/validate-otp', {
      email: who.email,
      phone: who.phone,
      otp: secondCode,
    })
    expect(fresh.statusCode).toBe(200)
  })

  it('caps codes per email per hour', async () => {
    const who = applicant()
    const cap = h.app.ctx.settings.otpEmailHourlyCap
    for (let i = 0; i < cap; i += 1) {
      expect((await register(h, who)).statusCode).toBe(200)
      h.clock.advance(61_000)
    }
    const over = await register(h, who)
    expect(over.statusCode).toBe(429)
    expect(over.json().message).toMatch(/Too many OTP requests/)
  })

  it('keeps a known applicant’s details until the new code is verified', async () => {
    const who = applicant()
    await signIn(h, who)
    h.clock.advance(61_000)
    await register(h, { ...who, firstName: 'Intruder', phone: '9111111111' })
    const [row] = await h.database.db.select().from(applicants).where(eq(applicants.email, who.email))
    expect(row?.firstName).toBe('Asha')
    expect(row?.phone).toBe(who.phone)
  })

  it('requires the session for select-plan and the same email as the session', async () => {
    const who = applicant()
    const cookie = await signIn(h, who)
    const anonymous = await post(h.app, '/api/onboarding/select-plan', { email: who.email, plan: 'basic' })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json().message).toBeTypeOf('string')
    const other = await post(
      h.app,
      '/api/onboarding/select-plan',
      { email: 'someone@example.com', plan: 'basic' },
      cookie,
    )
    expect(other.statusCode).toBe(403)
    const forged = await post(
      h.app,
      '/api/onboarding/select-plan',
      { email: who.email, plan: 'basic' },
      'dem_session=forged',
    )
    expect(forged.statusCode).toBe(401)
  })

  it('selects the basic plan and refuses premium while it is coming soon', async () => {
    const who = applicant()
    const cookie = await signIn(h, who)
    const premium = await post(
      h.app,
      '/api/onboarding/select-plan',
      { email: who.email, plan: 'premium' },
      cookie,
    )
    expect(premium.statusCode).toBe(409)
    expect(premium.json()).toEqual({ message: COMING_SOON_MESSAGE })
    const basic = await post(
      h.app,
      '/api/onboarding/select-plan',
      { email: who.email, plan: 'basic' },
      cookie,
    )
    expect(basic.statusCode).toBe(200)
    expect(basic.json().message).toMatch(/Achiever's Report/)
    const [row] = await h.database.db.select().from(applicants).where(eq(applicants.email, who.email))
    expect(row?.selectedPlan).toBe('basic')
  })

  it('accepts the email in any case for a signed-in applicant', async () => {
    const who = applicant()
    const cookie = await signIn(h, who)
    const res = await post(
      h.app,
      '/api/onboarding/select-plan',
      { email: who.email.toUpperCase(), plan: 'basic' },
      cookie,
    )
    expect(res.statusCode).toBe(200)
  })

  it('a session expires after its lifetime', async () => {
    const who = applicant()
    const cookie = await signIn(h, who)
    h.clock.advance(h.app.ctx.settings.sessionTtlHours * 3_600_000 + 1000)
    const res = await post(h.app, '/api/onboarding/select-plan', { email: who.email, plan: 'basic' }, cookie)
    expect(res.statusCode).toBe(401)
  })
})
