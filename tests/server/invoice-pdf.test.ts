import { beforeAll, describe, expect, it } from 'vitest'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inflateSync } from 'node:zlib'
import { init as initPdfium, type WrappedPdfiumModule } from '@embedpdf/pdfium'
import * as fontkit from 'fontkit'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { renderInvoicePdf } from '../../server/invoices/invoice-pdf'
import { clusters } from '../../server/invoices/invoice-pdf-text'
import { InvoicePdfThread } from '../../server/invoices/invoice-pdf-thread'
import { pdfFonts } from '../../server/invoices/pdf-fonts'
import type { Invoice, SupplierDetails } from '../../server/invoices/invoices'
import { splitByScript, type Script } from '../../server/invoices/script-runs'
import { pdfCmapProblems, readerOutput } from './pdf-cmap'

const supplier: SupplierDetails = {
  name: 'DEM Education Technologies Pvt. Ltd.',
  address: 'Office 101, Example Business Park, Andheri East, Mumbai, Maharashtra 400069',
  gstin: '27AAAAA0000A1Z2',
  state: 'Maharashtra',
  gstRate: 18,
}

function invoiceFor(buyerName: string, buyerEmail = 'buyer@example.com'): Invoice {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    orderId: '00000000-0000-4000-8000-000000000002',
    number: 'INV/25-26/000042',
    series: 'INV',
    financialYear: '2025-26',
    sequence: 42,
    issuedAt: new Date('2025-07-01T06:30:00Z'),
    buyerName,
    buyerEmail,
    buyerPhone: '9876543210',
    description: "Success Blueprint - Achiever's Report",
    sac: '999293',
    placeOfSupply: 'Maharashtra',
    gstRate: '18',
    totalPaise: 499900,
    taxablePaise: 423644,
    cgstPaise: 38128,
    sgstPaise: 38128,
    igstPaise: 0,
    paymentId: 'pay_Q1w2e3r4t5y6u7',
    supplierName: null,
    supplierAddress: null,
    supplierGstin: null,
    supplierState: null,
    restrictedAt: null,
  }
}

// Each name has a conjunct, a reordered or split vowel sign, or joining letters.
const NAMES: Record<Script, string> = {
  Latin: 'Zoë Ünal-Łukasz',
  Devanagari: 'प्रिया शर्मा',
  Bengali: 'অর্ক চক্রবর্তী',
  Gurmukhi: 'ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ',
  Gujarati: 'પ્રિયા પટેલ',
  Oriya: 'ସ୍ମିତା ମହାପାତ୍ର',
  Tamil: 'கார்த்திக் சுப்பிரமணியன்',
  Telugu: 'శ్రీనివాస్ రెడ్డి',
  Kannada: 'ಲಕ್ಷ್ಮಿ ಪ್ರಸಾದ್',
  Malayalam: 'ശ്രീലക്ഷ്മി കൊട്ടാരത്തിൽ',
  Arabic: 'عائشہ خان',
  OlChiki: 'ᱥᱩᱱᱤᱛᱟ ᱢᱩᱨᱢᱩ',
  MeeteiMayek: 'ꯇꯣꯝꯕ ꯃꯤꯇꯩ',
}
const scripts = Object.keys(NAMES) as Script[]

/** The font each script must be set in, by PostScript name, and its file. */
const family = (script: Script) => (script === 'Latin' ? 'NotoSans' : `NotoSans${script}`)
const require = createRequire(import.meta.url)
function fontFile(script: Script, weight = '400Regular') {
  const kebab = script.replace(/(?<=.)([A-Z])/g, '-$1').toLowerCase()
  const pkg = `@expo-google-fonts/noto-sans${script === 'Latin' ? '' : `-${kebab}`}`
  return fontkit.openSync(require.resolve(`${pkg}/${weight}/${family(script)}_${weight}.ttf`)) as fontkit.Font
}

interface Fragment {
  font: string
  /** The baseline, from the bottom of the page. */
  y: number
  /** The text of the glyphs, in drawing order, read through the font's ToUnicode map. */
  text: string
  /** Whether a glyph is placed with a Tm of its own (pdfkit does that to move a mark). */
  loose: boolean
}

