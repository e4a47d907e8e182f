/** The report's mail (its PDF attached by the mail sender). Short lines, like every mail (mail/templates.ts). */
import { wrapText } from '../mail/templates'

export function reportMail(input: {
  firstName: string
  childName: string
  ordersUrl: string
  version: number
}) {
  const child = input.childName
  return {
    subject:
      input.version > 1 ? `${child}'s Success Blueprint (updated)` : `${child}'s Success Blueprint is ready`,
    body: [
      `Hello ${input.firstName},`,
      '',
      ...wrapText(
        `${child}'s Success Blueprint is ready. It is attached as a PDF, and you can read it on your phone on My orders:`,
      ),
      input.ordersUrl,
      '',
      ...wrapText(
        `Please read it with ${child}, in a calm moment. It describes tendencies from ${child}'s own answers: it is not a test result and not a verdict, and nothing in it closes a door.`,
      ),
      '',
      'The next step is the debrief: a certified counsellor goes through',
      'the report with you both and answers your questions.',
      '',
      'DEM Success Blueprint',
    ].join('\n'),
  }
}
