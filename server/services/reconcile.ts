/**
 * Reconciliation: the safety net under the webhooks. Every interval, one API instance (a lease in the database
 * decides which) asks the gateway about every order still unpaid between RECONCILE_MIN_AGE_MS and three days old,
 * drives each payment it reports through settlePayment (the same code path as verify and the webhooks), pushes on
 * refunds that are due or pending, and invoices paid orders nobody asked to invoice. A buyer who paid and closed
 * the tab while the webhook was lost is recorded paid and mailed the invoice within two intervals. A pass cut
 * short (its instance killed) is taken over within 30 s: the lease names its owner, whose heartbeat stops; every
 * instance looks every 10 s for a lease held by a dead owner and then runs the pass itself (every step of a pass
 * is idempotent: settlePayment, processRefund and invoicing each record their effect once).
 */
import { and, between, eq, inArray, sql } from 'drizzle-orm'
import { jobLeases, orders } from '../db/schema'
import type { Db } from '../db/client'
import { OWNER_DEAD_MS, type Owner } from '../jobs/owner'
import { invoicePaidOrders, type SupplierDetails } from '../invoices/invoices'
import type { ScanLinks } from '../scan/links'
import {
  applyGatewayRefund,
  processRefund,
  refundsToFollow,
  settlePayment,
  type PaymentDeps,
} from './payments'

const MAX_AGE_MS = 3 * 86_400_000
/** Orders asked about per pass; the rest wait for the next one (oldest first, so none starves). */
const ORDERS_PER_PASS = 100

export interface ReconcileOptions {
  intervalMs: number
  /** Younger orders are most likely being paid right now, in a browser that will call verify. */
  minAgeMs: number
  /** A paid order the buyer's browser did not ask to invoice is invoiced after this long. */
  invoiceGraceMs: number
  supplier: SupplierDetails
  /** A report's invoice opens its scan and mails the link. */
  scanLinks: ScanLinks
  /**
   * This process, in the lease and on the refunds a pass claims: the job runner's owner (jobs/owner.ts), whose
   * heartbeat says it is alive. A pass or refund whose owner stopped beating (killed mid-pass) is taken over by any
   * instance within 30 s.
   */
  owner: Owner
}

export interface ReconcileSummary {
  ordersChecked: number
  paymentsSettled: number
  refundsFollowed: number
  invoicesIssued: number
  errors: number
}

/** How often an instance looks for a pass cut short (a lease whose owner is dead). */
const ORPHAN_CHECK_MS = OWNER_DEAD_MS / 2

export class Reconciler {
  private timer: NodeJS.Timeout | undefined
  private orphanTimer: NodeJS.Timeout | undefined
  private running: Promise<ReconcileSummary | undefined> | undefined

  private readonly deps: PaymentDeps

  constructor(
    deps: PaymentDeps,
    private readonly options: ReconcileOptions,
  ) {
    // A pass's refunds are claimed by the pass's owner.
    this.deps = { ...deps, owner: options.owner }
  }

  start(): void {
    if (this.timer) return
    this.timer = setInterval(() => void this.runOnce(), this.options.intervalMs)
    this.timer.unref()
    this.orphanTimer = setInterval(() => void this.resumeCutShort(), ORPHAN_CHECK_MS)
    this.orphanTimer.unref()
  }

  async stop(): Promise<void> {
    clearInterval(this.timer)
    clearInterval(this.orphanTimer)
    this.timer = undefined
    await this.running
  }

  /** Runs a pass now when another's was cut short: its lease still holds but its owner is dead. */
  async resumeCutShort(): Promise<ReconcileSummary | undefined> {
    const { db, clock } = this.deps
    const owner = this.options.owner
    const [orphan] = await db
      .select({ name: jobLeases.name })
      .from(jobLeases)
      .where(
        and(
          eq(jobLeases.name, 'reconcile'),
          sql`${jobLeases.lockedUntil} > ${clock().toISOString()}`,
          sql`${jobLeases.owner} <> ${owner.id}`,
          owner.deadSql(jobLeases.owner),
        ),
      )
      .catch(() => [])
    return orphan ? this.runOnce() : undefined
  }

