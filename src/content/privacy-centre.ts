/**
 * The privacy centre (/privacy-centre): the notice of what we hold and why (the table below), and the words of the
 * signed-in part. The table is also the retention job's source: `server/services/retention.ts` reads the limits
 * from `retentionRules` and deletes or restricts each row's data when its time is up
 * (tests/server/retention.test.ts walks every row). Free of browser and Node APIs: the server imports it.
 */
import { privacyContactContent } from './privacy-contact'

const DAY = 1
const YEAR = 365 * DAY

/**
 * How long each kind of record is kept, in the units the job counts in. A change here changes both the notice a
 * parent reads and what the job deletes.
 */
export const retentionRules = {
  /** Details typed for an email that is never confirmed with its code (hours after they were typed). */
  unconfirmedRegistrationHours: 1,
  /** One-time codes (registration and sign-in), with the name and phone typed for them (hours). */
  codesHours: 1,
  /** A sign-in session (hours; the cookie ends with it). */
  sessionHours: 24,
  /** A copy of a mail after it was delivered (days). */
  sentMailDays: 1,
  /** A copy of a mail that could not be delivered (days). */
  deadMailDays: 30,
  /** Contact-form messages (days). */
  contactMessagesDays: 2 * YEAR,
  /** A child's details, answers, profile and report, after the scan (days). */
  childDataDays: 2 * YEAR,
  /**
   * GST invoices, credit notes and payment records (days after issue): the law asks for them; after this the
   * personal details printed on them are erased too.
   */
  taxRecordsDays: 8 * YEAR + 2,
  /** Technical logs (days; kept by the hosting, outside the database). */
  logsDays: 30,
  /** Help and privacy requests and our answers, after they were closed (days). */
  requestsDays: 3 * YEAR,
} as const

/** What a privacy request that needs a person is about (the privacy centre's form; the back office's tickets). */
export const PRIVACY_REASONS = ['correction', 'question', 'complaint', 'other'] as const
export type PrivacyReason = (typeof PRIVACY_REASONS)[number]
export const privacyReasonLabels: Record<PrivacyReason, string> = {
  correction: 'A correction I cannot make here',
  question: 'A question about my data or who receives it',
  complaint: 'A complaint about how my data was handled',
  other: 'Something else about my data',
}
/** The longest request a person may write. */
export const PRIVACY_REQUEST_MAX = 2000

export type DataRowKey =
  'contact' | 'child' | 'answers' | 'report' | 'payments' | 'mails' | 'messages' | 'security' | 'requests'

export interface DataRow {
  key: DataRowKey
  what: string
  why: string
  basis: string
  recipients: string
  kept: string
  /** The retention rules this row's data follows (the test proves each one). */
  rules: readonly (keyof typeof retentionRules)[]
}

const r = retentionRules

export const RECIPIENT = {
  gateway: 'Razorpay, our payment gateway',
  mail: 'our email provider, which delivers our mails',
  sms: 'our SMS provider (or our WhatsApp provider, when codes go by WhatsApp), which delivers one-time codes to your phone',
  counsellor: 'the counsellor assigned to your order',
  hosting: 'our hosting provider, which runs our servers and database',
} as const

