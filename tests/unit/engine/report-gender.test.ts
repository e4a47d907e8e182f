/**
 * Issue 51.1 and 51.11: the Hindi report speaks of the child in the grammatical gender the parent chose at consent.
 * A girl's report holds none of the masculine forms the texts used for every child ("आपका बच्चा शायद ... बनाता है",
 * "वह कैसा महसूस कर रहा है"), a boy's none of the feminine ones, and a report addressed by name neither "बेटी" nor
 * "बेटा". Every archetype, so every domain's strong, balanced and support text is reached; every string of the
 * document is read, wherever it sits. The English report does not depend on it.
 */
import { describe, expect, it } from 'vitest'
import { careerFamilies as careerFamiliesEn } from '../../../src/content/careers'
import { careerFamilies as careerFamiliesHi } from '../../../src/content/hi/careers'
import { reportContentEn } from '../../../src/content/report'
import { reportContentHi } from '../../../src/content/report.hi'
import { addressedVariants, textFor, variantsOf } from '../../../src/engine/addressed'
import { archetypes } from '../../../src/engine/archetypes'
import { checkModel } from '../../../src/engine/check-model'
import { scanModels } from '../../../src/engine/model'
import { buildReport, type ReportDocument } from '../../../src/engine/report'
import { scoreAnswers } from '../../../src/engine/score'
import type { AddressForm, Answers, ScanContext } from '../../../src/engine/types'
import { FEMININE, MASCULINE } from '../../server/report-text'

/** A CBSE child's school context with the way the Hindi report addresses the child. */
const contextFor = (addressAs: AddressForm, classLevel: number): ScanContext => ({
  classLevel,
  board: 'cbse',
  stream: null,
  subjects: [],
  enjoys: [],
  dislikes: [],
  addressAs,
})

function hindiReport(answers: Answers, addressAs: AddressForm, classLevel = 9): ReportDocument {
  const context = contextFor(addressAs, classLevel)
  return buildReport({
    profile: scoreAnswers(scanModels.hi, answers),
    model: scanModels.hi,
    content: reportContentHi,
    families: careerFamiliesHi,
    child: { firstName: 'कव्या', classLevel },
    preparedOn: '2026-11-28',
    preparedOnText: '28 नवंबर 2026',
    context,
    answers,
  })
}

/** Every string in the document, wherever it sits. */
function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, out)
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, out)
  return out
}

/**
 * The document's strings that may speak of the child: a family's success story tells of another child, and the
 * scan's own words quoted under a strength (“…”) are the question put to the child, not words about the child.
 */
function childStrings(document: ReportDocument): string[] {
  return stringsOf({
    ...document,
    careers: {
      ...document.careers,
      families: document.careers.families.map(({ successStory: _, ...family }) => family),
    },
  }).map((text) => text.normalize('NFC').replace(/“[^”]*”/g, '“…”'))
}

function found(document: ReportDocument, forms: readonly string[]): string[] {
  const out: string[] = []
  for (const text of childStrings(document))
    for (const form of forms) if (text.includes(form)) out.push(`“${form}” in: ${text.slice(0, 140)}`)
  return out
}

// Opposite children: each archetype as a girl and as a boy, in a class of each advice kind.
const classes = [7, 9, 11]

