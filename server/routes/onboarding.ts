import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { App, AppContext } from '../context'
import { applicants } from '../db/schema'
import { HttpError } from '../http/errors'
import { clientKey } from '../http/rate-limits'
import { requireApplicant, setSessionCookie } from '../http/session'
import {
  codeSentResponse,
  emailOnlyBody,
  messageResponse,
  registerBody,
  registerQuery,
  resendOtpBody,
  selectPlanBody,
  validateOtpBody,
} from '../http/schemas'
import { confirmPaidOrders } from '../services/orders'
import { requestLanguage } from '../http/language'
import type { OtpRequest } from '../services/otp'
import { OtpBatches } from '../services/otp-batches'
import { planPrice } from '../services/pricing'
import { SESSION_COOKIE, applicantForToken, prepareSession } from '../services/sessions'

export const OTP_SENT_MESSAGE = 'OTP sent to your email.'

/** GET /api/onboarding/me: who the session belongs to, so a reloaded plans list or checkout can carry on. */
const meResponse = z.object({
  email: z.string(),
  phone: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(['student', 'eec']),
  /** The plan chosen with select-plan and its catalogue price in rupees (a promo is applied by create-order). */
  plan: z.object({ key: z.enum(['basic', 'premium']), name: z.string(), amount: z.number() }).nullable(),
})

export function onboardingRoutes(app: App, ctx: AppContext, tight: { max: number; timeWindow: number }) {
  const { db } = ctx.database
  const { sms } = ctx.config
  const smsDailyCount = Math.floor(sms.dailyCapPaise / sms.pricePaise)
  const otp = new OtpBatches(
    ctx.database,
    {
      secret: ctx.config.otpSecret,
      emailHourlyCap: ctx.settings.otpEmailHourlyCap,
      phoneHourlyCap: ctx.settings.otpPhoneHourlyCap,
      sms:
        sms.provider.kind === 'off'
          ? undefined
          : {
              channel: sms.channel,
              phoneHourlyCap: sms.phoneHourlyCap,
              rangeHourlyCap: sms.rangeHourlyCap,
              rangeDigits: sms.rangeDigits,
              dailyCount: smsDailyCount,
              // Below the day's cap (half of it at most), so one client can never spend it for everyone (S5).
              clientDailyCount: Math.max(1, Math.min(sms.clientDailyCap, Math.floor(smsDailyCount / 2))),
            },
    },
    app.log.child({ component: 'otp' }),
  )

  /**
   * Sends a code by email (and by SMS or WhatsApp, as configured, when it may); answers whether the short message
   * went and by which channel, for the modal to say.
   */
  async function send(request: OtpRequest): Promise<{ sms: boolean; channel?: 'sms' | 'whatsapp' }> {
    const { texted } = await otp.send(request, ctx.clock())
    ctx.mail.kick()
    if (texted) ctx.jobs.kick()
    return texted ? { sms: true, channel: sms.channel } : { sms: false }
  }

  app.post(
    '/api/onboarding/register-basic',
    {
      schema: { querystring: registerQuery, body: registerBody, response: { 200: codeSentResponse } },
      config: { rateLimit: tight },
    },
    async (request) => {
      const sent = await send({
        ...request.body,
        role: request.query.role,
        client: clientKey(request.ip),
        language: requestLanguage(request),
      })
      return { message: OTP_SENT_MESSAGE, ...sent }
    },
  )

  app.post(
    '/api/onboarding/resend-otp',
    { schema: { body: resendOtpBody, response: { 200: codeSentResponse } }, config: { rateLimit: tight } },
    async (request) => {
      const sent = await send({
        ...request.body,
        client: clientKey(request.ip),
        language: requestLanguage(request),
      })
      return { message: 'A new OTP has been sent to your email.', ...sent }
    },
  )

  app.post(
    '/api/onboarding/validate-otp',
    { schema: { body: validateOtpBody, response: { 200: messageResponse } }, config: { rateLimit: tight } },
    async (request, reply) => {
      const now = ctx.clock()
      const session = prepareSession({
        secret: ctx.config.sessionSecret,
        ttlHours: ctx.settings.sessionTtlHours,
        now,
      })
      const verdict = await otp.check({ ...request.body, client: clientKey(request.ip), now, session })
      // One answer for unknown email, wrong phone, wrong, expired or used code: nothing to probe.
      if (!verdict.ok) throw new HttpError(400, 'Invalid or expired OTP.')
      setSessionCookie(request, reply, session)
      return { message: 'OTP verified successfully.' }
    },
  )

  app.post(
    '/api/onboarding/select-plan',
    { schema: { body: selectPlanBody, response: { 200: messageResponse } } },
    async (request) => {
      const applicant = await requireApplicant(ctx, request, request.body.email)
      const chosen = planPrice(applicant.role, request.body.plan)
      await db
        .update(applicants)
        .set({ selectedPlan: chosen.plan, updatedAt: ctx.clock() })
        .where(eq(applicants.id, applicant.id))
      return { message: `${chosen.planName} selected.` }
    },
  )

  app.get('/api/onboarding/me', { schema: { response: { 200: meResponse } } }, async (request, reply) => {
    // Personal details: no shared cache may keep them.
    void reply.header('Cache-Control', 'no-store')
    const token = request.cookies[SESSION_COOKIE]
    const applicant = token
      ? await applicantForToken(db, { token, secret: ctx.config.sessionSecret, now: ctx.clock() })
      : undefined
    if (!applicant) throw new HttpError(401, 'Your session has expired. Please verify your email again.')
    const { email, phone, firstName, lastName, role, selectedPlan } = applicant
    const chosen = selectedPlan ? planPrice(role, selectedPlan) : undefined
    return {
      email,
      phone,
      firstName,
      lastName,
      role,
      plan: chosen ? { key: chosen.plan, name: chosen.planName, amount: chosen.price } : null,
    }
  })

  app.post(
    '/api/onboarding/payment/success',
    { schema: { body: emailOnlyBody, response: { 200: messageResponse } } },
    async (request) => {
      const applicant = await requireApplicant(ctx, request, request.body.email)
      await db.transaction((tx) => confirmPaidOrders(tx, applicant.id, ctx.clock()))
      return { message: 'Payment confirmed. Welcome aboard!' }
    },
  )
}
