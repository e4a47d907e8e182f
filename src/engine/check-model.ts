/**
 * Is the model consistent? Every problem, in words a psychologist editing the data file can act on. `npm test`
 * fails on any (tests/unit/engine.test.ts), so an inconsistent model never ships.
 */
import {
  addressForms,
  careerFamilyIds,
  domainsPerPart,
  partIds,
  scaleValues,
  type ChildText,
  type Feeds,
  type ScanModel,
} from './types'

export const QUESTION_COUNT = 27
export const DOMAIN_COUNT = 33
export const FACTORS_PER_DOMAIN = 7

/**
 * Words a report about a child must not use: it speaks of tendencies from the child's own answers, never of
 * diagnoses, scores of intelligence or a fixed fate.
 */
export const FORBIDDEN_WORDS = [
  /\bdiagnos/i,
  /\bIQ\b/,
  /\bintelligence quotient/i,
  /\bdisorder/i,
  /\bADHD\b/,
  /\bdyslexi/i,
  /\bautis/i,
  /\babnormal/i,
  /\bdestin/i,
  /\bfate\b/i,
  /\bwill never\b/i,
  /\bweakness/i,
  /\blazy\b/i,
  /\bfail(s|ed|ing|ure)?\b/i,
  // The same in Hindi (Devanagari has no \b word boundaries in JavaScript's sense).
  /निदान/,
  /विकार/,
  /आईक्यू/,
  /बुद्धि-?लब्धि/,
  /भाग्य/,
  /किस्मत|क़िस्मत/,
  /नियति/,
  /कमज़ोरी|कमजोरी/,
  /आलसी/,
  /असफल/,
  /फ़ेल|फेल/,
]

