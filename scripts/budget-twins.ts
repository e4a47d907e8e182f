/**
 * The Hindi site against the English one, route by route (scripts/check-budgets.ts measures, this compares). Pure:
 * sizes in, failures and a table out, so tests/server/budget-twins.test.ts can show it cannot pass on nothing.
 */

/** One page's first-load sizes, gzip bytes: JS (the app and the page's own chunks) and render-blocking CSS. */
export interface RouteSize {
  /** The route as the route table names it (`/orders`), the same in both languages. */
  path: string
  /** Where it is served (`/orders`, `/hi/orders`). */
  address: string
  js: number
  /** 0 when the page is not prerendered (guarded or client-only: its CSS comes with its chunks). */
  css: number
}

export interface TwinComparison {
  failures: string[]
  rows: { route: string; en: RouteSize; hi: RouteSize }[]
}

const KB = 1024
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`
export const percent = (ratio: number) => `${ratio >= 1 ? '+' : ''}${((ratio - 1) * 100).toFixed(1)}%`

/**
 * Every Hindi route at most `maxRatio` times its English twin's JS and CSS, and every route in both sites: an empty
 * or missing Hindi site, or a route one site has and the other has not, fails rather than compares nothing.
 */
export function compareTwins(
  english: readonly RouteSize[],
  hindi: readonly RouteSize[],
  maxRatio: number,
): TwinComparison {
  const failures: string[] = []
  if (english.length === 0)
    failures.push('the English build has no routes: nothing to compare the Hindi one with')
  if (hindi.length === 0) failures.push('the Hindi build (dist/hi) has no routes: was it built?')
  const hindiByPath = new Map(hindi.map((size) => [size.path, size]))
  const englishPaths = new Set(english.map((size) => size.path))
  const rows: TwinComparison['rows'] = []
  for (const en of english) {
    const hi = hindiByPath.get(en.path)
    if (!hi) {
      failures.push(`${en.address} has no Hindi twin in dist/hi`)
      continue
    }
    rows.push({ route: en.path, en, hi })
    for (const what of ['js', 'css'] as const) {
      if (en[what] === 0 && hi[what] === 0) continue
      if (en[what] === 0 || hi[what] === 0) {
        failures.push(`${what} of ${hi.address} and ${en.address}: one is measured, the other is not`)
        continue
      }
      const ratio = hi[what] / en[what]
      if (ratio > maxRatio)
        failures.push(
          `${what === 'js' ? 'first-load JS' : 'render-blocking CSS'} of ${hi.address}: ${kb(hi[what])} gzip is ` +
            `${percent(ratio)} on ${en.address} (${kb(en[what])}), over the ${percent(maxRatio)} a Hindi page may add`,
        )
    }
  }
  for (const hi of hindi)
    if (!englishPaths.has(hi.path)) failures.push(`${hi.address} has no English twin in dist`)
  return { failures, rows }
}

/** The comparison as a table for `console.table`. */
export function twinTable(rows: TwinComparison['rows']) {
  return rows.map(({ route, en, hi }) => ({
    route,
    'JS en': kb(en.js),
    'JS hi': kb(hi.js),
    'JS +': percent(hi.js / en.js),
    'CSS en': en.css ? kb(en.css) : '-',
    'CSS hi': hi.css ? kb(hi.css) : '-',
    'CSS +': en.css && hi.css ? percent(hi.css / en.css) : '-',
  }))
}
