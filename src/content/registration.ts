/** Copy of the two registration forms and the OTP step (SPEC §2, §4, §8: quoted texts are exact). */
export const registrationMessages = {
  allFieldsRequired: 'All fields are required!',
  termsRequired: 'you must agree the terms and condition.',
  registrationFailed: 'Registration failed. Please try again later...',
} as const

export const registrationFields = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone Number',
} as const

export const registrationCopy = {
  termsBefore: 'I agree to the ',
  termsLink: 'terms and conditions',
  termsAfter: '.',
  submit: 'Submit form',
  submitting: 'Submitting…',
} as const

export const studentRegisterPage = {
  seoTitle: 'Student Registration',
  seoDescription:
    'Register for the Success Blueprint: your name, email and phone, a one-time code to confirm them, then choose your report.',
  heading: 'Get Started With Registration',
  intro:
    'Tell us who you are. We will send a 6-digit code to your email to confirm it, then you choose your report.',
  selectedPlanNote: 'Selected report:',
  steps: ['Register', 'Verify the code', 'Choose and pay'],
  illustrationAlt: 'A parent and a student looking at a report together',
} as const

export const counsellorRegisterPage = {
  seoTitle: 'Counsellor Registration',
  seoDescription:
    'Register as an Educational Excellence Counsellor: confirm your email with a one-time code and join the certification programme.',
  heading: 'Register as a Career Counsellor',
  intro:
    'Teachers, tutors and educators: create your account, confirm your email with a one-time code and join the next certification cohort.',
  fee: (price: string) => `${price} one-time fee`,
  cohort: (cohort: string) => `Next cohort: ${cohort}`,
  illustrationAlt: 'A counsellor guiding a student with a laptop and a growth chart',
} as const

export const counsellorForm = {
  heading: 'Create your counsellor account',
  waiting: 'Registering you…',
} as const

export const otpCopy = {
  title: 'Verify your email',
  intro: (email: string) => `Enter the 6-digit code we sent to ${email}.`,
  groupLabel: 'One-time code',
  digitLabel: (n: number, of: number) => `Digit ${n} of ${of}`,
  verify: 'Verify',
  verifying: 'Verifying…',
  close: 'Close',
  resendIn: (n: number) => `Resend in ${n}s`,
  resending: 'Resending...',
  resend: 'Resend OTP',
  resent: 'A new OTP has been sent!',
  resendFailed: 'Failed to resend OTP. Please try again later.',
  /**
   * Under the intro when a code went by SMS too (the number masked: `+91 98xxxxx210`). It is another code than the
   * mailed one (each proves its own channel, docs/decisions.md); either one verifies.
   */
  alsoBySms: (maskedPhone: string) => `We also sent a code by SMS to ${maskedPhone}. Either code works.`,
  /** The same when the code went by WhatsApp (OTP_CHANNEL=whatsapp). */
  alsoByWhatsapp: (maskedPhone: string) =>
    `We also sent a code by WhatsApp to ${maskedPhone}. Either code works.`,
  verificationFailed: 'OTP verification failed.',
  /**
   * In the modal after a wrong or expired code (issue 50.1; SPEC §4 only logs it, and has no text for it). The tries
   * are this browser's at the code it was sent (the server counts them per client, CODE_TRIES_PER_CODE).
   */
  wrongCode: (triesLeft: number) =>
    triesLeft > 0
      ? `That code is wrong or has expired. Check the latest email and type the code again: ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left with this code, or ask for a new one with Resend OTP.`
      : 'That code is wrong or has expired, and it cannot be tried again here. Ask for a new one with Resend OTP.',
  checkFailed: 'We could not check the code just now. Please try again in a moment.',
  selectPlanFailed: 'Failed to select plan.',
} as const

/**
 * A phone number as the OTP step shows it: +91, the first two and the last three digits (`+91 98xxxxx210`), so a
 * parent recognises their number without all of it on screen. Takes what the form holds (spaces, +91 or 0 before).
 */
export function maskedPhone(typed: string): string {
  let digits = typed.replace(/\D/g, '')
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2)
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1)
  return `+91 ${digits.slice(0, 2)}xxxxx${digits.slice(-3)}`
}

export const OTP_LENGTH = 6
export const RESEND_COOLDOWN_SECONDS = 60
/** How long a code stays valid (DESIGN §3: 10 minutes); the server issues codes for this long. */
export const CODE_LIFE_MINUTES = 10
/** Wrong tries one browser (client) may make at one code; the modal counts them down. */
export const CODE_TRIES_PER_CODE = 5
