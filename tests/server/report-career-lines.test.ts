/**
 * The careers matched to a child, as the PDF prints them: in Hindi each sentence of a career's line ends with "।"
 * (a parent read "4 वर्ष. सामान्य प्रवेश: … सूची." before), in English with ".".
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { archetypes } from '../../src/engine/archetypes'
import { pdfFonts } from '../../server/pdf/pdf-text'
import { archetypeReport, drawReport, type DrawnReport } from '../../server/reports/boilerplate'

const archetype = (id: string) => archetypes.find((candidate) => candidate.id === id)!

describe('a career line of the PDF', () => {
  let hindi: DrawnReport
  let english: DrawnReport
  beforeAll(async () => {
    await pdfFonts()
    hindi = await drawReport(archetypeReport(archetype('carer'), 'कविता', { addressAs: 'girl' }))
    english = await drawReport(archetypeReport(archetype('carer')))
  }, 120_000)

  it('ends its sentences with "।" in Hindi and "." in English', () => {
    const lines = (drawn: DrawnReport, label: string) =>
      drawn.pages.flat().filter((text) => text.includes(`${label}:`))
    const hi = lines(hindi, 'सामान्य प्रवेश')
    expect(hi.length).toBeGreaterThan(8)
    for (const line of hi) {
      expect(line, line).toMatch(/।$/)
      expect(line, line).toMatch(/। सामान्य प्रवेश:/)
      expect(line, line).not.toMatch(/\.\s|\.$/)
    }
    const en = lines(english, 'Usual entrance')
    expect(en.length).toBeGreaterThan(8)
    for (const line of en) expect(line, line).toMatch(/\. Usual entrance: .*\.$/)
  })
})
