/**
 * Mail under faults: long SMTP outages, a full outbox disk, a sender that dies holding rows, a database that is
 * away when a delivery is to be recorded, and what /api/health and invoice/send say about it all.
 */
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { connect, createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { eq, sql, type SQL } from 'drizzle-orm'
import pino from 'pino'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Db } from '../../server/db/client'
import { applicants, mailQueue, mailSenders, orders } from '../../server/db/schema'
import { enqueueMail } from '../../server/mail/queue'
import { requeueInvoiceMail } from '../../server/invoices/invoice-mail'
import { retryDelay } from '../../server/jobs/backoff'
import { mailDocuments } from '../../server/app'
import { MailSender, mailDomain, type MailSenderOptions } from '../../server/mail/sender'
import { fileTransport, smtpTransport, type MailTransport } from '../../server/mail/transports'
import {
  CapturingTransport,
  TEST_OTP_SECRET,
  applicant,
  backends,
  makeHarness,
  post,
  register,
  signIn,
  type Harness,
} from './helpers'

const supplier = {
  name: 'Test Supplier Pvt Ltd',
  address: '1 Test Road, Mumbai',
  gstin: '27AAAAA0000A1Z2',
  state: 'Maharashtra',
  gstRate: 18,
}

/** Log lines as objects, to count what a sender said. */
function capturingLog() {
  const lines: { level: number; msg: string }[] = []
  const log = pino(
    { level: 'debug' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string })
        done()
      },
    }),
  )
  return { log, lines }
}

function sender(h: Harness, overrides: Partial<MailSenderOptions> = {}) {
  return new MailSender({
    db: h.database.db,
    transport: h.transport,
    from: h.app.ctx.config.mailFrom,
    clock: () => h.clock.now,
    log: pino({ level: 'silent' }),
    pollMs: 10,
    concurrency: 2,
    retryBaseMs: 1000,
    maxBackoffMs: 15 * 60_000,
    retryForMs: 3 * 86_400_000,
    documents: mailDocuments(h.database.db, supplier),
    sealSecret: TEST_OTP_SECRET,
    supportEmail: 'support@example.com',
    ordersUrl: 'http://localhost:3000/orders',
    ...overrides,
  })
}

async function mailTo(h: Harness, to: string) {
  return h.database.db.select().from(mailQueue).where(eq(mailQueue.to, to.toLowerCase()))
}

