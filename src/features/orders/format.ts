/** 499900 -> "₹4,999", 424044 -> "₹4,240.44": the words of My orders (src/content/orders.ts) say amounts so too. */
export { formatPaise } from '../../content/format'

/** "23 Nov 2026" ("23 नवंबर 2026" on the Hindi site), in India's calendar. */
export { indiaDayMonthYear as formatDay } from '../../content/india-time'
