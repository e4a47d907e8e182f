/**
 * A buyer driven through the API, for the benchmarks that need reports (bench:corrections, bench:faults): registers,
 * reads the code from the mail queue (the database the server writes to), pays with the simulated gateway, consents
 * to the scan and submits its answers. Loopback only; every wait gives up after WAIT_MS.
 */
import { desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../server/db/client'
import { mailQueue, orders, reports } from '../server/db/schema'
import { unsealMail } from '../server/mail/sealed'
import { SCAN_NOTICE_VERSION } from '../src/content/scan'
import { optionIds } from '../src/engine/check-model'
import { scanModel } from '../src/engine/model'

export const WAIT_MS = 180_000

export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  waitMs = WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + waitMs
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** The 6-digit code in the newest mail to `email` (codes are sealed in the queue with the OTP secret). */
export async function mailedCode(db: Db, otpSecret: string, email: string): Promise<string> {
  const mail = await until('the code mail', async () => {
    const [row] = await db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.to, email))
      .orderBy(desc(mailQueue.id))
      .limit(1)
    return row
  })
  const code = /\b(\d{6})\b/.exec(unsealMail(otpSecret, mail).body)?.[1]
  if (!code) throw new Error('no code in the mail')
  return code
}

export function buyers(options: { base: () => string; db: Db; otpSecret: string }) {
  const { db } = options

  async function api(url: string, body: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${options.base()}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
    const text = await response.text()
    return { status: response.status, text, headers: response.headers }
  }

  let counter = 0
  function newcomer() {
    counter += 1
    const id = `${Date.now().toString(36)}${counter}`
    const letters = counter.toString(26).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)
    return {
      firstName: 'Asha',
      lastName: `Bench ${letters}`,
      email: `asha.${id}@example.com`,
      phone: `98${String(10000000 + counter * 7919).slice(-8)}`,
    }
  }

  /** Registers (the code goes by mail and by SMS); answers when the request was sent. */
  async function register(who: ReturnType<typeof newcomer>) {
    const sent = new Date()
    const res = await api('/api/onboarding/register-basic?role=student', who)
    if (res.status !== 200) throw new Error(`register: ${res.status} ${res.text}`)
    return sent
  }

  const versions = async (orderId: string) =>
    (await db.select({ id: reports.id }).from(reports).where(eq(reports.orderId, orderId))).length
  /** How many of these orders have a report: one query, so a poll adds no load of its own to what it measures. */
  const reported = async (orderIds: string[]) =>
    (
      await db
        .select({ count: sql<number>`count(distinct ${reports.orderId})::int` })
        .from(reports)
        .where(inArray(reports.orderId, orderIds))
    )[0]!.count

  /** A new parent, registered and signed in with the code from their mail. */
  async function signIn() {
    const who = newcomer()
    await register(who)
    const otp = await mailedCode(db, options.otpSecret, who.email)
    const verified = await api('/api/onboarding/validate-otp', { email: who.email, phone: who.phone, otp })
    const cookie = /dem_session=[^;]+/.exec(verified.headers.get('set-cookie') ?? '')?.[0]
    if (!cookie) throw new Error(`validate-otp: ${verified.status} ${verified.text}`)
    return { who, h: { cookie } }
  }

  /**
   * A parent who paid at the gateway and whose tab closed before our server heard of it (no verify, no webhook when
   * the simulator's are off): the reconciler's work. Answers the order's id.
   */
  async function paidAtGateway() {
    const { who, h } = await signIn()
    const steps = [
      await api('/api/onboarding/select-plan', { email: who.email, plan: 'basic' }, h),
      await api('/api/payment/create-order', { email: who.email }, h),
    ]
    const { orderId: gatewayOrderId } = JSON.parse(steps[1]!.text) as { orderId: string }
    steps.push(await api('/api/payment/simulator/pay', { order_id: gatewayOrderId }, h))
    const failed = steps.find((step) => step.status !== 200)
    if (failed) throw new Error(`paid at the gateway: ${failed.status} ${failed.text}`)
    const [order] = await db.select().from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId))
    if (!order) throw new Error('no order')
    return order.id
  }

  /** A parent who has bought a report and consented to the scan; `submit` sends the answers. */
  async function buyer() {
    const { who, h } = await signIn()
    const steps = [
      await api('/api/onboarding/select-plan', { email: who.email, plan: 'basic' }, h),
      await api('/api/payment/create-order', { email: who.email }, h),
    ]
    const { orderId: gatewayOrderId } = JSON.parse(steps[1]!.text) as { orderId: string }
    const paid = await api('/api/payment/simulator/pay', { order_id: gatewayOrderId }, h)
    steps.push(
      paid,
      await api('/api/payment/verify', { ...(JSON.parse(paid.text) as object), email: who.email }, h),
    )
    steps.push(await api('/api/invoice/send', { ...who, role: 'student' }, h))
    const failed = steps.find((s) => s.status !== 200)
    if (failed) throw new Error(`purchase: ${failed.status} ${failed.text}`)
    const [order] = await db.select().from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId))
    const scanMail = await until('the scan link mail', async () =>
      (await db.select().from(mailQueue).where(eq(mailQueue.to, who.email))).find((m) => m.kind === 'scan'),
    )
    const token = /scan#([A-Za-z0-9_-]{32})/.exec(scanMail.body)?.[1]
    if (!order || !token) throw new Error('no order or scan link')
    const scan = (p: string, body: unknown) => api(`/api/scan${p}`, body, { 'x-scan-token': token })
    const consented = await scan('/consent', {
      childFirstName: 'Kavya',
      childClass: 8,
      consent: true,
      noticeVersion: SCAN_NOTICE_VERSION,
    })
    if (consented.status !== 200) throw new Error(`consent: ${consented.status} ${consented.text}`)
    /** Sends the answers (the report is then made in the background). */
    const send = async () => {
      const answers = scanModel.questions.map((question) => ({
        question: question.id,
        answer: optionIds(question)[0]!,
        answeredAt: new Date().toISOString(),
      }))
      const res = await scan('/submit', { answers })
      if (res.status !== 200) throw new Error(`submit: ${res.status} ${res.text}`)
    }
    /** Submits the scan; answers the time until its report is stored. */
    const submit = async () => {
      const t0 = performance.now()
      await send()
      await until('the report', async () => ((await versions(order.id)) > 0 ? true : undefined))
      return performance.now() - t0
    }
    return { cookie: h.cookie, orderId: order.id, send, submit }
  }

  return { api, newcomer, register, buyer, paidAtGateway, versions, reported }
}