export function checkModel(model: ScanModel): string[] {
  const problems: string[] = []
  const problem = (text: string) => problems.push(text)

  if (!/^\d+\.\d+\.\d+$/.test(model.version)) problem(`version "${model.version}" is not like 1.0.0`)
  if (model.scaleLabels.some((label) => label.trim() === '')) problem('a scale label is empty')

  // Parts and domains.
  for (const id of partIds)
    if (!model.parts.some((part) => part.id === id)) problem(`part "${id}" has no name and intro`)
  if (model.domains.length !== DOMAIN_COUNT)
    problem(`there are ${model.domains.length} domains; the model has ${DOMAIN_COUNT}`)
  const factorIds = new Set<string>()
  const domainIds = new Set<string>()
  for (const id of partIds) {
    const count = model.domains.filter((domain) => domain.part === id).length
    if (count !== domainsPerPart[id]) problem(`part "${id}" has ${count} domains, not ${domainsPerPart[id]}`)
  }
  for (const domain of model.domains) {
    if (domainIds.has(domain.id)) problem(`domain id "${domain.id}" is used twice`)
    domainIds.add(domain.id)
    if (domain.factors.length !== FACTORS_PER_DOMAIN)
      problem(`domain "${domain.id}" has ${domain.factors.length} factors, not ${FACTORS_PER_DOMAIN}`)
    for (const factor of domain.factors) {
      if (factorIds.has(factor.id)) problem(`factor id "${factor.id}" is used twice`)
      factorIds.add(factor.id)
    }
    // Each band has its own words: the text for one band never prints for another.
    const same = (a: ChildText, b: ChildText) => JSON.stringify(a) === JSON.stringify(b)
    if (same(domain.balanced, domain.strong) || same(domain.balanced, domain.support))
      problem(`domain "${domain.id}" needs its own balanced text, not its strong or support text`)
    if (domain.part === 'learning' && domain.studyTips.length < 3)
      problem(`learning domain "${domain.id}" needs at least three study tips`)
  }

  // Questions and how they feed the factors.
  if (model.questions.length !== QUESTION_COUNT)
    problem(`there are ${model.questions.length} questions; the scan has ${QUESTION_COUNT}`)
  const questionIds = new Set<string>()
  /** factor id -> the questions whose answers can move it. */
  const movedBy = new Map<string, Set<string>>()
  const feedsOf = (where: string, feeds: Feeds, scale: boolean) => {
    for (const [factor, weight] of Object.entries(feeds)) {
      if (!factorIds.has(factor)) problem(`${where} feeds "${factor}", which is no factor`)
      const inRange = scale ? weight >= -1 && weight <= 1 && weight !== 0 : weight > 0 && weight <= 1
      if (!inRange)
        problem(
          `${where} gives "${factor}" the weight ${weight}, out of ${scale ? '[-1, 1] without 0' : '(0, 1]'}`,
        )
    }
  }
  for (const question of model.questions) {
    if (questionIds.has(question.id)) problem(`question id "${question.id}" is used twice`)
    questionIds.add(question.id)
    if (question.prompt.trim() === '') problem(`question "${question.id}" has no prompt`)
    const moved = (factor: string) => {
      const set = movedBy.get(factor) ?? new Set<string>()
      set.add(question.id)
      movedBy.set(factor, set)
    }
    if (question.kind === 'scale') {
      if (Object.keys(question.feeds).length === 0) problem(`question "${question.id}" scores nothing`)
      feedsOf(`question "${question.id}"`, question.feeds, true)
      // The phrases by which the report echoes the statement: without them, a text could contradict the rating.
      const { asserts, denies } = question.echoes ?? { asserts: [], denies: [] }
      if (asserts.length === 0 || denies.length === 0)
        problem(`question "${question.id}" needs the phrases that assert it and those that deny it (echoes)`)
      for (const phrase of [...asserts, ...denies])
        if (phrase.trim().length < 4)
          problem(`question "${question.id}" has an echo phrase too short to match`)
      for (const factor of Object.keys(question.feeds)) moved(factor)
      continue
    }
    if (question.options.length < 3 || question.options.length > 5)
      problem(`question "${question.id}" has ${question.options.length} options; give it 3 to 5`)
    const optionIds = new Set<string>()
    for (const option of question.options) {
      if (optionIds.has(option.id)) problem(`question "${question.id}" has two options "${option.id}"`)
      optionIds.add(option.id)
      if (option.label.trim() === '') problem(`option "${question.id}/${option.id}" has no label`)
      if (Object.keys(option.feeds).length === 0)
        problem(`option "${question.id}/${option.id}" scores nothing`)
      feedsOf(`option "${question.id}/${option.id}"`, option.feeds, false)
    }
    // A factor is moved by a choice question when the options do not all give it the same weight.
    const factors = new Set(question.options.flatMap((option) => Object.keys(option.feeds)))
    for (const factor of factors) {
      const weights = question.options.map((option) => option.feeds[factor] ?? 0)
      if (Math.max(...weights) > Math.min(...weights)) moved(factor)
    }
  }
  for (const factor of factorIds) {
    const count = movedBy.get(factor)?.size ?? 0
    if (count < 2)
      problem(`factor "${factor}" is moved by ${count} question(s); every factor needs at least 2`)
  }

  // Career families.
  const families = model.careers.map((career) => career.family)
  if (families.join() !== careerFamilyIds.join())
    problem(`careers must list the seven families in this order: ${careerFamilyIds.join(', ')}`)
  for (const career of model.careers) {
    const entries = Object.entries(career.domains)
    if (entries.length < 3)
      problem(`career family "${career.family}" leans on ${entries.length} domains; give it at least 3`)
    for (const [domain, weight] of entries) {
      if (!domainIds.has(domain))
        problem(`career family "${career.family}" names "${domain}", which is no domain`)
      if (!(weight > 0 && weight <= 1))
        problem(`career family "${career.family}" gives "${domain}" the weight ${weight}, out of (0, 1]`)
    }
  }

  // Texts that speak of the child: in a language that writes them per way of address (Hindi), every one of the
  // three variants, and the whole text in that form (a domain's text half in variants reads half masculine).
  const childTexts: [string, ChildText][] = [
    ...model.parts.map((part): [string, ChildText] => [`part "${part.id}" intro`, part.intro]),
    ...model.domains.flatMap((domain) =>
      (['summary', 'strong', 'balanced', 'support'] as const).map((key): [string, ChildText] => [
        `domain "${domain.id}" ${key}`,
        domain[key],
      ]),
    ),
  ]
  for (const [where, text] of childTexts) {
    if (typeof text === 'string') {
      if (/[[\]{}|]/.test(text)) problem(`${where} has a gendered word not written as [masculine|feminine]`)
      continue
    }
    for (const form of addressForms)
      if (typeof text[form] !== 'string' || text[form].trim() === '')
        problem(`${where} has no "${form}" variant: write it for a girl, a boy and by name`)
  }

  // Words.
  for (const [where, text] of modelTexts(model)) {
    if (text.trim() === '') problem(`${where} is empty`)
    for (const word of FORBIDDEN_WORDS)
      if (word.test(text)) problem(`${where} uses "${word.exec(text)?.[0]}": speak of tendencies, not labels`)
  }
  return problems
}

