/** How the report's texts join a few names into one phrase, in each language. */

/** "a, b and c"; with a comma before the last "and" when an item has an "and" of its own ("calm and balance"). */
export function listEn(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  const comma = items.some((item) => / and /.test(item)) ? ',' : ''
  return `${items.slice(0, -1).join(', ')}${comma} and ${items[items.length - 1]}`
}

/** "क, ख और ग"; "तथा" before the last when an item has an "और" of its own ("शांति और संतुलन"). */
export function listHi(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  const and = items.some((item) => / और /.test(item)) ? 'तथा' : 'और'
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`
}

/** A text in quotation marks; quotation marks inside it become single ones (“I often ask ‘why?’”). */
export function quoted(text: string): string {
  return `“${text.replace(/“/g, '‘').replace(/”/g, '’')}”`
}
