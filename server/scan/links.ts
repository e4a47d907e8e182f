/**
 * The scan link: `${siteUrl}/scan#<token>`. The token is random, made for each mail of the link (and for My
 * orders' "Open the scan"): 24 random bytes, 32 base64url characters. The table keeps only HMAC(secret, token),
 * one per scan: the newest link is the only one that works, so a re-send, an opening from My orders and a
 * withdrawal each end every older link (issue 45 S3). The token rides in the URL's fragment, which browsers never
 * send to a server or in a Referer, so it stays out of access logs; the page sends it in a header.
 *
 * Links mailed before this (the token was HMAC(secret, order id)) keep working until their scan's next link is
 * made, as their hash is the one stored (docs/decisions.md).
 */
import { createHmac, randomBytes } from 'node:crypto'

export interface ScanLinks {
  /** SESSION_SECRET: rotating it ends every scan link (a re-send from My orders gives the new one). */
  secret: string
  siteUrl: string
}

export const SCAN_TOKEN = /^[A-Za-z0-9_-]{32}$/

/** A new link's token: random, never derived from the order. */
export function newScanToken(): string {
  return randomBytes(24).toString('base64url')
}

export function scanTokenHash(links: ScanLinks, token: string): string {
  return createHmac('sha256', links.secret).update(`scan-token\0${token}`).digest('hex')
}

export function scanUrlOf(links: ScanLinks, token: string): string {
  return `${links.siteUrl}/scan#${token}`
}
