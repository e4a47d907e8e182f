/**
 * The practical: after passing the assessment, the counsellor writes a debrief plan for the sample report; staff
 * score it against the rubric (0-2 per criterion) and approve it or return it with feedback (a returned plan may
 * be written again). A pass and an approved practical certify the counsellor by themselves.
 */
import { and, desc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { counsellors, courseAttempts, coursePracticals } from '../db/schema'
import { RefusedError } from '../lib/errors'
import { certifyCounsellor } from '../counsellors/counsellors'
import { courseAudit, currentCredential, issueCredential } from './certificates'
import type { RubricCriterion } from '../../src/course/types'

export type Practical = typeof coursePracticals.$inferSelect
export const PRACTICAL_NOT_FOUND = 'This practical does not exist.'

export async function latestPractical(db: DbOrTx, counsellorId: string): Promise<Practical | undefined> {
  const [row] = await db
    .select()
    .from(coursePracticals)
    .where(eq(coursePracticals.counsellorId, counsellorId))
    .orderBy(desc(coursePracticals.submittedAt))
    .limit(1)
  return row
}

async function hasPassed(db: DbOrTx, counsellorId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: courseAttempts.id })
    .from(courseAttempts)
    .where(and(eq(courseAttempts.counsellorId, counsellorId), eq(courseAttempts.passed, true)))
    .limit(1)
  return Boolean(row)
}

export async function submitPractical(tx: DbOrTx, input: { counsellorId: string; plan: string; now: Date }) {
  if (!(await hasPassed(tx, input.counsellorId)))
    throw new RefusedError('forbidden', 'The practical opens once you pass the final assessment.')
  const latest = await latestPractical(tx, input.counsellorId)
  if (latest?.status === 'submitted')
    throw new RefusedError('conflict', 'Your debrief plan is with our team already.')
  if (latest?.status === 'approved') throw new RefusedError('conflict', 'Your practical is approved already.')
  const [row] = await tx
    .insert(coursePracticals)
    .values({
      id: crypto.randomUUID(),
      counsellorId: input.counsellorId,
      plan: input.plan,
      status: 'submitted',
      submittedAt: input.now,
    })
    .returning()
  return row
}

/**
 * Certifies a counsellor who has passed the assessment and has an approved practical, and issues their
 * certificate (the first, or none when one is valid already). Answers whether this call certified them.
 */
export async function certifyIfEarned(
  tx: DbOrTx,
  input: { counsellorId: string; now: Date; siteUrl: string },
): Promise<boolean> {
  const [counsellor] = await tx.select().from(counsellors).where(eq(counsellors.id, input.counsellorId))
  if (counsellor?.status !== 'in-training') return false
  if (!(await hasPassed(tx, counsellor.id))) return false
  if ((await latestPractical(tx, counsellor.id))?.status !== 'approved') return false
  await certifyCounsellor(tx, {
    email: counsellor.email,
    by: 'course',
    now: input.now,
    siteUrl: input.siteUrl,
  })
  await courseAudit(
    tx,
    {
      by: 'course',
      action: 'counsellor.certify',
      entity: 'counsellor',
      entityId: counsellor.id,
      before: { status: counsellor.status },
      after: { status: 'certified', by: 'assessment and practical' },
    },
    input.now,
  )
  if (!(await currentCredential(tx, counsellor.id)))
    await issueCredential(tx, { counsellorId: counsellor.id, by: 'course', now: input.now })
  return true
}

export async function reviewPractical(
  tx: DbOrTx,
  input: {
    practicalId: string
    rubric: readonly RubricCriterion[]
    scores: Record<string, number>
    feedback: string
    approve: boolean
    by: string
    now: Date
    /** For the certification mail's links, when the review certifies. */
    siteUrl: string
  },
) {
  const [practical] = await tx
    .select()
    .from(coursePracticals)
    .where(eq(coursePracticals.id, input.practicalId))
    .for('update')
  if (!practical) throw new RefusedError('not-found', PRACTICAL_NOT_FOUND)
  if (practical.status !== 'submitted')
    throw new RefusedError('conflict', 'This practical is reviewed already.')
  for (const criterion of input.rubric) {
    const score = input.scores[criterion.id]
    if (score === undefined || ![0, 1, 2].includes(score))
      throw new RefusedError('invalid', `Please score "${criterion.title}" 0, 1 or 2.`)
  }
  if (!input.approve && !input.feedback.trim())
    throw new RefusedError('invalid', 'Please say what to improve when you return a plan.')
  const status = input.approve ? 'approved' : 'returned'
  await tx
    .update(coursePracticals)
    .set({
      status,
      scores: input.scores,
      feedback: input.feedback,
      reviewedBy: input.by,
      reviewedAt: input.now,
    })
    .where(eq(coursePracticals.id, practical.id))
  await courseAudit(
    tx,
    {
      by: input.by,
      action: `practical.${status === 'approved' ? 'approve' : 'return'}`,
      entity: 'counsellor',
      entityId: practical.counsellorId,
      after: { practicalId: practical.id, scores: input.scores },
    },
    input.now,
  )
  const certified = input.approve
    ? await certifyIfEarned(tx, {
        counsellorId: practical.counsellorId,
        now: input.now,
        siteUrl: input.siteUrl,
      })
    : false
  return { status, certified }
}
