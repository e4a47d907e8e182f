/** Request shapes. Strict: unknown fields, wrong types and over-long strings are refused with 400. */
import { PRIVACY_REASONS, PRIVACY_REQUEST_MAX } from '../../src/content/privacy-centre'
import { z } from 'zod'
import { isRealDay, isRealInstant } from '../lib/days'
import { scanLanguages } from '../db/schema'
import { normalizeEmail, normalizePhone } from '../services/identity'
import { SCAN_CLASSES, SCAN_TEXT_MAX } from '../../src/content/scan'
import { scanConsentContent } from '../../src/content/scan-consent'
import { addressForms, schoolBoards, schoolStreams, schoolSubjects } from '../../src/engine/types'
import { HELP_MESSAGE_MAX, HELP_REASONS } from '../../src/content/order-help'

export const role = z.enum(['student', 'eec'], { error: 'Role must be student or eec.' })
export const plan = z.enum(['basic', 'premium'], { error: 'Plan must be basic or premium.' })

/**
 * A string field: "X is required." when absent, "X must be text." when of another type (zod's single `error`
 * option would say "required" for both).
 */
const text = (label: string) =>
  z.string({
    error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`),
  })

/**
 * Characters no name or message needs, refused with 400 rather than passed on: NUL and lone surrogates (which
 * PostgreSQL cannot store: they failed the whole batch a request was in), control characters (a message keeps
 * its line breaks and tabs) and the bidirectional overrides and isolates, which can make a name read as something
 * else. Joiners (U+200C, U+200D) are allowed: Indic scripts use them.
 */
const NOT_ALLOWED = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u
const allowed = (multiline: boolean) => (value: string) =>
  !NOT_ALLOWED.test(multiline ? value.replace(/[\n\r\t]/g, '') : value)
/** Something to read: not only spaces and invisible format characters (zero-width spaces, joiners). */
const visible = (value: string) => /[^\s\p{Cf}]/u.test(value)

export const freeText = (label: string, max: number, multiline = false) =>
  text(label)
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine(allowed(multiline), `${label} contains characters that are not allowed.`)
    .refine(visible, `${label} is required.`)

/**
 * A name typed at registration goes into the code's mail to whatever address was typed with it, so it may hold
 * only what names hold: letters and combining marks of any script, the joiners Indic scripts use (U+200C,
 * U+200D), spaces, full stops, apostrophes (' and the ’ phone keyboards type) and hyphens, with at least one
 * letter. Digits, @, slashes and colons are refused, and so is a full stop straight before letters: no link or
 * address can be mailed to a stranger.
 */
const NAME = /^(?:[\p{L}\p{M} .'\u2019-]|\u200C|\u200D)+$/u
/** `evil.example`, `www.pay.in`: a full stop straight before two letters is how a domain looks (initials are fine). */
const DOMAIN_LIKE = /\.[\p{L}\p{M}]{2}/u
const personName = (label: string) => {
  const checkable = (value: string) => visible(value) && allowed(false)(value)
  return freeText(label, 80)
    .refine(
      (value) => !checkable(value) || (NAME.test(value) && /\p{L}/u.test(value)),
      `${label} can contain only letters, spaces, full stops, apostrophes and hyphens.`,
    )
    .refine(
      (value) => !checkable(value) || !NAME.test(value) || !DOMAIN_LIKE.test(value),
      `Please put a space after a full stop in ${label.toLowerCase()}.`,
    )
}
/**
 * A name staff type that buyers read (an order's counsellor, on My orders): the rules of a registration name, so no
 * link, address or bidi override reaches a buyer's page. Empty (or null) clears it.
 */
export const staffPersonName = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    personName(label).nullable(),
  )

/** An ISO 8601 time with its offset, on a day that exists in a year we can store (lib/days.ts). */
export const instant = (error: string) => z.iso.datetime({ offset: true, error }).refine(isRealInstant, error)

/** A YYYY-MM-DD day that exists, in a year we can store (lib/days.ts). */
export const day = (error: string) => z.string({ error }).max(10, error).refine(isRealDay, error)

/** Whether text keeps to the text rules above (`multiline`: line breaks and tabs allowed). */
export const textAllowed = (value: string, multiline = false) => allowed(multiline)(value)

/** Names a route receives but never uses or mails (it reads the stored, verified ones): only the basic rules. */
const anyName = (label: string) => freeText(label, 80)

export const email = text('Email')
  .trim()
  .max(254, 'Email must be at most 254 characters.')
  .pipe(z.email('Please enter a valid email address.'))
  .transform(normalizeEmail)

export const phone = text('Phone number')
  .trim()
  .max(20, 'Phone number must be at most 20 characters.')
  .regex(/^\+?[0-9][0-9 ()-]{5,18}$/, 'Please enter a valid phone number.')
  .transform(normalizePhone)
  .refine((digits) => digits.length >= 7 && digits.length <= 15, 'Please enter a valid phone number.')

export const registerQuery = z.strictObject({ role })

export const registerBody = z.strictObject({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  phone,
  email,
})

export const validateOtpBody = z.strictObject({
  email,
  phone,
  otp: text('OTP').regex(/^\d{6}$/, 'The OTP is 6 digits.'),
})

export const resendOtpBody = z.strictObject({
  email,
  phone,
  role,
  firstName: personName('First name'),
  lastName: personName('Last name'),
})

export const selectPlanBody = z.strictObject({ email, plan })

export const emailOnlyBody = z.strictObject({ email })

export const applyPromoBody = z.strictObject({
  email,
  promoCode: freeText('Promo code', 32).transform((code) => code.toUpperCase()),
})

const gatewayId = (prefix: string, label: string) =>
  text(label)
    .max(64, `${label} is too long.`)
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]+$`), `${label} is not valid.`)

