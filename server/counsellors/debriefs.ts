/**
 * Debriefs: a parent books one 45-minute session with the report's counsellor in the counsellor's free slots
 * (slots.ts), moves or cancels it up to 12 hours before; the counsellor cancels with a reason, marks it held (with
 * private notes and a note mailed to the parent; the order closes) or records a no-show. Every booking is decided
 * under the counsellor's row lock, so two parents pressing one slot at once get one booking and one "taken"; the
 * partial unique indexes hold the same line. Invitations (.ics) and reminders a day and an hour before go through
 * the mail queue in the booking's transaction: a restart loses none, and a moved or cancelled session's pending
 * reminders are deleted with the change.
 */
import { and, asc, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm'
import type { Language } from '../../src/content/localised'
import type { DbOrTx } from '../db/client'
import { isUniqueViolation } from '../db/errors'
import {
  applicants,
  counsellorDaysOff,
  counsellorHours,
  counsellors,
  debriefs,
  mailQueue,
  orders,
  reports,
  scans,
} from '../db/schema'
import { enqueueMail } from '../mail/queue'
import { orderRefunded, scanSummaries } from '../scan/scans'
import { RefusedError } from '../lib/errors'
import type { Counsellor } from './counsellors'
import { assignedCounsellors } from '../counsellor-pages/links'
import {
  bookedMailToCounsellor,
  bookedMailToParent,
  calendarWords,
  cancelledByCounsellorMail,
  cancelledByParentMail,
  familyCancelMailToCounsellor,
  familyCancelMailToParent,
  type FamilyCancelCause,
  heldMail,
  reminderMail,
  type DebriefMailFacts,
} from './debrief-mail'
import { debriefIcs } from './ics'
import { CHANGE_NOTICE_MS, freeSlots, type Slot } from './slots'

export type Debrief = typeof debriefs.$inferSelect
type Order = typeof orders.$inferSelect

export interface MailLinks {
  siteUrl: string
}

export const SLOT_TAKEN = 'That time was just taken. Please pick another.'
export const TOO_LATE_TO_CHANGE = 'Sessions can be changed up to 12 hours before they start.'
export const MAX_MOVES = 3
export const MAX_BOOKINGS_A_DAY = 3
export const TOO_MANY_MOVES =
  'This session has been moved 3 times already. To change it again, please write to us from the Contact page.'
export const TOO_MANY_BOOKINGS = 'This debrief was booked 3 times today. Please try again tomorrow.'
const NOT_FOUND = 'Order not found.'
export const ORDER_REFUNDED_NO_DEBRIEF = 'This order was refunded, so its debrief is cancelled.'
const SESSION_NOT_FOUND = 'Session not found.'
const PAID = ['paid', 'confirmed', 'invoiced'] as const
const REMINDER_HOURS = [24, 1] as const
/** A debrief mail to the counsellor, not the parent (a buyer): no Reply-To to support, no My orders button. */
export const TO_COUNSELLOR = { audience: 'counsellor' } as const

/** Everything a debrief's mails say, for an order with a counsellor; undefined without one. */
export async function orderFacts(
  tx: DbOrTx,
  orderId: string,
  links: MailLinks,
): Promise<Omit<DebriefMailFacts, 'startsAt'> | undefined> {
  const [row] = await tx
    .select({
      applicant: applicants,
      counsellor: counsellors,
      childFirstName: scans.childFirstName,
      language: orders.language,
    })
    .from(orders)
    .innerJoin(applicants, eq(applicants.id, orders.applicantId))
    .innerJoin(counsellors, eq(counsellors.id, orders.counsellorId))
    .leftJoin(scans, eq(scans.orderId, orders.id))
    .where(eq(orders.id, orderId))
  if (!row) return undefined
  const card = (
    await assignedCounsellors(tx, [row.counsellor.id], { siteUrl: links.siteUrl, language: row.language })
  ).get(row.counsellor.id)
  return {
    language: row.language,
    counsellorPageUrl: card?.pageUrl ?? null,
    credentialUrl: card?.credentialUrl ?? null,
    parentFirstName: row.applicant.firstName,
    parentEmail: row.applicant.email,
    parentPhone: row.applicant.phone,
    childFirstName: row.childFirstName,
    counsellorName: row.counsellor.name,
    counsellorEmail: row.counsellor.email,
    meetingLink: row.counsellor.meetingLink,
    ordersUrl: `${links.siteUrl}/orders`,
    workspaceUrl: `${links.siteUrl}/workspace`,
  }
}

/**
 * A session's calendar invitation, as the parent's or the counsellor's calendar should hold it: the parent's in
 * the order's language, the counsellor's in English (like their mails).
 */
export function sessionIcs(
  session: Debrief,
  facts: Omit<DebriefMailFacts, 'startsAt'>,
  input: { links: MailLinks; now: Date },
  reader: 'parent' | 'counsellor',
): string {
  const language = reader === 'parent' ? facts.language : 'en'
  return debriefIcs({
    id: session.id,
    sequence: session.sequence,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
    ...calendarWords(facts, language, reader),
    language,
    organizer: { name: facts.counsellorName, email: facts.counsellorEmail },
    attendee: { name: facts.parentFirstName, email: facts.parentEmail },
    cancelled: session.status === 'cancelled',
    domain: new URL(input.links.siteUrl).hostname,
    now: input.now,
  })
}

export async function deleteReminders(tx: DbOrTx, debriefId: string): Promise<void> {
  await tx
    .delete(mailQueue)
    .where(
      and(
        eq(mailQueue.kind, 'debrief'),
        eq(mailQueue.status, 'pending'),
        sql`${mailQueue.meta} ->> 'debriefId' = ${debriefId}`,
        sql`${mailQueue.meta} ->> 'reminder' is not null`,
      ),
    )
}

async function queueBookingMails(
  tx: DbOrTx,
  session: Debrief,
  facts: Omit<DebriefMailFacts, 'startsAt'>,
  input: { moved: boolean; links: MailLinks; now: Date },
) {
  const f = { ...facts, startsAt: session.startsAt }
  // S8: an invitation not sent yet is replaced by this one (a newer SEQUENCE), not followed by it.
  await tx
    .delete(mailQueue)
    .where(
      and(
        eq(mailQueue.kind, 'debrief'),
        eq(mailQueue.status, 'pending'),
        sql`${mailQueue.meta} ->> 'debriefId' = ${session.id}`,
        sql`${mailQueue.meta} ->> 'icsMethod' = 'REQUEST'`,
      ),
    )
  const meta = {
    debriefId: session.id,
    ics: sessionIcs(session, facts, input, 'parent'),
    icsMethod: 'REQUEST',
  }
  await enqueueMail(
    tx,
    {
      kind: 'debrief',
      to: f.parentEmail,
      ...bookedMailToParent(f, input.moved),
      meta,
      language: f.language,
    },
    input.now,
  )
  await enqueueMail(
    tx,
    {
      kind: 'debrief',
      to: f.counsellorEmail,
      ...bookedMailToCounsellor(f, input.moved),
      meta: { ...meta, ics: sessionIcs(session, facts, input, 'counsellor'), ...TO_COUNSELLOR },
    },
    input.now,
  )
  for (const hours of REMINDER_HOURS) {
    const sendAt = new Date(session.startsAt.getTime() - hours * 3_600_000)
    if (sendAt <= input.now) continue
    const reminder = { debriefId: session.id, reminder: `${hours}h` }
    await enqueueMail(
      tx,
      {
        kind: 'debrief',
        to: f.parentEmail,
        ...reminderMail(f, 'parent', hours),
        meta: reminder,
        sendAt,
        language: f.language,
      },
      input.now,
    )
    await enqueueMail(
      tx,
      {
        kind: 'debrief',
        to: f.counsellorEmail,
        ...reminderMail(f, 'counsellor', hours),
        meta: { ...reminder, ...TO_COUNSELLOR },
        sendAt,
      },
      input.now,
    )
  }
}

/** A counsellor's free slots for the next 14 days, leaving out `ignore` (the session being moved). */
export async function counsellorSlots(
  tx: DbOrTx,
  counsellorId: string,
  input: { now: Date; ignore?: string },
): Promise<Slot[]> {
  const [hours, daysOff, booked] = await Promise.all([
    tx.select().from(counsellorHours).where(eq(counsellorHours.counsellorId, counsellorId)),
    tx.select().from(counsellorDaysOff).where(eq(counsellorDaysOff.counsellorId, counsellorId)),
    tx
      .select()
      .from(debriefs)
      .where(
        and(
          eq(debriefs.counsellorId, counsellorId),
          eq(debriefs.status, 'booked'),
          gt(debriefs.endsAt, input.now),
        ),
      ),
  ])
  return freeSlots({
    hours,
    daysOff: new Set(daysOff.map((d) => d.date)),
    booked: booked.filter((b) => b.id !== input.ignore),
    now: input.now,
  })
}

/** The buyer's own paid, kept report order; 404 alike for anything else. */
async function parentOrder(tx: DbOrTx, orderId: string, applicantId: string, lock = false): Promise<Order> {
  const query = tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.applicantId, applicantId)))
  const [order] = lock ? await query.for('update') : await query
  if (!order || order.role !== 'student' || !PAID.some((s) => s === order.status))
    throw new RefusedError('not-found', NOT_FOUND)
  // The parent's own order, refunded: say so, rather than "not found" for an order they can see on My orders.
  if (await orderRefunded(tx, order)) throw new RefusedError('conflict', ORDER_REFUNDED_NO_DEBRIEF)
  return order
}

