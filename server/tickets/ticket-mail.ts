/**
 * The words of a ticket's mails: the buyer's acknowledgement (sent at once), staff's answer, and the support
 * inbox's notice of a new request. Plain ASCII in short lines, like every mail (see mail/templates.ts); what the
 * buyer typed is wrapped, and may bring other characters with it.
 */
import type { Language } from '../../src/content/localised'
import { helpReasonLabels, type HelpReason } from '../../src/content/order-help'
import { hindiUrl, indianDate, wrapText, type MailWords } from '../mail/templates'

interface TicketWords {
  number: string
  firstName: string
  planName: string
  reason: string
  message: string
  ordersUrl: string
}

/** What a request is about, in the mail's language (the English labels are the form's). */
const REASON_LABELS: Record<Language, Record<HelpReason, string>> = {
  en: helpReasonLabels,
  hi: {
    payment: 'कोई भुगतान',
    refund: 'रिफ़ंड का अनुरोध',
    report: 'रिपोर्ट',
    other: 'कुछ और',
  },
}

const reasonLabel = (reason: string, language: Language = 'en') =>
  REASON_LABELS[language][reason as HelpReason] ?? reason

/** A buyer's text, paragraph by paragraph, in short lines. */
function wrapped(text: string): string[] {
  return text.split(/\r?\n/).flatMap((paragraph) => (paragraph.trim() === '' ? [''] : wrapText(paragraph)))
}

type AcknowledgementInput = TicketWords & { resolveBy: Date }
type AnswerInput = TicketWords & { answer: string; closed: boolean }

const ACKNOWLEDGEMENT_MAILS: Record<Language, (input: AcknowledgementInput) => MailWords> = {
  en: (input) => ({
    subject: `We have your request ${input.number}`,
    body: [
      `Hello ${input.firstName},`,
      '',
      `Thank you for writing to us. Your request ${input.number} about`,
      `your order for ${input.planName} is with our team.`,
      'A person will read it and write back within 48 hours, and we will',
      `resolve it by ${indianDate(input.resolveBy)} at the latest.`,
      '',
      `About: ${reasonLabel(input.reason)}`,
      'You wrote:',
      ...wrapped(input.message),
      '',
      'You can see the request, and our answer when it comes, on My orders:',
      input.ordersUrl,
      'To add something, reply to this message.',
      '',
      'DEM Success Blueprint',
    ].join('\n'),
  }),
  hi: (input) => ({
    subject: `आपका अनुरोध ${input.number} हमें मिल गया है`,
    body: [
      `नमस्ते ${input.firstName} जी,`,
      '',
      ...wrapText(
        `हमें लिखने के लिए धन्यवाद। ${input.planName} के आपके ऑर्डर के बारे में आपका अनुरोध ${input.number} हमारी टीम के पास है। हमारी टीम का कोई सदस्य इसे पढ़कर 48 घंटों के अंदर आपको जवाब देगा, और हम इसे ज़्यादा से ज़्यादा ${indianDate(input.resolveBy, 'hi')} तक सुलझा देंगे।`,
      ),
      '',
      `विषय: ${reasonLabel(input.reason, 'hi')}`,
      'आपने लिखा:',
      ...wrapped(input.message),
      '',
      'आप यह अनुरोध, और आने पर हमारा जवाब, मेरे ऑर्डर (My orders) पेज पर देख सकते हैं:',
      hindiUrl(input.ordersUrl),
      'कुछ और जोड़ना हो, तो इस संदेश का जवाब दें।',
      '',
      'DEM Success Blueprint',
    ].join('\n'),
  }),
}

export function ticketAcknowledgementMail(input: AcknowledgementInput, language: Language = 'en'): MailWords {
  return ACKNOWLEDGEMENT_MAILS[language](input)
}

const ANSWER_MAILS: Record<Language, (input: AnswerInput) => MailWords> = {
  en: (input) => ({
    subject: `Our answer to your request ${input.number}`,
    body: [
      `Hello ${input.firstName},`,
      '',
      `Here is our answer to your request ${input.number} about`,
      `your order for ${input.planName}:`,
      '',
      ...wrapped(input.answer),
      '',
      ...(input.closed
        ? [
            'We have marked the request as resolved. If it is not, reply to',
            'this message and we will look again.',
          ]
        : ['If you have a question about it, reply to this message.']),
      '',
      'The request and this answer are on My orders:',
      input.ordersUrl,
      '',
      'DEM Success Blueprint',
    ].join('\n'),
  }),
  hi: (input) => ({
    subject: `आपके अनुरोध ${input.number} का हमारा जवाब`,
    body: [
      `नमस्ते ${input.firstName} जी,`,
      '',
      ...wrapText(`${input.planName} के आपके ऑर्डर के बारे में आपके अनुरोध ${input.number} का हमारा जवाब यह है:`),
      '',
      ...wrapped(input.answer),
      '',
      ...(input.closed
        ? wrapText(
            'हमने इस अनुरोध को सुलझा हुआ मान लिया है। अगर आपकी बात पूरी नहीं हुई है, तो इस संदेश का जवाब दें, हम फिर से देखेंगे।',
          )
        : ['इस बारे में कोई सवाल हो, तो इस संदेश का जवाब दें।']),
      '',
      'यह अनुरोध और यह जवाब मेरे ऑर्डर (My orders) पेज पर हैं:',
      hindiUrl(input.ordersUrl),
      '',
      'DEM Success Blueprint',
    ].join('\n'),
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
  return {
    subject: `Help request ${input.number}: ${reasonLabel(input.reason)}`,
    body: [
      `${input.email} asked for help with order ${input.orderId} (${input.planName}).`,
      '',
      `About: ${reasonLabel(input.reason)}`,
      ...wrapped(input.message),
      '',
      `Acknowledge by: ${input.acknowledgeBy.toISOString()}`,
      `Resolve by: ${input.resolveBy.toISOString()}`,
      `Answer it in the back office: ${input.adminUrl}`,
    ].join('\n'),
  }
}
