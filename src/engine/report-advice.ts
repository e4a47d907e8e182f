/**
 * The report's advice for this child: the 3-5 careers of a family that best match the child's profile and subjects,
 * the fit of each class 11 stream (for classes 9-10), the exams of the child's current stream (classes 11-12), and
 * the school year's milestones from the report's date. Pure data in, data out; the words are the content's.
 */
import { careerCatalogue, needsDisliked, type CatalogueCareer, type ExamId } from './career-catalogue'
import type { CareerFamilyId, Profile, ScanContext, SchoolStream, SchoolSubject } from './types'

/** The stream choices of class 10, in the order the report lists them. */
export const streamChoices = ['pcm', 'pcb', 'commerce', 'humanities', 'vocational'] as const
export type StreamChoice = (typeof streamChoices)[number]

/** How each stream draws on the career families: a stream's fit is the weighted mean of the families' fits. */
const STREAM_FAMILIES: Readonly<Record<StreamChoice, Partial<Record<CareerFamilyId, number>>>> = {
  pcm: { 'technical-scientific': 1, 'practical-field-work': 0.3, 'banking-money-management': 0.2 },
  pcb: { 'healthcare-life-sciences': 1, 'technical-scientific': 0.3 },
  commerce: { 'banking-money-management': 1, 'management-corporate': 0.8 },
  humanities: { 'public-service-government': 1, 'creative-media': 0.6, 'healthcare-life-sciences': 0.2 },
  vocational: { 'practical-field-work': 1, 'creative-media': 0.2 },
}

/** The exams each current stream of classes 11-12 usually leads to. */
export const STREAM_EXAMS: Readonly<Record<SchoolStream, readonly ExamId[]>> = {
  pcm: ['jee-main', 'jee-advanced', 'cuet-ug', 'nata', 'nda', 'uceed', 'nid-dat'],
  pcb: ['neet-ug', 'cuet-ug', 'uceed', 'nid-dat'],
  pcmb: ['jee-main', 'neet-ug', 'cuet-ug', 'nda', 'nata'],
  commerce: ['ca-foundation', 'cseet', 'cma-foundation', 'cuet-ug', 'ipmat', 'clat'],
  humanities: ['cuet-ug', 'clat', 'nid-dat', 'nift', 'uceed', 'ipmat', 'nchm-jee'],
  vocational: ['polytechnic', 'cuet-ug', 'nchm-jee'],
}

/** Exams a stream leads to, from the careers of the catalogue that need it. */
export const STREAM_CHOICE_EXAMS: Readonly<Record<StreamChoice, readonly ExamId[]>> = {
  pcm: ['jee-main', 'jee-advanced', 'nata', 'nda', 'cuet-ug'],
  pcb: ['neet-ug', 'cuet-ug'],
  commerce: ['ca-foundation', 'cseet', 'ipmat', 'cuet-ug'],
  humanities: ['cuet-ug', 'clat', 'nid-dat', 'nift', 'uceed'],
  vocational: ['polytechnic', 'iti'],
}

/**
 * The school subjects a stream is built on, of the list the parent picks from (class 9-10's science and social
 * science count for the streams that carry them on). Commerce is listed without maths: it can be taken without. The
 * languages are in every stream, so in none here; painting (art) and music, electives schools offer most with
 * humanities, are in humanities.
 */
export const STREAM_SUBJECTS: Readonly<Record<StreamChoice, readonly SchoolSubject[]>> = {
  pcm: ['maths', 'physics', 'chemistry', 'science', 'computer-science'],
  pcb: ['biology', 'chemistry', 'physics', 'science'],
  commerce: ['accountancy', 'business-studies', 'economics'],
  humanities: [
    'history',
    'political-science',
    'geography',
    'economics',
    'psychology',
    'sociology',
    'social-science',
    'art',
    'music',
  ],
  vocational: [],
}

/** The domain a stream leans on most at school (its check names the child's band there). */
export const STREAM_KEY_DOMAIN: Readonly<Record<StreamChoice, string>> = {
  pcm: 'numbers',
  pcb: 'investigating',
  commerce: 'organising-data',
  humanities: 'words-language',
  vocational: 'hands-on-reasoning',
}

/** How close a career family or a stream is, in the report's words. */
export type Closeness = 'close' | 'possible' | 'less'
const CLOSENESS_ORDER: readonly Closeness[] = ['close', 'possible', 'less']

/** A family not leading is still a possible fit within this many points of the first. */
const POSSIBLE_WITHIN = 15

/**
 * Each family's closeness as the report says it: the leading ones (the first and every family one changed answer
 * can bring level) close, the others possible within POSSIBLE_WITHIN points of the first, else less close.
 */
export function familyCloseness(profile: Profile): Map<CareerFamilyId, Closeness> {
  const top = profile.careers[0]?.fit ?? 0
  return new Map(
    profile.careers.map((career) => [
      career.family,
      career.leading ? 'close' : career.fit >= top - POSSIBLE_WITHIN ? 'possible' : 'less',
    ]),
  )
}

