/**
 * One-time codes. A code is 6 digits from crypto.randomInt, lives 10 minutes, works once, and is stored only
 * as HMAC(OTP_SECRET, challenge id + code). Codes belong to an email AND a phone (and carry the details typed with
 * them, which verifying makes the applicant's): a new code closes the previous one of the same pair only, so
 * someone who knows only an email address cannot invalidate the code its owner asked for.
 *
 * Shaped so that a stranger cannot lock the owner out (services/code-limits.ts): wrong tries count per code and
 * per client (5 each, 20 in all); the limits every client shares are waits that grow, never a stop (a minute
 * between codes of one email and phone, growing after `emailHourlyCap` of them in an hour; none between an
 * email's phones until `OTP_EMAIL_FREE_FACTOR` x that many, then growing); and the hard stops are each client's
 * own: `emailHourlyCap` codes an hour for one email and `phoneHourlyCap` for one phone.
 */
import { randomInt } from 'node:crypto'
import { sql, type SQL } from 'drizzle-orm'
import type { Role } from '../../src/content/catalogue'
import type { Language } from '../../src/content/localised'
import type { DbOrTx } from '../db/client'
import { recordset } from '../db/recordset'
import { applicants, jobs, mailQueue, otpChallenges, rateLimitCounters, sessions } from '../db/schema'
import { RefusedError } from '../lib/errors'
import { seal, sealMail } from '../mail/sealed'
import { otpMail } from '../mail/templates'
import { INDIAN_MOBILE, type SmsChannel, type SmsLanguage } from '../sms/message'
import type { SmsJobPayload } from '../sms/send'
import {
  CODE_COOLDOWN_MS,
  CODE_TRIES_PER_CLIENT,
  CODE_TRIES_TOTAL,
  CODE_TTL_MS,
  waitWords,
} from './code-limits'
import { hexEquals, hmacHex } from '../lib/secrets'

export const OTP_TTL_MS = CODE_TTL_MS
/**
 * Codes one email is sent in an hour, across all its phones and clients, before each further one waits (2, 4, 8,
 * 10 minutes after the last): `OTP_EMAIL_FREE_FACTOR` x `emailHourlyCap`. A client's own budget is
 * `emailHourlyCap`, so one client alone never starts that wait; the owner's verified phone never waits for it.
 * It bounds what many clients typing phone after phone can mail one inbox (about 3 x the cap plus 7 an hour).
 */
export const OTP_EMAIL_FREE_FACTOR = 3

export interface OtpRequest {
  email: string
  phone: string
  firstName: string
  lastName: string
  role: Role
  /** Who asks (http/rate-limits.ts `clientKey`): the client budgets are theirs. */
  client: string
  /** The page's language (X-Language): the code's mail and SMS, and a new applicant's language, are in it. */
  language?: Language
}

export interface OtpPolicy {
  secret: string
  /**
   * Codes of one email and phone an hour a minute apart (then the wait doubles, up to 10 minutes); also the codes
   * one client may have sent to one email an hour (a hard stop for that client only).
   */
  emailHourlyCap: number
  /** Codes one client may have sent for one phone (to any emails) an hour: that client's hard stop. */
  phoneHourlyCap: number
  /** Codes by SMS too (to Indian mobiles), within these limits; undefined: by email only. */
  sms?: OtpSmsPolicy
}

/**
 * The limits of codes by SMS, counted across all clients (SMS pumping: a flood of codes to premium number ranges
 * is the main cost of SMS codes). Past any of them the code still goes by email, only not by SMS.
 */
