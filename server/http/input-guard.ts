import type { FastifyRequest } from 'fastify'
import { HttpError } from './errors'

export const NOT_ALLOWED_MESSAGE = 'The request contains characters that are not allowed.'

/**
 * Control characters other than line breaks and tabs (NUL among them, which PostgreSQL cannot store) and lone
 * surrogates (no text encodes them), in any field, key, query or path a route received (issue 45 S12). Fields with
 * their own rule (schemas.ts freeText) have said so by name already; this catches every other field, so that no
 * such character reaches a handler, a mail or the database.
 */
const CONTROL_OR_LONE_SURROGATE = /[\p{Cc}\p{Cs}]/u
const notAllowed = (text: string) => CONTROL_OR_LONE_SURROGATE.test(text.replace(/[\n\r\t]/g, ''))

function holdsNotAllowed(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return notAllowed(value)
  // Bodies are at most 1 MB of JSON: deeper than 20 levels is no body of ours (the schemas refuse it anyway).
  if (depth > 20 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false
  if (Array.isArray(value)) return value.some((item) => holdsNotAllowed(item, depth + 1))
  return Object.entries(value).some(([key, item]) => notAllowed(key) || holdsNotAllowed(item, depth + 1))
}

/** A preHandler hook: 400 for a request whose body, query or path holds a character nothing of ours can keep. */
export function refuseNotAllowedCharacters(
  request: FastifyRequest,
  _reply: unknown,
  done: (error?: Error) => void,
) {
  if ([request.body, request.query, request.params].some((part) => holdsNotAllowed(part)))
    done(new HttpError(400, NOT_ALLOWED_MESSAGE))
  else done()
}