async function reportReady(tx: DbOrTx, orderId: string): Promise<boolean> {
  const [row] = await tx.select({ id: reports.id }).from(reports).where(eq(reports.orderId, orderId)).limit(1)
  return row !== undefined
}

/** A booked session before any other, whatever the clock said when each was written (two can share a millisecond). */
const bookedFirst = sql`(${debriefs.status} = 'booked') desc`

async function latestSession(tx: DbOrTx, orderId: string): Promise<Debrief | undefined> {
  const [row] = await tx
    .select()
    .from(debriefs)
    .where(eq(debriefs.orderId, orderId))
    .orderBy(bookedFirst, desc(debriefs.createdAt), desc(debriefs.updatedAt))
    .limit(1)
  return row
}

export type ParentDebriefState = 'not-ready' | 'no-counsellor' | 'open' | 'booked' | 'held' | 'no-show'

export interface ParentDebrief {
  state: ParentDebriefState
  counsellorName: string | null
  session: {
    id: string
    startsAt: string
    endsAt: string
    status: Debrief['status']
    joinBy: string
    changeUntil: string
    cancelledBy: Debrief['cancelledBy']
    cancelReason: string | null
  } | null
  /** `final`: it starts within CHANGE_NOTICE_MS, so once booked it can be neither moved nor cancelled. */
  slots: { startsAt: string; endsAt: string; final: boolean }[]
  parentNote: string | null
}

