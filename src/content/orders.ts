/**
 * The words of My orders: the one status a parent reads for each order, and the steps after a purchase. The API
 * answers with these texts and the page shows them, so the server, the page and the tests say the same thing.
 * This module must stay free of browser and Node APIs: both sides import it.
 */
import { reportFirstStep } from './after-purchase'
import type { Role } from './catalogue'

export type OrderStatusKey = 'pending' | 'paid' | 'refunding' | 'refunded' | 'failed'

export interface OrderStatusWords {
  key: OrderStatusKey
  /** The one line that says where the money is. */
  title: string
  /** What happens next about the money, when there is something to say. */
  detail?: string
}

/** "credit note CRN/25-26/000001", "credit notes CRN/25-26/000001 and CRN/25-26/000002". */
function creditNotesNamed(numbers: readonly string[]): string {
  if (numbers.length <= 1) return `credit note ${numbers[0] ?? ''}`
  return `credit notes ${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1] ?? ''}`
}

export const ordersContent = {
  title: 'My orders',
  metaDescription: 'Your orders, payments, invoices and next steps.',
  intro: 'See what happened to each payment, download your invoices and see what comes next.',
  invoiceFailed: 'We could not send the invoice. Please try again.',
  signIn: {
    heading: 'Sign in with your email',
    lead: 'Enter the email address you used at checkout. We will mail you a 6-digit code.',
    emailLabel: 'Email address',
    sendCode: 'Email me a code',
    sending: 'Sending...',
    codeSent: (email: string) =>
      `If ${email} is the address of a purchase, a 6-digit code is on its way to it. It is valid for 10 minutes.`,
    codeLabel: '6-digit code',
    verify: 'Show my orders',
    verifying: 'Checking...',
    otherEmail: 'Use another email',
    resend: 'Send a new code',
    /** While the 60-second wait after a code runs, as the registration's "Resend in {n}s". */
    resendIn: (n: number) => `Send a new code in ${n}s`,
  },
  list: {
    signedInAs: (email: string) => `Signed in as ${email}`,
    signOut: 'Sign out',
    loading: 'Loading your orders...',
    empty:
      'There are no orders for this email address. If you paid with another address, sign in with that one.',
    loadFailed: 'We could not load your orders. Please try again.',
    retry: 'Try again',
    orderReference: 'Order reference',
    amount: 'Amount',
    date: 'Ordered on',
    payments: 'Payments',
    refunds: 'Refunds',
    invoice: 'GST invoice',
    download: 'Download the invoice (PDF)',
    cancelledBy: (creditNotes: readonly string[]) =>
      `Cancelled by ${creditNotesNamed(creditNotes)}: the payment is refunded.`,
    creditedInPart: (creditNotes: readonly string[]) =>
      `Credited in part by ${creditNotesNamed(creditNotes)}: part of the payment is refunded.`,
    downloadCreditNote: (number: string) => `Download credit note ${number} (PDF)`,
    emailAgain: 'Email it to me again',
    emailing: 'Sending...',
    nextSteps: 'What happens next',
    counsellor: (name: string) => `Your counsellor: ${name}`,
    counsellorPage: 'See their page',
    counsellorCredential: 'Verify their certificate',
  },
  /** The label beside each step's state, for screen readers and at a glance. */
  stepState: { done: 'Done', current: 'Now', upcoming: 'Next' },
} as const

export const orderStatusWords = {
  pending: (settleBy: string): OrderStatusWords => ({
    key: 'pending',
    title: 'Payment pending - we are confirming it with your bank; you have not been charged twice',
    detail: `We expect to confirm it by ${settleBy}. If your bank took the money and the payment is not confirmed, the bank returns it to you automatically.`,
  }),
  paid: (): OrderStatusWords => ({ key: 'paid', title: 'Paid' }),
  refunding: (expectedBy: string): OrderStatusWords => ({
    key: 'refunding',
    title: `Refund on its way (expected by ${expectedBy})`,
    detail: 'The money goes back to the card, account or UPI app you paid with.',
  }),
  refunded: (): OrderStatusWords => ({ key: 'refunded', title: 'Refunded' }),
  /** Refunded in part: the order is still paid, and what it bought still comes. */
  partlyRefunded: (refunded: string): OrderStatusWords => ({
    key: 'paid',
    title: `Paid, ${refunded} refunded`,
  }),
  partRefunding: (amount: string, expectedBy: string): OrderStatusWords => ({
    key: 'paid',
    title: `Paid, a refund of ${amount} on its way (expected by ${expectedBy})`,
    detail: 'The money goes back to the card, account or UPI app you paid with.',
  }),
  failed: (): OrderStatusWords => ({ key: 'failed', title: 'Payment failed - nothing was charged' }),
} as const

/**
 * Where one payment of an order stands, derived from the gateway's status and our refund of it (never the
 * gateway's raw word): server/services/order-status.ts `paymentLineState`.
 */
export type PaymentLineState =
  'failed' | 'authorized' | 'captured' | 'partly-refunded' | 'refunding' | 'refund-failed' | 'refunded'

