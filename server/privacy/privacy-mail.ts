/**
 * The privacy centre's mails: plain ASCII in short lines (see mail/templates.ts), each naming the contact person
 * for personal data, as every answer to a rights request does.
 */
import { indianDate, wrapText } from '../mail/templates'
import { privacyReasonLabels, type PrivacyReason } from '../../src/content/privacy-centre'
import type { PrivacyContact } from '../../src/content/privacy-contact'

/** The lines that close every answer to a privacy request: who answers questions about personal data. */
export function contactLines(contact: PrivacyContact): string[] {
  return ['Questions about your personal data:', `${contact.name}, ${contact.role}`, contact.email]
}

/** The confirmation that an account was erased, to the address it had. */
export function erasureMail(input: { email: string; at: Date; contact: PrivacyContact }) {
  return {
    subject: 'Your DEM account is erased',
    body: [
      'Hello,',
      '',
      `As you asked on ${indianDate(input.at)}, we erased the account of`,
      'this email address:',
      input.email,
      '',
      ...wrapText(
        "Erased: your name and phone number, your child's details, answers, profile and reports, your messages to us and the copies of our mails.",
      ),
      '',
      ...wrapText(
        'Kept, because GST law obliges us to: your GST invoices and credit notes (with the name, email and phone printed on them) and the payment records, for 8 years. They are kept apart, used only for tax and audit, and shown to no one else.',
      ),
      '',
      'This is the last mail we send about this account.',
      '',
      ...contactLines(input.contact),
      '',
      'DEM Success Blueprint',
    ].join('\n'),
  }
}

/**
 * A notice of a personal data breach to the people of a list of orders (the back office; docs/breach-runbook.md
 * says what it must tell). Staff write the words; each paragraph is wrapped to short lines.
 */
export function breachNoticeMail(input: { subject: string; message: string; contact: PrivacyContact }) {
  const paragraphs = input.message
    .split(/\n\s*\n/)
    .map((paragraph) => wrapText(paragraph.replace(/\s+/g, ' ').trim()))
    .filter((lines) => lines.length > 0)
  return {
    subject: input.subject,
    body: [
      'Hello,',
      '',
      ...paragraphs.flatMap((lines) => [...lines, '']),
      ...contactLines(input.contact),
      '',
      'DEM Success Blueprint',
    ].join('\n'),
  }
}

const reasonLabel = (reason: string) => privacyReasonLabels[reason as PrivacyReason] ?? reason

/** A person's text, paragraph by paragraph, in short lines. */
function wrapped(text: string): string[] {
  return text.split(/\r?\n/).flatMap((paragraph) => (paragraph.trim() === '' ? [''] : wrapText(paragraph)))
}

/** The acknowledgement of a privacy request, mailed at once. */
export function privacyRequestMail(input: {
  number: string
  firstName: string
  reason: string
  message: string
  resolveBy: Date
  privacyCentreUrl: string
  contact: PrivacyContact
}) {
  return {
    subject: `We have your privacy request ${input.number}`,
    body: [
      `Hello ${input.firstName},`,
      '',
      `Thank you. Your privacy request ${input.number} is with us.`,
      'A person will read it and answer you by email, by',
      `${indianDate(input.resolveBy)} at the latest (the law allows 90 days;`,
      'we try to answer much sooner).',
      '',
      `About: ${reasonLabel(input.reason)}`,
      'You wrote:',
      ...wrapped(input.message),
      '',
      'You can see it, and our answer when it comes, in the privacy centre:',
      input.privacyCentreUrl,
      '',
      ...contactLines(input.contact),
      '',
      'DEM Success Blueprint',
    ].join('\n'),
  }
}

/** Staff's answer to a privacy request. */
export function privacyAnswerMail(input: {
  number: string
  firstName: string
  answer: string
  closed: boolean
  privacyCentreUrl: string
  contact: PrivacyContact
}) {
  return {
    subject: `Our answer to your privacy request ${input.number}`,
    body: [
      `Hello ${input.firstName},`,
      '',
      `Here is our answer to your privacy request ${input.number}:`,
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
      'If you are not satisfied with our answer, you may complain to',
      'the Data Protection Board of India.',
      '',
      ...contactLines(input.contact),
      '',
      'DEM Success Blueprint',
    ].join('\n'),
  }
}

/** The support inbox's notice of a new privacy request. */
export function privacyRequestNotice(input: {
  number: string
  email: string
  reason: string
  message: string
  acknowledgeBy: Date
  resolveBy: Date
  adminUrl: string
}) {
  return {
    subject: `Privacy request ${input.number}: ${reasonLabel(input.reason)}`,
    body: [
      `${input.email} made a privacy request (DPDP Act: answer within 90 days).`,
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
