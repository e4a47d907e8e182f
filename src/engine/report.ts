/**
 * The Success Blueprint as a document: everything the PDF and the report page show, built from a scored profile,
 * the model's texts, the report's fixed texts (src/content/report.ts) and the careers content. Built once when the
 * report is generated and stored as it is (a delivered report never changes when the model or the copy does).
 * Pure: the server, the build (the sample report) and the tests import it.
 */
import type { CareerFamily } from '../content/careers'
import { textFor } from './addressed'
import { answeringFlags, type AnsweringFlag } from './answering'
import { contradictedPhrases, contradictionsIn, keepTrue, overstatedPhrases } from './echoes'
import { answerFeeds } from './score'
import { scaleValues } from './types'
import type { CatalogueTexts } from './career-catalogue.en'
import { catalogueEn } from './career-catalogue.en'
import { catalogueHi } from './career-catalogue.hi'
import {
  addMonths,
  matchCareers,
  openFromStream,
  schoolEvents,
  STREAM_CHOICE_EXAMS,
  STREAM_EXAMS,
  STREAM_KEY_DOMAIN,
  STREAM_SUBJECTS,
  familyCloseness,
  streamFits,
  type Closeness,
  type SchoolEvent,
  type StreamChoice,
} from './report-advice'
import type {
  AddressForm,
  Answers,
  AnsweringTrace,
  CareerFamilyId,
  Certainty,
  ChildText,
  PartId,
  Profile,
  ScanContext,
  ScanModel,
  SchoolStream,
  SchoolSubject,
} from './types'

/**
 * Bumped when the shape of ReportDocument changes; stored with every report. Version 2 adds `advice` (the summary
 * page, the child's page, the class advice and the matched careers); version-1 documents have none and still
 * render as they were delivered.
 */
export const REPORT_DOCUMENT_VERSION = 2

/** The advice texts of the report (version 2), one per language, in ReportContent. */
export interface AdviceContent {
  summaryHeading: string
  certainty: Record<Certainty, string>
  strengthsLabel: string
  /** Classes 9-10: the streams closest to the child's answers, for the summary. */
  streamsLabel: string
  leadingLabel: string
  /** Under two or more leading families or streams. */
  tiedNote: string
  nextDecisionLabel: string
  /** The next decision for a class, by class (6-12). */
  nextDecision: (classLevel: number) => string
  thisMonthLabel: string
  /** Three things to do this month, for a class, the leading family's title and the child's first strength ('' if none). */
  /** The leading families: one, or those shown as equally close (at most two named; none for answers that say nothing). */
  thisMonth: (
    classLevel: number,
    families: readonly string[],
    strength: string,
  ) => readonly [string, string, string]
  carelessHeading: string
  careless: Record<AnsweringFlag, string>
  retake: string
  childHeading: (name: string) => string
  /** Opens the child's page when the answers set nothing apart (one answer throughout, the middle of every scale). */
  childGuess: string
  /**
   * Per domain id: how the child's page names it, in words a child of 11 uses ("being with lots of people", not
   * "sociability"). The learning styles keep their own names.
   */
  childNames: Readonly<Record<string, string>>
  /** The child's page, in the second person (Hindi in the child's grammatical gender). */
  childLines: (
    addressAs: AddressForm,
    strengths: readonly string[],
    families: readonly string[],
    /** The child's own choices behind those strengths, quoted back (at most one a question). */
    choices: readonly { prompt: string; label: string }[],
    /** The child's main way of learning, and the areas the child chose least (the first two). */
    learning: string,
    growing: readonly string[],
  ) => readonly string[]
  classHeading: (classLevel: number) => string
  exploreIntro: string
  explore: Readonly<Record<CareerFamilyId, readonly string[]>>
  streamIntro: string
  streamNames: Readonly<Record<StreamChoice | SchoolStream, string>>
  /** What to check before choosing a stream, after checkLead. */
  streamCheck: Readonly<Record<StreamChoice, string>>
  /** Opens a stream's check with the child's band in the domain the stream leans on most ("Check with care (…):"). */
  /**
   * Opens a stream's check with the child's band in the domain the stream leans on; a growing one beside subjects of
   * the stream the parent named as enjoyed says both, and that the marks there are the better guide.
   */
  checkLead: (name: string, domain: string, band: Band, enjoyed?: readonly SchoolSubject[]) => string
  /**
   * Why a stream is as close as it is, from this child's answers: the career area it draws on most for the child and
   * the domains behind that area ('less': the area the stream rests on most, where the answers lean less).
   */
  streamWhy: (name: string, family: string, reasons: readonly string[], closeness: Closeness) => string
  /** Which of a stream's subjects the child enjoys most and least ('' when none): from the parent's answers at consent. */
  streamSubjects: (
    name: string,
    liked: readonly SchoolSubject[],
    disliked: readonly SchoolSubject[],
  ) => string
  fitWords: { close: string; possible: string; less: string }
  pathsIntro: (stream: string) => string
  otherRoutes: (family: string, stream: string) => string
  /** Classes 11-12: how to prepare from the current stream for what it leads to (three or four lines a stream). */
  prepareLabel: string
  prepare: Readonly<Record<SchoolStream, readonly string[]>>
  careersLabel: string
  examsLabel: string
  /** Classes 11-12: after the course of a career not usually entered from the child's stream (a dentist for PCM). */
  otherStream: (stream: string) => string
  /** "Month Year" for a roadmap date. */
  monthYear: (year: number, month: number) => string
  /** A school event beyond the plan's two years (a class 6-8 child's stream choice): the year only ("Later (2030)"). */
  later: (year: number) => string
  events: Readonly<Record<SchoolEvent, (classLevel: number) => string>>
  calendarLabel: string
  /** Classes 9-10: where the school dates are instead (the roadmap's milestones hold them; the stream page has no room). */
  calendarInRoadmap: string
  aptitudeNote: string
}

export interface AdviceCareer {
  title: string
  course: string
  work: string
  exams: readonly string[]
}

