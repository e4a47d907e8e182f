/**
 * Which counsellor debriefs a report order. Automatically when its scan opens (the order is invoiced), among the
 * certified counsellors who share the family's language (the order's) and have free times in the next 14 days:
 * the counsellor whose referral link the buyer came through, else the one with the fewest open students (orders
 * not closed), ties to the one who waited longest for a student. When none fits, the family waits in staff's queue. Staff may reassign; the parent
 * and both counsellors are told, and a session booked with the old counsellor is cancelled.
 */
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { applicants, counsellors, debriefs, orders, reports, type FulfilmentStatus } from '../db/schema'
import { enqueueMail } from '../mail/queue'
import { orderRefunded } from '../scan/scans'
import { RefusedError } from '../lib/errors'
import type { Counsellor } from './counsellors'
import {
  counsellorAssignedMail,
  newCounsellorMailToParent,
  newStudentMail,
  studentLeftMail,
} from './debrief-mail'
import { TO_COUNSELLOR, counsellorSlots, deleteReminders, orderFacts, type MailLinks } from './debriefs'

type Order = typeof orders.$inferSelect

const PAID = ['paid', 'confirmed', 'invoiced'] as const
const CLOSED: FulfilmentStatus = 'closed'

/** Whether a counsellor can take this family: they share its language and have free times in the next 14 days. */
async function fits(tx: DbOrTx, counsellor: Counsellor, order: Order, now: Date): Promise<boolean> {
  if (!counsellor.languages.includes(order.language)) return false
  return (await counsellorSlots(tx, counsellor.id, { now })).length > 0
}

/**
 * The certified counsellor with the fewest open students who fits the family (their language, published hours),
 * ties to the one who waited longest; locked for the assignment.
 */
async function nextCounsellor(tx: DbOrTx, order: Order, now: Date): Promise<Counsellor | undefined> {
  // Aliased: unqualified, "id" inside the subquery would be the order's own.
  const open = sql<number>`(select count(*) from orders o where o.counsellor_id = "counsellors"."id" and o.fulfilment_status <> ${CLOSED})`
  const rows = await tx
    .select()
    .from(counsellors)
    .where(and(eq(counsellors.status, 'certified'), sql`${order.language} = any(${counsellors.languages})`))
    .orderBy(asc(open), sql`${counsellors.lastAssignedAt} asc nulls first`, asc(counsellors.createdAt))
    .for('update')
  for (const row of rows) if (await fits(tx, row, order, now)) return row
  return undefined
}

/**
 * Assigns a paid report order to a counsellor, once: the referrer when they fit the family, else the least loaded
 * who fits; nothing when none fits (the family waits in staff's queue, `waitingFamilies`, until one does). When the
 * report is ready already, the parent is mailed that the debrief can be booked (My orders promised it).
 */
export async function assignStudent(tx: DbOrTx, order: Order, input: { now: Date; links: MailLinks }) {
  if (order.role !== 'student' || order.counsellorId) return
  let chosen: Counsellor | undefined
  if (order.referredBy) {
    const [referrer] = await tx
      .select()
      .from(counsellors)
      .where(and(eq(counsellors.id, order.referredBy), eq(counsellors.status, 'certified')))
    if (referrer && (await fits(tx, referrer, order, input.now))) chosen = referrer
  }
  chosen ??= await nextCounsellor(tx, order, input.now)
  if (!chosen) return
  const [assigned] = await tx
    .update(orders)
    .set({ counsellorId: chosen.id, counsellorAssignedAt: input.now, updatedAt: input.now })
    .where(and(eq(orders.id, order.id), isNull(orders.counsellorId)))
    .returning({ id: orders.id })
  if (!assigned) return
  await tx.update(counsellors).set({ lastAssignedAt: input.now }).where(eq(counsellors.id, chosen.id))
  const facts = await orderFacts(tx, order.id, input.links)
  if (!facts) return
  await enqueueMail(
    tx,
    { kind: 'debrief', to: chosen.email, ...newStudentMail(facts, false), meta: TO_COUNSELLOR },
    input.now,
  )
  const [report] = await tx
    .select({ id: reports.id })
    .from(reports)
    .where(eq(reports.orderId, order.id))
    .limit(1)
  if (report)
    await enqueueMail(
      tx,
      { kind: 'debrief', to: facts.parentEmail, ...counsellorAssignedMail(facts), language: facts.language },
      input.now,
    )
}

