/**
 * Breach readiness (docs/breach-runbook.md): staff mail a notice to the people of a list of orders. First a check
 * (`send: false`: who would be mailed, which references are unknown), then the send, which queues one mail per
 * person and writes one audit entry with the orders, the count and the words. Registered in the admin scope
 * (routes/admin.ts), so it needs a staff session.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { App, AppContext } from '../context'
import { applicants, orders } from '../db/schema'
import { HttpError } from '../http/errors'
import { isUuid } from '../http/schemas'
import { enqueueMail } from '../mail/queue'
import { breachNoticeMail } from '../privacy/privacy-mail'
import { audit } from '../services/staff'

/** An order's short reference (src/content/orders.ts `orderReference`): its id's first 8 hex digits. */
const SHORT_REFERENCE = /^[0-9a-f]{8}$/i

const breachBody = z.strictObject({
  /**
   * Order ids, their short references ("3F2A9C1B") or gateway references (order_...), separated by spaces, commas
   * or new lines.
   */
  orders: z.string().min(1, 'List at least one order.').max(60_000, 'At most 1,000 orders at once.'),
  subject: z.string().trim().min(5, 'Write a subject.').max(120, 'The subject is at most 120 characters.'),
  message: z
    .string()
    .trim()
    .min(20, 'Write the notice.')
    .max(5000, 'The notice is at most 5,000 characters.'),
  send: z.boolean(),
})

export function adminBreachRoutes(scope: App, ctx: AppContext) {
  const { db } = ctx.database

  scope.post('/api/admin/breach-notice', { schema: { body: breachBody } }, async (request) => {
    const refs = [...new Set(request.body.orders.split(/[\s,;]+/).filter(Boolean))]
    if (refs.length > 1000) throw new HttpError(400, 'At most 1,000 orders at once.')
    const ids = refs.filter(isUuid)
    // The short reference staff see everywhere ("3F2A9C1B", the id's first 8 characters), in either case.
    const shortRefs = refs.filter((ref) => SHORT_REFERENCE.test(ref)).map((ref) => ref.toLowerCase())
    const matched = await db
      .select({ id: orders.id, reference: orders.gatewayOrderId, email: applicants.email })
      .from(orders)
      // An erased account has no address left: its orders count as not found.
      .innerJoin(applicants, and(eq(applicants.id, orders.applicantId), isNull(applicants.erasedAt)))
      .where(
        or(
          ids.length > 0 ? inArray(orders.id, ids) : undefined,
          inArray(orders.gatewayOrderId, refs),
          shortRefs.length > 0 ? inArray(sql`left(${orders.id}::text, 8)`, shortRefs) : undefined,
        ),
      )
    // A short reference two orders share (1 in 4 billion) names neither: staff give that order's full id.
    const shortOf = (id: string) => id.slice(0, 8)
    const shared = new Set(
      shortRefs.filter((ref) => matched.filter((row) => shortOf(row.id) === ref).length > 1),
    )
    const rows = matched.filter(
      (row) => !shared.has(shortOf(row.id)) || ids.includes(row.id) || refs.includes(row.reference ?? ''),
    )
    const found = new Set(
      rows.flatMap((row) => [
        row.id,
        row.reference,
        ...(shared.has(shortOf(row.id)) ? [] : [shortOf(row.id)]),
      ]),
    )
    /** References of no order, or of an erased account's. */
    const unknown = refs.filter((ref) => !found.has(SHORT_REFERENCE.test(ref) ? ref.toLowerCase() : ref))
    const recipients = [...new Set(rows.map((row) => row.email))].sort()
    if (!request.body.send) return { recipients: recipients.length, orders: rows.length, unknown }
    if (recipients.length === 0) throw new HttpError(409, 'None of these orders has anyone to write to.')
    const now = ctx.clock()
    const mail = breachNoticeMail({
      subject: request.body.subject,
      message: request.body.message,
      contact: ctx.config.privacyContact,
    })
    await db.transaction(async (tx) => {
      for (const to of recipients) await enqueueMail(tx, { kind: 'privacy', to, ...mail }, now)
      await audit(
        tx,
        {
          staffEmail: request.staffEmail,
          action: 'breach.notice',
          entity: 'breach-notice',
          entityId: crypto.randomUUID(),
          after: {
            orders: rows.map((row) => row.id).sort(),
            recipients: recipients.length,
            unknown,
            subject: mail.subject,
            body: mail.body,
          },
        },
        now,
      )
    })
    ctx.mail.kick()
    return { recipients: recipients.length, orders: rows.length, unknown, sent: true }
  })
}
