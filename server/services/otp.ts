/**
 * One-time codes. A code is 6 digits from crypto.randomInt, lives 10 minutes, works once, and is stored only
 * as HMAC(OTP_SECRET, challenge id + code); 5 wrong tries burn it. Codes belong to an email AND a phone: a new
 * code closes the previous one of the same pair, and cooldown, caps and wrong tries count per pair, so someone
 * who knows only an email address cannot invalidate or exhaust the code its owner asked for.
 */
import { randomInt } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Role } from '../../src/content/catalogue'
import { CODE_LIFE_MINUTES, RESEND_COOLDOWN_SECONDS } from '../../src/content/registration'
import type { DbOrTx } from '../db/client'
import { recordset } from '../db/recordset'
import { applicants, mailQueue, otpChallenges, sessions } from '../db/schema'
import { HttpError } from '../http/errors'
import { sealMail } from '../mail/sealed'
import { otpMail } from '../mail/templates'
import { hexEquals, hmacHex } from './secrets'

export const OTP_TTL_MS = CODE_LIFE_MINUTES * 60_000
export const OTP_RESEND_COOLDOWN_MS = RESEND_COOLDOWN_SECONDS * 1000
export const OTP_MAX_ATTEMPTS = 5
/**
 * Different phones one email may be sent codes for in an hour. It bounds what someone typing phone after phone can
 * do to an inbox (3 x the hourly cap in mail) and to guessing (3 x 5 codes x 5 tries an hour), while the owner
 * who mistyped their phone twice still gets a code.
 */
export const OTP_PHONES_PER_EMAIL_HOURLY = 3

export interface OtpRequest {
  email: string
  phone: string
  firstName: string
  lastName: string
  role: Role
}

export interface OtpPolicy {
  secret: string
  emailHourlyCap: number
  phoneHourlyCap: number
}

function codeHash(secret: string, challengeId: string, code: string): string {
  return hmacHex(secret, `${challengeId}:${code}`)
}

/** One code to issue: everything the statement needs, prepared in JS (ids, code hash, sealed mail text). */
export interface OtpIssue {
  request: OtpRequest
  now: Date
  applicantId: string
  challengeId: string
  codeHash: string
  subject: string
  body: string
}

/** Draws a fresh code for the request and prepares its row and mail; nothing is stored yet. */
export function prepareOtp(request: OtpRequest, secret: string, now: Date): OtpIssue {
  const challengeId = crypto.randomUUID()
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  // Queued sealed: the code is stored nowhere in plain, its mail included (see mail/sealed.ts).
  const mail = sealMail(
    secret,
    otpMail({ firstName: request.firstName, email: request.email, code, ttlMinutes: OTP_TTL_MS / 60_000 }),
  )
  return {
    request,
    now,
    applicantId: crypto.randomUUID(),
    challengeId,
    codeHash: codeHash(secret, challengeId, code),
    ...mail,
  }
}

/** The applicant columns of an issue, as both batch statements read them from their JSON input. */
function applicantColumns(issue: OtpIssue) {
  return {
    new_id: issue.applicantId,
    email: issue.request.email,
    first_name: issue.request.firstName,
    last_name: issue.request.lastName,
    phone: issue.request.phone,
    role: issue.request.role,
  }
}

/** What happened to one issue: sent, or refused with the 429 the caller should answer. */
export type OtpVerdict = { sent: true } | { sent: false; error: HttpError }

/**
 * Issues codes in ONE statement (a data-modifying CTE): per item it upserts the applicant, counts the codes of
 * the last hour for the email and the phone, and only where the cooldown and the caps allow closes the open
 * code, inserts the new one and queues its mail. Every sub-statement sees the snapshot taken when the statement
 * started, so two items must not share an email or a phone (the coalescer keys batches by both), and on
 * PostgreSQL the caller first locks the applicants and phones (`lockAndIssueOtps`) so the snapshot includes a
 * racing send.
 */
