/**
 * The scan link's own mail. Plain ASCII in short lines, like every mail (mail/templates.ts): it goes out as 7bit,
 * so the link is never broken by quoted-printable soft line breaks.
 */
import { SCAN_LINK_DAYS } from '../../src/content/scan'

export function scanLinkMail(input: {
  firstName: string
  planName: string
  scanUrl: string
  ordersUrl: string
}) {
  return {
    subject: "Your child's DEM scan: the link to start",
    body: [
      `Hello ${input.firstName},`,
      '',
      `Thank you for choosing the ${input.planName}. The first step is`,
      'the DEM scan: your child answers 27 questions online, in about',
      'twenty minutes, on any phone or computer. No sign-in is needed.',
      '',
      'Open this link on the phone or computer your child will use:',
      input.scanUrl,
      '',
      'The first screen is for you, the parent: it asks for your consent',
      "and your child's first name and class. Then hand it over. Answers",
      'are saved as they are given, so your child can stop and carry on',
      'later, even on another device.',
      '',
      `The link works for ${SCAN_LINK_DAYS} days. Keep it in the family: anyone who has`,
      'it can answer the scan. You can get it again, or withdraw your',
      'consent, on My orders:',
      input.ordersUrl,
      '',
      'DEM Success Blueprint',
    ].join('\n'),
  }
}