/** What we hold, why, on what basis, who receives it and how long it is kept: one row per kind of data. */
export const dataInventory: readonly DataRow[] = [
  {
    key: 'contact',
    what: 'Your contact details: first and last name, email address and phone number, and whether you registered as a parent or a counsellor',
    why: 'To confirm your email, take your order, send you the invoice, the scan link and the report, and answer you.',
    basis: 'Needed to give you what you bought (contract).',
    recipients: `${RECIPIENT.mail}; ${RECIPIENT.sms}; ${RECIPIENT.gateway}, when you pay; ${RECIPIENT.counsellor}.`,
    kept: `While your account is in use, until you erase it here. Details typed for an email that is never confirmed: deleted within ${r.unconfirmedRegistrationHours + 1} hours.`,
    rules: ['unconfirmedRegistrationHours', 'codesHours'],
  },
  {
    key: 'child',
    what: "Your child's details: first name and class, and the school and city if you gave them",
    why: 'To address your child in the scan and the report, and to word the report for the right age.',
    basis: 'Your consent as the parent or guardian.',
    recipients: `${RECIPIENT.counsellor}.`,
    kept: `Until you withdraw consent or erase your account, and ${r.childDataDays / YEAR} years after the scan at the most; then erased.`,
    rules: ['childDataDays'],
  },
  {
    key: 'answers',
    what: "Your child's 27 scan answers",
    why: 'To score the scan. Nothing else is done with them.',
    basis: 'Your consent as the parent or guardian.',
    recipients: 'No one outside our team.',
    kept: `Until you withdraw consent or erase your account, and ${r.childDataDays / YEAR} years after the scan at the most; then erased.`,
    rules: ['childDataDays'],
  },
  {
    key: 'report',
    what: 'The profile and the Success Blueprint report made from the answers',
    why: 'For you, and for the counsellor who goes through it with you.',
    basis: 'Your consent as the parent or guardian.',
    recipients: `${RECIPIENT.counsellor}; ${RECIPIENT.mail}, which delivers the report to you.`,
    kept: `Until you withdraw consent or erase your account, and ${r.childDataDays / YEAR} years after the scan at the most; then erased.`,
    rules: ['childDataDays'],
  },
  {
    key: 'payments',
    what: 'Orders, payment references (never card numbers or UPI PINs), GST invoices and credit notes with the name, email and phone printed on them, and the record of your consent to the scan',
    why: 'To take your payment, refund it when due, and keep the tax records and the proof of consent the law asks for.',
    basis:
      'Legal obligation (GST and accounting law; the Digital Personal Data Protection Act for the consent record).',
    recipients: `${RECIPIENT.gateway}.`,
    kept: `${Math.floor(r.taxRecordsDays / YEAR)} years after the invoice, even if you erase your account: then they are kept apart, used only for tax and audit, and shown to no one else. After that the personal details on them are erased.`,
    rules: ['taxRecordsDays'],
  },
  {
    key: 'mails',
    what: 'Copies of the emails we send you (codes, invoices, scan links, reports)',
    why: 'To deliver them, and to try again when a delivery fails.',
    basis: 'Needed to give you what you bought (contract).',
    recipients: `${RECIPIENT.mail}.`,
    kept: `Deleted ${r.sentMailDays} day after delivery, or ${r.deadMailDays} days after an email could not be delivered.`,
    rules: ['sentMailDays', 'deadMailDays'],
  },
  {
    key: 'messages',
    what: 'Messages you send through our contact form: name, email address and message',
    why: 'To answer you.',
    basis: 'Your request (you wrote to us).',
    recipients: 'No one outside our team.',
    kept: `${r.contactMessagesDays / YEAR} years, then deleted.`,
    rules: ['contactMessagesDays'],
  },
  {
    key: 'security',
    what: 'Session and security records: the sign-in session, the IP address of requests and abuse counters, technical logs',
    why: 'To keep you signed in, and to protect the service from fraud and abuse.',
    basis: 'Needed to run the service safely (legitimate use for security).',
    recipients: `${RECIPIENT.hosting}.`,
    kept: `A session ends after ${r.sessionHours} hours; abuse counters are deleted within two hours; technical logs after ${r.logsDays} days.`,
    rules: ['sessionHours', 'logsDays'],
  },
  {
    key: 'requests',
    what: 'Your help and privacy requests, and our answers',
    why: 'To answer them, and to show that we did and when.',
    basis: 'Your request; and legal obligation (consumer and data protection law ask us to answer in time).',
    recipients: `${RECIPIENT.mail}.`,
    kept: `${r.requestsDays / YEAR} years after the request is closed, then deleted. If you erase your account, what you wrote and our answers are erased at once; the request's number and dates stay.`,
    rules: ['requestsDays'],
  },
]

