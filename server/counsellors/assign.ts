/**
 * Which counsellor debriefs a report order. Automatically when its scan opens (the order is invoiced): the
 * counsellor whose referral link the buyer came through, else the certified counsellor with the fewest open
 * students (orders not closed), ties to the one who waited longest for a student. Staff may reassign; the parent
 * and both counsellors are told, and a session booked with the old counsellor is cancelled.
 */
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { counsellors, debriefs, orders, type FulfilmentStatus } from '../db/schema'
import { enqueueMail } from '../mail/queue'
import { orderRefunded } from '../scan/scans'
import { RefusedError } from '../lib/errors'
import type { Counsellor } from './counsellors'
import { newCounsellorMailToParent, newStudentMail, studentLeftMail } from './debrief-mail'
import { TO_COUNSELLOR, deleteReminders, orderFacts, type MailLinks } from './debriefs'

type Order = typeof orders.$inferSelect

const PAID = ['paid', 'confirmed', 'invoiced'] as const
const CLOSED: FulfilmentStatus = 'closed'

/** Open students per certified counsellor, fewest first, then the longest waiting; locked for the assignment. */
async function nextCounsellor(tx: DbOrTx): Promise<Counsellor | undefined> {
  // Aliased: unqualified, "id" inside the subquery would be the order's own.
  const open = sql<number>`(select count(*) from orders o where o.counsellor_id = "counsellors"."id" and o.fulfilment_status <> ${CLOSED})`
  const [row] = await tx
    .select()
    .from(counsellors)
    .where(eq(counsellors.status, 'certified'))
    .orderBy(asc(open), sql`${counsellors.lastAssignedAt} asc nulls first`, asc(counsellors.createdAt))
    .limit(1)
    .for('update')
  return row
}

/** Assigns a paid report order to a counsellor, once; nothing when no counsellor is certified yet. */
export async function assignStudent(tx: DbOrTx, order: Order, input: { now: Date; links: MailLinks }) {
  if (order.role !== 'student' || order.counsellorId) return
  let chosen: Counsellor | undefined
  if (order.referredBy) {
    const [referrer] = await tx
      .select()
      .from(counsellors)
      .where(and(eq(counsellors.id, order.referredBy), eq(counsellors.status, 'certified')))
    chosen = referrer
  }
  chosen ??= await nextCounsellor(tx)
  if (!chosen) return
  const [assigned] = await tx
    .update(orders)
    .set({ counsellorId: chosen.id, counsellorAssignedAt: input.now, updatedAt: input.now })
    .where(and(eq(orders.id, order.id), isNull(orders.counsellorId)))
    .returning({ id: orders.id })
  if (!assigned) return
  await tx.update(counsellors).set({ lastAssignedAt: input.now }).where(eq(counsellors.id, chosen.id))
  const facts = await orderFacts(tx, order.id, input.links)
  if (facts)
    await enqueueMail(
      tx,
      { kind: 'debrief', to: chosen.email, ...newStudentMail(facts, false), meta: TO_COUNSELLOR },
      input.now,
    )
}

/** Report orders paid and not closed that no counsellor has yet (there was none certified): assigned now. */
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
