import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import pino from 'pino'
import { SMTPServer } from 'smtp-server'
import { eq } from 'drizzle-orm'
import { applicants, invoices, mailQueue, orders } from '../../server/db/schema'
import { enqueueMail } from '../../server/mail/queue'
import { seal, sealMail, unseal, unsealMail } from '../../server/mail/sealed'
import { mailDocuments } from '../../server/app'
import { MailSender, MY_ORDERS_BUTTON } from '../../server/mail/sender'
import { contactNotification } from '../../server/mail/templates'
import { buildMessage, fileTransport, smtpTransport, type OutgoingMail } from '../../server/mail/transports'
import { financialYear, issueInvoice, splitGst } from '../../server/invoices/invoices'
import {
  CapturingTransport,
  START,
  TEST_OTP_SECRET,
  applicant,
  backends,
  freshDatabase,
  latestOtp,
  makeHarness,
  post,
  purchaseAndInvoice,
  register,
  type Harness,
} from './helpers'
import { parseMime, partText, visibleText } from './mime'

const supplier = {
  name: 'Test Supplier Pvt Ltd',
  address: '1 Test Road, Mumbai',
  gstin: '27AAAAA0000A1Z2',
  state: 'Maharashtra',
  gstRate: 18,
}

describe('GST arithmetic', () => {
  it('splits an inclusive total into taxable value and CGST/SGST or IGST that add up', () => {
    expect(splitGst(499900, 18, true)).toEqual({
      taxablePaise: 423644,
      cgstPaise: 38128,
      sgstPaise: 38128,
      igstPaise: 0,
    })
    // EEC25's discounted total: 80,085 paise of tax does not halve; the paisa goes to the taxable value.
    expect(splitGst(525000, 18, true)).toEqual({
      taxablePaise: 444916,
      cgstPaise: 40042,
      sgstPaise: 40042,
      igstPaise: 0,
    })
    expect(splitGst(525000, 18, false)).toEqual({
      taxablePaise: 444915,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 80085,
    })
    for (const total of [100001, 525000, 499900, 1, 99]) {
      const split = splitGst(total, 18, true)
      expect(split.cgstPaise).toBe(split.sgstPaise)
      expect(split.taxablePaise + split.cgstPaise + split.sgstPaise).toBe(total)
    }
  })

  it('uses the Indian financial year in IST', () => {
    expect(financialYear(new Date('2025-03-31T18:29:59Z'))).toBe('2024-25')
    expect(financialYear(new Date('2025-03-31T18:30:00Z'))).toBe('2025-26')
    expect(financialYear(new Date('2026-01-15T00:00:00Z'))).toBe('2025-26')
  })
})

