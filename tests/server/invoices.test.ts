/**
 * Invoices are documents: what is printed is frozen when the invoice is issued, so a later change of the
 * supplier's address or GSTIN does not change an invoice already issued, and sending it again gives the same PDF.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { applicants, invoices, orders } from '../../server/db/schema'
import { renderInvoicePdf } from '../../server/invoices/invoice-pdf'
import { invoiceNumber, issueInvoice } from '../../server/invoices/invoices'
import { backends, makeHarness, type Harness } from './helpers'

describe('invoice numbers', () => {
  it('are at most 16 characters (GST Rule 46(b)), per series and financial year', () => {
    expect(invoiceNumber('INV', '2026-27', 1)).toBe('INV/26-27/000001')
    expect(invoiceNumber('TST', '2026-27', 999_999)).toBe('TST/26-27/999999')
    expect(invoiceNumber('INV', '2099-00', 999_999).length).toBeLessThanOrEqual(16)
  })
})

describe.each(backends)('an issued invoice on %s', (backend) => {
  let h: Harness
  beforeAll(async () => {
    h = await makeHarness(backend)
  })
  afterAll(() => h.close())

  async function paidOrder() {
    const { db } = h.database
    const now = h.clock.now
    const applicantId = crypto.randomUUID()
    await db.insert(applicants).values({
      id: applicantId,
      email: `frozen.${applicantId}@example.com`,
      firstName: 'Meera',
      lastName: 'Iyer',
      phone: '9876500002',
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
      planName: 'Counsellor certification kit',
      promoCode: 'EEC25',
      listPricePaise: 700000,
      amountPaise: 525000,
      currency: 'INR',
      gateway: 'razorpay',
      gatewayOrderId: `order_frozen${Date.now()}`,
      paymentId: `pay_frozen${Date.now()}`,
      status: 'paid',
      createdAt: now,
      paidAt: now,
      updatedAt: now,
    })
    return orderId
  }

  it('keeps the supplier it was issued with, and renders the same PDF after the configuration changes', async () => {
    const orderId = await paidOrder()
    const issuedWith = h.app.ctx.supplier
    const invoice = await h.database.db.transaction((tx) =>
      issueInvoice(tx, orderId, { now: h.clock.now, supplier: issuedWith, testMode: false }),
    )
    expect(invoice).toMatchObject({
      series: 'INV',
      supplierName: issuedWith.name,
      supplierAddress: issuedWith.address,
      supplierGstin: issuedWith.gstin,
      supplierState: issuedWith.state,
      // 5,250.00 with 18% GST: CGST equals SGST, the odd paisa goes to the taxable value.
      totalPaise: 525000,
      taxablePaise: 444916,
      cgstPaise: 40042,
      sgstPaise: 40042,
    })
    expect(invoice!.number).toMatch(/^INV\/\d{2}-\d{2}\/\d{6}$/)

    const [stored] = await h.database.db.select().from(invoices).where(eq(invoices.orderId, orderId))
    const first = await renderInvoicePdf(stored!, issuedWith)
    // The business moves office and corrects its GSTIN; the invoice already issued stays as it was.
    const moved = {
      ...issuedWith,
      address: 'Plot 9, New Office Road, Pune, Maharashtra 411001',
      gstin: '27ABCDE1234F1Z0',
    }
    const again = await renderInvoicePdf(stored!, moved)
    expect(again.equals(first)).toBe(true)
    // An invoice from before the supplier was frozen can only be printed with today's details: a different document.
    const legacy = {
      ...stored!,
      supplierName: null,
      supplierAddress: null,
      supplierGstin: null,
      supplierState: null,
    }
    expect((await renderInvoicePdf(legacy, moved)).equals(first)).toBe(false)
  })

  it('says "TEST - not a tax invoice" when issued under the simulator or test keys', async () => {
    const orderId = await paidOrder()
    const invoice = await h.database.db.transaction((tx) =>
      issueInvoice(tx, orderId, { now: h.clock.now, supplier: h.app.ctx.supplier, testMode: true }),
    )
    expect(invoice?.number).toMatch(/^TST\//)
    const pdf = (await renderInvoicePdf(invoice!, h.app.ctx.supplier)).toString('latin1')
    // The document's title (its Info dictionary, as a PDF reader shows it) names it a test.
    const title = /\/Title (\d+) 0 R/.exec(pdf)?.[1]
    expect(pdf).toContain(`${title} 0 obj\n(TEST - not a tax invoice ${invoice!.number})`)
  })
})
