/**
 * The back office's tickets (server/tickets/): the list with each one's state and deadlines, a ticket with its
 * order, staff's answer (mailed to the buyer) and closing or opening one again. Registered in the admin scope
 * (routes/admin.ts), so every route here needs a staff session and every change is audited.
 */
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm'
import type { App, AppContext } from '../context'
import { applicants, orders, ticketKinds, ticketStates, tickets } from '../db/schema'
import { HttpError } from '../http/errors'
import { idParams, isUuid, ticketAnswerBody, ticketStateBody } from '../http/schemas'
import { audit } from '../services/staff'
import { hmacHex } from '../lib/secrets'
import { answerTicket, setTicketState, TICKET_NOT_FOUND, type Ticket } from '../tickets/tickets'
import { filterText, listQuery, page, sendPage, sortOf } from './admin-list'

const columns = {
  ticket: tickets,
  email: applicants.email,
  firstName: applicants.firstName,
  lastName: applicants.lastName,
  planName: orders.planName,
  reference: orders.gatewayOrderId,
}

/** A ticket as staff see it: the row, who and which order, and how long is left on each clock (negative: late). */
function shaped(row: { ticket: Ticket } & Record<string, unknown>, now: Date) {
  const { ticket, ...rest } = row
  const waitingForAcknowledgement = ticket.acknowledgedAt === null && ticket.state !== 'closed'
  return {
    ...ticket,
    ...rest,
    acknowledgeMinutesLeft: waitingForAcknowledgement
      ? Math.floor((ticket.acknowledgeBy.getTime() - now.getTime()) / 60_000)
      : null,
    resolveMinutesLeft:
      ticket.state === 'closed' ? null : Math.floor((ticket.resolveBy.getTime() - now.getTime()) / 60_000),
  }
}

export function adminTicketRoutes(scope: App, ctx: AppContext) {
  const { db } = ctx.database
  const links = {
    siteUrl: ctx.config.siteUrl,
    supportEmail: ctx.config.supportEmail,
    privacyContact: ctx.config.privacyContact,
  }
  const withOrder = () =>
    db
      .select(columns)
      .from(tickets)
      .innerJoin(applicants, eq(applicants.id, tickets.applicantId))
      .leftJoin(orders, eq(orders.id, tickets.orderId))

  scope.get('/api/admin/tickets', { schema: { querystring: listQuery } }, async (request, reply) => {
    const query = request.query
    const at = page(query)
    const where: SQL[] = []
    const state = filterText(query, 'state')
    if (state && (ticketStates as readonly string[]).includes(state))
      where.push(eq(tickets.state, state as Ticket['state']))
    const kind = filterText(query, 'kind')
    if (kind && (ticketKinds as readonly string[]).includes(kind))
      where.push(eq(tickets.kind, kind as Ticket['kind']))
    const orderId = filterText(query, 'orderId')
    if (orderId) {
      if (!isUuid(orderId)) return sendPage(reply, 'tickets', at, 0, [])
      where.push(eq(tickets.orderId, orderId))
    }
    const number = filterText(query, 'q')
    if (number) where.push(eq(tickets.number, number.toUpperCase()))
    const sort = sortOf(query, ['createdAt', 'resolveBy', 'acknowledgeBy', 'number'] as const, 'createdAt')
    const order = sort.descending ? desc(tickets[sort.field]) : asc(tickets[sort.field])
    const condition = where.length > 0 ? and(...where) : undefined
    const [rows, [total]] = await Promise.all([
      withOrder().where(condition).orderBy(order, desc(tickets.id)).offset(at.offset).limit(at.limit),
      db.select({ n: count() }).from(tickets).where(condition),
    ])
    const now = ctx.clock()
    return sendPage(
      reply,
      'tickets',
      at,
      total?.n ?? 0,
      rows.map((row) => shaped(row, now)),
    )
  })

  const one = async (id: string) => {
    if (!isUuid(id)) throw new HttpError(404, TICKET_NOT_FOUND)
    const [row] = await withOrder().where(eq(tickets.id, id))
    if (!row) throw new HttpError(404, TICKET_NOT_FOUND)
    return shaped(row, ctx.clock())
  }

  scope.get('/api/admin/tickets/:id', { schema: { params: idParams } }, async (request) =>
    one(request.params.id),
  )

  scope.post(
    '/api/admin/tickets/:id/answer',
    { schema: { params: idParams, body: ticketAnswerBody } },
    async (request) => {
      const id = request.params.id
      if (!isUuid(id)) throw new HttpError(404, TICKET_NOT_FOUND)
      const now = ctx.clock()
      await db.transaction(async (tx) => {
        const close = request.body.close ?? false
        const { before, after } = await answerTicket(tx, {
          id,
          answer: request.body.answer,
          close,
          staffEmail: request.staffEmail,
          now,
          links,
        })
        await audit(
          tx,
          {
            staffEmail: request.staffEmail,
            action: close ? 'ticket.answered-and-closed' : 'ticket.answered',
            entity: 'ticket',
            entityId: id,
            // That an answer was sent, never its text (S6): it may name the child, the school or a phone, and is
            // blanked on erasure, which a copy here would outlive. Its length and a keyed hash tell two apart.
            before: { state: before.state, answer: answerTrace(before.answer, ctx.config.sessionSecret) },
            after: { state: after.state, answer: answerTrace(after.answer, ctx.config.sessionSecret) },
          },
          now,
        )
      })
      ctx.mail.kick()
      return one(id)
    },
  )

  scope.put(
    '/api/admin/tickets/:id',
    { schema: { params: idParams, body: ticketStateBody } },
    async (request) => {
      const id = request.params.id
      if (!isUuid(id)) throw new HttpError(404, TICKET_NOT_FOUND)
      const now = ctx.clock()
      await db.transaction(async (tx) => {
        const { before, after } = await setTicketState(tx, { id, state: request.body.state, now })
        if (before.state === after.state) return
        await audit(
          tx,
          {
            staffEmail: request.staffEmail,
            action: after.state === 'closed' ? 'ticket.closed' : 'ticket.reopened',
            entity: 'ticket',
            entityId: id,
            before: { state: before.state },
            after: { state: after.state },
          },
          now,
        )
      })
      return one(id)
    },
  )
}

/** What the audit log keeps of a ticket's answer: its length and HMAC(SESSION_SECRET), not its words (S6). */
function answerTrace(answer: string | null, secret: string): { length: number; hmac: string } | null {
  if (answer === null) return null
  return { length: answer.length, hmac: hmacHex(secret, `ticket-answer:${answer}`).slice(0, 16) }
}
