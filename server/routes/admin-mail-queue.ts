/**
 * The back office's stuck mail: messages that failed at least once or gave up, and sending one again (audited).
 * Registered in the admin scope (routes/admin.ts), so every route here needs a staff session.
 */
import { and, count, desc, eq, ne, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { App, AppContext } from '../context'
import { mailQueue } from '../db/schema'
import { HttpError } from '../http/errors'
import { audit } from '../services/staff'
import { listQuery, page, sendPage } from './admin-list'

const numericId = z.strictObject({ id: z.coerce.number().int().positive() })

export function adminMailQueueRoutes(scope: App, ctx: AppContext) {
  const { db } = ctx.database

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
}