  /** One pass, unless one is already running here or the lease is held by another instance (then undefined). */
  runOnce(): Promise<ReconcileSummary | undefined> {
    this.running ??= this.pass()
      .catch((error: unknown) => {
        this.deps.log.error({ err: error }, 'reconciliation pass failed')
        return undefined
      })
      .finally(() => {
        this.running = undefined
      })
    return this.running
  }

  private async pass(): Promise<ReconcileSummary | undefined> {
    const { db, clock, log } = this.deps
    // The lease outlasts a pass by far (100 orders, each at most a few gateway timeouts); it is released at the end.
    const leaseMs = Math.max(this.options.intervalMs * 5, 300_000)
    if (!(await acquireLease(db, 'reconcile', this.options.owner, clock(), leaseMs))) return undefined
    const summary: ReconcileSummary = {
      ordersChecked: 0,
      paymentsSettled: 0,
      refundsFollowed: 0,
      invoicesIssued: 0,
      errors: 0,
    }
    try {
      const settledOrders: string[] = []
      const now = clock()
      const unpaid = await db
        .select({ id: orders.id, gatewayOrderId: orders.gatewayOrderId })
        .from(orders)
        .where(
          and(
            inArray(orders.status, ['created', 'failed']),
            between(
              orders.createdAt,
              new Date(now.getTime() - MAX_AGE_MS),
              new Date(now.getTime() - this.options.minAgeMs),
            ),
          ),
        )
        .orderBy(orders.createdAt)
        .limit(ORDERS_PER_PASS)
      for (const order of unpaid) {
        try {
          summary.ordersChecked += 1
          for (const payment of await this.deps.gateway.fetchOrderPayments(order.gatewayOrderId)) {
            const settled = await settlePayment(this.deps, payment)
            if (settled.kind === 'paid') settledOrders.push(settled.order.id)
            if (settled.kind !== 'ignored') summary.paymentsSettled += 1
          }
        } catch (error) {
          summary.errors += 1
          log.warn({ err: error, orderId: order.id }, 'reconciliation could not check an order')
        }
      }

      for (const refund of await refundsToFollow(db, this.options.owner, clock())) {
        try {
          summary.refundsFollowed += 1
          if (refund.status === 'pending') {
            for (const reported of await this.deps.gateway.fetchRefunds(refund.paymentId))
              await applyGatewayRefund(this.deps, reported)
          } else await processRefund(this.deps, refund.id)
        } catch (error) {
          summary.errors += 1
          log.warn({ err: error, refundId: refund.id }, 'reconciliation could not follow a refund')
        }
      }

      const at = clock()
      summary.invoicesIssued = await invoicePaidOrders(db, {
        now: at,
        cutoff: new Date(at.getTime() - this.options.invoiceGraceMs),
        orderIds: settledOrders,
        supplier: this.options.supplier,
        testMode: this.deps.gateway.testMode,
        scanLinks: this.options.scanLinks,
      })
      if (summary.invoicesIssued > 0) this.deps.mailQueued()
      if (summary.paymentsSettled + summary.invoicesIssued + summary.errors > 0)
        log.info({ reconciled: summary }, 'reconciliation pass')
      return summary
    } finally {
      await releaseLease(db, 'reconcile', this.options.owner, clock())
    }
  }
}

/** Takes the named lease if it is free, expired, already ours, or held by a dead owner. */
export async function acquireLease(
  db: Db,
  name: string,
  owner: Owner,
  now: Date,
  ms: number,
): Promise<boolean> {
  // The lease must never name an owner whose heartbeat is not there yet: another would take it for dead.
  await owner.beforeClaim()
  const until = new Date(now.getTime() + ms)
  const taken = await db
    .insert(jobLeases)
    .values({ name, owner: owner.id, lockedUntil: until })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { owner: owner.id, lockedUntil: until },
      setWhere: sql`${jobLeases.lockedUntil} <= ${now.toISOString()} OR ${jobLeases.owner} = ${owner.id} OR ${owner.deadSql(jobLeases.owner)}`,
    })
    .returning({ name: jobLeases.name })
  return taken.length > 0
}

async function releaseLease(db: Db, name: string, owner: Owner, now: Date): Promise<void> {
  await db
    .update(jobLeases)
    .set({ lockedUntil: now })
    .where(and(eq(jobLeases.name, name), eq(jobLeases.owner, owner.id)))
}