/** How the parent joins when the counsellor has no meeting link, in the page's language (as the mails say it). */
const callWords: Record<Language, (counsellor: string, phone: string | undefined) => string> = {
  en: (counsellor, phone) => `${counsellor} will call you on ${phone ?? 'your phone'}`,
  hi: (counsellor, phone) =>
    phone ? `${counsellor} आपको ${phone} पर फ़ोन करेंगे` : `${counsellor} आपको फ़ोन करेंगे`,
}

/** What My orders shows of an order's debrief, in the page's language. */
export async function parentDebrief(
  tx: DbOrTx,
  input: { orderId: string; applicantId: string; now: Date; language: Language },
): Promise<ParentDebrief> {
  const order = await parentOrder(tx, input.orderId, input.applicantId)
  const [counsellor] = order.counsellorId
    ? await tx.select().from(counsellors).where(eq(counsellors.id, order.counsellorId))
    : []
  const empty = { session: null, slots: [], parentNote: null }
  if (!counsellor) return { state: 'no-counsellor', counsellorName: null, ...empty }
  if (!(await reportReady(tx, order.id)))
    return { state: 'not-ready', counsellorName: counsellor.name, ...empty }
  const [applicant] = await tx.select().from(applicants).where(eq(applicants.id, order.applicantId))
  const latest = await latestSession(tx, order.id)
  const state: ParentDebriefState =
    latest?.status === 'booked'
      ? 'booked'
      : latest?.status === 'held'
        ? 'held'
        : latest?.status === 'no-show'
          ? 'no-show'
          : 'open'
  const bookable =
    state === 'open' ||
    state === 'no-show' ||
    (state === 'booked' &&
      latest !== undefined &&
      latest.startsAt.getTime() - CHANGE_NOTICE_MS > input.now.getTime())
  const slots = bookable
    ? await counsellorSlots(tx, counsellor.id, { now: input.now, ignore: latest?.id })
    : []
  return {
    state,
    counsellorName: counsellor.name,
    session: latest
      ? {
          id: latest.id,
          startsAt: latest.startsAt.toISOString(),
          endsAt: latest.endsAt.toISOString(),
          status: latest.status,
          joinBy: counsellor.meetingLink ?? callWords[input.language](counsellor.name, applicant?.phone),
          changeUntil: new Date(latest.startsAt.getTime() - CHANGE_NOTICE_MS).toISOString(),
          cancelledBy: latest.cancelledBy,
          cancelReason: latest.cancelledBy === 'parent' ? null : latest.cancelReason,
        }
      : null,
    slots: slots.map((s) => ({
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt.toISOString(),
      final: s.startsAt.getTime() - CHANGE_NOTICE_MS <= input.now.getTime(),
    })),
    parentNote: latest?.status === 'held' ? latest.parentNote : null,
  }
}