/** Version 2's additions: what a parent reads first, and the advice for this child's class. */
export interface ReportAdvice {
  context: ScanContext
  flags: readonly AnsweringFlag[]
  summary: {
    heading: string
    /** How sure the report is; empty when the answering flags' box says it instead. */
    certainty: string
    strengthsLabel: string
    strengths: readonly string[]
    /** Added later in version 2 (absent in documents made before): the first growing areas, and for classes 9-10 the closest streams (ties included). */
    growingLabel?: string
    growing?: readonly string[]
    streamsLabel?: string
    streams?: readonly string[]
    leadingLabel: string
    leading: readonly string[]
    tiedNote: string | null
    nextDecisionLabel: string
    nextDecision: string
    thisMonthLabel: string
    thisMonth: readonly string[]
    careless: { heading: string; lines: readonly string[]; retake: string } | null
  }
  child: { heading: string; lines: readonly string[] }
  classAdvice: {
    heading: string
    intro: string
    kind: 'explore' | 'stream' | 'paths'
    /** Classes 6-8: things to try. */
    explore: readonly string[]
    /** Classes 9-10: every stream, closest first, with words instead of numbers. */
    streams: readonly {
      name: string
      fit: number
      fitWord: string
      leading: boolean
      /** Why, from the child's own answers. */
      why: string
      check: string
      exams: readonly string[]
    }[]
    tiedNote: string | null
    /** Classes 11-12: the exams of the current stream, and routes open to the leading families. */
    exams: readonly string[]
    otherRoutes: readonly string[]
    /** Classes 11-12: preparing from the current stream (absent from reports made before it was written). */
    prepareLabel?: string
    prepare?: readonly string[]
    calendarLabel: string
    calendar: readonly string[]
    /** In place of the calendar on the stream page (absent from reports made before it). */
    calendarNote?: string
  }
  /** Per leading family (by title): the careers that best match this child. */
  careers: {
    label: string
    examsLabel: string
    families: readonly { title: string; careers: readonly AdviceCareer[] }[]
  }
  aptitudeNote: string
}

/** Where a domain stands among the child's own 33: a third each, by the child's own scores. */
export type Band = 'stronger' | 'balanced' | 'growing'

export interface RoadmapHorizon {
  months: 6 | 12 | 18 | 24
  skills: readonly string[]
  habits: readonly string[]
  milestones: readonly string[]
}

/**
 * What the parents' page speaks of: the child's first strengths, first growing areas, leading career areas, main way
 * of learning, and the subjects the parent said the child enjoys most and least (none for a scan without them).
 */
export interface ParentFacts {
  name: string
  strengths: readonly string[]
  growing: readonly string[]
  families: readonly string[]
  learning: string
  enjoys: readonly SchoolSubject[]
  dislikes: readonly SchoolSubject[]
}

/** The report's fixed texts, one module per language with this type (src/content/report.ts). */
export interface ReportContent {
  /**
   * The texts for the way the parent chose to have the child addressed, where the language's grammar depends on it
   * (Hindi: "आपकी बेटी", "आपका बेटा", "आपका बच्चा" and their verbs). Absent where it does not (English).
   */
  forAddress?: (addressAs: AddressForm) => ReportContent
  title: string
  /** "Prepared for {name}, Class {n}". */
  preparedFor: (name: string, classLevel: number) => string
  /** "Prepared on 25 November 2026". */
  preparedOn: (date: string) => string
  /** Printed on every page of the sample report. */
  sampleNotice: string
  howToRead: { heading: string; paragraphs: readonly string[] }
  glance: { heading: string; intro: string; scaleNote: string }
  bands: Record<Band, string>
  /** A sentence that introduces a domain's band in a part section: "{name} is among Kavya's stronger tendencies." */
  bandSentence: Record<Band, (name: string, domain: string) => string>
  /**
   * In place of a domain's text when every sentence of it echoes a rating statement the child rated against it
   * (src/engine/echoes.ts): neutral, and true whatever the answers.
   */
  mixedAnswers: (name: string) => string
  /**
   * In a part's block of a growing area that "Where your support helps most" takes up, in place of the ideas to try:
   * the ideas are printed once, on that page, not twice word for word.
   */
  supportFurther: (domain: string) => string
  /** Likewise in a part's block of a top strength: its text is printed once, under "Top strengths". */
  strengthFurther: (domain: string) => string
  /** Under a top strength: the child's own choice that fed it most ("Asked “…”, Kavya chose “…”."). */
  strengthChoice: (name: string, prompt: string, choice: string) => string
  /** In a domain's block: the child's own rating that fed it most ("Kavya answered “Mostly like me” to “…”."). */
  ratedAs: (name: string, statement: string, label: string) => string
  /**
   * Opens a domain's block in its part, in place of the band sentence when the answers showed some of the domain's
   * behaviours (the model's factors): those behaviours, named with the child and the domain. 'most' for a stronger or
   * balanced domain (its band is on the label beside it), 'already' for a growing one (what is there to build on).
   */
  evidence: Record<
    'most' | 'already',
    (name: string, domain: string, behaviours: readonly string[]) => string
  >
  /**
   * After a part's intro: this child's stronger and growing domains in that part (their names), or that every one
   * sits in the middle of the child's own range.
   */
  partSummary: (name: string, stronger: readonly string[], growing: readonly string[]) => string
  learningStyle: {
    heading: string
    /** Names the child's main way of learning and the second, if any. */
    intro: (name: string, primary: string, secondary: string | null) => string
    primary: string
    secondary: string
    tipsHeading: string
  }
  /** The intros name the child's own strengths and growing areas. */
  strengths: { heading: string; intro: (name: string, domains: readonly string[]) => string }
  challenges: { heading: string; intro: (name: string, domains: readonly string[]) => string }
  careers: {
    heading: string
    intro: (name: string) => string
    fitLabel: string
    /** "Why it fits: Kavya's answers lean to investigating, logical reasoning and numbers." */
    /**
     * Why a family fits: the areas it draws on that the child leans to (stronger or balanced), then those it draws on
     * that the child chose less often (growing): a growing area is never said to be leaned towards.
     */
    why: (name: string, leaning: readonly string[], growing: readonly string[]) => string
    examplesLabel: string
    pathLabel: string
    storyLabel: string
    /** Over the families after the five with a page (version 2): named with example careers. */
    othersLabel: string
  }
  roadmap: {
    heading: string
    intro: (name: string, families: readonly string[]) => string
    /** "Months 1-6: December 2026 to May 2027", from the report's date. */
    horizonLabel: (months: number, from: string, to: string) => string
    skillsLabel: string
    habitsLabel: string
    milestonesLabel: string
    /**
     * The skills of the six months that hold the child's board exams: revising for them. The family's own items wait
     * until after the boards (a parent read "a beginner coding course" beside "class 10 board exams").
     */
    boardSkills: readonly string[]
    /** The habits of those months when the family's four steps have run out (classes 11-12, whose plan starts later). */
    boardHabits: readonly string[]
    /**
     * The six months after class 12's results, and the three after those: admissions, then the first two years after
     * school, the same for every family (a parent read "join a club at school" for the months after school ended).
     */
    afterSchool: readonly Omit<RoadmapHorizon, 'months'>[]
    /** Per career family: what 6, 12, 18 and 24 months can hold (four horizons, in order). */
    families: Readonly<Record<CareerFamilyId, readonly RoadmapHorizon[]>>
  }
  parents: {
    heading: string
    intro: string
    supportHeading: string
    /** Ideas for home that name this child's strengths, growing areas and leading career areas. */
    support: (child: ParentFacts) => readonly string[]
    avoidHeading: string
    avoid: (child: ParentFacts) => readonly string[]
  }
  nextStep: { heading: string; paragraphs: readonly string[] }
  advice: AdviceContent
  about: {
    heading: string
    modelLine: (modelVersion: string, date: string) => string
    isHeading: string
    is: readonly string[]
    isNotHeading: string
    isNot: readonly string[]
  }
}

