/**
 * What staff and the counsellor see of a counsellor's load and sales: open and total students (paid report
 * orders), upcoming sessions, and referral sales (paid report orders bought through their link by someone else, not
 * refunded in full) with what the families kept of them, on which staff work out the commission.
 */
import { eq, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { counsellors } from '../db/schema'

// Written out in SQL with aliases: inside a select from counsellors, drizzle would render the inner table's
// columns unqualified, and "id" would then mean the order's own.
export const PAID = `o.status in ('paid', 'confirmed', 'invoiced')`
/** Kept: not refunded in full (as scan/scans.ts orderRefunded: its refunds that did not fail short of the payment). */
export const KEPT = `not exists (select 1 from payments p where p.id = o.payment_id and (p.status = 'refunded'
  or p.amount_paise <= (select coalesce(sum(r.amount_paise), 0) from refunds r where r.payment_id = p.id and r.status <> 'failed')))`

/**
 * The counsellor's own purchase through their own link (S7): the buyer is the counsellor's kit account, or has the
 * counsellor's email or phone. It earns no commission; staff see how many there were.
 */
const SELF = `exists (select 1 from applicants a where a.id = o.applicant_id and (a.id = "counsellors"."applicant_id"
  or lower(a.email) = lower("counsellors"."email") or (a.phone <> '' and a.phone = "counsellors"."phone")))`
/** What the family kept of the order: its amount less the refunds that did not fail (a part refund lowers it). */
const AMOUNT_KEPT = `greatest(o.amount_paise - coalesce((select sum(r.amount_paise) from refunds r
  where r.payment_id = o.payment_id and r.status <> 'failed'), 0), 0)`

export interface CounsellorStats {
  openStudents: number
  studentsTotal: number
  upcomingSessions: number
  referralSales: number
  referralPaise: number
  /** Paid orders bought through their own link by the counsellor themselves: no commission. */
  selfReferrals: number
}

const statColumns = (now: Date) => ({
  openStudents: sql<number>`(select count(*) from orders o where o.counsellor_id = "counsellors"."id" and ${sql.raw(PAID)} and ${sql.raw(KEPT)} and o.fulfilment_status <> 'closed')::int`,
  studentsTotal: sql<number>`(select count(*) from orders o where o.counsellor_id = "counsellors"."id" and ${sql.raw(PAID)} and ${sql.raw(KEPT)})::int`,
  upcomingSessions: sql<number>`(select count(*) from debriefs d where d.counsellor_id = "counsellors"."id" and d.status = 'booked' and d.ends_at > ${now.toISOString()}::timestamptz)::int`,
  referralSales: sql<number>`(select count(*) from orders o where o.referred_by = "counsellors"."id" and ${sql.raw(PAID)} and ${sql.raw(KEPT)} and not ${sql.raw(SELF)})::int`,
  referralPaise: sql<number>`(select coalesce(sum(${sql.raw(AMOUNT_KEPT)}), 0) from orders o where o.referred_by = "counsellors"."id" and ${sql.raw(PAID)} and ${sql.raw(KEPT)} and not ${sql.raw(SELF)})::bigint`,
  selfReferrals: sql<number>`(select count(*) from orders o where o.referred_by = "counsellors"."id" and ${sql.raw(PAID)} and ${sql.raw(SELF)})::int`,
})

/** Counsellors with their numbers, by name. */
export async function counsellorsWithStats(
  db: DbOrTx,
  input: { now: Date; where?: SQL; offset?: number; limit?: number },
) {
  const rows = await db
    .select({ counsellor: counsellors, ...statColumns(input.now) })
    .from(counsellors)
    .where(input.where)
    .orderBy(counsellors.name, counsellors.id)
    .offset(input.offset ?? 0)
    .limit(input.limit ?? 1000)
  return rows.map(({ counsellor, ...stats }) => ({
    counsellor,
    stats: {
      openStudents: Number(stats.openStudents),
      studentsTotal: Number(stats.studentsTotal),
      upcomingSessions: Number(stats.upcomingSessions),
      referralSales: Number(stats.referralSales),
      referralPaise: Number(stats.referralPaise),
      selfReferrals: Number(stats.selfReferrals),
    } satisfies CounsellorStats,
  }))
}

export async function counsellorStats(
  db: DbOrTx,
  counsellorId: string,
  now = new Date(),
): Promise<CounsellorStats> {
  const [row] = await counsellorsWithStats(db, { now, where: eq(counsellors.id, counsellorId) })
  return (
    row?.stats ?? {
      openStudents: 0,
      studentsTotal: 0,
      upcomingSessions: 0,
      referralSales: 0,
      referralPaise: 0,
      selfReferrals: 0,
    }
  )
}
