import type { App, AppContext } from '../context'
import { Coalescer } from '../db/coalescer'
import { contactBody, messageResponse } from '../http/schemas'
import { storeContactMessages, type ContactWrite } from '../mail/queue'
import { contactNotification } from '../mail/templates'

export const CONTACT_THANKS = 'Thank you for reaching out! We will get back to you soon.'

/** Bounds one statement: 500 messages (each body at most 16 KB) in one JSON parameter. */
const CONTACT_BATCH = 500

export function contactRoutes(app: App, ctx: AppContext, tight: { max: number; timeWindow: number }) {
  // Plain inserts: a batch is safe beside another instance's.
  const messages = new Coalescer((writes: ContactWrite[]) => storeContactMessages(ctx.database.db, writes), {
    maxBatch: CONTACT_BATCH,
  })

  app.post(
    '/api/contact',
    { schema: { body: contactBody, response: { 200: messageResponse } }, config: { rateLimit: tight } },
    async (request) => {
      const now = ctx.clock()
      // Resolves only once the statement holding this message (and its notification) has committed.
      await messages.submit({
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