/** Every text of the model with where it is, for the word checks. */
export function modelTexts(model: ScanModel): [string, string][] {
  const texts: [string, string][] = model.scaleLabels.map((label, index) => [
    `scale label ${index + 1}`,
    label,
  ])
  const variants = (where: string, text: ChildText): [string, string][] =>
    typeof text === 'string'
      ? [[where, text]]
      : addressForms.map((form): [string, string] => [`${where} (${form})`, text[form] ?? ''])
  for (const part of model.parts)
    texts.push([`part "${part.id}" name`, part.name], ...variants(`part "${part.id}" intro`, part.intro))
  for (const question of model.questions) {
    texts.push([`question "${question.id}"`, question.prompt])
    if (question.kind === 'choice')
      for (const option of question.options)
        texts.push([`option "${question.id}/${option.id}"`, option.label])
  }
  for (const domain of model.domains) {
    texts.push(
      [`domain "${domain.id}" name`, domain.name],
      ...variants(`domain "${domain.id}" summary`, domain.summary),
      ...variants(`domain "${domain.id}" strong`, domain.strong),
      ...variants(`domain "${domain.id}" balanced`, domain.balanced),
      ...variants(`domain "${domain.id}" support`, domain.support),
    )
    domain.studyTips.forEach((tip, index) =>
      texts.push([`domain "${domain.id}" study tip ${index + 1}`, tip]),
    )
    for (const factor of domain.factors) texts.push([`factor "${factor.id}" name`, factor.name])
  }
  return texts
}

/** The answers a question accepts. */
export function optionIds(question: ScanModel['questions'][number]): readonly string[] {
  return question.kind === 'scale' ? scaleValues : question.options.map((option) => option.id)
}

/**
 * The model with every text emptied: what scores, and nothing a translation may change. Two languages' models
 * must have the same skeleton, or the same answers would score differently in them.
 */
export function modelStructure(model: ScanModel): unknown {
  return {
    version: model.version,
    scaleLabels: model.scaleLabels.length,
    parts: model.parts.map((part) => part.id),
    questions: model.questions.map((question) =>
      question.kind === 'scale'
        ? { id: question.id, kind: question.kind, feeds: question.feeds }
        : {
            id: question.id,
            kind: question.kind,
            options: question.options.map((option) => ({ id: option.id, feeds: option.feeds })),
          },
    ),
    domains: model.domains.map((domain) => ({
      id: domain.id,
      part: domain.part,
      studyTips: domain.studyTips.length,
      factors: domain.factors.map((factor) => factor.id),
    })),
    careers: model.careers,
  }
}

/** Where a translated model's structure differs from the original's (empty when they are the same). */
export function structureDifferences(original: ScanModel, translated: ScanModel): string[] {
  const a = modelStructure(original) as Record<string, unknown>
  const b = modelStructure(translated) as Record<string, unknown>
  return Object.keys(a).filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]))
}
