/**
 * A Hindi twin's list: each English item (its ids, icons, paths and numbers) with its Hindi words laid over it,
 * item by item. The two lists must be the same length, so a Hindi list can neither drop nor add an item. A tuple
 * (an `as const` English list) stays a tuple of the same length.
 */
export function withWords<T extends readonly object[], const W extends { readonly [K in keyof T]: object }>(
  items: T,
  words: W,
): { -readonly [K in keyof T]: Omit<T[K], keyof W[K]> & W[K] } {
  if (items.length !== words.length) {
    throw new Error(`Hindi list has ${words.length} items, English has ${items.length}`)
  }
  return items.map((item, i) => ({ ...item, ...(words[i] as object) })) as {
    -readonly [K in keyof T]: Omit<T[K], keyof W[K]> & W[K]
  }
}
