/**
 * Makes the text of the invoice PDF copy out as typed, in every reader.
 *
 * Readers copy, search and extract text glyph by glyph, in drawing order (or by position), each glyph read
 * through the font's ToUnicode map. pdfkit writes one map entry per glyph of the subset: the text it first stood
 * for. Shaped Indic text is not drawn in typed order (प्रि is drawn ि प्र, a reph after the letters it precedes,
 * a split vowel around its consonant), one glyph may stand for several letters or half of one, and marks are
 * placed on their own: read glyph by glyph, the words come out scrambled. Marked content with /ActualText
 * fixes that only in poppler (pdf.js ignores it, MuPDF repeats or drops letters around it).
 *
 * So the text is mapped by cluster: the shortest runs of glyphs that stand for a run of the typed text (प्रि,
 * र्मा). One glyph of a cluster stands for its text, as typed, and is as wide as the whole cluster; the other
 * glyphs of the cluster are drawn as outlines (paths), which no reader takes for text. Each (glyph, width,
 * text) is a code (CID) of its own, a glyph of the font subset of its own (a copy where needed) whose advance
 * is that width: readers that measure glyphs by the font (MuPDF) and by the W array (poppler, pdf.js) agree.
 * A reader thus sees one code per cluster, side by side, in typed order. Right-to-left lines stay drawn from
 * left to right, which poppler and pdf.js put into reading order themselves.
 */
import type { Font, Glyph } from 'fontkit'

/** A glyph's place, as pdfkit's EmbeddedFont.layout gives it: in 1/1000 em. */
interface Position {
  xAdvance: number
  yAdvance: number
  xOffset: number
  yOffset: number
  advanceWidth: number
}

/** The pdfkit 0.20 EmbeddedFont internals used here (not in @types/pdfkit). */
interface EmbeddedFont {
  font: Font
  /** fontkit 2.0.4's TTFSubset: the glyphs it holds, by index, and the index of each font glyph. */
  subset: {
    glyphs: number[]
    mapping: Record<number, number | undefined>
    includeGlyph(id: number): number
    _addGlyph(this: EmbeddedFont['subset'], gid: number): unknown
    hmtx: { metrics: { advance: number }[] }
  }
  /** Font units to 1/1000 em. */
  scale: number
  /** What each code stands for, by code: the ToUnicode map. */
  unicode: number[][]
  /** Each code's width, in 1/1000 em: the W array. */
  widths: number[]
  layout(
    text: string,
    features?: string[],
  ): { glyphs: Glyph[]; positions: Position[]; direction?: 'ltr' | 'rtl' }
  encode(text: string, features?: string[]): [string[], Position[]]
}

/** A glyph drawn as an outline: its place from the start of the encoded text, in 1/1000 em. */
export interface Outline {
  glyph: Glyph
  x: number
  y: number
}

const MAPPED = Symbol('invoice-pdf.typed-text')

/**
 * The most UTF-16 units of text one code stands for in the ToUnicode map. The PDF spec allows 512 bytes, but
 * MuPDF 1.21 ignores a mapping of more than 8 units ("ignoring one to many mapping in cmap"), and poppler reads
 * a hex string of more than 255 characters (63 units) as several broken entries ("Illegal entry in bfrange block
 * in ToUnicode CMap"), the code's and the next codes' text lost (issue 51). Clusters of Hindi text stand for
 * 1-6 units.
 */
const MAX_UNITS = 8

/**
 * The most codes of one font. pdfkit writes the ToUnicode map as ranges of 256 codes, each with an array of
 * what each code stands for (the form the spec gives for codes that stand for several characters), all in one
 * bfrange block, which may hold at most 100 entries.
 */
const MAX_CODES = 100 * 256

/** A cluster's text in pieces of at most MAX_UNITS UTF-16 units, a character never split. */
function slices(text: string): string[] {
  const found: string[] = []
  let piece = ''
  for (const char of text) {
    if (piece.length + char.length > MAX_UNITS) {
      found.push(piece)
      piece = ''
    }
    piece += char
  }
  if (piece) found.push(piece)
  return found
}

/**
 * Gives the font's glyphs codes by the text they stand for. `outlines` receives, on each encode, the glyphs
 * that are to be drawn as outlines (pdfkit draws the rest as text).
 */
