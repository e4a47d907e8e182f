/**
 * Privacy requests that need a person (a correction we cannot verify, a question, a complaint): tickets of kind
 * `privacy` (server/tickets/, rules.ts: answered within 90 days). The acknowledgement, naming the contact person
 * for personal data, is mailed at once and the support inbox told, in the transaction that makes the ticket.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { applicants, tickets } from '../db/schema'
import { RefusedError } from '../lib/errors'
import { enqueueMail } from '../mail/queue'
import { ticketDeadlines, ticketNumber } from '../tickets/rules'
import { nextTicketSequence, TICKETS_PER_BUYER_PER_DAY, type Ticket } from '../tickets/tickets'
import type { PrivacyContact } from '../../src/content/privacy-contact'
import { privacyRequestMail, privacyRequestNotice } from './privacy-mail'

/** Privacy requests one person may have waiting at once. */
export const OPEN_PRIVACY_REQUESTS = 3

export async function openPrivacyRequest(
  tx: DbOrTx,
  input: {
    applicantId: string
    reason: string
    message: string
    now: Date
    siteUrl: string
    supportEmail: string
    contact: PrivacyContact
  },
): Promise<Ticket> {
  const { now } = input
  // The person's row lock makes two requests sent at once count one after the other.
  const [applicant] = await tx
    .select()
    .from(applicants)
    .where(eq(applicants.id, input.applicantId))
    .for('update')
  if (!applicant) throw new RefusedError('not-found', 'There is no account.')
  const [counts] = await tx
    .select({
      waiting: sql<number>`(count(*) filter (where ${tickets.kind} = 'privacy' and ${tickets.state} <> 'closed'))::int`,
      today: sql<number>`(count(*) filter (where ${tickets.createdAt} > ${new Date(now.getTime() - 86_400_000).toISOString()}::timestamptz))::int`,
    })
    .from(tickets)
    .where(and(eq(tickets.applicantId, input.applicantId)))
  if ((counts?.today ?? 0) >= TICKETS_PER_BUYER_PER_DAY || (counts?.waiting ?? 0) >= OPEN_PRIVACY_REQUESTS)
    throw new RefusedError(
      'too-many',
      'You already have several requests waiting for us. Please wait for our answers, or reply to one of our emails.',
    )
  const kind = 'privacy' as const
  const number = ticketNumber(kind, await nextTicketSequence(tx, kind))
  const deadlines = ticketDeadlines(kind, now)
  const [ticket] = await tx
    .insert(tickets)
    .values({
      id: crypto.randomUUID(),
      kind,
      number,
      applicantId: applicant.id,
      orderId: null,
      reason: input.reason,
      message: input.message,
      state: 'open',
      createdAt: now,
      ...deadlines,
      updatedAt: now,
    })
    .returning()
  if (!ticket) throw new Error('the ticket insert returned no row')
  await enqueueMail(
    tx,
    {
      kind: 'privacy',
      to: applicant.email,
      ...privacyRequestMail(
        {
          number,
          firstName: applicant.firstName,
          reason: input.reason,
          message: input.message,
          resolveBy: deadlines.resolveBy,
          privacyCentreUrl: `${input.siteUrl}/privacy-centre`,
          contact: input.contact,
        },
        applicant.language,
      ),
      language: applicant.language,
      meta: { ticketId: ticket.id },
    },
    now,
  )
  await enqueueMail(
    tx,
    {
      kind: 'support',
      to: input.supportEmail,
      ...privacyRequestNotice({
        number,
        email: applicant.email,
        reason: input.reason,
        message: input.message,
        ...deadlines,
        adminUrl: `${input.siteUrl}/admin#/tickets/${ticket.id}/show`,
      }),
      meta: { ticketId: ticket.id },
    },
    now,
  )
  return ticket
}
