/**
 * The Success Blueprint of an order: generated in the background when its scan is submitted (a `report` job,
 * server/jobs/), from the scan's frozen profile, rendered to PDF in a worker thread, stored as a document with
 * its PDF, mailed through the queue, and the order's fulfilment moved to `report_delivered`. Staff may generate a
 * new version from the same answers with the current model; the buyer sees the latest.
 */
import { answeringTrace } from '../scan/answering'
import { readScanContext } from '../scan/context'
import { and, desc, eq, gte, inArray, max, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../db/client'
import { applicants, jobs, orders, reports, scanAnswers, scans } from '../db/schema'
import { enqueueJob } from '../jobs/runner'
import { RefusedError } from '../lib/errors'
import { enqueueMail, orderLanguage } from '../mail/queue'
import { careerFamilies as careerFamiliesEn, type CareerFamily } from '../../src/content/careers'
import { careerFamilies as careerFamiliesHi } from '../../src/content/hi/careers'
import type { Language } from '../../src/content/localised'
import { reportContentEn } from '../../src/content/report'
import { reportContentHi } from '../../src/content/report.hi'
import { scanModels } from '../../src/engine/model'
import {
  buildReport,
  contextFromClass,
  type ReportContent,
  type ReportDocument,
} from '../../src/engine/report'
import type { ScanModel } from '../../src/engine/types'
import { scoreAnswers } from '../../src/engine/score'
import type { Profile } from '../../src/engine/types'
import { orderRefunded } from '../scan/scans'
import { reportMail } from './report-mail'

export type Report = typeof reports.$inferSelect

export interface ReportDeps {
  db: Db
  clock: () => Date
  render: (document: ReportDocument) => Promise<Buffer>
  siteUrl: string
  mailQueued: () => void
}

/** States fulfilment moves on from when a report is delivered (never over 'closed'). */
const BEFORE_DELIVERY = ['new', 'contacted', 'scan_sent', 'scan_scheduled', 'scan_done'] as const

/** What a report is written with, by the language its scan was submitted in. */
export const reportLanguages: Readonly<
  Record<
    Language,
    { model: ScanModel; content: ReportContent; families: readonly CareerFamily[]; intl: string }
  >
> = {
  en: { model: scanModels.en, content: reportContentEn, families: careerFamiliesEn, intl: 'en-IN' },
  hi: { model: scanModels.hi, content: reportContentHi, families: careerFamiliesHi, intl: 'hi-IN' },
}

/** yyyy-mm-dd and "25 November 2026" (or "25 नवंबर 2026"), in India's calendar. */
export function indianDay(at: Date, language: Language = 'en'): { iso: string; text: string } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at)
  const text = at.toLocaleDateString(reportLanguages[language].intl, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  })
  return { iso: parts, text }
}

/** A parent's corrections make at most this many new versions of a scan's report in any 24 hours (the refusal says "three"). */
export const PARENT_VERSIONS_PER_DAY = 3
const VERSION_CAP_WINDOW_MS = 24 * 60 * 60_000
export const PARENT_VERSIONS_REFUSED =
  "Your child's report has already been remade three times in the last 24 hours, the most we make in a day. Please make this correction tomorrow; nothing has been changed."

/**
 * Asks for a new version of a scan's report, in the caller's transaction: every new version goes through here (a
 * parent's correction of the child's details, staff's "new version"), so the bounds live here, not in a route.
 * At most one version waits per scan: a report job of the scan not yet running reads the scan's details when it
 * runs, so a new request joins it and never makes a second render. A parent (`by: 'parent'`) makes at most
 * PARENT_VERSIONS_PER_DAY versions of a scan in any 24 hours: one more is refused (`too-many`) and, thrown inside
 * the transaction, undoes the correction that asked for it. Returns whether a new job was queued.
 */
