import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { App, AppContext } from '../context'
import { invoices, orders } from '../db/schema'
import { HttpError } from '../http/errors'
import { requireApplicant } from '../http/session'
import { invoiceBody } from '../http/schemas'
import { requeueInvoiceMail } from '../invoices/invoice-mail'
import { issueInvoice } from '../invoices/invoices'
import { ordersAwaitingInvoice } from '../services/orders'
import { orderReference } from '../../src/content/orders'

const invoiceResponse = z.object({
  message: z.string(),
  scanUrl: z.string().optional(),
  receipt: z.object({ reference: z.string(), amountPaise: z.number(), email: z.string() }).optional(),
})

export function invoiceRoutes(app: App, ctx: AppContext) {
  const { db } = ctx.database
  app.post(
    '/api/invoice/send',
    { schema: { body: invoiceBody, response: { 200: invoiceResponse } } },
    async (request) => {
      // The body's names and phone are ignored on purpose: the invoice names the verified, stored applicant.
      const applicant = await requireApplicant(ctx, request, request.body.email)
      // The scan opened by this payment: its link (the one just mailed) is offered to the parent who paid. A scan
      // opened earlier has no link to show here (only its hash is kept): My orders makes one.
      let scanUrl: string | undefined
      const invoiced = await db.transaction(async (tx) => {
        const now = ctx.clock()
        scanUrl = undefined
        for (const order of await ordersAwaitingInvoice(tx, applicant.id)) {
          await issueInvoice(tx, order.id, {
            now,
            supplier: ctx.supplier,
            testMode: ctx.gateway.testMode,
            scanLinks: ctx.scanLinks,
            onScanOpened: (url) => {
              scanUrl = url
            },
          })
        }
        const issued = await tx
          .select({
            id: invoices.id,
            orderId: invoices.orderId,
            issuedAt: invoices.issuedAt,
            totalPaise: invoices.totalPaise,
            email: invoices.buyerEmail,
          })
          .from(invoices)
          .innerJoin(orders, eq(orders.id, invoices.orderId))
          .where(eq(orders.applicantId, applicant.id))
        // An invoice whose mail was given up (a long mail outage) goes out again; one on its way is left alone.
        for (const invoice of issued)
          await requeueInvoiceMail(tx, invoice.id, now, {
            siteUrl: ctx.config.siteUrl,
            scanLinks: ctx.scanLinks,
          })
        // The success modal's receipt: the newest invoice is the payment just made.
        return issued.reduce<(typeof issued)[number] | undefined>(
          (newest, row) => (!newest || row.issuedAt > newest.issuedAt ? row : newest),
          undefined,
        )
      })
      if (!invoiced) throw new HttpError(409, 'There is no paid order to invoice for this email.')
      ctx.mail.kick()
      return {
        message: 'Your invoice is on its way to your email.',
        ...(scanUrl ? { scanUrl } : {}),
        receipt: {
          reference: orderReference(invoiced.orderId),
          amountPaise: invoiced.totalPaise,
          email: invoiced.email,
        },
      }
    },
  )
}
