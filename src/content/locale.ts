/**
 * The language this build of the site is in. The Hindi build resolves this module to `hi/locale.ts` (as it does
 * every content module with a Hindi twin), so a component that needs the page's language reads it here.
 */
import { LANGUAGE_SITES, pathIn, routePathIn, type LanguageSite } from './localised'

export const locale: LanguageSite = LANGUAGE_SITES.en

/** A path of this site in the page's language, for a plain `<a href>` (router links get it from the basename). */
export const localePath = (path: string): string => pathIn(locale.language, path)

/** The route table's path of an address of this build (`/hi/about` -> `/about`). */
export const routePath = (pathname: string): string => routePathIn(locale.language, pathname)
