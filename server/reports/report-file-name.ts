/**
 * The report's file name (issue 51.12): named for the child and the report's date, so two children's reports are
 * two files ("Success-Blueprint-Kavya-2026-11-28.pdf", "-v2" for a later version). A name in another script keeps
 * its letters in the UTF-8 name (`filename*`, RFC 5987/6266); the plain `filename` is safe ASCII for every client
 * (letters with accents lose them, other scripts give "child").
 */

const DATE = /^\d{4}-\d{2}-\d{2}/

/** Letters and digits of the name, words joined by "-"; empty when nothing of it is ASCII. */
function asciiName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
}

/** The name in its own script: letters, marks and digits of any script, words joined by "-". */
function unicodeName(name: string): string {
  return name
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
}

export interface ReportFileNames {
  /** Safe ASCII: `filename=` and any client that reads only it. */
  ascii: string
  /** The child's name as written (may be non-Latin): `filename*=UTF-8''…` and a mail attachment's name. */
  unicode: string
}

export function reportFileNames(input: {
  childName: string
  generatedAt: Date
  version: number
}): ReportFileNames {
  const day = DATE.exec(input.generatedAt.toISOString())?.[0] ?? ''
  const suffix = `${day}${input.version > 1 ? `-v${input.version}` : ''}.pdf`
  const ascii = asciiName(input.childName) || 'child'
  const unicode = unicodeName(input.childName) || ascii
  return { ascii: `Success-Blueprint-${ascii}-${suffix}`, unicode: `Success-Blueprint-${unicode}-${suffix}` }
}

/** RFC 5987's encoding of a UTF-8 value (encodeURIComponent leaves a few characters it must not). */
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/** `attachment; filename="…"; filename*=UTF-8''…` for a download. */
export function reportContentDisposition(names: ReportFileNames): string {
  return `attachment; filename="${names.ascii}"; filename*=UTF-8''${rfc5987(names.unicode)}`
}

/** The child's first name in a stored report document (its `child`), or '' when it holds none. */
export function documentChildName(document: unknown): string {
  const child = (document as { child?: { firstName?: unknown } } | null)?.child
  return typeof child?.firstName === 'string' ? child.firstName : ''
}