export const privacyCentreContent = {
  title: 'Privacy centre',
  sendCodeFailed: 'We could not send a code. Please try again.',
  checkCodeFailed: 'We could not check the code. Please try again.',
  metaDescription:
    'What DEM Success Blueprint holds about you and your child, why, who receives it and for how long; see, download or correct it, withdraw consent or erase it all.',
  intro:
    "Here you can see what we hold about you and your child, download it, correct it, withdraw your consent and erase your account. We follow India's Digital Personal Data Protection Act, 2023.",
  noticeHeading: 'What we hold, why, and for how long',
  columns: {
    what: 'What',
    why: 'Why',
    basis: 'Lawful basis',
    recipients: 'Who receives it',
    kept: 'How long we keep it',
  },
  noTracking:
    'No advertising, no tracking: this site loads no third-party script, pixel or analytics on any page, and we never use a child’s data for advertising or to follow them around the web.',
  policyLink: 'Read our privacy policy',
  contact: privacyContactContent,
  account: {
    heading: 'Your data',
    checking: 'Checking whether you are signed in...',
    signInHeading: 'Sign in to see your data',
    signInLead:
      'Enter the email address you used at checkout. We will mail you a 6-digit code; it is the same sign-in as My orders.',
    emailLabel: 'Email address',
    sendCode: 'Email me a code',
    sending: 'Sending...',
    codeSent: (email: string) =>
      `If ${email} is the address of a purchase, a 6-digit code is on its way to it. It is valid for 10 minutes.`,
    codeLabel: '6-digit code',
    verify: 'Show my data',
    verifying: 'Checking...',
    otherEmail: 'Use another email',
    loadFailed: 'We could not load your data. Please try again.',
    retry: 'Try again',
    signedInAs: (email: string) => `Signed in as ${email}`,
    signOut: 'Sign out',
  },
  held: {
    heading: 'What we hold about you',
    name: 'Name',
    email: 'Email address',
    phone: 'Phone number',
    registeredAs: 'Registered as',
    roles: { student: 'Parent of a student', eec: 'Counsellor' },
    ordersHeading: 'Orders',
    noOrders: 'No orders.',
    invoice: (number: string) => `GST invoice ${number}: kept for tax law.`,
    childHeading: (plan: string) => `Your child, for ${plan}`,
    childNone:
      "We hold no details of a child for this order: the scan's consent was not given or was withdrawn.",
    child: (name: string, classLevel: number) => `${name}, class ${classLevel}`,
    school: 'School',
    city: 'City or town',
    enjoys: 'enjoys most',
    dislikes: 'enjoys least',
    addressAs: 'the Hindi report says',
    answers: (n: number) => (n === 1 ? '1 scan answer' : `${n} scan answers`),
    reports: (n: number) => (n === 1 ? '1 report' : `${n} reports`),
    notGiven: 'not given',
  },
  download: {
    heading: 'Download everything',
    lead: 'One file for computers (JSON) and one page to read or print (HTML). Both hold everything we have about you and your child.',
    json: 'Download as a data file (JSON)',
    html: 'Download as a page to read (HTML)',
  },
  correct: {
    heading: 'Correct your details',
    lead: 'Invoices already issued keep the details they were issued with: the law does not allow us to change them.',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone number',
    save: 'Save my details',
    saving: 'Saving...',
    saved: 'Your details are corrected.',
    childHeading: (plan: string) => `Correct your child's details (${plan})`,
    childFirstName: "Child's first name",
    childClass: 'Class',
    classOption: (n: number) => `Class ${n}`,
    school: 'School (optional)',
    city: 'City or town (optional)',
    childSave: "Save my child's details",
    childSaved: "Your child's details are corrected.",
    childSavedNewReport:
      "Your child's details are corrected. A new report with them is on its way to your email.",
  },
  consent: {
    heading: 'Withdraw consent',
    lead: 'Some of what we do rests on your consent. You can withdraw it as easily as you gave it.',
    scanPurpose: (plan: string, name: string | null) =>
      name ? `The scan and report of ${name} (${plan})` : `The scan and report (${plan})`,
    scanEffect:
      "The scan stops; your child's details, answers, profile and reports are erased at once. Your invoice stays.",
    withdraw: 'Withdraw consent',
    withdrawing: 'Withdrawing...',
    withdrawn: "Consent withdrawn. The scan is stopped and your child's answers are erased.",
    noScan: 'There is no consent to withdraw: no scan of yours holds a child’s data.',
    marketing:
      'Marketing mail: we send none, so there is nothing to withdraw. If we ever do, it will be only with your consent, and you will be able to withdraw it here.',
  },
  erase: {
    heading: 'Erase your account',
    lead: 'Everything we hold about you and your child is erased: your details, your child’s details, answers and reports, your messages and copies of our mails.',
    kept: 'What the law obliges us to keep stays: your GST invoices and credit notes (with the name, email and phone printed on them) and the payment records, for 8 years. They are kept apart, used only for tax and audit, and shown to no one else.',
    mail: 'We confirm the erasure by email to this address.',
    confirmLabel: (email: string) => `To confirm, type your email address (${email})`,
    erase: 'Erase my account',
    erasing: 'Erasing...',
    confirm: 'Erase your account? This cannot be undone.',
    mismatch: 'Please type your email address exactly as shown to confirm.',
    done: 'Your account is erased. A confirmation is on its way to your email. Thank you for trusting us.',
  },
  request: {
    heading: 'Ask us: a request a person handles',
    lead: 'For what you cannot do here: a correction we must check (your email address, the details on an invoice), a question about your data, or a complaint. We confirm it by email at once and answer within 90 days at the latest, the limit the law sets; usually much sooner.',
    reasonLabel: 'What is it about?',
    messageLabel: 'Your request',
    send: 'Send my request',
    sending: 'Sending...',
    sent: (number: string) => `Your request ${number} is with us. We have emailed you its confirmation.`,
    listHeading: 'Your requests',
    state: { open: 'Waiting for our answer', answered: 'Answered', closed: 'Closed' },
    answer: 'Our answer',
  },
  failed: 'That did not work. Please try again.',
} as const
