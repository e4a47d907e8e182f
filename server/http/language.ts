/**
 * The language of a request: the browser's API client sends `X-Language: hi` from a Hindi page and `en` from an
 * English one. Anything else, or no header (curl, an old page, a server): English.
 */
import type { FastifyRequest } from 'fastify'
import type { Language } from '../../src/content/localised'

export const LANGUAGE_HEADER = 'x-language'

export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  const value = request.headers[LANGUAGE_HEADER]
  return (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase() === 'hi' ? 'hi' : 'en'
}

/** A stored language column's value as a Language (a row written before languages: English). */
export function asLanguage(value: string | null | undefined): Language {
  return value === 'hi' ? 'hi' : 'en'
}
