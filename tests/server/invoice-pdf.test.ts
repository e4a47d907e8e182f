import { beforeAll, describe, expect, it } from 'vitest'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inflateSync } from 'node:zlib'
import * as fontkit from 'fontkit'
import { renderInvoicePdf } from '../../server/invoices/invoice-pdf'
import { InvoicePdfThread } from '../../server/invoices/invoice-pdf-thread'
import { pdfFonts } from '../../server/invoices/pdf-fonts'
import type { Invoice, SupplierDetails } from '../../server/invoices/invoices'
import { splitByScript, type Script } from '../../server/invoices/script-runs'

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
  /** The text of the glyphs, in drawing order. */
  text: string
  /** What a reader copies: the /ActualText of each marked-content span instead of the glyphs in it. */
  copied: string
  /** The /ActualText of each span. */
  spans: string[]
  /** Whether a glyph outside the spans is placed with a Tm of its own (pdfkit does that to move a mark). */
  loose: boolean
}

// pdfkit writes a span as "/Span <<\n/ActualText (...)\n>> BDC", the string a literal (UTF-16BE with a byte
// order mark where it is not ASCII) whose \, ( and ) and line ends are escaped: it is one line.
const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' }

function textString(literal: string): string {
  const bytes = literal.replace(/\\([0-7]{1,3}|[\s\S])/g, (_, escaped: string) =>
    /^[0-7]/.test(escaped) ? String.fromCharCode(parseInt(escaped, 8)) : (ESCAPES[escaped] ?? escaped),
  )
  if (!bytes.startsWith('\xfe\xff')) return bytes
  return Buffer.from(bytes.slice(2), 'latin1').swap16().toString('utf16le')
}

/**
 * What the PDF draws: one fragment per text object, with its font (PostScript name without the subset tag),
 * baseline and the text of its glyphs in drawing order, read back through the font's ToUnicode map. A
 * missing glyph (.notdef) reads as U+0000, a glyph that is only part of a letter (some Arabic forms are drawn
 * in two) as nothing.
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
      let copied = ''
      const spans: string[] = []
      let loose = false
      let inSpan = false
      let moved = false
      for (const line of block!.split('\n')) {
        if (line.startsWith('/ActualText (')) {
          const actual = textString(line.slice('/ActualText ('.length, -1))
          spans.push(actual)
          copied += actual
          inSpan = true
        } else if (line === 'EMC') inSpan = false
        else if (line.endsWith(' Tm')) {
          // The first Tm places the line; later ones only move marks.
          moved = y !== undefined && !inSpan
          y ??= Number(line.split(' ')[5])
        } else if (line.endsWith(' Tf')) resource = /^\/(F\d+) /.exec(line)?.[1] ?? ''
        else if (line.endsWith(' TJ')) {
          const glyphs = fonts.get(resource)?.glyphs ?? []
          let shown = ''
          for (const [, hex] of line.matchAll(/<([0-9a-f]*)>/g)) {
            for (let i = 0; i < hex!.length; i += 4)
              shown += glyphs[parseInt(hex!.slice(i, i + 4), 16)] ?? '?'
          }
          text += shown
          if (!inSpan) copied += shown
          loose ||= moved
          moved = false
        }
      }
      result.push({ font: fonts.get(resource)?.name ?? resource, y: y ?? NaN, text, copied, spans, loose })
    }
  }
  return result
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

  it('draws a Hindi vowel sign before the conjunct it follows in writing', async () => {
    const drawn = drawnText(await renderInvoicePdf(invoiceFor('प्रिया'), supplier))
    // प्रिया is written प ् र ि य ा; the sign ि is drawn first, on the left of the conjunct प्र.
    expect(drawn.get('NotoSansDevanagari-Regular')).toBe('िप्रया')
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
      'NotoSansDevanagari-Regular:शमार् (',
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
  ['Bengali', 'কৃষ্ণ কিশোর'],
  ['Bengali', 'দেবাশিস মৈত্র 7'],
  ['Tamil', 'ஸ்ரீநிவாசன் கோபால்'],
  ['Telugu', 'క్రిష్ణ'],
  ['Kannada', 'ಶ್ರೀ'],
  ['Kannada', 'Dr. ಶ್ರೀ 108 Rao'],
  ['Malayalam', 'ക്രിസ്'],
  ['Malayalam', 'ക്രിസ് K. 7'],
  ['Gujarati', 'કૃષ્ણ'],
  ['Gurmukhi', 'ਕ੍ਰਿਸ਼ਨ'],
  ['Oriya', 'କୃଷ୍ଣ'],
  ['OlChiki', 'ᱥᱩᱱᱤᱛᱟ ᱢᱩᱨᱢᱩ'],
  ['MeeteiMayek', 'ꯇꯣꯝꯕ ꯃꯤꯇꯩ'],
  ['Latin', 'Zoë Ünal-Łukasz'],
  // Typed with a combining diaeresis, which the font draws as the one letter ë.
  ['Latin', 'Zoe\u0308 Ünal'],
  ['Latin, Devanagari, Tamil', 'Priya शर्मा (கார்த்திக்) 12'],
]

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

const pdftotext = spawnSync('pdftotext', ['-v']).error === undefined

/**
 * The text of a PDF as poppler's pdftotext extracts it (the reference for what a reader copies), with the
 * embedding marks it puts around right-to-left text (U+202A-U+202E) taken out.
 */
