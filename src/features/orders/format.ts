/** 499900 -> "₹4,999", 424044 -> "₹4,240.44": the words of My orders (src/content/orders.ts) say amounts so too. */
export { formatPaise } from '../../content/format'

/** "23 Nov 2026", in India's calendar. */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  })
}
