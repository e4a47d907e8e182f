/**
 * The back office's API (/api/admin/*). Sign-in: a code mailed to an address in STAFF_EMAILS (email-codes, purpose
 * 'staff'; the same answer for any address), then a staff session in its own cookie. Every other route is
 * registered inside one scope whose onRequest hook requires that session (401 without it, 403 for a buyer's
 * session or an address no longer listed), so a route added there cannot skip the check. Every change is written
 * to the audit log in the transaction of the change; gateway calls happen after it commits.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import { z } from 'zod'
import type { App, AppContext } from '../context'
import {
  applicants,
  auditLog,
  contactMessages,
  creditNotes,
  fulfilmentStatuses,
  invoices,
  mailQueue,
  orderStatuses,
  orders,
  payments,
  refunds,
} from '../db/schema'
import { HttpError } from '../http/errors'
import { clientKey } from '../http/rate-limits'
import { email, messageResponse } from '../http/schemas'
import { issueCreditNote } from '../invoices/credit-notes'
import { checkEmailCode, issueEmailCode, type EmailCodePolicy } from '../services/email-codes'
import { queueInvoiceMail } from '../invoices/invoice-mail'
import { paymentRefunded } from '../invoices/invoices'
import { orderStatus, paymentLineState, paymentState } from '../services/order-status'
import { processRefund } from '../services/payments'
import { scanSummaries } from '../scan/scans'
import { adminBreachRoutes } from './admin-breach'
import { adminDocumentRoutes } from './admin-documents'
import { adminReportRoutes, reportStateOf } from './admin-reports'
import { adminTicketRoutes } from './admin-tickets'
import {
  STAFF_COOKIE,
  STAFF_COOKIE_PATH,
  audit,
  closeStaffSession,
  isStaffEmail,
  openStaffSession,
  requireStaff,
} from '../services/staff'
import { filterText, listQuery, page, sendPage, sortOf } from './admin-list'

export const STAFF_CODE_MESSAGE =
  'If this address may use the back office, a 6-digit code is on its way to it.'
const WRONG_CODE = 'Invalid or expired code.'
const ORDER_NOT_FOUND = 'Order not found.'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const PAID_STATUSES = ['paid', 'confirmed', 'invoiced'] as const

/** Routes that answer without a staff session: how one gets it. */
export const ADMIN_PUBLIC_ROUTES = ['/api/admin/code', '/api/admin/sign-in', '/api/admin/sign-out']

/** Every protected admin route of an app, as registered (the tests check each refuses the wrong callers). */
export const protectedAdminRoutes = new WeakMap<object, { method: string; url: string }[]>()

const signInBody = z.strictObject({
  email,
  code: z.string({ error: 'Code is required.' }).regex(/^\d{6}$/, 'The code is 6 digits.'),
})
const idParams = z.strictObject({ id: z.string().max(100) })
const numericId = z.strictObject({ id: z.coerce.number().int().positive() })
const orderUpdate = z.strictObject({
  fulfilmentStatus: z.enum(fulfilmentStatuses).optional(),
  counsellor: z.string().trim().max(120).nullable().optional(),
})
const refundBody = z.strictObject({
  reason: z
    .string({ error: 'A reason is required.' })
    .trim()
    .min(3, 'A reason is required.')
    .max(500, 'The reason must be at most 500 characters.'),
})
const messageUpdate = z.strictObject({ handled: z.boolean() })

function staffCodeMail(input: { email: string; code: string; ttlMinutes: number; adminUrl: string }) {
  return {
    subject: `Your DEM back-office code is ${input.code}`,
    body: [
      'Hello,',
      '',
      `Your code to sign in to the DEM back office is ${input.code}.`,
      `It was requested for ${input.email} and is valid for ${input.ttlMinutes} minutes, once.`,
      `Enter it at ${input.adminUrl}`,
      'If you did not ask for it, tell the team: someone tried to sign in as you.',
      '',
      'DEM Success Blueprint',
    ].join('\n'),
  }
}

type OrderRow = typeof orders.$inferSelect