/**
 * What the PDF draws: one fragment per text object, with its font (PostScript name without the subset tag),
 * baseline and the text of its glyphs in drawing order, read back through the font's ToUnicode map. A
 * missing glyph (.notdef) reads as U+0000.
 */
function fragments(pdf: Buffer): Fragment[] {
  const source = pdf.toString('latin1')
  const objects = new Map<string, string>()
  for (const [, id, body] of source.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) objects.set(id!, body!)
  const stream = (id: string | undefined) => {
    // pdfkit writes "stream\n", the data, "\nendstream": a \r before that \n is the data's own last byte.
    const data = /stream\n([\s\S]*?)\nendstream/.exec(objects.get(id ?? '') ?? '')?.[1]
    return data === undefined ? '' : inflateSync(Buffer.from(data, 'latin1')).toString('latin1')
  }
  const fonts = new Map<string, { name: string; glyphs: string[] }>()
  for (const [, resource, id] of source.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const font = objects.get(id!) ?? ''
    const name = /\/BaseFont \/(?:[A-Z]{6}\+)?([^\s/>]+)/.exec(font)?.[1] ?? resource!
    const cmap = stream(/\/ToUnicode (\d+) 0 R/.exec(font)?.[1])
    const glyphs = [...cmap.matchAll(/\[([^\]]*)\]/g)].flatMap(([, entries]) =>
      [...entries!.matchAll(/<([0-9a-f ]*)>/g)].map(([, units]) =>
        units ? String.fromCharCode(...units.split(' ').map((unit) => parseInt(unit, 16))) : '',
      ),
    )
    fonts.set(resource!, { name, glyphs })
  }
  const result: Fragment[] = []
  for (const [, contents] of source.matchAll(/\/Contents (\d+) 0 R/g)) {
    for (const [, block] of stream(contents).matchAll(/\nBT\n([\s\S]*?)\nET\n/g)) {
      let y: number | undefined
      let resource = ''
      let text = ''
      let loose = false
      for (const line of block!.split('\n')) {
        if (line.endsWith(' Tm')) {
          // The first Tm places the line; later ones only move marks.
          loose ||= y !== undefined
          y ??= Number(line.split(' ')[5])
        } else if (line.endsWith(' Tf')) resource = /^\/(F\d+) /.exec(line)?.[1] ?? ''
        else if (line.endsWith(' TJ')) {
          const glyphs = fonts.get(resource)?.glyphs ?? []
          for (const [, hex] of line.matchAll(/<([0-9a-f]*)>/g)) {
            for (let i = 0; i < hex!.length; i += 4) text += glyphs[parseInt(hex!.slice(i, i + 4), 16)] ?? '?'
          }
        }
      }
      result.push({ font: fonts.get(resource)?.name ?? resource, y: y ?? NaN, text, loose })
    }
  }
  return result
}

/** The page's content stream, inflated. */
function pageContent(pdf: Buffer): string {
  const source = pdf.toString('latin1')
  const id = /\/Contents (\d+) 0 R/.exec(source)![1]!
  const data = new RegExp(`\\n${id} 0 obj[\\s\\S]*?stream\\n([\\s\\S]*?)\\nendstream`).exec(source)![1]!
  return inflateSync(Buffer.from(data, 'latin1')).toString('latin1')
}

/** The text drawn with each font, in drawing order. */
function drawnText(pdf: Buffer): Map<string, string> {
  const drawn = new Map<string, string>()
  for (const { font, text } of fragments(pdf)) drawn.set(font, (drawn.get(font) ?? '') + text)
  return drawn
}