export interface OtpSmsPolicy {
  /** How the short message goes (OTP_CHANNEL): SMS or WhatsApp, under the same limits. */
  channel: SmsChannel
  /** SMS to one phone an hour. */
  phoneHourlyCap: number
  /** SMS to one number range (the phone's first `rangeDigits` digits) an hour. */
  rangeHourlyCap: number
  rangeDigits: number
  /** SMS in one day, India time (a Hindi one counts two): the daily spend cap over the price of one. */
  dailyCount: number
  /**
   * SMS one client (an IP address, an IPv6 /64: http/rate-limits.ts `clientKey`) may have sent in one day, counted
   * like `dailyCount` and below it, so that no client alone can spend the day's SMS for everyone (S5). Past it the
   * code still goes by email, and the answer says `sms: false`.
   */
  clientDailyCount: number
}

/**
 * Why a code did not go by SMS although SMS is on: `unproven`, the phone is not one a texted code may prove for this
 * email (the email has a verified phone and this is another, or the email was proved and no phone is); `client`,
 * the asking client's own daily SMS budget is spent (S5); the others are the limits every client shares.
 */
export type SmsRefusal = 'unproven' | 'client' | 'phone' | 'range' | 'spend-cap'

/** The SMS one code's message is billed as: the Hindi text needs two Unicode parts (docs/sms-templates.md). */
const smsParts = (language: SmsLanguage) => (language === 'hi' ? 2 : 1)

const IST_OFFSET_MS = 330 * 60_000

/** The India-time day of `now` (YYYY-MM-DD) and when it ends. */
export function indiaDay(now: Date): { day: string; endsAt: Date } {
  const local = new Date(now.getTime() + IST_OFFSET_MS)
  const day = local.toISOString().slice(0, 10)
  const next = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1)
  return { day, endsAt: new Date(next - IST_OFFSET_MS) }
}

function codeHash(secret: string, challengeId: string, code: string): string {
  return hmacHex(secret, `${challengeId}:${code}`)
}

/** The texted code's hash: another code than the mailed one, and another key, so neither stands for the other. */
function smsCodeHash(secret: string, challengeId: string, code: string): string {
  return hmacHex(secret, `${challengeId}:sms:${code}`)
}

const drawCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

/** One code to issue: everything the statement needs, prepared in JS (ids, code hash, sealed mail text). */
export interface OtpIssue {
  request: OtpRequest
  now: Date
  applicantId: string
  challengeId: string
  codeHash: string
  subject: string
  body: string
  /** The code's SMS job and its counters' keys, when the code may go by SMS (SMS on, an Indian mobile). */
  sms: OtpSms | null
}

export interface OtpSms {
  payload: SmsJobPayload
  /** The texted code's hash (smsCodeHash): it proves the phone, never the email. */
  codeHash: string
  /** The asking client's SMS budget of the day (S5): `sms-client <client> <day>`. */
  clientKey: string
  phoneKey: string
  rangeKey: string
  dayKey: string
  dayEndsAt: Date
}

/**
 * Draws a fresh code for the request and prepares its row, mail and SMS; nothing is stored yet. `sms` is the SMS
 * policy when codes go by SMS too.
 */
export function prepareOtp(
  request: OtpRequest,
  secret: string,
  now: Date,
  sms?: Pick<OtpSmsPolicy, 'rangeDigits' | 'channel'>,
): OtpIssue {
  const challengeId = crypto.randomUUID()
  const code = drawCode()
  // The texted code is drawn apart from the mailed one (a code proves only the channel it travelled on).
  let smsCode = drawCode()
  while (smsCode === code) smsCode = drawCode()
  // Queued sealed: the code is stored nowhere in plain, its mail included (see mail/sealed.ts).
  const mail = sealMail(
    secret,
    otpMail({ email: request.email, code, ttlMinutes: OTP_TTL_MS / 60_000 }, request.language),
  )
  const { day, endsAt } = indiaDay(now)
  return {
    request,
    now,
    applicantId: crypto.randomUUID(),
    challengeId,
    codeHash: codeHash(secret, challengeId, code),
    ...mail,
    sms:
      sms && INDIAN_MOBILE.test(request.phone)
        ? {
            // The same code as the mail, sealed like it (the job's payload is in the database).
            payload: {
              to: request.phone,
              channel: sms.channel,
              template: 'otp',
              language: request.language ?? 'en',
              code: seal(secret, smsCode),
              idempotencyKey: challengeId,
            },
            codeHash: smsCodeHash(secret, challengeId, smsCode),
            clientKey: `sms-client ${request.client} ${day}`,
            phoneKey: `sms-phone ${request.phone}`,
            rangeKey: `sms-range ${request.phone.slice(0, sms.rangeDigits)}`,
            dayKey: `sms-day ${day}`,
            dayEndsAt: endsAt,
          }
        : null,
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
    language: issue.request.language ?? 'en',
  }
}