export interface ReportDomain {
  id: string
  name: string
  part: PartId
  score: number
  band: Band
  summary: string
  /** The domain's own words for the band: how a stronger tendency shows, or how to support a growing one. */
  text: string
}

export interface ReportFamily {
  id: CareerFamilyId
  title: string
  fit: number
  reasons: readonly string[]
  why: string
  examples: readonly string[]
  insight: string
  developmentPath: string
  successStory: string
  /**
   * Version 2: the place shown beside the family, shared by the families one changed answer could bring level
   * (the leading ones are all 1), and its closeness in words instead of the fit's number.
   */
  rank?: number
  closeness?: Closeness
  fitWord?: string
}

/** How close a family (or stream) is to the first: level with it within one changed answer, near, or further. */
export type { Closeness }

export interface ReportDocument {
  documentVersion: number
  modelVersion: string
  language: string
  /** The sample report for parents deciding whether to buy: every page says so. */
  sample: boolean
  child: { firstName: string; classLevel: number }
  /** yyyy-mm-dd, India's calendar. */
  preparedOn: string
  title: string
  cover: { preparedFor: string; preparedOn: string }
  sampleNotice: string | null
  howToRead: { heading: string; paragraphs: readonly string[] }
  glance: {
    heading: string
    intro: string
    scaleNote: string
    bandLabels: Record<Band, string>
    domains: readonly ReportDomain[]
  }
  /** The six parts, in the model's order, each with its domains. */
  parts: readonly {
    id: PartId
    name: string
    intro: string
    score: number
    domains: readonly ReportDomain[]
  }[]
  learningStyle: {
    heading: string
    intro: string
    primary: { label: string; name: string; summary: string; tips: readonly string[] }
    secondary: { label: string; name: string; summary: string; tips: readonly string[] } | null
    tipsHeading: string
  }
  strengths: { heading: string; intro: string; items: readonly ReportDomain[] }
  challenges: { heading: string; intro: string; items: readonly ReportDomain[] }
  careers: {
    heading: string
    intro: string
    fitLabel: string
    examplesLabel: string
    pathLabel: string
    storyLabel: string
    /** Added later in version 2 (absent in documents made before): the label over the families without a page. */
    othersLabel?: string
    /** All seven, best fit first. */
    families: readonly ReportFamily[]
  }
  roadmap: {
    heading: string
    intro: string
    /** The titles of the families the roadmap is for (the two best fits). */
    families: readonly string[]
    skillsLabel: string
    habitsLabel: string
    milestonesLabel: string
    horizons: readonly (RoadmapHorizon & { label: string })[]
  }
  parents: {
    heading: string
    intro: string
    supportHeading: string
    support: readonly string[]
    avoidHeading: string
    avoid: readonly string[]
  }
  nextStep: ReportContent['nextStep']
  /** Version 2 on; absent in version-1 documents. */
  advice?: ReportAdvice
  about: {
    heading: string
    modelLine: string
    isHeading: string
    is: readonly string[]
    isNotHeading: string
    isNot: readonly string[]
  }
}

export interface ReportInput {
  profile: Profile
  model: ScanModel
  content: ReportContent
  families: readonly CareerFamily[]
  child: { firstName: string; classLevel: number }
  /** yyyy-mm-dd. */
  preparedOn: string
  /** The date as the report prints it ("25 November 2026"). */
  preparedOnText: string
  sample?: boolean
  /**
   * The child's school context (asked at consent). A scan made before it was asked gets one built from its class:
   * board 'other', no subjects, addressed by name (contextFromClass).
   */
  context?: ScanContext
  /** The answers, to read careless answering from. */
  answers?: Answers
  answering?: AnsweringTrace
}

/** The context of a scan made before the context was asked: its class only. */
export function contextFromClass(classLevel: number): ScanContext {
  return {
    classLevel,
    board: 'other',
    stream: null,
    subjects: [],
    enjoys: [],
    dislikes: [],
    addressAs: 'name',
  }
}

/** The roadmap follows the leading families (the first and those one changed answer brings level), at most two. */
const ROADMAP_FAMILIES = 2

function merge<T>(lists: readonly (readonly T[])[]): T[] {
  const out: T[] = []
  for (const list of lists) for (const item of list) if (!out.includes(item)) out.push(item)
  return out
}

