/**
 * Codes by SMS (issue 40): a code in the mail queue and another in the SMS outbox (issue 45 S1: each proves its own
 * channel; tests/server/code-channels.test.ts), the phone verified only by the code that went to it, a failing provider that leaves the email working (logged once), MSG91's HTTP API against
 * a fake server on 127.0.0.1, and the limits against SMS pumping. WhatsApp instead of SMS (OTP_CHANNEL=whatsapp):
 * the file outbox records the channel, and Gupshup's template API against a fake server.
 */
import { readFile, readdir } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { Writable } from 'node:stream'
import { eq } from 'drizzle-orm'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { applicants, jobs } from '../../server/db/schema'
import { unseal } from '../../server/mail/sealed'
import { msg91Sender } from '../../server/sms/msg91'
import type { OutboxMessage } from '../../server/sms/outbox'
import { smsText } from '../../server/sms/templates'
import {
  TEST_OTP_SECRET,
  applicant,
  latestOtp,
  makeHarness,
  post,
  register,
  type Harness,
  type TestApplicant,
} from './helpers'

/**
 * A fake provider on 127.0.0.1: records each request (a form's fields as an object) and answers the status the
 * test queues (`ok` when none is queued) with what `answer` makes of it and the request's number.
 */
async function fakeProvider<Body>(
  route: string,
  ok: number,
  answer: (status: number, count: number) => Record<string, unknown>,
) {
  const requests: { headers: Record<string, unknown>; body: Body }[] = []
  const answers: number[] = []
  const server: FastifyInstance = Fastify()
  server.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
  server.post(route, async (request, reply) => {
    requests.push({ headers: request.headers, body: request.body as Body })
    const status = answers.shift() ?? ok
    return reply.code(status).send(answer(status, requests.length))
  })
  await server.listen({ host: '127.0.0.1', port: 0 })
  const { port } = server.server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}${route}`, requests, answers, close: () => server.close() }
}

/** A fake MSG91 (200 success by default). */
const fakeMsg91 = () =>
  fakeProvider<Record<string, unknown>>('/api/v5/flow', 200, (status, count) =>
    status === 200
      ? { type: 'success', message: `req-${count}` }
      : { type: 'error', message: `fake ${status} for 919812345678` },
  )

/** A fake Gupshup (202 submitted by default). */
const fakeGupshup = () =>
  fakeProvider<Record<string, string>>('/wa/api/v1/template/msg', 202, (status, count) =>
    status === 202
      ? { status: 'submitted', messageId: `gs-${count}` }
      : { status: 'error', message: `fake ${status} for 919812345678` },
  )

/** A request as if from another client (TRUST_PROXY is on for the file outbox's instance). */
const fromClient = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n + 1}` })

/** Log lines as objects, to count what was said. */
function capturingStream() {
  const lines: { level: number; msg: string; kind?: string }[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string })
      done()
    },
  })
  return { stream, lines }
}

async function outbox(h: Harness): Promise<OutboxMessage[]> {
  const { provider } = h.app.ctx.config.sms
  if (provider.kind !== 'file') throw new Error('not the file outbox')
  const names = await readdir(provider.outboxDir).catch(() => [] as string[])
  return Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(
        async (name) =>
          JSON.parse(await readFile(path.join(provider.outboxDir, name), 'utf8')) as OutboxMessage,
      ),
  )
}

/** The SMS jobs of one phone, oldest first. */
async function smsJobs(h: Harness, phone: string) {
  const rows = await h.database.db.select().from(jobs).where(eq(jobs.kind, 'sms')).orderBy(jobs.id)
  return rows.filter((row) => row.payload.to === phone)
}

/** The code of a phone's latest SMS job (sealed in its payload). */
async function textedCode(h: Harness, phone: string): Promise<string> {
  const job = (await smsJobs(h, phone)).at(-1)
  if (!job) throw new Error(`no SMS job for ${phone}`)
  return unseal(TEST_OTP_SECRET, String(job.payload.code))
}