describe('invoice PDF fonts', () => {
  // Loads the fonts, which also fixes fontkit's NULL-anchor crash for the fontkit-level checks below.
  beforeAll(() => pdfFonts())

  it.each(scripts)('sets a %s buyer name in its own Noto font, with no missing glyph', async (script) => {
    const drawn = drawnText(await renderInvoicePdf(invoiceFor(NAMES[script]), supplier))
    expect([...drawn.keys()].sort()).toEqual(
      [...new Set(['NotoSans-Bold', 'NotoSans-Regular', `${family(script)}-Regular`])].sort(),
    )
    for (const [font, text] of drawn) expect(text, font).not.toContain('\u0000')
  })

  it('keeps the layout: every line on the baseline it had with Helvetica', async () => {
    const pdf = await renderInvoicePdf(invoiceFor('Priya Sharma'), supplier)
    // Read from the PDF this code rendered before it embedded fonts, with the same invoice.
    // The "Reverse charge: No" line (GST Rule 46(p)) sits under the payment reference; what follows moves down one line.
    const helvetica = [
      778.966, 751.862, 740.208, 729.804, 719.4, 697.874, 686.314, 674.754, 663.194, 651.634, 628.514,
      616.614, 605.054, 593.494, 562.374, 538.374, 538.374, 518.374, 518.374, 498.374, 498.374, 478.374,
      478.374, 435.81,
    ]
    expect(fragments(pdf).map(({ y }) => y)).toEqual(helvetica)
  })

  it('draws a Hindi vowel sign before the conjunct it follows in writing, and reads it as written', async () => {
    // प्रिया is written प ् र ि य ा; the sign ि is drawn first, on the left of the conjunct प्र.
    expect(fontFile('Devanagari').layout('प्रिया').glyphs[0]!.codePoints).toEqual([0x93f])
    const drawn = drawnText(await renderInvoicePdf(invoiceFor('प्रिया'), supplier))
    expect(drawn.get('NotoSansDevanagari-Regular')).toBe('प्रिया')
  })

  it('draws an Urdu name from right to left, words included', async () => {
    const drawn = drawnText(await renderInvoicePdf(invoiceFor('عائشہ خان'), supplier))
    expect(drawn.get('NotoSansArabic-Regular')).toBe([...'عائشہ خان'].reverse().join(''))
  })

  it('keeps the numbers in an Urdu address left to right', async () => {
    const address = 'مکان 12، گلی 305، ممبئی 400069'
    const drawn = drawnText(await renderInvoicePdf(invoiceFor('Aisha Khan'), { ...supplier, address }))
    // Drawn from left to right: the last number first, each in its own order.
    expect(drawn.get('NotoSansArabic-Regular')?.match(/\d+/g)).toEqual(['400069', '305', '12'])
  })

  // Ol Chiki and Meetei Mayek are written letter by letter, a glyph per character (their names above check the glyphs).
  const shaped = scripts.filter((s) => !['Latin', 'OlChiki', 'MeeteiMayek'].includes(s))
  it.each(shaped)('shapes %s with fontkit: no missing glyph, not one glyph per character', (script) => {
    const font = fontFile(script)
    const run = font.layout(NAMES[script])
    expect(run.glyphs.every((glyph) => glyph.id !== 0)).toBe(true)
    // Conjuncts, reordered or split vowel signs and joining forms all make the shaped glyphs differ from
    // the character-by-character ones.
    const plain = font.glyphsForString(NAMES[script]).map((glyph) => glyph.id)
    expect(run.glyphs.map((glyph) => glyph.id)).not.toEqual(plain)
  })

  it('sets mixed-script text run by run, each in the font of its script, on one baseline', async () => {
    const name = 'Priya शर्मा (கார்த்திக்) Aisha عائشہ خان, Pune'
    const pdf = await renderInvoicePdf(invoiceFor(name, 'प्रिया@उदाहरण.भारत'), supplier)
    const line = fragments(pdf).filter(
      ({ y }) => y === fragments(pdf).find((f) => f.text.includes('Priya'))!.y,
    )
    expect(line.map(({ font, text }) => `${font}:${text}`)).toEqual([
      'NotoSans-Regular:Priya ',
      'NotoSansDevanagari-Regular:शर्मा (',
      'NotoSansTamil-Regular:கார்த்திக்) ',
      'NotoSans-Regular:Aisha ',
      `NotoSansArabic-Regular:${[...'عائشہ خان'].reverse().join('')}`,
      'NotoSans-Regular:, Pune',
    ])
    const drawn = drawnText(pdf)
    expect([...drawn.keys()].sort()).toEqual([
      'NotoSans-Bold',
      'NotoSans-Regular',
      'NotoSansArabic-Regular',
      'NotoSansDevanagari-Regular',
      'NotoSansTamil-Regular',
    ])
    for (const [font, text] of drawn) expect(text, font).not.toContain('\u0000')
    for (const run of splitByScript(name)) {
      const glyphs = fontFile(run.script).layout(run.text).glyphs
      expect(glyphs.every((glyph) => glyph.id !== 0)).toBe(true)
    }
  })

  it('sets supplier details from config in the same way, bold included', async () => {
    const drawn = drawnText(
      await renderInvoicePdf(invoiceFor('Zoë'), {
        ...supplier,
        name: 'डेम एजुकेशन टेक्नोलॉजीज़',
        address: 'ऑफिस 101, अंधेरी पूर्व, मुंबई',
      }),
    )
    expect([...drawn.keys()].sort()).toEqual([
      'NotoSans-Bold',
      'NotoSans-Regular',
      'NotoSansDevanagari-Bold',
      'NotoSansDevanagari-Regular',
    ])
    for (const [font, text] of drawn) expect(text, font).not.toContain('\u0000')
    // Amounts, en-IN grouped, with no currency sign (the label says INR).
    expect(drawn.get('NotoSans-Regular')).toContain('4,236.44')
    expect(drawn.get('NotoSans-Bold')).toContain('4,999.00')
  })
})

