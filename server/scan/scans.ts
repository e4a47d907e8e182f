/**
 * The DEM scan of a paid report order: opened when the order is invoiced, reached by its link without signing in,
 * answered after a parent's consent, locked and scored by the engine (src/engine) on submit. Every write checks
 * the scan's state under a lock on its row: answers take a shared lock and submit an exclusive one, so no answer
 * lands after the submit that scored them.
 */
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, max, ne, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../db/client'
import {
  applicants,
  debriefs,
  mailQueue,
  orders,
  payments,
  refunds,
  reports,
  scanAnswers,
  scanConsents,
  scans,
} from '../db/schema'
import { enqueueJob } from '../jobs/runner'
import { RefusedError } from '../lib/errors'
import { enqueueMail, orderLanguage } from '../mail/queue'
import { retentionRules } from '../../src/content/privacy-centre'
import { SCAN_LINK_DAYS, SCAN_NOTICE_VERSION } from '../../src/content/scan'
import { optionIds } from '../../src/engine/check-model'
import { scaleValues, type Question, type ScanContext, type ScanModel } from '../../src/engine/types'
import { scanModel, scanModels } from '../../src/engine/model'
import type { Language } from '../../src/content/localised'
import { scoreAnswers, unanswered } from '../../src/engine/score'
import { newScanToken, scanTokenHash, scanUrlOf, SCAN_TOKEN, type ScanLinks } from './links'
import { readScanContext, scanContextOf, storedContext, type ContextInput } from './context'
import { scanLinkMail } from './scan-mail'

export type Scan = typeof scans.$inferSelect
type Order = typeof orders.$inferSelect

const DAY_MS = 86_400_000
/** A buyer may have the link mailed again once a minute and this many times a day. */
const RESEND_COOLDOWN_MS = 60_000
const RESENDS_PER_DAY = 5

/**
 * An older link of a scan (a newer one was mailed, or made on My orders) reads as an unknown one: the server keeps
 * no trace of old tokens. So the unknown link's page says both.
 */
export const REPLACED_LINK =
  'This scan link is not valid, or a newer link has replaced it. Please open the scan from the newest email about it, or from My orders.'
export const UNKNOWN_LINK = REPLACED_LINK
export const EXPIRED_LINK = 'This scan link has expired. You can get a new one on My orders.'
export const REFUNDED_ORDER = 'This order was refunded, so its scan is closed.'
export const ERASED_SCAN = "This scan's answers were erased two years after the scan, as its notice promised."
export const WITHDRAWN_SCAN =
  'A parent withdrew consent for this scan and its answers were erased. To start again, the parent asks for the link again on My orders.'
export const NEEDS_CONSENT = "A parent's consent is needed before the scan starts."
export const ALREADY_SUBMITTED = 'These answers were submitted and can no longer be changed.'

/** Where fulfilment moves when the scan is sent or done: only forward, never over a state staff set later. */
const BEFORE_SCAN_DONE = ['new', 'contacted', 'scan_sent', 'scan_scheduled'] as const

/**
 * Opens the scan of a report order and mails its link, in the caller's transaction (the one that invoices the
 * order). Idempotent: an order has one scan, and its link is mailed once here. Returns the link it mailed (the
 * checkout's success screen offers it to the parent who just paid), or undefined when the scan was open already.
 */