const verify = (h: Harness, who: TestApplicant, otp: string) =>
  post(h.app, '/api/onboarding/validate-otp', { email: who.email, phone: who.phone, otp })

/**
 * A provider's failures through the job runner: a message answered 503 is sent on the retry a second later; one
 * answered 400 is given up at once, and its code still works from the email. Answers the retried request (with
 * the code it carried) for the caller to read.
 */
async function retriesA5xxNotA4xx(x: Harness, provider: Awaited<ReturnType<typeof fakeProvider<unknown>>>) {
  const sent = provider.requests.length
  const who = applicant()
  await register(x, who)
  provider.answers.push(503)
  await x.app.ctx.jobs.runOnce()
  x.clock.advance(1000)
  await x.app.ctx.jobs.runOnce()
  const code = await textedCode(x, who.phone)
  expect(provider.requests).toHaveLength(sent + 2)
  expect((await smsJobs(x, who.phone)).map((job) => job.status)).toEqual(['done'])

  const other = applicant()
  await register(x, other)
  provider.answers.push(400)
  await x.app.ctx.jobs.runOnce()
  x.clock.advance(60_000)
  expect(await x.app.ctx.jobs.runOnce()).toBe(0)
  expect(provider.requests).toHaveLength(sent + 3)
  expect((await smsJobs(x, other.phone)).map((job) => job.status)).toEqual(['dead'])
  expect((await verify(x, other, await latestOtp(x.database, other.email))).statusCode).toBe(200)
  return { who, code, other, retried: provider.requests[sent + 1]! }
}

// Two API instances on one database (one migration, not two): `h` sends through the file outbox, `m` through MSG91.
let h: Harness
let m: Harness
let fake: Awaited<ReturnType<typeof fakeMsg91>>
const logs = capturingStream()
const msg91Logs = capturingStream()
beforeAll(async () => {
  // The day's cap: ₹1 at 25 paise is 4 SMS a day (India time); the tests below run within one such day.
  h = await makeHarness('pglite', {
    env: {
      SMS_PROVIDER: 'file',
      LOG_LEVEL: 'warn',
      SMS_RANGE_HOURLY_CAP: '3',
      // Requests from several clients (X-Forwarded-For), each with its own SMS budget (2: half the day's 4).
      TRUST_PROXY: '1',
      SMS_DAILY_CAP_RUPEES: '1',
      SMS_PRICE_PAISE: '25',
    },
    logStream: logs.stream,
  })
  fake = await fakeMsg91()
  m = await makeHarness('pglite', {
    database: h.database,
    env: {
      LOG_LEVEL: 'info',
      SMS_PROVIDER: 'msg91',
      MSG91_URL: fake.url,
      MSG91_AUTH_KEY: 'test-auth-key',
      SMS_SENDER_ID: 'DEMEDU',
      SMS_TEMPLATE_OTP_EN: 'tpl-otp-en',
      SMS_TEMPLATE_OTP_HI: 'tpl-otp-hi',
    },
    settings: { smsRetryBaseMs: 1000 },
    logStream: msg91Logs.stream,
  })
  // Its own day: the file outbox's tests spend their day's cap.
  m.clock.advance(86_400_000)
})
afterAll(async () => {
  await m.close()
  await fake.close()
  await h.close()
})