/**
 * Names whose shaped glyphs are drawn in another order than typed (vowel signs before their consonant, reph,
 * split vowels), or placed one by one (marks), with digits and Latin mixed in; and names that were right already.
 */
const COPIED: [scripts: string, name: string][] = [
  ['Devanagari', 'प्रिया शर्मा'],
  ['Devanagari', 'प्रिया शर्मा 42, Flat 3B'],
  ['Devanagari (Marathi)', 'प्रवीण सावंत 9'],
  ['Bengali', 'কৃষ্ণ কিশোর'],
  ['Bengali', 'দেবাশিস মৈত্র 7'],
  ['Tamil', 'ஸ்ரீநிவாசன் கோபால்'],
  ['Tamil', 'கொண்டல் 7'],
  ['Telugu', 'క్రిష్ణ'],
  ['Telugu', 'శ్రీనివాస్ రెడ్డి 21'],
  ['Kannada', 'ಶ್ರೀ'],
  ['Kannada', 'Dr. ಶ್ರೀ 108 Rao'],
  ['Malayalam', 'ക്രിസ്'],
  ['Malayalam', 'ശ്രീലക്ഷ്മി കൊട്ടാരത്തിൽ K. 7'],
  ['Gujarati', 'કૃષ્ણ'],
  ['Gujarati', 'પ્રિયા પટેલ 5'],
  ['Gurmukhi', 'ਕ੍ਰਿਸ਼ਨ'],
  ['Gurmukhi', 'ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ 3'],
  ['Oriya', 'କୃଷ୍ଣ'],
  ['Oriya', 'ସ୍ମିତା ମହାପାତ୍ର 8'],
  ['OlChiki', 'ᱥᱩᱱᱤᱛᱟ ᱢᱩᱨᱢᱩ'],
  ['MeeteiMayek', 'ꯇꯣꯝꯕ ꯃꯤꯇꯩ'],
  ['Latin', 'Zoë Ünal-Łukasz'],
  // Typed with a combining diaeresis, which the font draws as the one letter ë.
  ['Latin', 'Zoe\u0308 Ünal'],
  ['Latin, Devanagari, Tamil', 'Priya शर्मा (கார்த்திக்) 12'],
]

