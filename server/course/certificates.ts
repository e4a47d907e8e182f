/**
 * The certificates' register: one row per certificate issued. Certifying issues one; a new name supersedes it with
 * a new one; a revocation (staff, or a refunded kit) ends it. `counsellors.credential_id` names the current valid
 * one (null when none is). Every change is in the audit log.
 */
import { randomInt } from 'node:crypto'
import { and, desc, eq, ne } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { auditLog, counsellors, courseCredentials } from '../db/schema'

export type Credential = typeof courseCredentials.$inferSelect
export type CredentialState = 'valid' | 'revoked' | 'expired' | 'superseded'

const ID_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
/** DEM-XXXX-XXXX-XXXX: 31^12 ids, drawn at random, so a guessed one finds nothing. */
export const CREDENTIAL_ID = /^DEM-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/

function newCredentialId(): string {
  const part = () => Array.from({ length: 4 }, () => ID_LETTERS[randomInt(ID_LETTERS.length)]).join('')
  return `DEM-${part()}-${part()}-${part()}`
}

export async function courseAudit(
  tx: DbOrTx,
  entry: { by: string; action: string; entity: string; entityId: string; before?: object; after?: object },
  now: Date,
): Promise<void> {
  await tx.insert(auditLog).values({
    staffEmail: entry.by,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: (entry.before as Record<string, unknown>) ?? null,
    after: (entry.after as Record<string, unknown>) ?? null,
    createdAt: now,
  })
}

/** Issues a certificate in the counsellor's current name; the valid one before it (if any) is superseded. */
export async function issueCredential(
  tx: DbOrTx,
  input: { counsellorId: string; by: string; now: Date },
): Promise<Credential> {
  const [counsellor] = await tx.select().from(counsellors).where(eq(counsellors.id, input.counsellorId))
  if (!counsellor) throw new Error('counsellor missing')
  const id = newCredentialId()
  const [row] = await tx
    .insert(courseCredentials)
    .values({
      id,
      counsellorId: counsellor.id,
      name: counsellor.name,
      issuedAt: input.now,
      expiresAt: counsellor.certificationExpiresAt,
      status: 'valid',
    })
    .returning()
  if (!row) throw new Error('credential insert did not return a row')
  const superseded = await tx
    .update(courseCredentials)
    .set({ status: 'superseded', supersededBy: id })
    .where(
      and(
        eq(courseCredentials.counsellorId, counsellor.id),
        eq(courseCredentials.status, 'valid'),
        ne(courseCredentials.id, id),
      ),
    )
    .returning({ id: courseCredentials.id })
  await tx
    .update(counsellors)
    .set({ credentialId: id, updatedAt: input.now })
    .where(eq(counsellors.id, counsellor.id))
  await courseAudit(
    tx,
    {
      by: input.by,
      action: 'credential.issue',
      entity: 'counsellor',
      entityId: counsellor.id,
      before: { credentialIds: superseded.map((s) => s.id) },
      after: { credentialId: id, name: counsellor.name },
    },
    input.now,
  )
  return row
}

/** Revokes the counsellor's valid certificate(s) with a reason. */
export async function revokeCredentials(
  tx: DbOrTx,
  input: { counsellorId: string; reason: string; by: string; now: Date },
): Promise<number> {
  const revoked = await tx
    .update(courseCredentials)
    .set({ status: 'revoked', revokedAt: input.now, revokeReason: input.reason })
    .where(and(eq(courseCredentials.counsellorId, input.counsellorId), eq(courseCredentials.status, 'valid')))
    .returning({ id: courseCredentials.id })
  await tx
    .update(counsellors)
    .set({ credentialId: null, updatedAt: input.now })
    .where(eq(counsellors.id, input.counsellorId))
  if (revoked.length > 0)
    await courseAudit(
      tx,
      {
        by: input.by,
        action: 'credential.revoke',
        entity: 'counsellor',
        entityId: input.counsellorId,
        before: { credentialIds: revoked.map((r) => r.id) },
        after: { reason: input.reason },
      },
      input.now,
    )
  return revoked.length
}

/** After a name change: a certified counsellor whose valid certificate bears another name gets a new one. */
export async function reissueOnRename(
  tx: DbOrTx,
  input: { counsellorId: string; by: string; now: Date },
): Promise<void> {
  const [counsellor] = await tx.select().from(counsellors).where(eq(counsellors.id, input.counsellorId))
  if (counsellor?.status !== 'certified') return
  const current = await currentCredential(tx, counsellor.id)
  if (current && current.name !== counsellor.name) await issueCredential(tx, input)
}

export async function currentCredential(db: DbOrTx, counsellorId: string): Promise<Credential | undefined> {
  const [row] = await db
    .select()
    .from(courseCredentials)
    .where(and(eq(courseCredentials.counsellorId, counsellorId), eq(courseCredentials.status, 'valid')))
    .orderBy(desc(courseCredentials.issuedAt))
    .limit(1)
  return row
}

export async function credentialById(db: DbOrTx, id: string): Promise<Credential | undefined> {
  if (!CREDENTIAL_ID.test(id)) return undefined
  const [row] = await db.select().from(courseCredentials).where(eq(courseCredentials.id, id))
  return row
}

export function credentialState(credential: Credential, now: Date): CredentialState {
  if (credential.status !== 'valid') return credential.status
  if (credential.expiresAt && credential.expiresAt.getTime() <= now.getTime()) return 'expired'
  return 'valid'
}

/** Staff set (or clear) the end of a certification: the current certificate carries it. */
export async function setCertificationExpiry(
  tx: DbOrTx,
  input: { counsellorId: string; expiresAt: Date | null; by: string; now: Date },
): Promise<void> {
  const [before] = await tx.select().from(counsellors).where(eq(counsellors.id, input.counsellorId))
  if (!before) return
  await tx
    .update(counsellors)
    .set({ certificationExpiresAt: input.expiresAt, updatedAt: input.now })
    .where(eq(counsellors.id, input.counsellorId))
  await tx
    .update(courseCredentials)
    .set({ expiresAt: input.expiresAt })
    .where(and(eq(courseCredentials.counsellorId, input.counsellorId), eq(courseCredentials.status, 'valid')))
  await courseAudit(
    tx,
    {
      by: input.by,
      action: 'certification.expiry',
      entity: 'counsellor',
      entityId: input.counsellorId,
      before: { expiresAt: before.certificationExpiresAt?.toISOString() ?? null },
      after: { expiresAt: input.expiresAt?.toISOString() ?? null },
    },
    input.now,
  )
}