export function buildReport(input: ReportInput): ReportDocument {
  const { profile, model, child } = input
  // How the child is addressed picks the variant of every text that speaks of the child (Hindi's gender).
  const addressAs = (input.context ?? contextFromClass(child.classLevel)).addressAs
  const content = input.content.forAddress?.(addressAs) ?? input.content
  const say = (text: ChildText | undefined) => (text === undefined ? '' : textFor(text, addressAs))
  const name = child.firstName
  const domainInfo = new Map(model.domains.map((domain) => [domain.id, domain]))
  // The phrases the child's own ratings make untrue: a sentence echoing one is left out (src/engine/echoes.ts).
  const contradicted = input.answers ? contradictedPhrases(model, input.answers) : []
  const trueText = (text: string) => keepTrue(text, contradicted) ?? content.mixedAnswers(name)
  // A stronger domain's firm claims leave out what the child only half agreed with; when nothing is left, the
  // domain reads its balanced text, which claims no more than "sometimes".
  const overstated = input.answers ? overstatedPhrases(model, input.answers) : []
  const strongText = (strong: string, balanced: string) => {
    const text = trueText(strong)
    if (text === content.mixedAnswers(name)) return text
    return keepTrue(text, overstated) ?? trueText(balanced)
  }
  const partInfo = new Map(model.parts.map((part) => [part.id, part]))

  // Bands by the child's own ranking: the top third stronger, the bottom third growing.
  const order = [...profile.domains].sort((a, b) => b.score - a.score)
  const third = Math.round(order.length / 3)
  const bandOf = new Map(
    order.map((domain, index) => [
      domain.id,
      (index < third ? 'stronger' : index >= order.length - third ? 'growing' : 'balanced') as Band,
    ]),
  )
  const domains: ReportDomain[] = profile.domains.map((scored) => {
    const info = domainInfo.get(scored.id)
    const band = bandOf.get(scored.id) ?? 'balanced'
    return {
      id: scored.id,
      name: info?.name ?? scored.id,
      part: scored.part,
      score: scored.score,
      band,
      summary: say(info?.summary),
      // Each band its own words: the strong text only for 'stronger' (its claims true to the ratings, or the
      // balanced text when none is left), the balanced one only for 'balanced'.
      text:
        band === 'stronger'
          ? strongText(say(info?.strong), say(info?.balanced))
          : trueText(say(band === 'balanced' ? info?.balanced : info?.support)),
    }
  })
  const domainById = new Map(domains.map((domain) => [domain.id, domain]))
  const pick = (id: string) => domainById.get(id) as ReportDomain
  // A strength whose every sentence the child's own ratings contradict (its text says the answers point more than one
  // way) is not named a top strength: the page would call it one and then doubt it.
  const trusted = profile.strengths.filter((id) => pick(id).text !== content.mixedAnswers(name))
  // (all of them in doubt, which no careful answering gives: the profile's own, rather than an empty page)
  const strengthIds = trusted.length > 0 ? trusted : profile.strengths

  const learning = (id: string, label: string) => {
    const info = domainInfo.get(id)
    return { label, name: info?.name ?? id, summary: say(info?.summary), tips: info?.studyTips ?? [] }
  }

  const families = profile.careers.map((ranked): ReportFamily => {
    const family = input.families.find((candidate) => candidate.id === ranked.family)
    const nameFor = (id: string) => domainInfo.get(id)?.name ?? id
    const reasons = ranked.reasons.map(nameFor)
    return {
      id: ranked.family,
      title: family?.title ?? ranked.family,
      fit: ranked.fit,
      reasons,
      why: content.careers.why(
        name,
        ranked.reasons.filter((id) => bandOf.get(id) !== 'growing').map((id) => nameFor(id).toLowerCase()),
        ranked.reasons.filter((id) => bandOf.get(id) === 'growing').map((id) => nameFor(id).toLowerCase()),
      ),
      examples: family?.examples ?? [],
      insight: family?.insight ?? '',
      developmentPath: family?.developmentPath ?? '',
      successStory: family?.successStory ?? '',
    }
  })
  // Families that one changed answer could bring level with the first share its place; the others follow on.
  const leadingCount = profile.careers.filter((ranked) => ranked.leading).length
  const closenessOf = familyCloseness(profile)
  const fitWords = content.advice.fitWords
  families.forEach((family, index) => {
    const leading = profile.careers[index]?.leading ?? false
    family.rank = leading ? 1 : index + 2 - leadingCount
    family.closeness = closenessOf.get(family.id as CareerFamilyId) ?? 'less'
    family.fitWord = fitWords[family.closeness]
  })
  // A child with one clear leader gets that family's roadmap alone: the runner-up's items made the roadmaps of an
  // artist and a hands-on child the same list in another order.
  const top = families.slice(0, Math.min(ROADMAP_FAMILIES, Math.max(1, leadingCount)))
  const parentFacts: ParentFacts = {
    name,
    strengths: strengthIds.slice(0, 3).map((id) => pick(id).name),
    growing: profile.challenges.slice(0, 2).map((id) => pick(id).name),
    families: top.map((family) => family.title),
    learning: pick(profile.learningStyle.primary).name,
    enjoys: input.context?.enjoys ?? [],
    dislikes: input.context?.dislikes ?? [],
  }
  // Dated from the report's day; the child's own school milestones of each six months come first.
  const monthYear = ({ year, month }: { year: number; month: number }) =>
    content.advice.monthYear(year, month)
  const classLevel = input.context?.classLevel ?? child.classLevel
  const events = schoolEvents(classLevel, input.preparedOn, input.context?.stream ?? null)
  const at = (event: { year: number; month: number }) => event.year * 12 + event.month
  // The month of class 12's results: school ends there, and the plan's later months are admissions and what follows.
  const schoolEnds = events.find((event) => event.event === 'board-results' && event.classLevel === 12)
  const spans = ([6, 12, 18, 24] as const).map((months) => {
    const from = addMonths(input.preparedOn, months - 6)
    const to = addMonths(input.preparedOn, months - 1)
    const after = (event: { year: number; month: number }) => at(event) > to.year * 12 + to.month
    const within = (event: { year: number; month: number }) =>
      at(event) >= from.year * 12 + from.month && !after(event)
    // The stream choice of a class 6-8 child lies beyond the plan: the last six months say when it comes.
    const school = events.filter(
      (event) => within(event) || (months === 24 && event.event === 'stream-ahead' && after(event)),
    )
    return { months, from, to, school }
  })
  // The six months of the board exams are for revising; the family's skills and milestones start after them. A class
  // 11-12 child skips the family's first steps (below), and the months after class 12's results hold admissions and
  // the years after school instead of the family's steps.
  const boards = spans.findIndex((span) => span.school.some((event) => event.event === 'boards'))
  // School ends in the first six months (not the boards') that hold or follow class 12's results.
  const ended = spans.findIndex(
    (span, index) => schoolEnds !== undefined && index !== boards && at(schoolEnds) <= at(span.to),
  )
  const afterSchoolAt = (index: number) => ended >= 0 && index >= ended && index !== boards
  // The six months left for the family's steps, in order: a class 11-12 child skips up to two of the four steps (the
  // first ones, for younger children), never so many that the steps run out before the boards or school's end.
  const familySpans = spans
    .map((_, index) => index)
    .filter((index) => index !== boards && !afterSchoolAt(index))
  const offset = classLevel >= 11 ? Math.max(0, Math.min(2, 4 - familySpans.length)) : 0
  const horizons = spans.map(({ months, from, to, school }, index) => {
    const step = familySpans.indexOf(index) + offset
    const of = top.map((family) => content.roadmap.families[family.id][step])
    const revising = index === boards
    const afterSchool = afterSchoolAt(index)
      ? content.roadmap.afterSchool[Math.min(index - ended, content.roadmap.afterSchool.length - 1)]
      : undefined
    const dated = school.map(
      (event) => `${whenOf(content.advice, event)}: ${content.advice.events[event.event](event.classLevel)}`,
    )
    if (afterSchool)
      return {
        months,
        label: content.roadmap.horizonLabel(months, monthYear(from), monthYear(to)),
        skills: afterSchool.skills,
        habits: afterSchool.habits,
        milestones: [...dated, ...afterSchool.milestones],
      }
    return {
      months,
      label: content.roadmap.horizonLabel(months, monthYear(from), monthYear(to)),
      skills: revising ? [...content.roadmap.boardSkills] : merge(of.map((horizon) => horizon?.skills ?? [])),
      // (the family's habits keep their own six months: a few minutes a day fit beside the revision)
      habits:
        index + offset > 3
          ? [...content.roadmap.boardHabits]
          : merge(top.map((family) => content.roadmap.families[family.id][index + offset]?.habits ?? [])),
      milestones: [...dated, ...(revising ? [] : merge(of.map((horizon) => horizon?.milestones ?? [])))],
    }
  })

  const advice = buildAdvice({ ...input, content }, families, domains, { ...parentFacts, strengthIds })
  // The top strengths quote the child's own choice behind them; the part pages then quote other answers only.
  const strengthChoices = new Map(
    strengthIds.map((id) => [id, input.answers ? strongestChoice(model, input.answers, id) : null]),
  )
  const quoted = new Set([...strengthChoices.values()].flatMap((choice) => (choice ? [choice.question] : [])))
  // (only where that page prints its ideas: not where the child's answers left the area's text in doubt)
  const supported = new Set(
    profile.challenges.filter(
      (id) => trueText(say(domainInfo.get(id)?.support)) !== content.mixedAnswers(name),
    ),
  )

  return {
    documentVersion: REPORT_DOCUMENT_VERSION,
    modelVersion: profile.modelVersion,
    language: model.language,
    sample: input.sample ?? false,
    child,
    preparedOn: input.preparedOn,
    title: content.title,
    cover: {
      preparedFor: content.preparedFor(name, child.classLevel),
      preparedOn: content.preparedOn(input.preparedOnText),
    },
    sampleNotice: input.sample ? content.sampleNotice : null,
    howToRead: content.howToRead,
    glance: { ...content.glance, bandLabels: content.bands, domains },
    parts: profile.parts.map((part) => {
      const ofPart = domains.filter((domain) => domain.part === part.id)
      const named = (band: Band) =>
        ofPart.filter((domain) => domain.band === band).map((domain) => domain.name)
      return {
        id: part.id,
        name: partInfo.get(part.id)?.name ?? part.id,
        // What the part is, then this child's stronger and growing domains in it.
        intro: `${say(partInfo.get(part.id)?.intro)} ${content.partSummary(name, named('stronger'), named('growing'))}`,
        score: part.score,
        domains: ofPart.map((domain) => {
          // A behaviour that echoes a statement the child rated against, or only half agreed with, is not named
          // (src/engine/echoes.ts).
          const shown = (input.answers ? behavioursShown(model, input.answers, domain.id) : []).filter(
            (behaviour) => contradictionsIn(behaviour, [...contradicted, ...overstated]).length === 0,
          )
          const lead =
            shown.length > 0
              ? content.evidence[domain.band === 'growing' ? 'already' : 'most'](name, domain.name, shown)
              : content.bandSentence[domain.band](name, domain.name)
          // A stronger or balanced domain quotes the child's own answer that fed it most; each answer is quoted
          // once in the report (the strengths page's choices first).
          const answer =
            input.answers && domain.band !== 'growing'
              ? strongestAnswer(model, input.answers, domain.id, quoted)
              : null
          if (answer) quoted.add(answer.question)
          const own =
            answer &&
            (answer.kind === 'choice'
              ? content.strengthChoice(name, answer.prompt, answer.label)
              : content.ratedAs(name, answer.prompt.replace(/[.।]$/, ''), answer.label))
          // The areas the support page takes up keep their ideas for that page: a parent reads them once.
          const text = supported.has(domain.id)
            ? content.supportFurther(domain.name)
            : strengthIds.includes(domain.id)
              ? content.strengthFurther(domain.name)
              : domain.text
          return { ...domain, text: [lead, own, text].filter(Boolean).join(' ') }
        }),
      }
    }),
    learningStyle: {
      heading: content.learningStyle.heading,
      intro: content.learningStyle.intro(
        name,
        parentFacts.learning,
        profile.learningStyle.secondary
          ? (domainInfo.get(profile.learningStyle.secondary)?.name ?? profile.learningStyle.secondary)
          : null,
      ),
      primary: learning(profile.learningStyle.primary, content.learningStyle.primary),
      secondary: profile.learningStyle.secondary
        ? learning(profile.learningStyle.secondary, content.learningStyle.secondary)
        : null,
      tipsHeading: content.learningStyle.tipsHeading,
    },
    strengths: {
      heading: content.strengths.heading,
      intro: content.strengths.intro(
        name,
        strengthIds.map((id) => pick(id).name),
      ),
      items: strengthIds.map((id) => {
        const domain = pick(id)
        const choice = strengthChoices.get(id)
        return choice
          ? { ...domain, text: `${domain.text} ${content.strengthChoice(name, choice.prompt, choice.label)}` }
          : domain
      }),
    },
    challenges: {
      heading: content.challenges.heading,
      intro: content.challenges.intro(
        name,
        profile.challenges.map((id) => pick(id).name),
      ),
      items: profile.challenges.map((id) => ({
        ...pick(id),
        text: trueText(say(domainInfo.get(id)?.support)),
      })),
    },
    careers: {
      heading: content.careers.heading,
      intro: content.careers.intro(name),
      fitLabel: content.careers.fitLabel,
      examplesLabel: content.careers.examplesLabel,
      pathLabel: content.careers.pathLabel,
      storyLabel: content.careers.storyLabel,
      othersLabel: content.careers.othersLabel,
      families,
    },
    roadmap: {
      heading: content.roadmap.heading,
      intro: content.roadmap.intro(
        name,
        top.map((family) => family.title),
      ),
      families: top.map((family) => family.title),
      skillsLabel: content.roadmap.skillsLabel,
      habitsLabel: content.roadmap.habitsLabel,
      milestonesLabel: content.roadmap.milestonesLabel,
      horizons,
    },
    parents: {
      ...content.parents,
      support: content.parents.support(parentFacts),
      avoid: content.parents.avoid(parentFacts),
    },
    nextStep: content.nextStep,
    advice,
    about: {
      heading: content.about.heading,
      modelLine: content.about.modelLine(profile.modelVersion, input.preparedOnText),
      isHeading: content.about.isHeading,
      is: content.about.is,
      isNotHeading: content.about.isNotHeading,
      isNot: content.about.isNot,
    },
  }
}