export function adminRoutes(app: App, ctx: AppContext, tight: { max: number; timeWindow: number }) {
  const { db } = ctx.database
  const policy: EmailCodePolicy = {
    purpose: 'staff',
    secret: ctx.config.otpSecret,
    emailHourlyAtBasePace: ctx.settings.ordersCodeEmailHourlyCap,
    ipHourlyCap: ctx.settings.ordersCodeIpHourlyCap,
  }
  const timing = {
    minAgeMs: ctx.config.payments.reconcileMinAgeMs,
    intervalMs: ctx.config.payments.reconcileIntervalMs,
  }

  app.post(
    '/api/admin/code',
    {
      schema: { body: z.strictObject({ email }), response: { 200: messageResponse } },
      config: { rateLimit: tight },
    },
    async (request) => {
      const address = request.body.email
      // Only listed addresses get a code; the answer is the same for any, so it does not tell who is staff.
      if (isStaffEmail(ctx, address)) {
        const verdict = await issueEmailCode(db, policy, {
          email: address,
          client: clientKey(request.ip),
          now: ctx.clock(),
          mail: (code, ttlMinutes) =>
            staffCodeMail({ email: address, code, ttlMinutes, adminUrl: `${ctx.config.siteUrl}/admin` }),
        })
        if (!verdict.sent) throw verdict.error
        ctx.mail.kick()
      }
      return { message: STAFF_CODE_MESSAGE }
    },
  )

  app.post(
    '/api/admin/sign-in',
    { schema: { body: signInBody, response: { 200: messageResponse } }, config: { rateLimit: tight } },
    async (request, reply) => {
      const right = await checkEmailCode(db, policy, {
        ...request.body,
        client: clientKey(request.ip),
        now: ctx.clock(),
      })
      if (!right || !isStaffEmail(ctx, request.body.email)) throw new HttpError(400, WRONG_CODE)
      const token = await openStaffSession(ctx, request.body.email)
      reply.setCookie(STAFF_COOKIE, token, {
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
        path: STAFF_COOKIE_PATH,
      })
      return { message: 'Signed in.' }
    },
  )

  app.post(
    '/api/admin/sign-out',
    { schema: { response: { 200: messageResponse } } },
    async (request, reply) => {
      const token = request.cookies[STAFF_COOKIE]
      if (token) await closeStaffSession(ctx, token)
      reply.clearCookie(STAFF_COOKIE, { path: STAFF_COOKIE_PATH })
      return { message: 'Signed out.' }
    },
  )

  void app.register(async (scope: App) => {
    const registered: { method: string; url: string }[] = []
    protectedAdminRoutes.set(app, registered)
    scope.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        if (method !== 'HEAD') registered.push({ method, url: route.url })
    })
    scope.decorateRequest('staffEmail', '')
    scope.addHook('onRequest', async (request) => {
      request.staffEmail = await requireStaff(ctx, request)
    })
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      reply.header('x-robots-tag', 'noindex')
    })
    protectedRoutes(scope)
  })

  function protectedRoutes(scope: App) {
    scope.get('/api/admin/me', async (request) => ({ email: request.staffEmail }))
    adminReportRoutes(scope, ctx)
    adminDocumentRoutes(scope, ctx)
    adminBreachRoutes(scope, ctx)
    adminTicketRoutes(scope, ctx)

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
        if (UUID.test(q)) anyOf.push(eq(orders.id, q))
        where.push(or(...anyOf) as SQL)
      }
      const status = filterText(query, 'status')
      if (status === 'refunded') {
        // A staff refund leaves the order paid: refunded is read from its paying payment's refund.
        where.push(inArray(orders.status, [...PAID_STATUSES]), paymentRefunded)
      } else if (status) {
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
      const list = rows.map(({ order, applicant }) => {
        const orderPayments = paymentRows.filter((p) => p.orderId === order.id)
        const orderRefunds = refundRows.filter((r) => r.orderId === order.id)
        return {
          ...orderSummary(order, applicant),
          paymentState: paymentState(order, orderPayments, orderRefunds),
          buyerStatus: orderStatus(order, orderPayments, orderRefunds, now, timing).title,
        }
      })
      return sendPage(reply, 'orders', at, total?.n ?? 0, list)
    })

    scope.get('/api/admin/orders/:id', { schema: { params: idParams } }, async (request) =>
      orderDetail(request.params.id),
    )

    scope.put(
      '/api/admin/orders/:id',
      { schema: { params: idParams, body: orderUpdate } },
      async (request) => {
        const id = request.params.id
        if (!UUID.test(id)) throw new HttpError(404, ORDER_NOT_FOUND)
        const now = ctx.clock()
        await db.transaction(async (tx) => {
          const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update')
          if (!order) throw new HttpError(404, ORDER_NOT_FOUND)
          const change: Partial<Pick<OrderRow, 'fulfilmentStatus' | 'counsellor'>> = {}
          const { fulfilmentStatus, counsellor } = request.body
          if (fulfilmentStatus !== undefined && fulfilmentStatus !== order.fulfilmentStatus) {
            if (!PAID_STATUSES.some((s) => s === order.status))
              throw new HttpError(409, 'Only a paid order has a fulfilment state.')
            change.fulfilmentStatus = fulfilmentStatus
          }
          const assigned = counsellor === undefined ? undefined : counsellor || null
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
      },
    )

    scope.post(
      '/api/admin/orders/:id/refund',
      { schema: { params: idParams, body: refundBody } },
      async (request) => {
        const id = request.params.id
        if (!UUID.test(id)) throw new HttpError(404, ORDER_NOT_FOUND)
        const now = ctx.clock()
        const refundId = await db.transaction(async (tx) => {
          const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update')
          if (!order) throw new HttpError(404, ORDER_NOT_FOUND)
          const [paying] = order.paymentId
            ? await tx.select().from(payments).where(eq(payments.id, order.paymentId))
            : []
          if (!PAID_STATUSES.some((s) => s === order.status) || paying?.status !== 'captured')
            throw new HttpError(409, 'Only a paid order can be refunded.')
          const [already] = await tx
            .select({ id: refunds.id })
            .from(refunds)
            .where(eq(refunds.paymentId, paying.id))
          if (already) throw new HttpError(409, 'This payment is already being refunded.')
          const [created] = await tx
            .insert(refunds)
            .values({
              id: crypto.randomUUID(),
              paymentId: paying.id,
              orderId: order.id,
              amountPaise: paying.amountPaise,
              reason: 'staff',
              status: 'due',
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: refunds.id })
          if (!created) throw new Error('refund insert did not return a row')
          const [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, order.id))
          const note = invoice
            ? await issueCreditNote(tx, { invoice, refundId: created.id, reason: request.body.reason, now })
            : undefined
          await audit(
            tx,
            {
              staffEmail: request.staffEmail,
              action: 'order.refund',
              entity: 'order',
              entityId: order.id,
              before: { refund: null },
              after: {
                refundId: created.id,
                paymentId: paying.id,
                amountPaise: paying.amountPaise,
                reason: request.body.reason,
                creditNote: note?.number ?? null,
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
        return orderDetail(id)
      },
    )

    scope.post('/api/admin/orders/:id/invoice/email', { schema: { params: idParams } }, async (request) => {
      const id = request.params.id
      if (!UUID.test(id)) throw new HttpError(404, ORDER_NOT_FOUND)
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

    scope.get('/api/admin/leads', { schema: { querystring: listQuery } }, async (request, reply) => {
      const at = page(request.query)
      const paid = sql`exists (select 1 from ${orders} where ${orders.applicantId} = ${applicants.id} and ${orders.status} in ('paid', 'confirmed', 'invoiced'))`
      const conditions: SQL[] = [
        or(eq(applicants.role, 'eec'), and(isNotNull(applicants.emailVerifiedAt), sql`not ${paid}`)) as SQL,
      ]
      const role = filterText(request.query, 'role')
      if (role === 'eec' || role === 'student') conditions.push(eq(applicants.role, role))
      const q = filterText(request.query, 'q')
      if (q) conditions.push(ilike(applicants.email, `%${q.replace(/[\\%_]/g, '\\$&')}%`))
      const condition = and(...conditions)
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: applicants.id,
            email: applicants.email,
            firstName: applicants.firstName,
            lastName: applicants.lastName,
            phone: applicants.phone,
            role: applicants.role,
            selectedPlan: applicants.selectedPlan,
            verifiedAt: applicants.emailVerifiedAt,
            createdAt: applicants.createdAt,
            paid: sql<boolean>`${paid}`,
          })
          .from(applicants)
          .where(condition)
          .orderBy(desc(applicants.createdAt), desc(applicants.id))
          .offset(at.offset)
          .limit(at.limit),
        db.select({ n: count() }).from(applicants).where(condition),
      ])
      return sendPage(reply, 'leads', at, total?.n ?? 0, rows)
    })

    scope.get('/api/admin/messages', { schema: { querystring: listQuery } }, async (request, reply) => {
      const at = page(request.query)
      const handled = request.query.filter?.handled
      const condition =
        handled === true || handled === 'true'
          ? isNotNull(contactMessages.handledAt)
          : handled === false || handled === 'false'
            ? isNull(contactMessages.handledAt)
            : undefined
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .where(condition)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .offset(at.offset)
          .limit(at.limit),
        db.select({ n: count() }).from(contactMessages).where(condition),
      ])
      return sendPage(reply, 'messages', at, total?.n ?? 0, rows)
    })

    scope.get('/api/admin/messages/:id', { schema: { params: idParams } }, async (request) => {
      if (!UUID.test(request.params.id)) throw new HttpError(404, 'Message not found.')
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, request.params.id))
      if (!row) throw new HttpError(404, 'Message not found.')
      return row
    })

    scope.put(
      '/api/admin/messages/:id',
      { schema: { params: idParams, body: messageUpdate } },
      async (request) => {
        const id = request.params.id
        if (!UUID.test(id)) throw new HttpError(404, 'Message not found.')
        const now = ctx.clock()
        return db.transaction(async (tx) => {
          const [row] = await tx
            .select()
            .from(contactMessages)
            .where(eq(contactMessages.id, id))
            .for('update')
          if (!row) throw new HttpError(404, 'Message not found.')
          if (request.body.handled === (row.handledAt !== null)) return row
          const change = request.body.handled
            ? { handledAt: now, handledBy: request.staffEmail }
            : { handledAt: null, handledBy: null }
          const [updated] = await tx
            .update(contactMessages)
            .set(change)
            .where(eq(contactMessages.id, id))
            .returning()
          await audit(
            tx,
            {
              staffEmail: request.staffEmail,
              action: request.body.handled ? 'message.handled' : 'message.reopened',
              entity: 'message',
              entityId: id,
              before: { handledAt: row.handledAt, handledBy: row.handledBy },
              after: change,
            },
            now,
          )
          return updated
        })
      },
    )

    // One-time codes are left out: their text is sealed, and a code past its 10 minutes is never sent late anyway.
    const stuckMail = and(
      ne(mailQueue.kind, 'otp'),
      or(eq(mailQueue.status, 'dead'), and(eq(mailQueue.status, 'pending'), sql`${mailQueue.attempts} > 0`)),
    )
    const mailColumns = {
      id: mailQueue.id,
      kind: mailQueue.kind,
      to: mailQueue.to,
      subject: mailQueue.subject,
      status: mailQueue.status,
      attempts: mailQueue.attempts,
      nextAttemptAt: mailQueue.nextAttemptAt,
      lastError: mailQueue.lastError,
      createdAt: mailQueue.createdAt,
      sentAt: mailQueue.sentAt,
    }

    scope.get('/api/admin/mail-queue', { schema: { querystring: listQuery } }, async (request, reply) => {
      const at = page(request.query)
      const [rows, [total]] = await Promise.all([
        db
          .select(mailColumns)
          .from(mailQueue)
          .where(stuckMail)
          .orderBy(desc(mailQueue.id))
          .offset(at.offset)
          .limit(at.limit),
        db.select({ n: count() }).from(mailQueue).where(stuckMail),
      ])
      return sendPage(reply, 'mail-queue', at, total?.n ?? 0, rows)
    })

    scope.post('/api/admin/mail-queue/:id/retry', { schema: { params: numericId } }, async (request) => {
      const now = ctx.clock()
      const retried = await db.transaction(async (tx) => {
        const [before] = await tx
          .select(mailColumns)
          .from(mailQueue)
          .where(and(eq(mailQueue.id, request.params.id), stuckMail))
          .for('update')
        if (!before) return undefined
        const [row] = await tx
          .update(mailQueue)
          .set({ status: 'pending', nextAttemptAt: now, lockedUntil: null })
          .where(eq(mailQueue.id, before.id))
          .returning(mailColumns)
        if (!row) return undefined
        await audit(
          tx,
          {
            staffEmail: request.staffEmail,
            action: 'mail.retry',
            entity: 'mail',
            entityId: String(row.id),
            before: {
              status: before.status,
              nextAttemptAt: before.nextAttemptAt,
              to: row.to,
              kind: row.kind,
            },
            after: { status: row.status, nextAttemptAt: row.nextAttemptAt, attempts: row.attempts },
          },
          now,
        )
        return row
      })
      if (!retried) throw new HttpError(404, 'No such message waiting to be sent.')
      ctx.mail.kick()
      return retried
    })

    scope.get('/api/admin/audit-log', { schema: { querystring: listQuery } }, async (request, reply) => {
      const at = page(request.query)
      const conditions: SQL[] = []
      const entityId = filterText(request.query, 'entityId')
      if (entityId) conditions.push(eq(auditLog.entityId, entityId))
      const staff = filterText(request.query, 'staffEmail')
      if (staff) conditions.push(eq(auditLog.staffEmail, staff.toLowerCase()))
      const condition = conditions.length > 0 ? and(...conditions) : undefined
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(condition)
          .orderBy(desc(auditLog.id))
          .offset(at.offset)
          .limit(at.limit),
        db.select({ n: count() }).from(auditLog).where(condition),
      ])
      return sendPage(reply, 'audit-log', at, total?.n ?? 0, rows)
    })
  }

  function orderSummary(order: OrderRow, applicant: typeof applicants.$inferSelect) {
    return {
      id: order.id,
      reference: order.gatewayOrderId,
      email: applicant.email,
      name: `${applicant.firstName} ${applicant.lastName}`.trim(),
      phone: applicant.phone,
      role: order.role,
      planName: order.planName,
      amountPaise: order.amountPaise,
      status: order.status,
      fulfilmentStatus: order.fulfilmentStatus,
      counsellor: order.counsellor,
      paymentId: order.paymentId,
      createdAt: order.createdAt,
      paidAt: order.paidAt,
    }
  }

  /** An order with every payment, refund, invoice, credit note and mail sent for it. */
  async function orderDetail(id: string) {
    if (!UUID.test(id)) throw new HttpError(404, ORDER_NOT_FOUND)
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
    const [[note], mails] = await Promise.all([
      invoice
        ? db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id))
        : Promise.resolve([]),
      // Mails about this order: its invoice's, and refund notices to the buyer naming its payments. One-time codes
      // are left out: they are about signing in, not the order.
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
            and(eq(mailQueue.kind, 'refund'), eq(mailQueue.to, row.applicant.email)),
            and(inArray(mailQueue.kind, ['scan', 'report']), eq(mailQueue.to, row.applicant.email)),
          ),
        )
        .orderBy(asc(mailQueue.id)),
    ])
    return {
      ...orderSummary(row.order, row.applicant),
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
            cancelledBy: note?.number ?? null,
          }
        : null,
      creditNote: note
        ? {
            id: note.id,
            number: note.number,
            issuedAt: note.issuedAt,
            totalPaise: note.totalPaise,
            reason: note.reason,
          }
        : null,
      scan: scans.get(id) ?? null,
      report,
      mails,
    }
  }
}

function dateFilter(value: string | undefined): Date | undefined {
  if (!value) return undefined
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new HttpError(400, 'Dates are YYYY-MM-DD.')
  // A day in India's time, where the business works.
  const at = new Date(`${value}T00:00:00+05:30`)
  if (Number.isNaN(at.getTime())) throw new HttpError(400, 'Dates are YYYY-MM-DD.')
  return at
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the admin scope's onRequest hook. */
    staffEmail: string
  }
}
