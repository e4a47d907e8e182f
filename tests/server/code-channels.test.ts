/**
 * A code proves only the channel it travelled on (issue 45, S1 and S13): the mailed code proves the email, the
 * texted code the phone; an email with a verified phone is texted only on that phone; a phone change needs the
 * email's code and leaves the new phone unverified; and a stranger who types a buyer's email with their own mobile
 * never gets a code that opens the buyer's account.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { applicants, jobs, sessions } from '../../server/db/schema'
import { unseal } from '../../server/mail/sealed'
import {
  TEST_OTP_SECRET,
  applicant,
  backends,
  latestOtp,
  makeHarness,
  post,
  register,
  type Harness,
  type TestApplicant,
} from './helpers'

/** The latest code texted to a phone, read from its sealed SMS job (undefined: none was texted). */
async function textedCode(h: Harness, phone: string): Promise<string | undefined> {
  const rows = await h.database.db.select().from(jobs).where(eq(jobs.kind, 'sms')).orderBy(jobs.id)
  const job = rows.filter((row) => row.payload.to === phone).at(-1)
  return job ? unseal(TEST_OTP_SECRET, String(job.payload.code)) : undefined
}

const verify = (h: Harness, who: Pick<TestApplicant, 'email' | 'phone'>, otp: string) =>
  post(h.app, '/api/onboarding/validate-otp', { email: who.email, phone: who.phone, otp })

const sessionOf = (answer: Awaited<ReturnType<typeof verify>>) => {
  const cookie = answer.cookies.find((c) => c.name === 'dem_session')
  return cookie ? `dem_session=${cookie.value}` : undefined
}

async function row(h: Harness, email: string) {
  const [found] = await h.database.db.select().from(applicants).where(eq(applicants.email, email))
  if (!found) throw new Error(`no applicant ${email}`)
  return found
}

const me = (h: Harness, cookie: string) =>
  h.app.inject({ method: 'GET', url: '/api/onboarding/me', headers: { cookie } })

