/**
 * How errors are logged (pino's `err` serializer, for every logger of the app). A failed query's error
 * (drizzle's DrizzleQueryError) carries the statement's parameters in its message, its stack and `params`: for a
 * batch, every applicant's email, phone and the text of their mails, codes included. Redaction paths cannot
 * reach inside a message, so the parameters are cut out here; so is PostgreSQL's `detail` ("Key (phone)=(...)
 * already exists."). The SQL text stays: its values are parameters.
 */
import { stdSerializers } from 'pino'

export function loggedError(error: unknown): unknown {
  if (!(error instanceof Error)) return error
  const cut: string[] = []
  for (let link: unknown = error, depth = 0; link instanceof Error && depth < 10; depth++) {
    const params: unknown = (link as { params?: unknown }).params
    if (params !== undefined) cut.push(`\nparams: ${String(params)}`)
    link = link.cause
  }
  const logged = stdSerializers.err(error) as unknown as Record<string, unknown>
  for (const key of ['message', 'stack']) {
    let text = logged[key]
    if (typeof text !== 'string') continue
    for (const part of cut) text = text.split(part).join('\nparams: [redacted]')
    logged[key] = text
  }
  delete logged.params
  delete logged.detail
  return logged
}
