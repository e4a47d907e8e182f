/**
 * Sessions: the cookie carries a random token; the table keeps only HMAC(SESSION_SECRET, token), so reading
 * the table does not give anyone a usable cookie.
 */
import { and, eq, gt } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { applicants, sessions } from '../db/schema'
import { hmacHex, randomToken } from './secrets'

export const SESSION_COOKIE = 'dem_session'

export async function createSession(
  tx: DbOrTx,
  input: { applicantId: string; secret: string; ttlHours: number; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken()
  const expiresAt = new Date(input.now.getTime() + input.ttlHours * 3_600_000)
  await tx.insert(sessions).values({
    id: crypto.randomUUID(),
    tokenHash: hmacHex(input.secret, token),
    applicantId: input.applicantId,
    expiresAt,
    createdAt: input.now,
  })
  return { token, expiresAt }
}

export type Applicant = typeof applicants.$inferSelect

export async function applicantForToken(
  db: DbOrTx,
  input: { token: string; secret: string; now: Date },
): Promise<Applicant | undefined> {
  const [row] = await db
    .select({ applicant: applicants })
    .from(sessions)
    .innerJoin(applicants, eq(applicants.id, sessions.applicantId))
    .where(and(eq(sessions.tokenHash, hmacHex(input.secret, input.token)), gt(sessions.expiresAt, input.now)))
    .limit(1)
  return row?.applicant
}
