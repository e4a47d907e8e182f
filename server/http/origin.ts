/**
 * Cross-site request forgery: a state-changing API request (POST, PUT, PATCH, DELETE) from a page of another site is
 * refused, whatever cookies it carries. SameSite cookies alone are not enough: a body-less POST needs no CORS
 * preflight, and a browser without SameSite support (or a sibling site) would send the cookie with it.
 *
 * A browser says where a request comes from: `Origin` on every cross-origin POST (and on same-origin ones in current
 * browsers), else `Sec-Fetch-Site`, else `Referer`. The first of them present decides: it must be the site
 * (`VITE_SITE_URL`), a `CORS_ORIGINS` origin, or the request's own host (the page that sent it was served from
 * here: the Vite dev server's proxy, a deployment reached under another name). `Origin: null` (a sandboxed frame, a
 * redirect across sites) is refused. A request with none of them is not from a browser page (curl, the e2e and test
 * clients, a server) and carries no victim's cookies: it passes.
 *
 * The gateway's webhook is exempt: Razorpay's servers post it, and its HMAC signature is what authenticates it.
 */
import type { FastifyRequest } from 'fastify'
import { HttpError } from './errors'
import { routedPath } from './request-path'

export const CROSS_SITE_MESSAGE = 'This request came from another website, so it was refused.'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Paths posted by servers that sign their requests (the gateway's webhook). */
const SIGNED_BY_SENDER = new Set(['/api/payment/webhook'])

export interface OriginPolicy {
  /** The site's origin and the CORS origins, as `scheme://host[:port]`. */
  allowed: readonly string[]
}

export function originPolicy(siteUrl: string, corsOrigins: readonly string[]): OriginPolicy {
  const origins = [siteUrl, ...corsOrigins].flatMap((value) => {
    const origin = originOf(value)
    return origin ? [origin] : []
  })
  return { allowed: [...new Set(origins)] }
}

/** Throws 403 when a state-changing API request comes from a page of another site. */
export function checkOrigin(policy: OriginPolicy, request: FastifyRequest): void {
  if (!STATE_CHANGING.has(request.method)) return
  // The routed path, not the raw one: `/%61pi/...` is routed to `/api/...` (S14).
  const path = routedPath(request)
  if (!path.startsWith('/api/') || SIGNED_BY_SENDER.has(path)) return
  const origin = header(request, 'origin')
  if (origin !== undefined) {
    if (!fromHere(policy, request, origin)) throw new HttpError(403, CROSS_SITE_MESSAGE)
    return
  }
  const site = header(request, 'sec-fetch-site')
  if (site !== undefined) {
    // 'same-site' is a sibling site (another subdomain): not us. 'none': typed or bookmarked by the user.
    if (site !== 'same-origin' && site !== 'none') throw new HttpError(403, CROSS_SITE_MESSAGE)
    return
  }
  const referer = header(request, 'referer')
  if (referer !== undefined && !fromHere(policy, request, referer))
    throw new HttpError(403, CROSS_SITE_MESSAGE)
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

function fromHere(policy: OriginPolicy, request: FastifyRequest, value: string): boolean {
  const origin = originOf(value)
  if (!origin) return false
  if (policy.allowed.includes(origin)) return true
  // The request's own host: the page came from this server, under whatever name the browser used.
  const host = header(request, 'host')
  if (!host) return false
  const scheme = origin.slice(0, origin.indexOf(':'))
  return originOf(`${scheme}://${host}`) === origin
}

/** `scheme://host[:port]` of an http(s) URL (default ports dropped, host lower-cased); undefined otherwise. */
function originOf(value: string): string | undefined {
  try {
    const url = new URL(value)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
    return url.origin
  } catch {
    return undefined
  }
}
