/**
 * The back office's scans and reports: the list of reports with where each stands, a new version from the same
 * answers, the report's mail again, the scan link again. Registered in the admin scope (routes/admin.ts), so every
 * route here needs a staff session and every action is audited.
 */
import { count, desc, eq, sql } from 'drizzle-orm'
import type { App, AppContext } from '../context'
import type { DbOrTx } from '../db/client'
import { applicants, orders, reports, scans } from '../db/schema'
import { HttpError } from '../http/errors'
import { idParams, isUuid } from '../http/schemas'
import { enqueueMail } from '../mail/queue'
import { reportMail } from '../reports/report-mail'
import { latestReport, queueNewVersion } from '../reports/reports'
import { orderRefunded, resendScanLink } from '../scan/scans'
import { audit } from '../services/staff'
import { listQuery, page, sendPage } from './admin-list'

/** Where a report stands: being prepared (first or new version), failed for good, or ready. */
export type ReportState = 'preparing' | 'failed' | 'ready'

const latestJob = (column: 'status' | 'last_error') =>
  sql.raw(`(select j.${column} from jobs j where j.kind = 'report' and j.payload ->> 'scanId' = scans.id::text
    order by j.id desc limit 1)`)

const reportColumns = {
  id: scans.orderId,
  scanId: scans.id,
  childFirstName: scans.childFirstName,
  childClass: scans.childClass,
  email: applicants.email,
  submittedAt: scans.submittedAt,
  version: sql<
    number | null
  >`(select max(${reports.version}) from ${reports} where ${reports.orderId} = ${scans.orderId})`,
  generatedAt: sql<
    string | null
  >`(select max(${reports.generatedAt}) from ${reports} where ${reports.orderId} = ${scans.orderId})`,
  jobStatus: sql<string | null>`${latestJob('status')}`,
  lastError: sql<string | null>`${latestJob('last_error')}`,
}

type ReportRow = { version: number | null; jobStatus: string | null; generatedAt: string | Date | null }

function stateOf(row: ReportRow): ReportState {
  if (row.jobStatus === 'dead') return 'failed'
  if (row.jobStatus === 'pending' || row.jobStatus === 'running' || row.version === null) return 'preparing'
  return 'ready'
}

const shaped = <T extends ReportRow>(row: T) => ({
  ...row,
  version: row.version === null ? null : Number(row.version),
  generatedAt: row.generatedAt === null ? null : new Date(row.generatedAt).toISOString(),
  state: stateOf(row),
})

/** The report of an order for its page in the back office, or null before its scan is submitted. */
export async function reportStateOf(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select(reportColumns)
    .from(scans)
    .innerJoin(orders, eq(orders.id, scans.orderId))
    .innerJoin(applicants, eq(applicants.id, orders.applicantId))
    .where(sql`${scans.orderId} = ${orderId} and ${scans.status} = 'submitted'`)
  return row ? shaped(row) : null
}

export function adminReportRoutes(scope: App, ctx: AppContext) {
  const { db } = ctx.database
  const submitted = sql`${scans.status} = 'submitted'`

  scope.get('/api/admin/reports', { schema: { querystring: listQuery } }, async (request, reply) => {
    const at = page(request.query)
    const [rows, [total]] = await Promise.all([
      db
        .select(reportColumns)
        .from(scans)
        .innerJoin(orders, eq(orders.id, scans.orderId))
        .innerJoin(applicants, eq(applicants.id, orders.applicantId))
        .where(submitted)
        .orderBy(desc(scans.submittedAt), desc(scans.id))
        .offset(at.offset)
        .limit(at.limit),
      db.select({ n: count() }).from(scans).where(submitted),
    ])
    return sendPage(reply, 'reports', at, total?.n ?? 0, rows.map(shaped))
  })

  const orderId = (id: string) => {
    if (!isUuid(id)) throw new HttpError(404, 'Order not found.')
    return id
  }

  scope.post('/api/admin/orders/:id/report/regenerate', { schema: { params: idParams } }, async (request) => {
    const id = orderId(request.params.id)
    const now = ctx.clock()
    await db.transaction(async (tx) => {
      const [scan] = await tx.select().from(scans).where(eq(scans.orderId, id))
      if (scan?.status !== 'submitted')
        throw new HttpError(409, 'This order has no submitted scan to report on.')
      await queueNewVersion(tx, { scanId: scan.id, by: request.staffEmail, now })
      await audit(
        tx,
        {
          staffEmail: request.staffEmail,
          action: 'report.regenerate',
          entity: 'order',
          entityId: id,
          after: {},
        },
        now,
      )
    })
    ctx.jobs.kick()
    return { message: 'A new version of the report is being prepared from the same answers.' }
  })

  scope.post('/api/admin/orders/:id/report/email', { schema: { params: idParams } }, async (request) => {
    const id = orderId(request.params.id)
    const now = ctx.clock()
    await db.transaction(async (tx) => {
      const report = await latestReport(tx, id)
      const [row] = await tx
        .select({ email: applicants.email, firstName: applicants.firstName, child: scans.childFirstName })
        .from(orders)
        .innerJoin(applicants, eq(applicants.id, orders.applicantId))
        .innerJoin(scans, eq(scans.orderId, orders.id))
        .where(eq(orders.id, id))
      if (!report || !row) throw new HttpError(409, 'This order has no report yet.')
      const [order] = await tx.select().from(orders).where(eq(orders.id, id))
      if (!order || (await orderRefunded(tx, order)))
        throw new HttpError(409, 'This order was refunded: its report is withdrawn.')
      const language = report.language === 'hi' ? 'hi' : order.language
      await enqueueMail(
        tx,
        {
          kind: 'report',
          to: row.email,
          ...reportMail(
            {
              firstName: row.firstName,
              childName: row.child ?? '',
              ordersUrl: `${ctx.config.siteUrl}/orders`,
              version: report.version,
            },
            language,
          ),
          language,
          meta: { reportId: report.id, resentBy: request.staffEmail },
        },
        now,
      )
      await audit(
        tx,
        {
          staffEmail: request.staffEmail,
          action: 'report.email',
          entity: 'order',
          entityId: id,
          after: { version: report.version, to: row.email },
        },
        now,
      )
    })
    ctx.mail.kick()
    return { message: 'The report is queued to the buyer.' }
  })

  scope.post('/api/admin/orders/:id/scan/email', { schema: { params: idParams } }, async (request) => {
    const id = orderId(request.params.id)
    const now = ctx.clock()
    await db.transaction(async (tx) => {
      await resendScanLink(tx, { orderId: id, by: request.staffEmail, links: ctx.scanLinks, now })
      await audit(
        tx,
        { staffEmail: request.staffEmail, action: 'scan.email', entity: 'order', entityId: id, after: {} },
        now,
      )
    })
    ctx.mail.kick()
    return { message: 'The scan link is queued to the buyer.' }
  })
}
