/**
 * The live 3-day training batches: seats are limited and counted in the batch row, taken by one conditional
 * update (seats_taken < seats), so two counsellors asking for the last seat at once get it once: the other is told
 * the batch is full. A move gives the old seat back in the same transaction.
 */
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { courseBatches, courseEnrolments } from '../db/schema'
import { RefusedError } from '../lib/errors'

export type Batch = typeof courseBatches.$inferSelect
export const BATCH_FULL = 'This batch is full. Please choose another.'
export const BATCH_NOT_FOUND = 'This batch does not exist.'

export function batchView(batch: Batch) {
  return {
    id: batch.id,
    title: batch.title,
    startsOn: batch.startsOn,
    endsOn: batch.endsOn,
    language: batch.language,
    seats: batch.seats,
    seatsLeft: batch.seats - batch.seatsTaken,
  }
}

/** Batches that have not started yet (India date `today`), with seats left or not. */
export async function upcomingBatches(db: DbOrTx, today: string): Promise<Batch[]> {
  return db
    .select()
    .from(courseBatches)
    .where(gte(courseBatches.startsOn, today))
    .orderBy(asc(courseBatches.startsOn))
}

/** Takes a seat in a batch for the counsellor (a first choice, or a move). */
export async function chooseBatch(
  tx: DbOrTx,
  input: { counsellorId: string; batchId: string; today: string },
): Promise<Batch> {
  // The enrolment's lock serialises one counsellor's own moves.
  const [enrolment] = await tx
    .select()
    .from(courseEnrolments)
    .where(eq(courseEnrolments.counsellorId, input.counsellorId))
    .for('update')
  if (!enrolment || enrolment.closedAt) throw new RefusedError('forbidden', 'Your course access is closed.')
  const [target] = await tx.select().from(courseBatches).where(eq(courseBatches.id, input.batchId))
  if (!target) throw new RefusedError('not-found', BATCH_NOT_FOUND)
  if (enrolment.batchId === target.id) return target
  if (target.startsOn < input.today) throw new RefusedError('conflict', 'This batch has started already.')
  const [taken] = await tx
    .update(courseBatches)
    .set({ seatsTaken: sql`${courseBatches.seatsTaken} + 1` })
    .where(and(eq(courseBatches.id, target.id), lt(courseBatches.seatsTaken, courseBatches.seats)))
    .returning()
  if (!taken) throw new RefusedError('conflict', BATCH_FULL)
  if (enrolment.batchId)
    await tx
      .update(courseBatches)
      .set({ seatsTaken: sql`greatest(${courseBatches.seatsTaken} - 1, 0)` })
      .where(eq(courseBatches.id, enrolment.batchId))
  await tx
    .update(courseEnrolments)
    .set({ batchId: target.id, attendedDays: [] })
    .where(eq(courseEnrolments.counsellorId, input.counsellorId))
  return taken
}
