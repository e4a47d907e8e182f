import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppContext } from '../context'
import { SESSION_COOKIE, applicantForToken, type Applicant } from '../services/sessions'
import { HttpError } from './errors'

/** The applicant of the request's session; 401 without a valid one. */
export async function requireSession(ctx: AppContext, request: FastifyRequest): Promise<Applicant> {
  const token = request.cookies[SESSION_COOKIE]
  const applicant = token
    ? await applicantForToken(ctx.database.db, { token, secret: ctx.config.sessionSecret, now: ctx.clock() })
    : undefined
  if (!applicant) throw new HttpError(401, 'Your session has expired. Please verify your email again.')
  return applicant
}

/**
 * The applicant of the request's session, who must be the one named in the body: every call after
 * validate-otp acts only on the caller's own registration.
 */
export async function requireApplicant(
  ctx: AppContext,
  request: FastifyRequest,
  bodyEmail: string,
): Promise<Applicant> {
  const applicant = await requireSession(ctx, request)
  if (applicant.email !== bodyEmail)
    throw new HttpError(403, 'This email does not match your verified session.')
  return applicant
}

/** Sets the applicant session cookie (validate-otp and the My orders sign-in give the same session). */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; expiresAt: Date },
): void {
  reply.setCookie(SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/api',
    expires: session.expiresAt,
  })
}