/** A paid order for a signed-in buyer, ready for invoice/send. */
async function paidOrder(h: Harness, email: string) {
  const [buyer] = await h.database.db
    .select()
    .from(applicants)
    .where(eq(applicants.email, email.toLowerCase()))
  const now = h.clock.now
  const suffix = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`
  await h.database.db.insert(orders).values({
    id: crypto.randomUUID(),
    applicantId: buyer!.id,
    role: 'student',
    plan: 'basic',
    planName: "Achiever's Report",
    listPricePaise: 499900,
    amountPaise: 499900,
    currency: 'INR',
    gateway: 'simulated',
    gatewayOrderId: `order_f${suffix}`,
    paymentId: `pay_f${suffix}`,
    status: 'paid',
    createdAt: now,
    paidAt: now,
    updatedAt: now,
  })
}

describe('retry policy', () => {
  const policy = { retryBaseMs: 5000, maxBackoffMs: 15 * 60_000, retryForMs: 3 * 86_400_000 }
  it('backs off exponentially up to 15 minutes and gives up only after 3 days of waiting', () => {
    expect(retryDelay(1, policy)).toBe(5000)
    expect(retryDelay(2, policy)).toBe(10_000)
    expect(retryDelay(9, policy)).toBe(15 * 60_000)
    let waited = 0
    let attempts = 1
    for (let delay = retryDelay(attempts, policy); delay !== null; delay = retryDelay(attempts, policy)) {
      expect(delay).toBeLessThanOrEqual(15 * 60_000)
      waited += delay
      attempts += 1
    }
    expect(waited).toBeGreaterThanOrEqual(3 * 86_400_000)
    // The old policy gave up after 8 attempts (about 10.6 minutes).
    expect(attempts).toBeGreaterThan(290)
  })

  it("makes Message-IDs in MAIL_FROM's domain", () => {
    expect(mailDomain('DEM Success Blueprint <no-reply@Dem-Success.in>')).toBe('dem-success.in')
    expect(mailDomain('no-reply@example.org')).toBe('example.org')
  })
})

describe('file transport on a full disk', () => {
  it('removes its temporary file when the write or the rename fails, and reports the failure', async () => {
    const outbox = mkdtempSync(path.join(tmpdir(), 'dem-outbox-full-'))
    const mail = {
      messageId: 'mail-9-x@example.com',
      from: 'a@example.com',
      to: 'b@example.com',
      subject: 's',
      text: 't',
    }
    const full = fileTransport(outbox, {
      // Half the message reaches the disk, then it is full.
      writeFile: async (file, data) => {
        writeFileSync(file, data.subarray(0, 10))
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
      },
      rename: async () => undefined,
      unlink: (file) => import('node:fs/promises').then((fs) => fs.unlink(file)),
    })
    for (let i = 0; i < 3; i += 1) await expect(full.send(mail)).rejects.toThrow(/ENOSPC/)
    expect(readdirSync(outbox)).toEqual([])

    const renameFails = fileTransport(outbox, {
      writeFile: (file, data) => writeFile(file, data),
      rename: async () => {
        throw Object.assign(new Error('EIO: i/o error, rename'), { code: 'EIO' })
      },
      unlink: (file) => import('node:fs/promises').then((fs) => fs.unlink(file)),
    })
    await expect(renameFails.send(mail)).rejects.toThrow(/EIO/)
    expect(readdirSync(outbox)).toEqual([])

    await fileTransport(outbox).send(mail)
    expect(readdirSync(outbox)).toEqual([expect.stringMatching(/\.eml$/)])
  })

  it('removes at start the temporary files of a process killed mid-write, not those of a running one', async () => {
    const outbox = mkdtempSync(path.join(tmpdir(), 'dem-outbox-killed-'))
    // A pid no process has (above Linux's pid_max) and this process's own, still running.
    const killed = '2026-11-26T01-50-11-123Z-4194999-1-mail-1-x.tmp'
    const running = `2026-11-26T01-50-11-124Z-${process.pid}-1-mail-2-x.tmp`
    for (const name of [killed, running, 'kept-by-nobody.txt'])
      writeFileSync(path.join(outbox, name), 'From: half')
    await fileTransport(outbox).send({
      messageId: 'mail-3-x@example.com',
      from: 'a@example.com',
      to: 'b@example.com',
      subject: 's',
      text: 't',
    })
    const left = readdirSync(outbox)
    expect(left).not.toContain(killed)
    expect(left).toContain(running)
    expect(left).toContain('kept-by-nobody.txt')
    expect(left.filter((name) => name.endsWith('.eml'))).toHaveLength(1)
  })
})

describe.each(backends)('mail faults on %s', (backend) => {
  let h: Harness
  beforeAll(async () => {
    h = await makeHarness(backend, { env: { MAIL_FROM: 'DEM <no-reply@dem-success.in>' } })
  })
  afterAll(async () => {
    await h.close()
  })

  it('stops retrying a one-time code once it has expired, and never sends it afterwards', async () => {
    const who = applicant()
    expect((await register(h, who)).statusCode).toBe(200)
    const created = h.clock.now.getTime()
    h.transport.failuresLeft = 1000
    for (let i = 0; i < 40; i += 1) {
      await h.app.ctx.mail.runOnce()
      h.clock.advance(30_000)
    }
    const [row] = await mailTo(h, who.email)
    expect(row?.status).toBe('dead')
    expect(row?.attempts).toBeGreaterThan(2)
    h.transport.failuresLeft = 0
    h.clock.advance(3_600_000)
    await h.app.ctx.mail.runOnce()
    expect(h.transport.sent.filter((m) => m.to === who.email.toLowerCase())).toEqual([])
    expect(h.clock.now.getTime() - created).toBeGreaterThan(10 * 60_000)
  })

  it('gives a code queued while the mail server was away its chance before it expires', async () => {
    const who = applicant()
    expect((await register(h, who)).statusCode).toBe(200)
    h.transport.failuresLeft = 3
    for (let i = 0; i < 6; i += 1) {
      await h.app.ctx.mail.runOnce()
      h.clock.advance(60_000)
    }
    const sent = h.transport.sent.filter((m) => m.to === who.email.toLowerCase())
    expect(sent).toHaveLength(1)
    expect(sent[0]?.messageId).toMatch(/^mail-\d+-[0-9a-z]+@dem-success\.in$/)
  })

  it('takes over at once a row left sending by a sender known to be dead, but not one of a live sender', async () => {
    const db = h.database.db
    const now = h.clock.now
    const claim = async (to: string, owner: string, heartbeat: SQL | null) => {
      await enqueueMail(db, { kind: 'contact', to, subject: 'Held', body: 'x' }, now)
      if (heartbeat) {
        await db
          .insert(mailSenders)
          .values({ id: owner, heartbeatAt: heartbeat })
          .onConflictDoUpdate({ target: mailSenders.id, set: { heartbeatAt: heartbeat } })
      }
      await db
        .update(mailQueue)
        .set({ status: 'sending', claimedBy: owner, lockedUntil: new Date(now.getTime() + 120_000) })
        .where(eq(mailQueue.to, to))
    }
    // Heartbeats are in the database's time.
    await claim('crashed@example.com', 'host/1/crashed', sql`now() - interval '25 seconds'`)
    await claim('stopped@example.com', 'host/2/stopped', null)
    await claim('alive@example.com', 'host/3/alive', sql`now()`)
    await h.app.ctx.mail.runOnce()
    const to = h.transport.sent.map((m) => m.to)
    expect(to).toContain('crashed@example.com')
    expect(to).toContain('stopped@example.com')
    expect(to).not.toContain('alive@example.com')
    // The live sender's row waits for its lease (or its sender's death).
    h.clock.advance(120_000)
    await db
      .update(mailSenders)
      .set({ heartbeatAt: sql`now()` })
      .where(eq(mailSenders.id, 'host/3/alive'))
    await h.app.ctx.mail.runOnce()
    expect(h.transport.sent.filter((m) => m.to === 'alive@example.com')).toHaveLength(1)
  })

  it('a sender that stops cleanly leaves its rows to the others at once', async () => {
    const a = sender(h)
    a.start()
    await vi.waitFor(async () => {
      const [row] = await h.database.db.select().from(mailSenders).where(eq(mailSenders.id, a.id))
      expect(row).toBeDefined()
    })
    await a.stop()
    expect(await h.database.db.select().from(mailSenders).where(eq(mailSenders.id, a.id))).toEqual([])
  })

  it('records a delivery the database could not record at once, and does not send it again', async () => {
    let refuseUpdates = true
    // The database goes away right after the SMTP server accepted the message.
    const flaky = new Proxy(h.database.db, {
      get(target, property, receiver) {
        if (property === 'update' && refuseUpdates) {
          return () => ({
            set: () => ({
              where: () => Promise.reject(new Error('Connection terminated unexpectedly')),
            }),
          })
        }
        return Reflect.get(target, property, receiver) as unknown
      },
    }) as Db
    const transport = new CapturingTransport()
    const s = sender(h, { db: flaky, transport })
    await enqueueMail(
      h.database.db,
      { kind: 'invoice', to: 'unrecorded@example.com', subject: 'S', body: 'B' },
      h.clock.now,
    )
    await s.runOnce()
    expect(transport.sent.map((m) => m.to)).toEqual(['unrecorded@example.com'])
    expect((await mailTo(h, 'unrecorded@example.com'))[0]?.status).toBe('sending')
    refuseUpdates = false
    h.clock.advance(600_000)
    await s.runOnce()
    await h.app.ctx.mail.runOnce()
    expect((await mailTo(h, 'unrecorded@example.com'))[0]?.status).toBe('sent')
    expect(transport.sent.filter((m) => m.to === 'unrecorded@example.com')).toHaveLength(1)
    expect(h.transport.sent.filter((m) => m.to === 'unrecorded@example.com')).toHaveLength(0)
  })

  it('logs a mail server outage once when it starts and once when it ends', async () => {
    const { log, lines } = capturingLog()
    const transport = new CapturingTransport()
    const s = sender(h, { transport, log })
    for (let i = 0; i < 6; i += 1) {
      await enqueueMail(
        h.database.db,
        { kind: 'contact', to: `outage${i}@example.com`, subject: 'S', body: 'B' },
        h.clock.now,
      )
    }
    transport.failuresLeft = 18
    for (let pass = 0; pass < 6; pass += 1) {
      await s.runOnce()
      h.clock.advance(60_000)
    }
    while ((await s.runOnce()) > 0) h.clock.advance(60_000)
    const outage = lines.filter((line) => line.level >= 40 && /outage/.test(line.msg))
    expect(outage.map((line) => line.msg)).toEqual([
      'mail transport (capture) unavailable: outage started',
      expect.stringMatching(/^mail transport \(capture\) available again: outage ended after \d+ s$/),
    ])
    expect(transport.sent.filter((m) => m.to.startsWith('outage'))).toHaveLength(6)
  })

  it('logs a database outage of the sender once when it starts and once when it ends', async () => {
    const { log, lines } = capturingLog()
    let down = true
    let refused = 0
    const flaky = new Proxy(h.database.db, {
      get(target, property, receiver) {
        if (down && (property === 'transaction' || property === 'insert' || property === 'update')) {
          return () => {
            refused += 1
            throw new Error('connect ECONNREFUSED 127.0.0.1:5432')
          }
        }
        return Reflect.get(target, property, receiver) as unknown
      },
    }) as Db
    // The loop looks again every outagePollMs while the database is away (2 s in production).
    const s = sender(h, { db: flaky, log, pollMs: 5, outagePollMs: 20 })
    s.start()
    try {
      // Several failed looks make one outage.
      await vi.waitFor(() => expect(refused).toBeGreaterThanOrEqual(4), { timeout: 5_000 })
      down = false
      await vi.waitFor(() => expect(lines.some((line) => /outage ended/.test(line.msg))).toBe(true), {
        timeout: 5_000,
      })
    } finally {
      await s.stop()
    }
    const outage = lines.filter((line) => /outage/.test(line.msg)).map((line) => line.msg)
    expect(outage).toEqual([
      'mail sender: database unavailable: outage started',
      expect.stringMatching(/^mail sender: database available again: outage ended after \d+ s$/),
    ])
  })

  it('reports the queue on /api/health: unsent count, oldest age and dead count, no content', async () => {
    const before = (await h.app.inject({ method: 'GET', url: '/api/health' })).json() as {
      mail: { dead: number }
    }
    await enqueueMail(
      h.database.db,
      { kind: 'contact', to: 'health@example.com', subject: 'Secret subject', body: 'Secret body' },
      h.clock.now,
    )
    await h.database.db
      .update(mailQueue)
      .set({ status: 'dead' })
      .where(eq(mailQueue.to, 'health@example.com'))
    await enqueueMail(
      h.database.db,
      { kind: 'contact', to: 'waiting@example.com', subject: 'Secret subject', body: 'Secret body' },
      h.clock.now,
    )
    h.clock.advance(90_000)
    const response = await h.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    const health = response.json() as {
      status: string
      mail: { unsent: number; oldestUnsentSeconds: number; dead: number }
    }
    expect(health.status).toBe('ok')
    expect(health.mail.unsent).toBeGreaterThanOrEqual(1)
    expect(health.mail.oldestUnsentSeconds).toBeGreaterThanOrEqual(90)
    expect(health.mail.dead).toBe(before.mail.dead + 1)
    expect(response.body).not.toMatch(/Secret|@example\.com/)
    while ((await h.app.ctx.mail.runOnce()) > 0) h.clock.advance(1000)
    const drained = (await h.app.inject({ method: 'GET', url: '/api/health' })).json() as {
      mail: { unsent: number; oldestUnsentSeconds: number | null }
    }
    expect(drained.mail).toMatchObject({ unsent: 0, oldestUnsentSeconds: null })
  })

  it('invoice/send sends an issued invoice again when its last mail was given up, and only then', async () => {
    const who = applicant()
    const cookie = await signIn(h, who)
    while ((await h.app.ctx.mail.runOnce()) > 0) h.clock.advance(1000)
    await paidOrder(h, who.email)
    const send = () =>
      post(
        h.app,
        '/api/invoice/send',
        { email: who.email, firstName: 'Asha', lastName: 'Buyer', phone: who.phone, role: who.role },
        cookie,
      )
    const invoiceMails = async () => (await mailTo(h, who.email)).filter((row) => row.kind === 'invoice')

    expect((await send()).statusCode).toBe(200)
    // Asked again while the first is on its way: still one.
    expect((await send()).statusCode).toBe(200)
    expect(await invoiceMails()).toHaveLength(1)

    // A long outage: the mail is given up.
    await h.database.db
      .update(mailQueue)
      .set({ status: 'dead', attempts: 300 })
      .where(eq(mailQueue.to, who.email.toLowerCase()))
    const response = await send()
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ message: 'Your invoice is on its way to your email.' })
    expect(await invoiceMails()).toMatchObject([{ status: 'pending', attempts: 0 }])
    while ((await h.app.ctx.mail.runOnce()) > 0) h.clock.advance(1000)
    const sent = h.transport.sent.filter((m) => m.to === who.email.toLowerCase() && m.attachments)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.attachments?.[0]?.contentType).toBe('application/pdf')

    // Sent: the buyer's button does not send it again; staff can.
    expect((await send()).statusCode).toBe(200)
    expect((await invoiceMails()).map((row) => row.status)).toEqual(['sent'])
    const [mail] = await invoiceMails()
    const resent = await h.database.db.transaction((tx) =>
      requeueInvoiceMail(tx, mail!.invoiceId!, h.clock.now, { evenIfSent: true }),
    )
    expect(resent).toBe('queued')
    expect((await invoiceMails()).map((row) => row.status).sort()).toEqual(['pending', 'sent'])
  })
})

describe.each(backends)('an SMTP outage longer than the old 10.6-minute window (%s)', (backend) => {
  it('delivers every invoice, refund and contact mail exactly once when the server accepts again', async () => {
    let refusing = true
    const received: string[] = []
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      disableReverseLookup: true,
      onData(stream, _session, callback) {
        let data = ''
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()))
        stream.on('end', () => {
          received.push(data)
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    // The address the sender knows: while the outage lasts it answers every connection 421 at once, as a mail
    // server down for maintenance does; then it passes them to the server. (smtp-server itself greets or refuses
    // a connection only after 100 ms, and the outage's 80-odd refused connections would wait 8 s for that.)
    const door = createServer((socket) => {
      // A connection the sender drops (a reset, a broken pipe) is no failure of the test.
      socket.on('error', () => {})
      if (refusing) socket.end('421 127.0.0.1 Service not available\r\n')
      else {
        const upstream = connect((server.server.address() as AddressInfo).port, '127.0.0.1')
        upstream.on('error', () => socket.destroy())
        socket.pipe(upstream).pipe(socket)
      }
    })
    await new Promise<void>((resolve) => door.listen(0, '127.0.0.1', resolve))
    const { port } = door.address() as AddressInfo
    const h = await makeHarness(backend)
    const transport: MailTransport = smtpTransport(`smtp://127.0.0.1:${port}`, 2)
    const s = sender(h, { transport, retryBaseMs: 5000 })
    try {
      const buyers = [applicant(), applicant()]
      for (const who of buyers) {
        const cookie = await signIn(h, who)
        await paidOrder(h, who.email)
        const sent = await post(
          h.app,
          '/api/invoice/send',
          { email: who.email, firstName: 'Asha', lastName: 'Buyer', phone: who.phone, role: who.role },
          cookie,
        )
        expect(sent.statusCode).toBe(200)
      }
      // A refund notice (queued by payments.ts when a second payment is refunded) matters as much.
      await enqueueMail(
        h.database.db,
        {
          kind: 'refund',
          to: buyers[0]!.email,
          subject: 'Refund of INR 4,999.00 on its way',
          body: 'Refunded.',
        },
        h.clock.now,
      )
      for (let i = 0; i < 3; i += 1) {
        const contact = await post(h.app, '/api/contact', {
          name: 'Out',
          email: `out${i}@example.com`,
          message: `outage ${i}`,
        })
        expect(contact.statusCode).toBe(200)
      }
      // 30 minutes of refusals, one pass a minute (the old policy gave up after 8 attempts, ~10.6 minutes).
      for (let minute = 0; minute < 30; minute += 1) {
        await s.runOnce()
        h.clock.advance(60_000)
      }
      expect(received).toEqual([])
      const waiting = await h.database.db.select().from(mailQueue)
      // Two invoices, two scan links, one refund, three contact messages.
      expect(waiting.filter((row) => row.kind !== 'otp').map((row) => row.status)).toEqual(
        Array(8).fill('pending'),
      )
      refusing = false
      for (let pass = 0; pass < 30; pass += 1) {
        await s.runOnce()
        h.clock.advance(60_000)
      }
      // Issued under the simulated gateway: the test series ("TEST - not a tax invoice: your invoice TST/...").
      const invoices = received.filter((data) =>
        /^Subject: TEST - not a tax invoice: your invoice TST\//m.test(data),
      )
      const contacts = received.filter((data) => /^Subject: Contact form/m.test(data))
      const refunds = received.filter((data) => /^Subject: Refund of INR/m.test(data))
      const scanLinks = received.filter((data) => /^Subject: Your child's DEM scan/m.test(data))
      expect(invoices).toHaveLength(2)
      expect(scanLinks).toHaveLength(2)
      expect(contacts).toHaveLength(3)
      expect(refunds).toHaveLength(1)
      for (const who of buyers)
        expect(invoices.filter((data) => data.includes(`To: ${who.email.toLowerCase()}`))).toHaveLength(1)
      const ids = received.map((data) => /^Message-ID: (.*)$/im.exec(data)?.[1])
      expect(new Set(ids).size).toBe(ids.length)
    } finally {
      await s.stop()
      await h.close()
      await new Promise<void>((resolve) => door.close(() => resolve()))
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  }, 120_000)
})
