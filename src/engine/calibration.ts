/**
 * The model's calibration, measured: how often each career family comes first over many random answer sets, whether
 * each archetype's expected family leads, and how stable the leading family is when one answer changes. Pure and
 * deterministic (a seeded generator): the unit tests hold the figures to their bounds and `npm run report:audit`
 * prints them.
 */
import type { Archetype } from './archetypes'
import { optionIds } from './check-model'
import { familyFitsWithChanges, scoreAnswers } from './score'
import type { Answers, CareerFamilyId, Profile, ScanModel } from './types'

/** No family may come first more often than this many times its even share (1/7) over random answer sets. */
export const MAX_SHARE_RATIO = 1.5
/** After a single changed answer the leading family must still lead or tie in at least this share of cases. */
export const MIN_STABILITY = 0.85

/**
 * In the stability figure, a former leader still "ties" when its printed fit is within this many points of the new
 * first: a 1-point gap is below what 27 answers can tell apart (every family's margin is several points).
 */
export const TIE_POINTS = 1

/** A small seeded generator (mulberry32): the same seed, the same answer sets, on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** `count` answer sets, each answer drawn evenly from its question's options (a rating's five points alike). */
export function randomAnswerSets(model: ScanModel, count: number, seed = 51): Answers[] {
  const random = seededRandom(seed)
  return Array.from({ length: count }, () =>
    Object.fromEntries(
      model.questions.map((question) => {
        const ids = optionIds(question)
        return [question.id, ids[Math.floor(random() * ids.length)]!]
      }),
    ),
  )
}

/** The index of the highest fit (the first of equals, as the engine orders them). */
function firstOf(fits: readonly number[]): number {
  let best = 0
  for (let i = 1; i < fits.length; i += 1) if (Math.round(fits[i]!) > Math.round(fits[best]!)) best = i
  return best
}

/** Which families come first, as a share of the answer sets (ties go to the family the model lists first). */
export function familyShares(model: ScanModel, sets: readonly Answers[]): Record<CareerFamilyId, number> {
  const counts = model.careers.map(() => 0)
  for (const answers of sets) {
    const first = firstOf(familyFitsWithChanges(model, answers).fits)
    counts[first] = (counts[first] ?? 0) + 1
  }
  return Object.fromEntries(
    model.careers.map((career, i) => [career.family, (counts[i] ?? 0) / Math.max(1, sets.length)]),
  ) as Record<CareerFamilyId, number>
}

/**
 * Over every single changed answer of every set: the share of cases where the family that led before still leads
 * or ties (its printed fit within `tiePoints` of the first) after the change. Narrower on purpose than the report's
 * "within one changed answer" ties, which would make this 100% by construction; `tiePoints` 0 is the strictest.
 */
export function singleChangeStability(
  model: ScanModel,
  sets: readonly Answers[],
  tiePoints = TIE_POINTS,
): number {
  let kept = 0
  let all = 0
  for (const answers of sets) {
    const { fits, changes } = familyFitsWithChanges(model, answers)
    const leader = firstOf(fits)
    for (const changed of changes) {
      all += 1
      const top = Math.max(...changed.map((fit) => Math.round(fit)))
      if (Math.round(changed[leader]!) >= top - tiePoints) kept += 1
    }
  }
  return all === 0 ? 1 : kept / all
}

export interface ArchetypeResult {
  id: string
  label: string
  expected: CareerFamilyId | null
  /** The families the report shows as leading (within one changed answer of the first). */
  leading: CareerFamilyId[]
  certainty: Profile['certainty']
  /** The expected family leads or ties; for the child who leans nowhere, no family leads clearly. */
  holds: boolean
}

export function archetypeResults(model: ScanModel, archetypes: readonly Archetype[]): ArchetypeResult[] {
  return archetypes.map((archetype) => {
    const profile = scoreAnswers(model, archetype.answers)
    const leading = profile.careers.filter((career) => career.leading).map((career) => career.family)
    const holds =
      archetype.expected === null ? profile.certainty !== 'clear' : leading.includes(archetype.expected)
    return {
      id: archetype.id,
      label: archetype.label,
      expected: archetype.expected,
      leading,
      certainty: profile.certainty,
      holds,
    }
  })
}
