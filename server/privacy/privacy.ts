/**
 * The privacy centre's rights (DPDP Act 2023 ss.11-13): what we hold about a signed-in person and their child (to
 * see and to download), corrections, and the erasure of the account. Withdrawing a scan's consent is the scan's own
 * (scan/scans.ts withdrawConsent). Every function acts on the session's applicant only: another person's order or
 * a guessed id is "not found", like My orders.
 */
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import {
  applicants,
  contactMessages,
  counsellors,
  creditNotes,
  debriefs,
  emailCodes,
  invoices,
  mailQueue,
  orders,
  otpChallenges,
  payments,
  refunds,
  reports,
  scanAnswers,
  scanConsents,
  scans,
  sessions,
  tickets,
} from '../db/schema'
import { RefusedError } from '../lib/errors'
import { queueNewVersion } from '../reports/reports'
import { readScanContext, scanContextOf, storedContext, type ContextInput } from '../scan/context'
import { eraseChildData } from '../scan/scans'
import { enqueueMail } from '../mail/queue'
import { scanModels } from '../../src/engine/model'
import { scaleValues, type ScanContext } from '../../src/engine/types'
import type { PrivacyContact } from '../../src/content/privacy-contact'
import { LANGUAGES, type Language } from '../../src/content/localised'
import { planNameIn } from '../services/pricing'
import { orderStatus, paymentLineState, type SettleTiming } from '../services/order-status'
import { orderReference, paymentWords as enPaymentWords } from '../../src/content/orders'
import { paymentWords as hiPaymentWords } from '../../src/content/hi/orders'
import { erasureMail } from './privacy-mail'
import { cancelOrderDebriefs } from '../counsellors/debriefs'
import { orderCounsellorNames } from '../counsellors/order-counsellor'

type Applicant = typeof applicants.$inferSelect

export const NOT_FOUND = 'Order not found.'

/**
 * Each question's words and its answers' words, so a parent reads "Agree", not "4": in the language the scan was
 * answered in (what the child read).
 */
const questionWords = Object.fromEntries(
  LANGUAGES.map((language) => {
    const model = scanModels[language]
    return [
      language,
      new Map(
        model.questions.map((question) => [
          question.id,
          {
            prompt: question.prompt,
            answers: new Map<string, string>(
              question.kind === 'choice'
                ? question.options.map((option) => [option.id, option.label])
                : scaleValues.map((value, index) => [value, model.scaleLabels[index] ?? value]),
            ),
          },
        ]),
      ),
    ]
  }),
) as Record<Language, Map<string, { prompt: string; answers: Map<string, string> }>>

/** What a code's mail was, instead of its subject (which holds the code). */
const CODE_MAIL: Record<Language, string> = {
  en: 'Your verification or sign-in code',
  hi: 'आपका सत्यापन या साइन-इन कोड',
}

export interface HeldScan {
  status: (typeof scans.$inferSelect)['status']
  child: {
    firstName: string
    classLevel: number
    school: string | null
    city: string | null
    /** The school context given at consent (issue 51.1). */
    context: ScanContext | null
  } | null
  submittedAt: string | null
  answers: { questionId: string; question: string; answer: string; answerText: string; answeredAt: string }[]
  consents: { noticeVersion: string; givenAt: string; withdrawnAt: string | null; email: string }[]
  reports: { version: number; generatedAt: string; modelVersion: string; document?: unknown }[]
}

export interface HeldOrder {
  id: string
  /** The short reference My orders, the mails and staff use ("3F2A9C1B"). */
  reference: string
  plan: string
  amountPaise: number
  currency: string
  /** The record's word ("invoiced"). */
  status: string
  /** Where the money is, in the words My orders shows, in the reader's language ("Paid"). */
  statusWords: string
  orderedAt: string
  paidAt: string | null
  counsellor: string | null
  payments: {
    id: string
    amountPaise: number
    method: string | null
    status: string
    /** The payment's state as My orders says it ("paid", "refund on its way"). */
    words: string
    at: string
  }[]
  refunds: { amountPaise: number; reason: string; status: string; at: string }[]
  invoice: {
    number: string
    issuedAt: string
    buyerName: string
    buyerEmail: string
    buyerPhone: string
    totalPaise: number
  } | null
  creditNote: { number: string; issuedAt: string } | null
  scan: HeldScan | null
  /** Debriefs with the counsellor: when, how it went, the note for the parent and the counsellor's own notes. */
  debriefs: {
    counsellor: string
    startsAt: string
    status: string
    noteForYou: string | null
    counsellorNotes: string | null
  }[]
}

