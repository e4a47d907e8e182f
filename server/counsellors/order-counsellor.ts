/**
 * Who an order's counsellor is, the one answer every reader gives (the back office's order page and list, My orders,
 * the privacy export): the certified counsellor assigned to it (`orders.counsellor_id`, set by assignment or staff's
 * Reassign), else the name staff wrote on an order no certified counsellor takes (`orders.counsellor`).
 */
import { inArray } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { counsellors, type orders } from '../db/schema'

type OrderCounsellorFields = Pick<typeof orders.$inferSelect, 'id' | 'counsellorId' | 'counsellor'>

/** Each order's counsellor by name (null: nobody yet), keyed by the order's id. */
export async function orderCounsellorNames(
  db: DbOrTx,
  rows: readonly OrderCounsellorFields[],
): Promise<Map<string, string | null>> {
  const ids = [...new Set(rows.map((row) => row.counsellorId).filter((id): id is string => id !== null))]
  const people =
    ids.length === 0
      ? []
      : await db
          .select({ id: counsellors.id, name: counsellors.name })
          .from(counsellors)
          .where(inArray(counsellors.id, ids))
  const names = new Map(people.map((person) => [person.id, person.name]))
  return new Map(
    rows.map((row) => [
      row.id,
      (row.counsellorId ? names.get(row.counsellorId) : undefined) ?? row.counsellor ?? null,
    ]),
  )
}

/** One order's counsellor by name, or null. */
export async function orderCounsellorName(db: DbOrTx, row: OrderCounsellorFields): Promise<string | null> {
  return (await orderCounsellorNames(db, [row])).get(row.id) ?? null
}
