/**
 * The counsellors' workspace API (/api/workspace/*). Sign-in: a code mailed to the address (email-codes, purpose
 * 'workspace'; the same answer and a mail for any address), then a session of its own kind (table
 * counsellor_sessions, cookie `dem_counsellor` sent to this API only). Every other route is registered in one
 * scope whose hook requires a certified counsellor's session (401 without one, 403 with a buyer's session only or
 * for a counsellor no longer certified), and acts on that counsellor's own students and sessions: anyone else's
 * answer 404 alike.
 */
import { workspaceCounsellorByEmail } from '../course/enrolment'
import { z } from 'zod'
import type { App, AppContext } from '../context'
import {
  WORKSPACE_COOKIE,
  WORKSPACE_COOKIE_PATH,
  closeWorkspaceSession,
  counsellorForToken,
  openWorkspaceSession,
  type Counsellor,
} from '../counsellors/counsellors'
import {
  cancelByCounsellor,
  closeSession,
  counsellorSession,
  counsellorSessionList,
  counsellorStudents,
  icsFor,
  isCounsellorsStudent,
} from '../counsellors/debriefs'
import { assignWaitingStudents } from '../counsellors/assign'
import { availabilityOf, saveAvailability } from '../counsellors/hours'
import { counsellorStats } from '../counsellors/stats'
import { counsellorPageWorkspaceRoutes } from './counsellor-pages'
import { strategyWorkspaceRoutes } from './strategy'
import { counsellors, staffSessions } from '../db/schema'
import { HttpError } from '../http/errors'
import { clientKey } from '../http/rate-limits'
import {
  NO_WEB_ADDRESS,
  WEB_ADDRESS,
  counsellorLanguages,
  email,
  freeText,
  idParams,
  isUuid,
  messageResponse,
} from '../http/schemas'
import { wrapText } from '../mail/templates'
import { latestReport } from '../reports/reports'
import { checkEmailCode, issueEmailCode, type EmailCodePolicy } from '../services/email-codes'
import { SESSION_COOKIE, applicantForToken } from '../services/sessions'
import { hmacHex } from '../lib/secrets'
import { STAFF_COOKIE } from '../services/staff'
import { eq } from 'drizzle-orm'

export const WORKSPACE_CODE_MESSAGE =
  'If this address belongs to a certified counsellor, a 6-digit code is on its way to it.'
export const WORKSPACE_NOT_SIGNED_IN = 'Please sign in to your workspace.'
export const NOT_A_COUNSELLOR = "This account may not use the counsellors' workspace."
export const PROMISED_STUDENTS = 100