/** Everything we hold about a person and their child: the privacy centre shows it, the export gives all of it. */
export interface HeldData {
  exportedAt: string
  account: {
    email: string
    firstName: string
    lastName: string
    phone: string
    role: 'student' | 'eec'
    registeredAt: string
    emailConfirmedAt: string | null
    /** When a code sent to the phone by SMS was entered (server/sms/). */
    phoneConfirmedAt: string | null
  }
  orders: HeldOrder[]
  contactMessages: { sentAt: string; name: string; message: string }[]
  mails: { kind: string; subject: string; createdAt: string; status: string }[]
  sessions: { createdAt: string; expiresAt: string }[]
  /** Help and privacy requests, newest first, with our answers. */
  requests: {
    id: string
    kind: string
    number: string
    reason: string
    message: string
    state: string
    createdAt: string
    answer: string | null
    answeredAt: string | null
  }[]
  privacyContact: PrivacyContact
}

const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null)

/**
 * What we hold. `documents`: the reports' frozen documents too (the download); the page shows only how many
 * there are. `language`: the reader's (the page's; for a download, the account's), for the words we write: the
 * plan's name and what a code's mail was. The scan's questions and answers are in the language the child answered
 * in; every other record is as stored.
 */
export async function heldData(
  db: DbOrTx,
  applicant: Applicant,
  input: {
    now: Date
    contact: PrivacyContact
    documents: boolean
    language: Language
    /** For an order's state in My orders' words (a payment may still be settling). */
    timing: SettleTiming
  },
): Promise<HeldData> {
  const own = await db
    .select()
    .from(orders)
    .where(eq(orders.applicantId, applicant.id))
    .orderBy(desc(orders.createdAt))
  const ids = own.map((order) => order.id)
  const some = ids.length > 0
  const counsellorNames = await orderCounsellorNames(db, own)
  const [paid, refunded, invoiced, scanned, sessionsHeld] = some
    ? await Promise.all([
        db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(asc(payments.createdAt)),
        db.select().from(refunds).where(inArray(refunds.orderId, ids)).orderBy(asc(refunds.createdAt)),
        db
          .select({ invoice: invoices, note: creditNotes })
          .from(invoices)
          .leftJoin(creditNotes, eq(creditNotes.invoiceId, invoices.id))
          .where(inArray(invoices.orderId, ids)),
        db.select().from(scans).where(inArray(scans.orderId, ids)),
        db
          .select({ session: debriefs, counsellor: counsellors.name })
          .from(debriefs)
          .innerJoin(counsellors, eq(counsellors.id, debriefs.counsellorId))
          .where(inArray(debriefs.orderId, ids))
          .orderBy(asc(debriefs.startsAt)),
      ])
    : [[], [], [], [], []]
  const scanIds = scanned.map((scan) => scan.id)
  const [answered, consented, reported] =
    scanIds.length > 0
      ? await Promise.all([
          db
            .select()
            .from(scanAnswers)
            .where(inArray(scanAnswers.scanId, scanIds))
            .orderBy(asc(scanAnswers.questionId)),
          db
            .select()
            .from(scanConsents)
            .where(inArray(scanConsents.scanId, scanIds))
            .orderBy(asc(scanConsents.givenAt)),
          db
            .select({
              scanId: reports.scanId,
              version: reports.version,
              generatedAt: reports.generatedAt,
              modelVersion: reports.modelVersion,
              document: input.documents ? reports.document : sql<null>`null`,
            })
            .from(reports)
            .where(inArray(reports.scanId, scanIds))
            .orderBy(asc(reports.version)),
        ])
      : [[], [], []]
  const email = applicant.email
  const [messages, mails, open, requests] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(sql`lower(${contactMessages.email}) = ${email}`)
      .orderBy(asc(contactMessages.createdAt)),
    db
      .select({
        kind: mailQueue.kind,
        subject: mailQueue.subject,
        createdAt: mailQueue.createdAt,
        status: mailQueue.status,
      })
      .from(mailQueue)
      .where(sql`lower(${mailQueue.to}) = ${email}`)
      .orderBy(asc(mailQueue.id)),
    db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(and(eq(sessions.applicantId, applicant.id), gt(sessions.expiresAt, input.now)))
      .orderBy(asc(sessions.createdAt)),
    db
      .select()
      .from(tickets)
      .where(eq(tickets.applicantId, applicant.id))
      .orderBy(desc(tickets.createdAt), desc(tickets.number)),
  ])

  const heldScan = (scan: typeof scans.$inferSelect): HeldScan => ({
    status: scan.status,
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
    submittedAt: iso(scan.submittedAt),
    answers: answered
      .filter((row) => row.scanId === scan.id)
      .map((row) => {
        const words = questionWords[scan.language].get(row.questionId)
        return {
          questionId: row.questionId,
          question: words?.prompt ?? row.questionId,
          answer: row.answer,
          answerText: words?.answers.get(row.answer) ?? row.answer,
          answeredAt: row.answeredAt.toISOString(),
        }
      }),
    consents: consented
      .filter((row) => row.scanId === scan.id)
      .map((row) => ({
        noticeVersion: row.noticeVersion,
        givenAt: row.givenAt.toISOString(),
        withdrawnAt: iso(row.withdrawnAt),
        email: row.email,
      })),
    reports: reported
      .filter((row) => row.scanId === scan.id)
      .map((row) => ({
        version: row.version,
        generatedAt: row.generatedAt.toISOString(),
        modelVersion: row.modelVersion,
        ...(input.documents ? { document: row.document } : {}),
      })),
  })

  return {
    exportedAt: input.now.toISOString(),
    account: {
      email,
      firstName: applicant.firstName,
      lastName: applicant.lastName,
      phone: applicant.phone,
      role: applicant.role,
      registeredAt: applicant.createdAt.toISOString(),
      emailConfirmedAt: iso(applicant.emailVerifiedAt),
      phoneConfirmedAt: iso(applicant.phoneVerifiedAt),
    },
    orders: own.map((order) => {
      const document = invoiced.find((row) => row.invoice.orderId === order.id)
      const scan = scanned.find((row) => row.orderId === order.id)
      const orderPayments = paid.filter((row) => row.orderId === order.id)
      const orderRefunds = refunded.filter((row) => row.orderId === order.id)
      const paymentWords = input.language === 'hi' ? hiPaymentWords : enPaymentWords
      return {
        id: order.id,
        reference: orderReference(order.id),
        plan: input.language === 'en' ? order.planName : planNameIn(input.language, order.role, order.plan),
        amountPaise: order.amountPaise,
        currency: order.currency,
        status: order.status,
        statusWords: orderStatus(order, orderPayments, orderRefunds, input.now, input.timing, input.language)
          .title,
        orderedAt: order.createdAt.toISOString(),
        paidAt: iso(order.paidAt),
        counsellor: counsellorNames.get(order.id) ?? null,
        payments: orderPayments.map((row) => ({
          id: row.id,
          amountPaise: row.amountPaise,
          method: row.method,
          status: row.status,
          words: paymentWords[paymentLineState(row, orderRefunds)],
          at: row.createdAt.toISOString(),
        })),
        refunds: refunded
          .filter((row) => row.orderId === order.id)
          .map((row) => ({
            amountPaise: row.amountPaise,
            reason: row.reason,
            status: row.status,
            at: row.createdAt.toISOString(),
          })),
        invoice: document
          ? {
              number: document.invoice.number,
              issuedAt: document.invoice.issuedAt.toISOString(),
              buyerName: document.invoice.buyerName,
              buyerEmail: document.invoice.buyerEmail,
              buyerPhone: document.invoice.buyerPhone,
              totalPaise: document.invoice.totalPaise,
            }
          : null,
        creditNote: document?.note
          ? { number: document.note.number, issuedAt: document.note.issuedAt.toISOString() }
          : null,
        scan: scan ? heldScan(scan) : null,
        debriefs: sessionsHeld
          .filter((row) => row.session.orderId === order.id)
          .map(({ session, counsellor }) => ({
            counsellor,
            startsAt: session.startsAt.toISOString(),
            status: session.status,
            noteForYou: session.parentNote,
            counsellorNotes: session.privateNotes,
          })),
      }
    }),
    contactMessages: messages.map((row) => ({
      sentAt: row.createdAt.toISOString(),
      name: row.name,
      message: row.message,
    })),
    // A code's subject carries the code: only what it was.
    mails: mails.map((row) => ({
      kind: row.kind,
      subject: row.kind === 'otp' ? CODE_MAIL[input.language] : row.subject,
      createdAt: row.createdAt.toISOString(),
      status: row.status,
    })),
    sessions: open.map((row) => ({
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    })),
    requests: requests.map((row) => ({
      id: row.id,
      kind: row.kind,
      number: row.number,
      reason: row.reason,
      message: row.message,
      state: row.state,
      createdAt: row.createdAt.toISOString(),
      answer: row.answer,
      answeredAt: iso(row.answeredAt),
    })),
    privacyContact: input.contact,
  }
}

