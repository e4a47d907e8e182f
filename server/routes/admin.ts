/**
 * The back office's API (/api/admin/*). Sign-in: a code mailed to an address in STAFF_EMAILS (email-codes, purpose
 * 'staff'; the same answer for any address), then a staff session in its own cookie. Every other route is
 * registered inside one scope whose preParsing hook requires that session (401 without it, 403 for a buyer's
 * session or an address no longer listed), so a route added there cannot skip the check. Every change is written
 * to the audit log in the transaction of the change; gateway calls happen after it commits.
 */
import { adminCourseRoutes } from './admin-course'
import { z } from 'zod'
import type { App, AppContext } from '../context'
import { HttpError } from '../http/errors'
import { clientKey } from '../http/rate-limits'
import { email, messageResponse } from '../http/schemas'
import { checkEmailCode, issueEmailCode, type EmailCodePolicy } from '../services/email-codes'
import { SESSION_COOKIE } from '../services/sessions'
import {
  STAFF_COOKIE,
  STAFF_COOKIE_PATH,
  closeStaffSession,
  isStaffEmail,
  openStaffSession,
  requireStaff,
} from '../services/staff'
import { adminAuditRoutes } from './admin-audit'
import { adminBreachRoutes } from './admin-breach'
import { adminDocumentRoutes } from './admin-documents'
import { adminLeadRoutes } from './admin-leads'
import { adminMailQueueRoutes } from './admin-mail-queue'
import { adminMessageRoutes } from './admin-messages'
import { adminOrderRoutes } from './admin-orders'
import { adminCounsellorRoutes } from './admin-counsellors'
import { adminReportRoutes } from './admin-reports'
import { adminTicketRoutes } from './admin-tickets'
import { adminCounsellorPageRoutes } from './counsellor-pages'
import { adminStrategyRoutes } from './strategy'

export const STAFF_CODE_MESSAGE =
  'If this address may use the back office, a 6-digit code is on its way to it.'
const WRONG_CODE = 'Invalid or expired code.'

/** Routes that answer without a staff session: how one gets it. */
export const ADMIN_PUBLIC_ROUTES = ['/api/admin/code', '/api/admin/sign-in', '/api/admin/sign-out']

/** Every protected admin route of an app, as registered (the tests check each refuses the wrong callers). */
export const protectedAdminRoutes = new WeakMap<object, { method: string; url: string }[]>()

const signInBody = z.strictObject({
  email,
  code: z.string({ error: 'Code is required.' }).regex(/^\d{6}$/, 'The code is 6 digits.'),
})
function staffCodeMail(input: { email: string; code: string; ttlMinutes: number; adminUrl: string }) {
  return {
    subject: `Your DEM back-office code is ${input.code}`,
    body: [
      'Hello,',
      '',
      `Your code to sign in to the DEM back office is ${input.code}.`,
      `It was requested for ${input.email} and is valid for ${input.ttlMinutes} minutes, once.`,
      `Enter it at ${input.adminUrl}`,
      'If you did not ask for it, tell the team: someone tried to sign in as you.',
      '',
      'DEM Success Blueprint',
    ].join('\n'),
  }
}

export function adminRoutes(app: App, ctx: AppContext, tight: { max: number; timeWindow: number }) {
  const { db } = ctx.database
  const policy: EmailCodePolicy = {
    purpose: 'staff',
    secret: ctx.config.otpSecret,
    emailHourlyAtBasePace: ctx.settings.ordersCodeEmailHourlyCap,
    ipHourlyCap: ctx.settings.ordersCodeIpHourlyCap,
  }

  app.post(
    '/api/admin/code',
    {
      schema: { body: z.strictObject({ email }), response: { 200: messageResponse } },
      config: { rateLimit: tight },
    },
    async (request) => {
      const address = request.body.email
      // Only listed addresses are mailed a code. Every address gets the same work otherwise (a code row, the wait
      // between codes, the client's budget), so neither the answers nor their timing tell who is staff.
      const staff = isStaffEmail(ctx, address)
      const verdict = await issueEmailCode(db, policy, {
        email: address,
        client: clientKey(request.ip),
        now: ctx.clock(),
        mail: staff
          ? (code, ttlMinutes) =>
              staffCodeMail({ email: address, code, ttlMinutes, adminUrl: `${ctx.config.siteUrl}/admin` })
          : null,
      })
      if (!verdict.sent) throw verdict.error
      if (staff) ctx.mail.kick()
      return { message: STAFF_CODE_MESSAGE }
    },
  )

  app.post(
    '/api/admin/sign-in',
    { schema: { body: signInBody, response: { 200: messageResponse } }, config: { rateLimit: tight } },
    async (request, reply) => {
      const right = await checkEmailCode(db, policy, {
        ...request.body,
        client: clientKey(request.ip),
        now: ctx.clock(),
      })
      if (!right || !isStaffEmail(ctx, request.body.email)) throw new HttpError(400, WRONG_CODE)
      const token = await openStaffSession(ctx, request.body.email)
      reply.setCookie(STAFF_COOKIE, token, {
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
        path: STAFF_COOKIE_PATH,
      })
      return { message: 'Signed in.' }
    },
  )

  app.post(
    '/api/admin/sign-out',
    { schema: { response: { 200: messageResponse } } },
    async (request, reply) => {
      const token = request.cookies[STAFF_COOKIE]
      if (token) await closeStaffSession(ctx, token)
      reply.clearCookie(STAFF_COOKIE, { path: STAFF_COOKIE_PATH })
      return { message: 'Signed out.' }
    },
  )

  void app.register(async (scope: App) => {
    const registered: { method: string; url: string }[] = []
    protectedAdminRoutes.set(app, registered)
    scope.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        if (method !== 'HEAD') registered.push({ method, url: route.url })
    })
    scope.decorateRequest('staffEmail', '')
    // preParsing, not onRequest: the route's flood guard (an onRequest hook of each route, which runs after the
    // scope's onRequest hooks) counts the request first, so forged cookies spend the client's budget too; the body
    // is still not read before the session is checked.
    scope.addHook('preParsing', async (request, _reply, payload) => {
      request.staffEmail = await requireStaff(ctx, {
        staffToken: request.cookies[STAFF_COOKIE],
        buyerToken: request.cookies[SESSION_COOKIE],
      })
      return payload
    })
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      reply.header('x-robots-tag', 'noindex')
    })
    protectedRoutes(scope)
  })

  function protectedRoutes(scope: App) {
    scope.get('/api/admin/me', async (request) => ({ email: request.staffEmail }))
    adminReportRoutes(scope, ctx)
    adminDocumentRoutes(scope, ctx)
    adminBreachRoutes(scope, ctx)
    adminTicketRoutes(scope, ctx)

    const { orderDetail } = adminOrderRoutes(scope, ctx)
    adminCounsellorRoutes(scope, ctx, orderDetail)
    adminLeadRoutes(scope, ctx)
    adminMessageRoutes(scope, ctx)
    adminCounsellorPageRoutes(scope, ctx)
    adminStrategyRoutes(scope, ctx)
    adminMailQueueRoutes(scope, ctx)
    adminAuditRoutes(scope, ctx)
    adminCourseRoutes(scope, ctx)
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the admin scope's preParsing hook. */
    staffEmail: string
  }
}
