/**
 * The back office's contact messages: the list, one message, and marking it handled or open again (audited).
 * Registered in the admin scope (routes/admin.ts), so every route here needs a staff session.
 */
import { count, desc, eq, isNotNull, isNull } from 'drizzle-orm'
import { z } from 'zod'
import type { App, AppContext } from '../context'
import { contactMessages } from '../db/schema'
import { HttpError } from '../http/errors'
import { idParams, isUuid } from '../http/schemas'
import { audit } from '../services/staff'
import { listQuery, page, sendPage } from './admin-list'

const messageUpdate = z.strictObject({ handled: z.boolean() })

export function adminMessageRoutes(scope: App, ctx: AppContext) {
  const { db } = ctx.database

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
    if (!isUuid(request.params.id)) throw new HttpError(404, 'Message not found.')
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, request.params.id))
    if (!row) throw new HttpError(404, 'Message not found.')
    return row
  })

  scope.put(
    '/api/admin/messages/:id',
    { schema: { params: idParams, body: messageUpdate } },
    async (request) => {
      const id = request.params.id
      if (!isUuid(id)) throw new HttpError(404, 'Message not found.')
      const now = ctx.clock()
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update')
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
}
