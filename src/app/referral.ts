/**
 * A counsellor's referral link (`/success-blueprint?ref=CODE`): the code is kept for 30 days in a first-party
 * cookie the server reads when the order is created, so a report bought later, after browsing, is still theirs.
 * src/main.tsx loads remember-referral.ts, which sets it, only when the address has a `ref`.
 */
export const REFERRAL_COOKIE = 'dem_ref'
const REFERRAL_CODE = /^[A-Za-z0-9]{4,16}$/
const THIRTY_DAYS_S = 30 * 24 * 60 * 60

/** The cookie to set for a page address's `?ref=`, or undefined when it has none or not a code. */
export function referralCookie(search: string, secure: boolean): string | undefined {
  const code = new URLSearchParams(search).get('ref')
  if (code === null || !REFERRAL_CODE.test(code)) return undefined
  return `${REFERRAL_COOKIE}=${code}; Max-Age=${THIRTY_DAYS_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}