/**
 * What happened to one issue: sent (`texted`: the code goes by SMS too; `smsRefused`: why not, when SMS was on for
 * it), or refused with the 429 the caller should answer.
 */
export type OtpVerdict =
  { sent: true; texted: boolean; smsRefused?: SmsRefusal } | { sent: false; error: RefusedError }

/** An SQL interval: `codeWaitMs` (code-limits.ts) of a count, for the statement below. Numbers only, inlined. */
function waitSql(sentThisHour: SQL, free: number, baseMs: number): SQL {
  const n = (value: number) => sql.raw(String(Math.trunc(value)))
  return sql`((CASE WHEN ${sentThisHour} < ${n(free)} THEN ${n(baseMs)}
    ELSE LEAST(${n(CODE_COOLDOWN_MS)} * power(2, ${sentThisHour} - ${n(free)} + 1), ${n(CODE_TTL_MS)}) END)
    * interval '1 millisecond')`
}

/**
 * Issues codes in ONE statement (a data-modifying CTE). Per item it upserts the applicant (the typed details stay
 * on the code until it is verified), reads the email's codes of the last hour and the client's budgets
 * (rate_limit_counters), and decides:
 * - sent: the client's budgets allow it (`emailHourlyCap` codes for this email, `phoneHourlyCap` for this phone)
 *   and the waits shared by all clients have passed (since the pair's latest code: a minute, doubling once the
 *   pair had `emailHourlyCap` this hour, up to 10 minutes; since the email's latest code: none until it had
 *   `OTP_EMAIL_FREE_FACTOR` x that many, then doubling, except for the verified phone). It closes the pair's open
 *   code, inserts the new one, queues its mail and counts it against the client.
 * - pending (answered as sent, nothing mailed): a shared wait refused it, but the pair's open code, asked for with
 *   these very details and still valid, is in the inbox, and this client was not the one told of it. So a stranger
 *   who keeps asking for the owner's email and phone only mails the owner codes the owner can use.
 * - refused: 429 with the wait, or (a client's own budget) with the hour.
 * Every sub-statement sees the snapshot taken when the statement started, so two items must not share an email or
 * a phone (the coalescer keys batches by both), and on PostgreSQL the caller first locks the applicants and phones
 * (`lockAndIssueOtps`) so the snapshot includes a racing send.
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
    client: issue.request.client,
    challenge_id: issue.challengeId,
    code_hash: issue.codeHash,
    expires_at: new Date(issue.now.getTime() + OTP_TTL_MS),
    now: issue.now,
    hour_ago: new Date(issue.now.getTime() - 3_600_000),
    subject: issue.subject,
    body: issue.body,
    // The mail's language, for its button and footer (mail/sender.ts mailLanguage).
    meta: issue.request.language === 'hi' ? { language: 'hi' } : null,
    sms_payload: issue.sms ? JSON.stringify(issue.sms.payload) : null,
    sms_code_hash: issue.sms?.codeHash ?? null,
    sms_client_key: issue.sms?.clientKey ?? null,
    sms_phone_key: issue.sms?.phoneKey ?? null,
    sms_range_key: issue.sms?.rangeKey ?? null,
    sms_day_key: issue.sms?.dayKey ?? null,
    sms_day_ends: issue.sms?.dayEndsAt ?? null,
    sms_parts: issue.sms ? smsParts(issue.sms.payload.language) : null,
  }))
  const smsPolicy = policy.sms ?? { phoneHourlyCap: 0, rangeHourlyCap: 0, dailyCount: 0, clientDailyCount: 0 }
  // A counter of SMS (phone, range, day) that has reached its cap, as an SQL condition on `i` (input).
  const full = (key: SQL, cap: number) => sql`EXISTS (
    SELECT 1 FROM ${rateLimitCounters} x WHERE x.key = ${key} AND x.resets_at > i.now AND x.hits >= ${cap})`
  const result = await db.execute(sql`
    WITH input AS (
      SELECT x.*, 'otp-email ' || lower(x.email) || ' ' || x.client AS email_key,
             'otp-phone ' || x.phone || ' ' || x.client AS phone_key,
             'otp-told ' || lower(x.email) || ' ' || x.phone || ' ' || x.client AS told_key
      FROM ${recordset(rows)} AS x(idx int, new_id uuid, email text, first_name text, last_name text,
        phone text, role text, language text, client text, challenge_id uuid, code_hash text,
        expires_at timestamptz, now timestamptz, hour_ago timestamptz, subject text, body text, meta jsonb,
        sms_payload text, sms_code_hash text, sms_client_key text, sms_phone_key text, sms_range_key text,
        sms_day_key text, sms_day_ends timestamptz, sms_parts int)
    ),
    app AS (
      -- DO UPDATE with a no-op assignment (not DO NOTHING) so existing applicants are returned (and row-locked).
      INSERT INTO ${applicants} (id, email, first_name, last_name, phone, role, language, created_at, updated_at)
      SELECT new_id, email, first_name, last_name, phone, role, language, now, now FROM input
      ON CONFLICT ((lower(email))) DO UPDATE SET email = applicants.email
      RETURNING id, email, phone, email_verified_at, phone_verified_at
    ),
    counts AS (
      SELECT i.*, a.id AS applicant_id, a.email AS stored_email, o.open_id, o.open_expires_at,
             o.open_first_name, o.open_last_name, o.open_role, o.open_texted,
             GREATEST(
               r.pair_latest + ${waitSql(sql`r.by_pair`, policy.emailHourlyCap, CODE_COOLDOWN_MS)},
               CASE WHEN a.email_verified_at IS NOT NULL AND a.phone = i.phone THEN NULL
                    ELSE r.email_latest
                      + ${waitSql(sql`r.by_email`, OTP_EMAIL_FREE_FACTOR * policy.emailHourlyCap, 0)} END
             ) AS retry_at,
             -- The client's own budgets, found by primary key (a missing or passed window counts as none).
             NOT EXISTS (
               SELECT 1 FROM ${rateLimitCounters} x
               WHERE x.key = i.email_key AND x.resets_at > i.now AND x.hits >= ${policy.emailHourlyCap}
             ) AND NOT EXISTS (
               SELECT 1 FROM ${rateLimitCounters} x
               WHERE x.key = i.phone_key AND x.resets_at > i.now AND x.hits >= ${policy.phoneHourlyCap}
             ) AS client_ok,
             EXISTS (
               SELECT 1 FROM ${rateLimitCounters} t WHERE t.key = i.told_key AND t.resets_at > i.now
             ) AS told,
             -- Codes by SMS. Only to a phone a texted code may prove for this email: its verified phone, or any
             -- phone while nothing of the email was ever proved (a new registration). Then counted per client and
             -- day (S5), and across all clients per phone, per number range and per day (the spend cap).
             CASE WHEN i.sms_payload IS NULL THEN NULL
                  WHEN NOT ((a.phone_verified_at IS NOT NULL AND a.phone = i.phone)
                            OR (a.email_verified_at IS NULL AND a.phone_verified_at IS NULL)) THEN 'unproven'
                  WHEN ${full(sql`i.sms_day_key`, smsPolicy.dailyCount)} THEN 'spend-cap'
                  WHEN ${full(sql`i.sms_client_key`, smsPolicy.clientDailyCount)} THEN 'client'
                  WHEN ${full(sql`i.sms_phone_key`, smsPolicy.phoneHourlyCap)} THEN 'phone'
                  WHEN ${full(sql`i.sms_range_key`, smsPolicy.rangeHourlyCap)} THEN 'range'
                  ELSE 'ok' END AS sms
      FROM input i
      JOIN app a ON lower(a.email) = lower(i.email)
      CROSS JOIN LATERAL (
        SELECT max(c.created_at) FILTER (WHERE c.phone = i.phone) AS pair_latest,
               count(*) FILTER (WHERE c.phone = i.phone) AS by_pair,
               max(c.created_at) AS email_latest,
               count(*) AS by_email
        FROM ${otpChallenges} c
        WHERE c.applicant_id = a.id AND c.created_at > i.hour_ago
      ) r
      -- The open code of this email and phone (there is at most one: each issue closes it, and each check that
      -- ends it closes it; another phone's code is left alone, so a stranger cannot close the owner's), found here
      -- by index and closed below by primary key. Joined on applicant_id in the UPDATE instead, the embedded
      -- database (no autovacuum, so no statistics) scanned every challenge in the table.
      LEFT JOIN LATERAL (
        SELECT oc.id AS open_id, oc.expires_at AS open_expires_at, oc.first_name AS open_first_name,
               oc.last_name AS open_last_name, oc.role AS open_role, oc.texted_at IS NOT NULL AS open_texted
        FROM ${otpChallenges} oc
        WHERE oc.applicant_id = a.id AND oc.phone = i.phone AND oc.closed_at IS NULL
        ORDER BY oc.created_at DESC LIMIT 1
      ) o ON true
    ),
    verdict AS (
      SELECT c.*,
             c.client_ok AND (c.retry_at IS NULL OR c.retry_at <= c.now) AS ok,
             c.client_ok AND c.retry_at > c.now AND NOT c.told AND c.open_id IS NOT NULL
               AND c.open_expires_at > c.now AND c.open_first_name = c.first_name
               AND c.open_last_name = c.last_name AND c.open_role = c.role AS pending
      FROM counts c
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
        (id, applicant_id, first_name, last_name, phone, role, code_hash, expires_at, created_at, texted_at,
         sms_code_hash)
      SELECT challenge_id, applicant_id, first_name, last_name, phone, role, code_hash, expires_at, now,
             CASE WHEN sms = 'ok' THEN now END, CASE WHEN sms = 'ok' THEN sms_code_hash END
      FROM verdict WHERE ok
    ),
    texted AS (
      -- The same code by SMS: a job the runner sends (server/sms/send.ts), committed with the code or not at all.
      INSERT INTO ${jobs} (kind, payload, run_at, created_at)
      SELECT 'sms', sms_payload::jsonb, now, now FROM verdict WHERE ok AND sms = 'ok'
    ),
    sms_counted AS (
      -- Grouped by key: the codes of one batch may share a number range, and all share the day.
      INSERT INTO ${rateLimitCounters} AS k (key, hits, resets_at)
      -- The day counts what is paid for: a Hindi SMS is two parts.
      SELECT b.key, sum(b.n)::int, max(b.resets_at)
      FROM verdict v CROSS JOIN LATERAL (VALUES (v.sms_phone_key, v.now + interval '1 hour', 1),
        (v.sms_range_key, v.now + interval '1 hour', 1), (v.sms_day_key, v.sms_day_ends, v.sms_parts),
        (v.sms_client_key, v.sms_day_ends, v.sms_parts))
        AS b(key, resets_at, n)
      WHERE v.ok AND v.sms = 'ok'
      GROUP BY b.key
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN k.resets_at <= (SELECT max(now) FROM input) THEN excluded.hits
                    ELSE k.hits + excluded.hits END,
        resets_at = CASE WHEN k.resets_at <= (SELECT max(now) FROM input) THEN excluded.resets_at
                         ELSE k.resets_at END
    ),
    queued AS (
      INSERT INTO ${mailQueue} (kind, to_address, subject, body, meta, next_attempt_at, created_at)
      SELECT 'otp', stored_email, subject, body, meta, now, now FROM verdict WHERE ok
    ),
    spent AS (
      -- The client's budgets, fixed windows of an hour (a passed window starts again).
      INSERT INTO ${rateLimitCounters} AS k (key, hits, resets_at)
      SELECT b.key, 1, v.now + interval '1 hour'
      FROM verdict v CROSS JOIN LATERAL (VALUES (v.email_key), (v.phone_key)) AS b(key)
      WHERE v.ok
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN k.resets_at <= excluded.resets_at - interval '1 hour' THEN 1 ELSE k.hits + 1 END,
        resets_at = CASE WHEN k.resets_at <= excluded.resets_at - interval '1 hour' THEN excluded.resets_at
                         ELSE k.resets_at END
    ),
    told AS (
      -- This client knows of the pair's open code (it asked for it, or was told it is in the inbox) for a code's
      -- lifetime: asking again meanwhile waits like anyone who asked.
      INSERT INTO ${rateLimitCounters} AS k (key, hits, resets_at)
      SELECT told_key, 1, expires_at FROM verdict WHERE ok OR pending
      ON CONFLICT (key) DO UPDATE SET hits = 1, resets_at = excluded.resets_at
    )
    SELECT idx, ok, pending, client_ok, retry_at, sms, open_texted FROM verdict`)
  const byIndex = new Map(
    rowsOf<{
      idx: number
      ok: boolean
      pending: boolean
      client_ok: boolean
      retry_at: Date | string | null
      sms: 'ok' | SmsRefusal | null
      open_texted: boolean | null
    }>(result).map((row) => [Number(row.idx), row]),
  )
  return issues.map((issue, index) => {
    const row = byIndex.get(index)
    if (!row) throw new Error('OTP issue returned no verdict')
    // Answered as sent without a new code: the open code's SMS, if it had one, is what the phone holds.
    if (row.pending) return { sent: true, texted: row.open_texted === true }
    if (row.ok)
      return row.sms === null || row.sms === 'ok'
        ? { sent: true, texted: row.sms === 'ok' }
        : { sent: true, texted: false, smsRefused: row.sms }
    const waitMs = row.retry_at ? new Date(row.retry_at).getTime() - issue.now.getTime() : 0
    return {
      sent: false,
      error:
        row.client_ok && waitMs > 0
          ? new RefusedError('too-many', `Please wait ${waitWords(waitMs)} before requesting a new OTP.`)
          : new RefusedError('too-many', 'Too many OTP requests. Please try again in an hour.'),
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
    INSERT INTO ${applicants} (id, email, first_name, last_name, phone, role, language, created_at, updated_at)
    SELECT new_id, email, first_name, last_name, phone, role, language, now, now
    FROM ${recordset(people)} AS x(new_id uuid, email text, first_name text, last_name text, phone text,
      role text, language text, now timestamptz)
    ORDER BY lower(email)
    ON CONFLICT ((lower(email))) DO UPDATE SET email = applicants.email`)
  // Different emails may share a phone: serialise on the phone too, so a client's per-phone budget holds.
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
  /** Who tries (http/rate-limits.ts `clientKey`): each client has its own tries at a code. */
  client: string
  now: Date
  session: { id: string; tokenHash: string; expiresAt: Date }
}

