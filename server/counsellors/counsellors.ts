/**
 * Certified counsellors: certification (a counsellor-kit buyer, or anyone staff add by email), their workspace
 * sessions (their own cookie and table, apart from buyers' and staff's), and their referral codes.
 */
import { randomInt } from 'node:crypto'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { applicants, counsellorHours, counsellorSessions, counsellors } from '../db/schema'
import { RefusedError } from '../lib/errors'
import { hmacHex, randomToken } from '../lib/secrets'
import { queueCertifiedMail } from './certified-mail'
import type { KitProgress } from '../../src/content/orders'

export type Counsellor = typeof counsellors.$inferSelect

export const WORKSPACE_COOKIE = 'dem_counsellor'
/** The workspace cookie goes to the workspace API only. */
export const WORKSPACE_COOKIE_PATH = '/api/workspace'
const SESSION_DAYS = 30

const CODE_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const REFERRAL_CODE = /^[A-Za-z0-9]{4,16}$/
/** Set by the site when a page is opened with ?ref=CODE (src/app/referral.ts), read when an order is created. */
export const REFERRAL_COOKIE = 'dem_ref'

export function referralCode(): string {
  return Array.from({ length: 8 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('')
}

export async function certifiedCounsellorByEmail(db: DbOrTx, email: string): Promise<Counsellor | undefined> {
  const [row] = await db
    .select()
    .from(counsellors)
    .where(and(eq(counsellors.email, email.trim().toLowerCase()), eq(counsellors.status, 'certified')))
  return row
}

export async function certifiedCounsellorByReferral(
  db: DbOrTx,
  code: string,
): Promise<Counsellor | undefined> {
  if (!REFERRAL_CODE.test(code)) return undefined
  const [row] = await db
    .select()
    .from(counsellors)
    .where(and(eq(counsellors.referralCode, code.toUpperCase()), eq(counsellors.status, 'certified')))
  return row
}

/**
 * Certifies a counsellor by email: a new one, or one suspended before (certified again). A counsellor-kit buyer
 * with that address is linked, and their name and phone are taken when staff give none. The languages staff give
 * (issue 50 point 3) are set, a new counsellor's else the column's default (English). Answers the row and whether
 * it was certified by this call.
 */
export async function certifyCounsellor(
  tx: DbOrTx,
  input: CertifyInput & { siteUrl: string },
): Promise<{ counsellor: Counsellor; certified: boolean }> {
  const result = await certify(tx, input)
  // Told once, in the transaction that certifies: a second call certifies nothing and mails nothing.
  if (result.certified) await queueCertifiedMail(tx, result.counsellor, input)
  return result
}

interface CertifyInput {
  email: string
  name?: string
  phone?: string | null
  /** The languages the counsellor holds debriefs in ('en', 'hi'), already checked by the route. */
  languages?: string[]
  by: string
  now: Date
}

async function certify(
  tx: DbOrTx,
  input: CertifyInput,
): Promise<{ counsellor: Counsellor; certified: boolean }> {
  const email = input.email.trim().toLowerCase()
  const [existing] = await tx.select().from(counsellors).where(eq(counsellors.email, email)).for('update')
  if (existing) {
    if (existing.status === 'certified') return { counsellor: existing, certified: false }
    const [row] = await tx
      .update(counsellors)
      .set({
        status: 'certified',
        certifiedAt: input.now,
        certifiedBy: input.by,
        ...(input.languages ? { languages: input.languages } : {}),
        updatedAt: input.now,
      })
      .where(eq(counsellors.id, existing.id))
      .returning()
    if (!row) throw new Error('counsellor update did not return a row')
    return { counsellor: row, certified: true }
  }
  const [kitBuyer] = await tx
    .select()
    .from(applicants)
    .where(and(sql`lower(${applicants.email}) = ${email}`, eq(applicants.role, 'eec')))
    .limit(1)
  const name = input.name?.trim() || (kitBuyer ? `${kitBuyer.firstName} ${kitBuyer.lastName}`.trim() : '')
  if (!name) throw new RefusedError('invalid', "Please give the counsellor's name.")
  for (let attempt = 0; ; attempt++) {
    const [row] = await tx
      .insert(counsellors)
      .values({
        id: crypto.randomUUID(),
        email,
        name,
        phone: input.phone ?? kitBuyer?.phone ?? null,
        ...(input.languages ? { languages: input.languages } : {}),
        status: 'certified',
        referralCode: referralCode(),
        applicantId: kitBuyer?.id ?? null,
        certifiedAt: input.now,
        certifiedBy: input.by,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .onConflictDoNothing({ target: counsellors.referralCode })
      .returning()
    if (row) return { counsellor: row, certified: true }
    // 31^8 codes: a collision is rare, and a second draw ends it.
    if (attempt >= 3) throw new Error('could not draw a free referral code')
  }
}

export async function openWorkspaceSession(
  db: DbOrTx,
  input: { secret: string; counsellorId: string; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken()
  const expiresAt = new Date(input.now.getTime() + SESSION_DAYS * 86_400_000)
  await db.insert(counsellorSessions).values({
    id: crypto.randomUUID(),
    tokenHash: hmacHex(input.secret, token),
    counsellorId: input.counsellorId,
    expiresAt,
    createdAt: input.now,
  })
  return { token, expiresAt }
}

export async function closeWorkspaceSession(db: DbOrTx, secret: string, token: string): Promise<void> {
  await db.delete(counsellorSessions).where(eq(counsellorSessions.tokenHash, hmacHex(secret, token)))
}

/** The counsellor of a workspace session token, certified or not (the caller decides); undefined when expired. */
export async function counsellorForToken(
  db: DbOrTx,
  input: { secret: string; token: string; now: Date },
): Promise<Counsellor | undefined> {
  const [row] = await db
    .select({ counsellor: counsellors })
    .from(counsellorSessions)
    .innerJoin(counsellors, eq(counsellors.id, counsellorSessions.counsellorId))
    .where(
      and(
        eq(counsellorSessions.tokenHash, hmacHex(input.secret, input.token)),
        gt(counsellorSessions.expiresAt, input.now),
      ),
    )
  return row?.counsellor
}

/**
 * Where a buyer stands as a counsellor, for their kit's next steps in My orders: in the course, certified, or
 * certified with hours set; undefined when they are no counsellor (yet) or are suspended.
 */
export async function kitProgress(db: DbOrTx, applicantId: string): Promise<KitProgress | undefined> {
  const [row] = await db
    .select({ id: counsellors.id, status: counsellors.status })
    .from(counsellors)
    .innerJoin(applicants, sql`lower(${applicants.email}) = ${counsellors.email}`)
    .where(eq(applicants.id, applicantId))
    .limit(1)
  if (row?.status === 'in-training') return 'in-training'
  if (row?.status !== 'certified') return undefined
  const [hours] = await db
    .select({ id: counsellorHours.id })
    .from(counsellorHours)
    .where(eq(counsellorHours.counsellorId, row.id))
    .limit(1)
  return hours ? 'hours-set' : 'certified'
}
