/**
 * The words of every mail. Plain ASCII in short lines on purpose: the message then goes out as 7bit, never
 * quoted-printable, so the raw .eml files in the outbox hold the code and the address unbroken.
 */
/**
 * The registration code. Anyone may type anyone's address with any name, so the mail repeats nothing typed with
 * the request: a "first name" can be a sentence ("Your DEM account is blocked") that would read as ours.
 */
export function otpMail(input: { email: string; code: string; ttlMinutes: number }) {
  return {
    subject: `Your DEM verification code is ${input.code}`,
    body: [
      'Hello,',
      '',
      `Your verification code is ${input.code}.`,
      'It was requested for this email address:',
      input.email,
      '',
      `The code is valid for ${input.ttlMinutes} minutes and works once.`,
      'If you did not ask for it, ignore this message:',
      'nothing happens without the code.',
      '',
      'DEM Success Blueprint',
    ].join('\n'),
  }
}

/** Normal refunds reach the buyer's account in 5-7 working days (Razorpay); we promise the later end. */
const REFUND_WORKING_DAYS = 7

/** The day a refund started at `from` should have reached the buyer, in India's calendar (Mon-Fri). */
export function refundExpectedBy(from: Date): Date {
  const day = new Date(from.getTime())
  let left = REFUND_WORKING_DAYS
  while (left > 0) {
    day.setTime(day.getTime() + 86_400_000)
    const weekday = new Date(day.getTime() + 330 * 60_000).getUTCDay()
    if (weekday !== 0 && weekday !== 6) left -= 1
  }
  return day
}

export function indianDate(at: Date): string {
  return at.toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  })
}

interface RefundDetails {
  firstName: string
  planName: string
  amountPaise: number
  paymentId: string
  refundId: string
  reason: 'duplicate' | 'amount-mismatch' | 'staff'
  paidByPaymentId: string | null
  /** The refunded payment's amount: a staff refund may be of a part of it. */
  paymentAmountPaise?: number
}

const WHY = {
  duplicate: (d: RefundDetails) => [
    `You had already paid for ${d.planName}, so your second payment`,
    `(${d.paymentId}) is being refunded in full. Your purchase is not affected.`,
  ],
  'amount-mismatch': (d: RefundDetails) => [
    `Payment ${d.paymentId} did not match the amount of your order,`,
    'so it is being refunded in full. You can pay again on our website.',
  ],
  staff: (d: RefundDetails) =>
    d.paymentAmountPaise !== undefined && d.amountPaise < d.paymentAmountPaise
      ? wrapText(
          `INR ${formatPaise(d.amountPaise)} of your payment ${d.paymentId} for ${d.planName} is being refunded. The rest of your order stands.`,
        )
      : wrapText(`Payment ${d.paymentId} for ${d.planName} is being refunded in full.`),
}

/**
 * The buyer's refund mail. `creditNote`: the refund's credit note, which cancels or reduces the order's invoice, attached by the sender
 * (`meta.creditNoteId`).
 */
export function refundMail(
  input: RefundDetails & {
    initiatedAt: Date
    ordersUrl?: string
    /** `partial`: the note credits less than the whole invoice. */
    creditNote?: { number: string; invoiceNumber: string; partial?: boolean }
  },
) {
  return {
    subject: `Refund of INR ${formatPaise(input.amountPaise)} on its way`,
    body: [
      `Hello ${input.firstName},`,
      '',
      ...WHY[input.reason](input),
      '',
      `Amount: INR ${formatPaise(input.amountPaise)}`,
      `Refund reference: ${input.refundId}`,
      `Expected in your account by: ${indianDate(refundExpectedBy(input.initiatedAt))}`,
      '',
      ...(input.creditNote
        ? [
            `Credit note ${input.creditNote.number} is attached as a PDF.`,
            input.creditNote.partial
              ? `It reduces your invoice ${input.creditNote.invoiceNumber} by this amount.`
              : `It cancels your invoice ${input.creditNote.invoiceNumber}.`,
            '',
          ]
        : []),
      'The money goes back to the card, account or UPI app you paid with;',
      'banks take 5 to 7 working days. If it has not arrived by then,',
      'reply to this message with the refund reference.',
      ...(input.ordersUrl ? ['', 'Follow it on My orders:', input.ordersUrl] : []),
      '',
      'DEM Success Blueprint',
    ].join('\n'),
  }
}

export function refundStartedNotice(input: RefundDetails & { email: string; orderId: string }) {
  return {
    subject: `Refund started: ${input.paymentId} (${input.reason})`,
    body: [
      `A refund of INR ${formatPaise(input.amountPaise)} was started automatically.`,
      '',
      `Buyer: ${input.email}`,
      `Order: ${input.orderId} (${input.planName})`,
      `Refunded payment: ${input.paymentId}`,
      `Payment that paid the plan: ${input.paidByPaymentId ?? 'none'}`,
      `Refund: ${input.refundId}`,
      `Reason: ${input.reason}`,
      '',
      'Nothing to do unless the gateway reports it failed.',
    ].join('\n'),
  }
}

export function refundFailedNotice(input: RefundDetails & { email: string; orderId: string }) {
  return {
    subject: `ACTION NEEDED: refund ${input.refundId} failed`,
    body: [
      `The gateway could not refund INR ${formatPaise(input.amountPaise)} to ${input.email}.`,
      '',
      `Order: ${input.orderId} (${input.planName})`,
      `Payment: ${input.paymentId}`,
      `Refund: ${input.refundId}`,
      '',
      'See "When a refund fails" in docs/api.md: contact the buyer for another',
      'way to return the money, and record what was done.',
    ].join('\n'),
  }
}

/** A My orders sign-in code. */
export function ordersCodeMail(input: {
  email: string
  code: string
  ttlMinutes: number
  ordersUrl: string
}) {
  return {
    subject: `Your DEM sign-in code is ${input.code}`,
    body: [
      'Hello,',
      '',
      `Your code to see your orders is ${input.code}.`,
      'It was requested for this email address:',
      input.email,
      '',
      `The code is valid for ${input.ttlMinutes} minutes and works once.`,
      `Enter it on My orders: ${input.ordersUrl}`,
      'If you did not ask for it, ignore this message:',
      'nothing happens without the code.',
      '',
      'DEM Success Blueprint',
    ].join('\n'),
  }
}

/** Sent instead of a code when nobody has registered with the address: there is nothing to sign in to. */
export function ordersNoAccountMail(input: { email: string; siteUrl: string }) {
  return {
    subject: 'Your DEM orders',
    body: [
      'Hello,',
      '',
      'Someone, probably you, asked to see the orders of this email address:',
      input.email,
      '',
      'We have no registration or order under it. If you paid with',
      'another email address, ask for a code with that one.',
      `To buy a report or a counsellor kit: ${input.siteUrl}`,
      '',
      'If you did not ask, ignore this message.',
      '',
      'DEM Success Blueprint',
    ].join('\n'),
  }
}

export function contactNotification(input: { name: string; email: string; message: string }) {
  return {
    subject: `Contact form: message from ${input.name}`,
    body: [`From: ${input.name} <${input.email}>`, '', input.message].join('\n'),
  }
}

/** Breaks a sentence into lines of at most `width` characters at spaces: mail lines stay short (see the top). */
export function wrapText(text: string, width = 70): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

/** 525000 paise -> "5,250.00" (Indian digit grouping). */
export function formatPaise(paise: number): string {
  return (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
}