/**
 * Checks codes in at most two statements for a whole batch and no transaction: read each applicant's open
 * challenge and the trying client's wrong tries at it, compare in JS (constant time), then one conditional write.
 * A client with `CODE_TRIES_PER_CLIENT` wrong tries at the challenge is refused without comparing and without
 * counting against it, so a stranger's guesses never burn the code its owner will use. A wrong code counts against
 * the client (rate_limit_counters) and against the challenge (an atomic increment, kept even though the call
 * fails); the `CODE_TRIES_TOTAL`th wrong try of all clients closes it. A right code
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
    client: attempt.client,
    now: attempt.now,
  }))
  const open = rowsOf<{
    idx: number
    id: string
    code_hash: string
    sms_code_hash: string | null
    phone: string
    expires_at: Date | string
    tries: number
  }>(
    await db.execute(sql`
      SELECT i.idx, c.id, c.code_hash, c.sms_code_hash, c.phone, c.expires_at,
             -- This client's wrong tries at the code (the key is code-limits.ts triesKey), by primary key.
             coalesce((SELECT t.hits FROM ${rateLimitCounters} t
                       WHERE t.key = 'code-tries ' || c.id || ' ' || i.client AND t.resets_at > i.now), 0) AS tries
      FROM ${recordset(emails)} AS i (idx int, email text, phone text, client text, now timestamptz)
      -- A LATERAL lookup with LIMIT (the email is unique) so each email is found through the unique index. As a
      -- plain join, without statistics (PGlite has none until the retention job analyzes it) the planner hashed
      -- lower(email) of every applicant for each batch (docs/api.md, Performance).
      CROSS JOIN LATERAL (
        SELECT ap.id FROM ${applicants} ap WHERE lower(ap.email) = i.email LIMIT 1
      ) a
      JOIN LATERAL (
        -- The code of this email AND phone: a wrong guess with another phone never counts against (and never
        -- burns) the code someone else asked for with their own phone.
        SELECT oc.id, oc.code_hash, oc.sms_code_hash, oc.phone, oc.expires_at FROM ${otpChallenges} oc
        WHERE oc.applicant_id = a.id AND oc.phone = i.phone AND oc.closed_at IS NULL
        ORDER BY oc.created_at DESC LIMIT 1
      ) c ON true`),
  )
  const challenges = new Map(open.map((row) => [Number(row.idx), row]))

  type Outcome = 'right' | 'wrong' | 'expired'
  const writes: {
    index: number
    outcome: Outcome
    /** Which code was right: the mailed one proves the email, the texted one the phone. */
    channel: 'mail' | 'sms' | null
    challengeId: string
    expiresAt: Date | string
    attempt: OtpAttempt
  }[] = []
  attempts.forEach((attempt, index) => {
    const challenge = challenges.get(index)
    // No code, or this client's tries at it are spent: nothing to compare, nothing to write.
    if (!challenge || Number(challenge.tries) >= CODE_TRIES_PER_CLIENT) return
    let outcome: Outcome
    let channel: 'mail' | 'sms' | null = null
    // Both compared, each in constant time, whatever the first answered.
    const byMail = hexEquals(codeHash(secret, challenge.id, attempt.otp), challenge.code_hash)
    const bySms =
      challenge.sms_code_hash !== null &&
      hexEquals(smsCodeHash(secret, challenge.id, attempt.otp), challenge.sms_code_hash)
    if (new Date(challenge.expires_at).getTime() <= attempt.now.getTime()) outcome = 'expired'
    else if ((byMail || bySms) && challenge.phone === attempt.phone) {
      outcome = 'right'
      channel = byMail ? 'mail' : 'sms'
    } else outcome = 'wrong'
    writes.push({
      index,
      outcome,
      channel,
      challengeId: challenge.id,
      expiresAt: challenge.expires_at,
      attempt,
    })
  })
  if (writes.length === 0) return attempts.map(() => ({ ok: false }))

  const rows = writes.map(({ outcome, channel, challengeId, expiresAt, attempt }) => ({
    challenge_id: challengeId,
    outcome,
    channel,
    client: attempt.client,
    expires_at: expiresAt,
    now: attempt.now,
    session_id: attempt.session.id,
    token_hash: attempt.session.tokenHash,
    session_expires_at: attempt.session.expiresAt,
  }))
  const accepted = rowsOf<{ challenge_id: string; applicant_id: string }>(
    await db.execute(sql`
      WITH input AS (
        SELECT * FROM ${recordset(rows)} AS x(challenge_id uuid, outcome text, channel text, client text,
          expires_at timestamptz, now timestamptz, session_id uuid, token_hash text, session_expires_at timestamptz)
      ),
      closed AS (
        UPDATE ${otpChallenges} c SET closed_at = i.now
        FROM input i, ${applicants} a
        WHERE i.outcome = 'right' AND c.id = i.challenge_id AND c.closed_at IS NULL AND c.expires_at > i.now
          AND a.id = c.applicant_id
          -- A texted code proves the phone only: it opens the account if that phone is the account's verified
          -- phone, or if nothing of the account was ever proved (a new registration); checked again here, as the
          -- account may have changed since the code was texted. The mailed code proves the email: always.
          AND (i.channel = 'mail'
               OR (a.phone_verified_at IS NOT NULL AND a.phone = c.phone)
               OR (a.email_verified_at IS NULL AND a.phone_verified_at IS NULL))
        RETURNING c.id, c.applicant_id, c.first_name, c.last_name, c.phone, c.role, i.channel,
                  -- The account as it was: whether this proof changes its phone or first proves its email.
                  (a.phone <> c.phone OR (i.channel = 'mail' AND a.email_verified_at IS NULL)) AS takes_over
      ),
      missed AS (
        UPDATE ${otpChallenges} c
        SET attempts = c.attempts + CASE WHEN i.outcome = 'wrong' THEN 1 ELSE 0 END,
            closed_at = CASE
              WHEN i.outcome = 'expired' OR c.attempts + 1 >= ${CODE_TRIES_TOTAL} THEN i.now
            END
        FROM input i
        -- The ids as an array too, so the challenges are found by primary key; joined only on input, the planner
        -- (no statistics) scanned every open challenge for a batch holding a wrong code.
        WHERE i.outcome <> 'right' AND c.id = i.challenge_id AND c.closed_at IS NULL
          AND c.id = ANY (ARRAY(SELECT challenge_id FROM input WHERE outcome <> 'right'))
      ),
      tried AS (
        -- The client's wrong tries at the code, kept until the code expires (code-limits.ts triesKey). Two tries
        -- racing from one client (on two instances) may both have been compared; the challenge's total is exact.
        INSERT INTO ${rateLimitCounters} AS t (key, hits, resets_at)
        SELECT 'code-tries ' || i.challenge_id || ' ' || i.client, 1, i.expires_at FROM input i
        WHERE i.outcome = 'wrong'
        ON CONFLICT (key) DO UPDATE SET hits = t.hits + 1, resets_at = excluded.resets_at
      ),
      verified AS (
        UPDATE ${applicants} a
        SET first_name = c.first_name, last_name = c.last_name, phone = c.phone, role = c.role,
            updated_at = i.now,
            -- Each code proves its own channel: the mailed one the email, the texted one the phone. A phone that
            -- changes with the email's code is not proved (S13): its verification is cleared.
            email_verified_at = CASE WHEN c.channel = 'mail' THEN i.now ELSE a.email_verified_at END,
            phone_verified_at = CASE WHEN c.channel = 'sms' THEN i.now
                                     WHEN a.phone = c.phone THEN a.phone_verified_at END
        FROM closed c JOIN input i ON i.challenge_id = c.id
        WHERE a.id = c.applicant_id
      ),
      ended AS (
        -- A proof that changes the account's phone, or first proves its email, ends the account's other sessions:
        -- whoever held one by another phone (a stranger who proved only their own phone on an unclaimed email, or
        -- the phone given up) is signed out. The session opened below is not among them (one snapshot).
        DELETE FROM ${sessions} s USING closed c
        WHERE c.takes_over AND s.applicant_id = c.applicant_id
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