/** How long a family may wait for a counsellor before staff must act (the deadline their queue shows). */
export const WAITING_DEADLINE_HOURS = 48

/** Paid, kept report orders that no counsellor fits yet: staff's queue, oldest first, with a deadline each. */
export async function waitingFamilies(tx: DbOrTx, now: Date) {
  const rows = await tx
    .select({ order: orders, applicant: applicants })
    .from(orders)
    .innerJoin(applicants, eq(applicants.id, orders.applicantId))
    .where(
      and(
        eq(orders.role, 'student'),
        inArray(orders.status, [...PAID]),
        isNull(orders.counsellorId),
        ne(orders.fulfilmentStatus, CLOSED),
      ),
    )
    .orderBy(asc(orders.paidAt))
  const waiting = []
  for (const { order, applicant } of rows) {
    if (await orderRefunded(tx, order)) continue
    const since = order.paidAt ?? order.createdAt
    const deadline = new Date(since.getTime() + WAITING_DEADLINE_HOURS * 3_600_000)
    waiting.push({
      orderId: order.id,
      reference: order.id.slice(0, 8).toUpperCase(),
      parentName: `${applicant.firstName} ${applicant.lastName}`.trim(),
      language: order.language,
      waitingSince: since.toISOString(),
      deadline: deadline.toISOString(),
      overdue: deadline <= now,
    })
  }
  return waiting
}

/**
 * Report orders paid and not closed that no counsellor has yet (none fitted): assigned now. Called when a
 * counsellor is certified, publishes hours or changes languages.
 */
export async function assignWaitingStudents(tx: DbOrTx, input: { now: Date; links: MailLinks }) {
  const waiting = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.role, 'student'),
        inArray(orders.status, [...PAID]),
        isNull(orders.counsellorId),
        ne(orders.fulfilmentStatus, CLOSED),
      ),
    )
    .orderBy(asc(orders.paidAt))
  for (const order of waiting) if (!(await orderRefunded(tx, order))) await assignStudent(tx, order, input)
}

/** Staff move a student to another certified counsellor: a booked session is cancelled, everyone told. */
export async function reassignStudent(
  tx: DbOrTx,
  input: { orderId: string; counsellorId: string; now: Date; links: MailLinks },
): Promise<{ from: string | null; to: string } | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update')
  if (!order) throw new RefusedError('not-found', 'Order not found.')
  if (order.role !== 'student' || !PAID.some((s) => s === order.status))
    throw new RefusedError('conflict', 'Only a paid report order has a counsellor.')
  const [target] = await tx
    .select()
    .from(counsellors)
    .where(and(eq(counsellors.id, input.counsellorId), eq(counsellors.status, 'certified')))
  if (!target) throw new RefusedError('invalid', 'Please choose a certified counsellor.')
  if (order.counsellorId === target.id) return undefined
  const [previous] = order.counsellorId
    ? await tx.select().from(counsellors).where(eq(counsellors.id, order.counsellorId))
    : []
  const cancelled = await tx
    .update(debriefs)
    .set({
      status: 'cancelled',
      cancelledBy: 'staff',
      cancelReason: 'The family moved to another counsellor.',
      updatedAt: input.now,
    })
    .where(and(eq(debriefs.orderId, order.id), eq(debriefs.status, 'booked')))
    .returning({ id: debriefs.id })
  for (const session of cancelled) await deleteReminders(tx, session.id)
  await tx
    .update(orders)
    .set({ counsellorId: target.id, counsellorAssignedAt: input.now, updatedAt: input.now })
    .where(eq(orders.id, order.id))
  const facts = await orderFacts(tx, order.id, input.links)
  if (facts) {
    const parentFacts = { ...facts, counsellorName: target.name, counsellorEmail: target.email }
    await enqueueMail(
      tx,
      {
        kind: 'debrief',
        to: facts.parentEmail,
        ...newCounsellorMailToParent(parentFacts, cancelled.length > 0),
        language: facts.language,
      },
      input.now,
    )
    await enqueueMail(
      tx,
      { kind: 'debrief', to: target.email, ...newStudentMail(parentFacts, true), meta: TO_COUNSELLOR },
      input.now,
    )
    if (previous)
      await enqueueMail(
        tx,
        {
          kind: 'debrief',
          to: previous.email,
          ...studentLeftMail({ ...facts, counsellorName: previous.name }),
          meta: TO_COUNSELLOR,
        },
        input.now,
      )
  }
  return { from: previous?.id ?? null, to: target.id }
}