/** A family a stream leads to fully enough (its weight) to carry the stream's closeness. */
const CARRIES_FROM = 0.5

export interface StreamFit {
  stream: StreamChoice
  /** 0-100, for the counsellor's view (the carrier's fit, weighed); the parent reads the words. */
  fit: number
  /**
   * As close as the closest family the stream really leads to (weight at least CARRIES_FROM), never closer: a
   * stream is not a closer fit than the careers it leads to, and families shown as equally close make their streams
   * equally close.
   */
  closeness: Closeness
  /** The family that gives the stream its closeness (for the words "it draws most on …"). */
  carrier: CareerFamilyId
  /** Close: shown as equally close with the other close streams. */
  leading: boolean
  /** The families that weigh most in it for this child. */
  families: CareerFamilyId[]
  /** The family the stream rests on most, whoever the child is (its largest weight). */
  main: CareerFamilyId
}

export function streamFits(profile: Profile): StreamFit[] {
  const fitOf = new Map(profile.careers.map((career) => [career.family, career]))
  const fits = streamChoices.map((stream) => {
    const weights = Object.entries(STREAM_FAMILIES[stream]) as [CareerFamilyId, number][]
    const total = weights.reduce((sum, [, w]) => sum + w, 0)
    const fit = weights.reduce((sum, [family, w]) => sum + w * (fitOf.get(family)?.fit ?? 0), 0) / total
    const families = [...weights]
      .sort((a, b) => b[1] * (fitOf.get(b[0])?.fit ?? 0) - a[1] * (fitOf.get(a[0])?.fit ?? 0))
      .map(([family]) => family)
      .slice(0, 2)
    const main = [...weights].sort((a, b) => b[1] - a[1])[0]![0]
    return { stream, fit, families, main }
  })
  const closenessOf = familyCloseness(profile)
  const rank = (closeness: Closeness) => CLOSENESS_ORDER.indexOf(closeness)
  return fits
    .map((entry) => {
      // The closest of the families the stream really leads to; between two as close, the one weighing more here.
      const carrier = (Object.entries(STREAM_FAMILIES[entry.stream]) as [CareerFamilyId, number][])
        .filter(([, weight]) => weight >= CARRIES_FROM)
        .sort(
          ([a, wa], [b, wb]) =>
            rank(closenessOf.get(a) ?? 'less') - rank(closenessOf.get(b) ?? 'less') ||
            wb * (fitOf.get(b)?.fit ?? 0) - wa * (fitOf.get(a)?.fit ?? 0),
        )[0]![0]
      const closeness = closenessOf.get(carrier) ?? 'less'
      return {
        stream: entry.stream,
        // The carrier's fit as far as the stream leads to it: the number follows the words' order.
        fit: Math.round(STREAM_FAMILIES[entry.stream][carrier]! * (fitOf.get(carrier)?.fit ?? 0)),
        closeness,
        carrier,
        leading: closeness === 'close',
        families: entry.families,
        main: entry.main,
      }
    })
    .sort((a, b) => rank(a.closeness) - rank(b.closeness) || b.fit - a.fit)
}

/**
 * The careers of a family that best match this child: the mean of the child's scores on the domains each career
 * leans on, plus the subjects the child enjoys (and minus the ones the child dislikes), plus the child's current
 * stream for classes 11-12. A career whose usual route requires a subject the child enjoys least (the catalogue's
 * `requires`) comes after all the others, whatever its score. Four or five: the best four, and a fifth within 5
 * points of the fourth.
 */
export function matchCareers(
  profile: Profile,
  context: ScanContext,
  family: CareerFamilyId,
): CatalogueCareer[] {
  const scoreOf = new Map(profile.domains.map((domain) => [domain.id, domain.score]))
  const scored = careerCatalogue
    .filter((career) => career.family === family)
    .map((career, index) => {
      const leans = career.leans.reduce((sum, id) => sum + (scoreOf.get(id) ?? 0), 0) / career.leans.length
      const liked = career.subjects.filter((subject) => context.enjoys.includes(subject)).length
      const disliked = career.subjects.filter((subject) => context.dislikes.includes(subject)).length
      const stream = context.stream && career.streams.includes(context.stream) ? 8 : context.stream ? -8 : 0
      // Its usual route requires a subject the child enjoys least (a pilot's physics and maths): below the others.
      const blocked = needsDisliked(career, context.dislikes)
      return { career, index, blocked, score: leans + 6 * liked - 6 * disliked + stream }
    })
    .sort((a, b) => Number(a.blocked) - Number(b.blocked) || b.score - a.score || a.index - b.index)
  // Four always (a family's page has room for them), a fifth when it is as close as the fourth and not blocked.
  const fourth = scored[3]?.score ?? 0
  return scored
    .filter((entry, index) => index < 4 || (index < 5 && !entry.blocked && entry.score >= fourth - 5))
    .map((entry) => entry.career)
}

