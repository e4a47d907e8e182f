/**
 * My orders: a buyer signs in with a code mailed to the address (email-codes, purpose 'orders'), which opens the
 * applicant session checkout uses (the email is the applicant's identity), then reads their orders, downloads an
 * invoice and has it mailed again. Only an applicant who verified a registration code has anything to sign in to:
 * the code proves the email, not the name and phone someone typed at registration, and a session here can buy
 * (the invoice names the stored applicant), so it must never adopt details nobody verified. Every order route acts only on the session's own orders: another applicant's
 * order, a guessed id and an order without an invoice all answer 404 alike.
 */
import { and, count, desc, eq, gt, isNotNull, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { App, AppContext } from '../context'
import { applicants, invoices, mailQueue, orders, sessions } from '../db/schema'
import { HttpError } from '../http/errors'
import { clientKey } from '../http/rate-limits'
import { email, messageResponse } from '../http/schemas'
import { requireSession, setSessionCookie } from '../http/session'
import { requestLanguage } from '../http/language'
import { ordersCodeMail, ordersNoAccountMail } from '../mail/templates'
import { checkEmailCode, issueEmailCode, type EmailCodePolicy } from '../services/email-codes'
import { creditNoteOfOrder, documentFileName } from '../invoices/credit-notes'
import { queueInvoiceMail } from '../invoices/invoice-mail'
import { buyerOrders } from '../services/order-status'
import { documentChildName, reportContentDisposition, reportFileNames } from '../reports/report-file-name'
import {
  openScanLink,
  orderRefunded,
  reopenHurriedScan,
  resendScanLink,
  SCAN_REOPENED,
  withdrawConsent,
} from '../scan/scans'
import { latestReport } from '../reports/reports'
import { cancelOrderDebriefs } from '../counsellors/debriefs'
import { SESSION_COOKIE, applicantForToken, prepareSession } from '../services/sessions'
import { hmacHex } from '../lib/secrets'

export const ORDERS_CODE_MESSAGE = 'Check your email for a 6-digit code.'
const WRONG_CODE = 'Invalid or expired code.'
const NOT_FOUND = 'Order not found.'

/** A buyer may have an invoice mailed again once a minute and this many times a day. */
const RESEND_COOLDOWN_MS = 60_000
const RESENDS_PER_DAY = 5

const codeRequestBody = z.strictObject({ email })
const signInBody = z.strictObject({
  email,
  code: z.string({ error: 'Code is required.' }).regex(/^\d{6}$/, 'The code is 6 digits.'),
})
const orderParams = z.strictObject({ id: z.string().max(100) })
const noteParams = z.strictObject({ id: z.string().max(100), noteId: z.string().max(100) })
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function ordersRoutes(app: App, ctx: AppContext, tight: { max: number; timeWindow: number }) {
  const { db } = ctx.database
  const policy: EmailCodePolicy = {
    purpose: 'orders',
    secret: ctx.config.otpSecret,
    emailHourlyAtBasePace: ctx.settings.ordersCodeEmailHourlyCap,
    ipHourlyCap: ctx.settings.ordersCodeIpHourlyCap,
  }
  const ordersUrl = `${ctx.config.siteUrl}/orders`
  const pdf = ctx.invoicePdf

  /**
   * The applicant of an address, if they ever verified a registration code (the mailed one, or the texted one of a
   * new registration: a buyer who typed the SMS code has an unproved email until now, and this code proves it).
   * Someone who only registered (maybe a stranger who typed this address with their own name and phone) has no
   * details anyone confirmed: for My orders there is nothing under the address until its owner registers and
   * verifies their own.
   */
  const verifiedApplicant = async (address: string) => {
    const [row] = await db
      .select()
      .from(applicants)
      .where(
        and(
          sql`lower(${applicants.email}) = ${address}`,
          or(isNotNull(applicants.emailVerifiedAt), isNotNull(applicants.phoneVerifiedAt)),
        ),
      )
      .limit(1)
    return row
  }

  /** The session applicant's order with its invoice; 404 for anything else. */
  const ownInvoice = async (applicantId: string, orderId: string) => {
    if (!UUID.test(orderId)) throw new HttpError(404, NOT_FOUND)
    const [row] = await db
      .select({ invoice: invoices, role: orders.role })
      .from(orders)
      .innerJoin(invoices, eq(invoices.orderId, orders.id))
      .where(and(eq(orders.id, orderId), eq(orders.applicantId, applicantId)))
    if (!row) throw new HttpError(404, NOT_FOUND)
    return row
  }

  app.post(
    '/api/orders/code',
    {
      schema: { body: codeRequestBody, response: { 200: messageResponse } },
      config: { rateLimit: tight },
    },
    async (request) => {
      const address = request.body.email
      // The same answer, and a mail either way, whether or not anyone registered and verified the address.
      const known = await verifiedApplicant(address)
      // In the language of the page asking: the person reading the code is on it.
      const language = requestLanguage(request)
      const verdict = await issueEmailCode(db, policy, {
        email: address,
        client: clientKey(request.ip),
        now: ctx.clock(),
        language,
        mail: (code, ttlMinutes) =>
          known
            ? ordersCodeMail({ email: address, code, ttlMinutes, ordersUrl }, language)
            : ordersNoAccountMail({ email: address, siteUrl: ctx.config.siteUrl }, language),
      })
      if (!verdict.sent) throw verdict.error
      ctx.mail.kick()
      return { message: ORDERS_CODE_MESSAGE }
    },
  )

  app.post(
    '/api/orders/sign-in',
    { schema: { body: signInBody, response: { 200: messageResponse } }, config: { rateLimit: tight } },
    async (request, reply) => {
      const now = ctx.clock()
      const right = await checkEmailCode(db, policy, { ...request.body, client: clientKey(request.ip), now })
      const applicant = right ? await verifiedApplicant(request.body.email) : undefined
      if (!applicant) throw new HttpError(400, WRONG_CODE)
      const session = prepareSession({
        secret: ctx.config.sessionSecret,
        ttlHours: ctx.settings.sessionTtlHours,
        now,
      })
      await db.insert(sessions).values({
        id: session.id,
        tokenHash: session.tokenHash,
        applicantId: applicant.id,
        expiresAt: session.expiresAt,
        createdAt: now,
      })
      setSessionCookie(request, reply, session)
      return { message: 'Signed in.' }
    },
  )

  app.post(
    '/api/orders/sign-out',
    { schema: { response: { 200: messageResponse } } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE]
      if (token)
        await db.delete(sessions).where(eq(sessions.tokenHash, hmacHex(ctx.config.sessionSecret, token)))
      reply.clearCookie(SESSION_COOKIE, { path: '/api' })
      return { message: 'Signed out.' }
    },
  )

  // Nobody signed in is this page's normal first state, not an error: answered 200 with no email, so the page
  // shows the sign-in without a failed request in the browser's console.
  app.get('/api/orders', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    const token = request.cookies[SESSION_COOKIE]
    const applicant = token
      ? await applicantForToken(db, { token, secret: ctx.config.sessionSecret, now: ctx.clock() })
      : undefined
    if (!applicant) return { email: null, orders: [] }
    const list = await buyerOrders(
      db,
      applicant.id,
      ctx.clock(),
      {
        minAgeMs: ctx.config.payments.reconcileMinAgeMs,
        intervalMs: ctx.config.payments.reconcileIntervalMs,
        scanLinks: ctx.scanLinks,
      },
      requestLanguage(request),
    )
    return { email: applicant.email, orders: list }
  })

  app.get('/api/orders/:id/invoice', { schema: { params: orderParams } }, async (request, reply) => {
    const applicant = await requireSession(ctx, request)
    const { invoice } = await ownInvoice(applicant.id, request.params.id)
    const file = await pdf.render(invoice, ctx.supplier)
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${invoice.number.replace(/\//g, '-')}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(file)
  })

  // A credit note of the order's invoice (a staff refund), to the order's own buyer only: by its id, or the latest.
  async function sendCreditNote(
    request: FastifyRequest,
    reply: FastifyReply,
    orderId: string,
    noteId?: string,
  ) {
    const applicant = await requireSession(ctx, request)
    if (!UUID.test(orderId) || (noteId !== undefined && !UUID.test(noteId)))
      throw new HttpError(404, NOT_FOUND)
    const found = await creditNoteOfOrder(db, orderId, { applicantId: applicant.id, noteId })
    if (!found) throw new HttpError(404, NOT_FOUND)
    const file = await pdf.renderCreditNote(found.note, found.invoice, ctx.supplier)
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${documentFileName(found.note.number)}"`)
      .header('cache-control', 'private, no-store')
      .send(file)
  }
  app.get('/api/orders/:id/credit-note', { schema: { params: orderParams } }, (request, reply) =>
    sendCreditNote(request, reply, request.params.id),
  )
  app.get('/api/orders/:id/credit-notes/:noteId', { schema: { params: noteParams } }, (request, reply) =>
    sendCreditNote(request, reply, request.params.id, request.params.noteId),
  )

  app.post(
    '/api/orders/:id/invoice/email',
    { schema: { params: orderParams, response: { 200: messageResponse } }, config: { rateLimit: tight } },
    async (request) => {
      const applicant = await requireSession(ctx, request)
      const { invoice, role } = await ownInvoice(applicant.id, request.params.id)
      const now = ctx.clock()
      await db.transaction(async (tx) => {
        // The invoice row's lock makes two resends at once count one after the other.
        await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, invoice.id)).for('update')
        const resentBy = sql`${mailQueue.meta} ->> 'resentBy' = 'buyer'`
        const [latest] = await tx
          .select({ createdAt: mailQueue.createdAt })
          .from(mailQueue)
          .where(and(eq(mailQueue.invoiceId, invoice.id), resentBy))
          .orderBy(desc(mailQueue.createdAt))
          .limit(1)
        const waitMs = latest ? latest.createdAt.getTime() + RESEND_COOLDOWN_MS - now.getTime() : 0
        if (waitMs > 0)
          throw new HttpError(429, `Please wait ${Math.ceil(waitMs / 1000)} seconds before asking again.`)
        const [today] = await tx
          .select({ n: count() })
          .from(mailQueue)
          .where(
            and(
              eq(mailQueue.invoiceId, invoice.id),
              resentBy,
              gt(mailQueue.createdAt, new Date(now.getTime() - 86_400_000)),
            ),
          )
        if ((today?.n ?? 0) >= RESENDS_PER_DAY)
          throw new HttpError(
            429,
            'This invoice was sent to you several times today. Please try again tomorrow.',
          )
        await queueInvoiceMail(tx, invoice, {
          role,
          siteUrl: ctx.config.siteUrl,
          now,
          to: applicant.email,
          resentBy: 'buyer',
          scanLinks: ctx.scanLinks,
        })
      })
      ctx.mail.kick()
      return { message: 'Your invoice is on its way to your email.' }
    },
  )

  app.post(
    '/api/orders/:id/scan/email',
    { schema: { params: orderParams, response: { 200: messageResponse } }, config: { rateLimit: tight } },
    async (request) => {
      const applicant = await requireSession(ctx, request)
      if (!UUID.test(request.params.id)) throw new HttpError(404, NOT_FOUND)
      await db.transaction((tx) =>
        resendScanLink(tx, {
          orderId: request.params.id,
          applicantId: applicant.id,
          by: 'buyer',
          links: ctx.scanLinks,
          now: ctx.clock(),
        }),
      )
      ctx.mail.kick()
      return { message: 'The scan link is on its way to your email.' }
    },
  )

  app.post(
    '/api/orders/:id/scan/withdraw',
    { schema: { params: orderParams, response: { 200: messageResponse } }, config: { rateLimit: tight } },
    async (request) => {
      const applicant = await requireSession(ctx, request)
      if (!UUID.test(request.params.id)) throw new HttpError(404, NOT_FOUND)
      const now = ctx.clock()
      await db.transaction((tx) =>
        withdrawConsent(tx, {
          orderId: request.params.id,
          applicantId: applicant.id,
          now,
          links: ctx.scanLinks,
          beforeErase: (orderId) =>
            cancelOrderDebriefs(tx, {
              orderId,
              cause: 'withdrawal',
              now,
              links: { siteUrl: ctx.config.siteUrl },
            }),
        }),
      )
      ctx.mail.kick()
      return { message: "Consent withdrawn. The scan is stopped and your child's answers are erased." }
    },
  )

  // The report found the answers hurried: the child answers again, once, free (issue 51 point 7).
  app.post(
    '/api/orders/:id/scan/reopen',
    { schema: { params: orderParams, response: { 200: messageResponse } }, config: { rateLimit: tight } },
    async (request) => {
      const applicant = await requireSession(ctx, request)
      if (!UUID.test(request.params.id)) throw new HttpError(404, NOT_FOUND)
      await db.transaction((tx) =>
        reopenHurriedScan(tx, {
          orderId: request.params.id,
          applicantId: applicant.id,
          links: ctx.scanLinks,
          now: ctx.clock(),
        }),
      )
      ctx.mail.kick()
      return { message: SCAN_REOPENED }
    },
  )

  // "Open the scan": a new link for this device; the older ones stop working (issue 45 S3).
  app.post(
    '/api/orders/:id/scan/open',
    {
      schema: { params: orderParams, response: { 200: z.object({ url: z.string() }) } },
      config: { rateLimit: tight },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const applicant = await requireSession(ctx, request)
      if (!UUID.test(request.params.id)) throw new HttpError(404, NOT_FOUND)
      const url = await db.transaction((tx) =>
        openScanLink(tx, {
          orderId: request.params.id,
          applicantId: applicant.id,
          links: ctx.scanLinks,
          now: ctx.clock(),
        }),
      )
      return { url }
    },
  )

  /** The order's latest report, if the order is the session's, paid and not refunded; 404 otherwise. */
  const ownReport = async (applicantId: string, orderId: string) => {
    if (!UUID.test(orderId)) throw new HttpError(404, NOT_FOUND)
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.applicantId, applicantId)))
    if (
      !order ||
      !['paid', 'confirmed', 'invoiced'].includes(order.status) ||
      (await orderRefunded(db, order))
    )
      throw new HttpError(404, NOT_FOUND)
    const report = await latestReport(db, order.id)
    if (!report) throw new HttpError(404, 'The report is being prepared. Please look again in a few minutes.')
    return report
  }

  app.get('/api/orders/:id/report', { schema: { params: orderParams } }, async (request, reply) => {
    const applicant = await requireSession(ctx, request)
    const report = await ownReport(applicant.id, request.params.id)
    reply.header('cache-control', 'private, no-store')
    return {
      version: report.version,
      generatedAt: report.generatedAt.toISOString(),
      document: report.document,
    }
  })

  app.get('/api/orders/:id/report/pdf', { schema: { params: orderParams } }, async (request, reply) => {
    const applicant = await requireSession(ctx, request)
    const report = await ownReport(applicant.id, request.params.id)
    return reply
      .header('content-type', 'application/pdf')
      .header(
        'content-disposition',
        reportContentDisposition(
          reportFileNames({
            childName: documentChildName(report.document),
            generatedAt: report.generatedAt,
            version: report.version,
          }),
        ),
      )
      .header('cache-control', 'private, no-store')
      .send(report.pdf)
  })
}