export async function queueNewVersion(
  tx: DbOrTx,
  input: { scanId: string; by: string; now: Date },
): Promise<{ queued: boolean }> {
  // Requests for one scan take their turn (the caller may hold this lock already: taking it again is free).
  await tx.select({ id: scans.id }).from(scans).where(eq(scans.id, input.scanId)).for('update')
  const ofScan = and(eq(jobs.kind, 'report'), sql`${jobs.payload} ->> 'scanId' = ${input.scanId}`)
  const [waiting] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(ofScan, sql`${jobs.status} = 'pending'`))
    .limit(1)
  if (waiting) return { queued: false }
  if (input.by === 'parent') {
    const since = new Date(input.now.getTime() - VERSION_CAP_WINDOW_MS)
    const [made] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(ofScan, sql`${jobs.payload} ->> 'by' = 'parent'`, gte(jobs.createdAt, since)))
    if ((made?.count ?? 0) >= PARENT_VERSIONS_PER_DAY)
      throw new RefusedError('too-many', PARENT_VERSIONS_REFUSED)
  }
  await enqueueJob(tx, { kind: 'report', payload: { scanId: input.scanId, by: input.by }, now: input.now })
  return { queued: true }
}

/**
 * The `report` job. Builds the document on this thread (pure, under a millisecond) and renders the PDF in the
 * worker; then stores, mails and advances fulfilment in one transaction. Does nothing when the scan is no longer
 * submitted (consent withdrawn meanwhile) or the order was refunded; a retried job for a submission that already
 * has its report (a crash after the commit) does not make a second one.
 */
export async function generateReport(
  deps: ReportDeps,
  payload: { scanId?: string; by?: string },
  job?: { id: number },
): Promise<void> {
  const { db } = deps
  const by = payload.by ?? 'system'
  const [row] = await db
    .select({ scan: scans, order: orders, buyer: applicants })
    .from(scans)
    .innerJoin(orders, eq(orders.id, scans.orderId))
    .innerJoin(applicants, eq(applicants.id, orders.applicantId))
    .where(eq(scans.id, payload.scanId ?? ''))
  if (!row || row.scan.status !== 'submitted') return
  const { scan, order, buyer } = row
  const childName = scan.childFirstName
  const classLevel = scan.childClass
  if (!childName || !classLevel || (await orderRefunded(db, order))) return

  let profile = scan.profile as unknown as Profile | null
  if (by === 'system' && (await reportOfSubmission(db, scan))) return
  if (job && (await reportOfJob(db, job.id))) return
  const answerRows = await db.select().from(scanAnswers).where(eq(scanAnswers.scanId, scan.id))
  const answers = Object.fromEntries(answerRows.map((answer) => [answer.questionId, answer.answer]))
  // How the child answered (issue 51.7), for the engine's careless-answering flags.
  const answering = answeringTrace(scanModels.en, answerRows)
  // A new version, or a profile scored before the engine had margins: the same answers through the current model.
  if (by !== 'system' || (profile && !profile.certainty)) profile = scoreAnswers(scanModels.en, answers)
  if (!profile) return
  // The context asked at consent; a scan from before it was asked has its class only (contextFromClass).
  const context = readScanContext(scan.context, classLevel) ?? contextFromClass(classLevel)

  const now = deps.clock()
  // Written in the language the scan was submitted in (the scores are the same in every language).
  const language = scan.language
  const written = reportLanguages[language]
  const day = indianDay(now, language)
  const document = buildReport({
    profile,
    model: written.model,
    content: written.content,
    families: written.families,
    child: { firstName: childName, classLevel },
    preparedOn: day.iso,
    preparedOnText: day.text,
    context,
    answers,
    answering,
  })
  const pdf = await deps.render(document)

  await db.transaction(async (tx) => {
    // Checked again under the scan's lock, after the slow render: consent withdrawn (and perhaps given again with
    // new answers), the order refunded, or this submission's report made by another run meanwhile: nothing to store.
    const [locked] = await tx
      .select({ status: scans.status, submittedAt: scans.submittedAt })
      .from(scans)
      .where(eq(scans.id, scan.id))
      .for('update')
    if (locked?.status !== 'submitted' || locked.submittedAt?.getTime() !== scan.submittedAt?.getTime())
      return
    if (await orderRefunded(tx, order)) return
    if (by === 'system' && (await reportOfSubmission(tx, scan))) return
    // A new version is made once per job: its run again finds the version it made (the unique index holds it too).
    if (job && (await reportOfJob(tx, job.id))) return
    const [latest] = await tx
      .select({ version: max(reports.version) })
      .from(reports)
      .where(eq(reports.orderId, order.id))
    const version = (latest?.version ?? 0) + 1
    const id = crypto.randomUUID()
    await tx.insert(reports).values({
      id,
      orderId: order.id,
      scanId: scan.id,
      version,
      language,
      modelVersion: document.modelVersion,
      document: document as unknown as Record<string, unknown>,
      pdf,
      generatedBy: by,
      generatedAt: now,
      jobId: job?.id ?? null,
    })
    // A Hindi report, or a buyer who reads Hindi: the mail is in Hindi.
    const mailLanguage = language === 'hi' ? 'hi' : await orderLanguage(tx, order.id)
    await enqueueMail(
      tx,
      {
        kind: 'report',
        to: buyer.email,
        ...reportMail(
          {
            firstName: buyer.firstName,
            childName,
            ordersUrl: `${deps.siteUrl}/orders`,
            version,
          },
          mailLanguage,
        ),
        language: mailLanguage,
        meta: { reportId: id },
      },
      now,
    )
    await tx
      .update(orders)
      .set({ fulfilmentStatus: 'report_delivered', updatedAt: now })
      .where(and(eq(orders.id, order.id), inArray(orders.fulfilmentStatus, [...BEFORE_DELIVERY])))
  })
  deps.mailQueued()
}

