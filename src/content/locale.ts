/**
 * The language this build of the site is in. The Hindi build resolves this module to `hi/locale.ts` (as it does
 * every content module with a Hindi twin), so a component that needs the page's language reads it here.
 */
import type { Language } from './localised'

export const locale = {
  language: 'en' as Language,
  /** `<html lang>` and `hreflang`. */
  htmlLang: 'en-IN',
  hreflang: 'en-IN',
  /** For Intl's number and date formats. */
  intl: 'en-IN',
  /** Where this language's pages live: '' for English, '/hi' for Hindi. */
  basePath: '',
} as const
