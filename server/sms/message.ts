/**
 * The one narrow interface every short-message provider sits behind (the file outbox, MSG91): a text to one phone
 * by SMS or WhatsApp, sent under a template the provider (and, for SMS in India, TRAI's DLT) approved. Code
 * generation, hashing, expiry, attempts and limits stay on our server (services/otp.ts): a provider only carries
 * the words. This folder imports nothing from services/ or routes/; what it needs (secrets, clocks) is passed in.
 */

export type SmsChannel = 'sms' | 'whatsapp'
export type SmsLanguage = 'en' | 'hi'

export interface ShortMessage {
  /** An Indian mobile number: 10 digits, without +91. */
  to: string
  /** The whole text as the recipient reads it (the approved template with its variables filled in). */
  text: string
  /** The provider's id of the approved template the text is. */
  templateId: string
  /** The template's variables by name (MSG91 fills its template from these, not from `text`). */
  variables: Record<string, string>
  language: SmsLanguage
  channel: SmsChannel
  /** The same for every attempt at one message: a provider (or the outbox) that knows it sends it once. */
  idempotencyKey: string
}

export interface SmsSender {
  readonly kind: string
  /** Sends one message; answers the provider's id for it. Throws SmsRejected when trying again cannot help. */
  send(message: ShortMessage): Promise<{ providerMessageId: string }>
}

/** The provider refused the message itself (a 4xx: a DLT mismatch, a wrong template, a bad number): no retry. */
export class SmsRejected extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SmsRejected'
  }
}

/** Numbers SMS goes to: Indian mobiles (10 digits from 6 to 9). Others get their codes by email only. */
export const INDIAN_MOBILE = /^[6-9]\d{9}$/