describe.each(backends)('mail queue on %s', (backend) => {
  let h: Harness
  beforeAll(async () => {
    h = await makeHarness(backend)
  })
  afterAll(async () => {
    await h.close()
  })

  it('retries after a transport failure with backoff, then delivers once', async () => {
    await post(h.app, '/api/contact', { name: 'Retry', email: 'retry@example.com', message: 'please retry' })
    h.transport.failuresLeft = 1
    await h.app.ctx.mail.runOnce()
    const [afterFailure] = await h.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.replyTo, 'retry@example.com'))
    expect(afterFailure).toMatchObject({ status: 'pending', attempts: 1 })
    expect(afterFailure?.lastError).toMatch(/refused/)
    expect(h.transport.sent.filter((m) => m.replyTo === 'retry@example.com')).toHaveLength(0)

    await h.app.ctx.mail.runOnce()
    expect(h.transport.sent.filter((m) => m.replyTo === 'retry@example.com')).toHaveLength(0)

    h.clock.advance(1_001)
    await h.app.ctx.mail.runOnce()
    await h.app.ctx.mail.runOnce()
    expect(h.transport.sent.filter((m) => m.replyTo === 'retry@example.com')).toHaveLength(1)
    const [delivered] = await h.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.replyTo, 'retry@example.com'))
    expect(delivered).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('retries mail that matters at most 15 minutes apart for at least 3 days, then gives it up', async () => {
    await post(h.app, '/api/contact', { name: 'Dead', email: 'dead@example.com', message: 'never arrives' })
    const row = async () =>
      (await h.database.db.select().from(mailQueue).where(eq(mailQueue.replyTo, 'dead@example.com')))[0]!
    const started = h.clock.now.getTime()
    h.transport.failuresLeft = 100_000
    let longestWait = 0
    for (let pass = 0; pass < 1000 && (await row()).status !== 'dead'; pass += 1) {
      await h.app.ctx.mail.runOnce()
      const current = await row()
      if (current.status === 'pending') {
        longestWait = Math.max(longestWait, current.nextAttemptAt.getTime() - h.clock.now.getTime())
        h.clock.now = current.nextAttemptAt
      }
    }
    h.transport.failuresLeft = 0
    const dead = await row()
    expect(dead.status).toBe('dead')
    expect(longestWait).toBe(15 * 60_000)
    expect(h.clock.now.getTime() - started).toBeGreaterThanOrEqual(3 * 86_400_000)
    expect(h.clock.now.getTime() - started).toBeLessThan(3 * 86_400_000 + 15 * 60_000)
    expect(dead.attempts).toBeGreaterThan(280)
  })

  it("keeps a code's mail sealed in the queue and opens it only to send it", async () => {
    const who = applicant()
    expect((await register(h, who)).statusCode).toBe(200)
    const [stored] = await h.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.to, who.email.toLowerCase()))
    expect(stored?.kind).toBe('otp')
    const code = await latestOtp(h.database, who.email)
    expect(stored?.subject).toBe('sealed:v1')
    // Not "no 6 digits": base64 text holds a run of 6 digits about once in a hundred.
    expect(stored?.body).toMatch(/^sealed:v1:[\w-]+$/)
    expect(stored?.body).not.toContain(code)
    while ((await h.app.ctx.mail.runOnce()) > 0) {
      // until the code's mail is out
    }
    const sent = h.transport.sent.find((m) => m.to === who.email.toLowerCase())
    expect(sent?.subject).toBe(`Your DEM verification code is ${code}`)
    expect(sent?.text).toContain(`Your verification code is ${code}.`)
    expect(sent?.text).toContain(who.email.toLowerCase())
  })

  it('sends a one-time code before older mail that is still waiting', async () => {
    const older = Array.from({ length: 12 }, (_, i) => `older.${i}@example.com`)
    for (const to of older) {
      await enqueueMail(h.database.db, { kind: 'contact', to, subject: 'Older', body: 'x' }, h.clock.now)
    }
    const who = applicant()
    expect((await register(h, who)).statusCode).toBe(200)
    // One pass claims 10 messages: the code is among them although 12 older ones wait.
    await h.app.ctx.mail.runOnce()
    expect(h.transport.sent.map((m) => m.to)).toContain(who.email)
    while ((await h.app.ctx.mail.runOnce()) > 0) {
      // the older mail follows
    }
    expect(h.transport.sent.map((m) => m.to)).toEqual(expect.arrayContaining(older))
  })

  it('gives every mail an HTML part with the same words and Auto-Submitted; buyer mail Reply-To support and a My orders button', async () => {
    const db = h.database.db
    const ordersUrl = `${h.app.ctx.config.siteUrl}/orders`
    const support = h.app.ctx.config.supportEmail
    const who = applicant()
    expect((await register(h, who)).statusCode).toBe(200)
    const buyer = 'html.buyer@example.com'
    const signed = 'Hello <Asha> & "family",\n\nYour refund is on its way.\n\nFollow it on My orders:\n'
    const buyerMails = [
      { kind: 'refund' as const, body: `${signed}${ordersUrl}\n\nDEM Success Blueprint` },
      {
        kind: 'scan' as const,
        body: 'Hello Asha,\n\nThe scan: https://x.example/scan#abc.\n\nDEM Success Blueprint',
      },
      { kind: 'report' as const, body: 'Hello Asha,\n\nYour report is ready.\n\nDEM Success Blueprint' },
      { kind: 'ticket' as const, body: `Hello Asha,\n\nWe have your request.\n${ordersUrl}\n\nDEM` },
    ]
    for (const [i, mail] of buyerMails.entries())
      await enqueueMail(db, { ...mail, to: buyer, subject: `Buyer mail ${i}` }, h.clock.now)
    await enqueueMail(
      db,
      {
        kind: 'contact',
        to: support,
        replyTo: 'sender@example.com',
        ...contactNotification({
          name: 'Eve <b>',
          email: 'sender@example.com',
          message: '<img src=x onerror=alert(1)>\nSecond line',
        }),
      },
      h.clock.now,
    )
    await enqueueMail(
      db,
      { kind: 'support', to: support, subject: 'Notice', body: 'Refund started.' },
      h.clock.now,
    )
    await enqueueMail(
      db,
      {
        kind: 'otp',
        to: 'staff@example.com',
        subject: 'Staff code',
        body: 'Your code.',
        meta: { audience: 'staff' },
      },
      h.clock.now,
    )
    h.transport.sent.length = 0
    while ((await h.app.ctx.mail.runOnce()) > 0);

    const words = (text: string) => text.replace(/\s+/g, ' ').trim()
    const read = async (mail: OutgoingMail) => {
      const message = parseMime(await buildMessage(mail))
      const text = partText(message, 'text/plain')
      const html = partText(message, 'text/html')
      expect(message.type).toBe('multipart/alternative')
      expect(message.headers.get('auto-submitted')).toBe('auto-generated')
      expect(text).toBe(mail.text)
      return { message, text: text!, html: html! }
    }
    const sent = h.transport.sent
    const toBuyers = sent.filter((mail) => mail.to === buyer || mail.to === who.email)
    expect(toBuyers).toHaveLength(buyerMails.length + 1)
    for (const mail of toBuyers) {
      const { message, text, html } = await read(mail)
      expect(message.headers.get('reply-to')).toBe(support)
      // The same words; the My orders URL alone on a line became the button, or the button was added once.
      expect(html.match(new RegExp(`<a href="${ordersUrl}"[^>]*>${MY_ORDERS_BUTTON}</a>`, 'g'))).toHaveLength(
        1,
      )
      expect(words(visibleText(html).replace(MY_ORDERS_BUTTON, ' '))).toBe(
        words(
          text
            .split('\n')
            .filter((line) => line.trim() !== ordersUrl)
            .join('\n'),
        ),
      )
    }
    const refund = await read(toBuyers.find((mail) => mail.subject === 'Buyer mail 0')!)
    expect(refund.html).toContain('Hello &lt;Asha&gt; &amp; &quot;family&quot;,')
    const scan = await read(toBuyers.find((mail) => mail.subject === 'Buyer mail 1')!)
    expect(scan.html).toContain('<a href="https://x.example/scan#abc" style="color:#4338ca">')

    const staff = sent.filter((mail) => mail.to === support || mail.to === 'staff@example.com')
    expect(staff).toHaveLength(3)
    for (const mail of staff) {
      const { message, text, html } = await read(mail)
      expect(html).not.toContain(MY_ORDERS_BUTTON)
      expect(words(visibleText(html))).toBe(words(text))
      expect(message.headers.get('reply-to')).toBe(
        mail.subject.startsWith('Contact form') ? 'sender@example.com' : undefined,
      )
    }
    const contact = await read(staff.find((mail) => mail.subject.startsWith('Contact form'))!)
    expect(contact.html).toContain('&lt;img src=x onerror=alert(1)&gt;<br>')
    expect(contact.html).not.toMatch(/<img|<b>/)
  })

  it('attaches the invoice PDF to the invoice mail', async () => {
    const db = h.database.db
    const applicantId = crypto.randomUUID()
    const now = h.clock.now
    await db.insert(applicants).values({
      id: applicantId,
      email: 'pdf.buyer@example.com',
      firstName: 'Pdf',
      lastName: 'Buyer',
      phone: '9876500000',
      role: 'student',
      createdAt: now,
      updatedAt: now,
    })
    const orderId = crypto.randomUUID()
    await db.insert(orders).values({
      id: orderId,
      applicantId,
      role: 'student',
      plan: 'basic',
      planName: "Achiever's Report",
      listPricePaise: 499900,
      amountPaise: 499900,
      currency: 'INR',
      gateway: 'simulated',
      gatewayOrderId: `order_pdf${Date.now()}`,
      paymentId: `pay_pdf${Date.now()}`,
      status: 'paid',
      createdAt: now,
      paidAt: now,
      updatedAt: now,
    })
    const invoice = await db.transaction((tx) =>
      issueInvoice(tx, orderId, { now, supplier, testMode: false }),
    )
    expect(invoice?.number).toMatch(/^INV\/25-26\/\d{6}$/)
    for (let i = 0; i < 5; i += 1) await h.app.ctx.mail.runOnce()
    const mail = h.transport.sent.find((m) => m.to === 'pdf.buyer@example.com')
    expect(mail?.subject).toBe(`Your invoice ${invoice!.number}`)
    expect(mail?.text).toContain(invoice!.number)
    const pdf = mail?.attachments?.[0]
    expect(pdf?.contentType).toBe('application/pdf')
    expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('numbers concurrent invoices consecutively without gaps or duplicates', async () => {
    const db = h.database.db
    const now = h.clock.now
    const ids: string[] = []
    for (let i = 0; i < 8; i += 1) {
      const applicantId = crypto.randomUUID()
      await db.insert(applicants).values({
        id: applicantId,
        email: `concurrent.${i}.${Date.now()}@example.com`,
        firstName: 'C',
        lastName: String(i),
        phone: '9876500001',
        role: 'eec',
        createdAt: now,
        updatedAt: now,
      })
      const orderId = crypto.randomUUID()
      await db.insert(orders).values({
        id: orderId,
        applicantId,
        role: 'eec',
        plan: 'basic',
        planName: 'Kit',
        listPricePaise: 700000,
        amountPaise: 700000,
        currency: 'INR',
        gateway: 'simulated',
        gatewayOrderId: `order_c${i}${Date.now()}`,
        paymentId: `pay_c${i}${Date.now()}`,
        status: 'paid',
        createdAt: now,
        paidAt: now,
        updatedAt: now,
      })
      ids.push(orderId)
    }
    // Every order twice, all at once: each must get exactly one number.
    await Promise.all(
      [...ids, ...ids].map((id) =>
        db.transaction((tx) => issueInvoice(tx, id, { now, supplier, testMode: false })),
      ),
    )
    const rows = await db.select().from(invoices)
    const mine = rows.filter((r) => ids.includes(r.orderId))
    expect(mine).toHaveLength(8)
    const all = rows.map((r) => r.sequence).sort((a, b) => a - b)
    expect(new Set(all).size).toBe(all.length)
    expect(all).toEqual(Array.from({ length: all.length }, (_, i) => all[0]! + i))
  })

  // After the numbering test: the purchase here issues a test-series invoice, which that test's count would meet.
  it("writes a Hindi buyer's mails in Hindi: the code from a Hindi page, the invoice of an order paid on one", async () => {
    const who = applicant()
    expect((await register(h, who, { 'x-language': 'hi' })).statusCode).toBe(200)
    const [stored] = await h.database.db.select().from(applicants).where(eq(applicants.email, who.email))
    expect(stored?.language).toBe('hi')
    const code = await latestOtp(h.database, who.email)
    h.transport.sent.length = 0
    while ((await h.app.ctx.mail.runOnce()) > 0);
    const read = async (mail: OutgoingMail | undefined) => {
      const message = parseMime(await buildMessage(mail!))
      return { mail: mail!, text: partText(message, 'text/plain')!, html: partText(message, 'text/html')! }
    }
    const otp = await read(h.transport.sent.find((m) => m.to === who.email))
    expect(otp.mail.subject).toBe(`आपका DEM सत्यापन कोड ${code} है`)
    // Decoded as a mail client would (the words go out base64 or quoted-printable): Hindi, the code, the address.
    expect(otp.text).toContain(`आपका सत्यापन कोड ${code} है।`)
    expect(otp.text).toContain(who.email)
    expect(otp.text).not.toMatch(/Hello|Your data/)
    expect(otp.html).toContain('<html lang="hi">')
    expect(visibleText(otp.html)).toContain(`आपका सत्यापन कोड ${code} है।`)
    const hindiOrders = `${h.app.ctx.config.siteUrl}/hi/orders`
    expect(otp.html).toMatch(new RegExp(`<a href="${hindiOrders}"[^>]*>My orders खोलें</a>`))

    const bought = await purchaseAndInvoice(h, 'student', 'hi')
    const [order] = await h.database.db.select().from(orders).where(eq(orders.id, bought.orderId))
    expect(order?.language).toBe('hi')
    h.transport.sent.length = 0
    while ((await h.app.ctx.mail.runOnce()) > 0);
    const invoice = await read(h.transport.sent.find((m) => m.to === bought.who.email && m.attachments))
    expect(invoice.mail.subject).toMatch(/^टेस्ट - टैक्स इनवॉइस नहीं: आपका इनवॉइस TST\//)
    expect(invoice.text).toContain('आपके भुगतान के लिए धन्यवाद।')
    expect(invoice.text).toMatch(/राशि: ₹[\d,]+ \(GST सहित\)/)
    expect(invoice.text).toContain('आगे क्या होगा: आपका बच्चा DEM स्कैन देगा।')
    expect(invoice.text).toContain(hindiOrders)
    expect(invoice.text).not.toMatch(/Thank you|Hello/)
    expect(visibleText(invoice.html)).toContain('आपके भुगतान के लिए धन्यवाद।')
    expect(invoice.mail.attachments?.[0]?.contentType).toBe('application/pdf')
  })
})

describe('sealed mail', () => {
  it('seals a mail once, subject and body together, and opens it; unsealed mail is left as it is', () => {
    const mail = { subject: 'Your DEM verification code is 123456', body: 'Hello,\n\nYour code is 123456.' }
    const sealed = sealMail('secret-one-0123456789abcdef0123456789', mail)
    expect(JSON.stringify(sealed)).not.toContain('123456')
    expect(unsealMail('secret-one-0123456789abcdef0123456789', sealed)).toEqual(mail)
    const contact = { subject: 'Contact form: message from Asha', body: 'From: Asha' }
    expect(unsealMail('secret-one-0123456789abcdef0123456789', contact)).toEqual(contact)
  })

  it('opens what it sealed, leaves unsealed text as it is, and refuses an altered value or another key', () => {
    const text = 'Your verification code is 123456.\nश्रीनिवास'
    const sealed = seal('secret-one-0123456789abcdef0123456789', text)
    expect(sealed).not.toContain('123456')
    expect(seal('secret-one-0123456789abcdef0123456789', text)).not.toBe(sealed)
    expect(unseal('secret-one-0123456789abcdef0123456789', sealed)).toBe(text)
    expect(unseal('secret-one-0123456789abcdef0123456789', 'Your invoice INV/2025-26/000001')).toBe(
      'Your invoice INV/2025-26/000001',
    )
    expect(() => unseal('secret-two-0123456789abcdef0123456789', sealed)).toThrow(/could not be opened/)
    const last = sealed.at(-2) === 'A' ? 'B' : 'A'
    const altered = sealed.slice(0, -2) + last + sealed.at(-1)
    expect(() => unseal('secret-one-0123456789abcdef0123456789', altered)).toThrow(/could not be opened/)
  })
})

describe('file transport', () => {
  it('writes one readable RFC 822 .eml per message with the address and the code unbroken', async () => {
    const outbox = mkdtempSync(path.join(tmpdir(), 'dem-outbox-'))
    const transport = fileTransport(outbox)
    const address = 'a.very.long-address.for.line-wrapping-1763783000123-987654@example.com'
    await transport.send({
      messageId: 'mail-1-test@dem.invalid',
      from: 'DEM <no-reply@example.com>',
      to: address,
      subject: 'Your DEM verification code is 123456',
      text: `Your verification code is 123456.\nIt was requested for this email address:\n${address}`,
    })
    const files = readdirSync(outbox)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/\.eml$/)
    const eml = readFileSync(path.join(outbox, files[0]!), 'utf8')
    expect(eml).toMatch(/^From: /m)
    expect(eml).toMatch(/^Subject: Your DEM verification code is 123456$/m)
    expect(eml).not.toMatch(/quoted-printable|base64/i)
    // The first 6-digit number in the file is the code, even when the address holds digits too.
    expect(eml.match(/\b(\d{6})\b/)?.[1]).toBe('123456')
    expect(eml.split('\n\n').slice(1).join('\n\n')).toContain(address)
  })
})

