/**
 * My orders in Hindi: the status a parent reads for each order, each payment's line and the steps after a purchase.
 * The order of the steps and where each stands come from the English module; only the words are Hindi.
 */
import * as en from '../orders'
import { reportFirstStep } from './after-purchase'
import { pathIn } from '../localised'
import type { Localised } from '../localised'

export type {
  FulfilmentStatus,
  KitProgress,
  NextStep,
  OrderStatusKey,
  OrderStatusWords,
  PaymentLineState,
  StepState,
} from '../orders'

/** "क्रेडिट नोट CRN/25-26/000001", "क्रेडिट नोट CRN/25-26/000001 और CRN/25-26/000002". */
function creditNotesNamed(numbers: readonly string[]): string {
  if (numbers.length <= 1) return `क्रेडिट नोट ${numbers[0] ?? ''}`
  return `क्रेडिट नोट ${numbers.slice(0, -1).join(', ')} और ${numbers[numbers.length - 1] ?? ''}`
}

export const ordersContent: Localised<typeof en.ordersContent> = {
  title: 'मेरे ऑर्डर',
  metaDescription: 'आपके ऑर्डर, भुगतान, इनवॉइस और आगे के कदम।',
  intro: 'हर भुगतान की स्थिति देखें, अपने इनवॉइस डाउनलोड करें और जानें कि आगे क्या होगा।',
  invoiceFailed: 'हम इनवॉइस नहीं भेज पाए। कृपया फिर से कोशिश करें।',
  signIn: {
    heading: 'अपने ईमेल से साइन इन करें',
    lead: 'चेकआउट के समय दिया गया ईमेल पता लिखें। हम उस पर 6 अंकों का कोड भेजेंगे।',
    emailLabel: 'ईमेल पता',
    sendCode: 'मुझे कोड ईमेल करें',
    sending: 'भेजा जा रहा है...',
    codeSent: (email) =>
      `अगर ${email} से कोई ख़रीदारी हुई है, तो उस पते पर 6 अंकों का कोड भेजा जा रहा है। यह 10 मिनट तक मान्य रहेगा।`,
    codeLabel: '6 अंकों का कोड',
    verify: 'मेरे ऑर्डर दिखाएँ',
    verifying: 'जाँच हो रही है...',
    otherEmail: 'दूसरा ईमेल इस्तेमाल करें',
    resend: 'नया कोड भेजें',
    resendIn: (n) => `${n} सेकंड बाद नया कोड भेजें`,
  },
  list: {
    signedInAs: (email) => `आप ${email} से साइन इन हैं`,
    signOut: 'साइन आउट करें',
    loading: 'आपके ऑर्डर लोड हो रहे हैं...',
    empty: 'इस ईमेल पते से कोई ऑर्डर नहीं है। अगर आपने किसी दूसरे पते से भुगतान किया था, तो उसी से साइन इन करें।',
    loadFailed: 'हम आपके ऑर्डर लोड नहीं कर सके। कृपया फिर से कोशिश करें।',
    retry: 'फिर से कोशिश करें',
    orderReference: 'ऑर्डर नंबर',
    amount: 'राशि',
    date: 'ऑर्डर की तारीख़',
    payments: 'भुगतान',
    refunds: 'रिफ़ंड',
    invoice: 'GST इनवॉइस',
    download: 'इनवॉइस डाउनलोड करें (PDF)',
    cancelledBy: (creditNotes) =>
      `${creditNotesNamed(creditNotes)} से रद्द किया गया: भुगतान वापस कर दिया गया है।`,
    creditedInPart: (creditNotes) =>
      `${creditNotesNamed(creditNotes)} से आंशिक रूप से रद्द किया गया: भुगतान का कुछ हिस्सा वापस कर दिया गया है।`,
    downloadCreditNote: (number) => `क्रेडिट नोट ${number} डाउनलोड करें (PDF)`,
    emailAgain: 'इसे मुझे फिर से ईमेल करें',
    emailing: 'भेजा जा रहा है...',
    nextSteps: 'आगे क्या होगा',
    counsellor: (name) => `आपके काउंसलर: ${name}`,
    counsellorPage: 'उनका पेज देखें',
    counsellorCredential: 'उनके प्रमाणपत्र की जाँच करें',
  },
  stepState: { done: 'हो गया', current: 'अभी', upcoming: 'आगे' },
}

const moneyGoesBack = 'पैसे उसी कार्ड, खाते या UPI ऐप में वापस आएँगे, जिससे आपने भुगतान किया था।'

