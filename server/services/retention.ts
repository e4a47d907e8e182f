/**
 * Deletes or restricts what the privacy centre's notice says we do not keep: the limits are `retentionRules` in
 * src/content/privacy-centre.ts, the same data the notice's table is written from (and the privacy policy's
 * "How long we keep it" states; tests/server/retention.test.ts holds all three together). Contact messages after
 * two years; expired sessions; one-time codes (registration codes with the name and phone typed with them, and
 * sign-in codes of My orders and the back office with the address typed and the asking IP) an hour after they were
 * made (the cooldown and the hourly caps look back one hour); staff sessions once idle past
 * STAFF_SESSION_IDLE_MINUTES or of an address no longer in STAFF_EMAILS; expired workspace sessions; the applicant
 * row of an email never confirmed once it has no challenge left (anyone can type anyone's email: unconfirmed
 * details are not an account); sent mail after a day; undeliverable mail after 30 days;
 * abuse-limit counters once their window has passed; a child's scan answers, details, profile and reports two years
 * after the scan; and the personal details printed on GST invoices once the years tax law asks for are up. The
 * job runs every hour (RETENTION_INTERVAL_MS), so "an hour" in the notice reads "within two hours". Orders,
 * invoices and confirmed applicants are otherwise kept: the privacy centre erases an account on request.
 */
import { and, eq, lt, notInArray, or, sql } from 'drizzle-orm'
import type { Database, Db } from '../db/client'
import {
  contactMessages,
  counsellorSessions,
  emailCodes,
  invoices,
  jobs,
  mailQueue,
  otpChallenges,
  rateLimitCounters,
  sessions,
  staffSessions,
  tickets,
} from '../db/schema'
import { eraseExpiredScans } from '../scan/scans'
import { retentionRules } from '../../src/content/privacy-centre'

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

/** The limits the job applies (one source with the notice). */
export const retention = retentionRules

/** How often main.ts runs the job. */
export const RETENTION_INTERVAL_MS = HOUR_MS
/** The embedded database is vacuumed at most this often (it holds the one connection while it runs). */
const VACUUM_INTERVAL_MS = 6 * HOUR_MS

export interface PurgeCounts {
  contactMessages: number
  sessions: number
  staffSessions: number
  otpChallenges: number
  signInCodes: number
  /** Codes' SMS jobs (the phone and the sealed code): kept as long as the codes. */
  shortMessages: number
  unconfirmedApplicants: number
  mail: number
  rateLimitCounters: number
  scans: number
  /** Invoices whose tax years are up: the personal details printed on them erased. */
  taxRecords: number
  /** Help and privacy requests closed longer ago than the notice keeps them. */
  requests: number
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS)

/** Who may use the back office (config.staff): staff sessions of other addresses, or idle past this, go. */
export interface StaffRetention {
  emails: readonly string[]
  idleMinutes: number
}

