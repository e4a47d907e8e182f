/**
 * Back-office staff: sessions apart from buyers' (their own table and cookie), who may act (STAFF_EMAILS, read on
 * every request so a removed address is locked out at once), and the audit log every staff action writes in the
 * transaction of the change.
 */
import { and, eq, gt, inArray } from 'drizzle-orm'
import type { AppContext } from '../context'
import type { DbOrTx } from '../db/client'
import { auditLog, staffSessions } from '../db/schema'
import { RefusedError } from '../lib/errors'
import { applicantForToken } from './sessions'
import { hmacHex, randomToken } from '../lib/secrets'

export const STAFF_COOKIE = 'dem_staff'
/** The staff cookie goes to the admin API only. */
export const STAFF_COOKIE_PATH = '/api/admin'

export const NOT_SIGNED_IN = 'Please sign in to the back office.'
export const NOT_STAFF = 'This account may not use the back office.'

export function isStaffEmail(ctx: AppContext, email: string): boolean {
  return ctx.config.staff.emails.includes(email.trim().toLowerCase())
}

/** Opens a staff session (audited `staff.sign-in` in the same transaction) and answers its cookie's token. */
export async function openStaffSession(ctx: AppContext, email: string): Promise<string> {
  const token = randomToken()
  const now = ctx.clock()
  const address = email.trim().toLowerCase()
  await ctx.database.db.transaction(async (tx) => {
    await tx.insert(staffSessions).values({
      id: crypto.randomUUID(),
      tokenHash: hmacHex(ctx.config.sessionSecret, token),
      email: address,
      lastSeenAt: now,
      createdAt: now,
    })
    await audit(tx, { staffEmail: address, action: 'staff.sign-in', entity: 'staff', entityId: address }, now)
  })
  return token
}

/** Ends the token's staff session, audited `staff.sign-out`; a token with no session changes nothing. */
export async function closeStaffSession(ctx: AppContext, token: string): Promise<void> {
  const now = ctx.clock()
  await ctx.database.db.transaction(async (tx) => {
    const ended = await tx
      .delete(staffSessions)
      .where(eq(staffSessions.tokenHash, hmacHex(ctx.config.sessionSecret, token)))
      .returning({ email: staffSessions.email })
    for (const { email } of ended)
      await audit(tx, { staffEmail: email, action: 'staff.sign-out', entity: 'staff', entityId: email }, now)
  })
}

/** The tokens a request carries, read from its cookies by the HTTP layer (STAFF_COOKIE and SESSION_COOKIE). */
export interface StaffCredentials {
  staffToken: string | undefined
  buyerToken: string | undefined
}

/**
 * The staff email of the request's session, which must have been used within the idle timeout and still be listed
 * in STAFF_EMAILS; each request restarts the idle clock. 401 without a staff session; 403 with only a buyer's
 * session, or for an address no longer listed, whose session ends there (deleted: listing the address again does
 * not bring the old cookie back; the retention job deletes the other sessions of unlisted addresses at start).
 */
export async function requireStaff(
  ctx: AppContext,
  { staffToken, buyerToken }: StaffCredentials,
): Promise<string> {
  const now = ctx.clock()
  const secret = ctx.config.sessionSecret
  if (staffToken) {
    const idleSince = new Date(now.getTime() - ctx.config.staff.idleMinutes * 60_000)
    const live = and(
      eq(staffSessions.tokenHash, hmacHex(secret, staffToken)),
      gt(staffSessions.lastSeenAt, idleSince),
    )
    const listed = ctx.config.staff.emails
    // A listed address's live session: its idle clock restarts.
    const [session] =
      listed.length > 0
        ? await ctx.database.db
            .update(staffSessions)
            .set({ lastSeenAt: now })
            .where(and(live, inArray(staffSessions.email, listed)))
            .returning({ email: staffSessions.email })
        : []
    if (session) return session.email
    // A live session of an address no longer listed ends here.
    const ended = await ctx.database.db
      .delete(staffSessions)
      .where(live)
      .returning({ email: staffSessions.email })
    if (ended.length > 0) throw new RefusedError('forbidden', NOT_STAFF)
  }
  if (buyerToken && (await applicantForToken(ctx.database.db, { token: buyerToken, secret, now })))
    throw new RefusedError('forbidden', NOT_STAFF)
  throw new RefusedError('unauthorised', NOT_SIGNED_IN)
}

export interface AuditEntry {
  staffEmail: string
  action: string
  entity: string
  entityId: string
  before?: Record<string, unknown> | null
  after?: Record<string, unknown> | null
}

/** Call it with the transaction that makes the change, so the entry exists if and only if the change committed. */
export async function audit(tx: DbOrTx, entry: AuditEntry, now: Date): Promise<void> {
  await tx.insert(auditLog).values({
    staffEmail: entry.staffEmail,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: now,
  })
}