export async function issueOtps(
  db: DbOrTx,
  issues: readonly OtpIssue[],
  policy: OtpPolicy,
): Promise<OtpVerdict[]> {
  if (issues.length === 0) return []
  const rows = issues.map((issue, index) => ({
    idx: index,
    ...applicantColumns(issue),
    challenge_id: issue.challengeId,
    code_hash: issue.codeHash,
    expires_at: new Date(issue.now.getTime() + OTP_TTL_MS),
    now: issue.now,
    hour_ago: new Date(issue.now.getTime() - 3_600_000),
    cooldown_from: new Date(issue.now.getTime() - OTP_RESEND_COOLDOWN_MS),
    subject: issue.subject,
    body: issue.body,
  }))
  const result = await db.execute(sql`
    WITH input AS (
      SELECT * FROM ${recordset(rows)} AS x(idx int, new_id uuid, email text, first_name text, last_name text,
        phone text, role text, challenge_id uuid, code_hash text, expires_at timestamptz, now timestamptz,
        hour_ago timestamptz, cooldown_from timestamptz, subject text, body text)
    ),
    app AS (
      -- DO UPDATE with a no-op assignment (not DO NOTHING) so existing applicants are returned (and row-locked).
      INSERT INTO ${applicants} (id, email, first_name, last_name, phone, role, created_at, updated_at)
      SELECT new_id, email, first_name, last_name, phone, role, now, now FROM input
      ON CONFLICT ((lower(email))) DO UPDATE SET email = applicants.email
      RETURNING id, email, phone, email_verified_at
    ),
    verdict AS (
      -- Cooldown and hourly cap per email AND phone (a stranger who knows only the email types another phone and
      -- so never touches the owner's budget), the cap per phone, and a few phones an hour per email (the owner's
      -- verified phone, and phones already sent a code this hour, are never refused by that one).
      SELECT i.*, a.id AS applicant_id, a.email AS stored_email, r.latest, o.open_id,
             (r.latest IS NULL OR r.latest <= i.cooldown_from)
               AND r.by_pair < ${policy.emailHourlyCap} AND r.by_phone < ${policy.phoneHourlyCap}
               AND (r.by_pair > 0 OR r.phones < ${OTP_PHONES_PER_EMAIL_HOURLY}
                    OR (a.email_verified_at IS NOT NULL AND a.phone = i.phone)) AS ok
      FROM input i
      JOIN app a ON lower(a.email) = lower(i.email)
      CROSS JOIN LATERAL (
        SELECT max(c.created_at) FILTER (WHERE c.applicant_id = a.id AND c.phone = i.phone) AS latest,
               count(*) FILTER (WHERE c.applicant_id = a.id AND c.phone = i.phone) AS by_pair,
               count(DISTINCT c.phone) FILTER (WHERE c.applicant_id = a.id) AS phones,
               count(*) FILTER (WHERE c.phone = i.phone) AS by_phone
        FROM ${otpChallenges} c
        WHERE (c.applicant_id = a.id OR c.phone = i.phone) AND c.created_at > i.hour_ago
      ) r
      -- The open code of this email and phone (there is at most one: each issue closes it, and each check that
      -- ends it closes it; another phone's code is left alone, so a stranger cannot close the owner's), found here
      -- by index and closed below by primary key. Joined on applicant_id in the UPDATE instead, the embedded
      -- database (no autovacuum, so no statistics) scanned every challenge in the table.
      LEFT JOIN LATERAL (
        SELECT oc.id AS open_id FROM ${otpChallenges} oc
        WHERE oc.applicant_id = a.id AND oc.phone = i.phone AND oc.closed_at IS NULL
        ORDER BY oc.created_at DESC LIMIT 1
      ) o ON true
    ),
    closed AS (
      -- The ids as an array too, so the codes are found by primary key: joined only on verdict, the planner (no
      -- statistics) could scan every open code for each batch.
      UPDATE ${otpChallenges} c SET closed_at = v.now FROM verdict v
      WHERE v.ok AND c.id = v.open_id AND c.closed_at IS NULL
        AND c.id = ANY (ARRAY(SELECT open_id FROM verdict WHERE ok AND open_id IS NOT NULL))
    ),
    issued AS (
      INSERT INTO ${otpChallenges}
        (id, applicant_id, first_name, last_name, phone, role, code_hash, expires_at, created_at)
      SELECT challenge_id, applicant_id, first_name, last_name, phone, role, code_hash, expires_at, now
      FROM verdict WHERE ok
    ),
    queued AS (
      INSERT INTO ${mailQueue} (kind, to_address, subject, body, next_attempt_at, created_at)
      SELECT 'otp', stored_email, subject, body, now, now FROM verdict WHERE ok
    )
    SELECT idx, ok, latest FROM verdict`)
  const byIndex = new Map(
    rowsOf<{ idx: number; ok: boolean; latest: Date | string | null }>(result).map((row) => [
      Number(row.idx),
      row,
    ]),
  )
  return issues.map((issue, index) => {
    const row = byIndex.get(index)
    if (!row) throw new Error('OTP issue returned no verdict')
    if (row.ok) return { sent: true }
    const waitMs = row.latest
      ? new Date(row.latest).getTime() + OTP_RESEND_COOLDOWN_MS - issue.now.getTime()
      : 0
    return {
      sent: false,
      error:
        waitMs > 0
          ? new HttpError(429, `Please wait ${Math.ceil(waitMs / 1000)} seconds before requesting a new OTP.`)
          : new HttpError(429, 'Too many OTP requests. Please try again in an hour.'),
    }
  })
}

