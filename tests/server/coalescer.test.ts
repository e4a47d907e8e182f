import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { Coalescer } from '../../server/db/coalescer'
import { contactMessages, mailQueue, otpChallenges, sessions } from '../../server/db/schema'
import { applicant, backends, latestOtp, makeHarness, post, register, type Harness } from './helpers'

function deferred() {
  let release!: () => void
  const done = new Promise<void>((resolve) => {
    release = resolve
  })
  return { done, release }
}

describe('Coalescer (group commit)', () => {
  it('runs many concurrent calls as one statement and resolves each only after it finished', async () => {
    const gate = deferred()
    const calls: number[][] = []
    const coalescer = new Coalescer(
      async (items: number[]) => {
        calls.push(items)
        await gate.done
        return items.map((n) => n * 10)
      },
      { maxBatch: 1000 },
    )
    let settled = 0
    const results = Array.from({ length: 300 }, (_, n) =>
      coalescer.submit(n).then((value) => {
        settled += 1
        return value
      }),
    )
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(calls).toHaveLength(1)
    expect(calls[0]).toHaveLength(300)
    expect(settled).toBe(0)
    gate.release()
    expect(await Promise.all(results)).toEqual(Array.from({ length: 300 }, (_, n) => n * 10))
    expect(coalescer.batches).toBe(1)
  })

  it('runs a failing batch again one item at a time: only the item at fault fails, and the next batch runs', async () => {
    const calls: string[][] = []
    const coalescer = new Coalescer(
      async (items: string[]) => {
        calls.push(items)
        if (items.includes('bad')) throw new Error('invalid byte sequence')
        return items.map((item) => item.toUpperCase())
      },
      { maxBatch: 10 },
    )
    const first = await Promise.allSettled(['a', 'bad', 'c'].map((item) => coalescer.submit(item)))
    expect(first).toEqual([
      { status: 'fulfilled', value: 'A' },
      { status: 'rejected', reason: new Error('invalid byte sequence') },
      { status: 'fulfilled', value: 'C' },
    ])
    expect(calls).toEqual([['a', 'bad', 'c'], ['a'], ['bad'], ['c']])
    expect(await Promise.all(['d', 'e'].map((item) => coalescer.submit(item)))).toEqual(['D', 'E'])
    expect(calls.at(-1)).toEqual(['d', 'e'])
  })

  it('never runs again a batch that committed, even when its answer has the wrong length', async () => {
    let runs = 0
    const coalescer = new Coalescer(
      async (items: string[]) => {
        runs += 1
        return items.slice(1)
      },
      { maxBatch: 10 },
    )
    const settled = await Promise.allSettled(['a', 'b'].map((item) => coalescer.submit(item)))
    expect(settled.map((result) => result.status)).toEqual(['rejected', 'rejected'])
    expect(runs).toBe(1)
  })

  it('splits by maxBatch and never puts two items with one key in a batch, keeping their order', async () => {
    const calls: string[][] = []
    const coalescer = new Coalescer(
      async (items: string[]) => {
        calls.push(items)
        return items
      },
      { maxBatch: 3, keys: (item) => [item.split(':')[0] ?? item] },
    )
    const items = ['a:1', 'a:2', 'b:1', 'c:1', 'd:1', 'a:3', 'e:1']
    expect(await Promise.all(items.map((item) => coalescer.submit(item)))).toEqual(items)
    for (const batch of calls) {
      expect(batch.length).toBeLessThanOrEqual(3)
      const keys = batch.map((item) => item.split(':')[0])
      expect(new Set(keys).size).toBe(keys.length)
    }
    const aOrder = calls.flat().filter((item) => item.startsWith('a:'))
    expect(aOrder).toEqual(['a:1', 'a:2', 'a:3'])
    expect(calls.flat().sort()).toEqual([...items].sort())
  })
})

