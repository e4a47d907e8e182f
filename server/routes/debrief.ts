/**
 * The parent's side of the debrief, on My orders (the buyer's session): the counsellor, the free slots of the next
 * 14 days, booking, moving and cancelling (up to 12 hours before), and the calendar file. Only the session's own
 * paid report orders: anything else answers 404 alike.
 */
import { z } from 'zod'
import type { App, AppContext } from '../context'
import { bookDebrief, cancelByParent, icsFor, parentDebrief } from '../counsellors/debriefs'
import { HttpError } from '../http/errors'
import { idParams, instant, isUuid } from '../http/schemas'
import { requireSession } from '../http/session'
import { requestLanguage } from '../http/language'

const bookBody = z.strictObject({
  startsAt: instant('Please pick a time from the list.'),
})

export function debriefRoutes(app: App, ctx: AppContext, tight: { max: number; timeWindow: number }) {
  const { db } = ctx.database
  const links = { siteUrl: ctx.config.siteUrl }

  const orderId = (id: string) => {
    if (!isUuid(id)) throw new HttpError(404, 'Order not found.')
    return id
  }

  app.get('/api/orders/:id/debrief', { schema: { params: idParams } }, async (request, reply) => {
    const applicant = await requireSession(ctx, request)
    reply.header('cache-control', 'private, no-store')
    return parentDebrief(db, {
      orderId: orderId(request.params.id),
      applicantId: applicant.id,
      now: ctx.clock(),
      language: requestLanguage(request),
    })
  })

  app.post(
    '/api/orders/:id/debrief',
    { schema: { params: idParams, body: bookBody }, config: { rateLimit: tight } },
    async (request) => {
      const applicant = await requireSession(ctx, request)
      const id = orderId(request.params.id)
      await db.transaction((tx) =>
        bookDebrief(tx, {
          orderId: id,
          applicantId: applicant.id,
          startsAt: new Date(request.body.startsAt),
          now: ctx.clock(),
          links,
        }),
      )
      ctx.mail.kick()
      return parentDebrief(db, {
        orderId: id,
        applicantId: applicant.id,
        now: ctx.clock(),
        language: requestLanguage(request),
      })
    },
  )

  app.post(
    '/api/orders/:id/debrief/cancel',
    { schema: { params: idParams }, config: { rateLimit: tight } },
    async (request) => {
      const applicant = await requireSession(ctx, request)
      const id = orderId(request.params.id)
      await db.transaction((tx) =>
        cancelByParent(tx, { orderId: id, applicantId: applicant.id, now: ctx.clock(), links }),
      )
      ctx.mail.kick()
      return parentDebrief(db, {
        orderId: id,
        applicantId: applicant.id,
        now: ctx.clock(),
        language: requestLanguage(request),
      })
    },
  )

  app.get('/api/orders/:id/debrief.ics', { schema: { params: idParams } }, async (request, reply) => {
    const applicant = await requireSession(ctx, request)
    const ics = await icsFor(db, {
      orderId: orderId(request.params.id),
      applicantId: applicant.id,
      links,
      now: ctx.clock(),
    })
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'attachment; filename="debrief.ics"')
      .header('cache-control', 'private, no-store')
      .send(ics)
  })
}
