import type { App, AppContext } from '../context'
import { clientKey } from '../http/rate-limits'
import { contactBody, messageResponse } from '../http/schemas'
import { contactNotification } from '../mail/templates'
import { ContactMessages } from '../services/contact-messages'

const HOUR_MS = 3_600_000

export const CONTACT_THANKS = 'Thank you for reaching out! We will get back to you soon.'

export function contactRoutes(app: App, ctx: AppContext, tight: { max: number; timeWindow: number }) {
  const messages = new ContactMessages(ctx.database)

  app.post(
    '/api/contact',
    { schema: { body: contactBody, response: { 200: messageResponse } }, config: { rateLimit: tight } },
    async (request) => {
      // Keyed by what is abused, the support inbox: one sender writing again and again, and one address sending
      // for many senders. The route's own per-IP flood guard (tight) stays in front.
      await ctx.rateLimits.enforce(
        `contact email ${request.body.email}`,
        ctx.settings.contactEmailHourlyCap,
        HOUR_MS,
      )
      await ctx.rateLimits.enforce(
        `contact ip ${clientKey(request.ip)}`,
        ctx.settings.contactIpHourlyCap,
        HOUR_MS,
      )
      const now = ctx.clock()
      await messages.store({
        message: { id: crypto.randomUUID(), ...request.body, createdAt: now },
        mail: {
          kind: 'contact',
          to: ctx.config.supportEmail,
          replyTo: request.body.email,
          ...contactNotification(request.body),
        },
        now,
      })
      ctx.mail.kick()
      return { message: CONTACT_THANKS }
    },
  )
}
