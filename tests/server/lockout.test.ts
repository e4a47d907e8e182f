/**
 * Security review: anyone who knows an address must not be able to lock it out of signing in. A stranger, from one
 * client address, asks for codes and guesses wrong as fast as the API lets them; the owner, from their own client,
 * then asks for a code and signs in with the latest one mailed to them. My orders, the back office and
 * registration alike, with the production limits (the harness relaxes the sign-in caps for other tests).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { applicants, mailQueue } from '../../server/db/schema'
import { CODE_TRIES_PER_CLIENT, CODE_TRIES_TOTAL } from '../../server/services/code-limits'
import { applicant, backends, latestOtp, makeHarness, signIn, type Harness } from './helpers'

const STRANGER = '198.51.100.66'
const OWNER = '203.0.113.5'
const STAFF = 'ops.lockout@example.com'

/** A six-digit code other than `code`. */
const wrong = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')

/** The wait a 429 asks for, in ms ("Please wait 40 seconds ..." or "... 8 minutes ..."). */
function waitOf(message: string): number {
  const match = /^Please wait (\d+) (second|minute)s? before requesting a new/.exec(message)
  if (!match) throw new Error(`not a wait: ${message}`)
  return Number(match[1]) * (match[2] === 'minute' ? 60_000 : 1000)
}

