/**
 * The scan in the other language: the same scan (the link's token is in the fragment) on the other language's
 * page, /scan or /hi/scan, at the same question. The answers need no carrying: they are on the server and in this
 * device's storage, which both pages share.
 */
import { paths } from '../../config/paths'
import type { Language } from '../../content/localised'

/** Where each language's pages live (src/content/locale.ts basePath). */
const BASE_PATH: Readonly<Record<Language, string>> = { en: '', hi: '/hi' }

/** Each language's `lang` attribute, for its name shown on a page in the other language. */
export const LANG_ATTRIBUTE: Readonly<Record<Language, string>> = { en: 'en-IN', hi: 'hi' }

const AT_KEY = 'dem-scan-at'

/** Opens the scan's page in `language`, at question `index` (the intro when none is given). */
export function openScanIn(language: Language, index?: number): void {
  try {
    if (index === undefined) window.sessionStorage.removeItem(AT_KEY)
    else window.sessionStorage.setItem(AT_KEY, String(index))
  } catch {
    // Storage refused (a private window): the page opens at the intro, which offers to continue.
  }
  window.location.assign(`${BASE_PATH[language]}${paths.scan}${window.location.hash}`)
}

/** The question the other language's page was left at, once (then forgotten). */
export function takeQuestionIndex(): number | null {
  try {
    const at = window.sessionStorage.getItem(AT_KEY)
    window.sessionStorage.removeItem(AT_KEY)
    const index = Number(at)
    return at !== null && Number.isInteger(index) && index >= 0 ? index : null
  } catch {
    return null
  }
}