/** Urdu names: drawn from right to left, read back into typed order by the reader. */
const URDU: [scripts: string, name: string][] = [
  ['Urdu', 'محمد علی'],
  ['Urdu', 'محمّد علی'],
  ['Urdu', 'عائشہ خان'],
  ['Urdu and a number', 'عائشہ خان 42'],
]
/** A line that mixes Latin and Urdu words. */
const MIXED = 'Aisha عائشہ خان, Pune'

const backwards = (text: string) => [...text].reverse().join('')

const rendered = new Map<string, Promise<Buffer>>()
function pdfFor(name: string): Promise<Buffer> {
  let pdf = rendered.get(name)
  if (!pdf) rendered.set(name, (pdf = renderInvoicePdf(invoiceFor(name), supplier)))
  return pdf
}

/** The fragments of the line after 'Billed to': the buyer's name. */
function nameLine(pdf: Buffer): Fragment[] {
  const all = fragments(pdf)
  const billedTo = all.findIndex(({ text }) => text === 'Billed to')
  return all.filter(({ y }) => y === all[billedTo + 1]!.y)
}

const installed = (command: string, ...args: string[]) => spawnSync(command, args).error === undefined
const pdftotext = installed('pdftotext', '-v')
const mutool = installed('mutool', '-v')
// The extractor tests skip only where their tool is missing; CI installs both (.ci/run).
if (!pdftotext) console.warn('pdftotext (poppler-utils) is not installed: its copy-out tests are skipped')
if (!mutool) console.warn('mutool (mupdf-tools) is not installed: its copy-out tests are skipped')

