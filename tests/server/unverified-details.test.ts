/**
 * Security review: a stranger's details must never end up on a buyer's tax invoice. The stranger registers the
 * buyer's email with their own name and phone and never verifies; the buyer then signs in to My orders with the
 * code mailed to them (which proves the email, not those details), or registers and verifies their own details,
 * and buys. The invoice names the buyer, never the stranger.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { desc, eq } from 'drizzle-orm'
import { applicants, invoices, mailQueue } from '../../server/db/schema'
import { unsealMail } from '../../server/mail/sealed'
import {
  TEST_OTP_SECRET,
  applicant,
  backends,
  makeHarness,
  post,
  register,
  signIn,
  type Harness,
  type TestApplicant,
} from './helpers'

const MALLORY = { firstName: 'Mallory', lastName: 'Imposter', phone: '9111111111' }

describe.each(backends)("a stranger's unverified details (%s)", (backend) => {
  let h: Harness
  beforeAll(async () => {
    h = await makeHarness(backend)
  })
  afterAll(() => h.close())
  beforeEach(() => {
    h.clock.advance(3_600_000)
  })

  /** The 6-digit code of the latest mail to `email`, if that mail carries one. */
  async function mailedCode(email: string): Promise<string | undefined> {
    const [row] = await h.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.to, email))
      .orderBy(desc(mailQueue.id))
      .limit(1)
    if (!row) throw new Error(`no mail to ${email}`)
    return unsealMail(TEST_OTP_SECRET, row).body.match(/\b(\d{6})\b/)?.[1]
  }

  /** Chooses the plan, pays through the simulator and has the invoice issued; answers the invoice row. */
  async function buy(who: TestApplicant, cookie: string) {
    const step = async (url: string, body: unknown) => {
      const res = await post(h.app, url, body, cookie)
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
      return res.json() as Record<string, unknown>
    }
    await step('/api/onboarding/select-plan', { email: who.email, plan: 'basic' })
    const { orderId } = (await step('/api/payment/create-order', { email: who.email })) as { orderId: string }
    const paid = await step('/api/payment/simulator/pay', { order_id: orderId })
    await step('/api/payment/verify', { ...paid, email: who.email })
    const { role, ...details } = who
    await step('/api/invoice/send', { ...details, role })
    const [invoice] = await h.database.db.select().from(invoices).where(eq(invoices.buyerEmail, who.email))
    if (!invoice) throw new Error('no invoice')
    return invoice
  }

  const expectBuyersInvoice = (invoice: typeof invoices.$inferSelect, who: TestApplicant) => {
    expect(invoice.buyerName).toBe(`${who.firstName} ${who.lastName}`)
    expect(invoice.buyerPhone).toBe(who.phone)
    expect(invoice.buyerName).not.toMatch(/Mallory|Imposter/)
    expect(invoice.buyerPhone).not.toBe(MALLORY.phone)
  }

  it('a stranger registers the buyer’s email and never verifies; the buyer signs in to My orders, then buys: the invoice names the buyer', async () => {
    const buyer = applicant()
    expect((await register(h, { ...buyer, ...MALLORY })).statusCode).toBe(200)
    h.clock.advance(61_000)

    // The buyer asks My orders for a code (the same answer for every address) and signs in with what was mailed.
    const asked = await post(h.app, '/api/orders/code', { email: buyer.email })
    expect(asked.statusCode).toBe(200)
    const code = await mailedCode(buyer.email)
    const signed = code
      ? await post(h.app, '/api/orders/sign-in', { email: buyer.email, code })
      : await post(h.app, '/api/orders/sign-in', { email: buyer.email, code: '000000' })
    if (signed.statusCode === 200) {
      // A session on this applicant: whatever it lets the buyer buy must not carry the stranger's details.
      const session = signed.cookies.find((c) => c.name === 'dem_session')
      expectBuyersInvoice(await buy(buyer, `dem_session=${session!.value}`), buyer)
      return
    }
    expect(signed.statusCode).toBe(400)

    // Nothing under the address until someone verifies it: the buyer registers and verifies their own details.
    h.clock.advance(61_000)
    const cookie = await signIn(h, buyer)
    expectBuyersInvoice(await buy(buyer, cookie), buyer)
  })

  it('My orders opens no session on an applicant nobody verified: the mail says there is nothing under the address', async () => {
    const buyer = applicant()
    expect((await register(h, { ...buyer, ...MALLORY })).statusCode).toBe(200)
    h.clock.advance(61_000)
    expect((await post(h.app, '/api/orders/code', { email: buyer.email })).statusCode).toBe(200)
    const [mail] = await h.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.to, buyer.email))
      .orderBy(desc(mailQueue.id))
      .limit(1)
    const { subject, body } = unsealMail(TEST_OTP_SECRET, mail!)
    expect(subject).toBe('Your DEM orders')
    expect(body).toContain('We have no registration or order under it.')
    expect(body).not.toMatch(/\b\d{6}\b/)
    // The applicant row keeps the stranger's typed details only as a lead nobody confirmed.
    const [row] = await h.database.db.select().from(applicants).where(eq(applicants.email, buyer.email))
    expect(row?.emailVerifiedAt).toBeNull()

    // Once the buyer verified their own details, My orders signs them in as usual.
    h.clock.advance(61_000)
    await signIn(h, buyer)
    h.clock.advance(61_000)
    expect((await post(h.app, '/api/orders/code', { email: buyer.email })).statusCode).toBe(200)
    const code = await mailedCode(buyer.email)
    expect(code).toMatch(/^\d{6}$/)
    const signed = await post(h.app, '/api/orders/sign-in', { email: buyer.email, code })
    expect(signed.statusCode).toBe(200)
    const [verified] = await h.database.db.select().from(applicants).where(eq(applicants.email, buyer.email))
    expect(verified).toMatchObject({
      firstName: buyer.firstName,
      lastName: buyer.lastName,
      phone: buyer.phone,
    })
  })

  it('the stranger registers after the buyer verified: the buyer’s invoice still names the buyer', async () => {
    const buyer = applicant()
    const cookie = await signIn(h, buyer)
    h.clock.advance(61_000)
    expect((await register(h, { ...buyer, ...MALLORY })).statusCode).toBe(200)
    expectBuyersInvoice(await buy(buyer, cookie), buyer)
  })
  it('the code mail never repeats what a stranger typed: a "name" that reads as a sentence is not in it', async () => {
    const owner = applicant()
    const words = { firstName: 'Your DEM account is blocked', lastName: 'Call support now' }
    expect((await register(h, { ...owner, ...words })).statusCode).toBe(200)
    const [row] = await h.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.to, owner.email))
      .orderBy(desc(mailQueue.id))
      .limit(1)
    const { subject, body } = unsealMail(TEST_OTP_SECRET, row!)
    expect(body.split('\n')[0]).toBe('Hello,')
    expect(`${subject}\n${body}`).not.toMatch(/blocked|support now/i)
  })
})
