import { describe, expect, it } from 'vitest'
import { compareTwins, type RouteSize } from '../../scripts/budget-twins'

const KB = 1024
const en = (path: string, js: number, css = 0): RouteSize => ({
  path,
  address: path,
  js: js * KB,
  css: css * KB,
})
const hi = (path: string, js: number, css = 0): RouteSize => ({
  path,
  address: path === '/' ? '/hi' : `/hi${path}`,
  js: js * KB,
  css: css * KB,
})

describe('the Hindi budgets against the English twins (scripts/budget-twins.ts)', () => {
  it('passes Hindi pages within 10% of their English twins, and lists every pair', () => {
    const { failures, rows } = compareTwins(
      [en('/', 105, 14.2), en('/orders', 104)],
      [hi('/', 115.5, 15.6), hi('/orders', 114.4)],
      1.1,
    )
    expect(failures).toEqual([])
    expect(rows.map((row) => [row.en.address, row.hi.address])).toEqual([
      ['/', '/hi'],
      ['/orders', '/hi/orders'],
    ])
  })

  it('fails a Hindi page more than 10% over its twin, JS or CSS, naming it', () => {
    const { failures } = compareTwins(
      [en('/', 100, 10), en('/faq', 100, 10)],
      [hi('/', 110.2, 10), hi('/faq', 100, 11.1)],
      1.1,
    )
    expect(failures).toHaveLength(2)
    expect(failures[0]).toMatch(/^first-load JS of \/hi: 110\.2 KB gzip is \+10\.2% on \/ \(100\.0 KB\)/)
    expect(failures[1]).toMatch(/^render-blocking CSS of \/hi\/faq: 11\.1 KB/)
  })

  it('cannot pass on nothing: a missing Hindi site, a route without its twin, fail', () => {
    expect(compareTwins([en('/', 100)], [], 1.1).failures).toEqual([
      'the Hindi build (dist/hi) has no routes: was it built?',
      '/ has no Hindi twin in dist/hi',
    ])
    expect(compareTwins([], [], 1.1).failures).toHaveLength(2)
    expect(compareTwins([en('/', 100)], [hi('/', 100), hi('/verify', 100)], 1.1).failures).toEqual([
      '/hi/verify has no English twin in dist',
    ])
    // A page prerendered in one language and not in the other is not a pair of sizes to wave through.
    expect(compareTwins([en('/faq', 100, 12)], [hi('/faq', 100)], 1.1).failures).toEqual([
      'css of /hi/faq and /faq: one is measured, the other is not',
    ])
  })
})
