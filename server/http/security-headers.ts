/**
 * Helmet's response headers, computed once. (@fastify/helmet builds a new Helmet middleware for every request and
 * re-parses the Content-Security-Policy each time; docs/api.md, Performance.)
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet, { type HelmetOptions } from 'helmet'

export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
  }
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error
  })
  return headers
}

/** The CSP of a JSON or file answer from the API: it is never a document, so it may load and be framed by nothing. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'"

/**
 * The headers for API answers (OWASP REST Security): a CSP that allows nothing, no MIME sniffing, HSTS and
 * same-origin resource policy. The rest of Helmet's set governs documents (framing, referrers, DNS prefetch,
 * popups) and would only add ~700 bytes to every JSON answer, each header parsed and checked on both ends.
 */
export function apiSecurityHeaders(
  documentHeaders: Readonly<Record<string, string>>,
): Record<string, string> {
  const headers: Record<string, string> = { 'content-security-policy': API_CSP }
  for (const name of [
    'strict-transport-security',
    'x-content-type-options',
    'cross-origin-resource-policy',
  ]) {
    const value = documentHeaders[name]
    if (value !== undefined) headers[name] = value
  }
  return headers
}
