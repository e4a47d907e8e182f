/**
 * The back office's audit log, newest first, filtered by the thing changed or the staff member. Registered in the
 * admin scope (routes/admin.ts), so it needs a staff session.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import type { App, AppContext } from '../context'
import { auditLog } from '../db/schema'
import { filterText, listQuery, page, sendPage } from './admin-list'

export function adminAuditRoutes(scope: App, ctx: AppContext) {
  const { db } = ctx.database

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
