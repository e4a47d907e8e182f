import type { App, AppContext } from '../context'
import { HttpError } from '../http/errors'
import { requireApplicant } from '../http/session'
import { invoiceBody, messageResponse } from '../http/schemas'
import { issueInvoice } from '../services/invoices'
import { hasInvoicedOrder, ordersAwaitingInvoice } from '../services/orders'

export function invoiceRoutes(app: App, ctx: AppContext) {
  const { db } = ctx.database
  app.post(
    '/api/invoice/send',
    { schema: { body: invoiceBody, response: { 200: messageResponse } } },
    async (request) => {
      // The body's names and phone are ignored on purpose: the invoice names the verified, stored applicant.
      const applicant = await requireApplicant(ctx, request, request.body.email)
      const issued = await db.transaction(async (tx) => {
        const pending = await ordersAwaitingInvoice(tx, applicant.id)
        let count = 0
        for (const order of pending) {
          if (
            await issueInvoice(tx, order.id, {
              now: ctx.clock(),
              supplier: ctx.supplier,
              testMode: ctx.gateway.testMode,
            })
          )
            count += 1
        }
        return count > 0 || (await hasInvoicedOrder(tx, applicant.id))
      })
      if (!issued) throw new HttpError(409, 'There is no paid order to invoice for this email.')
      ctx.mail.kick()
      return { message: 'Your invoice is on its way to your email.' }
    },
  )
}
