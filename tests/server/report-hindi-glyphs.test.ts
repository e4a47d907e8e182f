/**
 * Every character the Hindi report draws has a glyph in the font it is set in. A character that belongs to no script
 * (a digit, a sign, "½") is set in the font of the text around it, so in Devanagari's among Hindi words: the Hindi PDF
 * drew "एमबीबीएस 5½ वर्ष" with an empty box for ½ while its text layer still copied out "½" (the text tests passed).
 */
import { describe, expect, it } from 'vitest'
import { archetypes } from '../../src/engine/archetypes'
import { fontKey, pdfFonts } from '../../server/invoices/pdf-fonts'
import { splitByScript } from '../../server/invoices/script-runs'
import { archetypeReport, drawReport } from '../../server/reports/boilerplate'

describe('the Hindi report’s glyphs', () => {
  it('draws no character its font lacks, for every archetype in classes 7, 10 and 12', async () => {
    const fonts = await pdfFonts()
    const missing = new Set<string>()
    for (const classLevel of [7, 10, 12])
      for (const archetype of archetypes) {
        const drawn = await drawReport(archetypeReport(archetype, 'कविता', { addressAs: 'girl' }, classLevel))
        for (const text of drawn.pages.flat())
          for (const run of splitByScript(text)) {
            const font = fonts.get(fontKey(run.script, false))!
            for (const char of run.text)
              if (!/\s/.test(char) && !font.hasGlyphForCodePoint(char.codePointAt(0)!))
                missing.add(
                  `${char} (U+${char.codePointAt(0)!.toString(16)}) in ${run.script}: ${text.slice(0, 60)}`,
                )
          }
      }
    expect([...missing]).toEqual([])
  }, 120_000)
})
