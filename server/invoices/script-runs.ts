/**
 * Splits text into runs of one writing system, so that each run can be set in a font that has its letters
 * (a PDF font is one font file: there is no fallback as in a browser).
 */

/**
 * The scripts with a font of their own: those of all 22 languages of the Eighth Schedule of India's constitution
 * (the Indic scripts, Arabic for Urdu, Kashmiri and Sindhi, Ol Chiki for Santali, Meetei Mayek for Manipuri).
 */
export const SCRIPTS = [
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Arabic',
  'OlChiki',
  'MeeteiMayek',
] as const

/**
 * 'Latin' also stands for every other script: Noto Sans has Greek and Cyrillic too; the rest (Han, Thai,
 * Sinhala, emoji...) shows as empty boxes.
 */
export type Script = (typeof SCRIPTS)[number] | 'Latin'

export interface ScriptRun {
  script: Script
  text: string
}

const RIGHT_TO_LEFT: ReadonlySet<Script> = new Set(['Arabic'])

export function isRightToLeft(script: Script): boolean {
  return RIGHT_TO_LEFT.has(script)
}

/**
 * A right-to-left run is shaped and then reversed as a whole (see invoice-pdf.ts), digits included: the "12" of an
 * Urdu address came out as "21". Numbers read from left to right in every script (the Unicode bidirectional
 * algorithm keeps them in order), so each number's characters are reversed beforehand and the run's reversal puts
 * them back. A number is a sequence of digits with single separators inside it: 12,500 or 10.5 or 01/07/2025.
 */
export function reverseNumbers(text: string): string {
  return text.replace(/\p{Nd}+(?:[.,:/+-]\p{Nd}+)*/gu, (number) => [...number].reverse().join(''))
}

/** Unicode's name of a script, where it differs from ours (ours name the font packages and files too). */
const UNICODE_NAMES: Partial<Record<Script, string>> = { OlChiki: 'Ol_Chiki', MeeteiMayek: 'Meetei_Mayek' }
const PATTERNS = SCRIPTS.map(
  (script) => [script, new RegExp(`^\\p{Script=${UNICODE_NAMES[script] ?? script}}$`, 'u')] as const,
)
// Spaces, digits and punctuation are shared by all scripts; combining marks and the joiners U+200C/U+200D
// (which Indic spelling needs) belong to the letter before them.
const COMMON = /^\p{Script=Common}$/u
const INHERITED = /^\p{Script=Inherited}$/u

function scriptOf(char: string): Script | 'common' | 'inherited' {
  if (COMMON.test(char)) return 'common'
  if (INHERITED.test(char)) return 'inherited'
  return PATTERNS.find(([, pattern]) => pattern.test(char))?.[0] ?? 'Latin'
}

/**
 * Neutral characters (spaces, digits, punctuation) go with the run around them or the one before them. At the
 * edge of a right-to-left run they stay outside it: drawn inside, they would be reversed with it (a comma after
 * an Urdu name would land on its left), while in this left-to-right document they belong after it. Except
 * numbers that follow Urdu text: they are read as part of it (the Unicode bidirectional algorithm makes them
 * Arabic numbers), so they join the run, on its left, with the spaces and separators before them (مکان 400069).
 */
export function splitByScript(text: string): ScriptRun[] {
  const runs: ScriptRun[] = []
  let neutral = ''
  for (const char of text) {
    const script = scriptOf(char)
    const last = runs.at(-1)
    if (script === 'inherited' && last && !neutral) {
      last.text += char
    } else if (script === 'common' || script === 'inherited') {
      neutral += char
    } else if (last?.script === script) {
      last.text += neutral + char
      neutral = ''
    } else {
      let lead = ''
      if (last && isRightToLeft(last.script)) neutral = takeNumbers(last, neutral)
      if (last && !isRightToLeft(last.script)) last.text += neutral
      else if (!isRightToLeft(script)) lead = neutral
      else if (neutral) runs.push({ script: 'Latin', text: neutral })
      runs.push({ script, text: lead + char })
      neutral = ''
    }
  }
  const last = runs.at(-1)
  if (last && isRightToLeft(last.script)) neutral = takeNumbers(last, neutral)
  if (!neutral) return runs
  if (last && !isRightToLeft(last.script)) last.text += neutral
  else runs.push({ script: 'Latin', text: neutral })
  return runs
}

/**
 * Moves the numbers at the start of the neutral text (with the spaces and separators between them, up to the
 * last digit) onto the right-to-left run before it; returns the rest.
 */
function takeNumbers(run: ScriptRun, neutral: string): string {
  const numbers = /^[\s.,:/+\-\u060C\p{Nd}]*\p{Nd}/u.exec(neutral)?.[0] ?? ''
  run.text += numbers
  return neutral.slice(numbers.length)
}
