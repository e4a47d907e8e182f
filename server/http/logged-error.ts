/**
 * How errors are logged (pino's `err` serializer, for every logger of the app). A failed query's error
 * (drizzle's DrizzleQueryError) carries the statement's parameters in its message, its stack and `params`: for a
 * batch, every applicant's email, phone and the text of their mails, codes included. Redaction paths cannot
 * reach inside a message, so the parameters are cut out here; so is PostgreSQL's `detail` ("Key (phone)=(...)
 * already exists."). The SQL text stays: its values are parameters.
 */
import { stdSerializers, type SerializedError } from 'pino'

export function loggedError(error: Error): SerializedError {
  const logged = stdSerializers.err(error)
  // pino hands over whatever was logged under `err`; only error-like values come back serialized.
  if (logged === (error as unknown)) return logged
  const cut: string[] = []
  let link: unknown = error
  for (let depth = 0; typeof link === 'object' && link !== null && depth < 10; depth++) {
    const { params, cause } = link as { params?: unknown; cause?: unknown }
    if (params !== undefined) cut.push(`\nparams: ${String(params)}`)
    link = cause
  }
  const scrub = (text: string) =>
    cut.reduce((scrubbed, part) => scrubbed.split(part).join('\nparams: [redacted]'), text)
  logged.message = scrub(logged.message)
  logged.stack = scrub(logged.stack)
  delete logged.params
  delete logged.detail
  return logged
}
