/**
 * The child's school context (issue 51.1): asked once at consent with the class, stored in `scans.context`,
 * corrected in the privacy centre, erased with the scan, read by the report (src/engine/types.ts ScanContext).
 * Rules across fields live here, so the consent and the correction refuse alike.
 */
import { RefusedError } from '../lib/errors'
import { scanConsentContent } from '../../src/content/scan-consent'
import {
  addressForms,
  schoolBoards,
  schoolStreams,
  schoolSubjects,
  type AddressForm,
  type SchoolBoard,
  type SchoolStream,
  type SchoolSubject,
  type ScanContext,
} from '../../src/engine/types'

const errors = scanConsentContent.form.errors

/** At most this many subjects the child enjoys most, and least. */
export const MOST_LIKED = 3

export interface ContextInput {
  board?: SchoolBoard | undefined
  stream?: SchoolStream | null | undefined
  subjects?: readonly SchoolSubject[] | undefined
  enjoys?: readonly SchoolSubject[] | undefined
  dislikes?: readonly SchoolSubject[] | undefined
  addressAs?: AddressForm | undefined
}

const unique = <T>(list: readonly T[] | undefined): T[] => [...new Set(list ?? [])]

/**
 * The context of a child in `classLevel`, from what the parent gave; refuses a class 11-12 child without a stream
 * and more than three liked or disliked subjects, or one in both. A page that sent no context (opened before it was
 * asked) gets the defaults: another board, no stream, no subjects, addressed by name (grammatically neutral).
 */
export function scanContextOf(input: ContextInput, classLevel: number): ScanContext {
  const senior = classLevel >= 11
  const stream = senior ? (input.stream ?? null) : null
  const given = input.board !== undefined
  if (senior && given && stream === null) throw new RefusedError('invalid', errors.stream)
  const enjoys = unique(input.enjoys)
  const dislikes = unique(input.dislikes)
  if (enjoys.length > MOST_LIKED || dislikes.length > MOST_LIKED)
    throw new RefusedError('invalid', errors.tooMany)
  if (enjoys.some((subject) => dislikes.includes(subject))) throw new RefusedError('invalid', errors.both)
  return {
    classLevel,
    board: input.board ?? 'other',
    stream,
    subjects: senior ? unique(input.subjects) : [],
    enjoys,
    dislikes,
    addressAs: input.addressAs ?? 'name',
  }
}

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value)

/** The stored context, checked (a row written by an older version may lack fields); null when none is held. */
export function readScanContext(stored: unknown, classLevel: number | null): ScanContext | null {
  if (!stored || typeof stored !== 'object' || classLevel === null) return null
  const row = stored as Record<string, unknown>
  const subjects = (value: unknown) =>
    Array.isArray(value) ? value.filter((item): item is SchoolSubject => oneOf(schoolSubjects, item)) : []
  return {
    classLevel,
    board: oneOf(schoolBoards, row.board) ? row.board : 'other',
    stream: classLevel >= 11 && oneOf(schoolStreams, row.stream) ? row.stream : null,
    subjects: classLevel >= 11 ? subjects(row.subjects) : [],
    enjoys: subjects(row.enjoys),
    dislikes: subjects(row.dislikes),
    addressAs: oneOf(addressForms, row.addressAs) ? row.addressAs : 'name',
  }
}

/** The context as stored (the class is its own column). */
export function storedContext(context: ScanContext): Record<string, unknown> {
  const { classLevel: _class, ...rest } = context
  return { ...rest }
}
