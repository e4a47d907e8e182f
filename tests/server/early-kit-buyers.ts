/**
 * Counsellor-kit buyers who paid before everyone a test makes (issue 47's first-100 offer): applicants and their
 * paid, invoiced kit orders written straight into the database. The API tests (strategy, counsellor pages) and the
 * e2e's seed of a server's data folder (e2e/seed-kit-buyers.ts) share it, so "100 earlier buyers" is made one way.
 */
import { FIRST_BUYERS } from '../../server/counsellor-pages/first-hundred'
import type { DbOrTx } from '../../server/db/client'
import { applicants, orders } from '../../server/db/schema'

export interface EarlyKitBuyers {
  buyers: (typeof applicants.$inferInsert & { id: string })[]
  orders: (typeof orders.$inferInsert & { id: string; amountPaise: number })[]
}

/**
 * `count` (100: every first-100 place) kit buyers, the i-th paid at `paidAt(i)` (by default one second apart from
 * `paidFrom`), created at `paidFrom`. Emails and gateway order ids carry a random tag, so a test may call it twice.
 */
export async function insertEarlyKitBuyers(
  db: DbOrTx,
  options: { paidFrom: Date; count?: number; paidAt?: (i: number) => Date },
): Promise<EarlyKitBuyers> {
  const { paidFrom, count = FIRST_BUYERS } = options
  const paidAt = options.paidAt ?? ((i: number) => new Date(paidFrom.getTime() + i * 1000))
  const tag = crypto.randomUUID().slice(0, 8)
  const buyers = Array.from({ length: count }, (_, i) => ({
    id: crypto.randomUUID(),
    email: `kit.${i}.${tag}@example.com`,
    firstName: 'Kit',
    lastName: 'Buyer',
    phone: '9800000000',
    role: 'eec' as const,
    createdAt: paidFrom,
    updatedAt: paidFrom,
  }))
  const kitOrders = buyers.map((buyer, i) => ({
    id: crypto.randomUUID(),
    applicantId: buyer.id,
    role: 'eec' as const,
    plan: 'basic' as const,
    planName: 'Counsellor kit',
    listPricePaise: 700_000,
    amountPaise: 700_000,
    currency: 'INR',
    gateway: 'simulated' as const,
    gatewayOrderId: `order_kit_${i}_${tag}`,
    status: 'invoiced' as const,
    paidAt: paidAt(i),
    createdAt: paidFrom,
    updatedAt: paidFrom,
  }))
  if (count > 0) {
    await db.insert(applicants).values(buyers)
    await db.insert(orders).values(kitOrders)
  }
  return { buyers, orders: kitOrders }
}