/** Books a slot, or moves the booked session to it (up to 12 hours before). */
export async function bookDebrief(
  tx: DbOrTx,
  input: { orderId: string; applicantId: string; startsAt: Date; now: Date; links: MailLinks },
): Promise<void> {
  const { now } = input
  const order = await parentOrder(tx, input.orderId, input.applicantId, true)
  if (!order.counsellorId)
    throw new RefusedError('conflict', 'Your counsellor is being chosen. Please look again in a day.')
  if (!(await reportReady(tx, order.id)))
    throw new RefusedError('conflict', 'You can book the debrief once the report is ready.')
  const latest = await latestSession(tx, order.id)
  if (latest?.status === 'held') throw new RefusedError('conflict', 'This debrief has already taken place.')
  const moving = latest?.status === 'booked' ? latest : undefined
  if (moving && moving.startsAt.getTime() - CHANGE_NOTICE_MS <= now.getTime())
    throw new RefusedError('conflict', TOO_LATE_TO_CHANGE)
  // S8: a session moves at most MAX_MOVES times, and an order books at most MAX_BOOKINGS_A_DAY sessions a day.
  if (moving && moving.sequence >= MAX_MOVES) throw new RefusedError('conflict', TOO_MANY_MOVES)
  if (!moving) {
    const [recent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(debriefs)
      .where(
        and(eq(debriefs.orderId, order.id), gt(debriefs.createdAt, new Date(now.getTime() - 86_400_000))),
      )
    if (Number(recent?.n ?? 0) >= MAX_BOOKINGS_A_DAY) throw new RefusedError('conflict', TOO_MANY_BOOKINGS)
  }
  if (input.startsAt.getTime() <= now.getTime())
    throw new RefusedError('invalid', 'That time has passed. Please pick another.')
  // One booking decision at a time per counsellor.
  await tx
    .select({ id: counsellors.id })
    .from(counsellors)
    .where(eq(counsellors.id, order.counsellorId))
    .for('update')
  const slots = await counsellorSlots(tx, order.counsellorId, { now, ignore: moving?.id })
  const slot = slots.find((s) => s.startsAt.getTime() === input.startsAt.getTime())
  if (!slot) {
    const clash = await tx
      .select({ id: debriefs.id })
      .from(debriefs)
      .where(
        and(
          eq(debriefs.counsellorId, order.counsellorId),
          eq(debriefs.status, 'booked'),
          eq(debriefs.startsAt, input.startsAt),
        ),
      )
    if (clash.length > 0) throw new RefusedError('conflict', SLOT_TAKEN)
    throw new RefusedError(
      'conflict',
      "That time is not one of your counsellor's hours. Please pick a time from the list.",
    )
  }
  let session: Debrief | undefined
  try {
    if (moving) {
      await deleteReminders(tx, moving.id)
      ;[session] = await tx
        .update(debriefs)
        .set({ startsAt: slot.startsAt, endsAt: slot.endsAt, sequence: moving.sequence + 1, updatedAt: now })
        .where(eq(debriefs.id, moving.id))
        .returning()
    } else {
      ;[session] = await tx
        .insert(debriefs)
        .values({
          id: crypto.randomUUID(),
          orderId: order.id,
          counsellorId: order.counsellorId,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          status: 'booked',
          createdAt: now,
          updatedAt: now,
        })
        .returning()
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw new RefusedError('conflict', SLOT_TAKEN)
    throw error
  }
  if (!session) throw new Error('debrief write did not return a row')
  const facts = await orderFacts(tx, order.id, input.links)
  if (facts)
    await queueBookingMails(tx, session, facts, { moved: moving !== undefined, links: input.links, now })
}

export async function cancelByParent(
  tx: DbOrTx,
  input: { orderId: string; applicantId: string; now: Date; links: MailLinks },
): Promise<void> {
  const order = await parentOrder(tx, input.orderId, input.applicantId, true)
  const latest = await latestSession(tx, order.id)
  if (latest?.status !== 'booked') throw new RefusedError('conflict', 'There is no booked session to cancel.')
  if (latest.startsAt.getTime() - CHANGE_NOTICE_MS <= input.now.getTime())
    throw new RefusedError('conflict', TOO_LATE_TO_CHANGE)
  await tx
    .update(debriefs)
    .set({ status: 'cancelled', cancelledBy: 'parent', updatedAt: input.now })
    .where(eq(debriefs.id, latest.id))
  await deleteReminders(tx, latest.id)
  const facts = await orderFacts(tx, order.id, input.links)
  if (facts) {
    const f = { ...facts, startsAt: latest.startsAt }
    const ics = sessionIcs(
      { ...latest, status: 'cancelled', sequence: latest.sequence + 1 },
      facts,
      input,
      'counsellor',
    )
    await enqueueMail(
      tx,
      {
        kind: 'debrief',
        to: f.counsellorEmail,
        ...cancelledByParentMail(f),
        meta: { debriefId: latest.id, ics, icsMethod: 'CANCEL', ...TO_COUNSELLOR },
      },
      input.now,
    )
  }
}

/**
 * A counsellor's own session, locked; 404 for anyone else's, and for a family the counsellor no longer has (moved
 * to another counsellor, or refunded): only the current counsellor acts on a family.
 */
async function ownSession(tx: DbOrTx, counsellor: Counsellor, sessionId: string): Promise<Debrief> {
  const [row] = await tx
    .select({ session: debriefs, order: orders })
    .from(debriefs)
    .innerJoin(orders, eq(orders.id, debriefs.orderId))
    .where(
      and(
        eq(debriefs.id, sessionId),
        eq(debriefs.counsellorId, counsellor.id),
        eq(orders.counsellorId, counsellor.id),
      ),
    )
    .for('update', { of: debriefs })
  if (!row || (await orderRefunded(tx, row.order))) throw new RefusedError('not-found', SESSION_NOT_FOUND)
  return row.session
}

/**
 * The family's booked debrief is off because of the family's side (a full refund, a consent withdrawal, an
 * erasure): the session is cancelled with a higher SEQUENCE, its reminders are dequeued, and both sides are told by
 * mail with a cancelling invitation (METHOD:CANCEL, the same UID). Call it before the child's data is erased (the
 * mails name the parent and the time, never the child).
 */
export async function cancelOrderDebriefs(
  tx: DbOrTx,
  input: { orderId: string; cause: FamilyCancelCause; now: Date; links: MailLinks },
): Promise<number> {
  const booked = await tx
    .select()
    .from(debriefs)
    .where(
      and(eq(debriefs.orderId, input.orderId), eq(debriefs.status, 'booked'), gt(debriefs.endsAt, input.now)),
    )
    .for('update')
  if (booked.length === 0) return 0
  const facts = await orderFacts(tx, input.orderId, input.links)
  for (const session of booked) {
    const [updated] = await tx
      .update(debriefs)
      .set({
        status: 'cancelled',
        cancelledBy: input.cause === 'refund' ? 'staff' : 'parent',
        cancelReason: FAMILY_CANCEL_REASONS[input.cause],
        sequence: session.sequence + 1,
        updatedAt: input.now,
      })
      .where(eq(debriefs.id, session.id))
      .returning()
    if (!updated) throw new Error('debrief update did not return a row')
    await deleteReminders(tx, session.id)
    if (!facts) continue
    // The counsellor who holds the session (the order's counsellor: a moved family's sessions were cancelled then).
    const f = { ...facts, startsAt: session.startsAt, childFirstName: null }
    await enqueueMail(
      tx,
      {
        kind: 'debrief',
        to: f.counsellorEmail,
        ...familyCancelMailToCounsellor(f, input.cause),
        meta: {
          debriefId: session.id,
          ics: sessionIcs(updated, f, input, 'counsellor'),
          icsMethod: 'CANCEL',
          ...TO_COUNSELLOR,
        },
      },
      input.now,
    )
    await enqueueMail(
      tx,
      {
        kind: 'debrief',
        to: f.parentEmail,
        ...familyCancelMailToParent(f, input.cause),
        meta: { debriefId: session.id, ics: sessionIcs(updated, f, input, 'parent'), icsMethod: 'CANCEL' },
        language: f.language,
      },
      input.now,
    )
  }
  return booked.length
}

/** Why the family's session went, as staff read it on the order (the parent's mail says it in their words). */
const FAMILY_CANCEL_REASONS: Record<FamilyCancelCause, string> = {
  refund: 'The order was refunded.',
  withdrawal: 'Consent withdrawn.',
  erasure: 'The account was erased.',
}

export async function cancelByCounsellor(
  tx: DbOrTx,
  input: { counsellor: Counsellor; sessionId: string; reason: string; now: Date; links: MailLinks },
): Promise<Debrief> {
  const session = await ownSession(tx, input.counsellor, input.sessionId)
  if (session.status !== 'booked')
    throw new RefusedError('conflict', 'Only a booked session can be cancelled.')
  if (session.startsAt <= input.now) throw new RefusedError('conflict', 'This session has already started.')
  const [updated] = await tx
    .update(debriefs)
    .set({
      status: 'cancelled',
      cancelledBy: 'counsellor',
      cancelReason: input.reason,
      sequence: session.sequence + 1,
      updatedAt: input.now,
    })
    .where(eq(debriefs.id, session.id))
    .returning()
  if (!updated) throw new Error('debrief update did not return a row')
  await deleteReminders(tx, session.id)
  const facts = await orderFacts(tx, session.orderId, input.links)
  if (facts) {
    const ics = sessionIcs(updated, facts, input, 'parent')
    await enqueueMail(
      tx,
      {
        kind: 'debrief',
        to: facts.parentEmail,
        ...cancelledByCounsellorMail({ ...facts, startsAt: session.startsAt }, input.reason),
        meta: { debriefId: session.id, ics, icsMethod: 'CANCEL' },
        language: facts.language,
      },
      input.now,
    )
  }
  return updated
}

/** Held (with notes; the order closes) or a no-show: only once the session's time has come. */
export async function closeSession(
  tx: DbOrTx,
  input: {
    counsellor: Counsellor
    sessionId: string
    outcome: 'held' | 'no-show'
    privateNotes?: string
    parentNote?: string
    now: Date
    links: MailLinks
  },
): Promise<Debrief> {
  const session = await ownSession(tx, input.counsellor, input.sessionId)
  if (session.status !== 'booked') throw new RefusedError('conflict', 'This session is already closed.')
  if (session.startsAt > input.now)
    throw new RefusedError('conflict', 'A session can be marked once its time has come.')
  const parentNote = input.outcome === 'held' && input.parentNote?.trim() ? input.parentNote.trim() : null
  const [updated] = await tx
    .update(debriefs)
    .set({
      status: input.outcome,
      privateNotes: input.privateNotes?.trim() || null,
      parentNote,
      updatedAt: input.now,
    })
    .where(eq(debriefs.id, session.id))
    .returning()
  if (!updated) throw new Error('debrief update did not return a row')
  await deleteReminders(tx, session.id)
  if (input.outcome === 'held') {
    await tx
      .update(orders)
      .set({ fulfilmentStatus: 'closed', updatedAt: input.now })
      .where(eq(orders.id, session.orderId))
    const facts = await orderFacts(tx, session.orderId, input.links)
    if (facts && parentNote)
      await enqueueMail(
        tx,
        {
          kind: 'debrief',
          to: facts.parentEmail,
          ...heldMail({ ...facts, startsAt: session.startsAt }, parentNote),
          language: facts.language,
        },
        input.now,
      )
  }
  return updated
}

/** The .ics of a session for its parent or its counsellor; 409 for a cancelled one. */
export async function icsFor(
  tx: DbOrTx,
  input: {
    sessionId?: string
    orderId?: string
    applicantId?: string
    counsellorId?: string
    links: MailLinks
    now: Date
  },
): Promise<string> {
  const conditions = [
    input.sessionId ? eq(debriefs.id, input.sessionId) : undefined,
    input.orderId ? eq(debriefs.orderId, input.orderId) : undefined,
    input.counsellorId ? eq(debriefs.counsellorId, input.counsellorId) : undefined,
    // The workspace's copy: only the family's current counsellor.
    input.counsellorId ? eq(orders.counsellorId, input.counsellorId) : undefined,
    input.applicantId ? eq(orders.applicantId, input.applicantId) : undefined,
  ]
  const [row] = await tx
    .select({ session: debriefs, order: orders })
    .from(debriefs)
    .innerJoin(orders, eq(orders.id, debriefs.orderId))
    .where(and(...conditions))
    .orderBy(bookedFirst, desc(debriefs.createdAt))
    .limit(1)
  if (!row) throw new RefusedError('not-found', SESSION_NOT_FOUND)
  // A refunded family is no longer the counsellor's.
  if (input.counsellorId && (await orderRefunded(tx, row.order)))
    throw new RefusedError('not-found', SESSION_NOT_FOUND)
  if (row.session.status === 'cancelled')
    throw new RefusedError('conflict', 'This session was cancelled: there is nothing to add to a calendar.')
  const facts = await orderFacts(tx, row.session.orderId, input.links)
  if (!facts) throw new RefusedError('not-found', SESSION_NOT_FOUND)
  // The workspace asks for the counsellor's copy, My orders for the parent's.
  return sessionIcs(row.session, facts, input, input.counsellorId ? 'counsellor' : 'parent')
}

const scanWords = {
  sent: 'not-started',
  consented: 'in-progress',
  submitted: 'submitted',
  withdrawn: 'withdrawn',
  erased: 'withdrawn',
} as const

/** A counsellor's students: their paid, kept report orders, newest first. */
export async function counsellorStudents(tx: DbOrTx, counsellorId: string) {
  const rows = await tx
    .select({ order: orders, applicant: applicants, scan: scans })
    .from(orders)
    .innerJoin(applicants, eq(applicants.id, orders.applicantId))
    .leftJoin(scans, eq(scans.orderId, orders.id))
    .where(and(eq(orders.counsellorId, counsellorId), inArray(orders.status, [...PAID])))
    .orderBy(desc(orders.counsellorAssignedAt))
  const kept = []
  for (const row of rows) if (!(await orderRefunded(tx, row.order))) kept.push(row)
  const ids = kept.map((r) => r.order.id)
  const [reportRows, sessionRows] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          tx.selectDistinct({ orderId: reports.orderId }).from(reports).where(inArray(reports.orderId, ids)),
          tx
            .select()
            .from(debriefs)
            .where(inArray(debriefs.orderId, ids))
            .orderBy(bookedFirst, desc(debriefs.createdAt)),
        ])
  const ready = new Set(reportRows.map((r) => r.orderId))
  const summaries = await scanSummaries(tx, ids)
  return kept.map(({ order, applicant, scan }) => {
    const session = sessionRows.find((s) => s.orderId === order.id)
    return {
      orderId: order.id,
      reference: order.id.slice(0, 8).toUpperCase(),
      childFirstName: scan?.childFirstName ?? null,
      childClass: scan?.childClass ? String(scan.childClass) : null,
      parentName: `${applicant.firstName} ${applicant.lastName}`.trim(),
      parentEmail: applicant.email,
      parentPhone: applicant.phone,
      planName: order.planName,
      assignedAt: order.counsellorAssignedAt?.toISOString() ?? null,
      scan: scan ? scanWords[scan.status] : ('not-started' as const),
      reportReady: ready.has(order.id),
      /** The latest report found the answers hurried (issue 51 point 7): worth raising in the debrief. */
      answersHurried: summaries.get(order.id)?.hurried ?? false,
      session: session
        ? {
            id: session.id,
            startsAt: session.startsAt.toISOString(),
            endsAt: session.endsAt.toISOString(),
            status: session.status,
          }
        : null,
      closed: order.fulfilmentStatus === 'closed',
    }
  })
}

