import { checkModel, modelTexts, optionIds, structureDifferences } from '../../../src/engine/check-model'
import { scanModel } from '../../../src/engine/model'
import { scanModelEn } from '../../../src/engine/model.en'
import { scanModelHi, translateModel } from '../../../src/engine/model.hi'
import { answerFeeds, IncompleteAnswersError, scoreAnswers } from '../../../src/engine/score'
import { careerFamilyIds, type Answers, type CareerFamilyId, type ScanModel } from '../../../src/engine/types'
import { careerFamilies } from '../../../src/content/careers'

const first = (model: ScanModel): Answers =>
  Object.fromEntries(model.questions.map((question) => [question.id, optionIds(question)[0]!]))
const last = (model: ScanModel): Answers =>
  Object.fromEntries(model.questions.map((question) => [question.id, optionIds(question).at(-1)!]))

describe('the model file', () => {
  it('is consistent: 27 questions, 33 domains of 7 factors, every factor moved, weights in range, every option scored', () => {
    expect(checkModel(scanModel)).toEqual([])
  })

  it('ranks the seven families of /career-insight', () => {
    expect(scanModel.careers.map((career) => career.family)).toEqual(
      careerFamilies.map((family) => family.id),
    )
  })

  it('the checker names what is wrong', () => {
    const broken: ScanModel = {
      ...scanModel,
      version: 'one',
      questions: scanModel.questions.slice(1).map((question, index) =>
        index === 0 && question.kind === 'choice'
          ? {
              ...question,
              options: question.options.map((option, i) =>
                i === 0 ? { ...option, feeds: {}, label: 'A diagnosis of your child' } : option,
              ),
            }
          : question.kind === 'scale' && question.id === 'q25'
            ? { ...question, echoes: { asserts: ['looks things up'], denies: [] } }
            : question,
      ),
      domains: scanModel.domains.map((domain, i) =>
        i === 0 ? { ...domain, balanced: domain.strong } : domain,
      ),
      careers: scanModel.careers.map((career, i) =>
        i === 0 ? { ...career, domains: { ...career.domains, nowhere: 2 } } : career,
      ),
    }
    const problems = checkModel(broken)
    expect(problems).toContain('version "one" is not like 1.0.0')
    expect(problems).toContain('there are 26 questions; the scan has 27')
    expect(problems.some((p) => /scores nothing/.test(p))).toBe(true)
    expect(problems.some((p) => /uses "diagnos"/.test(p))).toBe(true)
    expect(problems.some((p) => /names "nowhere", which is no domain/.test(p))).toBe(true)
    expect(problems.some((p) => /gives "nowhere" the weight 2/.test(p))).toBe(true)
    expect(problems).toContain(
      'domain "curiosity" needs its own balanced text, not its strong or support text',
    )
    expect(problems).toContain(
      'question "q25" needs the phrases that assert it and those that deny it (echoes)',
    )
  })
})

describe('the Hindi model', () => {
  it('is the English model with only the texts in Hindi: the same structure, so the same answers score the same', () => {
    expect(scanModelHi.language).toBe('hi-IN')
    expect(checkModel(scanModelHi)).toEqual([])
    expect(structureDifferences(scanModelEn, scanModelHi)).toEqual([])
    // The check can fail: a weight or an option moved is a difference.
    const moved: ScanModel = {
      ...scanModelHi,
      careers: scanModelHi.careers.map((career, i) =>
        i === 0 ? { ...career, domains: { ...career.domains, curiosity: 0.11 } } : career,
      ),
      questions: scanModelHi.questions.slice().reverse(),
    }
    expect(structureDifferences(scanModelEn, moved)).toEqual(['questions', 'careers'])
    expect(scoreAnswers(scanModelHi, first(scanModelHi))).toEqual(
      scoreAnswers(scanModelEn, first(scanModelEn)),
    )
  })

  it('has every text in Hindi: no English words left, none missing', () => {
    const english = modelTexts(scanModelHi).filter(
      ([, text]) => /[A-Za-z]{2,}/.test(text) || !/[\u0900-\u097F]/.test(text),
    )
    expect(english).toEqual([])
    expect(() =>
      translateModel(
        scanModelEn,
        { scaleLabels: scanModelEn.scaleLabels, parts: {}, questions: {}, domains: {} },
        'x',
      ),
    ).toThrow(/part "personality"/)
  })
})

