/**
 * Numbers on Hindi pages are written as on English ones: 'hi-IN' groups digits the Indian way (12,34,567) with the
 * same Latin digits as 'en-IN', so the English module's hand-written formatting (kept off Intl for speed) is
 * already the Hindi one. A unit test checks the two agree.
 */
export { formatIndian, formatPaise, formatRupees } from '../format'
