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
