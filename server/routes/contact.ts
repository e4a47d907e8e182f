import type { App, AppContext } from '../context'
import { contactBody, messageResponse } from '../http/schemas'
import { contactNotification } from '../mail/templates'
import { ContactMessages } from '../services/contact-messages'

export const CONTACT_THANKS = 'Thank you for reaching out! We will get back to you soon.'

export function contactRoutes(app: App, ctx: AppContext, tight: { max: number; timeWindow: number }) {
  const messages = new ContactMessages(ctx.database)

  app.post(
    '/api/contact',
    { schema: { body: contactBody, response: { 200: messageResponse } }, config: { rateLimit: tight } },
    async (request) => {
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
