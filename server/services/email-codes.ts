/**
 * One-time sign-in codes mailed to an email address, keyed by a purpose ('orders': My orders; 'staff': the back
 * office). The same rules as registration's codes (services/otp.ts, limits in services/code-limits.ts): 6 digits
 * from crypto.randomInt, 10 minutes, works once, stored only as HMAC(OTP_SECRET, purpose + id + code), compared in
 * constant time, a new code closes the previous one, and its mail is sealed in the queue.
 *
 * Shaped so that someone who knows an address cannot lock its owner out (code-limits.ts): wrong tries count per
 * code and per client (5 each, 20 in all), and the codes of one address are a wait apart that grows (a minute,
 * then 2, 4, 8, 10 minutes) instead of stopping for an hour. Every code goes to the address, so the latest one
 * mailed is the owner's to use whoever asked for it: a client asking during the wait for a code another client
 * asked for, still open, is answered as if sent (the code is in the inbox). The only hard stop is a client's own
 * budget across addresses (`ipHourlyCap`, a flood guard).
 *
 * Whether the address belongs to anyone is the caller's business: it passes the mail to send (which may say
 * there is nothing to sign in to), and the answer to the request is the same either way.
 */
import { randomInt } from 'node:crypto'
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../db/client'
import { emailCodes, rateLimitCounters } from '../db/schema'
import { RefusedError } from '../lib/errors'
import { enqueueMail } from '../mail/queue'
import type { Language } from '../../src/content/localised'
import { sealMail, type MailText } from '../mail/sealed'
import {
  CODE_COOLDOWN_MS,
  CODE_TRIES_PER_CLIENT,
  CODE_TRIES_TOTAL,
  CODE_TTL_MS,
  codeWaitMs,
  triesKey,
  waitWords,
} from './code-limits'
import { hexEquals, hmacHex } from '../lib/secrets'

export type CodePurpose = (typeof emailCodes.$inferSelect)['purpose']

export const EMAIL_CODE_TTL_MS = CODE_TTL_MS
export const EMAIL_CODE_COOLDOWN_MS = CODE_COOLDOWN_MS

export interface EmailCodePolicy {
  purpose: CodePurpose
  /** OTP_SECRET: keys the code hashes and seals the mail. */
  secret: string
  /** Codes an address is sent in an hour a minute apart; each further one waits twice as long, up to 10 minutes. */
  emailHourlyAtBasePace: number
  /**
   * Codes one client may have sent (to any addresses) an hour: a flood guard, not the abuse limit, sized for a
   * school's worth of people behind one address. The client's own budget: it never refuses anyone else.
   */
  ipHourlyCap: number
}

/**
 * The mail carrying a fresh code (or, for an address with nothing to sign in to, saying so). `null`: the address
 * gets no mail, but everything else happens as for one that does (the code's row, its waits, the client's
 * budget), so the answers and their timing do not tell the two apart (the back office, for unlisted addresses).
 */
export type CodeMail = ((code: string, ttlMinutes: number) => MailText) | null

export type CodeRequestVerdict = { sent: true } | { sent: false; error: RefusedError }

function codeHash(policy: EmailCodePolicy, id: string, code: string): string {
  return hmacHex(policy.secret, `${policy.purpose}:${id}:${code}`)
}

/** Normalises an address the way codes are keyed: trimmed, lower-cased. */
export function codeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/**
 * Issues a code and queues its sealed mail, unless the wait since the address's latest code has not passed or the
 * client's own flood guard refuses (429). A client asking during the wait while another client's code to the
 * address is still open (and this client may still try it) is answered `sent`: that code is in the inbox. One
 * transaction; on PostgreSQL an advisory lock per purpose and email serialises two requests for one address (from
 * any instance), so the wait holds under a race.
 */
