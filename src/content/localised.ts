/**
 * The site's languages, and the type a translated content module's exports take: the English module's shape with
 * every text a string (English modules are `as const`, so their texts are literal types). Numbers, booleans and
 * the shape itself (keys, functions' parameters) stay exactly the English ones, so a missing text, key or
 * parameter in a translation is a compile error, not a blank on the page.
 */
export type Language = 'en' | 'hi'

export const LANGUAGES: readonly Language[] = ['en', 'hi']

export type Localised<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Localised<R>
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]: Localised<T[K]> }
      : T extends object
        ? { readonly [K in keyof T]: Localised<T[K]> }
        : T

/** Where each language's pages live and how the page says which language it is in. */
export interface LanguageSite {
  language: Language
  /** `<html lang>`. */
  htmlLang: string
  /** `hreflang` of the alternate links and the sitemap. */
  hreflang: string
  /** The language's name in itself, for the switch. */
  name: string
  /** Where this language's pages live: '' for English (the default), '/hi' for Hindi. */
  basePath: string
}

export const LANGUAGE_SITES: Readonly<Record<Language, LanguageSite>> = {
  en: { language: 'en', htmlLang: 'en-IN', hreflang: 'en-IN', name: 'English', basePath: '' },
  hi: { language: 'hi', htmlLang: 'hi', hreflang: 'hi-IN', name: 'हिन्दी', basePath: '/hi' },
}

/** A page's address in a language: `/about` is `/hi/about` in Hindi, and the home page `/` is `/hi`. */
export function pathIn(language: Language, path: string): string {
  const base = LANGUAGE_SITES[language].basePath
  return base && path === '/' ? base : `${base}${path}`
}

/** The route table's path of an address in a language (`/hi/about` -> `/about`, `/hi` -> `/`). */
export function routePathIn(language: Language, pathname: string): string {
  const base = LANGUAGE_SITES[language].basePath
  return base && (pathname === base || pathname.startsWith(`${base}/`))
    ? pathname.slice(base.length) || '/'
    : pathname
}