describe('the engine', () => {
  it('gives the same profile for the same answers, every time', () => {
    const answers = first(scanModel)
    const once = JSON.stringify(scoreAnswers(scanModel, answers))
    for (let i = 0; i < 5; i += 1) expect(JSON.stringify(scoreAnswers(scanModel, { ...answers }))).toBe(once)
  })

  it('refuses answers with a question missing or an answer the question does not have', () => {
    const answers = { ...first(scanModel) }
    const [one, two] = scanModel.questions
    delete (answers as Record<string, string>)[one!.id]
    expect(() => scoreAnswers(scanModel, answers)).toThrow(IncompleteAnswersError)
    expect(() => scoreAnswers(scanModel, { ...first(scanModel), [two!.id]: 'nope' })).toThrow(
      new RegExp(two!.id),
    )
  })

  it('scores every domain and factor 0-100, names 5 strengths, 3 things to support and a learning style', () => {
    for (const answers of [first(scanModel), last(scanModel)]) {
      const profile = scoreAnswers(scanModel, answers)
      expect(profile.modelVersion).toBe(scanModel.version)
      expect(profile.domains).toHaveLength(33)
      for (const domain of profile.domains) {
        expect(domain.factors).toHaveLength(7)
        for (const { score } of [domain, ...domain.factors]) {
          expect(score).toBeGreaterThanOrEqual(0)
          expect(score).toBeLessThanOrEqual(100)
        }
      }
      expect(profile.strengths).toHaveLength(5)
      expect(profile.challenges).toHaveLength(3)
      expect(profile.challenges.some((id) => profile.strengths.includes(id))).toBe(false)
      const learning = scanModel.domains.filter((d) => d.part === 'learning').map((d) => d.id)
      expect(learning).toContain(profile.learningStyle.primary)
      expect(profile.careers.map((c) => c.family).sort()).toEqual([...careerFamilyIds].sort())
      const fits = profile.careers.map((c) => c.fit)
      expect(fits).toEqual([...fits].sort((a, b) => b - a))
    }
    expect(scoreAnswers(scanModel, first(scanModel))).not.toEqual(scoreAnswers(scanModel, last(scanModel)))
  })

  it.each(careerFamilyIds)(
    'a child whose answers lean to %s gets it ranked first',
    (family: CareerFamilyId) => {
      // For each question, the answer that feeds the family's domains most: what such a child would pick.
      const weights = scanModel.careers.find((career) => career.family === family)!.domains
      const domainOf = new Map(scanModel.domains.flatMap((d) => d.factors.map((f) => [f.id, d.id] as const)))
      const leaning = Object.fromEntries(
        scanModel.questions.map((question) => {
          const gain = (answer: string) =>
            Object.entries(answerFeeds(question, answer)).reduce(
              (sum, [factor, value]) => sum + value * (weights[domainOf.get(factor) ?? ''] ?? 0),
              0,
            )
          const best = [...optionIds(question)].sort((a, b) => gain(b) - gain(a))[0]!
          return [question.id, best]
        }),
      )
      expect(scoreAnswers(scanModel, leaning).careers[0]?.family).toBe(family)
    },
  )

  it('scores a small model the way a reader works it out by hand', () => {
    const toy: ScanModel = {
      ...scanModel,
      questions: [
        {
          id: 'q1',
          kind: 'choice',
          prompt: 'On a free Sunday you would rather...',
          options: [
            { id: 'a', label: 'Build something', feeds: { build: 1 } },
            { id: 'b', label: 'Draw something', feeds: { draw: 1 } },
          ],
        },
        {
          id: 'q2',
          kind: 'scale',
          prompt: 'I learn best by doing.',
          feeds: { build: 0.5, doing: 1, seeing: -1 },
          echoes: { asserts: ['learns best by doing'], denies: ['rarely learns by doing'] },
        },
      ],
      domains: [
        {
          ...scanModel.domains[0]!,
          id: 'making',
          part: 'interests',
          factors: [{ id: 'build', name: 'Builds' }],
        },
        { ...scanModel.domains[0]!, id: 'art', part: 'interests', factors: [{ id: 'draw', name: 'Draws' }] },
        {
          ...scanModel.domains[0]!,
          id: 'hands',
          part: 'learning',
          factors: [{ id: 'doing', name: 'Doing' }],
        },
        {
          ...scanModel.domains[0]!,
          id: 'eyes',
          part: 'learning',
          factors: [{ id: 'seeing', name: 'Seeing' }],
        },
      ],
      careers: [
        { family: 'practical-field-work', domains: { making: 1, hands: 0.5 } },
        { family: 'creative-media', domains: { art: 1, eyes: 0.5 } },
      ],
    }
    // q1 = a, q2 = 4 ("quite like me", x = 3/4):
    //   build  = (1 + 0.5 * 3/4) / (1 + 0.5) = 1.375 / 1.5 -> 92
    //   draw   = 0 / 1 -> 0
    //   doing  = (3/4) / 1 -> 75
    //   seeing = (1 - 3/4) / 1 -> 25
    //   practical = (1 * 92 + 0.5 * 75) / 1.5 = 86.3 -> 86; creative = (0 + 0.5 * 25) / 1.5 = 8.3 -> 8
    const profile = scoreAnswers(toy, { q1: 'a', q2: '4' })
    expect(profile.domains.map((d) => [d.id, d.score])).toEqual([
      ['making', 92],
      ['art', 0],
      ['hands', 75],
      ['eyes', 25],
    ])
    expect(profile.learningStyle).toEqual({ primary: 'hands', secondary: null })
    // Margins: the largest move one changed answer makes. q1 = b turns build to 0.375 / 1.5 -> 25 and draw to 100:
    //   practical (25 + 37.5) / 1.5 = 41.7 (a move of 44.4); creative (100 + 12.5) / 1.5 = 75 (a move of 66.7),
    //   which also brings creative level with practical: both lead, the profile is 'close'.
    expect(profile.careers).toEqual([
      { family: 'practical-field-work', fit: 86, margin: 44.4, leading: true, reasons: ['making', 'hands'] },
      { family: 'creative-media', fit: 8, margin: 66.7, leading: true, reasons: ['eyes', 'art'] },
    ])
    expect(profile.certainty).toBe('close')
    expect(profile.strengths).toEqual(['making', 'art'])
  })

  it('scores one scan well under 50 ms (benchmark: prints the time)', () => {
    const sets = Array.from({ length: 200 }, (_, n) =>
      Object.fromEntries(
        scanModel.questions.map((question, i) => {
          const ids = optionIds(question)
          return [question.id, ids[(n * 7 + i * 3) % ids.length]!]
        }),
      ),
    )
    for (const answers of sets.slice(0, 20)) scoreAnswers(scanModel, answers)
    const start = performance.now()
    for (const answers of sets) scoreAnswers(scanModel, answers)
    const perScan = (performance.now() - start) / sets.length
    console.info(`engine: ${perScan.toFixed(3)} ms per scan (mean of ${sets.length})`)
    expect(perScan).toBeLessThan(50)
  })
})
