/**
 * The words of a ticket's mails: the buyer's acknowledgement (sent at once), staff's answer, and the support
 * inbox's notice of a new request. Plain ASCII in short lines, like every mail (see mail/templates.ts); what the
 * buyer typed is wrapped, and may bring other characters with it. The lines every kind of ticket shares are built
 * here (`ticketLetter`, `whatYouWrote`, `answerLines`, `ticketNotice`); a kind brings its own words: help
 * requests below, privacy requests in privacy/privacy-mail.ts.
 */
import type { Language } from '../../src/content/localised'
import { helpReasonLabels, type HelpReason } from '../../src/content/order-help'
import { hindiUrl, indianDate, wrapText, type MailWords } from '../mail/templates'

/** What a request is about, in the mail's language (the English labels are the form's); an unknown one as it is. */
export function reasonLabels<Reason extends string>(labels: Record<Language, Record<Reason, string>>) {
  return (reason: string, language: Language = 'en') => labels[language][reason as Reason] ?? reason
}

/** A person's text, paragraph by paragraph, in short lines. */
function wrapped(text: string): string[] {
  return text.split(/\r?\n/).flatMap((paragraph) => (paragraph.trim() === '' ? [''] : wrapText(paragraph)))
}

/** A mail to the person who asked: the greeting, the paragraphs (blank lines between), the signature. */
export function ticketLetter(firstName: string, language: Language, ...paragraphs: string[][]): string {
  return [
    language === 'hi' ? `नमस्ते ${firstName} जी,` : `Hello ${firstName},`,
    ...paragraphs.flatMap((lines) => ['', ...lines]),
    '',
    'DEM Success Blueprint',
  ].join('\n')
}

/** What the request is about and what they wrote, in an acknowledgement. */
export function whatYouWrote(label: string, message: string, language: Language): string[] {
  return [
    language === 'hi' ? `विषय: ${label}` : `About: ${label}`,
    language === 'hi' ? 'आपने लिखा:' : 'You wrote:',
    ...wrapped(message),
  ]
}

/** Under an answer: the request is resolved (say if it is not), or still open (ask away). */
function resolvedLines(closed: boolean, language: Language): string[] {
  if (language === 'hi')
    return closed
      ? wrapText(
          'हमने इस अनुरोध को सुलझा हुआ मान लिया है। अगर आपकी बात पूरी नहीं हुई है, तो इस संदेश का जवाब दें, हम फिर से देखेंगे।',
        )
      : ['इस बारे में कोई सवाल हो, तो इस संदेश का जवाब दें।']
  return closed
    ? [
        'We have marked the request as resolved. If it is not, reply to',
        'this message and we will look again.',
      ]
    : ['If you have a question about it, reply to this message.']
}

/** Staff's answer, wrapped, and the lines on whether it closes the request. */
export const answerLines = (answer: string, closed: boolean, language: Language) => [
  ...wrapped(answer),
  '',
  ...resolvedLines(closed, language),
]

/** The support inbox's notice of a new request (English: staff read it), under its kind's first line. */
export function ticketNotice(
  subject: string,
  firstLine: string,
  input: { label: string; message: string; acknowledgeBy: Date; resolveBy: Date; adminUrl: string },
) {
  return {
    subject,
    body: [
      firstLine,
      '',
      `About: ${input.label}`,
      ...wrapped(input.message),
      '',
      `Acknowledge by: ${input.acknowledgeBy.toISOString()}`,
      `Resolve by: ${input.resolveBy.toISOString()}`,
      `Answer it in the back office: ${input.adminUrl}`,
    ].join('\n'),
  }
}

interface TicketWords {
  number: string
  firstName: string
  planName: string
  reason: string
  message: string
  ordersUrl: string
}

const reasonLabel = reasonLabels<HelpReason>({
  en: helpReasonLabels,
  hi: {
    payment: 'कोई भुगतान',
    refund: 'रिफ़ंड का अनुरोध',
    report: 'रिपोर्ट',
    other: 'कुछ और',
  },
})

