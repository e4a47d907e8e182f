/**
 * Sessions: the cookie carries a random token; the table keeps only HMAC(SESSION_SECRET, token), so reading
 * the table does not give anyone a usable cookie.
 */
import { and, eq, gt } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { applicants, sessions } from '../db/schema'
import { hmacHex, randomToken } from '../lib/secrets'

export const SESSION_COOKIE = 'dem_session'

/** A new session: the token for the cookie and the row to store (holding only the token's HMAC). */
export function prepareSession(input: { secret: string; ttlHours: number; now: Date }): {
  id: string
  token: string
  tokenHash: string
  expiresAt: Date
} {
  const token = randomToken()
  return {
    id: crypto.randomUUID(),
    token,
    tokenHash: hmacHex(input.secret, token),
    expiresAt: new Date(input.now.getTime() + input.ttlHours * 3_600_000),
  }
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
