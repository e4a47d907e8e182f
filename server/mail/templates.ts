/**
 * The words of every mail. Plain ASCII in short lines on purpose: the message then goes out as 7bit, never
 * quoted-printable, so the raw .eml files in the outbox hold the code and the address unbroken. A buyer's mail
 * has a Hindi twin too (one record per mail, `Record<Language, ...>`, so a missing one is a compile error): it
 * goes out base64 or quoted-printable, which a mail client decodes like any other.
 */
import type { Language } from '../../src/content/localised'

/**
 * The registration code. Anyone may type anyone's address with any name, so the mail repeats nothing typed with
 * the request: a "first name" can be a sentence ("Your DEM account is blocked") that would read as ours.
 */
/** A page of the site in Hindi: the same path under /hi (https://x.in/orders -> https://x.in/hi/orders). */
export function hindiUrl(url: string): string {
  const parsed = new URL(url)
  if (parsed.pathname === '/hi' || parsed.pathname.startsWith('/hi/')) return url
  parsed.pathname = `/hi${parsed.pathname === '/' ? '' : parsed.pathname}`
  return parsed.toString()
}

/** A mail's words: what a template gives back, in either language. */
export interface MailWords {
  subject: string
  body: string
}

interface CodeMailInput {
  email: string
  code: string
  ttlMinutes: number
}

const OTP_MAILS: Record<Language, (input: CodeMailInput) => MailWords> = {
  en: (input) => ({
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
  }),
  hi: (input) => ({
    subject: `आपका DEM सत्यापन कोड ${input.code} है`,
    body: [
      'नमस्ते,',
      '',
      `आपका सत्यापन कोड ${input.code} है।`,
      'यह इस ईमेल पते के लिए माँगा गया था:',
      input.email,
      '',
      `यह कोड ${input.ttlMinutes} मिनट तक मान्य है और एक ही बार काम करता है।`,
      'अगर आपने यह कोड नहीं माँगा था, तो इस संदेश को अनदेखा कर दें:',
      'कोड के बिना कुछ नहीं होता।',
      '',
      'DEM Success Blueprint',
    ].join('\n'),
  }),
}

