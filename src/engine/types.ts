/**
 * The shape of the DEM scan's model: the questions a child answers, the 33 domains of 7 factors each that the
 * answers are scored into, and how the seven career families read the domains. The model is data (model.en.ts);
 * the engine (score.ts) is code that never changes when a psychologist tunes the data. Pure types: the browser, the
 * server and the build all import this module.
 */

/** The report's parts; each domain belongs to one. */
export const partIds = [
  'personality',
  'interests',
  'aptitudes',
  'learning',
  'motivation',
  'life-skills',
] as const
export type PartId = (typeof partIds)[number]

/** How many domains each part has: 7 + 6 + 6 + 4 + 5 + 5 = 33. */
export const domainsPerPart: Record<PartId, number> = {
  personality: 7,
  interests: 6,
  aptitudes: 6,
  learning: 4,
  motivation: 5,
  'life-skills': 5,
}

/** The seven career families of /career-insight (src/content/careers.ts), by id. */
export const careerFamilyIds = [
  'technical-scientific',
  'creative-media',
  'healthcare-life-sciences',
  'public-service-government',
  'management-corporate',
  'banking-money-management',
  'practical-field-work',
] as const
export type CareerFamilyId = (typeof careerFamilyIds)[number]

/**
 * What choosing an answer adds to factors: factor id -> weight. In a choice question each weight is in (0, 1]; in
 * a scale question it is in [-1, 1] without 0, a negative weight meaning "the less true, the more of this factor".
 */
export type Feeds = Readonly<Record<string, number>>

export interface ChoiceOption {
  /** Unique within its question: 'a', 'b', 'c', 'd'... */
  id: string
  label: string
  feeds: Feeds
}

/** "On a free Sunday you would rather...": pick one. */
export interface ChoiceQuestion {
  id: string
  kind: 'choice'
  prompt: string
  options: readonly ChoiceOption[]
}

/**
 * The phrases by which the report's texts echo a rating statement, in the model's language (matched as
 * case-insensitive parts of a sentence): `asserts` say the statement is true of the child ("looks things up"),
 * `denies` that it is not ("rarely asks"). The report leaves out a sentence that asserts a statement the child rated
 * 1-2 or denies one rated 4-5 (src/engine/echoes.ts).
 */
export interface Echoes {
  asserts: readonly string[]
  denies: readonly string[]
}

/** "How true is this of you?": a statement answered on the five points of `scaleLabels`. */
export interface ScaleQuestion {
  id: string
  kind: 'scale'
  prompt: string
  feeds: Feeds
  echoes: Echoes
}

export type Question = ChoiceQuestion | ScaleQuestion

/** The five answers of a scale question, from 1 (not like me) to 5 (very much like me); the answer ids are '1'..'5'. */
export const scaleValues = ['1', '2', '3', '4', '5'] as const

export interface Factor {
  /** Unique in the whole model. */
  id: string
  name: string
}

/**
 * A text that speaks of the child: one string where the language has no grammatical gender to choose (English), or
 * one variant per way the parent chose to have the child addressed (AddressForm), written out in the model's data
 * (Hindi: "आपकी बेटी ... बनाती है", "आपका बेटा ... बनाता है", "आपका बच्चा ... बनाता है"). See src/engine/addressed.ts.
 */
export type ChildText = string | Readonly<Record<AddressForm, string>>

export interface Domain {
  /** Unique in the whole model. */
  id: string
  part: PartId
  name: string
  /** What the domain is about, for a parent, in one or two sentences. */
  summary: ChildText
  /** How a strong tendency in this domain tends to show, in the child's everyday life. */
  strong: ChildText
  /** How a balanced (middle) tendency tends to show, with a light suggestion: printed only for the 'balanced' band. */
  balanced: ChildText
  /** When the tendency is weaker: what helps, framed as support (never as a label or a lack). */
  support: ChildText
  /** For the learning part: study tips that suit this way of learning (at least three); empty for the others. */
  studyTips: readonly string[]
  /** Exactly seven. */
  factors: readonly Factor[]
}

export interface CareerFit {
  family: CareerFamilyId
  /** domain id -> weight in (0, 1]: how much the family leans on the domain. */
  domains: Readonly<Record<string, number>>
}

export interface PartInfo {
  id: PartId
  name: string
  /** What this part of the report tells a parent. */
  intro: ChildText
}