/** Per model (built once): the most any answers could give each factor, and the domain each factor belongs to. */
const modelTotals = new WeakMap<ScanModel, { most: Map<string, number>; domainOf: Map<string, string> }>()
function totalsOf(model: ScanModel) {
  let totals = modelTotals.get(model)
  if (!totals) {
    const most = new Map<string, number>()
    for (const question of model.questions) {
      // What each answer would give: a scale's most is at one end or the other (its weight's sign).
      const options = question.kind === 'choice' ? question.options.map((option) => option.id) : ['1', '5']
      const best = new Map<string, number>()
      for (const option of options)
        for (const [factor, value] of Object.entries(answerFeeds(question, option)))
          best.set(factor, Math.max(best.get(factor) ?? 0, value))
      for (const [factor, value] of best) most.set(factor, (most.get(factor) ?? 0) + value)
    }
    const domainOf = new Map(model.domains.flatMap((domain) => domain.factors.map((f) => [f.id, domain.id])))
    totals = { most, domainOf }
    modelTotals.set(model, totals)
  }
  return totals
}
/** A behaviour is named as shown in the answers only when they gave it at least this share of its most. */
const SHOWN_MIN_SHARE = 0.5

/**
 * The behaviours (factors) of a domain that the child's answers showed most, at most two, strongest first: each
 * factor's total from the answers as a share of the most any answers could give it. Empty when none reaches
 * SHOWN_MIN_SHARE, so a domain the answers barely touched names nothing.
 */
