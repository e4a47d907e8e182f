/**
 * The first-100 offer (SPEC: "the first 100 enrollees get a free landing page and a 1-hour strategy session"): the
 * first 100 counsellor-kit buyers by payment time. A place is computed, never stored: the kit buyers whose kit
 * order is paid and kept (not refunded in full), each at their earliest such payment, ranked by payment time and
 * then by buyer id. So a refunded order frees its place for the next buyer, two payments at the same moment get
 * one place each (the buyer id breaks the tie), and there are never more than 100 places, whatever commits when.
 *
 * Hook: once "what happens once an order is paid" is a fulfilment step of its own (issue 46), that step is where
 * a kit buyer's place would be announced; the place itself stays this computation.
 */
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { KEPT, PAID } from '../counsellors/stats'

export const FIRST_BUYERS = 100

const RANKED = sql`
    with kit as (
      select o.applicant_id, min(o.paid_at) as paid_at
      from orders o
      where o.role = 'eec' and o.paid_at is not null and ${sql.raw(PAID)} and ${sql.raw(KEPT)}
      group by o.applicant_id
    ), ranked as (
      select applicant_id, row_number() over (order by paid_at, applicant_id) as place from kit
    )`

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[])

/** The buyer's place among kit buyers (1 = first), or null when they hold no kept, paid kit order. */
export async function kitBuyerPlace(db: DbOrTx, applicantId: string): Promise<number | null> {
  const result = await db.execute(
    sql`${RANKED} select place::int as place from ranked where applicant_id = ${applicantId}`,
  )
  const place = rowsOf<{ place: number }>(result)[0]?.place
  return place === undefined ? null : Number(place)
}

/** Every buyer holding a first-100 place now, with the place (the strategy sessions' list of who may book). */
export async function firstHundredPlaces(db: DbOrTx): Promise<Map<string, number>> {
  const result = await db.execute(
    sql`${RANKED} select applicant_id, place::int as place from ranked where place <= ${FIRST_BUYERS}`,
  )
  return new Map(
    rowsOf<{ applicant_id: string; place: number }>(result).map((r) => [r.applicant_id, Number(r.place)]),
  )
}

export async function holdsFirstHundredPlace(db: DbOrTx, applicantId: string | null): Promise<boolean> {
  if (!applicantId) return false
  const place = await kitBuyerPlace(db, applicantId)
  return place !== null && place <= FIRST_BUYERS
}