describe.each(backends)('lock-out by a stranger (%s)', (backend) => {
  let h: Harness
  beforeAll(async () => {
    h = await makeHarness(backend, {
      env: { STAFF_EMAILS: STAFF },
      settings: { ordersCodeEmailHourlyCap: 5, ordersCodeIpHourlyCap: 120, otpEmailHourlyCap: 5 },
    })
  })
  afterAll(() => h.close())
  beforeEach(() => {
    h.clock.advance(3_600_000)
  })

  const from = (remoteAddress: string, url: string, body: unknown) =>
    h.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    })
  const mailsTo = async (email: string) =>
    (
      await h.database.db
        .select()
        .from(mailQueue)
        .where(and(eq(mailQueue.to, email), eq(mailQueue.kind, 'otp')))
    ).length

  describe.each([
    {
      place: 'My orders',
      code: '/api/orders/code',
      signIn: '/api/orders/sign-in',
      cookie: 'dem_session',
      // A buyer: an applicant who registered and verified (from a third client).
      owner: async () => {
        const who = applicant()
        await signIn(h, who)
        h.clock.advance(61_000)
        return who.email
      },
    },
    {
      place: 'the back office',
      code: '/api/admin/code',
      signIn: '/api/admin/sign-in',
      cookie: 'dem_staff',
      owner: async () => STAFF,
    },
  ])('$place', ({ code: codeUrl, signIn: signInUrl, cookie, owner }) => {
    const ask = (client: string, email: string) => from(client, codeUrl, { email })
    const enter = (client: string, email: string, code: string) => from(client, signInUrl, { email, code })

    it('the attack script: a stranger asks for codes and guesses wrong over and over; the owner then asks and signs in', async () => {
      const address = await owner()
      for (let round = 0; round < 8; round += 1) {
        const asked = await ask(STRANGER, address)
        expect([200, 429]).toContain(asked.statusCode)
        const latest = await latestOtp(h.database, address)
        for (let i = 0; i < 6; i += 1)
          expect((await enter(STRANGER, address, wrong(latest, i))).statusCode).toBe(400)
        h.clock.advance(61_000)
      }
      const asked = await ask(OWNER, address)
      expect(asked.statusCode, asked.body).toBe(200)
      const signed = await enter(OWNER, address, await latestOtp(h.database, address))
      expect(signed.statusCode, signed.body).toBe(200)
      expect(signed.cookies.some((c) => c.name === cookie)).toBe(true)
    })

    it("another client's wrong guesses never spend the owner's code", async () => {
      const address = await owner()
      expect((await ask(OWNER, address)).statusCode).toBe(200)
      const code = await latestOtp(h.database, address)
      for (let i = 0; i < 30; i += 1)
        expect((await enter(STRANGER, address, wrong(code, i))).statusCode).toBe(400)
      expect((await enter(OWNER, address, code)).statusCode).toBe(200)
    })

    it('the owner asking just after a stranger is told to check their email, and the code there works', async () => {
      const address = await owner()
      expect((await ask(STRANGER, address)).statusCode).toBe(200)
      const before = await mailsTo(address)
      h.clock.advance(5_000)
      // Within the minute between codes: no new mail, but the one just sent is the owner's to use.
      const asked = await ask(OWNER, address)
      expect(asked.statusCode, asked.body).toBe(200)
      expect(await mailsTo(address)).toBe(before)
      // The stranger itself still waits out its minute.
      const again = await ask(STRANGER, address)
      expect(again.statusCode).toBe(429)
      expect(waitOf(again.json().message)).toBeLessThanOrEqual(60_000)
      expect((await enter(OWNER, address, await latestOtp(h.database, address))).statusCode).toBe(200)
    })

    it(`each client has ${CODE_TRIES_PER_CLIENT} tries at a code, all clients together ${CODE_TRIES_TOTAL}`, async () => {
      const address = await owner()
      expect((await ask(OWNER, address)).statusCode).toBe(200)
      const first = await latestOtp(h.database, address)
      for (let i = 0; i < CODE_TRIES_PER_CLIENT; i += 1) await enter(STRANGER, address, wrong(first, i))
      // The stranger's client is done with this code, even holding the right one; the owner is not.
      expect((await enter(STRANGER, address, first)).statusCode).toBe(400)
      expect((await enter(OWNER, address, first)).statusCode).toBe(200)

      h.clock.advance(61_000)
      expect((await ask(OWNER, address)).statusCode).toBe(200)
      const second = await latestOtp(h.database, address)
      const clients = CODE_TRIES_TOTAL / CODE_TRIES_PER_CLIENT
      for (let c = 0; c < clients; c += 1)
        for (let i = 0; i < CODE_TRIES_PER_CLIENT; i += 1)
          await enter(`198.51.100.${10 + c}`, address, wrong(second, i))
      // Burned: the bound on guessing one code, across every client.
      expect((await enter(OWNER, address, second)).statusCode).toBe(400)
    })

    it('asking over and over gets a longer wait, never an hour, and still bounds the mail', async () => {
      const address = await owner()
      const start = h.clock.now.getTime()
      const before = await mailsTo(address)
      let longest = 0
      while (h.clock.now.getTime() < start + 3_600_000) {
        const asked = await ask(STRANGER, address)
        if (asked.statusCode !== 200) {
          expect(asked.statusCode).toBe(429)
          longest = Math.max(longest, waitOf(asked.json().message))
        }
        h.clock.advance(30_000)
      }
      const sent = (await mailsTo(address)) - before
      expect(longest).toBeGreaterThan(60_000)
      expect(longest).toBeLessThanOrEqual(10 * 60_000)
      expect(sent).toBeGreaterThanOrEqual(5)
      expect(sent).toBeLessThanOrEqual(12)
      // And the owner, right after, gets a code that works.
      expect((await ask(OWNER, address)).statusCode).toBe(200)
      expect((await enter(OWNER, address, await latestOtp(h.database, address))).statusCode).toBe(200)
    })
  })

  describe('registration', () => {
    const registerFrom = (
      client: string,
      who: { firstName: string; lastName: string; phone: string; email: string },
    ) => from(client, '/api/onboarding/register-basic?role=student', who)
    /** The registration form's fields of a test applicant (the role goes in the query). */
    const fields = ({ firstName, lastName, phone, email }: ReturnType<typeof applicant>) => ({
      firstName,
      lastName,
      phone,
      email,
    })
    const validateFrom = (client: string, email: string, phone: string, otp: string) =>
      from(client, '/api/onboarding/validate-otp', { email, phone, otp })

    /** The owner registers from their client (waiting out a short wait if the API asks for one) and verifies. */
    async function ownerVerifies(owner: ReturnType<typeof applicant>) {
      const details = fields(owner)
      let asked = await registerFrom(OWNER, details)
      if (asked.statusCode === 429) {
        const wait = waitOf(asked.json().message)
        expect(wait).toBeLessThanOrEqual(2 * 60_000)
        h.clock.advance(wait)
        asked = await registerFrom(OWNER, details)
      }
      expect(asked.statusCode, asked.body).toBe(200)
      const verified = await validateFrom(
        OWNER,
        owner.email,
        owner.phone,
        await latestOtp(h.database, owner.email),
      )
      expect(verified.statusCode, verified.body).toBe(200)
      const [row] = await h.database.db.select().from(applicants).where(eq(applicants.email, owner.email))
      expect(row).toMatchObject({ firstName: owner.firstName, lastName: owner.lastName, phone: owner.phone })
    }

    it('a stranger who knows the email and the phone asks and guesses over and over; the owner still verifies', async () => {
      const owner = applicant()
      for (let round = 0; round < 8; round += 1) {
        const asked = await registerFrom(STRANGER, {
          firstName: 'Mallory',
          lastName: 'Imposter',
          phone: owner.phone,
          email: owner.email,
        })
        expect([200, 429]).toContain(asked.statusCode)
        const latest = await latestOtp(h.database, owner.email)
        for (let i = 0; i < 6; i += 1)
          expect((await validateFrom(STRANGER, owner.email, owner.phone, wrong(latest, i))).statusCode).toBe(
            400,
          )
        h.clock.advance(61_000)
      }
      await ownerVerifies(owner)
    })

    it('a stranger who knows only the email types phone after phone; the owner still gets a code for theirs', async () => {
      const owner = applicant()
      for (let round = 0; round < 8; round += 1) {
        const phone = String(9000000100 + round)
        const asked = await registerFrom(STRANGER, { ...fields(owner), phone })
        expect([200, 429]).toContain(asked.statusCode)
        for (let i = 0; i < 6; i += 1)
          expect((await validateFrom(STRANGER, owner.email, phone, wrong('000000', i))).statusCode).toBe(400)
        h.clock.advance(61_000)
      }
      await ownerVerifies(owner)
    })

    it('the owner asking just after a stranger who typed their very details is told to check their email', async () => {
      const owner = applicant()
      expect((await registerFrom(STRANGER, fields(owner))).statusCode).toBe(200)
      const before = await mailsTo(owner.email)
      h.clock.advance(5_000)
      const asked = await registerFrom(OWNER, fields(owner))
      expect(asked.statusCode, asked.body).toBe(200)
      expect(await mailsTo(owner.email)).toBe(before)
      expect((await registerFrom(STRANGER, fields(owner))).statusCode).toBe(429)
      const verified = await validateFrom(
        OWNER,
        owner.email,
        owner.phone,
        await latestOtp(h.database, owner.email),
      )
      expect(verified.statusCode, verified.body).toBe(200)
    })

    it('a code asked for with a stranger’s names is never the one the owner is told to use', async () => {
      const owner = applicant()
      expect(
        (await registerFrom(STRANGER, { ...fields(owner), firstName: 'Mallory', lastName: 'Imposter' }))
          .statusCode,
      ).toBe(200)
      h.clock.advance(5_000)
      const asked = await registerFrom(OWNER, fields(owner))
      expect(asked.statusCode).toBe(429)
      expect(waitOf(asked.json().message)).toBeLessThanOrEqual(60_000)
      await ownerVerifies(owner)
    })

    it("another client's wrong guesses never spend the owner's code; each client has its own tries", async () => {
      const owner = applicant()
      expect((await registerFrom(OWNER, fields(owner))).statusCode).toBe(200)
      const code = await latestOtp(h.database, owner.email)
      for (let i = 0; i < 30; i += 1)
        expect((await validateFrom(STRANGER, owner.email, owner.phone, wrong(code, i))).statusCode).toBe(400)
      expect((await validateFrom(STRANGER, owner.email, owner.phone, code)).statusCode).toBe(400)
      expect((await validateFrom(OWNER, owner.email, owner.phone, code)).statusCode).toBe(200)
    })

    it(`all clients together get ${CODE_TRIES_TOTAL} tries at a code`, async () => {
      const owner = applicant()
      expect((await registerFrom(OWNER, fields(owner))).statusCode).toBe(200)
      const code = await latestOtp(h.database, owner.email)
      const clients = CODE_TRIES_TOTAL / CODE_TRIES_PER_CLIENT
      for (let c = 0; c < clients; c += 1)
        for (let i = 0; i < CODE_TRIES_PER_CLIENT; i += 1)
          await validateFrom(`198.51.100.${30 + c}`, owner.email, owner.phone, wrong(code, i))
      expect((await validateFrom(OWNER, owner.email, owner.phone, code)).statusCode).toBe(400)
    })

    it('clients together get a wait that grows to a code’s lifetime, never an hour, and a bounded number of mails', async () => {
      const owner = applicant()
      const start = h.clock.now.getTime()
      let longest = 0
      let n = 0
      while (h.clock.now.getTime() < start + 3_600_000) {
        n += 1
        // A new client every time, and a new phone every other time: only the limits shared by all clients bite.
        const asked = await registerFrom(`192.0.2.${n % 250}`, {
          ...fields(owner),
          phone: n % 2 ? owner.phone : String(9000000300 + n),
        })
        if (asked.statusCode !== 200) {
          expect(asked.statusCode).toBe(429)
          longest = Math.max(longest, waitOf(asked.json().message))
        }
        h.clock.advance(30_000)
      }
      expect(longest).toBeGreaterThan(60_000)
      expect(longest).toBeLessThanOrEqual(10 * 60_000)
      const sent = await mailsTo(owner.email)
      expect(sent).toBeGreaterThanOrEqual(5)
      expect(sent).toBeLessThanOrEqual(3 * h.app.ctx.settings.otpEmailHourlyCap + 7)
    })
  })
})
