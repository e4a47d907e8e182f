/**
 * Issue 51.11: the Hindi report reads as written in Hindi. Many domain names are verbal nouns ("चित्रों और जगह में
 * सोचना", "आँकड़े और पैसे सँभालना"), which bend before a postposition: "सोचने की ओर", "सँभालने को", never
 * "सोचना की ओर". Every archetype's report, in each class's kind of advice (explore, stream, paths) and for each way
 * of address, is read string by string for such a name before के/की/को/में/से/पर/का/ने/तक. The same reports quote
 * a rating statement in the child's own grammatical form ("पूछती हूँ" for a girl, not "पूछता/पूछती हूँ"), and say
 * how close a career area is with मेल, never पास (a parent reads "कम पास" as "barely passed").
 */
import { describe, expect, it } from 'vitest'
import { careerFamilies as careerFamiliesHi } from '../../../src/content/hi/careers'
import { reportContentHi } from '../../../src/content/report.hi'
import { archetypes, type Archetype } from '../../../src/engine/archetypes'
import { scanModels } from '../../../src/engine/model'
import { obliqueHi } from '../../../src/engine/model.hi'
import { buildReport, contextFromClass, type ReportDocument } from '../../../src/engine/report'
import { scoreAnswers } from '../../../src/engine/score'
import { addressForms, type AddressForm } from '../../../src/engine/types'

const model = scanModels.hi

/** Names whose last word ends in -ना but are nouns, not verbs: they never bend to -ने. */
const NOUNS_IN_NA = new Set(['सराहना'])

/** The domain names that are verbal nouns (their last word an infinitive in -ना). */
const infinitiveNames = model.domains
  .map((domain) => domain.name)
  .filter((name) => !NOUNS_IN_NA.has(name) && /ना$/u.test(name))

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const POSTPOSITION = '(?:के|की|को|में|से|पर|का|ने|तक)(?=[\\s,।:;)]|$)'
/** One pattern per such name: the name, a closing quote if any, then a postposition. */
const unbent = infinitiveNames.map(
  (name) => [name, new RegExp(`${escape(name)}[”’"]?\\s*${POSTPOSITION}`, 'u')] as const,
)

function unbentIn(texts: readonly string[]): string[] {
  const out: string[] = []
  for (const text of texts)
    for (const [name, pattern] of unbent)
      if (pattern.test(text)) out.push(`“${name}” before a postposition in: ${text.slice(0, 160)}`)
  return out
}

/** Every string in the document, wherever it sits. */
function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value.normalize('NFC'))
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, out)
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, out)
  return out
}

/** An archetype's Hindi report, as a real one is made: its subjects, the class, a stream in 11-12, the address. */
function hindiReport(archetype: Archetype, addressAs: AddressForm, classLevel: number): ReportDocument {
  return buildReport({
    profile: scoreAnswers(model, archetype.answers),
    model,
    content: reportContentHi,
    families: careerFamiliesHi,
    child: { firstName: 'कविता', classLevel },
    preparedOn: '2026-11-28',
    preparedOnText: '28 नवंबर 2026',
    context: {
      ...contextFromClass(classLevel),
      ...archetype.subjects,
      stream: classLevel >= 11 ? 'pcm' : null,
      addressAs,
    },
    answers: archetype.answers,
  })
}

// Class 7 (explore), 10 (the stream choice) and 11 (paths from a stream): every advice template is reached.
const CLASSES = [7, 10, 11]

const reports = archetypes.flatMap((archetype) =>
  addressForms.flatMap((addressAs) =>
    CLASSES.map((classLevel) => ({
      where: `${archetype.id}, ${addressAs}, class ${classLevel}`,
      addressAs,
      strings: stringsOf(hindiReport(archetype, addressAs, classLevel)),
    })),
  ),
)

describe('the Hindi report’s grammar (issue 51.11)', () => {
  it('knows which domain names bend, and has the bent form of each as data', () => {
    expect(infinitiveNames).toContain('चित्रों और जगह में सोचना')
    expect(infinitiveNames).toContain('आँकड़े और पैसे सँभालना')
    expect(infinitiveNames).not.toContain('सराहना')
    for (const name of infinitiveNames) expect(obliqueHi(name), name).toBe(name.replace(/ना(?=\s|$)/gu, 'ने'))
    for (const name of model.domains.map((domain) => domain.name).filter((n) => !infinitiveNames.includes(n)))
      expect(obliqueHi(name), name).toBe(name)
  })

  it('puts no unbent verbal-noun domain name before a postposition: every archetype, class kind and address', () => {
    const problems = reports.flatMap(({ where, strings }) =>
      unbentIn(strings).map((problem) => `${where}: ${problem}`),
    )
    expect(problems).toEqual([])
    // The bent form is printed where a name stands before a postposition (a class 10 stream check).
    expect(
      reports.some(({ strings }) =>
        strings.some((text) => /सँभालने को कम चुना|सोचने को कम चुना|समझने को कम चुना/u.test(text)),
      ),
    ).toBe(true)
  })

  it('the check can fail: it finds the templates as they were', () => {
    expect(unbentIn(['जाँचें (कविता ने स्कैन में आँकड़े और पैसे सँभालना को कम चुना):'])).toHaveLength(1)
    expect(unbentIn(['अंकों के साथ काम तथा चित्रों और जगह में सोचना के लिए एक छोटी आदत चुनें'])).toHaveLength(1)
    expect(unbentIn(['और “मिलकर काम करना” में किस चीज़ से मदद मिलती है'])).toHaveLength(1)
    expect(unbentIn(['तुमने इन्हें सबसे कम चुना: चित्रों और जगह में सोचना।'])).toEqual([])
  })

  it('quotes a rating statement in the child’s own form: the feminine for a girl, the masculine for a boy, both by name', () => {
    const statement = 'मैं अक्सर पूछता/पूछती हूँ “क्यों?”, और फिर ख़ुद जवाब ढूँढता/ढूँढती हूँ'
    const quoted = (addressAs: AddressForm) =>
      reportContentHi.forAddress!(addressAs).ratedAs('कविता', statement, 'बिल्कुल मुझ जैसा')
    // (the quotation inside the quoted statement in single marks)
    expect(quoted('girl')).toContain('“मैं अक्सर पूछती हूँ ‘क्यों?’, और फिर ख़ुद जवाब ढूँढती हूँ”')
    expect(quoted('boy')).toContain('“मैं अक्सर पूछता हूँ ‘क्यों?’, और फिर ख़ुद जवाब ढूँढता हूँ”')
    expect(quoted('name')).toContain(statement.replace('“', '‘').replace('”', '’'))
    // In the reports themselves: no "करता/करती" pair for a girl or a boy, and rated statements are quoted.
    const pair = /[\u0900-\u097F]\/[\u0900-\u097F]/u
    for (const { where, addressAs, strings } of reports)
      if (addressAs !== 'name')
        expect(
          strings.filter((text) => pair.test(text)),
          where,
        ).toEqual([])
    const girls = reports.filter((report) => report.addressAs === 'girl').flatMap((report) => report.strings)
    expect(girls.some((text) => /(जाती|करती|पाती|देखती|पूछती) हूँ/u.test(text))).toBe(true)
  })

  it('says how close a career area or stream is with मेल, never पास', () => {
    const problems = reports.flatMap(({ where, strings }) =>
      strings
        .filter((text) => /(सबसे|कम|बराबर) पास|पास के करियर|पास की स्ट्रीम/u.test(text))
        .map((text) => `${where}: ${text.slice(0, 120)}`),
    )
    expect(problems).toEqual([])
  })
})
