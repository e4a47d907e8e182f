/**
 * The advice for the child's class, after a parent's and a careers counsellor's reading (issue 51 point 2): the school
 * year's own milestones dated from the report, when the stream is chosen for a child of classes 6-8, the things to
 * try in classes 6-8, and the Humanities stream's subjects and design routes.
 */
import { describe, expect, it } from 'vitest'
import { reportAdviceHi } from '../../../src/content/hi/report-advice'
import { reportAdviceEn } from '../../../src/content/report-advice'
import { addMonths, schoolEvents, STREAM_CHOICE_EXAMS } from '../../../src/engine/report-advice'

/** The events of each 6-month horizon of the roadmap, as the report cuts them (months 1-6, 7-12, 13-18, 19-24). */
function horizons(classLevel: number, isoDate: string) {
  const events = schoolEvents(classLevel, isoDate)
  return [6, 12, 18, 24].map((months) => {
    const from = addMonths(isoDate, months - 6)
    const to = addMonths(isoDate, months - 1)
    return events
      .filter((event) => {
        const at = event.year * 12 + event.month
        return at >= from.year * 12 + from.month && at <= to.year * 12 + to.month
      })
      .map((event) => event.event)
  })
}

describe('the school year of the report', () => {
  it('gives a class 10 report its boards, stream and seat first, and class 12 registrations at the end', () => {
    const [first, , third, last] = horizons(10, '2026-11-28')
    expect(first).toEqual(['pre-boards', 'boards', 'stream-choice', 'new-class'])
    // (class 11's annual exams, in its second year, before class 12 starts)
    expect(third).toEqual(['annual-exams', 'new-class'])
    expect(last).toEqual(['half-yearly', 'autumn-forms'])
    expect(reportAdviceEn.events['autumn-forms'](12)).toMatch(
      /UCEED and NID DAT.*JEE Main.*check the official sites/,
    )
    expect(reportAdviceEn.events['stream-choice'](10)).toMatch(/confirm the seat and subjects at school/)
  })

  it('ends classes 6-9 and 11 with annual exams, and gives one window for the stream choice', () => {
    for (const classLevel of [7, 9, 11])
      expect(
        schoolEvents(classLevel, '2026-06-01').some(
          (event) => event.event === 'annual-exams' && event.classLevel === classLevel,
        ),
        `class ${classLevel}`,
      ).toBe(true)
    for (const words of [reportAdviceEn, reportAdviceHi('girl')])
      expect(words.events['stream-ahead'](10)).toContain(
        /\((usually|प्रायः) ([^)]*)\)/.exec(words.events['stream-choice'](10))![2]!,
      )
  })

  it('gives class 12 the registration windows of its own stream, and the admissions after the results', () => {
    const kinds = (stream: Parameters<typeof schoolEvents>[2]) =>
      schoolEvents(12, '2026-06-01', stream).map((event) => event.event)
    // A vocational student was told of NEET, JEE and the NDA.
    expect(kinds('vocational')).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(cuet-neet-forms|autumn-forms|nda-forms)$/)]),
    )
    expect(kinds('vocational')).toEqual(expect.arrayContaining(['cuet-forms', 'admissions']))
    expect(kinds('commerce')).toEqual(expect.arrayContaining(['clat-forms', 'ipmat-forms', 'cuet-forms']))
    expect(kinds('commerce')).not.toContain('cuet-neet-forms')
    // (the NDA's army wing takes every stream)
    expect(kinds('commerce')).toContain('nda-forms')
    expect(kinds('humanities')).toEqual(expect.arrayContaining(['clat-forms', 'design-forms', 'nda-forms']))
    expect(kinds('pcb')).toEqual(expect.arrayContaining(['cuet-neet-forms', 'design-forms']))
    expect(kinds('pcb')).not.toContain('autumn-forms')
    expect(kinds('pcm')).toEqual(expect.arrayContaining(['autumn-forms', 'nda-forms', 'cuet-forms']))
    // No stream known (class 10 and below): every window, as before.
    expect(kinds(null)).toEqual(expect.arrayContaining(['autumn-forms', 'nda-forms', 'cuet-neet-forms']))
    for (const kind of ['cuet-forms', 'design-forms', 'clat-forms', 'ipmat-forms', 'admissions'] as const)
      for (const words of [reportAdviceEn, reportAdviceHi('girl')]) {
        expect(words.events[kind](12)).toMatch(/usually|प्रायः/)
        expect(words.events[kind](12)).toMatch(/official site|आधिकारिक वेबसाइट/)
      }
  })

  it('names every registration window of class 12 with "usually" and the official site', () => {
    const kinds = schoolEvents(12, '2026-06-01').map((event) => event.event)
    expect(kinds).toEqual(expect.arrayContaining(['autumn-forms', 'nda-forms', 'cuet-neet-forms', 'boards']))
    for (const kind of ['autumn-forms', 'nda-forms', 'cuet-neet-forms'] as const)
      for (const words of [reportAdviceEn, reportAdviceHi('girl')]) {
        expect(words.events[kind](12)).toMatch(/usually|प्रायः/)
        expect(words.events[kind](12)).toMatch(/official site|आधिकारिक वेबसाइट/)
      }
  })

  it('tells a child of classes 6-8 when the stream is chosen: March of the year class 10 ends', () => {
    for (const [classLevel, isoDate, year] of [
      [7, '2026-11-28', 2030],
      [6, '2026-06-10', 2031],
      [8, '2027-01-15', 2029],
    ] as const) {
      const ahead = schoolEvents(classLevel, isoDate).filter((event) => event.event === 'stream-ahead')
      expect(ahead, `class ${classLevel} on ${isoDate}`).toEqual([
        { year, month: 3, event: 'stream-ahead', classLevel: 10 },
      ])
    }
    // Within the 24 months the stream choice itself is shown, once.
    const soon = schoolEvents(8, '2027-03-10').map((event) => event.event)
    expect(soon).toContain('stream-choice')
    expect(soon).not.toContain('stream-ahead')
    expect(reportAdviceEn.events['stream-ahead'](10)).toMatch(/end of class 10.*no decision is needed now/)
  })
})

describe('things to try in classes 6-8', () => {
  it('lists for every area the subjects, two kinds of reading, an activity and one new thing', () => {
    for (const words of [reportAdviceEn, reportAdviceHi('girl'), reportAdviceHi('name')])
      for (const [family, items] of Object.entries(words.explore)) {
        expect(items, family).toHaveLength(4)
        expect(items[0], family).toMatch(/^Subjects to enjoy in classes 6-8: |^कक्षा 6-8 में रुचि से पढ़ने के विषय: /)
        expect(items[1], family).toMatch(/^Two kinds of reading: |^दो तरह का पढ़ना: /)
        expect(items[3], family).toMatch(/chose less often|कम चुना/)
      }
  })
})

describe('the Humanities stream', () => {
  it('names painting, music and mass media, and the design entrances open to any stream', () => {
    expect(reportAdviceEn.streamCheck.humanities).toMatch(/painting, music or mass media/)
    expect(reportAdviceEn.streamCheck.humanities).toMatch(
      /design entrances \(UCEED, NID DAT, NIFT\) take students from any stream/,
    )
    expect(reportAdviceHi('name').streamCheck.humanities).toMatch(/चित्रकला, संगीत या मास मीडिया/)
    expect(reportAdviceHi('name').streamCheck.humanities).toMatch(/किसी भी स्ट्रीम/)
    expect(STREAM_CHOICE_EXAMS.humanities).toEqual(expect.arrayContaining(['nid-dat', 'nift', 'uceed']))
  })
})