/**
 * A counsellor's sessions: upcoming booked ones first (soonest first), then the rest (latest first). Only of the
 * families the counsellor has now (paid, kept, not moved to another counsellor): a counsellor who lost a family
 * no longer sees the parent's email, phone or the notes.
 */
export async function counsellorSessionList(tx: DbOrTx, counsellorId: string, now: Date) {
  const all = await tx
    .select({ session: debriefs, applicant: applicants, childFirstName: scans.childFirstName, order: orders })
    .from(debriefs)
    .innerJoin(orders, eq(orders.id, debriefs.orderId))
    .innerJoin(applicants, eq(applicants.id, orders.applicantId))
    .leftJoin(scans, eq(scans.orderId, orders.id))
    .where(
      and(
        eq(debriefs.counsellorId, counsellorId),
        eq(orders.counsellorId, counsellorId),
        inArray(orders.status, [...PAID]),
      ),
    )
    .orderBy(asc(debriefs.startsAt))
  const refunded = new Set<string>()
  for (const id of new Set(all.map((r) => r.order.id))) {
    const order = all.find((r) => r.order.id === id)!.order
    if (await orderRefunded(tx, order)) refunded.add(id)
  }
  const rows = all.filter((r) => !refunded.has(r.order.id))
  const upcoming = rows.filter((r) => r.session.status === 'booked' && r.session.endsAt > now)
  const rest = rows.filter((r) => !upcoming.includes(r)).reverse()
  return [...upcoming, ...rest].map(({ session, applicant, childFirstName }) =>
    sessionView(session, applicant, childFirstName),
  )
}