describe('the Hindi report speaks of the child in the gender the parent chose (issue 51.1, 51.11)', () => {
  it('a girl’s report has no masculine form of her, and says “आपकी बेटी” with feminine verbs: every archetype', () => {
    const problems: string[] = []
    archetypes.forEach((archetype, index) => {
      const document = hindiReport(archetype.answers, 'girl', classes[index % classes.length])
      problems.push(...found(document, MASCULINE).map((problem) => `${archetype.id}: ${problem}`))
      const all = stringsOf(document).join('\n')
      expect(all, archetype.id).toContain('आपकी बेटी')
      expect(/(बनाती|करती|लेती|रहती|सीखती) है/.test(all), archetype.id).toBe(true)
    })
    expect(problems).toEqual([])
  })

  it('a boy’s report has no feminine form of him, and says “आपका बेटा”: every archetype', () => {
    const problems: string[] = []
    archetypes.forEach((archetype, index) => {
      const document = hindiReport(archetype.answers, 'boy', classes[index % classes.length])
      problems.push(...found(document, FEMININE).map((problem) => `${archetype.id}: ${problem}`))
      expect(stringsOf(document).join('\n'), archetype.id).toContain('आपका बेटा')
    })
    expect(problems).toEqual([])
  })

  it('a report addressed by name says neither “बेटी” nor “बेटा”, and no feminine verb of the child', () => {
    for (const archetype of archetypes) {
      const document = hindiReport(archetype.answers, 'name')
      expect(found(document, [...FEMININE, 'आपका बेटा', 'आपके बेटे']), archetype.id).toEqual([])
    }
  })

  it('the class advice speaks of a girl as “आपकी बेटी” too, not the neutral “बच्चे” (issue 51.11)', () => {
    const girl = hindiReport(archetypes[0]!.answers, 'girl', 7).advice!
    const boy = hindiReport(archetypes[0]!.answers, 'boy', 7).advice!
    expect(girl.summary.nextDecision).toContain('आपकी बेटी बार-बार किस ओर लौटती है')
    expect(boy.summary.nextDecision).toContain('आपका बेटा बार-बार किस ओर लौटता है')
    expect(girl.aptitudeNote).toContain('आपकी बेटी को पसंद हैं')
    expect(stringsOf(girl).join('\n')).not.toMatch(/बच्चे (को|के|से|का)|बच्चा बार/)
  })

  it('every domain’s strong, balanced and support text is reached by the archetypes in each band', () => {
    const reached = new Set<string>()
    for (const archetype of archetypes)
      for (const part of hindiReport(archetype.answers, 'girl').parts)
        for (const domain of part.domains) reached.add(`${domain.id}/${domain.band}`)
    // Not every domain in every band (an archetype is a pattern, not a sweep), but each text the child's band
    // picks is read above: at least the three bands of each part.
    for (const part of scanModels.hi.parts)
      for (const band of ['stronger', 'balanced', 'growing'])
        expect(
          [...reached].some((key) =>
            scanModels.hi.domains.some((d) => d.part === part.id && key === `${d.id}/${band}`),
          ),
          `${part.id} ${band}`,
        ).toBe(true)
  })

  it('leaves the English report as it was: the way of address changes nothing in it', () => {
    const archetype = archetypes[0]!
    const english = (addressAs: AddressForm) =>
      buildReport({
        profile: scoreAnswers(scanModels.en, archetype.answers),
        model: scanModels.en,
        content: reportContentEn,
        families: careerFamiliesEn,
        child: { firstName: 'Kavya', classLevel: 9 },
        preparedOn: '2026-11-28',
        preparedOnText: '28 November 2026',
        context: contextFor(addressAs, 9),
        answers: archetype.answers,
      })
    const { advice: _girlAdvice, ...girl } = english('girl')
    const { advice: _nameAdvice, ...byName } = english('name')
    expect(girl).toEqual(byName)
  })

  it('the echo phrases (Hindi stems without gendered endings) match a text in every variant alike', () => {
    // A sentence left out for a girl must be left out for a boy: an echo found in one variant is found in all.
    const problems: string[] = []
    for (const question of scanModels.hi.questions) {
      if (question.kind !== 'scale') continue
      for (const phrase of [...question.echoes.asserts, ...question.echoes.denies])
        for (const domain of scanModels.hi.domains)
          for (const key of ['strong', 'balanced', 'support'] as const) {
            const hits = variantsOf(domain[key]).map((text) => text.includes(phrase))
            if (hits.some(Boolean) && !hits.every(Boolean))
              problems.push(`${question.id} “${phrase}” in ${domain.id} ${key}: ${hits.join(', ')}`)
          }
    }
    expect(problems).toEqual([])
  })

  it('the model check fails on a text without its variant, and the template fails on an unknown word', () => {
    const domain = scanModels.hi.domains[0]!
    const strong = domain.strong as Record<AddressForm, string>
    const broken = {
      ...scanModels.hi,
      domains: [
        { ...domain, strong: { girl: strong.girl, boy: strong.boy } as never },
        ...scanModels.hi.domains.slice(1),
      ],
    }
    expect(checkModel(broken).join('\n')).toContain(`domain "${domain.id}" strong has no "name" variant`)
    expect(checkModel(scanModels.hi)).toEqual([])
    expect(() => addressedVariants('{बेटा} शायद [बनाता|बनाती] है')).toThrow(/unknown child word/)
    expect(() => addressedVariants('{बच्चा} शायद बनाता|बनाती है')).toThrow(/\[masculine\|feminine\]/)
    expect(addressedVariants('{बच्चा} शायद [बनाता|बनाती] है')).toEqual({
      girl: 'आपकी बेटी शायद बनाती है',
      boy: 'आपका बेटा शायद बनाता है',
      name: 'आपका बच्चा शायद बनाता है',
    })
    expect(textFor('plain', 'girl')).toBe('plain')
  })
})
