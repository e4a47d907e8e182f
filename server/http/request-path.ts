/**
 * The path a request was routed by, for hooks that decide by path (the Origin check, the API's headers, no-store):
 * the matched route's pattern, or, when no route matched, the percent-decoded path. Never the raw `request.url`:
 * the router decodes it, so `/%61pi/orders/sign-out` reaches `/api/orders/sign-out` while its raw path does not
 * start with `/api/` (issue 45, S14).
 */
import type { FastifyRequest } from 'fastify'

export function routedPath(request: FastifyRequest): string {
  const matched = request.routeOptions.url
  if (matched) return matched
  const raw = request.url.split('?', 1)[0] ?? ''
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/** Whether the request is for the API (by its routed path). */
export function isApiRequest(request: FastifyRequest): boolean {
  return routedPath(request).startsWith('/api/')
}
