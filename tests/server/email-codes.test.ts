import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { emailCodes, mailQueue } from '../../server/db/schema'
import {
  EMAIL_CODE_COOLDOWN_MS,
  EMAIL_CODE_TTL_MS,
  checkEmailCode,
  issueEmailCode,
  type EmailCodePolicy,
} from '../../server/services/email-codes'
import { TEST_OTP_SECRET, backends, latestOtp, makeHarness, type Harness } from './helpers'

const policy = (purpose: EmailCodePolicy['purpose'] = 'orders'): EmailCodePolicy => ({
  purpose,
  secret: TEST_OTP_SECRET,
  emailHourlyCap: 3,
  ipHourlyCap: 4,
})
const mail = (code: string, minutes: number) => ({
  subject: 'Your code',
  body: `Code ${code}, ${minutes} min.`,
})

let n = 0
const freshEmail = () => `codes.${Date.now().toString(36)}.${(n += 1)}@example.com`

describe.each(backends)('email codes (%s)', (backend) => {
  let h: Harness
  beforeAll(async () => {
    h = await makeHarness(backend)
  })
  afterAll(() => h.close())

  const issue = (email: string, ip = '10.0.0.1', p = policy()) =>
    issueEmailCode(h.app.ctx.database.db, p, { email, ip, now: h.clock.now, mail })
  const check = (email: string, code: string, p = policy()) =>
    checkEmailCode(h.app.ctx.database.db, p, { email, code, now: h.clock.now })

  it('mails a sealed code that works once, and stores only its hash', async () => {
    const email = freshEmail()
    expect(await issue(email.toUpperCase())).toEqual({ sent: true })
    const code = await latestOtp(h.database, email)
    const [queued] = await h.database.db.select().from(mailQueue).where(eq(mailQueue.to, email))
    expect(queued?.body).not.toContain(code)
    expect(queued?.kind).toBe('otp')
    const [row] = await h.database.db.select().from(emailCodes).where(eq(emailCodes.email, email))
    expect(row?.codeHash).not.toContain(code)
    expect(await check(email, code)).toBe(true)
    expect(await check(email, code)).toBe(false)
  })

  it('burns a code after five wrong tries', async () => {
    const email = freshEmail()
    await issue(email)
    const code = await latestOtp(h.database, email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i += 1) expect(await check(email, wrong)).toBe(false)
    expect(await check(email, code)).toBe(false)
  })

  it('refuses an expired code', async () => {
    const email = freshEmail()
    await issue(email)
    const code = await latestOtp(h.database, email)
    h.clock.advance(EMAIL_CODE_TTL_MS + 1)
    expect(await check(email, code)).toBe(false)
  })

  it('keeps purposes apart: an orders code does not sign in to staff', async () => {
    const email = freshEmail()
    await issue(email)
    const code = await latestOtp(h.database, email)
    expect(await check(email, code, policy('staff'))).toBe(false)
    expect(await check(email, code)).toBe(true)
  })

  it('a new code closes the previous one; cooldown, per-email and per-IP caps answer 429', async () => {
    const email = freshEmail()
    await issue(email, '10.0.0.2')
    const first = await latestOtp(h.database, email)
    const early = await issue(email, '10.0.0.2')
    expect(early.sent).toBe(false)
    if (!early.sent) {
      expect(early.error.statusCode).toBe(429)
      expect(early.error.message).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/)
    }
    h.clock.advance(EMAIL_CODE_COOLDOWN_MS)
    expect(await issue(email, '10.0.0.2')).toEqual({ sent: true })
    const second = await latestOtp(h.database, email)
    if (first !== second) expect(await check(email, first)).toBe(false)
    expect(await check(email, second)).toBe(true)
    h.clock.advance(EMAIL_CODE_COOLDOWN_MS)
    expect(await issue(email, '10.0.0.2')).toEqual({ sent: true })
    h.clock.advance(EMAIL_CODE_COOLDOWN_MS)
    const capped = await issue(email, '10.0.0.2')
    expect(capped.sent).toBe(false)
    if (!capped.sent)
      expect(capped.error.message).toBe('Too many code requests. Please try again in an hour.')
    // Three codes from 10.0.0.2 so far; one more address reaches the per-IP cap of 4.
    expect(await issue(freshEmail(), '10.0.0.2')).toEqual({ sent: true })
    expect((await issue(freshEmail(), '10.0.0.2')).sent).toBe(false)
    expect(await issue(freshEmail(), '10.0.0.3')).toEqual({ sent: true })
    h.clock.advance(3_600_000)
    expect(await issue(email, '10.0.0.2')).toEqual({ sent: true })
  })
})
