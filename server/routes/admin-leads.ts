/**
 * The back office's leads: people who registered and did not buy: students who verified their email, and counsellor
 * applicants. Whoever paid is a buyer (on the orders list), not a lead, a counsellor applicant included. Registered in
 * the admin scope (routes/admin.ts), so it needs a staff session. The list is read page by page; the export
 * (`leads.csv`, every lead the filter finds) is made here, so it is audited (`leads.export`, with the filter and the
 * number of rows) and its cells are neutralised like the GST register's (invoices/documents-csv.ts `csvCell`).
 */
import { and, count, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm'
import type { App, AppContext } from '../context'
import { applicants, orders } from '../db/schema'
import { csvCell } from '../invoices/documents-csv'
import { planNameIn } from '../services/pricing'
import { audit } from '../services/staff'
import { filterText, listQuery, page, sendPage, type ListQuery } from './admin-list'

export const LEAD_COLUMNS = [
  'Registered',
  'Email',
  'First name',
  'Last name',
  'Phone',
  'Role',
  'Plan chosen',
  'Verified',
] as const

const paid = sql`exists (select 1 from ${orders} where ${orders.applicantId} = ${applicants.id} and ${orders.status} in ('paid', 'confirmed', 'invoiced'))`

const leadColumns = {
  id: applicants.id,
  email: applicants.email,
  firstName: applicants.firstName,
  lastName: applicants.lastName,
  phone: applicants.phone,
  role: applicants.role,
  selectedPlan: applicants.selectedPlan,
  verifiedAt: applicants.emailVerifiedAt,
  createdAt: applicants.createdAt,
}

/** Counsellor applicants and verified students, with no paid order; the list's filters `role` and `q` (email). */
function leadsWhere(query: ListQuery): SQL | undefined {
  const conditions: SQL[] = [
    or(
      eq(applicants.role, 'eec'),
      isNotNull(applicants.emailVerifiedAt),
      isNotNull(applicants.phoneVerifiedAt),
    ) as SQL,
    sql`not ${paid}`,
  ]
  const role = filterText(query, 'role')
  if (role === 'eec' || role === 'student') conditions.push(eq(applicants.role, role))
  const q = filterText(query, 'q')
  if (q) conditions.push(ilike(applicants.email, `%${q.replace(/[\\%_]/g, '\\$&')}%`))
  return and(...conditions)
}

/** The plan a lead chose, by the name the site gives it ("Achiever's Report"), or null before a choice. */
function chosenPlanName(lead: { role: 'student' | 'eec'; selectedPlan: 'basic' | 'premium' | null }) {
  return lead.selectedPlan ? planNameIn('en', lead.role, lead.selectedPlan) : null
}

/** "2025-10-01 10:00": a moment in India's time. */
function indianMinute(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ')
}

export function adminLeadRoutes(scope: App, ctx: AppContext) {
  const { db } = ctx.database

  scope.get('/api/admin/leads', { schema: { querystring: listQuery } }, async (request, reply) => {
    const at = page(request.query)
    const condition = leadsWhere(request.query)
    const [rows, [total]] = await Promise.all([
      db
        .select(leadColumns)
        .from(applicants)
        .where(condition)
        .orderBy(desc(applicants.createdAt), desc(applicants.id))
        .offset(at.offset)
        .limit(at.limit),
      db.select({ n: count() }).from(applicants).where(condition),
    ])
    return sendPage(
      reply,
      'leads',
      at,
      total?.n ?? 0,
      rows.map((lead) => ({ ...lead, planName: chosenPlanName(lead) })),
    )
  })

  scope.get('/api/admin/leads.csv', { schema: { querystring: listQuery } }, async (request, reply) => {
    const rows = await db
      .select(leadColumns)
      .from(applicants)
      .where(leadsWhere(request.query))
      .orderBy(desc(applicants.createdAt), desc(applicants.id))
    const lines = [
      [...LEAD_COLUMNS],
      ...rows.map((lead) => [
        indianMinute(lead.createdAt),
        lead.email,
        lead.firstName,
        lead.lastName,
        lead.phone,
        lead.role,
        chosenPlanName(lead) ?? '',
        lead.verifiedAt ? 'yes' : 'no',
      ]),
    ].map((cells) => cells.map(csvCell).join(','))
    await audit(
      db,
      {
        staffEmail: request.staffEmail,
        action: 'leads.export',
        entity: 'leads',
        entityId: 'leads',
        after: { filter: request.query.filter ?? {}, rows: rows.length },
      },
      ctx.clock(),
    )
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="leads-${indianMinute(ctx.clock()).slice(0, 10)}.csv"`,
      )
      .send(`\uFEFF${lines.join('\r\n')}\r\n`)
  })
}
