/**
 * A one-time code is never stored in plain (DESIGN §3), yet its mail has to wait in the durable queue until it
 * is sent. So a code's mail is sealed when queued (AES-256-GCM, under a key derived from OTP_SECRET) and opened
 * by the sender just before delivery: a copy of the database, a backup or a look at the queue shows neither the
 * code nor the text around it. Other mail is stored as written.
 *
 * Subject and body are sealed together, once (one cipher context per mail).
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto'

const PREFIX = 'sealed:v1:'
const IV_BYTES = 12
const TAG_BYTES = 16

/** What a sealed mail's subject column holds; its body column holds the sealed subject and body. */
export const SEALED_SUBJECT = 'sealed:v1'

const keys = new Map<string, Buffer>()

/** The sealing key: not OTP_SECRET itself, which also keys the codes' HMACs. */
function keyFor(secret: string): Buffer {
  let key = keys.get(secret)
  if (!key) {
    key = createHmac('sha256', secret).update('dem mail-queue seal v1').digest()
    keys.set(secret, key)
  }
  return key
}

export function seal(secret: string, text: string): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret), iv)
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()])
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')
}

/** The text of a sealed value; anything else is returned as it is. Throws if it was altered or sealed under another key. */
export function unseal(secret: string, stored: string): string {
  if (!stored.startsWith(PREFIX)) return stored
  const bytes = Buffer.from(stored.slice(PREFIX.length), 'base64url')
  const decipher = createDecipheriv('aes-256-gcm', keyFor(secret), bytes.subarray(0, IV_BYTES))
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
  try {
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    )
  } catch {
    throw new Error('a sealed mail could not be opened (altered, or sealed under another OTP_SECRET)')
  }
}

export interface MailText {
  subject: string
  body: string
}

/** A code's mail as it is queued: its subject and body sealed together into the body. */
export function sealMail(secret: string, mail: MailText): MailText {
  return { subject: SEALED_SUBJECT, body: seal(secret, JSON.stringify([mail.subject, mail.body])) }
}

/** A queued mail's text as it is sent: opened if it was sealed, as stored otherwise. */
export function unsealMail(secret: string, stored: MailText): MailText {
  if (!stored.body.startsWith(PREFIX)) return stored
  const [subject, body] = JSON.parse(unseal(secret, stored.body)) as [string, string]
  return { subject, body }
}
