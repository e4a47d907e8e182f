/**
 * The back office's leads: people who registered and did not buy: students who verified their email, and counsellor
 * applicants. Whoever paid is a buyer (on the orders list), not a lead, a counsellor applicant included. Registered in
 * the admin scope (routes/admin.ts), so it needs a staff session.
 */
import { and, count, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm'
import type { App, AppContext } from '../context'
import { applicants, orders } from '../db/schema'
import { filterText, listQuery, page, sendPage } from './admin-list'

export function adminLeadRoutes(scope: App, ctx: AppContext) {
  const { db } = ctx.database

  scope.get('/api/admin/leads', { schema: { querystring: listQuery } }, async (request, reply) => {
    const at = page(request.query)
    const paid = sql`exists (select 1 from ${orders} where ${orders.applicantId} = ${applicants.id} and ${orders.status} in ('paid', 'confirmed', 'invoiced'))`
    const conditions: SQL[] = [
      or(eq(applicants.role, 'eec'), isNotNull(applicants.emailVerifiedAt)) as SQL,
      sql`not ${paid}`,
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
}