export function mapTypedText(pdfFont: unknown, outlines: (drawn: Outline[]) => void): void {
  const font = pdfFont as EmbeddedFont & { [MAPPED]?: true }
  if (font[MAPPED]) return
  if (typeof font.encode !== 'function' || typeof font.layout !== 'function' || !font.subset)
    throw new Error('pdfkit internals changed: check how a font encodes text')
  font[MAPPED] = true
  const codes = new Map<string, number>()
  // The advance of each glyph of the subset that is not the font's own, in font units, by index.
  const advances = new Map<number, number>()
  const subset = font.subset
  const addGlyph = subset._addGlyph
  if (typeof addGlyph !== 'function' || !Array.isArray(subset.glyphs) || typeof subset.mapping !== 'object')
    throw new Error('fontkit internals changed: check how a subset is written')
  subset._addGlyph = function (gid) {
    const added = addGlyph.call(this, gid)
    const index = this.hmtx.metrics.length - 1
    const advance = advances.get(index)
    if (advance !== undefined) this.hmtx.metrics[index]!.advance = advance
    return added
  }

  const space = font.font.glyphForCodePoint(0x20).id
  /** The code of a glyph as wide as width (in 1/1000 em) that stands for text. */
  const code = (self: EmbeddedFont, gid: number, width: number, text: string) => {
    const key = `${gid} ${Math.round(width * 1000)} ${text}`
    let found = codes.get(key)
    if (found === undefined) {
      // Each code is a glyph of the subset of its own, a copy where the glyph has one already, as wide as
      // its cluster: readers that measure text by the font's advances (MuPDF) then see no gap after it.
      found = subset.mapping[gid] == null ? subset.includeGlyph(gid) : subset.glyphs.push(gid) - 1
      if (found >= MAX_CODES) throw new Error(`PDF text: more than ${MAX_CODES} codes in one font`)
      const natural = self.font.getGlyph(gid).advanceWidth
      if (Math.abs(width / self.scale - natural) > 1e-3) advances.set(found, Math.round(width / self.scale))
      codes.set(key, found)
      self.unicode[found] = [...text].map((char) => char.codePointAt(0)!)
      self.widths[found] = width
    }
    return found.toString(16).padStart(4, '0')
  }

  font.encode = function (text, features) {
    const run = this.layout(text, features)
    const { glyphs, positions } = run
    // fontkit lays a right-to-left run out reversed, and says so (pdfkit's word-by-word layout, used
    // without features, is left to right).
    const rightToLeft = 'direction' in run && run.direction === 'rtl'
    const encoded: string[] = []
    const placed: Position[] = []
    const drawn: Outline[] = []
    let x = 0
    for (const { start, end, text: typed } of clusters(
      glyphs,
      positions.map((position) => position.xAdvance),
      text,
      rightToLeft,
    )) {
      // The glyph that stands for the cluster is its first that moves the pen and is not moved itself: an
      // Arabic letter's dots come first in drawing order, of no width and placed over it.
      let stand = start
      for (let i = start; i < end; i++) {
        const { xAdvance, xOffset, yOffset } = positions[i]!
        if (xAdvance > 0 && xOffset === 0 && yOffset === 0) {
          stand = i
          break
        }
      }
      let width = 0
      let before = 0
      for (let i = start; i < end; i++) {
        const position = positions[i]!
        if (i === stand) before = width
        else drawn.push({ glyph: glyphs[i]!, x: x + width + position.xOffset, y: position.yOffset })
        width += position.xAdvance
      }
      x += width
      const first = glyphs[stand]!
      const at = { ...positions[stand]!, xOffset: positions[stand]!.xOffset + before }
      // pdf.js takes a glyph whose text has a nonspacing mark (्, ु) for a mark of no width: it neither moves
      // on after it nor checks where it is, so a cluster that starts a line would join the line before. The
      // cluster's text up to its first such mark goes with its first glyph, the rest with an empty glyph of
      // no width after it.
      // Readers put the letters of a right-to-left line into reading order by reversing them, a cluster's too:
      // its text is given reversed.
      // No code stands for more than MAX_UNITS of text (marks stacked on one letter, a cluster shaping lost
      // track of): the rest goes, piece by piece, with empty glyphs of no width after it.
      const reading = rightToLeft ? [...typed].reverse().join('') : typed
      const split = reading.search(/\p{Mn}/u)
      const head = split > 0 ? reading.slice(0, split) : reading
      const tail = split > 0 ? reading.slice(split) : ''
      const [own = '', ...rest] = slices(head)
      encoded.push(code(this, first.id, width, own))
      placed.push({ ...at, xAdvance: width, advanceWidth: width })
      for (const slice of [...rest, ...slices(tail)]) {
        encoded.push(code(this, space, 0, slice))
        placed.push({ xAdvance: 0, yAdvance: 0, xOffset: 0, yOffset: 0, advanceWidth: 0 })
      }
    }
    outlines(drawn)
    return [encoded, placed]
  }
}