const signInBody = z.strictObject({
  email,
  code: z.string({ error: 'Code is required.' }).regex(/^\d{6}$/, 'The code is 6 digits.'),
})
const meBody = z.strictObject({
  languages: counsellorLanguages.optional(),
  meetingLink: z
    .string()
    .trim()
    .max(300, 'The meeting link must be at most 300 characters.')
    .refine((value) => value === '' || /^https:\/\/[^\s<>"]+$/.test(value), {
      message: 'The meeting link must start with https://',
    })
    .nullable()
    .optional(),
})
const availabilityBody = z.strictObject({
  weekly: z
    .array(
      z.strictObject({
        weekday: z.number().int().min(0).max(6),
        start: z.string().max(5),
        end: z.string().max(5),
      }),
    )
    .max(42, 'At most 42 time ranges a week.'),
  exceptions: z.array(z.strictObject({ date: z.string().max(10) })).max(120, 'At most 120 days off.'),
})
const cancelBody = z.strictObject({
  reason: freeText('Reason', 500, true).refine((value) => !WEB_ADDRESS.test(value), NO_WEB_ADDRESS),
})
const heldBody = z.strictObject({
  privateNotes: z.string().trim().max(4000, 'Notes must be at most 4000 characters.').optional(),
  parentNote: z
    .string()
    .trim()
    .max(2000, 'The note for the parent must be at most 2000 characters.')
    .refine((value) => !WEB_ADDRESS.test(value), NO_WEB_ADDRESS)
    .optional(),
})
const noControl = (value: string | undefined) =>
  value === undefined || !/[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u.test(value.replace(/[\n\r\t]/g, ''))

function workspaceCodeMail(input: { code: string; ttlMinutes: number; name: string; workspaceUrl: string }) {
  return {
    subject: `Your DEM workspace code is ${input.code}`,
    body: [
      `Hello ${input.name},`,
      '',
      `Your code to sign in to your counsellor's workspace is ${input.code}.`,
      `It is valid for ${input.ttlMinutes} minutes and works once.`,
      `Enter it at ${input.workspaceUrl}`,
      ...wrapText('If you did not ask for it, ignore this message: nothing happens without the code.'),
      '',
      'DEM Success Blueprint',
    ].join('\n'),
  }
}

function noWorkspaceMail(input: { siteUrl: string }) {
  return {
    subject: 'Signing in to the DEM counsellors workspace',
    body: [
      'Hello,',
      '',
      ...wrapText(
        'Someone asked to sign in to the DEM counsellors workspace with this address, but it does not belong to a certified counsellor, so no code was sent.',
      ),
      ...wrapText(
        'The workspace opens once our team certifies you after your training batch. If you think this is a mistake, write to us from the contact page:',
      ),
      `${input.siteUrl}/contact`,
      '',
      'DEM Success Blueprint',
    ].join('\n'),
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the workspace scope's onRequest hook. */
    counsellor: Counsellor
  }
}

export function workspaceRoutes(app: App, ctx: AppContext, tight: { max: number; timeWindow: number }) {
  const { db } = ctx.database
  const policy: EmailCodePolicy = {
    purpose: 'workspace',
    secret: ctx.config.otpSecret,
    emailHourlyAtBasePace: ctx.settings.ordersCodeEmailHourlyCap,
    ipHourlyCap: ctx.settings.ordersCodeIpHourlyCap,
  }
  const siteUrl = ctx.config.siteUrl
  const links = { siteUrl }
  const workspaceUrl = `${siteUrl}/workspace`

  app.post(
    '/api/workspace/code',
    {
      schema: { body: z.strictObject({ email }), response: { 200: messageResponse } },
      config: { rateLimit: tight },
    },
    async (request) => {
      const address = request.body.email
      const counsellor = await workspaceCounsellorByEmail(db, address)
      const verdict = await issueEmailCode(db, policy, {
        email: address,
        client: clientKey(request.ip),
        now: ctx.clock(),
        mail: (code, ttlMinutes) =>
          counsellor
            ? workspaceCodeMail({ code, ttlMinutes, name: counsellor.name, workspaceUrl })
            : noWorkspaceMail({ siteUrl }),
      })
      if (!verdict.sent) throw verdict.error
      ctx.mail.kick()
      return { message: WORKSPACE_CODE_MESSAGE }
    },
  )

  app.post(
    '/api/workspace/sign-in',
    { schema: { body: signInBody, response: { 200: messageResponse } }, config: { rateLimit: tight } },
    async (request, reply) => {
      const now = ctx.clock()
      const right = await checkEmailCode(db, policy, { ...request.body, client: clientKey(request.ip), now })
      const counsellor = right ? await workspaceCounsellorByEmail(db, request.body.email) : undefined
      if (!counsellor) throw new HttpError(400, 'Invalid or expired code.')
      const session = await openWorkspaceSession(db, {
        secret: ctx.config.sessionSecret,
        counsellorId: counsellor.id,
        now,
      })
      reply.setCookie(WORKSPACE_COOKIE, session.token, {
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
        path: WORKSPACE_COOKIE_PATH,
        expires: session.expiresAt,
      })
      return { message: 'Signed in.' }
    },
  )

  app.post(
    '/api/workspace/sign-out',
    { schema: { response: { 200: messageResponse } } },
    async (request, reply) => {
      const token = request.cookies[WORKSPACE_COOKIE]
      if (token) await closeWorkspaceSession(db, ctx.config.sessionSecret, token)
      reply.clearCookie(WORKSPACE_COOKIE, { path: WORKSPACE_COOKIE_PATH })
      return { message: 'Signed out.' }
    },
  )

  void app.register(async (scope: App) => {
    scope.decorateRequest('counsellor', undefined as unknown as Counsellor)
    // preParsing, not onRequest (as the back office, S9): the route's flood guard (an onRequest hook of each route,
    // which runs after the scope's onRequest hooks) counts the request first, so forged cookies spend the client's
    // budget and end in 429; the body is still not read before the session is checked.
    scope.addHook('preParsing', async (request, _reply, payload) => {
      const secret = ctx.config.sessionSecret
      const now = ctx.clock()
      const token = request.cookies[WORKSPACE_COOKIE]
      const counsellor = token ? await counsellorForToken(db, { secret, token, now }) : undefined
      if (counsellor) {
        if (counsellor.status !== 'certified') throw new HttpError(403, NOT_A_COUNSELLOR)
        request.counsellor = counsellor
        return payload
      }
      // A buyer's or a staff member's session is the wrong kind here: 403, not "please sign in".
      const buyerToken = request.cookies[SESSION_COOKIE]
      if (buyerToken && (await applicantForToken(db, { token: buyerToken, secret, now })))
        throw new HttpError(403, NOT_A_COUNSELLOR)
      const staffToken = request.cookies[STAFF_COOKIE]
      if (staffToken) {
        const [staff] = await db
          .select({ id: staffSessions.id })
          .from(staffSessions)
          .where(eq(staffSessions.tokenHash, hmacHex(secret, staffToken)))
        if (staff) throw new HttpError(403, NOT_A_COUNSELLOR)
      }
      throw new HttpError(401, WORKSPACE_NOT_SIGNED_IN)
    })
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      reply.header('x-robots-tag', 'noindex')
    })

    const me = async (counsellor: Counsellor) => {
      const stats = await counsellorStats(db, counsellor.id, ctx.clock())
      return {
        id: counsellor.id,
        email: counsellor.email,
        name: counsellor.name,
        phone: counsellor.phone,
        meetingLink: counsellor.meetingLink,
        languages: counsellor.languages,
        referralCode: counsellor.referralCode,
        referralUrl: `${siteUrl}/success-blueprint?ref=${counsellor.referralCode}`,
        studentsAssigned: stats.studentsTotal,
        promisedStudents: PROMISED_STUDENTS,
        referralSales: stats.referralSales,
      }
    }

    scope.get('/api/workspace/me', async (request) => me(request.counsellor))

    counsellorPageWorkspaceRoutes(scope, ctx)
    strategyWorkspaceRoutes(scope, ctx)

    scope.put('/api/workspace/me', { schema: { body: meBody } }, async (request) => {
      const now = ctx.clock()
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(counsellors)
          .set({
            ...(request.body.meetingLink !== undefined
              ? { meetingLink: request.body.meetingLink || null }
              : {}),
            ...(request.body.languages ? { languages: request.body.languages } : {}),
            updatedAt: now,
          })
          .where(eq(counsellors.id, request.counsellor.id))
          .returning()
        // A new language may fit families who wait for a counsellor.
        if (request.body.languages) await assignWaitingStudents(tx, { now, links })
        return row
      })
      ctx.mail.kick()
      return me(updated ?? request.counsellor)
    })

    scope.get('/api/workspace/students', async (request) => ({
      students: await counsellorStudents(db, request.counsellor.id),
    }))

    const ownReport = async (counsellor: Counsellor, orderId: string) => {
      if (!isUuid(orderId) || !(await isCounsellorsStudent(db, counsellor.id, orderId)))
        throw new HttpError(404, 'Student not found.')
      const report = await latestReport(db, orderId)
      if (!report) throw new HttpError(404, 'The report is not ready yet.')
      return report
    }

    scope.get('/api/workspace/students/:id/report', { schema: { params: idParams } }, async (request) => {
      const report = await ownReport(request.counsellor, request.params.id)
      return {
        version: report.version,
        generatedAt: report.generatedAt.toISOString(),
        document: report.document,
      }
    })

    scope.get(
      '/api/workspace/students/:id/report/pdf',
      { schema: { params: idParams } },
      async (request, reply) => {
        const report = await ownReport(request.counsellor, request.params.id)
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="Success-Blueprint-v${report.version}.pdf"`)
          .send(report.pdf)
      },
    )

    scope.get('/api/workspace/availability', async (request) => availabilityOf(db, request.counsellor.id))

    scope.put('/api/workspace/availability', { schema: { body: availabilityBody } }, async (request) => {
      const now = ctx.clock()
      const saved = await db.transaction(async (tx) => {
        const availability = await saveAvailability(tx, {
          counsellorId: request.counsellor.id,
          availability: request.body,
          now,
        })
        // Times open: families who waited for a counsellor with free times get one (and their parents a mail).
        await assignWaitingStudents(tx, { now, links })
        return availability
      })
      ctx.mail.kick()
      return saved
    })

    scope.get('/api/workspace/sessions', async (request) => ({
      sessions: await counsellorSessionList(db, request.counsellor.id, ctx.clock()),
    }))

    const sessionId = (id: string) => {
      if (!isUuid(id)) throw new HttpError(404, 'Session not found.')
      return id
    }

    scope.post(
      '/api/workspace/sessions/:id/cancel',
      { schema: { params: idParams, body: cancelBody } },
      async (request) => {
        const session = await db.transaction((tx) =>
          cancelByCounsellor(tx, {
            counsellor: request.counsellor,
            sessionId: sessionId(request.params.id),
            reason: request.body.reason,
            now: ctx.clock(),
            links,
          }),
        )
        ctx.mail.kick()
        return counsellorSession(db, session)
      },
    )

    scope.post(
      '/api/workspace/sessions/:id/held',
      { schema: { params: idParams, body: heldBody } },
      async (request) => {
        if (!noControl(request.body.privateNotes) || !noControl(request.body.parentNote))
          throw new HttpError(400, 'The notes contain characters that are not allowed.')
        const session = await db.transaction((tx) =>
          closeSession(tx, {
            counsellor: request.counsellor,
            sessionId: sessionId(request.params.id),
            outcome: 'held',
            privateNotes: request.body.privateNotes,
            parentNote: request.body.parentNote,
            now: ctx.clock(),
            links,
          }),
        )
        ctx.mail.kick()
        return counsellorSession(db, session)
      },
    )

    scope.post('/api/workspace/sessions/:id/no-show', { schema: { params: idParams } }, async (request) => {
      const session = await db.transaction((tx) =>
        closeSession(tx, {
          counsellor: request.counsellor,
          sessionId: sessionId(request.params.id),
          outcome: 'no-show',
          now: ctx.clock(),
          links,
        }),
      )
      return counsellorSession(db, session)
    })

    scope.get('/api/workspace/sessions/:id/ics', { schema: { params: idParams } }, async (request, reply) => {
      const ics = await icsFor(db, {
        sessionId: sessionId(request.params.id),
        counsellorId: request.counsellor.id,
        links,
        now: ctx.clock(),
      })
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="debrief.ics"')
        .send(ics)
    })
  })
}
