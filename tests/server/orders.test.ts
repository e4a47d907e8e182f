import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { mailQueue } from '../../server/db/schema'
import { unsealMail } from '../../server/mail/sealed'
import { ORDERS_CODE_MESSAGE } from '../../server/routes/orders'
import { reportFirstStep } from '../../src/content/after-purchase'
import { reportFirstStep as reportFirstStepHi } from '../../src/content/hi/after-purchase'
import {
  TEST_OTP_SECRET,
  applicant,
  backends,
  latestOtp,
  makeHarness,
  post,
  purchaseAndInvoice,
  signIn,
  type Harness,
  type TestApplicant,
} from './helpers'

interface ListedOrder {
  id: string
  reference: string
  planName: string
  amountPaise: number
  status: { key: string; title: string; detail?: string }
  payments: { id: string; status: string; words: string; line: string; createdAt: string }[]
  invoice: { id: string; number: string } | null
  nextSteps: { title: string; state: string }[] | null
}

describe.each(backends)('My orders (%s)', (backend) => {
  let h: Harness
  beforeAll(async () => {
    h = await makeHarness(backend, { env: { VITE_SITE_URL: 'https://dem.example.in/' } })
  })
  afterAll(() => h.close())

  const purchase = (role: 'student' | 'eec' = 'student') => purchaseAndInvoice(h, role)

  /** Signs in to My orders the way a fresh browser does; answers the cookie header. */
  async function ordersSignIn(who: TestApplicant): Promise<string> {
    const asked = await post(h.app, '/api/orders/code', { email: who.email.toUpperCase() })
    expect(asked.statusCode).toBe(200)
    expect(asked.json()).toEqual({ message: ORDERS_CODE_MESSAGE })
    const code = await latestOtp(h.database, who.email)
    const signed = await post(h.app, '/api/orders/sign-in', { email: who.email, code })
    expect(signed.statusCode).toBe(200)
    const cookie = signed.cookies.find((c) => c.name === 'dem_session')
    expect(cookie?.httpOnly).toBe(true)
    return `dem_session=${cookie!.value}`
  }

  const list = (cookie?: string, headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'GET', url: '/api/orders', headers: cookie ? { cookie, ...headers } : headers })

  it('a buyer signs in with a mailed code and sees the paid order, its invoice and the first next step', async () => {
    const { who, orderId, invoiceResponse } = await purchase()
    // The success modal's receipt: the order's short reference, the amount and where the invoice went.
    expect(invoiceResponse.receipt).toEqual({
      reference: orderId.slice(0, 8).toUpperCase(),
      amountPaise: 499_900,
      email: who.email,
    })
    const invoiceMailRow = (
      await h.database.db.select().from(mailQueue).where(eq(mailQueue.to, who.email))
    ).find((row) => row.kind === 'invoice')
    expect(invoiceMailRow?.body).toContain('What happens next: Your child takes the DEM scan.')
    expect(invoiceMailRow?.body).toContain('https://dem.example.in/orders')

    h.clock.advance(61_000)
    const cookie = await ordersSignIn(who)
    const res = await list(cookie)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const body = res.json() as { email: string; orders: ListedOrder[] }
    expect(body.email).toBe(who.email)
    expect(body.orders).toHaveLength(1)
    const [order] = body.orders
    expect(order).toMatchObject({
      id: orderId,
      reference: orderId.slice(0, 8).toUpperCase(),
      planName: "Achiever's Report",
      amountPaise: 499_900,
      status: { key: 'paid', title: 'Paid' },
    })
    expect(order?.payments.map((p) => p.status)).toEqual(['captured'])
    // What the buyer reads: how and when (India's time), never the gateway's ids or words.
    expect(order?.payments[0]?.line).toMatch(
      /^Paid by card on \d{1,2} [A-Z][a-z]{2} \d{4} at \d{1,2}:\d\d [ap]m$/,
    )
    expect(order?.invoice?.number).toMatch(/^TST\/\d\d-\d\d\/\d{6}$/)
    expect(order?.nextSteps?.[0]).toEqual({ ...reportFirstStep, state: 'current' })

    const pdf = await h.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/invoice`,
      headers: { cookie },
    })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.rawPayload.toString('latin1')).toContain(order!.invoice!.number)

    const before = (await h.database.db.select().from(mailQueue).where(eq(mailQueue.to, who.email))).filter(
      (row) => row.kind === 'invoice',
    ).length
    const resent = await post(h.app, `/api/orders/${orderId}/invoice/email`, {}, cookie)
    expect(resent.statusCode).toBe(200)
    const after = (await h.database.db.select().from(mailQueue).where(eq(mailQueue.to, who.email))).filter(
      (row) => row.kind === 'invoice',
    )
    expect(after).toHaveLength(before + 1)
    expect(after.at(-1)?.invoiceId).toBe(order!.invoice!.id)
    // Rate-limited: once a minute, five times a day.
    const again = await post(h.app, `/api/orders/${orderId}/invoice/email`, {}, cookie)
    expect(again.statusCode).toBe(429)
    expect(again.json().message).toMatch(/^Please wait \d+ seconds before asking again\.$/)
    for (let i = 0; i < 4; i += 1) {
      h.clock.advance(61_000)
      expect((await post(h.app, `/api/orders/${orderId}/invoice/email`, {}, cookie)).statusCode).toBe(200)
    }
    h.clock.advance(61_000)
    const capped = await post(h.app, `/api/orders/${orderId}/invoice/email`, {}, cookie)
    expect(capped.statusCode).toBe(429)
    expect(capped.json().message).toBe(
      'This invoice was sent to you several times today. Please try again tomorrow.',
    )
  })

  it('a Hindi page (X-Language: hi) reads the order in Hindi; without the header, exactly the English', async () => {
    const { cookie } = await purchase()
    const english = (await list(cookie)).json() as { orders: ListedOrder[] }
    expect((await list(cookie, { 'x-language': 'en' })).json()).toEqual(english)
    expect(english.orders[0]).toMatchObject({
      planName: "Achiever's Report",
      status: { key: 'paid', title: 'Paid' },
    })
    expect(english.orders[0]?.payments[0]?.line).toMatch(/^Paid by card on /)

    const hindi = (await list(cookie, { 'x-language': 'hi' })).json() as { orders: ListedOrder[] }
    const [order] = hindi.orders
    // Ids, keys and states are the English ones; only the words are Hindi.
    expect(order).toMatchObject({
      id: english.orders[0]?.id,
      planName: 'अचीवर्स रिपोर्ट',
      status: { key: 'paid', title: 'भुगतान हो गया' },
      invoice: english.orders[0]?.invoice,
    })
    const payment = order!.payments[0]!
    expect(payment.status).toBe('captured')
    expect(payment.words).toBe('भुगतान हो गया')
    const paidAt = new Date(payment.createdAt)
    const day = new Intl.DateTimeFormat('hi-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(paidAt)
    expect(day).toMatch(/^\d{1,2} [\u0900-\u097f]+ \d{4}$/)
    // The time of day in Hindi words ("सुबह 9:47"), no Latin am/pm.
    const time = paidAt.toLocaleTimeString('hi-IN', {
      hour: 'numeric',
      minute: '2-digit',
      dayPeriod: 'short',
      timeZone: 'Asia/Kolkata',
    })
    expect(time).toMatch(/^[\u0900-\u097f]+ \d{1,2}:\d{2}$/)
    expect(payment.line).toBe(`${day} को ${time} पर कार्ड से भुगतान किया गया`)
    expect(order?.nextSteps?.map((step) => step.state)).toEqual(
      english.orders[0]?.nextSteps?.map((s) => s.state),
    )
    expect(order?.nextSteps?.[0]).toEqual({ ...reportFirstStepHi, state: 'current' })
    expect(order?.nextSteps?.slice(1).map((step) => step.title)).toEqual([
      'आपकी रिपोर्ट',
      'काउंसलर के साथ रिपोर्ट पर बातचीत',
    ])
  })

  it('only the owner: another applicant, no session and a guessed id get 401/404 and see nothing', async () => {
    const { orderId } = await purchase()
    const stranger = applicant()
    const strangerCookie = await signIn(h, stranger)
    const strangers = await list(strangerCookie)
    expect(strangers.statusCode).toBe(200)
    expect(strangers.json().orders).toEqual([])
    for (const [cookie, id, status] of [
      [strangerCookie, orderId, 404],
      [undefined, orderId, 401],
      [strangerCookie, crypto.randomUUID(), 404],
      [strangerCookie, 'not-an-id', 404],
    ] as const) {
      const headers = cookie ? { cookie } : {}
      expect(
        (await h.app.inject({ method: 'GET', url: `/api/orders/${id}/invoice`, headers })).statusCode,
      ).toBe(status)
      expect((await post(h.app, `/api/orders/${id}/invoice/email`, {}, cookie)).statusCode).toBe(status)
    }
    // Nobody signed in: the page's first state, answered without an error.
    expect((await list()).json()).toEqual({ email: null, orders: [] })
  })

  it('answers the same for an address nobody registered, mails no code to it, and refuses a wrong code', async () => {
    const nobody = `nobody.${Date.now()}@example.com`
    const asked = await post(h.app, '/api/orders/code', { email: nobody })
    expect(asked.statusCode).toBe(200)
    expect(asked.json()).toEqual({ message: ORDERS_CODE_MESSAGE })
    const [mail] = await h.database.db.select().from(mailQueue).where(eq(mailQueue.to, nobody))
    expect(mail?.subject).toBe('sealed:v1')
    const opened = unsealMail(TEST_OTP_SECRET, mail!)
    expect(opened.body).toContain('We have no registration or order under it.')
    expect(opened.body).not.toMatch(/\b\d{6}\b/)
    expect((await post(h.app, '/api/orders/sign-in', { email: nobody, code: '123456' })).statusCode).toBe(400)

    const who = applicant()
    await signIn(h, who)
    h.clock.advance(61_000)
    await post(h.app, '/api/orders/code', { email: who.email })
    const code = await latestOtp(h.database, who.email)
    const wrong = await post(h.app, '/api/orders/sign-in', {
      email: who.email,
      code: code === '000000' ? '000001' : '000000',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ message: 'Invalid or expired code.' })
    expect((await post(h.app, '/api/orders/sign-in', { email: who.email, code: 'abc' })).statusCode).toBe(400)
  })

  it('signing out ends the session', async () => {
    const { who } = await purchase()
    h.clock.advance(61_000)
    const cookie = await ordersSignIn(who)
    expect((await post(h.app, '/api/orders/sign-out', {}, cookie)).statusCode).toBe(200)
    expect((await list(cookie)).json()).toEqual({ email: null, orders: [] })
  })

  it('a payment authorised but not captured shows pending, then paid once reconciliation captures it', async () => {
    const who = applicant()
    const cookie = await signIn(h, who)
    await post(h.app, '/api/onboarding/select-plan', { email: who.email, plan: 'basic' }, cookie)
    const { orderId } = (
      await post(h.app, '/api/payment/create-order', { email: who.email }, cookie)
    ).json() as {
      orderId: string
    }
    // The buyer's bank authorises; the tab closes before verify and no capture happens yet.
    await h.app.ctx.simulator!.pay(orderId, { capture: false })
    const pending = ((await list(cookie)).json() as { orders: ListedOrder[] }).orders[0]
    expect(pending?.status.key).toBe('pending')
    expect(pending?.status.title).toBe(
      'Payment pending - we are confirming it with your bank; you have not been charged twice',
    )
    expect(pending?.status.detail).toContain('the bank returns it to you automatically')
    h.clock.advance(120_000)
    await h.app.ctx.reconciler.runOnce()
    const paid = ((await list(cookie)).json() as { orders: ListedOrder[] }).orders[0]
    expect(paid?.status).toEqual({ key: 'paid', title: 'Paid' })
  })
})