function extracted(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'invoice-pdf-'))
  try {
    writeFileSync(join(dir, 'invoice.pdf'), pdf)
    const run = spawnSync('pdftotext', ['-enc', 'UTF-8', join(dir, 'invoice.pdf'), '-'], { encoding: 'utf8' })
    if (run.status !== 0) throw new Error(`pdftotext: ${run.stderr}`)
    return run.stdout.replace(/[\u202a-\u202e]/g, '')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The lines of the extracted text, without the blank lines between paragraphs. */
const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '')

describe('invoice PDF text copies out as typed', () => {
  beforeAll(() => pdfFonts())

  it.each(COPIED)('%s: %s, by the PDF structure', async (_script, name) => {
    const line = nameLine(await pdfFor(name))
    // Outside the spans, poppler reads a mark placed on its own as a word break, or as hiding its letter.
    for (const fragment of line) expect(fragment.loose, fragment.text).toBe(false)
    expect(line.map((fragment) => fragment.copied).join('')).toBe(name)
  })

  it.skipIf(!pdftotext).each(COPIED)('%s: %s, as pdftotext extracts it', async (_script, name) => {
    const text = lines(extracted(await pdfFor(name)))
    expect(text[text.indexOf('Billed to') + 1]).toBe(name)
  })

  it('spans only the glyphs that would not read as typed, no more than a word', async () => {
    const pdf = await pdfFor('प्रिया शर्मा 42, Flat 3B')
    // प्रिया is drawn िप्रया: the span covers ि and प्र. शर्मा is drawn शमार्, the reph last: all but श.
    expect(fragments(pdf).flatMap(({ spans }) => spans)).toEqual(['प्रि', 'र्मा'])
  })

  it.skipIf(!pdftotext)('an email, the supplier details and the amounts copy out as typed too', async () => {
    const details = {
      ...supplier,
      name: 'डेम एजुकेशन टेक्नोलॉजीज़',
      address: 'ऑफिस 101, अंधेरी पूर्व, मुंबई',
    }
    const pdf = await renderInvoicePdf(invoiceFor('Priya Sharma', 'प्रिया@उदाहरण.भारत'), details)
    const text = lines(extracted(pdf))
    expect(text.slice(1, 3)).toEqual(['डेम एजुकेशन टेक्नोलॉजीज़', 'ऑफिस 101, अंधेरी पूर्व, मुंबई'])
    expect(text).toContain('प्रिया@उदाहरण.भारत')
    expect(text).toContain('4,236.44')
  })

  // Right-to-left runs are drawn in visual order and get no span: readers put them in reading order themselves,
  // and poppler would do that to an /ActualText too, reversing it.
  it('leaves an Urdu name to the reader: no span, its glyphs from right to left', async () => {
    const [fragment, ...rest] = nameLine(await pdfFor('محمد علی'))
    expect(rest).toEqual([])
    expect(fragment!.spans).toEqual([])
    expect(fragment!.text).toBe([...'محمد علی'].reverse().join(''))
  })

  it.skipIf(!pdftotext)('an Urdu name copies out as typed', async () => {
    const text = lines(extracted(await pdfFor('محمد علی')))
    expect(text[text.indexOf('Billed to') + 1]).toBe('محمد علی')
  })
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