export function behavioursShown(model: ScanModel, answers: Answers, domainId: string): string[] {
  const domain = model.domains.find((candidate) => candidate.id === domainId)
  if (!domain) return []
  const { most } = totalsOf(model)
  const given = new Map<string, number>()
  for (const question of model.questions) {
    const answer = answers[question.id]
    if (answer === undefined) continue
    for (const [factor, value] of Object.entries(answerFeeds(question, answer)))
      given.set(factor, (given.get(factor) ?? 0) + value)
  }
  return domain.factors
    .map((factor, order) => ({
      name: factor.name,
      order,
      share: (most.get(factor.id) ?? 0) > 0 ? (given.get(factor.id) ?? 0) / most.get(factor.id)! : 0,
    }))
    .filter((factor) => factor.share >= SHOWN_MIN_SHARE)
    .sort((a, b) => b.share - a.share || a.order - b.order)
    .slice(0, 2)
    .map((factor) => factor.name)
}

/** An answer is quoted for a domain only when it fed the domain this much (a main answer weighs 0.6-1)... */
const QUOTE_MIN_GAIN = 0.5
/** ...and the domain is among what the answer says most: at least this share of the most it gave any one domain. */
const QUOTE_MAIN_SHARE = 0.8

export interface OwnAnswer {
  question: string
  kind: 'choice' | 'scale'
  /** The question's prompt (a scale question's statement). */
  prompt: string
  /** The chosen option's label, or the scale's words for the rating. */
  label: string
}

/**
 * The child's answer that fed a domain most, above the least any answer to its question would have: the child's own
 * words a domain can quote (a rating only when the child agreed with its statement, and only an answer that says
 * most about this domain: none that feeds it only on the side). Questions in `skip` are passed over; `kinds` limits
 * the kinds of question. Null when no answer set the domain clearly apart.
 */