export async function openScan(
  tx: DbOrTx,
  order: Order,
  input: { links: ScanLinks; now: Date },
): Promise<string | undefined> {
  if (order.role !== 'student') return undefined
  const { links, now } = input
  const token = newScanToken()
  const [opened] = await tx
    .insert(scans)
    .values({
      id: crypto.randomUUID(),
      orderId: order.id,
      tokenHash: scanTokenHash(links, token),
      status: 'sent',
      linkSentAt: now,
      expiresAt: new Date(now.getTime() + SCAN_LINK_DAYS * DAY_MS),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning()
  if (!opened) return undefined
  await tx
    .update(orders)
    .set({ fulfilmentStatus: 'scan_sent', updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.fulfilmentStatus, 'new')))
  await queueScanLinkMail(tx, opened, order, { links, now, token })
  return scanUrlOf(links, token)
}

async function queueScanLinkMail(
  tx: DbOrTx,
  scan: Scan,
  order: Pick<Order, 'applicantId' | 'planName' | 'id'>,
  input: { links: ScanLinks; now: Date; token: string; resentBy?: string },
): Promise<void> {
  const [buyer] = await tx
    .select({ email: applicants.email, firstName: applicants.firstName })
    .from(applicants)
    .where(eq(applicants.id, order.applicantId))
  if (!buyer) return
  const language = await orderLanguage(tx, order.id)
  await enqueueMail(
    tx,
    {
      kind: 'scan',
      to: buyer.email,
      ...scanLinkMail(
        {
          firstName: buyer.firstName,
          planName: order.planName,
          scanUrl: scanUrlOf(input.links, input.token),
          ordersUrl: `${input.links.siteUrl}/orders`,
        },
        language,
      ),
      language,
      meta: { scanId: scan.id, ...(input.resentBy ? { resentBy: input.resentBy } : {}) },
    },
    input.now,
  )
}

/**
 * True when the payment that paid the order was refunded in full (or is being): its refunds that did not fail add up
 * to it. A part refunded leaves the order paid, its scan and report with it.
 */
export async function orderRefunded(
  tx: DbOrTx,
  order: Pick<Order, 'id' | 'paymentId' | 'status'>,
): Promise<boolean> {
  if (order.status === 'duplicate') return true
  if (!order.paymentId) return false
  const [payment] = await tx
    .select({ status: payments.status, amountPaise: payments.amountPaise })
    .from(payments)
    .where(eq(payments.id, order.paymentId))
  if (!payment) return false
  if (payment.status === 'refunded') return true
  const [refunded] = await tx
    .select({ paise: sql<string>`coalesce(sum(${refunds.amountPaise}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, order.paymentId), ne(refunds.status, 'failed')))
  return Number(refunded?.paise ?? 0) >= payment.amountPaise
}

/**
 * The scan a link opens, with its order, locked as asked; refuses an unknown or expired link and the scan of a
 * refunded order. A submitted scan stays readable after its link expires (it shows "done").
 */
export async function scanForToken(
  tx: DbOrTx,
  input: { links: ScanLinks; token: string; now: Date; lock?: 'share' | 'update' },
): Promise<{ scan: Scan; order: Order }> {
  if (!SCAN_TOKEN.test(input.token)) throw new RefusedError('not-found', REPLACED_LINK)
  const query = tx
    .select({ scan: scans, order: orders })
    .from(scans)
    .innerJoin(orders, eq(orders.id, scans.orderId))
    .where(eq(scans.tokenHash, scanTokenHash(input.links, input.token)))
  const [row] = input.lock ? await query.for(input.lock, { of: scans }) : await query
  if (!row) throw new RefusedError('not-found', REPLACED_LINK)
  if (await orderRefunded(tx, row.order)) throw new RefusedError('gone', REFUNDED_ORDER)
  if (row.scan.status === 'erased') throw new RefusedError('gone', ERASED_SCAN)
  if (row.scan.status !== 'submitted' && row.scan.expiresAt.getTime() <= input.now.getTime())
    throw new RefusedError('gone', EXPIRED_LINK)
  return row
}

export interface ScanView {
  status: Scan['status']
  /** The link's expiry: the page keeps no answers on the device past it. */
  expiresAt: string
  planName: string
  noticeVersion: string
  /** The buyer's email, partly hidden: the consent screen says which verified address the consent is recorded with. */
  parentEmail: string
  child: {
    firstName: string
    classLevel: number
    school: string | null
    city: string | null
    /** The school context given at consent (issue 51.1). */
    context: ScanContext | null
  } | null
  answers: Record<string, string>
  modelVersion: string
  /** The language the scan is answered in (the questions below are in it), and its report will be written in. */
  language: Language
  /** The questions as the child sees them, a scale's five answers included (no weights): the page carries no model. */
  questions: ScanQuestionView[]
}

export interface ScanQuestionView {
  id: string
  kind: 'choice' | 'scale'
  prompt: string
  options: { id: string; label: string }[]
}

const questionViewsOf = (model: ScanModel): ScanQuestionView[] =>
  model.questions.map((question) => ({
    id: question.id,
    kind: question.kind,
    prompt: question.prompt,
    options:
      question.kind === 'choice'
        ? question.options.map((option) => ({ id: option.id, label: option.label }))
        : scaleValues.map((value, index) => ({ id: value, label: model.scaleLabels[index] ?? value })),
  }))
/** The questions in each language, made once. */
const questionViews: Readonly<Record<Language, ScanQuestionView[]>> = {
  en: questionViewsOf(scanModels.en),
  hi: questionViewsOf(scanModels.hi),
}

/** "asha.verma@example.com" -> "as***@example.com". */
export function maskEmail(email: string): string {
  const [user = '', domain = ''] = email.split('@')
  return `${user.slice(0, 2)}***@${domain}`
}

/**
 * What a link answers for a scan no longer being answered (submitted, withdrawn): its state only, never the
 * child's name, school, city or answers (issue 45 S3: the link is not a key to the child's data).
 */
export interface ScanClosedView {
  status: 'submitted' | 'withdrawn' | 'erased'
  language: Language
}

export async function scanView(tx: DbOrTx, scan: Scan, order: Order): Promise<ScanView | ScanClosedView> {
  if (scan.status !== 'sent' && scan.status !== 'consented')
    return { status: scan.status, language: scan.language }
  const [buyer] = await tx
    .select({ email: applicants.email })
    .from(applicants)
    .where(eq(applicants.id, order.applicantId))
  const answers = await tx
    .select({ questionId: scanAnswers.questionId, answer: scanAnswers.answer })
    .from(scanAnswers)
    .where(eq(scanAnswers.scanId, scan.id))
  return {
    status: scan.status,
    expiresAt: scan.expiresAt.toISOString(),
    planName: order.planName,
    noticeVersion: SCAN_NOTICE_VERSION,
    parentEmail: maskEmail(buyer?.email ?? ''),
    child:
      scan.childFirstName && scan.childClass
        ? {
            firstName: scan.childFirstName,
            classLevel: scan.childClass,
            school: scan.school,
            city: scan.city,
            context: readScanContext(scan.context, scan.childClass),
          }
        : null,
    answers: Object.fromEntries(answers.map((row) => [row.questionId, row.answer])),
    modelVersion: scanModel.version,
    language: scan.language,
    questions: questionViews[scan.language],
  }
}

export interface ConsentInput extends ContextInput {
  childFirstName: string
  childClass: number
  school?: string | undefined
  city?: string | undefined
  consent: true
  noticeVersion: string
  /** The language the parent chose for the scan (English when not said). */
  language?: Language | undefined
}

/** Records a parent's consent and the child's details; answers are accepted from then on. */
export async function giveConsent(
  tx: DbOrTx,
  input: { links: ScanLinks; token: string; now: Date; consent: ConsentInput },
): Promise<void> {
  const { scan, order } = await scanForToken(tx, { ...input, lock: 'update' })
  if (scan.status === 'submitted') throw new RefusedError('conflict', ALREADY_SUBMITTED)
  if (scan.status === 'consented')
    throw new RefusedError('conflict', 'Consent for this scan was already given.')
  // Only the parent reopens a withdrawn scan (on My orders, by having the link mailed again), not whoever holds it.
  if (scan.status === 'withdrawn') throw new RefusedError('conflict', WITHDRAWN_SCAN)
  if (input.consent.noticeVersion !== SCAN_NOTICE_VERSION)
    throw new RefusedError(
      'conflict',
      'The notice has changed since this page was opened. Please reload the page and read it again.',
    )
  const { consent, now } = input
  const context = scanContextOf(consent, consent.childClass)
  const [buyer] = await tx
    .select({ email: applicants.email })
    .from(applicants)
    .where(eq(applicants.id, order.applicantId))
  await tx.insert(scanConsents).values({
    id: crypto.randomUUID(),
    scanId: scan.id,
    orderId: order.id,
    noticeVersion: consent.noticeVersion,
    email: buyer?.email ?? '',
    givenAt: now,
  })
  await tx
    .update(scans)
    .set({
      status: 'consented',
      childFirstName: consent.childFirstName,
      childClass: consent.childClass,
      school: consent.school || null,
      city: consent.city || null,
      context: storedContext(context),
      language: consent.language ?? 'en',
      updatedAt: now,
    })
    .where(eq(scans.id, scan.id))
}

/**
 * The child switches the scan's language at a question: the answers stay (they are ids, the same in every
 * language), the questions come in the new language from now on, and the report is written in the language the
 * scan is submitted in. Only while the scan is being answered.
 */
export async function setScanLanguage(
  tx: DbOrTx,
  input: { links: ScanLinks; token: string; now: Date; language: Language },
): Promise<void> {
  const { scan } = await scanForToken(tx, { ...input, lock: 'update' })
  if (scan.status === 'submitted') throw new RefusedError('conflict', ALREADY_SUBMITTED)
  if (scan.status === 'withdrawn') throw new RefusedError('conflict', WITHDRAWN_SCAN)
  if (scan.status !== 'consented') throw new RefusedError('conflict', NEEDS_CONSENT)
  if (scan.language === input.language) return
  await tx.update(scans).set({ language: input.language, updatedAt: input.now }).where(eq(scans.id, scan.id))
}

export interface GivenAnswer {
  question: string
  answer: string
  /** When the child answered, by the device's clock (ISO 8601). */
  answeredAt: string
}

/** Refuses the whole batch when one answer is not an answer the model has: nothing of it is stored. */
function checkAnswers(given: readonly GivenAnswer[]): void {
  for (const { question, answer } of given) {
    const asked = scanModel.questions.find((candidate: Question) => candidate.id === question)
    if (!asked) throw new RefusedError('invalid', `There is no question "${question}" in the scan.`)
    if (!optionIds(asked).includes(answer))
      throw new RefusedError('invalid', `"${answer}" is not one of the answers to question "${question}".`)
  }
}

function refuseUnlessOpen(scan: Scan): void {
  if (scan.status === 'submitted') throw new RefusedError('conflict', ALREADY_SUBMITTED)
  if (scan.status !== 'consented') throw new RefusedError('conflict', NEEDS_CONSENT)
}

/**
 * Stores answers; for each question the newest answer wins (by the device's clock, never later than now), so a
 * batch held offline on one device does not undo a later answer given on another.
 */
async function storeAnswers(tx: DbOrTx, scan: Scan, given: readonly GivenAnswer[], now: Date): Promise<void> {
  if (given.length === 0) return
  const latest = new Map<string, GivenAnswer & { at: Date }>()
  for (const answer of given) {
    const parsed = new Date(answer.answeredAt)
    const at = Number.isNaN(parsed.getTime()) || parsed > now ? now : parsed
    const seen = latest.get(answer.question)
    if (!seen || seen.at <= at) latest.set(answer.question, { ...answer, at })
  }
  await tx
    .insert(scanAnswers)
    .values(
      // In question order: two devices saving at once lock the rows in the same order (no deadlock).
      [...latest.values()]
        .sort((x, y) => x.question.localeCompare(y.question))
        .map((answer) => ({
          scanId: scan.id,
          questionId: answer.question,
          answer: answer.answer,
          answeredAt: answer.at,
          receivedAt: now,
        })),
    )
    .onConflictDoUpdate({
      target: [scanAnswers.scanId, scanAnswers.questionId],
      set: {
        answer: sql`excluded.answer`,
        answeredAt: sql`excluded.answered_at`,
        receivedAt: sql`excluded.received_at`,
      },
      setWhere: sql`${scanAnswers.answeredAt} <= excluded.answered_at`,
    })
}

async function answeredCount(tx: DbOrTx, scanId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(scanAnswers).where(eq(scanAnswers.scanId, scanId))
  return row?.n ?? 0
}

export async function saveAnswers(
  tx: DbOrTx,
  input: { links: ScanLinks; token: string; now: Date; answers: readonly GivenAnswer[] },
): Promise<{ answered: number }> {
  checkAnswers(input.answers)
  const { scan } = await scanForToken(tx, { ...input, lock: 'share' })
  refuseUnlessOpen(scan)
  await storeAnswers(tx, scan, input.answers, input.now)
  return { answered: await answeredCount(tx, scan.id) }
}

/** What a refused submit tells: how many and which questions have no answer yet. */
export function missingMessage(missing: readonly string[]): string {
  return missing.length === 1
    ? '1 question has no answer yet. Please answer it before submitting.'
    : `${missing.length} questions have no answer yet. Please answer them before submitting.`
}

/**
 * Stores the last answers, checks that all 27 are there, scores them and locks the scan. Submitting a scan twice
 * (a second device, a retried request) answers as the first did.
 */
export async function submitScan(
  tx: DbOrTx,
  input: { links: ScanLinks; token: string; now: Date; answers: readonly GivenAnswer[] },
): Promise<
  { submitted: true; orderId: string; firstSubmit: boolean } | { submitted: false; missing: string[] }
> {
  checkAnswers(input.answers)
  const { scan, order } = await scanForToken(tx, { ...input, lock: 'update' })
  if (scan.status === 'submitted') return { submitted: true, orderId: order.id, firstSubmit: false }
  refuseUnlessOpen(scan)
  await storeAnswers(tx, scan, input.answers, input.now)
  const rows = await tx
    .select({ questionId: scanAnswers.questionId, answer: scanAnswers.answer })
    .from(scanAnswers)
    .where(eq(scanAnswers.scanId, scan.id))
  const answers = Object.fromEntries(rows.map((row) => [row.questionId, row.answer]))
  // Refused, but the answers that came with it are kept (the transaction commits them).
  const missing = unanswered(scanModel, answers)
  if (missing.length > 0) return { submitted: false, missing }
  const profile = scoreAnswers(scanModel, answers)
  await tx
    .update(scans)
    .set({
      status: 'submitted',
      submittedAt: input.now,
      modelVersion: profile.modelVersion,
      profile: profile as unknown as Record<string, unknown>,
      updatedAt: input.now,
    })
    .where(eq(scans.id, scan.id))
  await tx
    .update(orders)
    .set({ fulfilmentStatus: 'scan_done', updatedAt: input.now })
    .where(and(eq(orders.id, order.id), inArray(orders.fulfilmentStatus, [...BEFORE_SCAN_DONE])))
  await enqueueJob(tx, { kind: 'report', payload: { scanId: scan.id, by: 'system' }, now: input.now })
  return { submitted: true, orderId: order.id, firstSubmit: true }
}

/** The scan of one of the applicant's orders, locked; 404 for anyone else's order or an order without a scan. */
async function ownScan(tx: DbOrTx, input: { orderId: string; applicantId: string }) {
  const [row] = await tx
    .select({ scan: scans, order: orders })
    .from(scans)
    .innerJoin(orders, eq(orders.id, scans.orderId))
    .where(and(eq(scans.orderId, input.orderId), eq(orders.applicantId, input.applicantId)))
    .for('update', { of: scans })
  if (!row) throw new RefusedError('not-found', 'This order has no scan.')
  return row
}

/**
 * Erases what a scan holds about the child (answers, details, profile, reports) and closes its open consent; the
 * consent records stay as the proof of what was agreed and when.
 */
export async function eraseChildData(
  tx: DbOrTx,
  scanId: string,
  status: 'withdrawn' | 'erased',
  now: Date,
): Promise<void> {
  await tx.delete(scanAnswers).where(eq(scanAnswers.scanId, scanId))
  // The reports' mails not sent yet carry the child's name: they go with the reports.
  await tx
    .delete(mailQueue)
    .where(
      and(
        inArray(mailQueue.status, ['pending', 'sending']),
        sql`${mailQueue.meta} ->> 'reportId' in (select ${reports.id}::text from ${reports} where ${reports.scanId} = ${scanId})`,
      ),
    )
  await tx.delete(reports).where(eq(reports.scanId, scanId))
  // The debrief was of that report: a booked one is off (its pending mails with it), and notes about the child go.
  const ofThisScan = sql`${debriefs.orderId} = (select s.order_id from scans s where s.id = ${scanId})`
  await tx
    .delete(mailQueue)
    .where(
      and(
        eq(mailQueue.status, 'pending'),
        sql`${mailQueue.meta} ->> 'debriefId' in (select d.id::text from debriefs d where d.status = 'booked' and d.order_id = (select s.order_id from scans s where s.id = ${scanId}))`,
      ),
    )
  await tx
    .update(debriefs)
    .set({ status: 'cancelled', cancelledBy: 'parent', cancelReason: 'Consent withdrawn.', updatedAt: now })
    .where(and(ofThisScan, eq(debriefs.status, 'booked')))
  await tx.update(debriefs).set({ privateNotes: null, parentNote: null }).where(ofThisScan)
  await tx
    .update(scanConsents)
    .set({ withdrawnAt: now })
    .where(and(eq(scanConsents.scanId, scanId), isNull(scanConsents.withdrawnAt)))
  await tx
    .update(scans)
    .set({
      status,
      childFirstName: null,
      childClass: null,
      school: null,
      city: null,
      context: null,
      submittedAt: null,
      modelVersion: null,
      profile: null,
      updatedAt: now,
    })
    .where(eq(scans.id, scanId))
}

/**
 * Withdraws the parent's consent: the scan stops, its answers, the child's details and the profile are erased,
 * and the consent record says when. The invoice is untouched. A parent may consent again later, from the start.
 */
export async function withdrawConsent(
  tx: DbOrTx,
  input: {
    orderId: string
    applicantId: string
    now: Date
    links: ScanLinks
    /** Runs once the order is known to be the parent's, before the erasure (the debrief's cancellation). */
    beforeErase?: (orderId: string) => Promise<unknown>
  },
): Promise<void> {
  const { scan, order } = await ownScan(tx, input)
  if (scan.status !== 'consented' && scan.status !== 'submitted')
    throw new RefusedError('conflict', 'There is no consent to withdraw for this scan.')
  await input.beforeErase?.(order.id)
  await eraseChildData(tx, scan.id, 'withdrawn', input.now)
  // Every link mailed so far stops working: the parent starts again with a new one, mailed from My orders.
  await tx
    .update(scans)
    .set({ tokenHash: scanTokenHash(input.links, newScanToken()) })
    .where(eq(scans.id, scan.id))
  await tx
    .update(orders)
    .set({ fulfilmentStatus: 'scan_sent', updatedAt: input.now })
    .where(and(eq(orders.id, order.id), eq(orders.fulfilmentStatus, 'scan_done')))
}

export const SCAN_REOPENED =
  'A new scan link is on its way to your email. Your child can answer the 27 questions again; a new report follows when they submit.'
export const NOT_HURRIED = 'The report found these answers careful, so the scan stays as it is.'
export const REOPENED_ONCE = 'The scan was already answered a second time; it can be reopened only once.'

/**
 * My orders' "Let the child answer again" (issue 51 point 7): when the latest report says the answers looked
 * hurried (the engine's careless-answering flags), the parent can reopen the scan once, free. The answers go, the
 * consent stays, a new link is mailed; the next submission makes a new version of the report, and the report
 * delivered before stays as it was.
 */
export async function reopenHurriedScan(
  tx: DbOrTx,
  input: { orderId: string; applicantId: string; links: ScanLinks; now: Date },
): Promise<void> {
  const { now } = input
  const { scan, order } = await ownScan(tx, input)
  if (await orderRefunded(tx, order)) throw new RefusedError('conflict', REFUNDED_ORDER)
  if (scan.status !== 'submitted') throw new RefusedError('conflict', 'The scan has not been submitted yet.')
  if (scan.reopenedAt) throw new RefusedError('conflict', REOPENED_ONCE)
  const [latest] = await tx
    .select({ document: reports.document })
    .from(reports)
    .where(eq(reports.scanId, scan.id))
    .orderBy(desc(reports.version))
    .limit(1)
  if (hurriedFlags(latest?.document).length === 0) throw new RefusedError('conflict', NOT_HURRIED)
  await tx.delete(scanAnswers).where(eq(scanAnswers.scanId, scan.id))
  const token = newScanToken()
  await tx
    .update(scans)
    .set({
      status: 'consented',
      submittedAt: null,
      profile: null,
      modelVersion: null,
      reopenedAt: now,
      linkSentAt: now,
      expiresAt: new Date(now.getTime() + SCAN_LINK_DAYS * DAY_MS),
      tokenHash: scanTokenHash(input.links, token),
      updatedAt: now,
    })
    .where(eq(scans.id, scan.id))
  await tx
    .update(orders)
    .set({ fulfilmentStatus: 'scan_sent', updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.fulfilmentStatus, 'scan_done')))
  await queueScanLinkMail(tx, scan, order, { links: input.links, now, token, resentBy: 'buyer-reopen' })
}

/** The careless-answering flags a stored report document carries (version 2), none for older ones. */
export function hurriedFlags(document: unknown): readonly string[] {
  const flags = (document as { advice?: { flags?: unknown } } | null | undefined)?.advice?.flags
  return Array.isArray(flags) ? flags.filter((flag): flag is string => typeof flag === 'string') : []
}

/**
 * Mails the link again and keeps it working for another SCAN_LINK_DAYS. `by` is 'buyer' (My orders: once a
 * minute, five times a day) or a staff email (the back office: no limit, audited there).
 */
export async function resendScanLink(
  tx: DbOrTx,
  input: { orderId: string; applicantId?: string; by: string; links: ScanLinks; now: Date },
): Promise<void> {
  const { now } = input
  const [row] = await tx
    .select({ scan: scans, order: orders })
    .from(scans)
    .innerJoin(orders, eq(orders.id, scans.orderId))
    .where(
      and(
        eq(scans.orderId, input.orderId),
        input.applicantId === undefined ? undefined : eq(orders.applicantId, input.applicantId),
      ),
    )
    .for('update', { of: scans })
  if (!row) throw new RefusedError('not-found', 'This order has no scan.')
  if (await orderRefunded(tx, row.order)) throw new RefusedError('conflict', REFUNDED_ORDER)
  if (row.scan.status === 'erased') throw new RefusedError('conflict', ERASED_SCAN)
  if (input.by === 'buyer') {
    if (row.scan.status === 'submitted')
      throw new RefusedError('conflict', 'The scan is done: its answers were submitted.')
    const mine = and(
      sql`${mailQueue.meta} ->> 'scanId' = ${row.scan.id}`,
      sql`${mailQueue.meta} ->> 'resentBy' = 'buyer'`,
    )
    const [latest] = await tx
      .select({ createdAt: mailQueue.createdAt })
      .from(mailQueue)
      .where(mine)
      .orderBy(desc(mailQueue.createdAt))
      .limit(1)
    const waitMs = latest ? latest.createdAt.getTime() + RESEND_COOLDOWN_MS - now.getTime() : 0
    if (waitMs > 0)
      throw new RefusedError(
        'too-many',
        `Please wait ${Math.ceil(waitMs / 1000)} seconds before asking again.`,
      )
    const [today] = await tx
      .select({ n: count() })
      .from(mailQueue)
      .where(and(mine, gt(mailQueue.createdAt, new Date(now.getTime() - DAY_MS))))
    if ((today?.n ?? 0) >= RESENDS_PER_DAY)
      throw new RefusedError(
        'too-many',
        'The scan link was sent to you several times today. Please try again tomorrow.',
      )
  }
  // A new link: every older one stops working (issue 45 S3).
  const token = newScanToken()
  await tx
    .update(scans)
    .set({
      linkSentAt: now,
      expiresAt: new Date(now.getTime() + SCAN_LINK_DAYS * DAY_MS),
      tokenHash: scanTokenHash(input.links, token),
      // A parent asking for the link after withdrawing consent starts the scan again, from consent.
      ...(row.scan.status === 'withdrawn' ? { status: 'sent' as const } : {}),
      updatedAt: now,
    })
    .where(eq(scans.id, row.scan.id))
  await queueScanLinkMail(tx, row.scan, row.order, { links: input.links, now, token, resentBy: input.by })
}

/**
 * My orders' "Open the scan": the parent, signed in, gets a new link for this device (no mail); every older link
 * stops working, as with a re-send. Only while the scan waits for consent or answers, and not past its expiry
 * (a re-send renews that).
 */
export async function openScanLink(
  tx: DbOrTx,
  input: { orderId: string; applicantId: string; links: ScanLinks; now: Date },
): Promise<string> {
  const { scan, order } = await ownScan(tx, input)
  if (await orderRefunded(tx, order)) throw new RefusedError('conflict', REFUNDED_ORDER)
  if (scan.status === 'submitted')
    throw new RefusedError('conflict', 'The scan is done: its answers were submitted.')
  if (scan.status === 'withdrawn') throw new RefusedError('conflict', WITHDRAWN_SCAN)
  if (scan.status === 'erased') throw new RefusedError('conflict', ERASED_SCAN)
  if (scan.expiresAt.getTime() <= input.now.getTime()) throw new RefusedError('gone', EXPIRED_LINK)
  const token = newScanToken()
  await tx
    .update(scans)
    .set({ tokenHash: scanTokenHash(input.links, token), updatedAt: input.now })
    .where(eq(scans.id, scan.id))
  return scanUrlOf(input.links, token)
}

/** Where a scan stands, as My orders and the back office show it. */
export interface ScanSummary {
  status: Scan['status']
  answered: number
  total: number
  linkSentAt: string
  consentedAt: string | null
  submittedAt: string | null
  childFirstName: string | null
  /** The latest report found the answers hurried (the engine's flags), and whether the free retake is still open. */
  hurried: boolean
  canReopen: boolean
}

export async function scanSummaries(
  tx: DbOrTx,
  orderIds: readonly string[],
): Promise<Map<string, ScanSummary>> {
  if (orderIds.length === 0) return new Map()
  const rows = await tx
    .select({
      scan: scans,
      answered: sql<number>`(select count(*) from ${scanAnswers} where ${scanAnswers.scanId} = ${scans.id})::int`,
    })
    .from(scans)
    .where(inArray(scans.orderId, [...orderIds]))
  // The consent in force, asked on its own: inside a subquery of this select, drizzle's unqualified "id" was the
  // consent's own, so the date was always empty (issue 50 point 14).
  const consentRows =
    rows.length === 0
      ? []
      : await tx
          .select({ scanId: scanConsents.scanId, givenAt: max(scanConsents.givenAt) })
          .from(scanConsents)
          .where(
            and(
              inArray(
                scanConsents.scanId,
                rows.map(({ scan }) => scan.id),
              ),
              isNull(scanConsents.withdrawnAt),
            ),
          )
          .groupBy(scanConsents.scanId)
  const consentedAt = new Map(consentRows.map((row) => [row.scanId, row.givenAt]))
  // Each scan's latest report's careless-answering flags (issue 51 point 7).
  const reportRows =
    rows.length === 0
      ? []
      : await tx
          .select({ scanId: reports.scanId, version: reports.version, document: reports.document })
          .from(reports)
          .where(
            inArray(
              reports.scanId,
              rows.map(({ scan }) => scan.id),
            ),
          )
          .orderBy(asc(reports.version))
  const latestFlags = new Map(reportRows.map((row) => [row.scanId, hurriedFlags(row.document)]))
  return new Map(
    rows.map(({ scan, answered }) => {
      const hurried = scan.status === 'submitted' && (latestFlags.get(scan.id)?.length ?? 0) > 0
      return [
        scan.orderId,
        {
          status: scan.status,
          answered: Number(answered),
          total: scanModel.questions.length,
          linkSentAt: scan.linkSentAt.toISOString(),
          consentedAt: consentedAt.get(scan.id)?.toISOString() ?? null,
          submittedAt: scan.submittedAt?.toISOString() ?? null,
          childFirstName: scan.childFirstName,
          hurried,
          canReopen: hurried && !scan.reopenedAt,
        },
      ]
    }),
  )
}

/** A child's data is kept two years after the scan at the most (the consent notice and the privacy centre say so). */
export const SCAN_RETENTION_DAYS = retentionRules.childDataDays

/** Erases the scans whose two years are up (the retention job, hourly); returns how many. */
export async function eraseExpiredScans(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - SCAN_RETENTION_DAYS * DAY_MS)
  const due = await db
    .select({ id: scans.id })
    .from(scans)
    .where(
      and(
        inArray(scans.status, ['consented', 'submitted']),
        lt(sql`coalesce(${scans.submittedAt}, ${scans.updatedAt})`, cutoff),
      ),
    )
    .limit(500)
  for (const { id } of due) await db.transaction((tx) => eraseChildData(tx, id, 'erased', now))
  return due.length
}
