import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { emailCodes, mailQueue, rateLimitCounters } from '../../server/db/schema'
import { refusalStatus } from '../../server/http/errors'
import {
  EMAIL_CODE_COOLDOWN_MS,
  EMAIL_CODE_TTL_MS,
  checkEmailCode,
  issueEmailCode,
  type EmailCodePolicy,
} from '../../server/services/email-codes'
import { TEST_OTP_SECRET, applicant, backends, latestOtp, makeHarness, type Harness } from './helpers'

const policy = (purpose: EmailCodePolicy['purpose'] = 'orders'): EmailCodePolicy => ({
  purpose,
  secret: TEST_OTP_SECRET,
  emailHourlyAtBasePace: 3,
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

  const issue = (email: string, client = '10.0.0.1', p = policy()) =>
    issueEmailCode(h.app.ctx.database.db, p, { email, client, now: h.clock.now, mail })
  const check = (email: string, code: string, p = policy(), client = '10.0.0.1') =>
    checkEmailCode(h.app.ctx.database.db, p, { email, code, client, now: h.clock.now })

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

  it('ends a client’s tries at a code after five wrong ones; another client still has its own', async () => {
    const email = freshEmail()
    await issue(email)
    const code = await latestOtp(h.database, email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i += 1) expect(await check(email, wrong)).toBe(false)
    expect(await check(email, code)).toBe(false)
    expect(await check(email, code, policy(), '10.0.0.9')).toBe(true)
  })

  it('burns a code after twenty wrong tries from all clients together', async () => {
    const email = freshEmail()
    // Asked from a client of its own: 10.0.0.1's flood guard (4 an hour) is for the other tests.
    await issue(email, '10.0.0.5')
    const code = await latestOtp(h.database, email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let client = 0; client < 4; client += 1)
      for (let i = 0; i < 5; i += 1)
        expect(await check(email, wrong, policy(), `10.0.1.${client}`)).toBe(false)
    expect(await check(email, code, policy(), '10.0.0.9')).toBe(false)
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

  it('a new code closes the previous one; the wait grows after the paced codes; the per-client cap answers 429', async () => {
    const email = freshEmail()
    await issue(email, '10.0.0.2')
    const first = await latestOtp(h.database, email)
    const early = await issue(email, '10.0.0.2')
    expect(early.sent).toBe(false)
    if (!early.sent) {
      expect(refusalStatus[early.error.reason]).toBe(429)
      expect(early.error.message).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/)
    }
    h.clock.advance(EMAIL_CODE_COOLDOWN_MS)
    expect(await issue(email, '10.0.0.2')).toEqual({ sent: true })
    const second = await latestOtp(h.database, email)
    if (first !== second) expect(await check(email, first)).toBe(false)
    expect(await check(email, second)).toBe(true)
    h.clock.advance(EMAIL_CODE_COOLDOWN_MS)
    expect(await issue(email, '10.0.0.2')).toEqual({ sent: true })
    // Three codes this hour, as many as go a minute apart: the next waits two minutes, not an hour.
    h.clock.advance(EMAIL_CODE_COOLDOWN_MS)
    const slowed = await issue(email, '10.0.0.2')
    expect(slowed.sent).toBe(false)
    if (!slowed.sent)
      expect(slowed.error.message).toBe('Please wait 60 seconds before requesting a new code.')
    h.clock.advance(EMAIL_CODE_COOLDOWN_MS)
    expect(await issue(email, '10.0.0.2')).toEqual({ sent: true })
    // Four codes from 10.0.0.2 this hour: its own flood guard of 4 refuses it, and only it.
    const capped = await issue(freshEmail(), '10.0.0.2')
    expect(capped.sent).toBe(false)
    if (!capped.sent)
      expect(capped.error.message).toBe('Too many code requests. Please try again in an hour.')
    expect(await issue(freshEmail(), '10.0.0.3')).toEqual({ sent: true })
    h.clock.advance(3_600_000)
    expect(await issue(email, '10.0.0.2')).toEqual({ sent: true })
  })
  it('counts an IPv6 client by its /64, as the flood guards do: the hourly cap and the budgets are per /64', async () => {
    const ask = (remoteAddress: string, url: string, body: object) =>
      h.app.inject({
        method: 'POST',
        url,
        remoteAddress,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      })
    const first = freshEmail()
    const second = freshEmail()
    expect((await ask('2001:db8:1:2::1', '/api/orders/code', { email: first })).statusCode).toBe(200)
    expect((await ask('2001:db8:1:2:ffff:ee:1:9', '/api/orders/code', { email: second })).statusCode).toBe(
      200,
    )
    const rows = await h.database.db.select().from(emailCodes).where(eq(emailCodes.ip, '2001:db8:1:2::'))
    expect(rows.map((row) => row.email).sort()).toEqual([first, second].sort())
    // Registration's budgets per client (codes per email and per phone) likewise.
    const { role, ...who } = applicant()
    const registered = await ask('2001:db8:1:2:aaaa::2', `/api/onboarding/register-basic?role=${role}`, who)
    expect(registered.statusCode).toBe(200)
    const keys = (await h.database.db.select().from(rateLimitCounters)).map((row) => row.key)
    expect(keys).toContain(`otp-email ${who.email} 2001:db8:1:2::`)
  })
})