export function otpMail(input: CodeMailInput, language: Language = 'en'): MailWords {
  return OTP_MAILS[language](input)
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

export function indianDate(at: Date, language: Language = 'en'): string {
  return language === 'hi'
    ? hindiDate.format(at)
    : at.toLocaleDateString('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      })
}

/** 26 नवंबर 2026. */
const hindiDate = new Intl.DateTimeFormat('hi-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
})

/** Rupees in a Hindi mail: ₹4,999 (paise only when there are any: ₹5,250.50). */
export function hindiRupees(paise: number): string {
  return new Intl.NumberFormat('hi-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: paise % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(paise / 100)
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

type RefundInput = RefundDetails & {
  initiatedAt: Date
  ordersUrl?: string
  /** `partial`: the note credits less than the whole invoice. */
  creditNote?: { number: string; invoiceNumber: string; partial?: boolean }
}

const WHY: Record<Language, Record<RefundDetails['reason'], (d: RefundDetails) => string[]>> = {
  en: {
    duplicate: (d) => [
      `You had already paid for ${d.planName}, so your second payment`,
      `(${d.paymentId}) is being refunded in full. Your purchase is not affected.`,
    ],
    'amount-mismatch': (d) => [
      `Payment ${d.paymentId} did not match the amount of your order,`,
      'so it is being refunded in full. You can pay again on our website.',
    ],
    staff: (d) =>
      d.paymentAmountPaise !== undefined && d.amountPaise < d.paymentAmountPaise
        ? wrapText(
            `INR ${formatPaise(d.amountPaise)} of your payment ${d.paymentId} for ${d.planName} is being refunded. The rest of your order stands.`,
          )
        : wrapText(`Payment ${d.paymentId} for ${d.planName} is being refunded in full.`),
  },
  hi: {
    duplicate: (d) =>
      wrapText(
        `आप ${d.planName} का भुगतान पहले ही कर चुके थे, इसलिए आपका दूसरा भुगतान (${d.paymentId}) पूरा लौटाया जा रहा है। आपकी ख़रीद पर इसका कोई असर नहीं पड़ता।`,
      ),
    'amount-mismatch': (d) =>
      wrapText(
        `भुगतान ${d.paymentId} की राशि आपके ऑर्डर की राशि से मेल नहीं खाती थी, इसलिए यह पूरा लौटाया जा रहा है। आप हमारी वेबसाइट पर फिर से भुगतान कर सकते हैं।`,
      ),
    staff: (d) =>
      d.paymentAmountPaise !== undefined && d.amountPaise < d.paymentAmountPaise
        ? wrapText(
            `${d.planName} के लिए आपके भुगतान ${d.paymentId} में से ${hindiRupees(d.amountPaise)} लौटाए जा रहे हैं। आपके ऑर्डर का बाक़ी हिस्सा वैसा ही रहेगा।`,
          )
        : wrapText(`${d.planName} के लिए आपका भुगतान ${d.paymentId} पूरा लौटाया जा रहा है।`),
  },
}

const REFUND_MAILS: Record<Language, (input: RefundInput) => MailWords> = {
  en: (input) => ({
    subject: `Refund of INR ${formatPaise(input.amountPaise)} on its way`,
    body: [
      `Hello ${input.firstName},`,
      '',
      ...WHY.en[input.reason](input),
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
  }),
  hi: (input) => ({
    subject: `${hindiRupees(input.amountPaise)} का रिफ़ंड आप तक पहुँच रहा है`,
    body: [
      `नमस्ते ${input.firstName} जी,`,
      '',
      ...WHY.hi[input.reason](input),
      '',
      `राशि: ${hindiRupees(input.amountPaise)}`,
      `रिफ़ंड संदर्भ: ${input.refundId}`,
      `आपके खाते में पहुँचने की तारीख़: ${indianDate(refundExpectedBy(input.initiatedAt), 'hi')} तक`,
      '',
      ...(input.creditNote
        ? [
            `क्रेडिट नोट ${input.creditNote.number} PDF के रूप में संलग्न है।`,
            input.creditNote.partial
              ? `यह आपके इनवॉइस ${input.creditNote.invoiceNumber} को इतनी राशि से कम करता है।`
              : `यह आपके इनवॉइस ${input.creditNote.invoiceNumber} को रद्द करता है।`,
            '',
          ]
        : []),
      ...wrapText(
        'पैसा उसी कार्ड, खाते या UPI ऐप में लौटता है जिससे आपने भुगतान किया था; बैंक इसमें 5 से 7 कामकाजी दिन लेते हैं। अगर तब तक पैसा न पहुँचे, तो रिफ़ंड संदर्भ के साथ इस संदेश का जवाब दें।',
      ),
      ...(input.ordersUrl ? ['', 'इसकी स्थिति मेरे ऑर्डर (My orders) पेज पर देखें:', hindiUrl(input.ordersUrl)] : []),
      '',
      'DEM Success Blueprint',
    ].join('\n'),
  }),
}

/**
 * The buyer's refund mail. `creditNote`: the refund's credit note, which cancels or reduces the order's invoice, attached by the sender
 * (`meta.creditNoteId`).
 */
export function refundMail(input: RefundInput, language: Language = 'en'): MailWords {
  return REFUND_MAILS[language](input)
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

interface OrdersCodeInput extends CodeMailInput {
  ordersUrl: string
}

const ORDERS_CODE_MAILS: Record<Language, (input: OrdersCodeInput) => MailWords> = {
  en: (input) => ({
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
  }),
  hi: (input) => ({
    subject: `आपका DEM साइन-इन कोड ${input.code} है`,
    body: [
      'नमस्ते,',
      '',
      `अपने ऑर्डर देखने के लिए आपका कोड ${input.code} है।`,
      'यह इस ईमेल पते के लिए माँगा गया था:',
      input.email,
      '',
      `यह कोड ${input.ttlMinutes} मिनट तक मान्य है और एक ही बार काम करता है।`,
      'इसे मेरे ऑर्डर (My orders) पेज पर डालें:',
      hindiUrl(input.ordersUrl),
      'अगर आपने यह कोड नहीं माँगा था, तो इस संदेश को अनदेखा कर दें:',
      'कोड के बिना कुछ नहीं होता।',
      '',
      'DEM Success Blueprint',
    ].join('\n'),
  }),
}

/** A My orders sign-in code. */
export function ordersCodeMail(input: OrdersCodeInput, language: Language = 'en'): MailWords {
  return ORDERS_CODE_MAILS[language](input)
}

const ORDERS_NO_ACCOUNT_MAILS: Record<Language, (input: { email: string; siteUrl: string }) => MailWords> = {
  en: (input) => ({
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
  }),
  hi: (input) => ({
    subject: 'आपके DEM ऑर्डर',
    body: [
      'नमस्ते,',
      '',
      'किसी ने, शायद आपने ही, इस ईमेल पते के ऑर्डर देखने चाहे थे:',
      input.email,
      '',
      'इस पते पर हमारे पास कोई रजिस्ट्रेशन या ऑर्डर नहीं है। अगर आपने',
      'किसी और ईमेल पते से भुगतान किया था, तो उसी पते से कोड माँगें।',
      'रिपोर्ट या काउंसलर किट ख़रीदने के लिए:',
      hindiUrl(input.siteUrl),
      '',
      'अगर आपने यह नहीं माँगा था, तो इस संदेश को अनदेखा कर दें।',
      '',
      'DEM Success Blueprint',
    ].join('\n'),
  }),
}

/** Sent instead of a code when nobody has registered with the address: there is nothing to sign in to. */
export function ordersNoAccountMail(
  input: { email: string; siteUrl: string },
  language: Language = 'en',
): MailWords {
  return ORDERS_NO_ACCOUNT_MAILS[language](input)
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
