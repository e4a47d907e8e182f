/**
 * A counsellor page's address, /c/<slug>: 3 to 40 lower-case letters, digits and single hyphens, not a word the
 * site or the team keeps for itself, not an offensive one. Pure: the refusals are RefusedErrors with the words the
 * counsellor reads.
 */
import { RefusedError } from '../lib/errors'

export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9]|-(?!-)){1,38}[a-z0-9]$/

/** The site's own top-level paths and the words that would read as ours (checked on the whole slug). */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'admin',
  'administrator',
  'api',
  'assets',
  'images',
  'static',
  'verify',
  'c',
  'hi',
  'en',
  'workspace',
  'orders',
  'scan',
  'report',
  'checkout',
  'login',
  'sign-in',
  'signin',
  'logout',
  'register',
  'staff',
  'support',
  'help',
  'contact',
  'about',
  'privacy',
  'terms',
  'faq',
  'dem',
  'dem-official',
  'official',
  'team',
  'counsellor',
  'counsellors',
  'success-blueprint',
  'sitemap',
  'robots',
  'null',
  'undefined',
  'www',
  'mail',
  'root',
  'system',
])

/**
 * Words nobody's page address may contain (English and romanised Hindi). Matched against the slug with its
 * hyphens and digits taken out, so `f-u-c-k` or `sh1t` do not slip through.
 */
const OFFENSIVE = [
  'fuck',
  'shit',
  'bitch',
  'bastard',
  'cunt',
  'pussy',
  'whore',
  'slut',
  'porn',
  'nigger',
  'chutiya',
  'chutia',
  'madarchod',
  'behenchod',
  'bhenchod',
  'bhosdi',
  'gandu',
  'randi',
  'harami',
  'kamina',
]
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b' }

export const SLUG_MESSAGES = {
  shape:
    'The page address must be 3 to 40 characters: lower-case letters (a-z), digits and single hyphens, starting and ending with a letter or digit.',
  reserved: 'This page address is reserved. Please choose another.',
  offensive: 'This page address is not allowed. Please choose another.',
  taken: 'This page address is already taken. Please choose another.',
} as const

/** A slug as typed: trimmed and lower-cased. */
export function normaliseSlug(input: string): string {
  return input.trim().toLowerCase()
}

/** Refuses a slug that is malformed, reserved or offensive (whether it is taken is the database's to say). */
export function checkSlug(slug: string): void {
  if (!SLUG_PATTERN.test(slug)) throw new RefusedError('invalid', SLUG_MESSAGES.shape)
  if (RESERVED_SLUGS.has(slug)) throw new RefusedError('invalid', SLUG_MESSAGES.reserved)
  const letters = slug
    .split('')
    .map((ch) => LEET[ch] ?? ch)
    .join('')
    .replace(/[^a-z]/g, '')
  if (OFFENSIVE.some((word) => letters.includes(word)))
    throw new RefusedError('invalid', SLUG_MESSAGES.offensive)
}
