/**
 * The privacy centre's mails: plain ASCII in short lines (see mail/templates.ts), each naming the contact person
 * for personal data, as every answer to a rights request does. A privacy request is a ticket of kind `privacy`:
 * its mails are built as every ticket's (tickets/ticket-mail.ts), with their own words.
 */
import type { Language } from '../../src/content/localised'
import { hindiUrl, indianDate, wrapText, type MailWords } from '../mail/templates'
import { privacyReasonLabels, type PrivacyReason } from '../../src/content/privacy-centre'
import type { PrivacyContact } from '../../src/content/privacy-contact'
import { answerLines, reasonLabels, ticketLetter, ticketNotice, whatYouWrote } from '../tickets/ticket-mail'

/** The lines that close every answer to a privacy request: who answers questions about personal data. */
export function contactLines(contact: PrivacyContact, language: Language = 'en'): string[] {
  return [
    language === 'hi' ? 'अपने व्यक्तिगत डेटा के बारे में सवालों के लिए:' : 'Questions about your personal data:',
    `${contact.name}, ${contact.role}`,
    contact.email,
  ]
}

type ErasureInput = { email: string; at: Date; contact: PrivacyContact }

const ERASURE_MAILS: Record<Language, (input: ErasureInput) => MailWords> = {
  en: (input) => ({
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
  }),
  hi: (input) => ({
    subject: 'आपका DEM खाता मिटा दिया गया है',
    body: [
      'नमस्ते,',
      '',
      `आपके ${indianDate(input.at, 'hi')} के अनुरोध के अनुसार, हमने इस ईमेल पते का खाता मिटा दिया है:`,
      input.email,
      '',
      ...wrapText(
        'मिटाया गया: आपका नाम और फ़ोन नंबर, आपके बच्चे की जानकारी, जवाब, प्रोफ़ाइल और रिपोर्ट, हमें भेजे गए आपके संदेश और हमारे ईमेल की प्रतियाँ।',
      ),
      '',
      ...wrapText(
        'रखा गया, क्योंकि GST क़ानून के तहत हमें रखना ज़रूरी है: आपके GST इनवॉइस और क्रेडिट नोट (जिन पर नाम, ईमेल और फ़ोन छपे हैं) और भुगतान के रिकॉर्ड, 8 साल तक। इन्हें अलग रखा जाता है, केवल टैक्स और ऑडिट के लिए इस्तेमाल किया जाता है, और किसी और को नहीं दिखाया जाता।',
      ),
      '',
      'इस खाते के बारे में यह हमारा आख़िरी ईमेल है।',
      '',
      ...contactLines(input.contact, 'hi'),
      '',
      'DEM Success Blueprint',
    ].join('\n'),
  }),
}

/** The confirmation that an account was erased, to the address it had. */
export function erasureMail(input: ErasureInput, language: Language = 'en'): MailWords {
  return ERASURE_MAILS[language](input)
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

/** What a request is about, in the mail's language (the English labels are the form's). */
const reasonLabel = reasonLabels<PrivacyReason>({
  en: privacyReasonLabels,
  hi: {
    correction: 'ऐसा सुधार जो मैं ख़ुद यहाँ नहीं कर सकता/सकती',
    question: 'मेरे डेटा या उसे पाने वालों के बारे में एक सवाल',
    complaint: 'मेरे डेटा के इस्तेमाल के बारे में एक शिकायत',
    other: 'मेरे डेटा के बारे में कुछ और',
  },
})

interface PrivacyRequestInput {
  number: string
  firstName: string
  reason: string
  message: string
  resolveBy: Date
  privacyCentreUrl: string
  contact: PrivacyContact
}

const REQUEST_MAILS: Record<Language, (input: PrivacyRequestInput) => MailWords> = {
  en: (input) => ({
    subject: `We have your privacy request ${input.number}`,
    body: ticketLetter(
      input.firstName,
      'en',
      [
        `Thank you. Your privacy request ${input.number} is with us.`,
        'A person will read it and answer you by email, by',
        `${indianDate(input.resolveBy)} at the latest (the law allows 90 days;`,
        'we try to answer much sooner).',
      ],
      whatYouWrote(reasonLabel(input.reason), input.message, 'en'),
      ['You can see it, and our answer when it comes, in the privacy centre:', input.privacyCentreUrl],
      contactLines(input.contact),
    ),
  }),
  hi: (input) => ({
    subject: `आपका प्राइवेसी अनुरोध ${input.number} हमें मिल गया है`,
    body: ticketLetter(
      input.firstName,
      'hi',
      wrapText(
        `धन्यवाद। आपका प्राइवेसी अनुरोध ${input.number} हमारे पास है। हमारी टीम का कोई सदस्य इसे पढ़कर ज़्यादा से ज़्यादा ${indianDate(input.resolveBy, 'hi')} तक ईमेल से आपको जवाब देगा (क़ानून 90 दिन तक का समय देता है; हम इससे बहुत पहले जवाब देने की कोशिश करते हैं)।`,
      ),
      whatYouWrote(reasonLabel(input.reason, 'hi'), input.message, 'hi'),
      ['आप इसे, और आने पर हमारा जवाब, प्राइवेसी सेंटर में देख सकते हैं:', hindiUrl(input.privacyCentreUrl)],
      contactLines(input.contact, 'hi'),
    ),
  }),
}

/** The acknowledgement of a privacy request, mailed at once. */
export function privacyRequestMail(input: PrivacyRequestInput, language: Language = 'en'): MailWords {
  return REQUEST_MAILS[language](input)
}

interface PrivacyAnswerInput {
  number: string
  firstName: string
  answer: string
  closed: boolean
  privacyCentreUrl: string
  contact: PrivacyContact
}

const ANSWER_MAILS: Record<Language, (input: PrivacyAnswerInput) => MailWords> = {
  en: (input) => ({
    subject: `Our answer to your privacy request ${input.number}`,
    body: ticketLetter(
      input.firstName,
      'en',
      [`Here is our answer to your privacy request ${input.number}:`],
      answerLines(input.answer, input.closed, 'en'),
      [
        'If you are not satisfied with our answer, you may complain to',
        'the Data Protection Board of India.',
      ],
      contactLines(input.contact),
    ),
  }),
  hi: (input) => ({
    subject: `आपके प्राइवेसी अनुरोध ${input.number} का हमारा जवाब`,
    body: ticketLetter(
      input.firstName,
      'hi',
      [`आपके प्राइवेसी अनुरोध ${input.number} का हमारा जवाब यह है:`],
      answerLines(input.answer, input.closed, 'hi'),
      wrapText(
        'अगर आप हमारे जवाब से संतुष्ट नहीं हैं, तो आप भारत के डेटा संरक्षण बोर्ड (Data Protection Board of India) से शिकायत कर सकते हैं।',
      ),
      contactLines(input.contact, 'hi'),
    ),
  }),
}

/** Staff's answer to a privacy request. */
export function privacyAnswerMail(input: PrivacyAnswerInput, language: Language = 'en'): MailWords {
  return ANSWER_MAILS[language](input)
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
  return ticketNotice(
    `Privacy request ${input.number}: ${reasonLabel(input.reason)}`,
    `${input.email} made a privacy request (DPDP Act: answer within 90 days).`,
    { ...input, label: reasonLabel(input.reason) },
  )
}
