/**
 * The scan link: `${siteUrl}/scan#<token>`. The token is HMAC(secret, order id), so every mail of an order (the
 * invoice, the link's own mail, a re-send) carries the same link without the token being stored anywhere; the
 * table keeps only HMAC(secret, token) to find the scan by. 32 base64url characters: 192 bits, unguessable. It
 * rides in the URL's fragment, which browsers never send to a server or in a Referer, so it stays out of access
 * logs; the page sends it in the API path.
 */
import { createHmac } from 'node:crypto'

export interface ScanLinks {
  /** SESSION_SECRET: rotating it ends every scan link (a re-send from My orders gives the new one). */
  secret: string
  siteUrl: string
}

export const SCAN_TOKEN = /^[A-Za-z0-9_-]{32}$/

export function scanToken(links: ScanLinks, orderId: string): string {
  return createHmac('sha256', links.secret).update(`scan-link\0${orderId}`).digest('base64url').slice(0, 32)
}

export function scanTokenHash(links: ScanLinks, token: string): string {
  return createHmac('sha256', links.secret).update(`scan-token\0${token}`).digest('hex')
}

export function scanUrl(links: ScanLinks, orderId: string): string {
  return `${links.siteUrl}/scan#${scanToken(links, orderId)}`
}