/** Corrects the account's names and phone. Issued invoices keep what they were issued with (GST law). */
export async function correctDetails(
  db: DbOrTx,
  input: { applicantId: string; firstName: string; lastName: string; phone: string; now: Date },
): Promise<void> {
  await db
    .update(applicants)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      updatedAt: input.now,
    })
    .where(and(eq(applicants.id, input.applicantId), isNull(applicants.erasedAt)))
}

export interface ChildDetails extends ContextInput {
  childFirstName: string
  childClass: number
  school?: string | undefined
  city?: string | undefined
}

/**
 * Corrects the child's details on one of the applicant's scans (only while consent stands: otherwise there are
 * none). A report already made carries the old details, so a new version is made with the right ones and mailed.
 */
export async function correctChild(
  tx: DbOrTx,
  input: { orderId: string; applicantId: string; child: ChildDetails; now: Date },
): Promise<{ newReport: boolean }> {
  const [row] = await tx
    .select({ scan: scans })
    .from(scans)
    .innerJoin(orders, eq(orders.id, scans.orderId))
    .where(and(eq(scans.orderId, input.orderId), eq(orders.applicantId, input.applicantId)))
    .for('update', { of: scans })
  if (!row) throw new RefusedError('not-found', NOT_FOUND)
  const { scan } = row
  if (scan.status !== 'consented' && scan.status !== 'submitted')
    throw new RefusedError(
      'conflict',
      'We hold no details of a child for this order, so there is nothing to correct.',
    )
  // The school context: what the parent sent, or (a page that sends only the class) what is held, fitted to the
  // class (a stream only in 11-12).
  const held = readScanContext(scan.context, scan.childClass)
  const contextInput = input.child.board === undefined ? held : input.child
  const context = contextInput ? storedContext(scanContextOf(contextInput, input.child.childClass)) : null
  const next = {
    childFirstName: input.child.childFirstName,
    childClass: input.child.childClass,
    school: input.child.school || null,
    city: input.child.city || null,
  }
  const contextChanged = JSON.stringify(context) !== JSON.stringify(scan.context ?? null)
  const changed =
    next.childFirstName !== scan.childFirstName ||
    next.childClass !== scan.childClass ||
    next.school !== scan.school ||
    next.city !== scan.city ||
    contextChanged
  if (!changed) return { newReport: false }
  await tx
    .update(scans)
    .set({ ...next, context, updatedAt: input.now })
    .where(eq(scans.id, scan.id))
  // The report shows the name and is worded for the class and its context: a new version with the right ones.
  const reportNeedsRedo =
    scan.status === 'submitted' &&
    (next.childFirstName !== scan.childFirstName || next.childClass !== scan.childClass || contextChanged)
  if (reportNeedsRedo) await queueNewVersion(tx, { scanId: scan.id, by: 'parent', now: input.now })
  return { newReport: reportNeedsRedo }
}