export interface ScanModel {
  /** Semantic version, e.g. "1.0.0": stored with every scored profile and printed on every report. */
  version: string
  /** The language of the texts (BCP 47). */
  language: string
  /** The labels of the five points of a scale question, 1 to 5. */
  scaleLabels: readonly [string, string, string, string, string]
  parts: readonly PartInfo[]
  /** Exactly 27. */
  questions: readonly Question[]
  /** Exactly 33, each with 7 factors (231 in all). */
  domains: readonly Domain[]
  /** One per career family, in careerFamilyIds' order. */
  careers: readonly CareerFit[]
}

/** One answer per question: question id -> the chosen option's id (a scale's '1'..'5'). */
export type Answers = Readonly<Record<string, string>>

export interface ScoredDomain {
  id: string
  part: PartId
  /** 0-100: the mean of its factors. */
  score: number
  /** How far one changed answer can move the score, in points (the largest move over every single change). */
  margin: number
  factors: readonly { id: string; score: number }[]
}

export interface CareerRanking {
  family: CareerFamilyId
  /** 0-100. */
  fit: number
  /** How far one changed answer can move the fit, in points. */
  margin: number
  /**
   * True for the first family and for every family that one changed answer could bring level with it or above
   * it: the report shows these as equally close, with no rank between them.
   */
  leading: boolean
  /** The domains that weigh most in the fit for this child, strongest first (three). */
  reasons: readonly string[]
}

/**
 * How sure the report can be of its leading career families: 'clear' when one family leads and no single changed
 * answer could overtake it, 'close' when two or three are within one changed answer of each other, 'open' when
 * four or more are.
 */
export type Certainty = 'clear' | 'close' | 'open'

/** What the engine makes of 27 answers. Ids and numbers only: the texts are the model's. */
export interface Profile {
  modelVersion: string
  domains: readonly ScoredDomain[]
  parts: readonly { id: PartId; score: number }[]
  /** Domain ids, strongest first (five). */
  strengths: readonly string[]
  /** Domain ids to support, the one that most needs it first (three). */
  challenges: readonly string[]
  learningStyle: { primary: string; secondary: string | null }
  /** All seven families, best fit first. */
  careers: readonly CareerRanking[]
  /** How sure the report can be of the leading families (see Certainty). */
  certainty: Certainty
}

/*
 * The child's school context, asked once at consent (with the class), stored with the scan, correctable by the
 * parent and erased with it. The 27 questions stay 27: this is what the report needs to advise for this child's
 * class, board and stream, and to write Hindi in the child's grammatical gender.
 */

/** The school boards a parent chooses from. */
export const schoolBoards = ['cbse', 'icse', 'state', 'ib-igcse', 'other'] as const
export type SchoolBoard = (typeof schoolBoards)[number]

/** The streams of classes 11-12 (the current one, for a child in 11 or 12). */
export const schoolStreams = ['pcm', 'pcb', 'pcmb', 'commerce', 'humanities', 'vocational'] as const
export type SchoolStream = (typeof schoolStreams)[number]

/** The subjects a parent picks from: the ones the child enjoys most and least, and a class 11-12 child's own. */
export const schoolSubjects = [
  'maths',
  'science',
  'physics',
  'chemistry',
  'biology',
  'english',
  'hindi',
  'regional-language',
  'social-science',
  'history',
  'geography',
  'political-science',
  'economics',
  'accountancy',
  'business-studies',
  'computer-science',
  'psychology',
  'sociology',
  'art',
  'music',
  'physical-education',
] as const
export type SchoolSubject = (typeof schoolSubjects)[number]

/** How the Hindi report addresses the child: as a girl, as a boy, or by name only (grammatically neutral). */
export const addressForms = ['girl', 'boy', 'name'] as const
export type AddressForm = (typeof addressForms)[number]

export interface ScanContext {
  /** 6-12. */
  classLevel: number
  board: SchoolBoard
  /** Classes 11-12 only (null below). */
  stream: SchoolStream | null
  /** Classes 11-12: the subjects the child takes now (empty below). */
  subjects: readonly SchoolSubject[]
  /** Up to three each. */
  enjoys: readonly SchoolSubject[]
  dislikes: readonly SchoolSubject[]
  addressAs: AddressForm
}

/**
 * How the child answered, beside what: the seconds between one answer and the next (in question order, as the
 * server received them; null where unknown). The engine reads careless answering from it and from the answers.
 */
export interface AnsweringTrace {
  secondsPerAnswer: readonly (number | null)[]
}
