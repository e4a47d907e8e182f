/**
 * The fonts of the invoice PDF: Noto Sans for Latin (and Greek, Cyrillic), one Noto Sans font per Indic
 * script, Noto Sans Arabic for Urdu, Ol Chiki and Meetei Mayek. PDF standard fonts (Helvetica) have only
 * Western European letters.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import * as fontkit from 'fontkit'
import type { Font, Glyph } from 'fontkit'
import type { Script } from './script-runs'

// Full static fonts from Google Fonts, one package per family (SIL OFL). Unlike the web subsets split by
// Unicode range, each file also has the Latin digits and punctuation that names and emails mix in.
const PACKAGES: Record<Script, string> = {
  Latin: '@expo-google-fonts/noto-sans',
  Devanagari: '@expo-google-fonts/noto-sans-devanagari',
  Bengali: '@expo-google-fonts/noto-sans-bengali',
  Gurmukhi: '@expo-google-fonts/noto-sans-gurmukhi',
  Gujarati: '@expo-google-fonts/noto-sans-gujarati',
  Oriya: '@expo-google-fonts/noto-sans-oriya',
  Tamil: '@expo-google-fonts/noto-sans-tamil',
  Telugu: '@expo-google-fonts/noto-sans-telugu',
  Kannada: '@expo-google-fonts/noto-sans-kannada',
  Malayalam: '@expo-google-fonts/noto-sans-malayalam',
  Arabic: '@expo-google-fonts/noto-sans-arabic',
  OlChiki: '@expo-google-fonts/noto-sans-ol-chiki',
  MeeteiMayek: '@expo-google-fonts/noto-sans-meetei-mayek',
}

const require = createRequire(import.meta.url)

function fontPath(script: Script, bold: boolean): string {
  const weight = bold ? '700Bold' : '400Regular'
  const family = script === 'Latin' ? 'NotoSans' : `NotoSans${script}`
  return require.resolve(`${PACKAGES[script]}/${weight}/${family}_${weight}.ttf`)
}

/** The key of a font in the cache. */
export function fontKey(script: Script, bold: boolean): string {
  return bold ? `${script}-Bold` : script
}

let loading: Promise<ReadonlyMap<string, Font>> | undefined

/**
 * Reads and parses every font once, on the first invoice rather than at start-up (most processes never render
 * one). The parsed fonts are handed to pdfkit as they are, so their shaping tables are also read only once.
 */
export function pdfFonts(): Promise<ReadonlyMap<string, Font>> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

async function load(): Promise<ReadonlyMap<string, Font>> {
  const scripts = Object.keys(PACKAGES) as Script[]
  const fonts = new Map(
    await Promise.all(
      scripts.flatMap((script) =>
        [false, true].map(async (bold) => {
          const file = fontPath(script, bold)
          const font = fontkit.create(await readFile(file))
          if (!('layout' in font)) throw new Error(`${file} is a font collection`)
          return [fontKey(script, bold), font] as const
        }),
      ),
    ),
  )
  skipNullAnchors(fonts.get('Latin')!)
  for (const font of fonts.values()) glyphsWithTheirCodePoints(font)
  return fonts
}

/**
 * fontkit 2.0.4 keeps one Glyph object per glyph of a font, with the code points of the text it was first made
 * for, and hands that object out for every later text: in Noto Sans Devanagari the glyph of ा is first made for
 * ो (which the font draws as ा and a ligature of े), and from then on every ा says it is ो. Shaping reads those
 * code points (a glyph is a mark by them), and so does the typed-text mapping (invoice-pdf-text.ts), which then
 * found no cluster in the rest of the line and gave one glyph a whole line's text: lines lost to copy and search,
 * and mappings too long for MuPDF (issue 51). A glyph asked for with other code points than its first is a view of
 * it with its own (one per glyph and code points: views share the glyph's outline and metrics once computed).
 */
function glyphsWithTheirCodePoints(font: Font) {
  const internals = font as unknown as { getGlyph(id: number, codePoints?: number[]): Glyph | null }
  const getGlyph = internals.getGlyph
  if (typeof getGlyph !== 'function') throw new Error('fontkit internals changed: check how a glyph is made')
  const views = new Map<string, Glyph>()
  internals.getGlyph = function (id, codePoints) {
    const glyph = getGlyph.call(this, id, codePoints)
    // Asked for without code points (pdfkit's metrics), or for the glyph's own: the glyph itself.
    if (!glyph || codePoints === undefined || sameCodePoints(glyph.codePoints, codePoints)) return glyph
    const key = `${id} ${codePoints.join(' ')}`
    let view = views.get(key)
    if (!view) {
      // The glyph's outline and metrics, made first on the glyph itself, are then read through the view.
      void glyph.path
      void glyph.advanceWidth
      view = Object.create(glyph, { codePoints: { value: [...codePoints] } }) as Glyph
      views.set(key, view)
    }
    return view
  }
}

const sameCodePoints = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((code, index) => code === b[index])

interface GposProcessor {
  applyLookup(this: GposProcessor, lookupType: number, table: unknown): boolean
  applyAnchor(this: GposProcessor, markRecord: unknown, baseAnchor: unknown, baseIndex: number): void
  getAnchor(this: GposProcessor, anchor: unknown): { x: number; y: number }
  skippedNullAnchor?: boolean
}

const PATCHED = Symbol.for('invoice-pdf.fontkit-null-anchors')

/**
 * fontkit 2.0.4 throws "Cannot read properties of null (reading 'xCoordinate')" on a GPOS mark attachment
 * whose anchor is NULL, which the OpenType spec allows and the Noto Arabic, Gurmukhi, Gujarati, Tamil, Telugu
 * and Malayalam fonts use (fontkit issue #367; the fix, #374, is unreleased). Do what HarfBuzz does: a
 * subtable without an anchor for this base does not apply, so the next one may; a NULL mark anchor is (0, 0).
 * fontkit exports none of its classes: the shared prototype is reached through a font's layout engine.
 */
function skipNullAnchors(font: Font) {
  const internals = font as unknown as { _layoutEngine?: { engine?: { GPOSProcessor?: object } } }
  const processor = internals._layoutEngine?.engine?.GPOSProcessor
  if (!processor)
    throw new Error('fontkit internals changed: check whether NULL GPOS anchors still need a fix')
  const proto = Object.getPrototypeOf(processor) as GposProcessor
  if (PATCHED in proto) return
  Object.defineProperty(proto, PATCHED, { value: true })
  const { applyLookup, applyAnchor, getAnchor } = proto
  proto.getAnchor = function (anchor) {
    return anchor ? getAnchor.call(this, anchor) : { x: 0, y: 0 }
  }
  proto.applyAnchor = function (markRecord, baseAnchor, baseIndex) {
    if (baseAnchor) applyAnchor.call(this, markRecord, baseAnchor, baseIndex)
    else this.skippedNullAnchor = true
  }
  proto.applyLookup = function (lookupType, table) {
    const applied = applyLookup.call(this, lookupType, table)
    if (!this.skippedNullAnchor) return applied
    this.skippedNullAnchor = false
    return false
  }
}
