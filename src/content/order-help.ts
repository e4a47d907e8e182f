/**
 * The words of "Need help with this order?": the reasons a buyer picks from, the form, and how a request and its
 * answer read on My orders. The server's mails name the reason with the same labels, so this module stays free of
 * browser and Node APIs: both sides import it.
 */

/** The reasons of a help request, in the order the form offers them. */
export const HELP_REASONS = ['payment', 'refund', 'report', 'other'] as const
export type HelpReason = (typeof HELP_REASONS)[number]

export const helpReasonLabels: Record<HelpReason, string> = {
  payment: 'A payment',
  refund: 'A refund request',
  report: 'The report',
  other: 'Something else',
}

/** The longest message a buyer may write. */
export const HELP_MESSAGE_MAX = 2000

/** Where a request stands, as the buyer reads it. */
export const ticketStateLabels = {
  open: 'Waiting for our answer',
  answered: 'Answered',
  closed: 'Closed',
} as const

export const orderHelpContent = {
  open: 'Need help with this order?',
  heading: 'Need help with this order?',
  lead: 'Tell us what went wrong. A person from our team will write back within 48 hours.',
  reasonLegend: 'What is it about?',
  messageLabel: 'Your message',
  messageHint: `Up to ${HELP_MESSAGE_MAX} characters.`,
  send: 'Send my request',
  sending: 'Sending...',
  cancel: 'Cancel',
  chooseReason: 'Please choose what it is about.',
  writeMessage: 'Please write your message.',
  tooLong: `Your message is too long: please keep it to ${HELP_MESSAGE_MAX} characters.`,
  failed: 'We could not send your request. Please try again.',
  sent: (number: string) =>
    `Thank you. Your request ${number} is with our team, and we have emailed you a copy.`,
  requests: 'Your help requests',
  number: (number: string) => `Request ${number}`,
  sentOn: (date: string) => `Sent on ${date}`,
  yourMessage: 'You wrote',
  ourAnswer: (date: string) => `Our answer (${date})`,
}