export async function purgeExpired(db: Db, now: Date, staff?: StaffRetention): Promise<PurgeCounts> {
  const contact = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, daysBefore(now, retention.contactMessagesDays)))
    .returning({ id: contactMessages.id })
  const expiredSessions = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ id: sessions.id })
  // A staff session is over once idle past the timeout (requireStaff refuses it) or once its address left
  // STAFF_EMAILS: deleted, so listing the address again does not bring the old cookie back.
  const endedStaffSessions = staff
    ? await db
        .delete(staffSessions)
        .where(
          or(
            lt(staffSessions.lastSeenAt, new Date(now.getTime() - staff.idleMinutes * 60_000)),
            staff.emails.length > 0 ? notInArray(staffSessions.email, [...staff.emails]) : sql`true`,
          ),
        )
        .returning({ id: staffSessions.id })
    : []
  const expiredWorkspaceSessions = await db
    .delete(counsellorSessions)
    .where(lt(counsellorSessions.expiresAt, now))
    .returning({ id: counsellorSessions.id })
  const hourAgo = new Date(now.getTime() - retention.codesHours * HOUR_MS)
  const challenges = await db
    .delete(otpChallenges)
    .where(lt(otpChallenges.createdAt, hourAgo))
    .returning({ id: otpChallenges.id })
  // Sign-in codes: every address typed at My orders or the back office, with the client's IP. Their waits and the
  // client's hourly budget look back one hour; a client's tries at a code are counters that end with the code.
  const signInCodes = await db
    .delete(emailCodes)
    .where(lt(emailCodes.createdAt, hourAgo))
    .returning({ id: emailCodes.id })
  // A code's SMS job holds the phone and the code (sealed); it is done or given up within the code's 10 minutes.
  const shortMessages = await db
    .delete(jobs)
    .where(and(eq(jobs.kind, 'sms'), lt(jobs.createdAt, hourAgo)))
    .returning({ id: jobs.id })
  const typedAgo = new Date(now.getTime() - retention.unconfirmedRegistrationHours * HOUR_MS)
  // Never confirmed, no code left and nothing bought (an unconfirmed email cannot have an order; checked all the
  // same). SKIP LOCKED: a registration holding the row (a new code on its way) keeps it for the next run.
  const unconfirmed = (await db.execute(sql`
    DELETE FROM applicants WHERE id IN (
      SELECT a.id FROM applicants a
      WHERE a.email_verified_at IS NULL AND a.phone_verified_at IS NULL AND a.created_at < ${typedAgo.toISOString()}::timestamptz
        AND NOT EXISTS (SELECT 1 FROM otp_challenges c WHERE c.applicant_id = a.id)
        AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.applicant_id = a.id)
      FOR UPDATE SKIP LOCKED)
    RETURNING id`)) as unknown as { rows: unknown[] }
  const sent = await db
    .delete(mailQueue)
    .where(and(eq(mailQueue.status, 'sent'), lt(mailQueue.sentAt, daysBefore(now, retention.sentMailDays))))
    .returning({ id: mailQueue.id })
  const dead = await db
    .delete(mailQueue)
    .where(
      and(eq(mailQueue.status, 'dead'), lt(mailQueue.createdAt, daysBefore(now, retention.deadMailDays))),
    )
    .returning({ id: mailQueue.id })
  const counters = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.resetsAt, now))
    .returning({ key: rateLimitCounters.key })
  const scans = await eraseExpiredScans(db, now)
  // The law's years are up: the invoice stays as a number and amounts, its buyer's details go, and it is restricted.
  const taxRecords = await db
    .update(invoices)
    .set({
      buyerName: '',
      buyerEmail: '',
      buyerPhone: '',
      restrictedAt: sql`coalesce(${invoices.restrictedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        lt(invoices.issuedAt, daysBefore(now, retention.taxRecordsDays)),
        sql`(${invoices.buyerName} <> '' or ${invoices.buyerEmail} <> '' or ${invoices.buyerPhone} <> '')`,
      ),
    )
    .returning({ id: invoices.id })
  const requests = await db
    .delete(tickets)
    .where(lt(tickets.closedAt, daysBefore(now, retention.requestsDays)))
    .returning({ id: tickets.id })
  return {
    requests: requests.length,
    taxRecords: taxRecords.length,
    scans,
    contactMessages: contact.length,
    sessions: expiredSessions.length + expiredWorkspaceSessions.length,
    staffSessions: endedStaffSessions.length,
    otpChallenges: challenges.length,
    signInCodes: signInCodes.length,
    shortMessages: shortMessages.length,
    unconfirmedApplicants: unconfirmed.rows.length,
    mail: sent.length + dead.length,
    rateLimitCounters: counters.length,
  }
}

/**
 * The scheduled job: purge, then on the embedded database (at most every six hours) vacuum and analyze. PGlite
 * runs no autovacuum, so without this the space of deleted and updated rows (every purge, every closed code,
 * every sent mail) is never reused and the planner never gets statistics. It holds the single connection while it
 * runs: 0.7 s at 5,000 rows; at 200,000 applicants and 200,000 codes 1.1 s the first time and ~0.6 s after (the
 * visibility map lets it skip unchanged pages). That is why it runs only every sixth purge. On PostgreSQL,
 * autovacuum does this.
 */
const lastVacuum = new WeakMap<Database, number>()

export async function runRetention(
  database: Database,
  now: Date,
  staff?: StaffRetention,
): Promise<PurgeCounts & { vacuumed: boolean }> {
  const counts = await purgeExpired(database.db, now, staff)
  const last = lastVacuum.get(database)
  if (database.kind !== 'pglite' || (last !== undefined && now.getTime() - last < VACUUM_INTERVAL_MS))
    return { ...counts, vacuumed: false }
  await database.db.execute(sql`VACUUM (ANALYZE)`)
  lastVacuum.set(database, now.getTime())
  return { ...counts, vacuumed: true }
}
