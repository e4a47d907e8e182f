/**
 * The Success Blueprint as a document: everything the PDF and the report page show, built from a scored profile,
 * the model's texts, the report's fixed texts (src/content/report.ts) and the careers content. Built once when the
 * report is generated and stored as it is (a delivered report never changes when the model or the copy does).
 * Pure: the server, the build (the sample report) and the tests import it.
 */
import type { CareerFamily } from '../content/careers'
import type { AnsweringTrace, CareerFamilyId, PartId, Profile, ScanContext, ScanModel } from './types'

/** Bumped when the shape of ReportDocument changes; stored with every report. */
export const REPORT_DOCUMENT_VERSION = 1

/** Where a domain stands among the child's own 33: a third each, by the child's own scores. */
export type Band = 'stronger' | 'balanced' | 'growing'

export interface RoadmapHorizon {
  months: 6 | 12 | 18 | 24
  skills: readonly string[]
  habits: readonly string[]
  milestones: readonly string[]
}

/** The report's fixed texts, one module per language with this type (src/content/report.ts). */
export interface ReportContent {
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
  learningStyle: {
    heading: string
    intro: (name: string) => string
    primary: string
    secondary: string
    tipsHeading: string
  }
  strengths: { heading: string; intro: (name: string) => string }
  challenges: { heading: string; intro: (name: string) => string }
  careers: {
    heading: string
    intro: (name: string) => string
    fitLabel: string
    /** "Why it fits: Kavya's answers lean to investigating, logical reasoning and numbers." */
    why: (name: string, reasons: readonly string[]) => string
    examplesLabel: string
    pathLabel: string
    storyLabel: string
  }
  roadmap: {
    heading: string
    intro: (name: string, families: readonly string[]) => string
    horizonLabel: (months: number) => string
    skillsLabel: string
    habitsLabel: string
    milestonesLabel: string
    /** Per career family: what 6, 12, 18 and 24 months can hold (four horizons, in order). */
    families: Readonly<Record<CareerFamilyId, readonly RoadmapHorizon[]>>
  }
  parents: {
    heading: string
    intro: string
    supportHeading: string
    support: readonly string[]
    avoidHeading: string
    avoid: readonly string[]
  }
  nextStep: { heading: string; paragraphs: readonly string[] }
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
}

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
  parents: ReportContent['parents']
  nextStep: ReportContent['nextStep']
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
  /** The child's school context, asked at consent (issue 51.1); absent for a scan made before it was asked. */
  context?: ScanContext
  /** How the child answered (issue 51.7): the engine reads careless answering from it. */
  answering?: AnsweringTrace
}

const ROADMAP_FAMILIES = 2

function merge<T>(lists: readonly (readonly T[])[]): T[] {
  const out: T[] = []
  for (const list of lists) for (const item of list) if (!out.includes(item)) out.push(item)
  return out
}

export function buildReport(input: ReportInput): ReportDocument {
  const { profile, model, content, child } = input
  const name = child.firstName
  const domainInfo = new Map(model.domains.map((domain) => [domain.id, domain]))
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
      summary: info?.summary ?? '',
      text: band === 'growing' ? (info?.support ?? '') : (info?.strong ?? ''),
    }
  })
  const domainById = new Map(domains.map((domain) => [domain.id, domain]))
  const pick = (id: string) => domainById.get(id) as ReportDomain

  const learning = (id: string, label: string) => {
    const info = domainInfo.get(id)
    return { label, name: info?.name ?? id, summary: info?.summary ?? '', tips: info?.studyTips ?? [] }
  }

  const families = profile.careers.map((ranked): ReportFamily => {
    const family = input.families.find((candidate) => candidate.id === ranked.family)
    const reasons = ranked.reasons.map((id) => domainInfo.get(id)?.name ?? id)
    return {
      id: ranked.family,
      title: family?.title ?? ranked.family,
      fit: ranked.fit,
      reasons,
      why: content.careers.why(
        name,
        reasons.map((reason) => reason.toLowerCase()),
      ),
      examples: family?.examples ?? [],
      insight: family?.insight ?? '',
      developmentPath: family?.developmentPath ?? '',
      successStory: family?.successStory ?? '',
    }
  })
  const top = families.slice(0, ROADMAP_FAMILIES)
  const horizons = ([6, 12, 18, 24] as const).map((months, index) => {
    const of = top.map((family) => content.roadmap.families[family.id][index])
    return {
      months,
      label: content.roadmap.horizonLabel(months),
      skills: merge(of.map((horizon) => horizon?.skills ?? [])),
      habits: merge(of.map((horizon) => horizon?.habits ?? [])),
      milestones: merge(of.map((horizon) => horizon?.milestones ?? [])),
    }
  })

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
    parts: profile.parts.map((part) => ({
      id: part.id,
      name: partInfo.get(part.id)?.name ?? part.id,
      intro: partInfo.get(part.id)?.intro ?? '',
      score: part.score,
      domains: domains
        .filter((domain) => domain.part === part.id)
        .map((domain) => ({
          ...domain,
          text: `${content.bandSentence[domain.band](name, domain.name)} ${domain.text}`,
        })),
    })),
    learningStyle: {
      heading: content.learningStyle.heading,
      intro: content.learningStyle.intro(name),
      primary: learning(profile.learningStyle.primary, content.learningStyle.primary),
      secondary: profile.learningStyle.secondary
        ? learning(profile.learningStyle.secondary, content.learningStyle.secondary)
        : null,
      tipsHeading: content.learningStyle.tipsHeading,
    },
    strengths: {
      heading: content.strengths.heading,
      intro: content.strengths.intro(name),
      items: profile.strengths.map(pick),
    },
    challenges: {
      heading: content.challenges.heading,
      intro: content.challenges.intro(name),
      items: profile.challenges.map((id) => ({ ...pick(id), text: domainInfo.get(id)?.support ?? '' })),
    },
    careers: {
      heading: content.careers.heading,
      intro: content.careers.intro(name),
      fitLabel: content.careers.fitLabel,
      examplesLabel: content.careers.examplesLabel,
      pathLabel: content.careers.pathLabel,
      storyLabel: content.careers.storyLabel,
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
    parents: content.parents,
    nextStep: content.nextStep,
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