type AcknowledgementInput = TicketWords & { resolveBy: Date }
type AnswerInput = TicketWords & { answer: string; closed: boolean }

const ACKNOWLEDGEMENT_MAILS: Record<Language, (input: AcknowledgementInput) => MailWords> = {
  en: (input) => ({
    subject: `We have your request ${input.number}`,
    body: ticketLetter(
      input.firstName,
      'en',
      [
        `Thank you for writing to us. Your request ${input.number} about`,
        `your order for ${input.planName} is with our team.`,
        'A person will read it and write back within 48 hours, and we will',
        `resolve it by ${indianDate(input.resolveBy)} at the latest.`,
      ],
      whatYouWrote(reasonLabel(input.reason), input.message, 'en'),
      [
        'You can see the request, and our answer when it comes, on My orders:',
        input.ordersUrl,
        'To add something, reply to this message.',
      ],
    ),
  }),
  hi: (input) => ({
    subject: `आपका अनुरोध ${input.number} हमें मिल गया है`,
    body: ticketLetter(
      input.firstName,
      'hi',
      wrapText(
        `हमें लिखने के लिए धन्यवाद। ${input.planName} के आपके ऑर्डर के बारे में आपका अनुरोध ${input.number} हमारी टीम के पास है। हमारी टीम का कोई सदस्य इसे पढ़कर 48 घंटों के अंदर आपको जवाब देगा, और हम इसे ज़्यादा से ज़्यादा ${indianDate(input.resolveBy, 'hi')} तक सुलझा देंगे।`,
      ),
      whatYouWrote(reasonLabel(input.reason, 'hi'), input.message, 'hi'),
      [
        'आप यह अनुरोध, और आने पर हमारा जवाब, मेरे ऑर्डर (My orders) पेज पर देख सकते हैं:',
        hindiUrl(input.ordersUrl),
        'कुछ और जोड़ना हो, तो इस संदेश का जवाब दें।',
      ],
    ),
  }),
}

export function ticketAcknowledgementMail(input: AcknowledgementInput, language: Language = 'en'): MailWords {
  return ACKNOWLEDGEMENT_MAILS[language](input)
}

const ANSWER_MAILS: Record<Language, (input: AnswerInput) => MailWords> = {
  en: (input) => ({
    subject: `Our answer to your request ${input.number}`,
    body: ticketLetter(
      input.firstName,
      'en',
      [`Here is our answer to your request ${input.number} about`, `your order for ${input.planName}:`],
      answerLines(input.answer, input.closed, 'en'),
      ['The request and this answer are on My orders:', input.ordersUrl],
    ),
  }),
  hi: (input) => ({
    subject: `आपके अनुरोध ${input.number} का हमारा जवाब`,
    body: ticketLetter(
      input.firstName,
      'hi',
      wrapText(`${input.planName} के आपके ऑर्डर के बारे में आपके अनुरोध ${input.number} का हमारा जवाब यह है:`),
      answerLines(input.answer, input.closed, 'hi'),
      ['यह अनुरोध और यह जवाब मेरे ऑर्डर (My orders) पेज पर हैं:', hindiUrl(input.ordersUrl)],
    ),
  }),
}

export function ticketAnswerMail(input: AnswerInput, language: Language = 'en'): MailWords {
  return ANSWER_MAILS[language](input)
}

export function ticketSupportNotice(
  input: TicketWords & {
    email: string
    orderId: string
    acknowledgeBy: Date
    resolveBy: Date
    adminUrl: string
  },
) {
  return ticketNotice(
    `Help request ${input.number}: ${reasonLabel(input.reason)}`,
    `${input.email} asked for help with order ${input.orderId} (${input.planName}).`,
    { ...input, label: reasonLabel(input.reason) },
  )
}
