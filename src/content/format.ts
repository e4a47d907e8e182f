// Number formatting for the pages and the brochures.

/**
 * Indian digit grouping (12,34,567), as `toLocaleString('en-IN')` writes whole numbers. Done by hand because the first
 * `toLocaleString` call on a page is slow (it sets up ICU's number formatting): about 25 ms in a profile on this
 * machine, ~100 ms under Lighthouse's 4x CPU slowdown, in the middle of hydration.
 */
export function formatIndian(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-IN')
  const digits = String(Math.abs(value))
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')
  return `${value < 0 ? '-' : ''}${head ? `${head},` : ''}${digits.slice(-3)}`
}

export function formatRupees(amount: number): string {
  return `₹${formatIndian(amount)}`
}

/** 499900 -> "₹4,999", 424044 -> "₹4,240.44". */
export function formatPaise(paise: number): string {
  const rupees = formatIndian(Math.floor(paise / 100))
  const rest = paise % 100
  return rest === 0 ? `₹${rupees}` : `₹${rupees}.${String(rest).padStart(2, '0')}`
}
