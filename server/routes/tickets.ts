/**
 * A buyer's help requests (server/tickets/): "Need help with this order?" on My orders opens one about an order of
 * the session's applicant; the page lists them with staff's answers. Limits: the route's per-IP flood guard,
 * and the service's own: OPEN_TICKETS_PER_ORDER waiting per order, TICKETS_PER_BUYER_PER_DAY per buyer.
 */
import type { App, AppContext } from '../context'
import { helpTicketBody } from '../http/schemas'
import { requireSession } from '../http/session'
import { SESSION_COOKIE, applicantForToken } from '../services/sessions'
import { buyerTicket, openHelpTicket, ticketsOfApplicant } from '../tickets/tickets'

export function ticketRoutes(app: App, ctx: AppContext, tight: { max: number; timeWindow: number }) {
  const { db } = ctx.database
  const links = { siteUrl: ctx.config.siteUrl, supportEmail: ctx.config.supportEmail }

  // Like GET /api/orders: nobody signed in is My orders' normal first state, answered 200 with no tickets.
  app.get('/api/tickets', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    const token = request.cookies[SESSION_COOKIE]
    const applicant = token
      ? await applicantForToken(db, { token, secret: ctx.config.sessionSecret, now: ctx.clock() })
      : undefined
    return { tickets: applicant ? (await ticketsOfApplicant(db, applicant.id)).map(buyerTicket) : [] }
  })

  app.post(
    '/api/tickets',
    { schema: { body: helpTicketBody }, config: { rateLimit: tight } },
    async (request) => {
      const applicant = await requireSession(ctx, request)
      const ticket = await db.transaction((tx) =>
        openHelpTicket(tx, { applicantId: applicant.id, ...request.body, now: ctx.clock(), links }),
      )
      ctx.mail.kick()
      return { ticket: buyerTicket(ticket) }
    },
  )
}
