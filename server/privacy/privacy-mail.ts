/**
 * The privacy centre's mails: plain ASCII in short lines (see mail/templates.ts), each naming the contact person
 * for personal data, as every answer to a rights request does.
 */
import { indianDate, wrapText } from '../mail/templates'
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
