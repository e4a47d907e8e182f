import { formatIndian } from '../../content/format'

/** 499900 -> "₹4,999", 424044 -> "₹4,240.44". */
export function formatPaise(paise: number): string {
  const rupees = formatIndian(Math.floor(paise / 100))
  const rest = paise % 100
  return rest === 0 ? `₹${rupees}` : `₹${rupees}.${String(rest).padStart(2, '0')}`
}

/** "23 Nov 2026", in India's calendar. */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  })
}