/** Runs a command-line extractor on a PDF (written to a file of its own) and returns what it prints. */
function run(pdf: Buffer, command: string, args: (file: string) => string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'invoice-pdf-'))
  try {
    writeFileSync(join(dir, 'invoice.pdf'), pdf)
    const result = spawnSync(command, args(join(dir, 'invoice.pdf')), { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`${command}: ${result.stderr}`)
    return result.stdout
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * The text of a PDF as poppler's pdftotext extracts it (poppler's viewers copy the same), with the embedding
 * marks it puts around right-to-left text (U+202A-U+202E) taken out.
 */
const extracted = (pdf: Buffer) =>
  run(pdf, 'pdftotext', (file) => ['-enc', 'UTF-8', file, '-']).replace(/[\u202a-\u202e]/g, '')

/** The text of a PDF as MuPDF extracts it (its viewers copy the same). */
const extractedByMupdf = (pdf: Buffer) => run(pdf, 'mutool', (file) => ['draw', '-q', '-F', 'txt', file])

/**
 * The text of a PDF as pdf.js (Firefox's viewer) reads it for its text layer, which is what a reader selects
 * and copies there: its text items, a line break where pdf.js marks the end of a line.
 */
async function extractedByPdfjs(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise
  try {
    const content = await (await document.getPage(1)).getTextContent()
    return content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('')
  } finally {
    await document.destroy()
  }
}

let pdfium: Promise<WrappedPdfiumModule> | undefined

/**
 * The text of a PDF's first page as PDFium (Chrome's viewer) extracts it for selection and copying:
 * FPDFText_GetText over the whole page.
 */
async function extractedByPdfium(pdf: Buffer): Promise<string> {
  pdfium ??= initPdfium({ wasmBinary: readFileSync(require.resolve('@embedpdf/pdfium/pdfium.wasm')) }).then(
    (module) => {
      module.PDFiumExt_Init()
      return module
    },
  )
  const module = await pdfium
  const { malloc, free } = module.pdfium.wasmExports
  // What was opened, each with what closes it, released in reverse order whatever happens.
  const opened: (() => unknown)[] = []
  const open = (handle: number, what: string, close: (handle: number) => unknown) => {
    if (!handle) throw new Error(`PDFium cannot open the ${what} (error ${module.FPDF_GetLastError()})`)
    opened.push(() => close(handle))
    return handle
  }
  try {
    const data = open(malloc(pdf.length), 'buffer', free)
    // The Emscripten module's memory (its type comes from @types/emscripten, which is not installed).
    ;(module.pdfium as unknown as { HEAPU8: Uint8Array }).HEAPU8.set(pdf, data)
    const document = open(module.FPDF_LoadMemDocument(data, pdf.length, ''), 'PDF', module.FPDF_CloseDocument)
    const page = open(module.FPDF_LoadPage(document, 0), 'page', module.FPDF_ClosePage)
    const text = open(module.FPDFText_LoadPage(page), 'text', module.FPDFText_ClosePage)
    const count = module.FPDFText_CountChars(text)
    const buffer = open(malloc((count + 1) * 2), 'buffer', free)
    const written = module.FPDFText_GetText(text, 0, count, buffer)
    // written counts the terminating NUL.
    return module.pdfium.UTF16ToString(buffer, Math.max(written - 1, 0) * 2)
  } finally {
    for (const close of opened.reverse()) close()
  }
}

/** A reader of PDFs and how these tests get a PDF's text out of it (pdf.js and PDFium are dev dependencies). */
interface Reader {
  name: string
  installed: boolean
  extract: (pdf: Buffer) => string | Promise<string>
  /**
   * What the reader copies where it does not copy a name as typed: its own way with right-to-left text drawn in
   * visual order (docs/api.md). Pinned, so that a test turns red once the reader changes.
   */
  gaps?: Record<string, string>
}
const READERS: Reader[] = [
  {
    name: 'poppler (pdftotext)',
    installed: pdftotext,
    extract: extracted,
    // It puts a number that follows Urdu words first, where it is drawn (on their left).
    gaps: { 'عائشہ خان 42': '42 عائشہ خان' },
  },
  {
    name: 'MuPDF (mutool)',
    installed: mutool,
    extract: extractedByMupdf,
    // MuPDF 1.21 never puts right-to-left text into reading order: it copies in drawing order, letters reversed.
    gaps: {
      'محمد علی': backwards('محمد علی'),
      'محمّد علی': backwards('محمّد علی'),
      'عائشہ خان': backwards('عائشہ خان'),
      'عائشہ خان 42': `42 ${backwards('عائشہ خان')}`,
      [MIXED]: `Aisha ${backwards('عائشہ خان')}, Pune`,
    },
  },
  // Drawing Urdu in reading order instead (which would suit MuPDF) loses its spaces in pdf.js.
  { name: 'pdf.js', installed: true, extract: extractedByPdfjs },
  {
    name: 'PDFium',
    installed: true,
    extract: extractedByPdfium,
    // It takes a line for right-to-left when it has as many right-to-left words as left-to-right ones or more (two
    // and two here), and then copies the words from right to left.
    gaps: { [MIXED]: 'Pune ,عائشہ خان Aisha' },
  },
]

/** The lines of the extracted text, trimmed, without the blank lines between paragraphs. */
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')

/** The line after 'Billed to' in an extracted text: the buyer's name. */
function copiedName(text: string): string | undefined {
  const all = lines(text)
  return all[all.indexOf('Billed to') + 1]
}

describe('invoice PDF text copies out as typed', () => {
  beforeAll(() => pdfFonts())

  it.each([...COPIED])('%s: %s, by the PDF structure', async (_script, name) => {
    const line = nameLine(await pdfFor(name))
    // A glyph placed on its own (a mark, moved with a Tm) reads as a word break or as hiding its letter.
    for (const fragment of line) expect(fragment.loose, fragment.text).toBe(false)
    expect(line.map((fragment) => fragment.text).join('')).toBe(name)
  })

  describe.each(READERS.map((reader) => [reader.name, reader] as const))('as %s copies it', (_, reader) => {
    const { installed, extract, gaps } = reader
    it.skipIf(!installed).each(
      [...COPIED, ...URDU, ['Latin and Urdu', MIXED] as const].map(([scripts, name]) => {
        const gap = gaps?.[name]
        return [gap === undefined ? scripts : `${scripts}, a known gap`, name, gap ?? name] as const
      }),
    )('%s: %s', async (_scripts, name, copied) => {
      expect(copiedName(await extract(await pdfFor(name)))).toBe(copied)
    })
  })

  it('stands a cluster for its typed text: the glyphs of प्रि and र्मा, drawn out of order, are one each', () => {
    const font = fontFile('Devanagari')
    const text = 'प्रिया शर्मा'
    const run = font.layout(text)
    const found = clusters(
      run.glyphs,
      run.positions.map((position) => position.xAdvance),
      text,
    )
    expect(found.map((cluster) => cluster.text)).toEqual(['प्रि', 'य', 'ा', ' ', 'श', 'र्मा'])
    // Together, the clusters are every glyph once, in drawing order.
    expect(found.map(({ start, end }) => [start, end])).toEqual(
      found.map((_, index) => [found[index - 1]?.end ?? 0, found[index]!.end]),
    )
    expect(found.at(-1)!.end).toBe(run.glyphs.length)
  })

  it('draws the other glyphs of a cluster as outlines, where they were', async () => {
    const pdf = await pdfFor('प्रिया शर्मा')
    const [fragment, ...rest] = nameLine(pdf)
    expect(rest).toEqual([])
    // Text: the first glyph of each cluster (प्रि: ि; या: य; र्मा: म), and one of no width for the letters
    // from a nonspacing mark on (्रि, ्मा), which pdf.js would take for a mark of no width otherwise.
    expect(fragment!.text).toBe('प्रिया शर्मा')
    // प्र, ा and the reph, each drawn after the text object of their line as a form (an XObject written once),
    // which fills the glyph's outline.
    expect(pageContent(pdf).match(/\/O\d+ Do\nQ\n/g)).toHaveLength(3)
    expect(pdf.toString('latin1').match(/\/Subtype \/Form/g)).toHaveLength(3)
  })

  it('an email, the supplier details and the amounts copy out as typed too', async () => {
    const details = {
      ...supplier,
      name: 'डेम एजुकेशन टेक्नोलॉजीज़',
      address: 'ऑफिस 101, अंधेरी पूर्व, मुंबई',
    }
    const pdf = await renderInvoicePdf(invoiceFor('Priya Sharma', 'प्रिया@उदाहरण.भारत'), details)
    for (const { name, extract } of READERS.filter((reader) => reader.installed)) {
      const all = lines(await extract(pdf))
      expect(all.slice(1, 3), name).toEqual(['डेम एजुकेशन टेक्नोलॉजीज़', 'ऑफिस 101, अंधेरी पूर्व, मुंबई'])
      expect(all, name).toContain('प्रिया@उदाहरण.भारत')
      expect(all.join('\n'), name).toContain('4,236.44')
    }
  })

  // Right-to-left runs are drawn in visual order: readers put them in reading order themselves.
  it('draws an Urdu name from left to right, its glyphs reading backwards', async () => {
    const [fragment, ...rest] = nameLine(await pdfFor('محمد علی'))
    expect(rest).toEqual([])
    expect(fragment!.text).toBe([...'محمد علی'].reverse().join(''))
  })
})

describe('invoice PDF ToUnicode maps (issue 51 point 11)', () => {
  beforeAll(() => pdfFonts())

  // Marks stacked on one letter (typed or pasted into a name) are one cluster, whose text is longer than a reader
  // takes for one code: MuPDF 1.21 ignores more than 8 UTF-16 units, poppler breaks on more than 63. Different
  // marks (U+0300 on): readers drop a character drawn again where the same one is.
  const marks = (count: number) =>
    Array.from({ length: count }, (_, index) => String.fromCodePoint(0x300 + index)).join('')
  const STACKED = `Zoe${marks(70)} प्रिया शर्मा`
  // poppler lays a pile of more than some 75 marks out over two lines: every character is copied, not in order.
  const PILE = `Zoe${marks(112)} प्रिया शर्मा`
  const NAMES = ['प्रिया शर्मा', STACKED, PILE]
  const TOOLS = [
    { command: 'pdftotext', installed: pdftotext, args: (file: string) => ['-enc', 'UTF-8', file, '-'] },
    { command: 'mutool', installed: mutool, args: (file: string) => ['draw', '-q', '-F', 'txt', file] },
  ]

  it.each(NAMES)('%s: valid maps, no code for more than the readers take', async (name) => {
    expect(pdfCmapProblems(await pdfFor(name))).toEqual([])
  })

  for (const tool of TOOLS) {
    it.skipIf(!tool.installed).each(NAMES)(
      `${tool.command} reads %s without a warning, and copies it out`,
      async (name) => {
        const { text, warnings } = readerOutput(await pdfFor(name), tool.command, tool.args)
        expect(warnings).toBe('')
        if (name !== PILE) expect(copiedName(text)).toBe(name)
        else for (const char of name.replace(/\s/g, '')) expect(text).toContain(char)
      },
    )
  }
})

describe('invoice PDF thread', () => {
  // Long and in four scripts, so that one render takes a while (~150 ms).
  const mixed = Array(6).fill('Priya शर्मा (கார்த்திக்) Aisha عائشہ خان, Pune').join(' ')

  it('renders the same invoice as the renderer itself', async () => {
    const thread = new InvoicePdfThread()
    try {
      const pdf = await thread.render(invoiceFor(mixed), supplier)
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      expect(fragments(pdf)).toEqual(fragments(await renderInvoicePdf(invoiceFor(mixed), supplier)))
    } finally {
      await thread.close()
    }
  })

  it('leaves the event loop free while it renders', async () => {
    const thread = new InvoicePdfThread()
    try {
      await thread.render(invoiceFor(mixed), supplier) // the fonts are parsed on the first one
      let last = performance.now()
      let longestGap = 0
      const ticker = setInterval(() => {
        const now = performance.now()
        longestGap = Math.max(longestGap, now - last)
        last = now
      }, 2)
      const started = performance.now()
      await thread.render(invoiceFor(mixed), supplier)
      const ended = performance.now()
      clearInterval(ticker)
      longestGap = Math.max(longestGap, ended - last)
      // Rendered on this thread, the layout is one block of nearly the whole time.
      expect(longestGap).toBeLessThan((ended - started) / 2)
    } finally {
      await thread.close()
    }
  })

  it('gives up on a render that takes too long, so that the mails behind it go out', async () => {
    const thread = new InvoicePdfThread(5)
    try {
      await expect(thread.render(invoiceFor('Asha Rao'), supplier)).rejects.toThrow(
        'invoice PDF took over 5 ms',
      )
    } finally {
      await thread.close()
    }
  })

  it('fails the renders waiting on a thread that ends, and starts a new one for the next', async () => {
    const thread = new InvoicePdfThread()
    try {
      const waiting = thread.render(invoiceFor('Asha Rao'), supplier)
      await thread.close()
      await expect(waiting).rejects.toThrow(/invoice PDF thread exited/)
      const pdf = await thread.render(invoiceFor('Asha Rao'), supplier)
      expect(drawnText(pdf).get('NotoSans-Regular')).toContain('Asha Rao')
    } finally {
      await thread.close()
    }
  })
})

describe('what every invoice says', () => {
  beforeAll(() => pdfFonts())

  it.skipIf(!pdftotext)(
    '"Reverse charge: No" (Rule 46(p)), and "TEST - not a tax invoice" on a test one',
    async () => {
      const tax = lines(extracted(await renderInvoicePdf(invoiceFor('Priya Sharma'), supplier)))
      expect(tax).toContain('TAX INVOICE')
      expect(tax).toContain('Reverse charge: No')
      expect(tax.join('\n')).not.toMatch(/TEST/)
      const test = { ...invoiceFor('Priya Sharma'), series: 'TST' as const, number: 'TST/25-26/000042' }
      const text = lines(extracted(await renderInvoicePdf(test, supplier)))
      expect(text).toContain('TEST - NOT A TAX INVOICE')
      expect(text).toContain('Reverse charge: No')
      expect(text.join(' ')).toMatch(/TEST - not a tax invoice: issued for a test payment, no money moved\./)
    },
  )
})