describe('SMTP transport', () => {
  it('delivers through a real SMTP server on loopback', async () => {
    const received: string[] = []
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
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
    const { port } = server.server.address() as AddressInfo
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`)
    try {
      await transport.send({
        messageId: 'mail-2-test@dem.invalid',
        from: 'DEM <no-reply@example.com>',
        to: 'buyer@example.com',
        subject: 'Your invoice INV/2025-26/000001',
        text: 'Invoice attached.',
        attachments: [
          { filename: 'invoice.pdf', content: Buffer.from('%PDF-1.4 test'), contentType: 'application/pdf' },
        ],
      })
      expect(received).toHaveLength(1)
      expect(received[0]).toContain('Subject: Your invoice INV/2025-26/000001')
      expect(received[0]).toContain('To: buyer@example.com')
      expect(received[0]).toContain('application/pdf')
    } finally {
      transport.close()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})

describe.each(backends)('two senders on one database (%s)', (backend) => {
  it.skipIf(backend === 'pglite')(
    'never send the same message twice and skip none (PostgreSQL only: PGlite is a single connection in one process)',
    async () => {
      const { database, drop } = await freshDatabase(backend)
      try {
        const total = 60
        for (let i = 0; i < total; i += 1) {
          await enqueueMail(
            database.db,
            { kind: 'contact', to: `m${i}@example.com`, subject: `m${i}`, body: 'x' },
            START,
          )
        }
        const log = pino({ level: 'silent' })
        const make = (transport: CapturingTransport) =>
          new MailSender({
            db: database.db,
            transport,
            from: 'DEM <no-reply@example.com>',
            clock: () => new Date(START.getTime() + 1000),
            log,
            pollMs: 10,
            concurrency: 2,
            retryBaseMs: 1000,
            maxBackoffMs: 900_000,
            retryForMs: 86_400_000,
            documents: mailDocuments(database.db, supplier),
            sealSecret: TEST_OTP_SECRET,
            supportEmail: 'support@example.com',
            ordersUrl: 'http://localhost:3000/orders',
          })
        const a = new CapturingTransport()
        const b = new CapturingTransport()
        const senderA = make(a)
        const senderB = make(b)
        const drain = async (sender: MailSender) => {
          while ((await sender.runOnce()) > 0) {
            // keep claiming until the queue is empty
          }
        }
        await Promise.all([drain(senderA), drain(senderB), drain(senderA), drain(senderB)])
        const subjects = [...a.sent, ...b.sent].map((m) => m.subject)
        expect(subjects).toHaveLength(total)
        expect(new Set(subjects).size).toBe(total)
      } finally {
        await drop()
      }
    },
  )
})

/** Holds every message until the test lets it go, and counts how many are on their way at once. */
class GatedTransport extends CapturingTransport {
  inFlight = 0
  mostAtOnce = 0
  private readonly held = new Map<string, () => void>()

  private open = false

  override async send(mail: OutgoingMail) {
    this.inFlight += 1
    this.mostAtOnce = Math.max(this.mostAtOnce, this.inFlight)
    if (!this.open) await new Promise<void>((resolve) => this.held.set(mail.to, resolve))
    this.inFlight -= 1
    await super.send(mail)
  }

  release(to: string) {
    this.held.get(to)?.()
    this.held.delete(to)
  }

  /** Lets everything through, now and from now on. */
  releaseAll() {
    this.open = true
    for (const to of [...this.held.keys()]) this.release(to)
  }
}

describe.each(backends)('mail sender lanes (%s)', (backend) => {
  it('sends up to its concurrency at once, and a message that hangs does not hold back the rest', async () => {
    const { database, drop } = await freshDatabase(backend)
    const transport = new GatedTransport()
    const sender = new MailSender({
      db: database.db,
      transport,
      from: 'DEM <no-reply@example.com>',
      clock: () => new Date(START.getTime() + 1000),
      log: pino({ level: 'silent' }),
      pollMs: 20,
      concurrency: 3,
      retryBaseMs: 1000,
      maxBackoffMs: 900_000,
      retryForMs: 86_400_000,
      documents: mailDocuments(database.db, supplier),
      sealSecret: TEST_OTP_SECRET,
      supportEmail: 'support@example.com',
      ordersUrl: 'http://localhost:3000/orders',
    })
    try {
      const recipients = Array.from({ length: 7 }, (_, i) => `lane${i}@example.com`)
      for (const to of recipients) {
        await enqueueMail(database.db, { kind: 'contact', to, subject: to, body: 'x' }, START)
      }
      sender.start()
      await vi.waitFor(() => expect(transport.inFlight).toBe(3), { timeout: 5_000, interval: 10 })
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(transport.inFlight).toBe(3)
      // The first message hangs; the other six go out meanwhile, never more than three at once.
      const [stuck, ...rest] = recipients
      for (let round = 0; transport.sent.length < rest.length && round < 100; round += 1) {
        for (const to of rest) transport.release(to)
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      expect(transport.sent.map((m) => m.to).sort()).toEqual([...rest].sort())
      expect(transport.mostAtOnce).toBe(3)
      transport.release(stuck!)
      await vi.waitFor(() => expect(transport.sent).toHaveLength(recipients.length), {
        timeout: 5_000,
        interval: 10,
      })
    } finally {
      transport.releaseAll()
      await sender.stop()
      await drop()
    }
  })
})

describe('SMTP transport connections', () => {
  it('reuses one connection for messages sent one after another', async () => {
    let connections = 0
    let delivered = 0
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onConnect(_session, callback) {
        connections += 1
        callback()
      },
      onData(stream, _session, callback) {
        stream.resume()
        stream.on('end', () => {
          delivered += 1
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.server.address() as AddressInfo
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, 2)
    try {
      for (let i = 0; i < 3; i += 1) {
        await transport.send({
          messageId: `mail-pool-${i}@dem.invalid`,
          from: 'DEM <no-reply@example.com>',
          to: `pool${i}@example.com`,
          subject: `Pool ${i}`,
          text: 'x',
        })
      }
      expect(delivered).toBe(3)
      expect(connections).toBe(1)
    } finally {
      transport.close()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})
