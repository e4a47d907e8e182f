/**
 * One-time sign-in codes mailed to an email address, keyed by a purpose ('orders': My orders; 'staff': the back
 * office). The same rules as registration's codes (services/otp.ts): 6 digits from crypto.randomInt, 10 minutes,
 * works once, stored only as HMAC(OTP_SECRET, purpose + id + code), compared in constant time, 5 wrong tries burn
 * it, a new code closes the previous one, and its mail is sealed in the queue. Each purpose has its own per-email
 * and per-IP hourly caps and a resend cooldown.
 *
 * Whether the address belongs to anyone is the caller's business: it passes the mail to send (which may say
 * there is nothing to sign in to), and the answer to the request is the same either way.
 */
import { randomInt } from 'node:crypto'
import { and, count, desc, eq, gt, isNull, max, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { emailCodes } from '../db/schema'
import { HttpError } from '../http/errors'
import { enqueueMail } from '../mail/queue'
import { sealMail, type MailText } from '../mail/sealed'
import { hexEquals, hmacHex } from './secrets'

export type CodePurpose = (typeof emailCodes.$inferSelect)['purpose']

export const EMAIL_CODE_TTL_MS = 10 * 60_000
export const EMAIL_CODE_COOLDOWN_MS = 60_000
export const EMAIL_CODE_MAX_ATTEMPTS = 5

export interface EmailCodePolicy {
  purpose: CodePurpose
  /** OTP_SECRET: keys the code hashes and seals the mail. */
  secret: string
  emailHourlyCap: number
  /** A flood guard, not the abuse limit: sized for a school's worth of people behind one address. */
  ipHourlyCap: number
}

/** The mail carrying a fresh code (or, for an address with nothing to sign in to, saying so). */
export type CodeMail = (code: string, ttlMinutes: number) => MailText

export type CodeRequestVerdict = { sent: true } | { sent: false; error: HttpError }

function codeHash(policy: EmailCodePolicy, id: string, code: string): string {
  return hmacHex(policy.secret, `${policy.purpose}:${id}:${code}`)
}

/** Normalises an address the way codes are keyed: trimmed, lower-cased. */
export function codeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/**
 * Issues a code and queues its sealed mail, unless the cooldown or a cap refuses it (429). One transaction; on
 * PostgreSQL an advisory lock per purpose and email serialises two requests for one address (from any instance),
 * so the cooldown and the per-email cap hold under a race.
 */
export async function issueEmailCode(
  db: Db,
  policy: EmailCodePolicy,
  input: { email: string; ip: string; now: Date; mail: CodeMail },
): Promise<CodeRequestVerdict> {
  const email = codeEmail(input.email)
  const hourAgo = new Date(input.now.getTime() - 3_600_000)
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727274021, hashtext(${`${policy.purpose}:${email}`}))`)
    const [byEmail] = await tx
      .select({ n: count(), latest: max(emailCodes.createdAt) })
      .from(emailCodes)
      .where(
        and(
          eq(emailCodes.purpose, policy.purpose),
          eq(emailCodes.email, email),
          gt(emailCodes.createdAt, hourAgo),
        ),
      )
    const [byIp] = await tx
      .select({ n: count() })
      .from(emailCodes)
      .where(
        and(
          eq(emailCodes.purpose, policy.purpose),
          eq(emailCodes.ip, input.ip),
          gt(emailCodes.createdAt, hourAgo),
        ),
      )
    const latest = byEmail?.latest ? new Date(byEmail.latest) : undefined
    const waitMs = latest ? latest.getTime() + EMAIL_CODE_COOLDOWN_MS - input.now.getTime() : 0
    if (waitMs > 0)
      return {
        sent: false,
        error: new HttpError(
          429,
          `Please wait ${Math.ceil(waitMs / 1000)} seconds before requesting a new code.`,
        ),
      }
    if ((byEmail?.n ?? 0) >= policy.emailHourlyCap || (byIp?.n ?? 0) >= policy.ipHourlyCap)
      return {
        sent: false,
        error: new HttpError(429, 'Too many code requests. Please try again in an hour.'),
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
      ip: input.ip,
      codeHash: codeHash(policy, id, code),
      expiresAt: new Date(input.now.getTime() + EMAIL_CODE_TTL_MS),
      createdAt: input.now,
    })
    // Queued as kind 'otp' so the sender takes it before invoices and notices; sealed, so the queue never
    // shows the code.
    const mail = sealMail(policy.secret, input.mail(code, EMAIL_CODE_TTL_MS / 60_000))
    await enqueueMail(tx, { kind: 'otp', to: email, ...mail }, input.now)
    return { sent: true }
  })
}

/**
 * Checks a code against the address's open code of this purpose. Right: closes it (only if still open and
 * unexpired, so a code works once even under a race) and answers true. Wrong: counts the try (the fifth closes
 * it). Expired, used, burned, replaced or never issued: false, with one answer for all.
 */
export async function checkEmailCode(
  db: Db,
  policy: EmailCodePolicy,
  input: { email: string; code: string; now: Date },
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
  await db
    .update(emailCodes)
    .set({
      attempts: sql`${emailCodes.attempts} + 1`,
      closedAt: sql`CASE WHEN ${emailCodes.attempts} + 1 >= ${EMAIL_CODE_MAX_ATTEMPTS} THEN ${input.now.toISOString()}::timestamptz END`,
    })
    .where(and(eq(emailCodes.id, open.id), isNull(emailCodes.closedAt)))
  return false
}
