/**
 * The scan link's own mail. Plain ASCII in short lines, like every mail (mail/templates.ts): it goes out as 7bit,
 * so the link is never broken by quoted-printable soft line breaks.
 */
import type { Language } from '../../src/content/localised'
import { SCAN_LINK_DAYS } from '../../src/content/scan'
import { hindiUrl, wrapText, type MailWords } from '../mail/templates'

interface ScanLinkInput {
  firstName: string
  planName: string
  scanUrl: string
  ordersUrl: string
}

const SCAN_LINK_MAILS: Record<Language, (input: ScanLinkInput) => MailWords> = {
  en: (input) => ({
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
  }),
  hi: (input) => ({
    subject: 'आपके बच्चे का DEM स्कैन: शुरू करने का लिंक',
    body: [
      `नमस्ते ${input.firstName} जी,`,
      '',
      ...wrapText(
        `${input.planName} चुनने के लिए धन्यवाद। पहला क़दम DEM स्कैन है: आपका बच्चा किसी भी फ़ोन या कंप्यूटर पर, लगभग बीस मिनट में, 27 सवालों के जवाब ऑनलाइन देगा। कोई साइन-इन नहीं चाहिए।`,
      ),
      '',
      'यह लिंक उसी फ़ोन या कंप्यूटर पर खोलें जिस पर आपका बच्चा स्कैन देगा:',
      input.scanUrl,
      '',
      ...wrapText(
        'पहली स्क्रीन आपके लिए है, यानी माता-पिता के लिए: इसमें आपकी सहमति, और आपके बच्चे का पहला नाम और कक्षा पूछी जाती है। इसके बाद फ़ोन बच्चे को दे दें। हर जवाब उसी समय सेव हो जाता है, इसलिए आपका बच्चा बीच में रुककर बाद में, किसी दूसरे डिवाइस पर भी, आगे बढ़ सकता है।',
      ),
      '',
      ...wrapText(
        `यह लिंक ${SCAN_LINK_DAYS} दिनों तक काम करता है। इसे परिवार के भीतर ही रखें: जिसके पास भी यह लिंक होगा, वह स्कैन के जवाब दे सकता है। आप यह लिंक दोबारा पा सकते हैं, या अपनी सहमति वापस ले सकते हैं, मेरे ऑर्डर (My orders) पेज पर:`,
      ),
      hindiUrl(input.ordersUrl),
      '',
      'DEM Success Blueprint',
    ].join('\n'),
  }),
}

export function scanLinkMail(input: ScanLinkInput, language: Language = 'en'): MailWords {
  return SCAN_LINK_MAILS[language](input)
}