/**
 * Issues a batch of codes on PostgreSQL (a pool, maybe several instances): in one transaction, lock the batch's
 * applicants (creating the new ones) and then its phones, so a racing send for one email (or one phone), from
 * this instance or another, runs after this batch and its statement sees these codes; then issue. Locks are
 * taken in one global order (applicants by email, then phones, each sorted), so two batches never wait on each
 * other in a cycle. The answer never depends on whether the email was known before.
 */
export async function lockAndIssueOtps(
  tx: DbOrTx,
  issues: readonly OtpIssue[],
  policy: OtpPolicy,
): Promise<OtpVerdict[]> {
  if (issues.length === 0) return []
  const people = issues.map((issue) => ({ ...applicantColumns(issue), now: issue.now }))
  // DO UPDATE with a no-op assignment (not DO NOTHING) so existing rows are locked too; rows go in email order.
  await tx.execute(sql`
    INSERT INTO ${applicants} (id, email, first_name, last_name, phone, role, created_at, updated_at)
    SELECT new_id, email, first_name, last_name, phone, role, now, now
    FROM ${recordset(people)} AS x(new_id uuid, email text, first_name text, last_name text, phone text,
      role text, now timestamptz)
    ORDER BY lower(email)
    ON CONFLICT ((lower(email))) DO UPDATE SET email = applicants.email`)
  // Different emails may share a phone: serialise on the phone too, so the per-phone cap holds.
  const phones = [...new Set(people.map((person) => person.phone))].map((phone) => ({ phone }))
  await tx.execute(sql`
    SELECT pg_advisory_xact_lock(727274002, hashtext(phone))
    FROM (SELECT phone FROM ${recordset(phones)} AS x(phone text) ORDER BY phone) AS sorted`)
  return issueOtps(tx, issues, policy)
}

export type OtpCheck = { ok: true; applicantId: string } | { ok: false }

/** One code to check, with the session row to open in the same statement if it is right. */
export interface OtpAttempt {
  email: string
  phone: string
  otp: string
  now: Date
  session: { id: string; tokenHash: string; expiresAt: Date }
}

/**
 * Checks codes in at most two statements for a whole batch and no transaction: read each applicant's open
 * challenge, compare in JS (constant time), then one conditional write. A wrong code counts against the
 * challenge (an atomic increment, kept even though the call fails), the fifth wrong try closes it. A right code
 * closes the challenge only if it is still open and unexpired (so a code works once even under a race), makes
 * the typed details the applicant's and opens the session, all in that one statement; if the challenge was
 * closed meanwhile (used, burned, replaced), nothing is written and the check fails. Two attempts in one batch
 * must not share an email (the coalescer keys batches by email).
 */