export function sessionView(
  session: Debrief,
  applicant: typeof applicants.$inferSelect,
  childFirstName: string | null,
) {
  return {
    id: session.id,
    orderId: session.orderId,
    childFirstName,
    parentName: `${applicant.firstName} ${applicant.lastName}`.trim(),
    parentEmail: applicant.email,
    parentPhone: applicant.phone,
    startsAt: session.startsAt.toISOString(),
    endsAt: session.endsAt.toISOString(),
    status: session.status,
    cancelledBy: session.cancelledBy,
    cancelReason: session.cancelReason,
    privateNotes: session.privateNotes,
    parentNote: session.parentNote,
  }
}

/** One session as its counsellor sees it. */
export async function counsellorSession(tx: DbOrTx, session: Debrief) {
  const [row] = await tx
    .select({ applicant: applicants, childFirstName: scans.childFirstName })
    .from(orders)
    .innerJoin(applicants, eq(applicants.id, orders.applicantId))
    .leftJoin(scans, eq(scans.orderId, orders.id))
    .where(eq(orders.id, session.orderId))
  if (!row) throw new RefusedError('not-found', SESSION_NOT_FOUND)
  return sessionView(session, row.applicant, row.childFirstName)
}

/** Whether a counsellor has this order as a student (paid, kept): the report routes' check. */
export async function isCounsellorsStudent(
  tx: DbOrTx,
  counsellorId: string,
  orderId: string,
): Promise<boolean> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.counsellorId, counsellorId), isNotNull(orders.paidAt)))
  if (!order || !PAID.some((s) => s === order.status)) return false
  return !(await orderRefunded(tx, order))
}

/** What the back office's order page shows of its counsellor, referral and debrief. */
export async function counsellorOfOrder(
  tx: DbOrTx,
  order: Pick<Order, 'id' | 'counsellorId' | 'referredBy' | 'counsellorAssignedAt'>,
) {
  const ids = [order.counsellorId, order.referredBy].filter((id): id is string => id !== null)
  const people = ids.length > 0 ? await tx.select().from(counsellors).where(inArray(counsellors.id, ids)) : []
  const person = (id: string | null) => {
    const found = people.find((p) => p.id === id)
    return found ? { id: found.id, name: found.name, email: found.email } : null
  }
  const latest = await latestSession(tx, order.id)
  return {
    assignedCounsellor: person(order.counsellorId),
    counsellorAssignedAt: order.counsellorAssignedAt,
    referredBy: person(order.referredBy),
    debrief: latest
      ? { id: latest.id, startsAt: latest.startsAt, status: latest.status, cancelReason: latest.cancelReason }
      : null,
  }
}
