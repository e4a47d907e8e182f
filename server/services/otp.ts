/**
 * One-time codes. A code is 6 digits from crypto.randomInt, lives 10 minutes, works once, and is stored only
 * as HMAC(OTP_SECRET, challenge id + code); 5 wrong tries burn it. A new code closes the previous one.
 */
import { randomInt } from 'node:crypto'
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm'
import type { Role } from '../../src/content/catalogue'
import type { DbOrTx } from '../db/client'
import { applicants, otpChallenges } from '../db/schema'
import { HttpError } from '../http/errors'
import { enqueueMail } from '../mail/queue'
import { otpMail } from '../mail/templates'
import { hexEquals, hmacHex } from './secrets'

export const OTP_TTL_MS = 10 * 60_000
export const OTP_RESEND_COOLDOWN_MS = 60_000
export const OTP_MAX_ATTEMPTS = 5

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

/** Finds or creates the applicant and locks its row, so concurrent sends for one email run one at a time. */
async function lockApplicant(tx: DbOrTx, request: OtpRequest, now: Date) {
  // DO UPDATE with a no-op assignment (not DO NOTHING) so the statement returns and row-locks an existing row.
  const result = await tx.execute(sql`
    INSERT INTO applicants (id, email, first_name, last_name, phone, role, created_at, updated_at)
    VALUES (${crypto.randomUUID()}, ${request.email}, ${request.firstName}, ${request.lastName}, ${request.phone},
            ${request.role}, ${now}, ${now})
    ON CONFLICT ((lower(email))) DO UPDATE SET email = applicants.email
    RETURNING id, email`)
  // Both drivers (pg and PGlite) answer raw statements with { rows }; the base Db type leaves it unknown.
  const applicant = (result as unknown as { rows: { id: string; email: string }[] }).rows[0]
  if (!applicant) throw new Error('applicant upsert returned no row')
  return applicant
}

/**
 * Sends a fresh code to the email (queued in the caller's transaction). Refused with 429 inside the cooldown
 * or over the hourly caps. The answer never depends on whether the email was known before.
 */
export async function sendOtp(tx: DbOrTx, request: OtpRequest, policy: OtpPolicy, now: Date): Promise<void> {
  const applicant = await lockApplicant(tx, request, now)
  const hourAgo = new Date(now.getTime() - 3_600_000)

  const [recent] = await tx
    .select({
      latest: sql<
        Date | string | null
      >`max(${otpChallenges.createdAt}) filter (where ${otpChallenges.applicantId} = ${applicant.id})`,
      byEmail: sql<number>`count(*) filter (where ${otpChallenges.applicantId} = ${applicant.id})`.mapWith(
        Number,
      ),
      byPhone: sql<number>`count(*) filter (where ${otpChallenges.phone} = ${request.phone})`.mapWith(Number),
    })
    .from(otpChallenges)
    .where(
      and(
        or(eq(otpChallenges.applicantId, applicant.id), eq(otpChallenges.phone, request.phone)),
        gt(otpChallenges.createdAt, hourAgo),
      ),
    )
  if (recent?.latest) {
    const waitMs = new Date(recent.latest).getTime() + OTP_RESEND_COOLDOWN_MS - now.getTime()
    if (waitMs > 0) {
      throw new HttpError(429, `Please wait ${Math.ceil(waitMs / 1000)} seconds before requesting a new OTP.`)
    }
  }
  if ((recent?.byEmail ?? 0) >= policy.emailHourlyCap || (recent?.byPhone ?? 0) >= policy.phoneHourlyCap) {
    throw new HttpError(429, 'Too many OTP requests. Please try again in an hour.')
  }

  await tx
    .update(otpChallenges)
    .set({ closedAt: now })
    .where(and(eq(otpChallenges.applicantId, applicant.id), isNull(otpChallenges.closedAt)))

  const id = crypto.randomUUID()
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  await tx.insert(otpChallenges).values({
    id,
    applicantId: applicant.id,
    firstName: request.firstName,
    lastName: request.lastName,
    phone: request.phone,
    role: request.role,
    codeHash: codeHash(policy.secret, id, code),
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    createdAt: now,
  })
  await enqueueMail(
    tx,
    {
      kind: 'otp',
      to: applicant.email,
      ...otpMail({
        firstName: request.firstName,
        email: applicant.email,
        code,
        ttlMinutes: OTP_TTL_MS / 60_000,
      }),
    },
    now,
  )
}

export type OtpCheck = { ok: true; applicantId: string } | { ok: false }

/**
 * Checks a code. A wrong code counts against the challenge (and that count is kept even though the call
 * fails), the fifth wrong try closes it. On success the challenge closes and the typed details become the
 * applicant's.
 */
export async function checkOtp(
  tx: DbOrTx,
  input: { email: string; phone: string; otp: string },
  secret: string,
  now: Date,
): Promise<OtpCheck> {
  const [applicant] = await tx
    .select()
    .from(applicants)
    .where(sql`lower(${applicants.email}) = ${input.email}`)
    .for('update')
  if (!applicant) return { ok: false }
  const [challenge] = await tx
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.applicantId, applicant.id), isNull(otpChallenges.closedAt)))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1)
  if (!challenge) return { ok: false }
  if (challenge.expiresAt.getTime() <= now.getTime()) {
    await tx.update(otpChallenges).set({ closedAt: now }).where(eq(otpChallenges.id, challenge.id))
    return { ok: false }
  }
  const right = hexEquals(codeHash(secret, challenge.id, input.otp), challenge.codeHash)
  if (!right || challenge.phone !== input.phone) {
    const attempts = challenge.attempts + 1
    await tx
      .update(otpChallenges)
      .set({ attempts, closedAt: attempts >= OTP_MAX_ATTEMPTS ? now : null })
      .where(eq(otpChallenges.id, challenge.id))
    return { ok: false }
  }
  const [closed] = await tx
    .update(otpChallenges)
    .set({ closedAt: now })
    .where(and(eq(otpChallenges.id, challenge.id), isNull(otpChallenges.closedAt)))
    .returning({ id: otpChallenges.id })
  if (!closed) return { ok: false }
  await tx
    .update(applicants)
    .set({
      firstName: challenge.firstName,
      lastName: challenge.lastName,
      phone: challenge.phone,
      role: challenge.role,
      emailVerifiedAt: now,
      updatedAt: now,
    })
    .where(eq(applicants.id, applicant.id))
  return { ok: true, applicantId: applicant.id }
}