describe.each(backends)('a code proves its channel on %s', (backend) => {
  let h: Harness
  beforeAll(async () => {
    // One client's SMS budget of a day is 3 (S5); each test asks from its own client (X-Forwarded-For).
    h = await makeHarness(backend, {
      env: { SMS_PROVIDER: 'file', SMS_CLIENT_DAILY_CAP: '3', TRUST_PROXY: '1' },
    })
  })
  afterAll(async () => {
    await h.close()
  })
  let clients = 0
  let client: Record<string, string> = {}
  beforeEach(() => {
    // Past the waits between codes of one email.
    h.clock.advance(3_600_000)
    clients += 1
    client = { 'x-forwarded-for': `198.51.100.${clients}` }
  })
  const ask = (who: TestApplicant, from = client) => register(h, who, from)

  /** A buyer who registered and typed the mailed code: email verified, phone texted but not entered. */
  async function buyer() {
    const who = applicant()
    await ask(who)
    const answer = await verify(h, who, await latestOtp(h.database, who.email))
    expect(answer.statusCode).toBe(200)
    h.clock.advance(3_600_000)
    return { who, cookie: sessionOf(answer)! }
  }

  it('S1: a stranger typing the buyer email with their own mobile is texted nothing and cannot sign in', async () => {
    const { who } = await buyer()
    const stranger = { ...applicant(), email: who.email, firstName: 'Mallory' }
    const answer = await ask(stranger)
    expect(answer.statusCode).toBe(200)
    // The code goes to the buyer's inbox only: no SMS to the stranger's phone.
    expect(answer.json()).toEqual({ message: 'OTP sent to your email.', sms: false })
    const texted = await textedCode(h, stranger.phone)
    expect(texted).toBeUndefined()
    // Even a code texted to the stranger (were one sent) or any guess: no session, the buyer's details intact.
    for (const guess of [texted ?? '000000', '123456']) {
      const tried = await verify(h, stranger, guess)
      expect(tried.statusCode).toBe(400)
      expect(sessionOf(tried)).toBeUndefined()
    }
    const after = await row(h, who.email)
    expect(after).toMatchObject({ firstName: who.firstName, lastName: who.lastName, phone: who.phone })
  })

  it('S1: with a verified phone, the code is texted to that phone only, and its texted code signs in', async () => {
    const who = applicant()
    await ask(who)
    const sms = await textedCode(h, who.phone)
    expect(sms).toMatch(/^\d{6}$/)
    // The texted code proves the phone (a new email's first sign-in): the email stays unproved.
    const first = await verify(h, who, sms!)
    expect(first.statusCode).toBe(200)
    expect(await row(h, who.email)).toMatchObject({ emailVerifiedAt: null, phoneVerifiedAt: h.clock.now })
    h.clock.advance(3_600_000)

    // The stranger's phone is not texted; the owner's verified phone is, and its code opens the account.
    const stranger = { ...applicant(), email: who.email }
    expect((await ask(stranger)).json()).toMatchObject({ sms: false })
    expect(await textedCode(h, stranger.phone)).toBeUndefined()
    h.clock.advance(120_000)
    expect((await ask(who)).json()).toMatchObject({ sms: true })
    const again = await textedCode(h, who.phone)
    expect(again).not.toBe(sms)
    const second = await verify(h, who, again!)
    expect(second.statusCode).toBe(200)
    expect((await me(h, sessionOf(second)!)).json()).toMatchObject({ email: who.email, phone: who.phone })
  })

  it('S1: the mailed and the texted code differ; each proves only its own channel', async () => {
    const who = applicant()
    await ask(who)
    const mailed = await latestOtp(h.database, who.email)
    const texted = await textedCode(h, who.phone)
    expect(texted).toMatch(/^\d{6}$/)
    expect(texted).not.toBe(mailed)
    expect((await verify(h, who, mailed)).statusCode).toBe(200)
    expect(await row(h, who.email)).toMatchObject({ emailVerifiedAt: h.clock.now, phoneVerifiedAt: null })
  })

  it('S1/S13: a phone change needs the email code, leaves the new phone unverified and ends other sessions', async () => {
    const who = applicant()
    await ask(who)
    // Both proved: the texted code first, then the mailed one.
    expect((await verify(h, who, (await textedCode(h, who.phone))!)).statusCode).toBe(200)
    h.clock.advance(3_600_000)
    await ask(who)
    const old = sessionOf(await verify(h, who, await latestOtp(h.database, who.email)))!
    expect(await row(h, who.email)).toMatchObject({ phone: who.phone })
    expect((await row(h, who.email)).phoneVerifiedAt).not.toBeNull()
    h.clock.advance(3_600_000)

    const moved = { ...who, phone: applicant().phone }
    expect((await ask(moved)).json()).toMatchObject({ sms: false })
    expect(await textedCode(h, moved.phone)).toBeUndefined()
    const answer = await verify(h, moved, await latestOtp(h.database, who.email))
    expect(answer.statusCode).toBe(200)
    expect(await row(h, who.email)).toMatchObject({ phone: moved.phone, phoneVerifiedAt: null })
    // The session opened before the change ends; the new one works.
    expect((await me(h, old)).statusCode).toBe(401)
    expect((await me(h, sessionOf(answer)!)).statusCode).toBe(200)
  })

  it('S1: a stranger who proved only their phone on an unclaimed email loses the account to its owner', async () => {
    const owner = applicant()
    const stranger = { ...applicant(), email: owner.email }
    await ask(stranger)
    const strangerSession = sessionOf(await verify(h, stranger, (await textedCode(h, stranger.phone))!))!
    expect((await me(h, strangerSession)).statusCode).toBe(200)
    h.clock.advance(3_600_000)

    // The owner's phone is not the verified one: mail only; the mailed code makes the account theirs.
    expect((await ask(owner)).json()).toMatchObject({ sms: false })
    const answer = await verify(h, owner, await latestOtp(h.database, owner.email))
    expect(answer.statusCode).toBe(200)
    expect(await row(h, owner.email)).toMatchObject({ phone: owner.phone, phoneVerifiedAt: null })
    expect((await me(h, strangerSession)).statusCode).toBe(401)
    const left = await h.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.applicantId, (await row(h, owner.email)).id))
    expect(left).toHaveLength(1)
    h.clock.advance(3_600_000)
    // And the stranger's phone is never texted for it again.
    expect((await ask(stranger)).json()).toMatchObject({ sms: false })
  })

  it('S5: one client is texted at most its daily budget (the code still goes by mail); an IPv6 /64 is one client', async () => {
    const answers: boolean[] = []
    for (let n = 0; n < 5; n += 1) {
      const who = applicant()
      const answer = await ask(who)
      expect(answer.statusCode).toBe(200)
      answers.push(answer.json<{ sms: boolean }>().sms)
      // Past the budget the code still goes by mail, and it signs in.
      if (n === 4) expect((await verify(h, who, await latestOtp(h.database, who.email))).statusCode).toBe(200)
    }
    expect(answers).toEqual([true, true, true, false, false])
    // Another client still gets SMS; two addresses of one IPv6 /64 share one budget.
    const v6 = (host: string) => ({ 'x-forwarded-for': `2001:db8:45:5::${host}` })
    const sixes: boolean[] = []
    for (const host of ['1', '2', 'a', 'b'])
      sixes.push((await ask(applicant(), v6(host))).json<{ sms: boolean }>().sms)
    expect(sixes).toEqual([true, true, true, false])
  })
})
