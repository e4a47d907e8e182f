// Run on import: src/main.tsx imports this module only in the browser, and only when the address has `ref=`.
import { referralCookie } from './referral'

const cookie = referralCookie(window.location.search, window.location.protocol === 'https:')
if (cookie) document.cookie = cookie