export function strongestAnswer(
  model: ScanModel,
  answers: Answers,
  domainId: string,
  skip: ReadonlySet<string> = new Set(),
  kinds: readonly OwnAnswer['kind'][] = ['choice', 'scale'],
): OwnAnswer | null {
  const factors = new Set(model.domains.find((domain) => domain.id === domainId)?.factors.map((f) => f.id))
  const fed = (feeds: Readonly<Record<string, number>>) =>
    Object.entries(feeds).reduce((sum, [factor, weight]) => sum + (factors.has(factor) ? weight : 0), 0)
  const { domainOf } = totalsOf(model)
  /** The most an answer gave any one domain: an answer is quoted only for a domain it speaks of most. */
  const mainFed = (feeds: Readonly<Record<string, number>>) => {
    const byDomain = new Map<string, number>()
    for (const [factor, weight] of Object.entries(feeds)) {
      const domain = domainOf.get(factor)
      if (domain) byDomain.set(domain, (byDomain.get(domain) ?? 0) + weight)
    }
    return Math.max(0, ...byDomain.values())
  }
  let best: (OwnAnswer & { gain: number }) | null = null
  for (const question of model.questions) {
    const answer = answers[question.id]
    if (!kinds.includes(question.kind) || skip.has(question.id) || answer === undefined) continue
    const options =
      question.kind === 'choice' ? question.options.map((option) => option.id) : [...scaleValues]
    if (!options.includes(answer)) continue
    // A rating is quoted only where the child agreed (4-5) and agreeing feeds the domain: a quoted statement the
    // child rated low would read as said of them (and the truth check, src/engine/echoes.ts, would rightly object).
    if (
      question.kind === 'scale' &&
      (Number(answer) < 4 || fed(answerFeeds(question, answer)) <= fed(answerFeeds(question, '3')))
    )
      continue
    const feeds = answerFeeds(question, answer)
    if (fed(feeds) < QUOTE_MAIN_SHARE * mainFed(feeds)) continue
    const gain = fed(feeds) - Math.min(...options.map((option) => fed(answerFeeds(question, option))))
    if (gain >= QUOTE_MIN_GAIN && (!best || gain > best.gain)) {
      const label =
        question.kind === 'choice'
          ? (question.options.find((option) => option.id === answer)?.label ?? answer)
          : (model.scaleLabels[scaleValues.indexOf(answer as (typeof scaleValues)[number])] ?? answer)
      best = { question: question.id, kind: question.kind, prompt: question.prompt, label, gain }
    }
  }
  return best && { question: best.question, kind: best.kind, prompt: best.prompt, label: best.label }
}

/** The choice question whose chosen answer fed a domain most (strongestAnswer among the choices): a strength quotes it. */
export function strongestChoice(
  model: ScanModel,
  answers: Answers,
  domainId: string,
): { question: string; prompt: string; label: string } | null {
  const answer = strongestAnswer(model, answers, domainId, new Set(), ['choice'])
  return answer && { question: answer.question, prompt: answer.prompt, label: answer.label }
}

/** The choices behind these domains (strongest first) that the child made, one a question, three at most. */
function ownChoices(model: ScanModel, answers: Answers | undefined, domainIds: readonly string[]) {
  if (!answers) return []
  const byQuestion = new Map<string, { prompt: string; label: string }>()
  for (const id of domainIds) {
    if (byQuestion.size === 3) break
    const choice = strongestChoice(model, answers, id)
    if (choice && !byQuestion.has(choice.question)) byQuestion.set(choice.question, choice)
  }
  return [...byQuestion.values()].map(({ prompt, label }) => ({ prompt, label }))
}

/** When a school event falls: its month, or for the stream choice beyond the plan only "later" and its year. */
function whenOf(
  words: Pick<AdviceContent, 'monthYear' | 'later'>,
  event: { year: number; month: number; event: SchoolEvent },
): string {
  return event.event === 'stream-ahead' ? words.later(event.year) : words.monthYear(event.year, event.month)
}

