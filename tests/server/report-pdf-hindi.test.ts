/**
 * The Hindi report PDF's text layer, on a whole document (issue 51 point 11): every line copies out and is found
 * by search, in reading order, in poppler and MuPDF; and the file carries only the glyphs it draws.
 */
import { describe, expect, it } from 'vitest'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { scanModel } from '../../src/engine/model'
import { buildReport } from '../../src/engine/report'
import { scoreAnswers } from '../../src/engine/score'
import { optionIds } from '../../src/engine/check-model'
import { pdfFonts } from '../../server/pdf/pdf-text'
import { renderReportPdf } from '../../server/reports/report-pdf'
import { reportLanguages } from '../../server/reports/reports'
import { pdfCmapProblems } from './pdf-cmap'

/**
 * The Hindi sample report measured 1,555 KB before (every outline drawn out in full at each place, and most of a
 * line drawn as outlines where a cluster was lost), 172 KB after; English ones are 65-95 KB. The bound leaves room
 * for the report's words to grow.
 */
const MAX_BYTES = 300 * 1024

const installed = (command: string, ...args: string[]) => spawnSync(command, args).error === undefined
const pdftotext = installed('pdftotext', '-v')
const mutool = installed('mutool', '-v')
// CI installs both (.ci/run); elsewhere the extractor's own checks are skipped.
if (!pdftotext)
  console.warn('pdftotext (poppler-utils) is not installed: its Hindi report checks are skipped')
if (!mutool) console.warn('mutool (mupdf-tools) is not installed: its Hindi report checks are skipped')

/** Runs an extractor on a PDF (written to a file of its own): what it prints, and what it warns. */
function run(pdf: Buffer, command: string, args: (file: string) => string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'report-pdf-hi-'))
  try {
    writeFileSync(join(dir, 'report.pdf'), pdf)
    const result = spawnSync(command, args(join(dir, 'report.pdf')), { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`${command}: ${result.stderr}`)
    return { text: result.stdout, warnings: result.stderr }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Any run of spaces and line ends is one space: a paragraph wrapped over lines reads as it was written. */
// A line may wrap after a hyphen ("उतार-" / "चढ़ाव"): poppler joins such lines without the hyphen, MuPDF keeps
// it and the line break; the comparison sets a hyphen and the space after it aside.
const words = (text: string) => text.replace(/-\s*/g, '').replace(/\s+/g, ' ').trim()

// A child of class 9 with answers spread over every option (as the sample's would be), in Hindi.
const answers = Object.fromEntries(
  scanModel.questions.map((question, index) => {
    const ids = optionIds(question)
    return [question.id, ids[(index * 3) % ids.length]!]
  }),
)
const { model, content, families } = reportLanguages.hi
const report = buildReport({
  profile: scoreAnswers(scanModel, answers),
  model,
  content,
  families,
  child: { firstName: 'आरव', classLevel: 9 },
  preparedOn: '2026-11-25',
  preparedOnText: '25 नवंबर 2026',
})
let rendered: Promise<Buffer> | undefined
const pdf = () => (rendered ??= renderReportPdf(report))

/**
 * Known paragraphs, each wrapped over two or more lines, in the order the report prints them: the page on how to
 * read it, what each of the 33 domains' band says, and the last page's. Among them, words ending in ों and ें
 * (भागों, में): fontkit read their ा or े glyph as ो once it had drawn one, and the rest of the line was lost.
 */
const paragraphs = [
  ...report.howToRead.paragraphs,
  // (an area "where your support helps most" takes up, or a top strength, prints its text on that page, later:
  // left out here)
  ...report.glance.domains
    .filter((domain) => !report.challenges.items.some((item) => item.id === domain.id))
    .filter((domain) => !report.strengths.items.some((item) => item.id === domain.id))
    .map((domain) => domain.text),
  ...report.nextStep.paragraphs,
].map(words)

const READERS = [
  {
    name: 'poppler (pdftotext)',
    installed: pdftotext,
    extract: (file: Buffer) => run(file, 'pdftotext', (path) => ['-enc', 'UTF-8', path, '-']),
  },
  {
    name: 'MuPDF (mutool)',
    installed: mutool,
    extract: (file: Buffer) => run(file, 'mutool', (path) => ['draw', '-q', '-F', 'txt', path]),
  },
]

describe('Hindi report PDF', () => {
  it('gives each glyph the code points of the text it is drawn for (ा after ो is still ा)', async () => {
    const font = (await pdfFonts()).get('Devanagari')!
    // Noto Sans Devanagari draws ों as the glyph of ा and a ligature of े and ं.
    const [, aa] = font.layout('कों').glyphs
    const [, again] = font.layout('भा').glyphs
    expect(again!.id).toBe(aa!.id)
    expect(again!.codePoints).toEqual([0x93e])
    expect(font.layout('कों').glyphs[1]!.codePoints).toEqual([0x94b])
  })

  it('tests paragraphs that wrap, with the letters that used to lose their line', () => {
    expect(paragraphs.length).toBeGreaterThanOrEqual(30)
    expect(paragraphs.join(' ')).toMatch(/ों/)
    expect(paragraphs.join(' ')).toMatch(/ें/)
  })

  for (const reader of READERS) {
    describe.skipIf(!reader.installed)(reader.name, () => {
      it('reads the fonts without a warning and every character as a letter (no U+FFFD)', async () => {
        const { text, warnings } = reader.extract(await pdf())
        // poppler: "Illegal entry in bfrange block in ToUnicode CMap"; MuPDF: "ignoring one to many mapping
        // in cmap" (a code that stood for a whole line). MuPDF's build here has no colour management: said once.
        expect(warnings.replace(/^warning: ICC support is not available\n/m, '')).toBe('')
        expect(text).not.toContain('\uFFFD')
        expect(text).toMatch(/[\u0900-\u097f]{3}/)
      })

      it('copies out every line of known paragraphs, in reading order', async () => {
        const text = words(reader.extract(await pdf()).text)
        let from = 0
        for (const paragraph of paragraphs) {
          const at = text.indexOf(paragraph, from)
          expect(at, `${reader.name}: ${paragraph}`).toBeGreaterThanOrEqual(0)
          from = at + paragraph.length
        }
      })
    })
  }

  it('writes ToUnicode maps by the PDF spec, no code for more text than a reader takes', async () => {
    // The maps that poppler and MuPDF warned about gave one code up to 120 code points (a whole line).
    expect(pdfCmapProblems(await pdf())).toEqual([])
  })

  it(`embeds only the glyphs it draws, each outline once: under ${MAX_BYTES / 1024} KB`, async () => {
    const file = await pdf()
    expect(file.length).toBeLessThan(MAX_BYTES)
    // The embedded font files (compressed), by their objects' /Length. A whole Devanagari font compresses to
    // 88 KB; the subsets of this report measured 8 and 11 KB.
    const source = file.toString('latin1')
    const sizes = [...source.matchAll(/\/FontFile2 (\d+) 0 R/g)].map(([, id]) => {
      const object = new RegExp(`\\n${id} 0 obj\\n<<([\\s\\S]*?)>>`).exec(source)![1]!
      return Number(/\/Length (\d+)/.exec(object)![1])
    })
    expect(sizes).toHaveLength(4)
    for (const size of sizes) expect(size).toBeLessThan(30 * 1024)
    // Each outline is a form written once, drawn wherever its glyph is.
    const forms = source.match(/\/Subtype \/Form/g)?.length ?? 0
    expect(forms).toBeGreaterThan(10)
    expect(forms).toBeLessThan(400)
  })
})
