/**
 * The back office's orders: the list with its filters, one order with everything about it, its fulfilment and
 * counsellor, a refund (with its credit note) and the invoice mailed again. Registered in the admin scope
 * (routes/admin.ts), so every route here needs a staff session; every change is audited in its transaction, and
 * the gateway is asked for a refund only after that commits.
 */
import { closeCourseForRefund } from '../course/enrolment'
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, not, or, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { App, AppContext } from '../context'
import {
  applicants,
  fulfilmentStatuses,
  invoices,
  mailQueue,
  orderStatuses,
  orders,
  payments,
  refunds,
} from '../db/schema'
import { HttpError } from '../http/errors'
import { idParams, isUuid, staffPersonName, textAllowed } from '../http/schemas'
import { isRealDay } from '../lib/days'
import { creditNotesOf, issueCreditNote } from '../invoices/credit-notes'
import { queueInvoiceMail } from '../invoices/invoice-mail'
import { paymentRefunded } from '../invoices/invoices'
import { formatPaise } from '../../src/content/format'
import { indianDate } from '../mail/templates'
import { latestReport } from '../reports/reports'
import { orderRefunded, scanSummaries } from '../scan/scans'
import {
  invoiceCredits,
  orderStatus,
  orderStatusKeySql,
  paymentLineState,
  paymentState,
} from '../services/order-status'
import { orderReference, type OrderStatusKey } from '../../src/content/orders'
import { processRefund } from '../services/payments'
import { audit } from '../services/staff'
import { cancelOrderDebriefs, counsellorOfOrder } from '../counsellors/debriefs'
import { orderCounsellorName, orderCounsellorNames } from '../counsellors/order-counsellor'
import { reportStateOf } from './admin-reports'
import { filterText, listQuery, page, sendPage, sortOf } from './admin-list'

const ORDER_NOT_FOUND = 'Order not found.'
const CERTIFIED_COUNSELLOR =
  'A certified counsellor takes this order: choose another one with Reassign on the order’s page.'
const PAID_STATUSES = ['paid', 'confirmed', 'invoiced'] as const
/** The list's payment filter: the one status the buyer reads (src/content/orders.ts `OrderStatusKey`). */
const BUYER_STATES = [
  'pending',
  'paid',
  'refunding',
  'refunded',
  'failed',
] as const satisfies OrderStatusKey[]
/** The gateway refunds at least ₹1 (Razorpay's minimum). */
const MIN_REFUND_PAISE = 100
const MOVING_REFUND = ['due', 'creating', 'pending']

const orderUpdate = z.strictObject({
  fulfilmentStatus: z.enum(fulfilmentStatuses).optional(),
  // The buyer reads it on My orders ("Your counsellor: NAME"): a name, nothing else.
  counsellor: staffPersonName('Counsellor').optional(),
})
const refundBody = z.strictObject({
  reason: z
    .string({ error: 'A reason is required.' })
    .trim()
    .min(3, 'A reason is required.')
    .max(500, 'The reason must be at most 500 characters.')
    .refine((value) => textAllowed(value, true), 'The reason contains characters that are not allowed.'),
  /** In paise; without it, what is left of the payment. */
  amountPaise: z
    .number({ error: 'The amount is a whole number of paise.' })
    .int('The amount is a whole number of paise.')
    .min(MIN_REFUND_PAISE, 'The smallest refund is ₹1.')
    .optional(),
  /** Staff saw that the order's report was delivered and refund anyway. */
  confirmDelivered: z.boolean().optional(),
})

type OrderRow = typeof orders.$inferSelect