/** Careers of a family open from the child's current stream, for classes 11-12. */
export function openFromStream(family: CareerFamilyId, stream: SchoolStream): CatalogueCareer[] {
  return careerCatalogue.filter((career) => career.family === family && career.streams.includes(stream))
}

/** Months from a yyyy-mm-dd date: the yyyy-mm of that month. */
export function addMonths(isoDate: string, months: number): { year: number; month: number } {
  const [year, month] = isoDate.split('-').map(Number) as [number, number]
  const index = year * 12 + (month - 1) + months
  return { year: Math.floor(index / 12), month: (index % 12) + 1 }
}

export type SchoolEvent =
  | 'pre-boards'
  | 'boards'
  | 'board-results'
  | 'stream-choice'
  | 'stream-ahead'
  | 'new-class'
  | 'annual-exams'
  | 'olympiads'
  | 'entrance-window'
  | 'half-yearly'
  | 'autumn-forms'
  | 'nda-forms'
  | 'cuet-neet-forms'
  | 'cuet-forms'
  | 'design-forms'
  | 'clat-forms'
  | 'ipmat-forms'
  | 'admissions'

/**
 * The school-year events of the next 24 months for a child in `classLevel` on `isoDate`, by the Indian school
 * year: a class starts in April, half-yearly exams usually in September-October, olympiad and competition
 * registrations at school in classes 6-9 often in July-September, annual exams in classes 6-9 and
 * board exams in classes 10 and 12 (after pre-boards in December-January) in February-March, results in May; the
 * stream is chosen after the class 10 boards and the seat confirmed at school by April-May; in class 12 the usual
 * registration windows of the entrance exams (UCEED and NID DAT from September-October, JEE Main October-November,
 * NDA-I December-January, CUET-UG and NEET-UG February-March). A child of classes 6-8 is also told when the stream
 * is chosen (the end of class 10), though it falls after the 24 months.
 */
export function schoolEvents(
  classLevel: number,
  isoDate: string,
  /** A class 11-12 child's stream: class 12's registration windows are those of its exams (null: all of them). */
  stream: SchoolStream | null = null,
): { year: number; month: number; event: SchoolEvent; classLevel: number }[] {
  const start = addMonths(isoDate, 0)
  const events: { year: number; month: number; event: SchoolEvent; classLevel: number }[] = []
  // The school year the date falls in starts in April of `schoolYear`.
  const schoolYear = start.month >= 4 ? start.year : start.year - 1
  for (let offset = 0; offset <= 2; offset += 1) {
    const level = classLevel + offset
    const year = schoolYear + offset
    if (level > 12) break
    if (offset > 0) events.push({ year, month: 4, event: 'new-class', classLevel: level })
    events.push({ year, month: 9, event: 'half-yearly', classLevel: level })
    if (level === 10 || level === 12) {
      events.push({ year, month: 12, event: 'pre-boards', classLevel: level })
      events.push({ year: year + 1, month: 2, event: 'boards', classLevel: level })
      events.push({ year: year + 1, month: 5, event: 'board-results', classLevel: level })
    } else if (level < 10) {
      events.push({ year, month: 7, event: 'olympiads', classLevel: level })
      events.push({ year: year + 1, month: 2, event: 'annual-exams', classLevel: level })
    } else events.push({ year: year + 1, month: 2, event: 'annual-exams', classLevel: level })
    if (level === 10) events.push({ year: year + 1, month: 3, event: 'stream-choice', classLevel: level })
    if (level === 12) {
      // The registrations of the exams the stream leads to (a vocational student was told about NEET and JEE).
      const maths = stream === null || stream === 'pcm' || stream === 'pcmb'
      const biology = stream === null || stream === 'pcb' || stream === 'pcmb'
      const arts = stream === 'commerce' || stream === 'humanities'
      const add = (month: number, event: SchoolEvent, next = false) =>
        events.push({ year: next ? year + 1 : year, month, event, classLevel: level })
      if (arts) add(7, 'clat-forms')
      if (maths) add(9, 'autumn-forms')
      else if (stream !== 'vocational') add(9, 'design-forms')
      // (the NDA's army wing takes every stream; its air force and navy wings ask for PCM)
      if (stream !== 'vocational') add(12, 'nda-forms')
      if (stream !== 'vocational') add(1, 'entrance-window', true)
      add(2, biology ? 'cuet-neet-forms' : 'cuet-forms', true)
      if (arts) add(2, 'ipmat-forms', true)
      add(6, 'admissions', true)
    }
  }
  const from = start.year * 12 + start.month
  const within = events.filter((event) => {
    const at = event.year * 12 + event.month
    return at >= from && at <= from + 24
  })
  // Classes 6-8: the end of class 10, when the stream is chosen, even after the 24 months.
  const ahead =
    classLevel <= 8 && !within.some((event) => event.event === 'stream-choice')
      ? [{ year: schoolYear + 10 - classLevel + 1, month: 3, event: 'stream-ahead' as const, classLevel: 10 }]
      : []
  return [...within, ...ahead].sort((a, b) => a.year * 12 + a.month - (b.year * 12 + b.month))
}