describe('codes by SMS through the file outbox', () => {
  beforeEach(() => {
    h.clock.advance(3_600_000)
  })

  it('sends a code by SMS besides the mailed one, and the phone is verified once that code is entered', async () => {
    const who = applicant()
    const answer = await register(h, who)
    expect(answer.json()).toEqual({ message: 'OTP sent to your email.', sms: true, channel: 'sms' })
    const code = await textedCode(h, who.phone)
    expect(code).not.toBe(await latestOtp(h.database, who.email))
    // The job holds the code sealed, never in plain.
    const [job] = await smsJobs(h, who.phone)
    expect(JSON.stringify(job?.payload)).not.toContain(code)
    expect(await h.app.ctx.jobs.runOnce()).toBeGreaterThan(0)
    const [message] = (await outbox(h)).filter((m) => m.to === who.phone)
    expect(message).toMatchObject({ channel: 'sms', templateId: 'otp-en', text: smsText('otp', 'en', code) })
    expect(message?.text).not.toMatch(/https?:|www\./)

    const before = await h.database.db.select().from(applicants).where(eq(applicants.email, who.email))
    expect(before[0]?.phoneVerifiedAt).toBeNull()
    expect((await verify(h, who, code)).statusCode).toBe(200)
    const after = await h.database.db.select().from(applicants).where(eq(applicants.email, who.email))
    expect(after[0]?.phoneVerifiedAt).toEqual(h.clock.now)
  })

  it('sends no SMS to a number that is not an Indian mobile, and the phone stays unverified', async () => {
    const who = { ...applicant(), phone: '4420794600' }
    expect((await register(h, who)).json()).toEqual({ message: 'OTP sent to your email.', sms: false })
    expect(await smsJobs(h, who.phone)).toHaveLength(0)
    expect((await verify(h, who, await latestOtp(h.database, who.email))).statusCode).toBe(200)
    const [row] = await h.database.db.select().from(applicants).where(eq(applicants.email, who.email))
    expect(row?.phoneVerifiedAt).toBeNull()
  })

  it('refuses SMS to a number range past its hourly limit (the email still goes), and past the daily spend cap', async () => {
    // Pumping: many numbers of one range, each from a fresh email. The range allows 3 an hour.
    const answers = []
    for (let n = 0; n < 5; n += 1) {
      const who = { ...applicant(), phone: `9099900${String(n).padStart(3, '0')}` }
      answers.push((await register(h, who, fromClient(n))).json<{ sms: boolean }>().sms)
      await latestOtp(h.database, who.email)
    }
    expect(answers).toEqual([true, true, true, false, false])
    // The first test's SMS and these 3 are the day's 4: past the cap every code goes by email only, logged once.
    const later = []
    for (let n = 0; n < 3; n += 1) {
      const who = { ...applicant(), phone: `9188800${String(n).padStart(3, '0')}` }
      later.push((await register(h, who, fromClient(10 + n))).json<{ sms: boolean }>().sms)
      await latestOtp(h.database, who.email)
    }
    expect(later).toEqual([false, false, false])
    expect(logs.lines.filter((line) => /spend cap/.test(line.msg))).toHaveLength(1)
    // Sent, so that nothing of this instance is left for the other one's runner.
    while ((await h.app.ctx.jobs.runOnce()) > 0);
  })
})

describe('codes by WhatsApp (OTP_CHANNEL=whatsapp)', () => {
  // Two more instances on the same database, each on its own day (the spend cap) and after the others' jobs ended.
  let f: Harness
  let g: Harness
  let gupshup: Awaited<ReturnType<typeof fakeGupshup>>
  beforeAll(async () => {
    gupshup = await fakeGupshup()
    f = await makeHarness('pglite', { database: h.database, env: { OTP_CHANNEL: 'whatsapp' } })
    g = await makeHarness('pglite', {
      database: h.database,
      env: {
        OTP_CHANNEL: 'whatsapp',
        WHATSAPP_PROVIDER: 'gupshup',
        GUPSHUP_URL: gupshup.url,
        GUPSHUP_API_KEY: 'test-api-key',
        WHATSAPP_SOURCE: '919800000001',
        WHATSAPP_APP_NAME: 'DemTest',
        WHATSAPP_TEMPLATE_OTP_EN: 'wa-otp-en-id',
        WHATSAPP_TEMPLATE_OTP_HI: 'wa-otp-hi-id',
      },
      settings: { smsRetryBaseMs: 1000 },
    })
    f.clock.advance(3 * 86_400_000)
    g.clock.advance(4 * 86_400_000)
  })
  afterAll(async () => {
    await g.close()
    await f.close()
    await gupshup.close()
  })

  it('sends the code by WhatsApp instead of SMS, and the file outbox records the channel', async () => {
    const who = applicant()
    expect((await register(f, who)).json()).toEqual({
      message: 'OTP sent to your email.',
      sms: true,
      channel: 'whatsapp',
    })
    while ((await f.app.ctx.jobs.runOnce()) > 0);
    const code = await textedCode(f, who.phone)
    const [message] = (await outbox(f)).filter((m) => m.to === who.phone)
    expect(message).toMatchObject({
      channel: 'whatsapp',
      templateId: 'wa-otp-en',
      text: smsText('otp', 'en', code, 'whatsapp'),
      variables: { otp: code },
    })
    expect(message?.text).toMatch(new RegExp(`^${code} is your verification code\\.`))
  })

  it('posts to Gupshup the key, the template id and the code as its one param; retries a 5xx, not a 4xx', async () => {
    const { who, code, retried } = await retriesA5xxNotA4xx(g, gupshup)
    expect(retried.headers.apikey).toBe('test-api-key')
    expect(retried.body).toEqual({
      channel: 'whatsapp',
      source: '919800000001',
      destination: `91${who.phone}`,
      'src.name': 'DemTest',
      template: JSON.stringify({ id: 'wa-otp-en-id', params: [code] }),
    })
  })
})

