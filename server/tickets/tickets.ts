/**
 * Tickets: requests from buyers that a person must acknowledge and resolve within their kind's deadlines
 * (rules.ts). A help request is opened from My orders about one of the buyer's orders; its acknowledgement is
 * mailed at once and the support inbox is told, in the transaction that makes the ticket. Staff answer from the
 * back office (the answer is mailed) and close it.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { applicants, invoiceCounters, orders, tickets, type TicketKind, type TicketState } from '../db/schema'
import { RefusedError } from '../lib/errors'
import { enqueueMail } from '../mail/queue'
import { ticketDeadlines, ticketNumber } from './rules'
import { ticketAcknowledgementMail, ticketAnswerMail, ticketSupportNotice } from './ticket-mail'
import { privacyAnswerMail } from '../privacy/privacy-mail'
import type { PrivacyContact } from '../../src/content/privacy-contact'

export type Ticket = typeof tickets.$inferSelect

/** Requests about one order that may wait for an answer at once; a buyer adds to one by replying to its mail. */
export const OPEN_TICKETS_PER_ORDER = 3
/** Requests a buyer may open in 24 hours, over all their orders. */
export const TICKETS_PER_BUYER_PER_DAY = 10
const ORDER_NOT_FOUND = 'Order not found.'
export const TICKET_NOT_FOUND = 'Request not found.'

export interface TicketLinks {
  siteUrl: string
  supportEmail: string
  /** Named in every answer to a privacy request (DPDP Act). */
  privacyContact?: PrivacyContact
}

/** The next number of a kind's series (its own row in invoice_counters, locked until the transaction ends). */
export async function nextTicketSequence(tx: DbOrTx, kind: TicketKind): Promise<number> {
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ financialYear: `ticket ${kind}`, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning()
  if (!counter) throw new Error(`the ${kind} ticket counter did not return a row`)
  return counter.lastNumber
}

/**
 * Opens a help request about the applicant's own order: numbered, with its deadlines, its acknowledgement to the
 * buyer and a notice to support queued in the same transaction. 404 for an order that is not theirs; 429 when
 * the order already has OPEN_TICKETS_PER_ORDER requests waiting or the buyer opened TICKETS_PER_BUYER_PER_DAY in
 * the last 24 hours (a request refused does not count).
 */
export async function openHelpTicket(
  tx: DbOrTx,
  input: {
    applicantId: string
    orderId: string
    reason: string
    message: string
    now: Date
    links: TicketLinks
  },
): Promise<Ticket> {
  const { now, links } = input
  // The buyer's row lock makes two requests sent at once count one after the other.
  const [row] = await tx
    .select({ order: orders, applicant: applicants })
    .from(orders)
    .innerJoin(applicants, eq(applicants.id, orders.applicantId))
    .where(and(eq(orders.id, input.orderId), eq(orders.applicantId, input.applicantId)))
    .for('update', { of: applicants })
  if (!row) throw new RefusedError('not-found', ORDER_NOT_FOUND)
  const [counts] = await tx
    .select({
      waiting: sql<number>`(count(*) filter (where ${tickets.orderId} = ${input.orderId}
        and ${tickets.state} <> 'closed'))::int`,
      today: sql<number>`(count(*) filter (where ${tickets.createdAt} > ${new Date(now.getTime() - 86_400_000).toISOString()}::timestamptz))::int`,
    })
    .from(tickets)
    .where(eq(tickets.applicantId, input.applicantId))
  if ((counts?.today ?? 0) >= TICKETS_PER_BUYER_PER_DAY)
    throw new RefusedError(
      'too-many',
      'You have sent us several requests today. Please wait for our answers, or reply to one of our emails.',
    )
  if ((counts?.waiting ?? 0) >= OPEN_TICKETS_PER_ORDER)
    throw new RefusedError(
      'too-many',
      `You already have ${OPEN_TICKETS_PER_ORDER} requests about this order waiting for us. To add something, reply to the email we sent you.`,
    )
  const kind = 'help' as const
  const number = ticketNumber(kind, await nextTicketSequence(tx, kind))
  const deadlines = ticketDeadlines(kind, now)
  const [ticket] = await tx
    .insert(tickets)
    .values({
      id: crypto.randomUUID(),
      kind,
      number,
      applicantId: input.applicantId,
      orderId: input.orderId,
      reason: input.reason,
      message: input.message,
      state: 'open',
      createdAt: now,
      ...deadlines,
      updatedAt: now,
    })
    .returning()
  if (!ticket) throw new Error('the ticket insert returned no row')
  const words = {
    number,
    firstName: row.applicant.firstName,
    planName: row.order.planName,
    reason: input.reason,
    message: input.message,
    ordersUrl: `${links.siteUrl}/orders`,
  }
  await enqueueMail(
    tx,
    {
      kind: 'ticket',
      to: row.applicant.email,
      ...ticketAcknowledgementMail({ ...words, resolveBy: deadlines.resolveBy }, row.applicant.language),
      language: row.applicant.language,
      meta: { ticketId: ticket.id },
    },
    now,
  )
  await enqueueMail(
    tx,
    {
      kind: 'support',
      to: links.supportEmail,
      ...ticketSupportNotice({
        ...words,
        email: row.applicant.email,
        orderId: row.order.id,
        ...deadlines,
        adminUrl: `${links.siteUrl}/admin#/tickets/${ticket.id}/show`,
      }),
      meta: { ticketId: ticket.id },
    },
    now,
  )
  return ticket
}