export async function checkOtps(
  db: DbOrTx,
  attempts: readonly OtpAttempt[],
  secret: string,
): Promise<OtpCheck[]> {
  if (attempts.length === 0) return []
  const emails = attempts.map((attempt, index) => ({
    idx: index,
    email: attempt.email,
    phone: attempt.phone,
  }))
  const open = rowsOf<{
    idx: number
    id: string
    code_hash: string
    phone: string
    expires_at: Date | string
  }>(
    await db.execute(sql`
      SELECT i.idx, c.id, c.code_hash, c.phone, c.expires_at
      FROM ${recordset(emails)} AS i (idx int, email text, phone text)
      -- A LATERAL lookup with LIMIT (the email is unique) so each email is found through the unique index. As a
      -- plain join, without statistics (PGlite has none until the retention job analyzes it) the planner hashed
      -- lower(email) of every applicant for each batch (docs/api.md, Performance).
      CROSS JOIN LATERAL (
        SELECT ap.id FROM ${applicants} ap WHERE lower(ap.email) = i.email LIMIT 1
      ) a
      JOIN LATERAL (
        -- The code of this email AND phone: a wrong guess with another phone never counts against (and never
        -- burns) the code someone else asked for with their own phone.
        SELECT oc.id, oc.code_hash, oc.phone, oc.expires_at FROM ${otpChallenges} oc
        WHERE oc.applicant_id = a.id AND oc.phone = i.phone AND oc.closed_at IS NULL
        ORDER BY oc.created_at DESC LIMIT 1
      ) c ON true`),
  )
  const challenges = new Map(open.map((row) => [Number(row.idx), row]))

  type Outcome = 'right' | 'wrong' | 'expired'
  const writes: { index: number; outcome: Outcome; challengeId: string; attempt: OtpAttempt }[] = []
  attempts.forEach((attempt, index) => {
    const challenge = challenges.get(index)
    if (!challenge) return
    let outcome: Outcome
    if (new Date(challenge.expires_at).getTime() <= attempt.now.getTime()) outcome = 'expired'
    else if (
      hexEquals(codeHash(secret, challenge.id, attempt.otp), challenge.code_hash) &&
      challenge.phone === attempt.phone
    )
      outcome = 'right'
    else outcome = 'wrong'
    writes.push({ index, outcome, challengeId: challenge.id, attempt })
  })
  if (writes.length === 0) return attempts.map(() => ({ ok: false }))

  const rows = writes.map(({ outcome, challengeId, attempt }) => ({
    challenge_id: challengeId,
    outcome,
    now: attempt.now,
    session_id: attempt.session.id,
    token_hash: attempt.session.tokenHash,
    session_expires_at: attempt.session.expiresAt,
  }))
  const accepted = rowsOf<{ challenge_id: string; applicant_id: string }>(
    await db.execute(sql`
      WITH input AS (
        SELECT * FROM ${recordset(rows)} AS x(challenge_id uuid, outcome text, now timestamptz, session_id uuid,
          token_hash text, session_expires_at timestamptz)
      ),
      closed AS (
        UPDATE ${otpChallenges} c SET closed_at = i.now
        FROM input i
        WHERE i.outcome = 'right' AND c.id = i.challenge_id AND c.closed_at IS NULL AND c.expires_at > i.now
        RETURNING c.id, c.applicant_id, c.first_name, c.last_name, c.phone, c.role
      ),
      missed AS (
        UPDATE ${otpChallenges} c
        SET attempts = c.attempts + CASE WHEN i.outcome = 'wrong' THEN 1 ELSE 0 END,
            closed_at = CASE
              WHEN i.outcome = 'expired' OR c.attempts + 1 >= ${OTP_MAX_ATTEMPTS} THEN i.now
            END
        FROM input i
        -- The ids as an array too, so the challenges are found by primary key; joined only on input, the planner
        -- (no statistics) scanned every open challenge for a batch holding a wrong code.
        WHERE i.outcome <> 'right' AND c.id = i.challenge_id AND c.closed_at IS NULL
          AND c.id = ANY (ARRAY(SELECT challenge_id FROM input WHERE outcome <> 'right'))
      ),
      verified AS (
        UPDATE ${applicants} a
        SET first_name = c.first_name, last_name = c.last_name, phone = c.phone, role = c.role,
            email_verified_at = i.now, updated_at = i.now
        FROM closed c JOIN input i ON i.challenge_id = c.id
        WHERE a.id = c.applicant_id
      ),
      opened AS (
        INSERT INTO ${sessions} (id, token_hash, applicant_id, expires_at, created_at)
        SELECT i.session_id, i.token_hash, c.applicant_id, i.session_expires_at, i.now
        FROM closed c JOIN input i ON i.challenge_id = c.id
      )
      SELECT id AS challenge_id, applicant_id FROM closed`),
  )
  const winners = new Map(accepted.map((row) => [row.challenge_id, row.applicant_id]))
  const results: OtpCheck[] = attempts.map(() => ({ ok: false }))
  for (const write of writes) {
    const applicantId = winners.get(write.challengeId)
    if (write.outcome === 'right' && applicantId) results[write.index] = { ok: true, applicantId }
  }
  return results
}

/** Both drivers (pg and PGlite) answer raw statements with { rows }; the base Db type leaves it unknown. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}