describe('MSG91 (a fake server on 127.0.0.1)', () => {
  it('posts the template id, the sender header and the recipient; retries a 5xx, not a 4xx; the email works', async () => {
    const { who, code, other, retried } = await retriesA5xxNotA4xx(m, fake)
    expect(retried.headers.authkey).toBe('test-auth-key')
    expect(retried.body).toEqual({
      template_id: 'tpl-otp-en',
      sender: 'DEMEDU',
      short_url: '0',
      recipients: [{ mobiles: `91${who.phone}`, otp: code }],
    })
    // The refusal (DLT mismatch, say) was logged once, without the number.
    const failures = msg91Logs.lines.filter((line) => line.level >= 50 && line.kind === 'sms')
    expect(failures.map((line) => line.msg)).toEqual(['job given up'])
    expect(JSON.stringify(msg91Logs.lines)).not.toContain(other.phone)
  })

  it('gives a message up once its code has expired, and sends Hindi as unicode under its own template', async () => {
    const sender = msg91Sender({ authKey: 'k', senderId: 'DEMEDU', url: fake.url, timeoutMs: 2000 })
    await sender.send({
      to: '9812345678',
      text: smsText('otp', 'hi', '123456'),
      templateId: 'tpl-otp-hi',
      variables: { otp: '123456' },
      language: 'hi',
      channel: 'sms',
      idempotencyKey: 'k1',
    })
    expect(fake.requests.at(-1)?.body).toMatchObject({ template_id: 'tpl-otp-hi', unicode: 1 })

    const who = applicant()
    await register(m, who)
    fake.answers.push(500, 500, 500, 500, 500, 500, 500, 500, 500, 500)
    const sent = fake.requests.length
    for (let minute = 0; minute < 12; minute += 1) {
      await m.app.ctx.jobs.runOnce()
      m.clock.advance(60_000)
    }
    const [last] = await smsJobs(m, who.phone)
    expect(last?.status).toBe('dead')
    // Retried for about five minutes (1 s, 2 s, 4 s... capped at a minute), never after the code expired.
    expect(fake.requests.length - sent).toBeGreaterThan(1)
    expect(fake.requests.length - sent).toBeLessThanOrEqual(10)
    fake.answers.length = 0

    // A runner that was away until the code expired sends nothing: the job is given up unsent.
    const late = applicant()
    await register(m, late)
    m.clock.advance(10 * 60_000)
    const before = fake.requests.length
    await m.app.ctx.jobs.runOnce()
    expect(fake.requests.length).toBe(before)
    const [expired] = await smsJobs(m, late.phone)
    expect(expired).toMatchObject({ status: 'dead', lastError: expect.stringMatching(/^expired/) })
  })
})
