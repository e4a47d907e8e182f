/**
 * Issue 48 point 1, the reconciler's share: exactly once across a takeover. A pass on instance A settles some of
 * the orders paid at the gateway (webhooks lost, nobody verified) and then dies mid-way (its gateway call never
 * answers, its heartbeat stops); instance B takes the pass over once A's heartbeat is 20 s old and settles the
 * rest. Then A comes back to life after all (frozen, not dead) and finishes its own pass. Each order ends with one
 * invoice number and one invoice mail, on both databases.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { eq, inArray, sql } from 'drizzle-orm'
import { invoices, jobLeases, mailQueue, mailSenders, orders } from '../../server/db/schema'
import { Owner } from '../../server/jobs/owner'
import { Reconciler } from '../../server/services/reconcile'
import { applicant, backends, makeHarness, post, signIn, type Harness } from './helpers'

describe.each(backends)('a reconciliation pass cut short and taken over (%s)', (backend) => {
  let first: Harness
  let second: Harness | undefined
  beforeAll(async () => {
    first = await makeHarness(backend, { env: { SIMULATOR_WEBHOOKS: 'off' } })
  })
  afterAll(async () => {
    await second?.close()
    await first.close()
  })

  /** A buyer who paid at the gateway and closed the tab: the order is still `created` here. */
  async function paidAtGateway() {
    const who = applicant('student')
    const cookie = await signIn(first, who)
    const plan = await post(
      first.app,
      '/api/onboarding/select-plan',
      { email: who.email, plan: 'basic' },
      cookie,
    )
    expect(plan.statusCode).toBe(200)
    const made = await post(first.app, '/api/payment/create-order', { email: who.email }, cookie)
    expect(made.statusCode, made.body).toBe(200)
    const { orderId } = made.json() as { orderId: string }
    const paid = await post(first.app, '/api/payment/simulator/pay', { order_id: orderId }, cookie)
    expect(paid.statusCode, paid.body).toBe(200)
    return { orderId, email: who.email }
  }

  it('each order gets exactly one invoice number and one mail', async () => {
    const db = first.database.db
    const bought = []
    for (let i = 0; i < 5; i += 1) bought.push(await paidAtGateway())
    // The create-order answer names the gateway's order; the invoices name ours.
    const ids = (
      await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          inArray(
            orders.gatewayOrderId,
            bought.map((b) => b.orderId),
          ),
        )
    ).map((row) => row.id)
    expect(ids).toHaveLength(5)
    // Instance B on the same database and the same gateway (the simulator's state, read when it starts).
    second = await makeHarness(backend, {
      database: first.database,
      env: { SIMULATOR_WEBHOOKS: 'off', DATA_DIR: first.app.ctx.config.dataDir },
    })
    second!.clock.now = first.clock.now
    // Past the age at which reconciliation looks at an order, on both instances' clocks.
    first.clock.advance(61_000)
    second!.clock.advance(61_000)

    // Instance A's pass: the gateway answers for two orders, then its third call never returns (A is killed there).
    let asked = 0
    let thaw = () => {}
    const frozen = new Promise<void>((resolve) => (thaw = resolve))
    const gateway = first.app.ctx.payments.gateway
    // The gateway object is frozen: a stand-in that answers for it, but for the one call.
    const dying = new Proxy({} as typeof gateway, {
      get(_, property) {
        if (property === 'fetchOrderPayments')
          return async (gatewayOrderId: string) => {
            asked += 1
            if (asked === 3) await frozen
            return gateway.fetchOrderPayments(gatewayOrderId)
          }
        const value = Reflect.get(gateway, property) as unknown
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(gateway) : value
      },
    })
    const killed = new Owner(db)
    const a = new Reconciler(
      { ...first.app.ctx.payments, gateway: dying },
      {
        intervalMs: 60_000,
        minAgeMs: 60_000,
        invoiceGraceMs: 300_000,
        supplier: first.app.ctx.supplier,
        scanLinks: first.app.ctx.scanLinks,
        owner: killed,
      },
    )
    const late = a.runOnce()
    await vi.waitFor(() => expect(asked).toBe(3))
    const statuses = async () =>
      (await db.select({ status: orders.status }).from(orders).where(inArray(orders.id, ids))).map(
        (row) => row.status,
      )
    // Some reconciled (paid, not yet invoiced: the pass invoices at its end), the rest untouched.
    expect((await statuses()).filter((s) => s === 'paid')).toHaveLength(2)
    expect((await statuses()).filter((s) => s === 'created')).toHaveLength(3)

    // While A's heartbeat is fresh, B leaves the pass alone.
    expect(await second!.app.ctx.reconciler.resumeCutShort()).toBeUndefined()
    expect(await second!.app.ctx.reconciler.runOnce()).toBeUndefined()
    // A's heartbeat lapses (killed): B takes the pass over without waiting for the lease to run out.
    await db
      .update(mailSenders)
      .set({ heartbeatAt: sql`now() - interval '21 seconds'` })
      .where(eq(mailSenders.id, killed.id))
    const taken = await second!.app.ctx.reconciler.resumeCutShort()
    expect(taken).toBeDefined()
    expect(taken!.errors).toBe(0)
    const [lease] = await db.select().from(jobLeases).where(eq(jobLeases.name, 'reconcile'))
    expect(lease!.owner).not.toBe(killed.id)

    // A was frozen, not dead: it finishes its pass, settling and invoicing what B already did.
    thaw()
    await late
    // Past the grace after which any paid order is invoiced, one more pass on each instance.
    first.clock.advance(301_000)
    second!.clock.advance(301_000)
    await second!.app.ctx.reconciler.runOnce()
    await first.app.ctx.reconciler.runOnce()

    expect(await statuses()).toEqual(Array(5).fill('invoiced'))
    const issued = await db
      .select({ orderId: invoices.orderId, number: invoices.number })
      .from(invoices)
      .where(inArray(invoices.orderId, ids))
    expect(issued.map((row) => row.orderId).sort()).toEqual([...ids].sort())
    expect(new Set(issued.map((row) => row.number)).size).toBe(5)
    for (const { email } of bought) {
      const mails = await db.select().from(mailQueue).where(eq(mailQueue.to, email))
      expect(mails.filter((mail) => mail.kind === 'invoice')).toHaveLength(1)
    }
    await killed.stop()
  })
})
