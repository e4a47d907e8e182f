import { and, desc, eq, ne } from 'drizzle-orm'
import { z } from 'zod'
import type { App, AppContext } from '../context'
import { invoices, orders, scans } from '../db/schema'
import { HttpError } from '../http/errors'
import { requireApplicant } from '../http/session'
import { invoiceBody } from '../http/schemas'
import { scanUrl } from '../scan/links'
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
      const invoiced = await db.transaction(async (tx) => {
        const now = ctx.clock()
        for (const order of await ordersAwaitingInvoice(tx, applicant.id)) {
          await issueInvoice(tx, order.id, {
            now,
            supplier: ctx.supplier,
            testMode: ctx.gateway.testMode,
            scanLinks: ctx.scanLinks,
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
      // The success modal offers the newest report's scan, still to be taken.
      const [open] = await db
        .select({ orderId: scans.orderId })
        .from(scans)
        .innerJoin(orders, eq(orders.id, scans.orderId))
        .where(and(eq(orders.applicantId, applicant.id), ne(scans.status, 'submitted')))
        .orderBy(desc(scans.createdAt))
        .limit(1)
      return {
        message: 'Your invoice is on its way to your email.',
        ...(open ? { scanUrl: scanUrl(ctx.scanLinks, open.orderId) } : {}),
        receipt: {
          reference: orderReference(invoiced.orderId),
          amountPaise: invoiced.totalPaise,
          email: invoiced.email,
        },
      }
    },
  )
}