/** Whether this job already made its report (a new version's job run again). */
async function reportOfJob(db: DbOrTx, jobId: number): Promise<boolean> {
  const [existing] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(eq(reports.jobId, jobId))
    .limit(1)
  return existing !== undefined
}

/** Whether this submission of the scan already has its report (a job run again after a crash, or twice at once). */
async function reportOfSubmission(db: DbOrTx, scan: typeof scans.$inferSelect): Promise<boolean> {
  if (!scan.submittedAt) return false
  const [existing] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.scanId, scan.id), gte(reports.generatedAt, scan.submittedAt)))
    .limit(1)
  return existing !== undefined
}

/** The latest report of each order, without its PDF. */
export async function latestReports(
  db: DbOrTx,
  orderIds: readonly string[],
): Promise<Map<string, Omit<Report, 'pdf' | 'document' | 'jobId'>>> {
  if (orderIds.length === 0) return new Map()
  const rows = await db
    .select({
      id: reports.id,
      orderId: reports.orderId,
      scanId: reports.scanId,
      version: reports.version,
      language: reports.language,
      modelVersion: reports.modelVersion,
      generatedBy: reports.generatedBy,
      generatedAt: reports.generatedAt,
    })
    .from(reports)
    .where(inArray(reports.orderId, [...orderIds]))
    .orderBy(desc(reports.version))
  const latest = new Map<string, (typeof rows)[number]>()
  for (const row of rows) if (!latest.has(row.orderId)) latest.set(row.orderId, row)
  return latest
}

/** The latest report of an order, document and PDF included. */
export async function latestReport(db: DbOrTx, orderId: string): Promise<Report | undefined> {
  const [row] = await db
    .select()
    .from(reports)
    .where(eq(reports.orderId, orderId))
    .orderBy(desc(reports.version))
    .limit(1)
  return row
}

/** Where the report of a submitted scan stands while there is none: being prepared, or given up. */
export async function reportJobState(db: DbOrTx, scanId: string): Promise<'preparing' | 'failed' | null> {
  const [job] = await db
    .select({ status: jobs.status })
    .from(jobs)
    .where(and(eq(jobs.kind, 'report'), sql`${jobs.payload} ->> 'scanId' = ${scanId}`))
    .orderBy(desc(jobs.id))
    .limit(1)
  if (!job) return null
  return job.status === 'dead' ? 'failed' : 'preparing'
}