/** What a buyer sees of a ticket on My orders. */
export function buyerTicket(ticket: Ticket) {
  return {
    id: ticket.id,
    kind: ticket.kind,
    number: ticket.number,
    orderId: ticket.orderId,
    reason: ticket.reason,
    message: ticket.message,
    state: ticket.state,
    createdAt: ticket.createdAt.toISOString(),
    answer: ticket.answer,
    answeredAt: ticket.answeredAt?.toISOString() ?? null,
  }
}
export type BuyerTicket = ReturnType<typeof buyerTicket>

/** An applicant's tickets, newest first. */
export async function ticketsOfApplicant(db: DbOrTx, applicantId: string): Promise<Ticket[]> {
  return db
    .select()
    .from(tickets)
    .where(eq(tickets.applicantId, applicantId))
    .orderBy(desc(tickets.createdAt), desc(tickets.number))
}

/** The tickets about these orders, oldest first (the back office's order page). */
export async function ticketsOfOrders(db: DbOrTx, orderIds: string[]): Promise<Ticket[]> {
  if (orderIds.length === 0) return []
  return db.select().from(tickets).where(inArray(tickets.orderId, orderIds)).orderBy(asc(tickets.createdAt))
}

async function lockedTicket(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ ticket: tickets, applicant: applicants, planName: orders.planName })
    .from(tickets)
    .innerJoin(applicants, eq(applicants.id, tickets.applicantId))
    .leftJoin(orders, eq(orders.id, tickets.orderId))
    .where(eq(tickets.id, id))
    .for('update', { of: tickets })
  if (!row) throw new RefusedError('not-found', TICKET_NOT_FOUND)
  return row
}

/**
 * Staff's answer: stored (the latest answer is the one shown), mailed to the buyer, and the ticket acknowledged
 * and `answered`, or `closed` when `close` says the answer resolves it. Returns the ticket before and after.
 */
export async function answerTicket(
  tx: DbOrTx,
  input: { id: string; answer: string; close: boolean; staffEmail: string; now: Date; links: TicketLinks },
): Promise<{ before: Ticket; after: Ticket }> {
  const { now } = input
  const { ticket, applicant, planName } = await lockedTicket(tx, input.id)
  const state: TicketState = input.close ? 'closed' : 'answered'
  const [after] = await tx
    .update(tickets)
    .set({
      answer: input.answer,
      answeredAt: now,
      answeredBy: input.staffEmail,
      acknowledgedAt: ticket.acknowledgedAt ?? now,
      state,
      closedAt: input.close ? now : null,
      updatedAt: now,
    })
    .where(eq(tickets.id, ticket.id))
    .returning()
  if (!after) throw new Error('the ticket update returned no row')
  if (ticket.kind === 'privacy' && input.links.privacyContact) {
    await enqueueMail(
      tx,
      {
        kind: 'privacy',
        to: applicant.email,
        ...privacyAnswerMail(
          {
            number: ticket.number,
            firstName: applicant.firstName,
            answer: input.answer,
            closed: input.close,
            privacyCentreUrl: `${input.links.siteUrl}/privacy-centre`,
            contact: input.links.privacyContact,
          },
          applicant.language,
        ),
        language: applicant.language,
        meta: { ticketId: ticket.id },
      },
      now,
    )
    return { before: ticket, after }
  }
  await enqueueMail(
    tx,
    {
      kind: 'ticket',
      to: applicant.email,
      ...ticketAnswerMail(
        {
          number: ticket.number,
          firstName: applicant.firstName,
          planName: planName ?? (applicant.language === 'hi' ? 'आपकी ख़रीद' : 'your purchase'),
          reason: ticket.reason,
          message: ticket.message,
          ordersUrl: `${input.links.siteUrl}/orders`,
          answer: input.answer,
          closed: input.close,
        },
        applicant.language,
      ),
      language: applicant.language,
      meta: { ticketId: ticket.id },
    },
    now,
  )
  return { before: ticket, after }
}

/** Closes a ticket (nothing more to do) or opens it again; closing counts as acknowledging it. */
export async function setTicketState(
  tx: DbOrTx,
  input: { id: string; state: 'open' | 'closed'; now: Date },
): Promise<{ before: Ticket; after: Ticket }> {
  const { ticket } = await lockedTicket(tx, input.id)
  if (ticket.state === input.state) return { before: ticket, after: ticket }
  const closing = input.state === 'closed'
  const [after] = await tx
    .update(tickets)
    .set({
      // Opened again: waiting for a person again, answered before or not.
      state: input.state,
      closedAt: closing ? input.now : null,
      acknowledgedAt: ticket.acknowledgedAt ?? (closing ? input.now : null),
      updatedAt: input.now,
    })
    .where(eq(tickets.id, ticket.id))
    .returning()
  if (!after) throw new Error('the ticket update returned no row')
  return { before: ticket, after }
}