function buildAdvice(
  input: ReportInput,
  families: readonly ReportFamily[],
  domains: readonly ReportDomain[],
  /** The child's first growing areas and main way of learning, as the parents' page names them; the top strengths. */
  facts: Pick<ParentFacts, 'growing' | 'learning'> & { strengthIds: readonly string[] },
): ReportAdvice {
  const { profile, model, content } = input
  const words = content.advice
  const context = input.context ?? contextFromClass(input.child.classLevel)
  const catalogue: CatalogueTexts = model.language.startsWith('hi') ? catalogueHi : catalogueEn
  const classLevel = context.classLevel
  const flags = input.answers ? answeringFlags(model, input.answers, input.answering) : []
  // Answers that say nothing of the child (one answer throughout, the middle of every scale): the summary names no
  // strengths, growing areas or one family to ask about, and the box above it already says how sure the report is.
  const noSignal = flags.some((flag) => flag === 'same-answer' || flag === 'all-middle')
  const leading = families.filter((_, index) => profile.careers[index]?.leading)
  const leadingTitles = leading.map((family) => family.title)
  const titleOf = new Map(families.map((family) => [family.id, family.title]))
  const nameOf = new Map(domains.map((domain) => [domain.id, domain.name]))
  const bandOf = new Map(domains.map((domain) => [domain.id, domain.band]))
  const strengths = facts.strengthIds.map((id) => nameOf.get(id) ?? id)
  const examNames = (ids: readonly string[]) =>
    ids.map((id) => {
      const exam = catalogue.exams[id as keyof CatalogueTexts['exams']]
      return exam ? `${exam.name} (${exam.when})` : id
    })

  const fits = streamFits(profile)
  const topFits = fits.filter((fit) => fit.leading)
  const kind = classLevel <= 8 ? 'explore' : classLevel <= 10 ? 'stream' : 'paths'
  const explore = leading
    .slice(0, 3)
    .flatMap((family) => words.explore[family.id].slice(0, leading.length > 1 ? 2 : 4))
  const stream = context.stream
  const shown = leading.slice(0, 3)
  const otherRoutes =
    kind === 'paths' && stream
      ? shown.map((family) => {
          const open = openFromStream(family.id, stream)
          return open.length > 0
            ? `${family.title}: ${open
                .slice(0, 4)
                .map((career) => catalogue.careers[career.id]?.title ?? career.id)
                .join(', ')}`
            : words.otherRoutes(family.title, words.streamNames[stream])
        })
      : []
  const calendar = schoolEvents(classLevel, input.preparedOn, context.stream).map(
    (event) => `${whenOf(words, event)}: ${words.events[event.event](event.classLevel)}`,
  )

  return {
    context,
    flags,
    summary: {
      heading: words.summaryHeading,
      certainty: flags.length > 0 ? '' : words.certainty[profile.certainty],
      strengthsLabel: words.strengthsLabel,
      strengths: noSignal ? [] : strengths.slice(0, 3),
      growingLabel: content.challenges.heading,
      growing: noSignal ? [] : facts.growing,
      streamsLabel: words.streamsLabel,
      streams: kind === 'stream' ? topFits.map((fit) => words.streamNames[fit.stream]) : [],
      leadingLabel: words.leadingLabel,
      leading: leadingTitles,
      tiedNote: leadingTitles.length > 1 ? words.tiedNote : null,
      nextDecisionLabel: words.nextDecisionLabel,
      nextDecision: words.nextDecision(classLevel),
      thisMonthLabel: words.thisMonthLabel,
      thisMonth: noSignal
        ? words.thisMonth(classLevel, [], '')
        : words.thisMonth(classLevel, leadingTitles.slice(0, 2), strengths[0] ?? ''),
      careless:
        flags.length > 0
          ? {
              heading: words.carelessHeading,
              lines: flags.map((flag) => words.careless[flag]),
              retake: words.retake,
            }
          : null,
    },
    child: {
      heading: words.childHeading(input.child.firstName),
      // Answers that say nothing of the child: the page says first that it can only guess, as the summary does.
      lines: [
        ...(noSignal ? [words.childGuess] : []),
        ...words.childLines(
          context.addressAs,
          facts.strengthIds.slice(0, 3).map((id) => words.childNames[id] ?? nameOf.get(id) ?? id),
          leadingTitles.slice(0, 3),
          ownChoices(model, input.answers, facts.strengthIds),
          facts.learning,
          profile.challenges.slice(0, 2).map((id) => words.childNames[id] ?? nameOf.get(id) ?? id),
        ),
      ],
    },
    classAdvice: {
      heading: words.classHeading(classLevel),
      intro:
        kind === 'explore'
          ? words.exploreIntro
          : kind === 'stream'
            ? words.streamIntro
            : words.pathsIntro(stream ? words.streamNames[stream] : ''),
      kind,
      explore: kind === 'explore' ? explore : [],
      streams:
        kind === 'stream'
          ? fits.map((fit) => {
              const closeness = fit.closeness
              // A stream less close is said by the area it rests on most (the child's answers lean less there); the
              // others by the area that makes them close for this child.
              const family = families.find(
                (candidate) => candidate.id === (closeness === 'less' ? fit.main : fit.carrier),
              )
              return {
                name: words.streamNames[fit.stream],
                fit: fit.fit,
                fitWord: words.fitWords[closeness],
                leading: fit.leading,
                // From the answers, then from the subjects the parent said the child enjoys most and least.
                why: [
                  family
                    ? words.streamWhy(
                        input.child.firstName,
                        family.title,
                        family.reasons.map((reason) => reason.toLowerCase()),
                        closeness,
                      )
                    : '',
                  words.streamSubjects(
                    input.child.firstName,
                    STREAM_SUBJECTS[fit.stream].filter((subject) => context.enjoys.includes(subject)),
                    STREAM_SUBJECTS[fit.stream].filter((subject) => context.dislikes.includes(subject)),
                  ),
                ]
                  .filter(Boolean)
                  .join(' '),
                check: `${words.checkLead(
                  input.child.firstName,
                  nameOf.get(STREAM_KEY_DOMAIN[fit.stream]) ?? STREAM_KEY_DOMAIN[fit.stream],
                  bandOf.get(STREAM_KEY_DOMAIN[fit.stream]) ?? 'balanced',
                  STREAM_SUBJECTS[fit.stream].filter((subject) => context.enjoys.includes(subject)),
                )} ${words.streamCheck[fit.stream]}`,
                exams: examNames(STREAM_CHOICE_EXAMS[fit.stream]),
              }
            })
          : [],
      tiedNote: kind === 'stream' && topFits.length > 1 ? words.tiedNote : null,
      exams: kind === 'paths' && stream ? examNames(STREAM_EXAMS[stream]) : [],
      otherRoutes,
      prepareLabel: words.prepareLabel,
      prepare: kind === 'paths' && stream ? words.prepare[stream] : [],
      calendarLabel: words.calendarLabel,
      // The stream page, the fullest of the class pages, points to the roadmap's milestones rather than listing the
      // same dates twice (a parent read all nine on both pages).
      calendar: kind === 'stream' ? [] : calendar,
      ...(kind === 'stream' ? { calendarNote: words.calendarInRoadmap } : {}),
    },
    careers: {
      label: words.careersLabel,
      examsLabel: words.examsLabel,
      // The three families with a page of their own, each with the careers that best match this child.
      families: families.slice(0, 3).map((family) => ({
        title: titleOf.get(family.id) ?? family.id,
        careers: matchCareers(profile, context, family.id).map((career) => {
          const texts = catalogue.careers[career.id]
          // A class 11-12 child's stream that does not usually lead there: said, not left for the parent to find.
          const elsewhere = kind === 'paths' && stream !== null && !career.streams.includes(stream)
          return {
            title: texts?.title ?? career.id,
            course: [texts?.course ?? '', elsewhere ? words.otherStream(words.streamNames[stream]) : '']
              .filter(Boolean)
              .join(' '),
            work: texts?.work ?? '',
            exams: career.exams.map((id) => catalogue.exams[id].name),
          }
        }),
      })),
    },
    aptitudeNote: words.aptitudeNote,
  }
}