export const verifyPaymentBody = z.strictObject({
  razorpay_order_id: gatewayId('order', 'razorpay_order_id'),
  razorpay_payment_id: gatewayId('pay', 'razorpay_payment_id'),
  razorpay_signature: text('razorpay_signature')
    .max(128, 'razorpay_signature is too long.')
    .regex(/^[0-9a-fA-F]+$/, 'razorpay_signature is not valid.'),
  email,
})

export const invoiceBody = z.strictObject({
  firstName: anyName('First name'),
  lastName: anyName('Last name'),
  phone,
  email,
  role,
})

export const contactBody = z.strictObject({
  // Goes to our own support inbox only, never to the address typed with it.
  name: anyName('Name'),
  email,
  message: freeText('Message', 5000, true),
})

export const simulatorOrderBody = z.strictObject({ order_id: gatewayId('order', 'order_id') })

/** `capture: false` authorises without capturing, as on a Razorpay account with manual capture. */
export const simulatorPayBody = simulatorOrderBody.extend({ capture: z.boolean().optional() })

/** An optional line of text (a school, a city): empty means not given. */
const optionalText = (label: string, max: number) =>
  text(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine(allowed(false), `${label} contains characters that are not allowed.`)
    .optional()

const scanLanguage = z.enum(scanLanguages, { error: 'language must be "en" or "hi".' })

/**
 * The child's school context (issue 51.1, src/engine/types.ts ScanContext), given with the consent and corrected
 * in the privacy centre. Optional here (a page opened before it was asked sends none: the defaults stand); the
 * rules across fields (a stream in 11-12 only, three subjects at most, none both liked and disliked) are
 * server/scan/context.ts's.
 */
const subjectList = z.array(z.enum(schoolSubjects, { error: 'Please choose subjects from the list.' }))
export const scanContextFields = {
  board: z.enum(schoolBoards, { error: 'Please choose the board from the list.' }).optional(),
  stream: z.enum(schoolStreams, { error: 'Please choose the stream from the list.' }).nullable().optional(),
  subjects: subjectList.max(12, 'Please choose at most twelve subjects.').optional(),
  enjoys: subjectList.optional(),
  dislikes: subjectList.optional(),
  addressAs: z
    .enum(addressForms, { error: 'Please choose how the Hindi report addresses your child.' })
    .optional(),
}

export const scanConsentBody = z.strictObject({
  ...scanContextFields,
  childFirstName: personName("Child's first name").pipe(
    z
      .string()
      .max(
        SCAN_TEXT_MAX.firstName,
        `Child's first name must be at most ${SCAN_TEXT_MAX.firstName} characters.`,
      ),
  ),
  childClass: z
    .number({ error: scanConsentContent.form.errors.classLevel })
    .int(scanConsentContent.form.errors.classLevel)
    .min(SCAN_CLASSES[0], 'The scan is written for classes 6 to 12.')
    .max(SCAN_CLASSES[SCAN_CLASSES.length - 1] ?? 12, 'The scan is written for classes 6 to 12.'),
  school: optionalText('School', SCAN_TEXT_MAX.school),
  city: optionalText('City', SCAN_TEXT_MAX.city),
  consent: z.literal(true, { error: scanConsentContent.form.errors.consent }),
  noticeVersion: text('noticeVersion').max(100, 'noticeVersion is too long.'),
  language: scanLanguage.optional(),
})

/** The child switches the scan's language at a question. */
export const scanLanguageBody = z.strictObject({ language: scanLanguage })

const givenAnswer = z.strictObject({
  question: text('question').max(20, 'question is too long.'),
  answer: text('answer').max(10, 'answer is too long.'),
  answeredAt: instant('answeredAt must be an ISO 8601 time.'),
})

export const scanAnswersBody = z.strictObject({
  answers: z
    .array(givenAnswer)
    .min(1, 'Send at least one answer.')
    .max(60, 'Send at most 60 answers at once.'),
})

export const scanSubmitBody = z.strictObject({
  answers: z.array(givenAnswer).max(60, 'Send at most 60 answers at once.'),
})

/** The privacy centre: corrections (the same rules as registration and the scan's consent) and the erasure's confirmation. */
export const privacyDetailsBody = registerBody.omit({ email: true })
export const privacyChildBody = scanConsentBody.omit({ consent: true, noticeVersion: true, language: true })
export const privacyEraseBody = z.strictObject({ email })
export const privacyRequestBody = z.strictObject({
  reason: z.enum(PRIVACY_REASONS, { error: 'Please choose what it is about.' }),
  message: freeText('Your request', PRIVACY_REQUEST_MAX, true),
})

export const messageResponse = z.object({ message: z.string() })

/** register-basic and resend-otp: the message, and whether the code went by SMS too (the modal says where). */
/** `sms`: the code went by a short message too; `channel`, then: by which (OTP_CHANNEL). */
export const codeSentResponse = z.object({
  message: z.string(),
  sms: z.boolean(),
  channel: z.enum(['sms', 'whatsapp']).optional(),
})

/** "Need help with this order?" (server/routes/tickets.ts). */
export const helpTicketBody = z.strictObject({
  orderId: text('Order').regex(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    'Order not found.',
  ),
  reason: z.enum(HELP_REASONS, { error: 'Please choose what it is about.' }),
  message: freeText('Message', HELP_MESSAGE_MAX, true),
})

/** Staff's answer to a ticket (server/routes/admin-tickets.ts); `close` when it resolves the request. */
export const ticketAnswerBody = z.strictObject({
  answer: freeText('Answer', 5000, true),
  close: z.boolean().optional(),
})
export const ticketStateBody = z.strictObject({ state: z.enum(['open', 'closed']) })
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Whether a path's id can be a row's uuid at all (anything else is a 404 without a query). */
export const isUuid = (value: string) => UUID.test(value)
/** A path's `:id`, checked by the route (404 for a malformed one, like an unknown one). */
export const idParams = z.strictObject({ id: z.string().max(100) })

/** The languages a counsellor holds debriefs in: at least one; assignment matches the family's (issue 50, point 3). */
export const counsellorLanguages = z
  .array(z.enum(['en', 'hi'], { error: 'Please choose English, Hindi or both.' }), {
    error: 'Please choose English, Hindi or both.',
  })
  .min(1, 'Please choose at least one language.')
  .max(2)
  .transform((list) => [...new Set(list)])

/**
 * A web address in text a person writes to a buyer through our mail (S11): http(s)://, www., or a word.tld. Text
 * with one is refused: a mail from our address carries only links we wrote.
 */
export const WEB_ADDRESS =
  /(?:[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[\p{L}\d-]+\.(?:[a-z]{2,}|xn--[a-z0-9-]+)\b)/iu
export const NO_WEB_ADDRESS = 'Please leave out web addresses: the parent reads this in a mail from us.'