export const orderStatusWords: Localised<typeof en.orderStatusWords> = {
  pending: (settleBy) => ({
    key: 'pending',
    title: 'भुगतान की पुष्टि बाकी है - हम आपके बैंक से इसकी पुष्टि कर रहे हैं; आपसे दो बार पैसे नहीं लिए गए हैं',
    detail: `हमें उम्मीद है कि ${settleBy} तक इसकी पुष्टि हो जाएगी। अगर बैंक से पैसे कट गए और भुगतान की पुष्टि नहीं हुई, तो बैंक वह राशि अपने-आप आपको लौटा देगा।`,
  }),
  paid: () => ({ key: 'paid', title: 'भुगतान हो गया' }),
  refunding: (expectedBy) => ({
    key: 'refunding',
    title: `रिफ़ंड आ रहा है (${expectedBy} तक मिलने की उम्मीद)`,
    detail: moneyGoesBack,
  }),
  refunded: () => ({ key: 'refunded', title: 'रिफ़ंड हो गया' }),
  partlyRefunded: (refunded) => ({ key: 'paid', title: `भुगतान हो गया, ${refunded} वापस किए गए` }),
  partRefunding: (amount, expectedBy) => ({
    key: 'paid',
    title: `भुगतान हो गया, ${amount} का रिफ़ंड आ रहा है (${expectedBy} तक मिलने की उम्मीद)`,
    detail: moneyGoesBack,
  }),
  failed: () => ({ key: 'failed', title: 'भुगतान नहीं हो सका - कोई पैसा नहीं कटा' }),
}

export const paymentWords: Localised<typeof en.paymentWords> = {
  failed: 'नहीं हो सका',
  authorized: 'आपके बैंक से पुष्टि हो रही है',
  captured: 'भुगतान हो गया',
  'partly-refunded': 'भुगतान हो गया, उसका कुछ हिस्सा वापस किया गया',
  refunding: 'रिफ़ंड आ रहा है',
  'refund-failed': 'रिफ़ंड आ रहा है',
  refunded: 'रिफ़ंड हो गया',
}

/** The gateway's payment methods (Razorpay's `method`) as a parent says them: "UPI से". */
const paymentMethodWords: Record<string, string> = {
  upi: 'UPI',
  card: 'कार्ड',
  netbanking: 'नेट बैंकिंग',
  wallet: 'वॉलेट',
  emi: 'EMI',
  cardless_emi: 'कार्डलेस EMI',
  paylater: 'पे लेटर',
}

/** "23 नवंबर 2026 को शाम 7:45 पर UPI से भुगतान किया गया", then where its refund stands if it has one. */
export const paymentLine: Localised<typeof en.paymentLine> = (input) => {
  const method = input.method ? paymentMethodWords[input.method] : undefined
  const by = method ? ` ${method} से` : ''
  const when = `${input.date} को ${input.time} पर`
  if (input.state === 'failed') return `${when}${by} किया गया भुगतान नहीं हो सका - कोई पैसा नहीं कटा`
  if (input.state === 'authorized') return `${when}${by} किया गया भुगतान: ${paymentWords.authorized}`
  const paid = `${when}${by} भुगतान किया गया`
  if (input.state === 'captured') return paid
  return `${paid}, ${input.state === 'partly-refunded' ? 'उसका कुछ हिस्सा वापस किया गया' : paymentWords[input.state]}`
}

export const orderReference: Localised<typeof en.orderReference> = en.orderReference
export const workspacePaths: Localised<typeof en.workspacePaths> = en.workspacePaths

const reportSteps = [
  reportFirstStep,
  { title: 'आपकी रिपोर्ट', detail: 'स्कैन के आधार पर तैयार किया गया आपका Success Blueprint।' },
  {
    title: 'काउंसलर के साथ रिपोर्ट पर बातचीत',
    detail: 'एक सर्टिफ़ाइड काउंसलर आपको और आपके बच्चे को रिपोर्ट समझाते हैं और आपके सवालों के जवाब देते हैं।',
  },
] as const

const kitSteps = [
  {
    title: 'काउंसलर कोर्स',
    detail:
      'आपके वर्कस्पेस में: अपनी सुविधा से पढ़े जाने वाले 12 पाठ, 3 दिन का लाइव ट्रेनिंग बैच, अंतिम मूल्यांकन और एक प्रैक्टिकल। इन्हें पास करके आप सर्टिफ़ाइड काउंसलर बनते हैं।',
    link: { label: 'कोर्स खोलें', href: pathIn('hi', en.workspacePaths.course) },
  },
  {
    title: 'अपने समय तय करें',
    detail:
      'सर्टिफ़ाइड होने के बाद अपना वर्कस्पेस खोलें और वे समय तय करें जिनमें माता-पिता आपके साथ रिपोर्ट पर बातचीत बुक कर सकें।',
    link: { label: 'अपना वर्कस्पेस खोलें', href: pathIn('hi', en.workspacePaths.workspace) },
  },
] as const

/** The English module's steps, and where each stands, in Hindi words (a link only where the English has one). */
export const nextSteps: Localised<typeof en.nextSteps> = (role, fulfilment, kit) => {
  const words: readonly { title: string; detail: string; link?: { label: string; href: string } }[] =
    role === 'student' ? reportSteps : kitSteps
  return en.nextSteps(role, fulfilment, kit).map((step, index) => {
    const { link, ...text } = words[index] ?? step
    return { ...step, ...text, ...(step.link && link ? { link } : {}) }
  })
}
