/** Database errors by what they mean, with no database module loaded (the browser's tests import its callers). */

/** A unique index refused the row (SQLSTATE 23505), on PostgreSQL or PGlite, whether or not drizzle wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? e.code : undefined)
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | undefined)?.cause) === '23505'
}