export function adminOrderRoutes(scope: App, ctx: AppContext) {
  const { db } = ctx.database
  const timing = {
    minAgeMs: ctx.config.payments.reconcileMinAgeMs,
    intervalMs: ctx.config.payments.reconcileIntervalMs,
  }

  scope.get('/api/admin/orders', { schema: { querystring: listQuery } }, async (request, reply) => {
    const query = request.query
    const at = page(query)
    const where: SQL[] = []
    const q = filterText(query, 'q')
    if (q) {
      const digits = q.replace(/\D/g, '')
      const anyOf: SQL[] = [
        ilike(applicants.email, `%${q.replace(/[\\%_]/g, '\\$&')}%`),
        eq(orders.gatewayOrderId, q),
        eq(orders.paymentId, q),
        sql`exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.id} = ${q})`,
      ]
      if (digits.length >= 4) anyOf.push(sql`${applicants.phone} like ${`%${digits.slice(-10)}%`}`)
      if (isUuid(q)) anyOf.push(eq(orders.id, q))
      // The short reference the buyer reads on My orders and in the success modal: the id's first 8 characters.
      if (/^[0-9a-f]{8}$/i.test(q)) anyOf.push(sql`${orders.id}::text like ${`${q.toLowerCase()}%`}`)
      where.push(or(...anyOf) as SQL)
    }
    const status = filterText(query, 'status')
    if (status && BUYER_STATES.some((s) => s === status)) {
      // The states a person means, as the buyer reads them on My orders (services/order-status.ts).
      where.push(sql`${orderStatusKeySql(ctx.clock())} = ${status}`)
    } else if (status) {
      // The order's own status, for whoever asks the API for it (the back office offers the states above).
      const known = orderStatuses.find((s) => s === status)
      if (!known) throw new HttpError(400, 'Unknown order status.')
      where.push(eq(orders.status, known))
      if (PAID_STATUSES.some((s) => s === known)) where.push(not(paymentRefunded))
    }
    const fulfilment = filterText(query, 'fulfilmentStatus')
    if (fulfilment) {
      const known = fulfilmentStatuses.find((s) => s === fulfilment)
      if (!known) throw new HttpError(400, 'Unknown fulfilment status.')
      where.push(eq(orders.fulfilmentStatus, known))
    }
    const from = dateFilter(filterText(query, 'from'))
    if (from) where.push(gte(orders.createdAt, from))
    const to = dateFilter(filterText(query, 'to'))
    if (to) where.push(lt(orders.createdAt, new Date(to.getTime() + 86_400_000)))
    const condition = where.length > 0 ? and(...where) : undefined

    const columns = {
      createdAt: orders.createdAt,
      amountPaise: orders.amountPaise,
      status: orders.status,
      fulfilmentStatus: orders.fulfilmentStatus,
      email: applicants.email,
    }
    const sort = sortOf(query, Object.keys(columns) as (keyof typeof columns)[], 'createdAt')
    const column = columns[sort.field]
    const [rows, [total]] = await Promise.all([
      db
        .select({ order: orders, applicant: applicants })
        .from(orders)
        .innerJoin(applicants, eq(applicants.id, orders.applicantId))
        .where(condition)
        .orderBy(sort.descending ? desc(column) : asc(column), desc(orders.id))
        .offset(at.offset)
        .limit(at.limit),
      db
        .select({ n: count() })
        .from(orders)
        .innerJoin(applicants, eq(applicants.id, orders.applicantId))
        .where(condition),
    ])
    const ids = rows.map((row) => row.order.id)
    const [paymentRows, refundRows] =
      ids.length === 0
        ? [[], []]
        : await Promise.all([
            db.select().from(payments).where(inArray(payments.orderId, ids)),
            db.select().from(refunds).where(inArray(refunds.orderId, ids)),
          ])
    const now = ctx.clock()
    const counsellorNames = await orderCounsellorNames(
      db,
      rows.map((row) => row.order),
    )
    const list = rows.map(({ order, applicant }) => {
      const orderPayments = paymentRows.filter((p) => p.orderId === order.id)
      const orderRefunds = refundRows.filter((r) => r.orderId === order.id)
      return {
        ...orderSummary(order, applicant),
        counsellor: counsellorNames.get(order.id) ?? null,
        paymentState: paymentState(order, orderPayments, orderRefunds),
        buyerStatus: orderStatus(order, orderPayments, orderRefunds, now, timing).title,
      }
    })
    return sendPage(reply, 'orders', at, total?.n ?? 0, list)
  })

  scope.get('/api/admin/orders/:id', { schema: { params: idParams } }, async (request) =>
    orderDetail(request.params.id),
  )

  scope.put('/api/admin/orders/:id', { schema: { params: idParams, body: orderUpdate } }, async (request) => {
    const id = request.params.id
    if (!isUuid(id)) throw new HttpError(404, ORDER_NOT_FOUND)
    const now = ctx.clock()
    await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update')
      if (!order) throw new HttpError(404, ORDER_NOT_FOUND)
      const change: Partial<Pick<OrderRow, 'fulfilmentStatus' | 'counsellor'>> = {}
      const { fulfilmentStatus, counsellor } = request.body
      if (fulfilmentStatus !== undefined && fulfilmentStatus !== order.fulfilmentStatus) {
        if (!PAID_STATUSES.some((s) => s === order.status))
          throw new HttpError(409, 'Only a paid order has a fulfilment state.')
        // An order refunded in full delivers nothing more (its scan link stops, the buyer reads "Refunded").
        const [refunded] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.id, id), paymentRefunded))
        if (refunded) throw new HttpError(409, 'This order was refunded: it has no fulfilment.')
        change.fulfilmentStatus = fulfilmentStatus
      }
      const assigned = counsellor === undefined ? undefined : counsellor || null
      // One counsellor per order (counsellors/order-counsellor.ts): a certified one is changed by Reassign.
      if (assigned !== undefined && order.counsellorId) throw new HttpError(409, CERTIFIED_COUNSELLOR)
      if (assigned !== undefined && assigned !== order.counsellor) change.counsellor = assigned
      if (Object.keys(change).length === 0) return
      await tx
        .update(orders)
        .set({ ...change, updatedAt: now })
        .where(eq(orders.id, id))
      const before = Object.fromEntries(
        Object.keys(change).map((key) => [key, order[key as keyof typeof change]]),
      )
      await audit(
        tx,
        {
          staffEmail: request.staffEmail,
          action: 'order.update',
          entity: 'order',
          entityId: id,
          before,
          after: change,
        },
        now,
      )
    })
    return orderDetail(id)
  })

  scope.post(
    '/api/admin/orders/:id/refund',
    { schema: { params: idParams, body: refundBody } },
    async (request) => {
      const id = request.params.id
      if (!isUuid(id)) throw new HttpError(404, ORDER_NOT_FOUND)
      const { reason, confirmDelivered } = request.body
      const now = ctx.clock()
      const refundId = await db.transaction(async (tx) => {
        // The order's lock serialises refunds of the order (and its invoice): what is left is read under it.
        const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update')
        if (!order) throw new HttpError(404, ORDER_NOT_FOUND)
        const [paying] = order.paymentId
          ? await tx.select().from(payments).where(eq(payments.id, order.paymentId))
          : []
        if (!PAID_STATUSES.some((s) => s === order.status) || !paying)
          throw new HttpError(409, 'Only a paid order can be refunded.')
        const earlier = await tx.select().from(refunds).where(eq(refunds.paymentId, paying.id))
        // One refund of a payment at a time: a double click, or a second part pressed while the first is on its way.
        if (earlier.some((r) => MOVING_REFUND.includes(r.status)))
          throw new HttpError(409, 'This payment is already being refunded.')
        // Failed refunds count: their money is returned by other means (docs/api.md, Runbook), and their credit
        // notes stand.
        const left = paying.amountPaise - earlier.reduce((sum, r) => sum + r.amountPaise, 0)
        if (paying.status === 'refunded' || left <= 0)
          throw new HttpError(409, 'This payment is refunded in full already.')
        if (paying.status !== 'captured') throw new HttpError(409, 'Only a paid order can be refunded.')
        const amountPaise = request.body.amountPaise ?? left
        if (amountPaise > left)
          throw new HttpError(400, `The most that can be refunded is ${formatPaise(left)}.`)
        if (left - amountPaise > 0 && left - amountPaise < MIN_REFUND_PAISE)
          throw new HttpError(
            400,
            `Refund all of ${formatPaise(left)}, or leave at least ₹1: the gateway refunds no less.`,
          )
        const [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, order.id))
        // Before the invoice, a refund is of the whole payment and the order is never invoiced (no supply, no tax
        // invoice); a part needs the invoice its credit note reduces.
        if (!invoice && amountPaise !== paying.amountPaise)
          throw new HttpError(
            409,
            'Only an invoiced order can be refunded in part. Refund the whole payment, or wait for the invoice.',
          )
        const report = await latestReport(tx, order.id)
        if (report && confirmDelivered !== true)
          throw new HttpError(
            409,
            `The report of this order was delivered on ${indianDate(report.generatedAt)}. Confirm that you refund a delivered report.`,
          )
        const [created] = await tx
          .insert(refunds)
          .values({
            id: crypto.randomUUID(),
            paymentId: paying.id,
            orderId: order.id,
            amountPaise,
            reason: 'staff',
            status: 'due',
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: refunds.id })
        if (!created) throw new Error('refund insert did not return a row')
        // A counsellor kit refunded in full closes its course and revokes its certificate.
        if (amountPaise === left)
          await closeCourseForRefund(tx, {
            orderId: order.id,
            by: request.staffEmail,
            now,
            links: { siteUrl: ctx.config.siteUrl, teamEmail: ctx.config.supportEmail },
          })
        const note = invoice
          ? await issueCreditNote(tx, { invoice, refundId: created.id, amountPaise, reason, now })
          : undefined
        // Refunded in full: the booked debrief is off, both sides told.
        if (await orderRefunded(tx, order))
          await cancelOrderDebriefs(tx, {
            orderId: order.id,
            cause: 'refund',
            now,
            links: { siteUrl: ctx.config.siteUrl },
          })
        await audit(
          tx,
          {
            staffEmail: request.staffEmail,
            action: 'order.refund',
            entity: 'order',
            entityId: order.id,
            before: { refundedPaise: paying.amountPaise - left },
            after: {
              refundId: created.id,
              paymentId: paying.id,
              amountPaise,
              reason,
              creditNote: note?.number ?? null,
              ...(report ? { confirmDelivered: true } : {}),
            },
          },
          now,
        )
        return created.id
      })
      // The gateway is asked after the commit; if it does not answer, reconciliation asks again.
      await processRefund(ctx.payments, refundId).catch((error: unknown) =>
        request.log.warn({ err: error, refundId }, 'refund not made yet; reconciliation retries'),
      )
      ctx.mail.kick()
      return orderDetail(id)
    },
  )

  scope.post('/api/admin/orders/:id/invoice/email', { schema: { params: idParams } }, async (request) => {
    const id = request.params.id
    if (!isUuid(id)) throw new HttpError(404, ORDER_NOT_FOUND)
    const now = ctx.clock()
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ invoice: invoices, role: orders.role })
        .from(orders)
        .innerJoin(invoices, eq(invoices.orderId, orders.id))
        .where(eq(orders.id, id))
      if (!row) throw new HttpError(404, 'This order has no invoice.')
      if (row.invoice.restrictedAt)
        throw new HttpError(
          409,
          'This invoice is restricted: its buyer erased their account. It is kept for tax and audit only and is not mailed.',
        )
      await queueInvoiceMail(tx, row.invoice, {
        role: row.role,
        siteUrl: ctx.config.siteUrl,
        now,
        resentBy: request.staffEmail,
        scanLinks: ctx.scanLinks,
      })
      await audit(
        tx,
        {
          staffEmail: request.staffEmail,
          action: 'invoice.email',
          entity: 'order',
          entityId: id,
          after: { invoice: row.invoice.number, to: row.invoice.buyerEmail },
        },
        now,
      )
    })
    ctx.mail.kick()
    return { message: 'The invoice is queued to the buyer.' }
  })

  function orderSummary(order: OrderRow, applicant: typeof applicants.$inferSelect) {
    return {
      id: order.id,
      /** The short reference the buyer reads and quotes; staff also keep the gateway's ids. */
      reference: orderReference(order.id),
      gatewayOrderId: order.gatewayOrderId,
      email: applicant.email,
      name: `${applicant.firstName} ${applicant.lastName}`.trim(),
      phone: applicant.phone,
      role: order.role,
      planName: order.planName,
      amountPaise: order.amountPaise,
      status: order.status,
      fulfilmentStatus: order.fulfilmentStatus,
      paymentId: order.paymentId,
      createdAt: order.createdAt,
      paidAt: order.paidAt,
    }
  }

  /** An order with every payment, refund, invoice, credit note and mail sent for it. */
  async function orderDetail(id: string) {
    if (!isUuid(id)) throw new HttpError(404, ORDER_NOT_FOUND)
    const [row] = await db
      .select({ order: orders, applicant: applicants })
      .from(orders)
      .innerJoin(applicants, eq(applicants.id, orders.applicantId))
      .where(eq(orders.id, id))
    if (!row) throw new HttpError(404, ORDER_NOT_FOUND)
    const [paymentRows, refundRows, [invoice], scans, report] = await Promise.all([
      db.select().from(payments).where(eq(payments.orderId, id)).orderBy(asc(payments.createdAt)),
      db.select().from(refunds).where(eq(refunds.orderId, id)).orderBy(asc(refunds.createdAt)),
      db.select().from(invoices).where(eq(invoices.orderId, id)),
      scanSummaries(db, [id]),
      reportStateOf(db, id),
    ])
    const [notes, mails] = await Promise.all([
      creditNotesOf(db, invoice ? [invoice.id] : []),
      // Mails about this order: its invoice's, and the buyer's refund mails of this order (not of the buyer's other
      // orders). One-time codes are left out: they are about signing in, not the order.
      db
        .select({
          id: mailQueue.id,
          kind: mailQueue.kind,
          to: mailQueue.to,
          subject: mailQueue.subject,
          status: mailQueue.status,
          attempts: mailQueue.attempts,
          lastError: mailQueue.lastError,
          createdAt: mailQueue.createdAt,
          sentAt: mailQueue.sentAt,
        })
        .from(mailQueue)
        .where(
          or(
            invoice ? eq(mailQueue.invoiceId, invoice.id) : sql`false`,
            and(eq(mailQueue.kind, 'refund'), eq(mailQueue.to, row.applicant.email), refundMailOf(id)),
            and(inArray(mailQueue.kind, ['scan', 'report']), eq(mailQueue.to, row.applicant.email)),
          ),
        )
        .orderBy(asc(mailQueue.id)),
    ])
    return {
      ...orderSummary(row.order, row.applicant),
      counsellor: await orderCounsellorName(db, row.order),
      buyerStatus: orderStatus(row.order, paymentRows, refundRows, ctx.clock(), timing).title,
      paymentState: paymentState(row.order, paymentRows, refundRows),
      payments: paymentRows.map((payment) => ({ ...payment, state: paymentLineState(payment, refundRows) })),
      refunds: refundRows.map((refund) => ({
        id: refund.id,
        paymentId: refund.paymentId,
        amountPaise: refund.amountPaise,
        reason: refund.reason,
        status: refund.status,
        gatewayRefundId: refund.gatewayRefundId,
        lastError: refund.lastError,
        createdAt: refund.createdAt,
        settledAt: refund.settledAt,
      })),
      invoice: invoice
        ? {
            id: invoice.id,
            number: invoice.number,
            issuedAt: invoice.issuedAt,
            totalPaise: invoice.totalPaise,
            ...invoiceCredits(invoice, notes),
          }
        : null,
      creditNotes: notes.map((note) => ({
        id: note.id,
        number: note.number,
        issuedAt: note.issuedAt,
        totalPaise: note.totalPaise,
        reason: note.reason,
        refundId: note.refundId,
      })),
      scan: scans.get(id) ?? null,
      report,
      mails,
      ...(await counsellorOfOrder(db, row.order)),
    }
  }

  return { orderDetail }
}

/**
 * A refund mail of the order: named in its meta since refund mails carry it; older ones by the payment they name
 * (every refund mail names the refunded payment's id).
 */
function refundMailOf(orderId: string): SQL {
  return sql`(${mailQueue.meta} ->> 'orderId' = ${orderId} or (${mailQueue.meta} ->> 'orderId' is null and exists (select 1 from ${payments} where ${payments.orderId} = ${orderId} and position(${payments.id} in ${mailQueue.body}) > 0)))`
}

function dateFilter(value: string | undefined): Date | undefined {
  if (!value) return undefined
  // A real day (not 2025-02-30) of a year the business can have orders in (lib/days.ts).
  if (!isRealDay(value)) throw new HttpError(400, 'Dates are YYYY-MM-DD.')
  const day = new Date(`${value}T00:00:00Z`)
  // The day in India's time, where the business works.
  return new Date(day.getTime() - 330 * 60_000)
}
