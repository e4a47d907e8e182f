/**
 * The money documents after a refund: a refunded order has no invoice, or its invoice and a credit note together;
 * the credit note is a PDF of its own (in a test series for test payments), mailed with the refund and on My orders
 * and the back office; payments read as refunded; staff export a month of documents for the GST returns.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import {
  applicants,
  auditLog,
  creditNotes,
  invoices,
  mailQueue,
  orders,
  payments,
  refunds,
  reports,
  scans,
} from '../../server/db/schema'
import { csvCell } from '../../server/invoices/documents-csv'
import { creditNoteParts, issueCreditNote } from '../../server/invoices/credit-notes'
import { issueInvoice, splitGst } from '../../server/invoices/invoices'
import { formatPaise } from '../../server/mail/templates'
import { orderRefunded } from '../../server/scan/scans'
import { applyGatewayRefund } from '../../server/services/payments'
import { paymentWords } from '../../src/content/orders'
import {
  applicant,
  backends,
  latestOtp,
  makeHarness,
  post,
  purchaseAndInvoice,
  signIn,
  type Harness,
} from './helpers'

const STAFF = 'accounts@dem.example.in'

/** The text of a PDF as poppler's pdftotext reads it, one line per line. */
function pdfLines(pdf: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'dem-cn-'))
  try {
    const file = join(dir, 'doc.pdf')
    writeFileSync(file, pdf)
    const out = spawnSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
    if (out.status !== 0) throw new Error(`pdftotext failed: ${out.stderr}`)
    return out.stdout.split('\n').map((line) => line.replace(/\s+/g, ' ').trim())
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe('CSV cells', () => {
  it('neutralise text that a spreadsheet would run as a formula, whatever it is', () => {
    for (const text of ['=1+2', '+91 98765', '-5', '@SUM(A1)', '\tx', '\rx'])
      expect(csvCell(text)).toMatch(/^"?'/)
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
    expect(csvCell('Priya, Sharma')).toBe('"Priya, Sharma"')
    expect(csvCell('Asha')).toBe('Asha')
    // Amounts are numbers we print: a credit note's minus sign stays a number.
    expect(csvCell(-423_646)).toBe('-4236.46')
    expect(csvCell(5)).toBe('0.05')
  })
})

describe('credit note parts', () => {
  it('add up to each refund, keep CGST equal to SGST, and add up to the invoice once refunded in full', () => {
    for (const [total, intraState] of [
      [499_900, true],
      [499_900, false],
      [100_001, true],
      [333, false],
    ] as const) {
      const invoice = { totalPaise: total, ...splitGst(total, 18, intraState) }
      // Uneven parts, as staff might type them.
      const parts = [Math.floor(total / 3) + 7, Math.floor(total / 7) + 1]
      parts.push(total - parts[0]! - parts[1]!)
      let before = 0
      const notes = parts.map((amount) => {
        const note = creditNoteParts(invoice, before, amount)
        before += amount
        expect(note.taxablePaise + note.cgstPaise + note.sgstPaise + note.igstPaise).toBe(amount)
        expect(note.cgstPaise).toBe(note.sgstPaise)
        return note
      })
      for (const part of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const)
        expect(
          notes.reduce((sum, note) => sum + note[part], 0),
          `${total} ${part}`,
        ).toBe(invoice[part])
      // One whole refund reverses the invoice exactly.
      expect(creditNoteParts(invoice, 0, total)).toEqual(invoice)
    }
  })
})

describe.each(backends)('refunds and their documents (%s)', (backend) => {
  let h: Harness
  let staff: string
  beforeAll(async () => {
    h = await makeHarness(backend, {
      // The simulator's bank processes a refund two seconds on: without its webhooks, a refund stays pending here
      // until reconciliation or the test says otherwise.
      env: { VITE_SITE_URL: 'https://dem.example.in', STAFF_EMAILS: STAFF, SIMULATOR_WEBHOOKS: 'off' },
    })
    staff = await staffSignIn()
  })
  afterAll(() => h.close())

  async function staffSignIn(): Promise<string> {
    h.clock.advance(61_000)
    expect((await post(h.app, '/api/admin/code', { email: STAFF })).statusCode).toBe(200)
    const code = await latestOtp(h.database, STAFF)
    const signed = await post(h.app, '/api/admin/sign-in', { email: STAFF, code })
    expect(signed.statusCode).toBe(200)
    return `dem_staff=${signed.cookies.find((c) => c.name === 'dem_staff')!.value}`
  }

  const get = (url: string, cookie?: string) =>
    h.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

  /** Pays through the simulator and verifies, without asking for the invoice (the buyer closed the tab). */
  async function payWithoutInvoice() {
    const who = applicant()
    const cookie = await signIn(h, who)
    await post(h.app, '/api/onboarding/select-plan', { email: who.email, plan: 'basic' }, cookie)
    const created = await post(h.app, '/api/payment/create-order', { email: who.email }, cookie)
    const { orderId } = created.json() as { orderId: string }
    const paid = await post(h.app, '/api/payment/simulator/pay', { order_id: orderId }, cookie)
    const verified = await post(
      h.app,
      '/api/payment/verify',
      { ...(paid.json() as object), email: who.email },
      cookie,
    )
    expect(verified.statusCode).toBe(200)
    const [row] = await h.database.db.select().from(orders).where(eq(orders.gatewayOrderId, orderId))
    return { who, cookie, id: row!.id }
  }

  const refund = (id: string, reason = 'Parent asked to cancel') =>
    post(h.app, `/api/admin/orders/${id}/refund`, { reason }, staff)

  const refundPart = (id: string, amountPaise: number, reason = 'Part of the plan cancelled') =>
    post(h.app, `/api/admin/orders/${id}/refund`, { reason, amountPaise }, staff)

  type Detail = {
    paymentState: string
    buyerStatus: string
    payments: { state: string }[]
    invoice: { cancelledBy: string | null }
    creditNotes: { id: string; number: string }[]
  }
  const detailOf = async (id: string) => (await get(`/api/admin/orders/${id}`, staff)).json() as Detail

  const listed = async (id: string, status: string) =>
    (
      (
        await get(`/api/admin/orders?filter=${encodeURIComponent(JSON.stringify({ status }))}`, staff)
      ).json() as { id: string; paymentState: string }[]
    ).find((o) => o.id === id)

  /** The bank processes the order's refunds still on their way. */
  async function settleRefunds(orderId: string) {
    const open = await h.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))
    for (const row of open.filter((r) => r.status === 'pending'))
      await applyGatewayRefund(h.app.ctx.payments, {
        id: row.gatewayRefundId!,
        paymentId: row.paymentId,
        amountPaise: row.amountPaise,
        status: 'processed',
        notes: { refund_id: row.id },
        createdAt: h.clock.now,
      })
  }

  const invoicesOf = (orderId: string) =>
    h.database.db.select().from(invoices).where(eq(invoices.orderId, orderId))

  const invoiceMailsTo = (email: string) =>
    h.database.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.to, email), eq(mailQueue.kind, 'invoice')))

  async function sendAllMail() {
    while ((await h.app.ctx.mail.runOnce()) > 0);
  }

  it('a staff refund before the invoice: neither the buyer nor reconciliation gets an invoice issued', async () => {
    const { who, cookie, id } = await payWithoutInvoice()
    const refunded = await refund(id)
    expect(refunded.statusCode).toBe(200)
    expect(refunded.json()).toMatchObject({ invoice: null, creditNotes: [] })

    // The success modal asks for the invoice after the refund: nothing to invoice.
    const { role, ...details } = who
    expect((await post(h.app, '/api/invoice/send', { ...details, role }, cookie)).statusCode).toBe(409)
    // Reconciliation, past the grace period, invoices paid orders nobody asked about: not this one.
    const other = await payWithoutInvoice()
    h.clock.advance(10 * 60_000)
    const pass = await h.app.ctx.reconciler.runOnce()
    expect(pass?.errors).toBe(0)
    expect(await invoicesOf(id)).toEqual([])
    expect(await invoiceMailsTo(who.email)).toEqual([])
    // The refunded order does not hold up the others.
    expect(await invoicesOf(other.id)).toHaveLength(1)
    // Asked directly, the invoice is still refused.
    const again = await h.database.db.transaction((tx) =>
      issueInvoice(tx, id, { now: h.clock.now, supplier: h.app.ctx.supplier, testMode: true }),
    )
    expect(again).toBeUndefined()
    expect(await invoicesOf(id)).toEqual([])
  })

  it('an invoice and a refund at the same moment: the invoice comes with its credit note, or neither exists', async () => {
    for (let round = 0; round < 3; round++) {
      const { who, cookie, id } = await payWithoutInvoice()
      const { role, ...details } = who
      await Promise.all([post(h.app, '/api/invoice/send', { ...details, role }, cookie), refund(id)])
      h.clock.advance(10 * 60_000)
      await h.app.ctx.reconciler.runOnce()
      const issued = await invoicesOf(id)
      const notes = issued[0]
        ? await h.database.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, issued[0].id))
        : []
      expect(notes).toHaveLength(issued.length)
    }
  })

  it('a staff refund of an invoiced order: a test credit note in its own series, mailed with the refund, on My orders and in the back office', async () => {
    const { who, cookie, orderId } = await purchaseAndInvoice(h)
    const [invoice] = await invoicesOf(orderId)
    expect(invoice!.number).toMatch(/^TST\//)
    const refunded = await refund(orderId, 'Parent asked to cancel before the scan')
    expect(refunded.statusCode).toBe(200)
    const detail = refunded.json() as {
      status: string
      paymentState: string
      invoice: { number: string; cancelledBy: string | null }
      creditNotes: { number: string }[]
      payments: { status: string; state: string }[]
    }
    expect(detail.creditNotes).toHaveLength(1)
    const number = detail.creditNotes[0]!.number
    // A test payment's credit note is a test document too: never a number of the tax series.
    expect(number).toMatch(/^TCN\/25-26\/\d{6}$/)
    expect(detail.invoice.cancelledBy).toBe(number)
    expect(detail.status).toBe('invoiced')
    expect(detail.paymentState).toBe('refunding')
    expect(detail.payments.map((p) => p.state)).toEqual(['refunding'])

    // The credit note's PDF: its number, the invoice it cancels, the amounts reversed, the reason, the parties.
    const pdf = await get(`/api/orders/${orderId}/credit-note`, cookie)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="${number.replace(/\//g, '-')}.pdf"`,
    )
    const text = pdfLines(pdf.rawPayload)
    const all = text.join('\n')
    expect(text).toContain('TEST - NOT A CREDIT NOTE')
    expect(all).toContain(`Credit note number: ${number}`)
    expect(all).toContain(`Original invoice: ${invoice!.number}`)
    expect(all).toContain('Original invoice date: 01 Oct 2025')
    expect(all).toContain('Reason: Parent asked to cancel before the scan')
    expect(all).toContain(invoice!.buyerName)
    expect(all).toContain(invoice!.buyerEmail)
    expect(all).toContain(`GSTIN: ${invoice!.supplierGstin}`)
    const split = splitGst(499_900, 18, true)
    expect(all).toMatch(new RegExp(`Taxable value reversed ${formatPaise(split.taxablePaise)}`))
    expect(all).toMatch(new RegExp(`CGST @ 9% reversed ${formatPaise(split.cgstPaise)}`))
    expect(all).toMatch(new RegExp(`SGST @ 9% reversed ${formatPaise(split.sgstPaise)}`))
    expect(all).toMatch(/Total reversed \(INR, GST included\) 4,999\.00/)

    // Only the buyer's own order with a credit note answers.
    const stranger = await signIn(h, applicant())
    expect((await get(`/api/orders/${orderId}/credit-note`, stranger)).statusCode).toBe(404)
    expect((await get(`/api/orders/${orderId}/credit-note`)).statusCode).toBe(401)
    expect((await get('/api/orders/not-an-id/credit-note', cookie)).statusCode).toBe(404)
    const unrefunded = await purchaseAndInvoice(h)
    expect((await get(`/api/orders/${unrefunded.orderId}/credit-note`, unrefunded.cookie)).statusCode).toBe(
      404,
    )

    // The refund mail carries the credit note.
    await sendAllMail()
    const mail = h.transport.sent.find((m) => m.to === who.email && /Refund/.test(m.subject))
    expect(mail?.text).toContain(`Credit note ${number}`)
    expect(mail?.text).toContain(invoice!.number)
    expect(mail?.attachments?.[0]).toMatchObject({
      filename: `${number.replace(/\//g, '-')}.pdf`,
      contentType: 'application/pdf',
    })
    expect(pdfLines(Buffer.from(mail!.attachments![0]!.content))).toContain('TEST - NOT A CREDIT NOTE')

    // My orders: the invoice is marked cancelled, the credit note is there, the payment reads as its refund.
    type Listed = {
      id: string
      invoice: { number: string; cancelledBy: string | null }
      creditNotes: { number: string }[]
      payments: { status: string; words: string }[]
    }
    const mine = async () =>
      ((await get('/api/orders', cookie)).json() as { orders: Listed[] }).orders.find(
        (o) => o.id === orderId,
      )!
    expect(await mine()).toMatchObject({
      invoice: { number: invoice!.number, cancelledBy: number },
      creditNotes: [{ number }],
      payments: [{ words: paymentWords.refunding }],
    })

    // The back office: the list reads the refund, and the filter finds it under refunding (refunded is a refund
    // processed in full), not under refunded, invoiced or paid.
    expect(await listed(orderId, 'refunding')).toMatchObject({ paymentState: 'refunding' })
    expect(await listed(orderId, 'refunded')).toBeUndefined()
    expect(await listed(orderId, 'invoiced')).toBeUndefined()
    expect(await listed(orderId, 'paid')).toBeUndefined()
    // Staff open both documents.
    for (const doc of ['invoice', 'credit-note']) {
      const res = await get(`/api/admin/orders/${orderId}/${doc}`, staff)
      expect(res.statusCode, doc).toBe(200)
      expect(res.headers['content-type']).toBe('application/pdf')
    }
    expect((await get(`/api/admin/orders/${unrefunded.orderId}/credit-note`, staff)).statusCode).toBe(404)

    // The bank processes the refund: the words follow.
    const [row] = await h.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))
    await applyGatewayRefund(h.app.ctx.payments, {
      id: row!.gatewayRefundId!,
      paymentId: row!.paymentId,
      amountPaise: row!.amountPaise,
      status: 'processed',
      notes: { refund_id: row!.id },
      createdAt: h.clock.now,
    })
    expect((await mine()).payments[0]?.words).toBe(paymentWords.refunded)
    const after = (await get(`/api/admin/orders/${orderId}`, staff)).json() as { paymentState: string }
    expect(after.paymentState).toBe('refunded')
  })

  it('five refunds pressed at once, whole or in part, refund the payment once, with one credit note', async () => {
    const { orderId } = await purchaseAndInvoice(h)
    const answers = await Promise.all([
      refund(orderId),
      refund(orderId, 'Pressed twice'),
      refundPart(orderId, 100_000),
      refundPart(orderId, 100_000),
      refund(orderId, 'Pressed five times'),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409])
    expect(await h.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1)
    const [invoice] = await invoicesOf(orderId)
    const notes = await h.database.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice!.id))
    expect(notes).toHaveLength(1)
  })

  it('refunds in part: two parts then the rest, a credit note each whose tax parts add up to the invoice', async () => {
    const { who, cookie, orderId } = await purchaseAndInvoice(h)
    const [invoice] = await invoicesOf(orderId)
    type Listed = {
      id: string
      status: { key: string; title: string }
      invoice: { cancelledBy: string | null; creditedBy: string[] }
      creditNotes: { id: string; number: string; amountPaise: number }[]
      scan: { status: string } | null
    }

    // Never below ₹1, never above what is left, never a part before the first part is settled.
    expect((await refundPart(orderId, 99)).statusCode).toBe(400)
    expect((await refundPart(orderId, 100.5)).statusCode).toBe(400)
    const tooMuch = await refundPart(orderId, 499_901)
    expect(tooMuch.statusCode).toBe(400)
    expect(tooMuch.json()).toEqual({ message: 'The most that can be refunded is ₹4,999.' })

    const first = await refundPart(orderId, 100_000, 'Counselling session not wanted')
    expect(first.statusCode).toBe(200)
    const moving = await refundPart(orderId, 100_000)
    expect(moving.statusCode).toBe(409)
    expect(moving.json()).toEqual({ message: 'This payment is already being refunded.' })
    await settleRefunds(orderId)
    const partly = await detailOf(orderId)
    expect(partly).toMatchObject({
      paymentState: 'partly-refunded',
      buyerStatus: 'Paid, ₹1,000 refunded',
      payments: [{ state: 'partly-refunded' }],
      invoice: { cancelledBy: null },
    })
    expect(partly.creditNotes).toHaveLength(1)
    // Still paid: not under the refunded filter, still under paid and invoiced; the buyer keeps the scan (and report).
    expect(await listed(orderId, 'refunded')).toBeUndefined()
    expect(await listed(orderId, 'paid')).toMatchObject({ paymentState: 'partly-refunded' })
    expect(await listed(orderId, 'invoiced')).toMatchObject({ paymentState: 'partly-refunded' })
    const [orderRow] = await h.database.db.select().from(orders).where(eq(orders.id, orderId))
    expect(await orderRefunded(h.database.db, orderRow!)).toBe(false)
    const stillPaid = ((await get('/api/orders', cookie)).json() as { orders: Listed[] }).orders.find(
      (o) => o.id === orderId,
    )!
    expect(stillPaid.status).toEqual({ key: 'paid', title: 'Paid, ₹1,000 refunded' })
    expect(stillPaid.scan).toMatchObject({ status: 'sent' })
    expect(stillPaid.invoice).toMatchObject({
      cancelledBy: null,
      creditedBy: [partly.creditNotes[0]!.number],
    })

    const over = await refundPart(orderId, 400_000)
    expect(over.statusCode).toBe(400)
    expect(over.json()).toEqual({ message: 'The most that can be refunded is ₹3,999.' })
    expect((await refundPart(orderId, 150_050)).statusCode).toBe(200)
    await settleRefunds(orderId)
    // The rest: no amount is what is left.
    expect((await refund(orderId, 'Cancelled after all')).statusCode).toBe(200)
    expect((await refund(orderId)).json()).toEqual({ message: 'This payment is already being refunded.' })
    await settleRefunds(orderId)
    const refunded = await refund(orderId)
    expect(refunded.statusCode).toBe(409)
    expect(refunded.json()).toEqual({ message: 'This payment is refunded in full already.' })

    const notes = await h.database.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, invoice!.id))
      .orderBy(creditNotes.sequence)
    expect(notes.map((n) => n.totalPaise)).toEqual([100_000, 150_050, 249_850])
    for (const note of notes)
      expect(note.taxablePaise + note.cgstPaise + note.sgstPaise + note.igstPaise).toBe(note.totalPaise)
    const sum = (part: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise') =>
      notes.reduce((total, note) => total + note[part], 0)
    for (const part of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'totalPaise'] as const)
      expect(sum(part), part).toBe(invoice![part])
    expect(notes[0]!.reason).toBe('Counselling session not wanted')

    const done = await detailOf(orderId)
    expect(done).toMatchObject({
      paymentState: 'refunded',
      invoice: { cancelledBy: notes.map((n) => n.number).join(', ') },
    })
    expect(done.creditNotes.map((n) => n.number)).toEqual(notes.map((n) => n.number))
    expect(await listed(orderId, 'refunded')).toMatchObject({ paymentState: 'refunded' })
    expect(await orderRefunded(h.database.db, orderRow!)).toBe(true)

    // Each refund's mail carries its own credit note.
    const refundMails = await h.database.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.to, who.email), eq(mailQueue.kind, 'refund')))
      .orderBy(mailQueue.id)
    expect(refundMails.map((m) => m.meta?.creditNoteId)).toEqual(notes.map((n) => n.id))
    expect(refundMails[0]!.body).toContain('INR 1,000.00 of your payment')
    expect(refundMails[0]!.body).toContain(`It reduces your invoice ${invoice!.number} by this amount.`)
    expect(refundMails[0]!.body).not.toContain('in full')

    // My orders lists every credit note; each downloads by its id, and the old address gives the latest.
    const mine = ((await get('/api/orders', cookie)).json() as { orders: Listed[] }).orders.find(
      (o) => o.id === orderId,
    )!
    expect(mine.status).toMatchObject({ key: 'refunded', title: 'Refunded' })
    expect(mine.creditNotes).toEqual(
      notes.map((n) => ({
        id: n.id,
        number: n.number,
        amountPaise: n.totalPaise,
        issuedAt: expect.any(String),
      })),
    )
    expect(mine.invoice.creditedBy).toEqual(notes.map((n) => n.number))
    const pdf = await get(`/api/orders/${orderId}/credit-notes/${notes[0]!.id}`, cookie)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="${notes[0]!.number.replace(/\//g, '-')}.pdf"`,
    )
    const all = pdfLines(pdf.rawPayload).join('\n')
    expect(all).toMatch(/Total reversed \(INR, GST included\) 1,000\.00/)
    expect(all).toContain(`Original invoice: ${invoice!.number}`)
    const latest = await get(`/api/orders/${orderId}/credit-note`, cookie)
    expect(latest.headers['content-disposition']).toContain(notes[2]!.number.replace(/\//g, '-'))
    // A note of another order, or another buyer's, is not found.
    const other = await purchaseAndInvoice(h)
    expect(
      (await get(`/api/orders/${other.orderId}/credit-notes/${notes[0]!.id}`, other.cookie)).statusCode,
    ).toBe(404)
    expect((await get(`/api/orders/${orderId}/credit-notes/not-an-id`, cookie)).statusCode).toBe(404)
    const staffPdf = await get(`/api/admin/orders/${orderId}/credit-notes/${notes[1]!.id}`, staff)
    expect(staffPdf.statusCode).toBe(200)
    expect(staffPdf.headers['content-disposition']).toContain(notes[1]!.number.replace(/\//g, '-'))
    expect(
      (await get(`/api/admin/orders/${other.orderId}/credit-notes/${notes[1]!.id}`, staff)).statusCode,
    ).toBe(404)

    // The month's register lists every credit note.
    const csv = (await get('/api/admin/documents.csv?month=2025-10', staff)).body
    for (const note of notes) expect(csv).toContain(`test credit note,${note.number},`)
  })

  it('a part of a payment is refunded only once the order is invoiced', async () => {
    const { id } = await payWithoutInvoice()
    const part = await refundPart(id, 100_000)
    expect(part.statusCode).toBe(409)
    expect((part.json() as { message: string }).message).toMatch(
      /^Only an invoiced order can be refunded in part/,
    )
    // The whole payment, said as an amount, is today's whole refund.
    expect((await refundPart(id, 499_900)).statusCode).toBe(200)
    expect(await invoicesOf(id)).toEqual([])
  })

  it('refunding an order whose report was delivered needs staff to confirm it', async () => {
    const { orderId } = await purchaseAndInvoice(h)
    const [scan] = await h.database.db.select().from(scans).where(eq(scans.orderId, orderId))
    await h.database.db.insert(reports).values({
      id: crypto.randomUUID(),
      orderId,
      scanId: scan!.id,
      version: 1,
      language: 'en',
      modelVersion: 'test',
      document: {},
      pdf: Buffer.from('%PDF'),
      generatedBy: 'system',
      generatedAt: h.clock.now,
    })
    const asked = await refund(orderId)
    expect(asked.statusCode).toBe(409)
    expect(asked.json()).toEqual({
      message:
        'The report of this order was delivered on 1 Oct 2025. Confirm that you refund a delivered report.',
    })
    expect(await h.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([])
    const confirmed = await post(
      h.app,
      `/api/admin/orders/${orderId}/refund`,
      { reason: 'The report did not open', amountPaise: 200_000, confirmDelivered: true },
      staff,
    )
    expect(confirmed.statusCode).toBe(200)
    const [entry] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.entityId, orderId)))
    expect(entry?.after).toMatchObject({ amountPaise: 200_000, confirmDelivered: true })
  })

  /** A paid order of the live gateway, with its captured payment and a staff refund row, made in the database. */
  async function livePaidOrder(name: { first: string; last: string }) {
    const { db } = h.database
    const now = h.clock.now
    const applicantId = crypto.randomUUID()
    await db.insert(applicants).values({
      id: applicantId,
      email: `live.${applicantId}@example.com`,
      firstName: name.first,
      lastName: name.last,
      phone: '9876500003',
      role: 'student',
      createdAt: now,
      updatedAt: now,
    })
    const orderId = crypto.randomUUID()
    const paymentId = `pay_live${orderId.slice(0, 8)}`
    await db.insert(orders).values({
      id: orderId,
      applicantId,
      role: 'student',
      plan: 'basic',
      planName: "Achiever's Report",
      listPricePaise: 499_900,
      amountPaise: 499_900,
      currency: 'INR',
      gateway: 'razorpay',
      gatewayOrderId: `order_live${orderId.slice(0, 8)}`,
      paymentId,
      status: 'paid',
      createdAt: now,
      paidAt: now,
      updatedAt: now,
    })
    await db.insert(payments).values({
      id: paymentId,
      orderId,
      amountPaise: 499_900,
      currency: 'INR',
      status: 'captured',
      createdAt: now,
      recordedAt: now,
      capturedAt: now,
      updatedAt: now,
    })
    return { orderId, paymentId, email: `live.${applicantId}@example.com` }
  }

  async function invoiceAndRefund(input: {
    orderId: string
    paymentId: string
    testMode: boolean
    at?: Date
    amountPaise?: number
  }) {
    const now = input.at ?? h.clock.now
    return h.database.db.transaction(async (tx) => {
      const invoice = await issueInvoice(tx, input.orderId, {
        now,
        supplier: h.app.ctx.supplier,
        testMode: input.testMode,
      })
      const refundId = crypto.randomUUID()
      await tx.insert(refunds).values({
        id: refundId,
        paymentId: input.paymentId,
        orderId: input.orderId,
        amountPaise: input.amountPaise ?? 499_900,
        reason: 'staff',
        status: 'processed',
        gatewayRefundId: `rfnd_${refundId.slice(0, 13)}`,
        createdAt: now,
        initiatedAt: now,
        settledAt: now,
        updatedAt: now,
      })
      const note = await issueCreditNote(tx, {
        invoice: invoice!,
        refundId,
        amountPaise: input.amountPaise ?? 499_900,
        reason: 'Cancelled',
        now,
      })
      return { invoice: invoice!, note }
    })
  }

  it('credit notes of test invoices never take a number of the live series', async () => {
    const first = await livePaidOrder({ first: 'Meera', last: 'Iyer' })
    const live1 = await invoiceAndRefund({ ...first, testMode: false })
    expect(live1.note.number).toMatch(/^CRN\/25-26\/\d{6}$/)
    // A test payment refunded between two live ones.
    const test = await livePaidOrder({ first: 'Test', last: 'Buyer' })
    const testNote = await invoiceAndRefund({ ...test, testMode: true })
    expect(testNote.invoice.number).toMatch(/^TST\//)
    expect(testNote.note.number).toMatch(/^TCN\/25-26\/\d{6}$/)
    const second = await livePaidOrder({ first: 'Ravi', last: 'Kumar' })
    // Refunded in part: its credit note reduces the invoice.
    const live2 = await invoiceAndRefund({ ...second, testMode: false, amountPaise: 100_000 })
    expect(live2.note.sequence).toBe(live1.note.sequence + 1)

    // A live credit note is a credit note, without the test notice.
    const pdf = await get(`/api/admin/orders/${second.orderId}/credit-note`, staff)
    const text = pdfLines(pdf.rawPayload)
    expect(text).toContain('CREDIT NOTE')
    expect(text.join('\n')).not.toMatch(/TEST/)
    expect(text.join('\n')).toContain(`Credit note number: ${live2.note.number}`)
    expect(text.join('\n')).toMatch(/Total reversed \(INR, GST included\) 1,000\.00/)
    expect(text.join(' ')).toContain(
      `This credit note reduces invoice ${live2.invoice.number} by the amount refunded`,
    )
  })

  it('exports a month of invoices and credit notes as CSV, in India’s time, formula cells neutralised', async () => {
    const month = (m: string) => get(`/api/admin/documents.csv?month=${m}`, staff)
    expect((await month('2025-13')).statusCode).toBe(400)
    expect((await get('/api/admin/documents.csv', staff)).statusCode).toBe(400)

    const tricky = await livePaidOrder({ first: '=HYPERLINK("http://evil")', last: '@SUM(1)' })
    const { invoice, note } = await invoiceAndRefund({ ...tricky, testMode: false })
    const test = await invoiceAndRefund({
      ...(await livePaidOrder({ first: 'Test', last: 'Again' })),
      testMode: true,
    })
    // 00:30 on 1 November in India is still 31 October in UTC: a November document.
    const late = await livePaidOrder({ first: 'Late', last: 'Night' })
    const november = await invoiceAndRefund({
      ...late,
      testMode: false,
      at: new Date('2025-10-31T19:00:00Z'),
    })

    const res = await month('2025-10')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/csv/)
    expect(res.headers['content-disposition']).toBe('attachment; filename="documents-2025-10.csv"')
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toBe(
      'Type,Number,Date,Buyer name,Buyer email,Taxable,CGST,SGST,IGST,Total,Original invoice',
    )
    const split = splitGst(499_900, 18, true)
    const rupees = (paise: number) => (paise / 100).toFixed(2)
    expect(lines).toContain(
      [
        'invoice',
        invoice.number,
        '2025-10-01',
        `"'=HYPERLINK(""http://evil"") @SUM(1)"`,
        tricky.email,
        rupees(split.taxablePaise),
        rupees(split.cgstPaise),
        rupees(split.sgstPaise),
        '0.00',
        '4999.00',
        '',
      ].join(','),
    )
    expect(lines).toContain(
      [
        'credit note',
        note.number,
        '2025-10-01',
        `"'=HYPERLINK(""http://evil"") @SUM(1)"`,
        tricky.email,
        `-${rupees(split.taxablePaise)}`,
        `-${rupees(split.cgstPaise)}`,
        `-${rupees(split.sgstPaise)}`,
        '0.00',
        '-4999.00',
        invoice.number,
      ].join(','),
    )
    // Test documents are listed as such.
    expect(lines.some((line) => line.startsWith(`test invoice,${test.invoice.number},`))).toBe(true)
    expect(lines.some((line) => line.startsWith(`test credit note,${test.note.number},`))).toBe(true)
    expect(res.body).not.toContain(november.invoice.number)
    const next = await month('2025-11')
    expect(next.body).toContain(`invoice,${november.invoice.number},2025-11-01`)
    expect(next.body).toContain(`credit note,${november.note.number},2025-11-01`)
    expect(
      (await month('2025-09')).body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean),
    ).toHaveLength(1)
  })
})
