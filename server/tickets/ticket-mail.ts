/**
 * The words of a ticket's mails: the buyer's acknowledgement (sent at once), staff's answer, and the support
 * inbox's notice of a new request. Plain ASCII in short lines, like every mail (see mail/templates.ts); what the
 * buyer typed is wrapped, and may bring other characters with it.
 */
import { helpReasonLabels, type HelpReason } from '../../src/content/order-help'
import { indianDate, wrapText } from '../mail/templates'

interface TicketWords {
  number: string
  firstName: string
  planName: string
  reason: string
  message: string
  ordersUrl: string
}

const reasonLabel = (reason: string) => helpReasonLabels[reason as HelpReason] ?? reason

/** A buyer's text, paragraph by paragraph, in short lines. */
function wrapped(text: string): string[] {
  return text.split(/\r?\n/).flatMap((paragraph) => (paragraph.trim() === '' ? [''] : wrapText(paragraph)))
}

export function ticketAcknowledgementMail(input: TicketWords & { resolveBy: Date }) {
  return {
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
  }
}

export function ticketAnswerMail(input: TicketWords & { answer: string; closed: boolean }) {
  return {
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
  }
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