/** A payment's state as My orders says it, after the amount ("pay_...: ₹4,999.00, refund on its way"). */
export const paymentWords: Record<PaymentLineState, string> = {
  failed: 'failed',
  authorized: 'being confirmed with your bank',
  captured: 'paid',
  'partly-refunded': 'paid, part of it refunded',
  refunding: 'refund on its way',
  // The bank refused it; we return the money another way and write to the buyer (docs/api.md, Runbook).
  'refund-failed': 'refund on its way',
  refunded: 'refunded',
}

/** The gateway's payment methods (Razorpay's `method`) as a parent says them: "Paid by UPI". */
const paymentMethodWords: Record<string, string> = {
  upi: 'UPI',
  card: 'card',
  netbanking: 'net banking',
  wallet: 'wallet',
  emi: 'EMI',
  cardless_emi: 'cardless EMI',
  paylater: 'pay later',
}

/**
 * One payment of an order as My orders lists it after its amount, without the gateway's ids or words: "Paid by UPI
 * on 23 Nov 2026 at 7:45 pm", then where its refund stands if it has one. `date` and `time` are India's.
 */
export function paymentLine(input: {
  state: PaymentLineState
  method: string | null
  date: string
  time: string
}): string {
  const method = input.method ? paymentMethodWords[input.method] : undefined
  const by = method ? ` by ${method}` : ''
  const when = ` on ${input.date} at ${input.time}`
  if (input.state === 'failed') return `Payment${by}${when} failed - nothing was charged`
  if (input.state === 'authorized') return `Payment${by}${when}, ${paymentWords.authorized}`
  const paid = `Paid${by}${when}`
  if (input.state === 'captured') return paid
  // "Paid ..., paid, part of it refunded" would say paid twice.
  return `${paid}, ${input.state === 'partly-refunded' ? 'part of it refunded' : paymentWords[input.state]}`
}

/** The short reference of an order a parent reads and quotes to support, the same everywhere: "3F2A9C1B". */
export function orderReference(orderId: string): string {
  return orderId.slice(0, 8).toUpperCase()
}

export type StepState = 'done' | 'current' | 'upcoming'

export interface NextStep {
  title: string
  detail: string
  state: StepState
  /** Where to do it (a path in the page's language), while the step is current or done. */
  link?: { label: string; href: string }
}

/**
 * Where a counsellor-kit buyer stands as a counsellor (server/services/order-status.ts reads it): in the course,
 * certified, or certified with hours set. Unknown (no counsellor row yet, or suspended): the fulfilment decides.
 */
export type KitProgress = 'in-training' | 'certified' | 'hours-set'

/** Fulfilment states, in order: the scan sets `scan_sent` and `scan_done` itself, staff set the others. */
export type FulfilmentStatus =
  'new' | 'contacted' | 'scan_sent' | 'scan_scheduled' | 'scan_done' | 'report_delivered' | 'closed'

const reportSteps = [
  reportFirstStep,
  { title: 'Your report', detail: 'Your Success Blueprint, prepared from the scan.' },
  {
    title: 'The debrief with a counsellor',
    detail: 'A certified counsellor takes you and your child through the report and answers your questions.',
  },
] as const

/**
 * The workspace's paths (config/paths.ts `workspace`, `workspaceCourse`; that module reads the build's settings,
 * which the server, a reader of this one, has not: tests/unit/order-status.test.ts holds them equal).
 */
export const workspacePaths = { workspace: '/workspace', course: '/workspace/course' } as const

const kitSteps = [
  {
    title: 'The counsellor course',
    detail:
      'In your workspace: 12 lessons at your own pace, your 3-day live training batch, the final assessment and a practical. Pass them to become a certified counsellor.',
    link: { label: 'Open the course', href: workspacePaths.course },
  },
  {
    title: 'Set your hours',
    detail:
      'Once you are certified, open your workspace and set the hours in which parents can book a debrief with you.',
    link: { label: 'Open your workspace', href: workspacePaths.workspace },
  },
] as const

/** How many kit steps a counsellor's progress has done. */
const kitDone: Record<KitProgress, number> = { 'in-training': 0, certified: 1, 'hours-set': 2 }

/** How many steps are done in each fulfilment state (the next one is current). */
const stepsDone: Record<Role, Record<FulfilmentStatus, number>> = {
  student: {
    new: 0,
    contacted: 0,
    scan_sent: 0,
    scan_scheduled: 0,
    scan_done: 1,
    report_delivered: 2,
    closed: 3,
  },
  eec: {
    new: 0,
    contacted: 0,
    scan_sent: 0,
    scan_scheduled: 0,
    scan_done: 0,
    report_delivered: 1,
    closed: 2,
  },
}

/**
 * The steps after a purchase and where each stands: a report's by its fulfilment, a kit's by the buyer's progress as
 * a counsellor too (certified: set your hours), whichever is further. A step's link shows once it is not upcoming.
 */
export function nextSteps(role: Role, fulfilment: FulfilmentStatus, kit?: KitProgress): NextStep[] {
  const done = Math.max(stepsDone[role][fulfilment], role === 'eec' && kit ? kitDone[kit] : 0)
  const steps: readonly (Omit<NextStep, 'state'> & { link?: NextStep['link'] })[] =
    role === 'student' ? reportSteps : kitSteps
  return steps.map(({ link, ...step }, index) => {
    const state: StepState = index < done ? 'done' : index === done ? 'current' : 'upcoming'
    return { ...step, state, ...(link && state !== 'upcoming' ? { link } : {}) }
  })
}
