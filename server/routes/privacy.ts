/**
 * The privacy centre's signed-in part (server/privacy/): the same session as My orders (signed in there or on the
 * privacy centre with a mailed code). Every call acts on the session's own data; without a session it answers 401,
 * and another person's order or a guessed id 404. Answers are never cached.
 */
import { z } from 'zod'
import type { App, AppContext } from '../context'
import { HttpError } from '../http/errors'
import {
  messageResponse,
  privacyChildBody,
  privacyDetailsBody,
  privacyEraseBody,
  privacyRequestBody,
} from '../http/schemas'
import { requireSession } from '../http/session'
import { requestLanguage } from '../http/language'
import { exportHtml } from '../privacy/export-html'
import { openPrivacyRequest } from '../privacy/privacy-requests'
import { correctChild, correctDetails, eraseAccount, heldData, NOT_FOUND } from '../privacy/privacy'
import { SESSION_COOKIE, applicantForToken } from '../services/sessions'
import { routedPath } from '../http/request-path'
import { privacyCentreContent } from '../../src/content/privacy-centre'

const orderParams = z.strictObject({ id: z.string().max(100) })
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function privacyRoutes(app: App, ctx: AppContext, tight: { max: number; timeWindow: number }) {
  const { db } = ctx.database
  const contact = ctx.config.privacyContact
  const timing = {
    minAgeMs: ctx.config.payments.reconcileMinAgeMs,
    intervalMs: ctx.config.payments.reconcileIntervalMs,
  }

  app.addHook('onRequest', async (request, reply) => {
    // The routed path: `/%61pi/privacy/...` is routed here too (S14).
    if (routedPath(request).startsWith('/api/privacy')) {
      reply.header('cache-control', 'private, no-store')
      reply.header('x-robots-tag', 'noindex, nofollow')
    }
  })

  // Nobody signed in is the page's first state, not an error (as GET /api/orders).
  app.get('/api/privacy', async (request) => {
    const token = request.cookies[SESSION_COOKIE]
    const now = ctx.clock()
    const applicant = token
      ? await applicantForToken(db, { token, secret: ctx.config.sessionSecret, now })
      : undefined
    if (!applicant) return { email: null, data: null }
    return {
      email: applicant.email,
      data: await heldData(db, applicant, {
        now,
        contact,
        documents: false,
        language: requestLanguage(request),
        timing,
      }),
    }
  })

  const download = (kind: 'json' | 'html') => async (request: Parameters<typeof requireSession>[1]) => {
    const applicant = await requireSession(ctx, request)
    const now = ctx.clock()
    // A download link sends no X-Language: the words we write are in the buyer's language (the account's), the
    // records as stored.
    const data = await heldData(db, applicant, {
      now,
      contact,
      documents: true,
      language: applicant.language,
      timing,
    })
    const name = `dem-my-data-${now.toISOString().slice(0, 10)}.${kind}`
    return { data, name, language: applicant.language }
  }

  app.get('/api/privacy/export.json', async (request, reply) => {
    const { data, name } = await download('json')(request)
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(JSON.stringify(data, null, 2))
  })

  app.get('/api/privacy/export.html', async (request, reply) => {
    const { data, name, language } = await download('html')(request)
    return (
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        // The page's own styles only: no script, no outside resource.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(exportHtml(data, language))
    )
  })

  app.post(
    '/api/privacy/details',
    {
      schema: { body: privacyDetailsBody, response: { 200: messageResponse } },
      config: { rateLimit: tight },
    },
    async (request) => {
      const applicant = await requireSession(ctx, request)
      await correctDetails(db, { applicantId: applicant.id, ...request.body, now: ctx.clock() })
      return { message: privacyCentreContent.correct.saved }
    },
  )

  app.post(
    '/api/privacy/orders/:id/child',
    {
      schema: { params: orderParams, body: privacyChildBody, response: { 200: messageResponse } },
      config: { rateLimit: tight },
    },
    async (request) => {
      const applicant = await requireSession(ctx, request)
      if (!UUID.test(request.params.id)) throw new HttpError(404, NOT_FOUND)
      const { newReport } = await db.transaction((tx) =>
        correctChild(tx, {
          orderId: request.params.id,
          applicantId: applicant.id,
          child: request.body,
          now: ctx.clock(),
        }),
      )
      if (newReport) ctx.jobs.kick()
      return {
        message: newReport
          ? privacyCentreContent.correct.childSavedNewReport
          : privacyCentreContent.correct.childSaved,
      }
    },
  )

  // A request a person must handle: a ticket of kind privacy, acknowledged by mail at once, answered within 90 days.
  app.post(
    '/api/privacy/requests',
    {
      schema: { body: privacyRequestBody, response: { 200: messageResponse } },
      config: { rateLimit: tight },
    },
    async (request) => {
      const applicant = await requireSession(ctx, request)
      const ticket = await db.transaction((tx) =>
        openPrivacyRequest(tx, {
          applicantId: applicant.id,
          ...request.body,
          now: ctx.clock(),
          siteUrl: ctx.config.siteUrl,
          supportEmail: ctx.config.supportEmail,
          contact,
        }),
      )
      ctx.mail.kick()
      return { message: privacyCentreContent.request.sent(ticket.number) }
    },
  )

  app.post(
    '/api/privacy/erase',
    { schema: { body: privacyEraseBody, response: { 200: messageResponse } }, config: { rateLimit: tight } },
    async (request, reply) => {
      const applicant = await requireSession(ctx, request)
      // The typed address is the confirmation: a stray tap, or a page left open, erases nothing.
      if (request.body.email !== applicant.email)
        throw new HttpError(400, privacyCentreContent.erase.mismatch)
      await db.transaction((tx) =>
        eraseAccount(tx, { applicant, now: ctx.clock(), contact, links: { siteUrl: ctx.config.siteUrl } }),
      )
      ctx.mail.kick()
      reply.clearCookie(SESSION_COOKIE, { path: '/api' })
      return { message: privacyCentreContent.erase.done }
    },
  )
}