export async function issueEmailCode(
  db: Db,
  policy: EmailCodePolicy,
  input: {
    email: string
    client: string
    now: Date
    mail: CodeMail
    /** The language `mail` wrote in: a Hindi mail's button and footer are Hindi (mail/sender.ts). */
    language?: Language
  },
): Promise<CodeRequestVerdict> {
  const email = codeEmail(input.email)
  const hourAgo = new Date(input.now.getTime() - 3_600_000)
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727274021, hashtext(${`${policy.purpose}:${email}`}))`)
    const thisHour = and(
      eq(emailCodes.purpose, policy.purpose),
      eq(emailCodes.email, email),
      gt(emailCodes.createdAt, hourAgo),
    )
    const [byEmail] = await tx.select({ n: count() }).from(emailCodes).where(thisHour)
    const [latest] = await tx
      .select()
      .from(emailCodes)
      .where(thisHour)
      .orderBy(desc(emailCodes.createdAt))
      .limit(1)
    const [byClient] = await tx
      .select({ n: count() })
      .from(emailCodes)
      .where(
        and(
          eq(emailCodes.purpose, policy.purpose),
          eq(emailCodes.ip, input.client),
          gt(emailCodes.createdAt, hourAgo),
        ),
      )
    if ((byClient?.n ?? 0) >= policy.ipHourlyCap)
      return {
        sent: false,
        error: new RefusedError('too-many', 'Too many code requests. Please try again in an hour.'),
      }
    const waitMs = latest
      ? latest.createdAt.getTime() +
        codeWaitMs(byEmail?.n ?? 1, policy.emailHourlyAtBasePace) -
        input.now.getTime()
      : 0
    if (waitMs > 0) {
      const pending =
        latest &&
        latest.ip !== input.client &&
        latest.closedAt === null &&
        latest.expiresAt.getTime() > input.now.getTime() &&
        (await clientTries(tx, latest.id, input.client, input.now)) < CODE_TRIES_PER_CLIENT
      if (pending) return { sent: true }
      return {
        sent: false,
        error: new RefusedError('too-many', `Please wait ${waitWords(waitMs)} before requesting a new code.`),
      }
    }

    await tx
      .update(emailCodes)
      .set({ closedAt: input.now })
      .where(
        and(eq(emailCodes.purpose, policy.purpose), eq(emailCodes.email, email), isNull(emailCodes.closedAt)),
      )
    const id = crypto.randomUUID()
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    await tx.insert(emailCodes).values({
      id,
      purpose: policy.purpose,
      email,
      ip: input.client,
      codeHash: codeHash(policy, id, code),
      expiresAt: new Date(input.now.getTime() + EMAIL_CODE_TTL_MS),
      createdAt: input.now,
    })
    if (!input.mail) return { sent: true }
    // Queued as kind 'otp' so the sender takes it before invoices and notices; sealed, so the queue never
    // shows the code.
    const mail = sealMail(policy.secret, input.mail(code, EMAIL_CODE_TTL_MS / 60_000))
    // A staff or workspace sign-in code goes to staff or a counsellor, not a buyer: no Reply-To to support, no My
    // orders button, no privacy footer (mail/sender.ts).
    const meta = policy.purpose === 'orders' ? undefined : { audience: policy.purpose }
    await enqueueMail(
      tx,
      {
        kind: 'otp',
        to: email,
        ...mail,
        ...(meta ? { meta } : {}),
        ...(input.language ? { language: input.language } : {}),
      },
      input.now,
    )
    return { sent: true }
  })
}

/** Wrong tries `client` has made at code `id` (rate_limit_counters, kept until the code expires). */
async function clientTries(db: DbOrTx, id: string, client: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ hits: rateLimitCounters.hits })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, triesKey(id, client)), gt(rateLimitCounters.resetsAt, now)))
  return row?.hits ?? 0
}

/**
 * Checks a code against the address's open code of this purpose. Right: closes it (only if still open and
 * unexpired, so a code works once even under a race) and answers true. Wrong: counts the try against this client
 * and against the code (the 20th of all clients closes it). A client with 5 wrong tries at this code is refused
 * without comparing. Expired, used, burned, replaced or never issued: false, with one answer for all.
 */
export async function checkEmailCode(
  db: Db,
  policy: EmailCodePolicy,
  input: { email: string; code: string; client: string; now: Date },
): Promise<boolean> {
  const email = codeEmail(input.email)
  const [open] = await db
    .select()
    .from(emailCodes)
    .where(
      and(eq(emailCodes.purpose, policy.purpose), eq(emailCodes.email, email), isNull(emailCodes.closedAt)),
    )
    .orderBy(desc(emailCodes.createdAt))
    .limit(1)
  if (!open) return false
  if (open.expiresAt.getTime() <= input.now.getTime()) {
    await db
      .update(emailCodes)
      .set({ closedAt: input.now })
      .where(and(eq(emailCodes.id, open.id), isNull(emailCodes.closedAt)))
    return false
  }
  // This client's tries are spent: refused without comparing, and without counting against the code, so it can
  // neither guess on nor burn the code someone else will use.
  if ((await clientTries(db, open.id, input.client, input.now)) >= CODE_TRIES_PER_CLIENT) return false
  if (hexEquals(codeHash(policy, open.id, input.code), open.codeHash)) {
    const closed = await db
      .update(emailCodes)
      .set({ closedAt: input.now })
      .where(
        and(eq(emailCodes.id, open.id), isNull(emailCodes.closedAt), gt(emailCodes.expiresAt, input.now)),
      )
      .returning({ id: emailCodes.id })
    return closed.length === 1
  }
  // One statement: the client's count (an upsert, kept until the code expires) and the code's total (an atomic
  // increment that closes it at the last try). Two tries racing from one client may both be compared; the total
  // is exact whatever the race.
  await db.execute(sql`
    WITH counted AS (
      INSERT INTO ${rateLimitCounters} AS c (key, hits, resets_at)
      VALUES (${triesKey(open.id, input.client)}, 1, ${open.expiresAt.toISOString()}::timestamptz)
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN c.resets_at <= ${input.now.toISOString()}::timestamptz THEN 1 ELSE c.hits + 1 END,
        resets_at = excluded.resets_at
    )
    UPDATE ${emailCodes}
    SET attempts = attempts + 1,
        closed_at = CASE WHEN attempts + 1 >= ${CODE_TRIES_TOTAL} THEN ${input.now.toISOString()}::timestamptz END
    WHERE id = ${open.id} AND closed_at IS NULL`)
  return false
}
