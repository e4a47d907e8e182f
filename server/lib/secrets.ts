import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export function hmacHex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('hex')
}

/** Constant-time comparison of two hex digests; false for any length or format mismatch. */
export function hexEquals(expected: string, given: string): boolean {
  if (!/^[0-9a-f]+$/i.test(given) || given.length !== expected.length) return false
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'))
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** Razorpay-style identifier: a prefix and 14 base62 characters, e.g. order_NbqXXXXXXXXXXX. */
export function gatewayStyleId(prefix: 'order' | 'pay' | 'evt'): string {
  const bytes = randomBytes(14)
  let id = ''
  for (const byte of bytes) id += BASE62[byte % 62]
  return `${prefix}_${id}`
}
