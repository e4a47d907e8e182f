import { formatIndian, formatRupees } from '../../../src/content/format'

describe('Indian number formatting', () => {
  it('groups digits as en-IN does, without loading Intl', () => {
    const values = [
      0, 7, 99, 100, 999, 1000, 4999, 10000, 51000, 99999, 100000, 123456, 1234567, 98765432, -4999,
    ]
    for (const value of values) expect(formatIndian(value)).toBe(value.toLocaleString('en-IN'))
  })

  it('hands fractions to Intl', () => {
    expect(formatIndian(1234.5)).toBe((1234.5).toLocaleString('en-IN'))
  })

  it('writes rupee amounts with the sign', () => {
    expect(formatRupees(7000)).toBe('₹7,000')
    expect(formatRupees(1234567)).toBe('₹12,34,567')
  })
})
