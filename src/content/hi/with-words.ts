/**
 * A Hindi twin's list: each English item (its ids, icons, paths and numbers) with its Hindi words laid over it,
 * item by item. The two lists must be the same length, so a Hindi list can neither drop nor add an item.
 */
export function withWords<T extends object, W extends object>(
  items: readonly T[],
  words: readonly W[],
): (T & W)[] {
  if (items.length !== words.length) {
    throw new Error(`Hindi list has ${words.length} items, English has ${items.length}`)
  }
  return items.map((item, i) => ({ ...item, ...(words[i] as W) }))
}
