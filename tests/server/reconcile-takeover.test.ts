/**
 * Issue 48 point 1, the reconciler's share: exactly once across a takeover. A pass on instance A settles some of
 * the orders paid at the gateway (webhooks lost, nobody verified) and then dies mid-way (its gateway call never
 * answers, its heartbeat stops); instance B takes the pass over once A's heartbeat is 20 s old and settles the
 * rest. Then A comes back to life after all (frozen, not dead) and finishes its own pass. Each order ends with one
 * invoice number and one invoice mail, on both databases.
 *
 * Then the paid-order step itself is killed at each of its other points (before the invoice number is taken; after
 * it is taken, and the invoice row written, before the order row says invoiced; after the commit, before the pass
 * is marked done by releasing its lease): the killed process writes nothing more (on PostgreSQL its session is
 * terminated at that point, as a kill closes it), another instance takes the pass over, and the numbering has no
 * gap and no duplicate, with one invoice and one invoice mail per order.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../server/db/client'
import { invoiceCounters, invoices, jobLeases, mailQueue, mailSenders, orders } from '../../server/db/schema'
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

  type KillPoint =
    'before the number' | 'after the number, before the order row' | 'after the commit, before done'

  /**
   * The database as a process killed at `point` sees it: everything passes through until then; at that point its
   * session dies (PostgreSQL: terminated, so the open transaction is rolled back as a kill's would be; PGlite: the
   * transaction is abandoned with an error, the same rollback), and every later call of the dead process fails.
   */
  function killedAt(db: Db, point: KillPoint, backend: string) {
    let dead = false
    const die = async (tx?: Db): Promise<never> => {
      dead = true
      if (tx && backend === 'postgres')
        await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`).catch(() => undefined)
      throw new Error(`killed ${point}`)
    }
    // A query builder that fails when awaited, whatever is chained onto it.
    const failing = (tx?: Db): unknown => {
      const chain: unknown = new Proxy(() => undefined, {
        get: (_, property) =>
          property === 'then'
            ? (resolve: (v: unknown) => void, reject: (e: unknown) => void) => die(tx).then(resolve, reject)
            : () => chain,
      })
      return chain
    }
    const wrap = (target: Db, inTransaction: boolean): Db => {
      let numberTaken = false
      return new Proxy(target, {
        get(real, property) {
          const value = Reflect.get(real, property) as unknown
          if (typeof value !== 'function') return value
          if (dead) return () => failing()
          if (property === 'transaction')
            return (work: (tx: Db) => Promise<unknown>, config?: unknown) =>
              (value as (w: (tx: Db) => Promise<unknown>, c?: unknown) => Promise<unknown>).call(
                real,
                (tx) => work(wrap(tx, true)),
                config,
              )
          if (inTransaction && property === 'insert')
            return (table: unknown) => {
              if (table === invoiceCounters) {
                if (point === 'before the number') return failing(real)
                numberTaken = true
              }
              return real.insert(table as typeof invoiceCounters)
            }
          if (inTransaction && property === 'update')
            return (table: unknown) =>
              table === orders && numberTaken && point === 'after the number, before the order row'
                ? failing(real)
                : real.update(table as typeof orders)
          // Releasing the lease marks the pass done: killed after the invoices' commit, it never happens.
          if (!inTransaction && property === 'update')
            return (table: unknown) =>
              table === jobLeases && point === 'after the commit, before done'
                ? failing()
                : real.update(table as typeof orders)
          return (value as (...args: unknown[]) => unknown).bind(real)
        },
      })
    }
    return { db: wrap(db, false), dead: () => dead }
  }

  it.each<KillPoint>([
    'before the number',
    'after the number, before the order row',
    'after the commit, before done',
  ])('killed in the paid-order step %s: no gap, no duplicate, one invoice per order', async (point) => {
    const db = first.database.db
    const bought = []
    for (let i = 0; i < 3; i += 1) bought.push(await paidAtGateway())
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
    first.clock.advance(61_000)

    // Instance A settles the three orders and dies in the step that invoices them.
    const killed = new Owner(db)
    const dying = killedAt(db, point, backend)
    const a = new Reconciler(
      { ...first.app.ctx.payments, db: dying.db },
      {
        intervalMs: 60_000,
        minAgeMs: 60_000,
        invoiceGraceMs: 300_000,
        supplier: first.app.ctx.supplier,
        scanLinks: first.app.ctx.scanLinks,
        owner: killed,
      },
    )
    expect(await a.runOnce()).toBeUndefined()
    expect(dying.dead()).toBe(true)
    const statuses = async () =>
      (await db.select({ status: orders.status }).from(orders).where(inArray(orders.id, ids))).map(
        (row) => row.status,
      )
    const invoiced = point === 'after the commit, before done'
    expect(await statuses()).toEqual(Array(3).fill(invoiced ? 'invoiced' : 'paid'))
    // The dead pass still holds its lease: nobody else reconciles until its owner's heartbeat is 20 s old.
    const [lease] = await db.select().from(jobLeases).where(eq(jobLeases.name, 'reconcile'))
    expect(lease!.owner).toBe(killed.id)
    expect(await first.app.ctx.reconciler.runOnce()).toBeUndefined()
    await db
      .update(mailSenders)
      .set({ heartbeatAt: sql`now() - interval '21 seconds'` })
      .where(eq(mailSenders.id, killed.id))
    expect(await first.app.ctx.reconciler.resumeCutShort()).toMatchObject({ errors: 0 })
    // Past the grace after which any paid order is invoiced, another pass.
    first.clock.advance(301_000)
    expect(await first.app.ctx.reconciler.runOnce()).toMatchObject({ errors: 0 })

    expect(await statuses()).toEqual(Array(3).fill('invoiced'))
    const mine = await db.select().from(invoices).where(inArray(invoices.orderId, ids))
    expect(mine.map((row) => row.orderId).sort()).toEqual([...ids].sort())
    // The whole series, every order invoiced so far in this file: 1..n, and the counter at n.
    const [{ series, financialYear }] = [mine[0]!]
    const all = await db
      .select({ sequence: invoices.sequence, number: invoices.number })
      .from(invoices)
      .where(sql`${invoices.series} = ${series} and ${invoices.financialYear} = ${financialYear}`)
      .orderBy(asc(invoices.sequence))
    expect(all.map((row) => row.sequence)).toEqual(all.map((_, i) => i + 1))
    expect(new Set(all.map((row) => row.number)).size).toBe(all.length)
    // The counter's key (invoices.ts nextNumber): the year for INV, the series and the year otherwise.
    const key = series === 'INV' ? financialYear : `${series} ${financialYear}`
    const [counter] = await db.select().from(invoiceCounters).where(eq(invoiceCounters.financialYear, key))
    expect(counter!.lastNumber).toBe(all.length)
    for (const { email } of bought) {
      const mails = await db.select().from(mailQueue).where(eq(mailQueue.to, email))
      expect(mails.filter((mail) => mail.kind === 'invoice')).toHaveLength(1)
    }
    await killed.stop()
  })
})