/** The characters of a text, each with the code points it decomposes into (a split vowel sign into its parts). */
function pieces(char: string): number[] {
  // Joiners and other invisible format characters leave no glyph.
  if (/\p{Cf}/u.test(char)) return []
  return [...char.normalize('NFD')].map((c) => c.codePointAt(0)!)
}

/**
 * The clusters of a shaped run, in drawing order: each is the glyphs start..end (indices into glyphs, each with
 * its advance) and the typed text they stand for. In typed order (for a right-to-left run, the glyphs from last to first), a cluster
 * is closed as soon as its glyphs stand for exactly the letters after the previous cluster's: fontkit gives
 * each glyph the code points it was made of (a conjunct all of its letters, a split vowel's parts each their
 * part). Should shaping lose track (no cluster closes), the rest of the run is one cluster.
 */
export function clusters(
  glyphs: Glyph[],
  advances: number[],
  text: string,
  rightToLeft = false,
): { start: number; end: number; text: string }[] {
  const order = glyphs.map((_, index) => index)
  if (rightToLeft) order.reverse()
  const chars = [...text]
  const found: { glyphs: number[]; text: string }[] = []
  let next = 0
  let typed = 0
  while (next < order.length) {
    const owed = new Map<number, number>()
    const members: number[] = []
    const from = typed
    let closed = false
    while (next < order.length && !closed) {
      const index = order[next++]!
      members.push(index)
      for (const code of glyphs[index]!.codePoints.flatMap((c) => pieces(String.fromCodePoint(c))))
        owed.set(code, (owed.get(code) ?? 0) + 1)
      while (typed < chars.length && covers(owed, pieces(chars[typed]!))) {
        for (const code of pieces(chars[typed]!)) owed.set(code, owed.get(code)! - 1)
        typed++
      }
      // A mark of no width after the glyphs (ୃ under କ) is theirs, even where they stand for their letters
      // already: as a cluster of its own, readers would see a letter of no width over another one.
      const following = order[next]
      const mark = following !== undefined && advances[following] === 0
      closed = !mark && typed > from && [...owed.values()].every((count) => count === 0)
    }
    if (!closed) typed = chars.length
    const cluster = { glyphs: members, text: chars.slice(from, typed).join('') }
    // Glyphs that stand for nothing (some Arabic forms are drawn in two) belong to the cluster before them.
    const previous = found.at(-1)
    if (cluster.text === '' && previous) previous.glyphs.push(...members)
    else found.push(cluster)
  }
  // Typed characters that left no glyph at the end (a joiner) go with the last cluster, glyphs that stand for
  // nothing at the start with the next one.
  if (typed < chars.length && found.length > 0) found.at(-1)!.text += chars.slice(typed).join('')
  if (found.length > 1 && found[0]!.text === '') found[1]!.glyphs.unshift(...found.shift()!.glyphs)
  // A cluster must be glyphs side by side: where shaping moved a glyph into the next cluster's, the two are one.
  const ranges: { start: number; end: number; text: string }[] = []
  for (const cluster of found) {
    const start = Math.min(...cluster.glyphs)
    const end = Math.max(...cluster.glyphs) + 1
    const last = ranges.at(-1)
    if (last && start < last.end && end > last.start) {
      last.start = Math.min(last.start, start)
      last.end = Math.max(last.end, end)
      last.text += cluster.text
    } else ranges.push({ start, end, text: cluster.text })
  }
  return ranges.sort((a, b) => a.start - b.start)
}

function covers(owed: Map<number, number>, codes: number[]): boolean {
  const need = new Map<number, number>()
  for (const code of codes) need.set(code, (need.get(code) ?? 0) + 1)
  return [...need].every(([code, count]) => (owed.get(code) ?? 0) >= count)
}
