/**
 * Checks the ToUnicode CMaps of a PDF against the rules of the PDF spec (ISO 32000-1, 9.10.3 and the CMap
 * syntax of Adobe technical note 5099) and the limits of the readers we test with. Returns what breaks them, one
 * line each (empty when every map is valid), so that a failing test names the entry.
 *
 * - at most 100 entries between a beginbfchar/beginbfrange and its end, and as many as the block announces;
 * - a source code as long as the code space's (2 bytes here);
 * - a range's low and high codes differ only in their last byte, low <= high;
 * - a range's destination is either one string, which its last byte counts up along the range without passing
 *   0xff, and then stands for one character (a glyph that stands for several must not be a string range), or an
 *   array with one string per code of the range;
 * - each destination stands for 1 to MAX_UNITS UTF-16 units: the spec allows 512 bytes, but MuPDF 1.21 ignores a
 *   mapping of more than 8 units ("ignoring one to many mapping in cmap") and poppler reads a hex string of more
 *   than 255 characters as several broken entries ("Illegal entry in bfrange block in ToUnicode CMap").
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inflateSync } from 'node:zlib'

/** The longest text one code may stand for, in UTF-16 units (MuPDF 1.21's PDF_MRANGE_CAP). */
const MAX_UNITS = 8
const MAX_ENTRIES = 100

/** The ToUnicode CMaps of a PDF written by pdfkit (each a Flate-compressed stream), as text. */
export function toUnicodeMaps(pdf: Buffer): string[] {
  const source = pdf.toString('latin1')
  const objects = new Map<string, string>()
  for (const [, id, body] of source.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) objects.set(id!, body!)
  const ids = new Set([...source.matchAll(/\/ToUnicode (\d+) 0 R/g)].map(([, id]) => id!))
  return [...ids].map((id) => {
    const body = objects.get(id) ?? ''
    const data = /stream\r?\n([\s\S]*?)\r?\nendstream/.exec(body)?.[1]
    if (data === undefined) throw new Error(`ToUnicode object ${id} has no stream`)
    return /\/FlateDecode/.test(body) ? inflateSync(Buffer.from(data, 'latin1')).toString('latin1') : data
  })
}

/** The UTF-16 units of a hex string's content (whitespace inside a hex string is ignored). */
const units = (hex: string) => {
  const digits = hex.replace(/\s+/g, '')
  return digits.length % 4 === 0 ? (digits.match(/.{4}/g) ?? []) : undefined
}

/** What in one CMap breaks the rules above. */
export function cmapProblems(cmap: string): string[] {
  const problems: string[] = []
  const space = /begincodespacerange\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*endcodespacerange/.exec(cmap)
  if (!space) return ['no code space range']
  const codeDigits = space[1]!.length
  const destination = (hex: string, where: string) => {
    const found = units(hex)
    if (!found || found.length === 0) problems.push(`${where}: destination <${hex}> is not UTF-16`)
    else if (found.length > MAX_UNITS)
      problems.push(`${where}: destination of ${found.length} UTF-16 units (at most ${MAX_UNITS})`)
    return found ?? []
  }
  // A hex string (<...>), an array bracket, or a word.
  const tokenize = (body: string) => body.match(/<[^>]*>|\[|\]|[^\s<>[\]]+/g) ?? []

  for (const [, count, kind, body] of cmap.matchAll(/(\d+)\s+begin(bfchar|bfrange)([\s\S]*?)end\2/g)) {
    const tokens = tokenize(body!)
    let entries = 0
    for (let i = 0; i < tokens.length;) {
      entries++
      const where = `${kind} entry ${entries}`
      const source = tokens[i++]!
      const code = /^<([0-9a-fA-F]*)>$/.exec(source)?.[1]
      if (code === undefined || code.length !== codeDigits) {
        problems.push(`${where}: source ${source} is not a ${codeDigits / 2}-byte code`)
        break
      }
      if (kind === 'bfchar') {
        destination(/^<(.*)>$/s.exec(tokens[i++] ?? '')?.[1] ?? '?', `${where} ${source}`)
        continue
      }
      const high = /^<([0-9a-fA-F]*)>$/.exec(tokens[i++] ?? '')?.[1]
      if (high === undefined || high.length !== code.length) {
        problems.push(`${where}: high code is not as long as the low one`)
        break
      }
      const [lo, hi] = [parseInt(code, 16), parseInt(high, 16)]
      if (code.slice(0, -2) !== high.slice(0, -2) || lo > hi)
        problems.push(`${where}: <${code}> <${high}> differ in more than their last byte`)
      const next = tokens[i++]
      if (next === '[') {
        let elements = 0
        while (i < tokens.length && tokens[i] !== ']') {
          elements++
          destination(/^<(.*)>$/s.exec(tokens[i++]!)?.[1] ?? '?', `${where} <${code}>+${elements - 1}`)
        }
        i++
        if (elements !== hi - lo + 1)
          problems.push(`${where}: ${elements} destinations for a range of ${hi - lo + 1} codes`)
      } else {
        const found = destination(/^<(.*)>$/s.exec(next ?? '')?.[1] ?? '?', `${where} <${code}>`)
        const surrogates = found.length === 2 && /^d[89ab]/i.test(found[0]!)
        if (found.length > 1 && !surrogates)
          problems.push(`${where}: a string range whose destination is ${found.length} characters`)
        const last = parseInt(found.at(-1)?.slice(-2) ?? '0', 16)
        if (last + (hi - lo) > 0xff) problems.push(`${where}: its destination's last byte passes 0xff`)
      }
    }
    if (entries > MAX_ENTRIES) problems.push(`${kind} block of ${entries} entries (at most ${MAX_ENTRIES})`)
    if (entries !== Number(count)) problems.push(`${kind} block says ${count} entries and has ${entries}`)
  }
  return problems
}

/** What in the ToUnicode CMaps of a PDF breaks the rules, each line prefixed with its map's number. */
export const pdfCmapProblems = (pdf: Buffer) =>
  toUnicodeMaps(pdf).flatMap((cmap, index) =>
    cmapProblems(cmap).map((problem) => `map ${index + 1}: ${problem}`),
  )

/**
 * What a command-line reader warns about a PDF (its standard error), written to a file of its own, and what it
 * prints. MuPDF's build here has no colour management and says so: that line is set aside.
 */
export function readerOutput(pdf: Buffer, command: string, args: (file: string) => string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-cmap-'))
  try {
    writeFileSync(join(dir, 'file.pdf'), pdf)
    const result = spawnSync(command, args(join(dir, 'file.pdf')), { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`${command}: ${result.stderr}`)
    const warnings = result.stderr.replace(/^warning: ICC support is not available\n/m, '')
    return { text: result.stdout, warnings }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
