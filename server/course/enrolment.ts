/**
 * Course access: a counsellor-kit order, once paid, opens the course (a counsellor row in training and its
 * enrolment); a refund of the kit closes it and revokes the certificate. The workspace's sign-in lets a counsellor
 * in training in to the course alone; certification opens the rest.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { applicants, counsellors, courseEnrolments, orders } from '../db/schema'
import { referralCode, type Counsellor } from '../counsellors/counsellors'
import { cancelStrategyForRefund, type StrategyLinks } from '../strategy/sessions'
import { revokeCredentials } from './certificates'

export type Enrolment = typeof courseEnrolments.$inferSelect

/** A counsellor who may sign in to the workspace: certified, or in training (the course only). */
export async function workspaceCounsellorByEmail(db: DbOrTx, email: string): Promise<Counsellor | undefined> {
  const [row] = await db
    .select()
    .from(counsellors)
    .where(
      and(
        eq(counsellors.email, email.trim().toLowerCase()),
        inArray(counsellors.status, ['certified', 'in-training']),
      ),
    )
  return row
}

/**
 * Opens the course for a paid counsellor-kit order, in the caller's transaction: the buyer becomes a counsellor in
 * training (or keeps their row), and the enrolment names the order. Idempotent; other orders are left alone.
 */
export async function openCourseAccess(
  tx: DbOrTx,
  order: { id: string; role: string; applicantId: string },
  now: Date,
): Promise<void> {
  if (order.role !== 'eec') return
  const [buyer] = await tx.select().from(applicants).where(eq(applicants.id, order.applicantId))
  if (!buyer) return
  const email = buyer.email.trim().toLowerCase()
  let [counsellor] = await tx.select().from(counsellors).where(eq(counsellors.email, email)).for('update')
  for (let attempt = 0; !counsellor && attempt < 4; attempt++) {
    ;[counsellor] = await tx
      .insert(counsellors)
      .values({
        id: crypto.randomUUID(),
        email,
        name: `${buyer.firstName} ${buyer.lastName}`.trim(),
        phone: buyer.phone,
        status: 'in-training',
        referralCode: referralCode(),
        applicantId: buyer.id,
        languages: [buyer.language],
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: counsellors.referralCode })
      .returning()
  }
  if (!counsellor) throw new Error('counsellor row missing')
  await tx
    .insert(courseEnrolments)
    .values({ counsellorId: counsellor.id, orderId: order.id, openedAt: now })
    .onConflictDoUpdate({
      target: courseEnrolments.counsellorId,
      set: { orderId: order.id, closedAt: null, closeReason: null },
      // A closed enrolment reopens with a new paid kit; an open one keeps its order.
      setWhere: sql`${courseEnrolments.closedAt} is not null`,
    })
}

/**
 * A counsellor-kit order refunded in full: its enrolment closes, the counsellor is suspended (no workspace), their
 * certificates are revoked and a booked strategy session (the first-100 place goes) is cancelled. In the refund's
 * transaction.
 */
export async function closeCourseForRefund(
  tx: DbOrTx,
  input: { orderId: string; by: string; now: Date; links?: StrategyLinks },
): Promise<void> {
  const [order] = await tx.select({ role: orders.role }).from(orders).where(eq(orders.id, input.orderId))
  if (order?.role !== 'eec') return
  const closed = await tx
    .update(courseEnrolments)
    .set({ closedAt: input.now, closeReason: 'refund' })
    .where(and(eq(courseEnrolments.orderId, input.orderId), sql`${courseEnrolments.closedAt} is null`))
    .returning()
  for (const enrolment of closed) {
    await tx
      .update(counsellors)
      .set({ status: 'suspended', credentialId: null, updatedAt: input.now })
      .where(eq(counsellors.id, enrolment.counsellorId))
    await revokeCredentials(tx, {
      counsellorId: enrolment.counsellorId,
      reason: 'The counsellor kit was refunded.',
      by: input.by,
      now: input.now,
    })
    await cancelStrategyForRefund(tx, {
      counsellorId: enrolment.counsellorId,
      now: input.now,
      links: input.links,
    })
  }
}

/** The counsellor's enrolment, open or not; staff-certified counsellors without one get one on first visit. */
export async function enrolmentOf(tx: DbOrTx, counsellor: Counsellor, now: Date): Promise<Enrolment> {
  const [row] = await tx
    .select()
    .from(courseEnrolments)
    .where(eq(courseEnrolments.counsellorId, counsellor.id))
  if (row) return row
  const [made] = await tx
    .insert(courseEnrolments)
    .values({ counsellorId: counsellor.id, openedAt: now })
    .onConflictDoNothing()
    .returning()
  if (made) return made
  const [again] = await tx
    .select()
    .from(courseEnrolments)
    .where(eq(courseEnrolments.counsellorId, counsellor.id))
  if (!again) throw new Error('enrolment missing')
  return again
}
