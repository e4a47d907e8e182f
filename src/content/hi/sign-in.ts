/** The Hindi words of a sign-in by a mailed code when the server gave no words of its own. */
import type * as en from '../sign-in'
import type { Localised } from '../localised'

export const signInFallbacks: Localised<typeof en.signInFallbacks> = {
  sendFailed: 'हम कोड नहीं भेज सके। कृपया फिर से कोशिश करें।',
  verifyFailed: 'हम कोड की जाँच नहीं कर सके। कृपया फिर से कोशिश करें।',
}