/** Said when erasure must wait: money is moving and its records must reach their owner. */
export const PAYMENT_IN_FLIGHT =
  'A payment of yours is still being settled (an invoice or a refund is on its way). Please try again in a few days; nothing has been erased.'

/**
 * Erases the account: the person's details, their child's details, answers, profiles and reports, their contact
 * messages, sign-in codes, sessions and copies of our mails. Kept, because GST law obliges us: orders, payments,
 * refunds, GST invoices and credit notes (the invoice is marked restricted: used only for tax and audit), and the
 * consent records without the email (the proof that a parent agreed, for the order). The applicant row stays,
 * blanked, because orders point at it; its email is freed, so the address can register again as a new person.
 * The confirmation is mailed to the address in the same transaction. Refused while money is moving.
 */
export async function eraseAccount(
  tx: DbOrTx,
  input: { applicant: Applicant; now: Date; contact: PrivacyContact; links: { siteUrl: string } },
): Promise<void> {
  const { applicant, now } = input
  const [locked] = await tx
    .select({ erasedAt: applicants.erasedAt })
    .from(applicants)
    .where(eq(applicants.id, applicant.id))
    .for('update')
  if (!locked || locked.erasedAt) throw new RefusedError('not-found', 'There is no account to erase.')
  const own = await tx
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(eq(orders.applicantId, applicant.id))
  const ids = own.map((order) => order.id)
  if (ids.length > 0) {
    const moving = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(inArray(refunds.orderId, ids), inArray(refunds.status, ['due', 'creating', 'pending'])))
      .limit(1)
    const authorised = await tx
      .select({ id: payments.id })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(
        and(
          inArray(payments.orderId, ids),
          inArray(payments.status, ['authorized', 'captured']),
          inArray(orders.status, ['created', 'failed']),
        ),
      )
      .limit(1)
    const uninvoiced = own.some((order) => order.status === 'paid' || order.status === 'confirmed')
    if (moving.length > 0 || authorised.length > 0 || uninvoiced)
      throw new RefusedError('conflict', PAYMENT_IN_FLIGHT)

    // A booked debrief is off: both sides are told, with a cancelling invitation (kept below, unlike other mails).
    for (const id of ids)
      await cancelOrderDebriefs(tx, { orderId: id, cause: 'erasure', now, links: input.links })
    const held = await tx
      .select({ id: scans.id, status: scans.status })
      .from(scans)
      .where(inArray(scans.orderId, ids))
    for (const scan of held) {
      if (scan.status === 'erased') continue
      await eraseChildData(tx, scan.id, 'erased', now)
    }
    // The proof of consent stays with the order, without the address it was given under.
    await tx.update(scanConsents).set({ email: '' }).where(inArray(scanConsents.orderId, ids))
    await tx.update(invoices).set({ restrictedAt: now }).where(inArray(invoices.orderId, ids))
  }
  const email = applicant.email
  await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${email}`)
  // Our mails to the address go, but the debrief's cancellation queued above: the parent's calendar must drop it.
  await tx
    .delete(mailQueue)
    .where(
      and(
        sql`lower(${mailQueue.to}) = ${email}`,
        sql`not (${mailQueue.kind} = 'debrief' and coalesce(${mailQueue.meta} ->> 'icsMethod', '') = 'CANCEL' and ${mailQueue.status} = 'pending')`,
      ),
    )
  await tx.delete(emailCodes).where(eq(emailCodes.email, email))
  await tx.delete(otpChallenges).where(eq(otpChallenges.applicantId, applicant.id))
  await tx.delete(sessions).where(eq(sessions.applicantId, applicant.id))
  // Requests keep their number and dates (the proof that we answered); what was written goes, from the audit log
  // too (rows written before it kept only an answer's length and hash, issue 45 S6).
  // The log is insert-only (a trigger); this transaction alone may blank those words (migration 0018).
  await tx.execute(sql`SELECT set_config('dem.audit_erasure', 'on', true)`)
  await tx.execute(sql`
    UPDATE audit_log SET
      before = CASE WHEN jsonb_typeof(before -> 'answer') = 'string' THEN before || '{"answer": ""}'::jsonb
                    ELSE before END,
      after = CASE WHEN jsonb_typeof(after -> 'answer') = 'string' THEN after || '{"answer": ""}'::jsonb
                   ELSE after END
    WHERE entity = 'ticket'
      AND entity_id IN (SELECT id::text FROM tickets WHERE applicant_id = ${applicant.id})`)
  await tx.execute(sql`SELECT set_config('dem.audit_erasure', 'off', true)`)
  await tx
    .update(tickets)
    .set({
      message: '',
      answer: sql`case when ${tickets.answer} is null then null else '' end`,
      state: 'closed',
      closedAt: sql`coalesce(${tickets.closedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(tickets.applicantId, applicant.id))
  await tx
    .update(applicants)
    .set({
      email: `erased-${applicant.id}@erased.invalid`,
      firstName: '',
      lastName: '',
      phone: '',
      phoneVerifiedAt: null,
      selectedPlan: null,
      appliedPromoCode: null,
      erasedAt: now,
      updatedAt: now,
    })
    .where(eq(applicants.id, applicant.id))
  await enqueueMail(
    tx,
    {
      kind: 'privacy',
      to: email,
      ...erasureMail({ email, at: now, contact: input.contact }, applicant.language),
      language: applicant.language,
    },
    now,
  )
}