describe.each(backends)('concurrent writes through the API on %s', (backend) => {
  let h: Harness
  beforeAll(async () => {
    h = await makeHarness(backend, {
      env: { RATE_LIMIT_MAX: '100000', RATE_LIMIT_STRICT_MAX: '100000' },
      settings: { otpEmailHourlyCap: 100, otpPhoneHourlyCap: 3 },
    })
  })
  afterAll(async () => {
    await h.close()
  })
  beforeEach(() => {
    h.clock.advance(3_600_000)
  })

  it('stores every one of 300 concurrent contact messages with its notification', async () => {
    const marker = `burst-${Date.now().toString(36)}`
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, n) =>
        post(h.app, '/api/contact', {
          name: `Visitor ${n}`,
          email: `${marker}.${n}@example.com`,
          message: 'Hi',
        }),
      ),
    )
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true)
    const stored = await h.database.db.select({ email: contactMessages.email }).from(contactMessages)
    const mine = stored.filter((row) => row.email.startsWith(marker))
    expect(new Set(mine.map((row) => row.email)).size).toBe(300)
    const mails = await h.database.db
      .select({ replyTo: mailQueue.replyTo })
      .from(mailQueue)
      .where(eq(mailQueue.kind, 'contact'))
    expect(mails.filter((row) => row.replyTo?.startsWith(marker))).toHaveLength(300)
  })

  it('issues one code for a burst of registrations of one email; the rest wait out the cooldown', async () => {
    const who = applicant()
    const answers = await Promise.all(Array.from({ length: 8 }, () => register(h, who)))
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1)
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(7)
    const otps = await h.database.db.select().from(mailQueue).where(eq(mailQueue.to, who.email))
    expect(otps).toHaveLength(1)
  })

  it('keeps the per-phone cap for a burst of registrations sharing one phone', async () => {
    const phone = applicant().phone
    const people = Array.from({ length: 6 }, () => ({ ...applicant(), phone }))
    const answers = await Promise.all(people.map((who) => register(h, who)))
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3)
    const codes = await h.database.db.select().from(otpChallenges).where(eq(otpChallenges.phone, phone))
    expect(codes).toHaveLength(3)
  })

  it('registers and signs in 100 applicants at once, each with their own code and session', async () => {
    const people = Array.from({ length: 100 }, () => applicant())
    const registered = await Promise.all(people.map((who) => register(h, who)))
    expect(registered.every((answer) => answer.statusCode === 200)).toBe(true)
    const logins = await Promise.all(
      people.map(async (who) => ({
        email: who.email,
        phone: who.phone,
        otp: await latestOtp(h.database, who.email),
      })),
    )
    const verified = await Promise.all(
      logins.map((login) => post(h.app, '/api/onboarding/validate-otp', login)),
    )
    expect(verified.map((answer) => answer.statusCode)).toEqual(people.map(() => 200))
    const tokens = new Set(
      verified.map((answer) => answer.cookies.find((c) => c.name === 'dem_session')?.value),
    )
    expect(tokens.size).toBe(100)
  })

  it('accepts a code once when the same right code arrives many times at once', async () => {
    const who = applicant()
    await register(h, who)
    const otp = await latestOtp(h.database, who.email)
    const before = await h.database.db.select().from(sessions)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(h.app, '/api/onboarding/validate-otp', { email: who.email, phone: who.phone, otp }),
      ),
    )
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1)
    const after = await h.database.db.select().from(sessions)
    expect(after.length - before.length).toBe(1)
  })

  it('counts every one of 5 wrong codes sent at once and burns the code', async () => {
    const who = applicant()
    await register(h, who)
    const otp = await latestOtp(h.database, who.email)
    const wrong = otp === '000000' ? '111111' : '000000'
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(h.app, '/api/onboarding/validate-otp', { email: who.email, phone: who.phone, otp: wrong }),
      ),
    )
    expect(answers.every((answer) => answer.statusCode === 400)).toBe(true)
    const right = await post(h.app, '/api/onboarding/validate-otp', {
      email: who.email,
      phone: who.phone,
      otp,
    })
    expect(right.statusCode).toBe(400)
  })
})

describe.each(backends)('two API instances on one database (%s)', (backend) => {
  let a: Harness
  let b: Harness
  const options = {
    env: { RATE_LIMIT_MAX: '100000', RATE_LIMIT_STRICT_MAX: '100000' },
    settings: { otpEmailHourlyCap: 100, otpPhoneHourlyCap: 3 },
  }
  beforeAll(async () => {
    if (backend === 'pglite') return
    a = await makeHarness(backend, options)
    b = await makeHarness(backend, { ...options, database: a.database })
  })
  afterAll(async () => {
    await b?.close()
    await a?.close()
  })
  beforeEach(() => {
    a?.clock.advance(3_600_000)
    b?.clock.advance(3_600_000)
  })
  const onPostgres = it.skipIf(backend === 'pglite')

  onPostgres('issue one code for a burst of registrations of one email spread over both', async () => {
    const who = applicant()
    const answers = await Promise.all(Array.from({ length: 8 }, (_, n) => register(n % 2 ? a : b, who)))
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 429, 429, 429, 429, 429, 429, 429,
    ])
    expect(await a.database.db.select().from(mailQueue).where(eq(mailQueue.to, who.email))).toHaveLength(1)
  })

  onPostgres('keep the per-phone cap for registrations sharing a phone spread over both', async () => {
    const phone = applicant().phone
    const people = Array.from({ length: 6 }, () => ({ ...applicant(), phone }))
    const answers = await Promise.all(people.map((who, n) => register(n % 2 ? a : b, who)))
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3)
    expect(
      await a.database.db.select().from(otpChallenges).where(eq(otpChallenges.phone, phone)),
    ).toHaveLength(3)
  })

  onPostgres(
    'never deadlock when resends on one race verifies on the other for the same people',
    async () => {
      const people = Array.from({ length: 60 }, () => applicant())
      expect((await Promise.all(people.map((who) => register(a, who)))).map((r) => r.statusCode)).toEqual(
        people.map(() => 200),
      )
      const otps = await Promise.all(people.map((who) => latestOtp(a.database, who.email)))
      // Past the resend cooldown: every resend may issue a new code (closing the one being verified).
      a.clock.advance(61_000)
      b.clock.advance(61_000)
      const [verified, resent] = await Promise.all([
        Promise.all(
          people.map((who, n) =>
            post(a.app, '/api/onboarding/validate-otp', { email: who.email, phone: who.phone, otp: otps[n] }),
          ),
        ),
        Promise.all(people.map((who) => post(b.app, '/api/onboarding/resend-otp', who))),
      ])
      // Each verify either beat the resend (200) or found its code replaced (400), never a server error: such a race
      // can deadlock on PostgreSQL, and the batch PostgreSQL rolls back must run again (retryOnDeadlock).
      expect(verified.map((r) => r.statusCode).filter((code) => code !== 200 && code !== 400)).toEqual([])
      expect(resent.map((r) => r.statusCode)).toEqual(people.map(() => 200))
    },
  )

  onPostgres('never deadlock when both batch the same emails in opposite orders: one code each', async () => {
    const people = Array.from({ length: 150 }, () => applicant())
    const answers = await Promise.all([
      ...people.map((who) => register(a, who)),
      ...[...people].reverse().map((who) => register(b, who)),
    ])
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(150)
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(150)
    for (const who of people) {
      expect(await a.database.db.select().from(mailQueue).where(eq(mailQueue.to, who.email))).toHaveLength(1)
    }
  })
})
