/** Database errors by what they mean, with no database module loaded (the browser's tests import its callers). */

/** A unique index refused the row (SQLSTATE 23505), on PostgreSQL or PGlite, whether or not drizzle wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? e.code : undefined)
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | undefined)?.cause) === '23505'
}

/** SQLSTATEs and socket errors that mean "the database is unreachable or went away", not "the query is wrong". */
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown: terminated by an administrator or a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  '25P03', // idle_in_transaction_session_timeout
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable/

/**
 * True when `error` (or an error it wraps: Drizzle puts the driver's in `cause`) says the database connection failed
 * or was lost, so the caller may answer 503 and try again later: SQLSTATE class 08, the shutdown codes, socket
 * errors and the pg driver's own "Connection terminated" errors.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_CODES.has(code))) return true
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true
    current = cause
  }
  return false
}
