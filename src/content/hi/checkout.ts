/** The checkout page and the payment flow in Hindi. */
import type * as en from '../checkout'
import type { Localised } from '../localised'

export const checkoutPage: Localised<typeof en.checkoutPage> = {
  seoTitle: 'चेकआउट',
  seoDescription: 'अपनी जानकारी और ऑर्डर एक बार देख लें, फिर सुरक्षित भुगतान करें।',
  heading: 'चेकआउट',
  personalDetails: 'आपकी जानकारी',
  orderSummary: 'ऑर्डर का सारांश',
  fields: { firstName: 'पहला नाम', lastName: 'उपनाम', email: 'ईमेल', phone: 'फ़ोन नंबर' },
  plan: 'प्लान',
  originalAmount: 'मूल राशि',
  discount: 'छूट',
  total: 'कुल',
  serverAmountNote: 'कुल राशि को आपके ऑर्डर की राशि के अनुसार अपडेट कर दिया गया है।',
  payNow: 'अभी भुगतान करें',
  secureNote: 'भुगतान Razorpay के ज़रिए सुरक्षित रूप से होता है। कीमतों में GST शामिल है।',
}

export const couponCopy: Localised<typeof en.couponCopy> = {
  label: 'कूपन कोड',
  hint: 'कोई कोड है? काउंसलर EEC25 का इस्तेमाल कर सकते हैं।',
  apply: 'लागू करें',
  applying: 'लागू हो रहा है…',
  applied: 'लागू हो गया',
  success: 'प्रोमो कोड लागू हो गया!',
  invalid: 'यह प्रोमो कोड मान्य नहीं है',
}

export const paymentMessages: Localised<typeof en.paymentMessages> = {
  initiateFailed: 'भुगतान शुरू नहीं हो सका।',
  verifyFailed: 'भुगतान नहीं हो सका। कृपया फिर से कोशिश करें या हमारी सहायता टीम से संपर्क करें।',
  markFailed: 'भुगतान की पुष्टि हो गई, पर उसे सफल के रूप में दर्ज नहीं किया जा सका। कृपया हमारी सहायता टीम से संपर्क करें।',
  invoiceFailed: 'भुगतान हो गया, पर इनवॉइस अभी नहीं भेजा जा सका। वह जल्द ही ईमेल से आप तक पहुँचेगा।',
  succeeded: 'भुगतान सफल रहा',
  gatewayFailedFallback: 'भुगतान नहीं हो सका।',
  duplicate: 'इस प्लान का भुगतान आप पहले ही कर चुके हैं। यह दूसरा भुगतान आपको वापस कर दिया जाएगा।',
}

export const paymentNotices: Localised<typeof en.paymentNotices> = {
  gatewayFailed: 'भुगतान पूरा नहीं हुआ।',
  gatewaySaid: 'आपके बैंक या पेमेंट ऐप का संदेश:',
  nothingCharged:
    'इस कोशिश में आपसे कोई पैसा नहीं लिया गया। फिर से कोशिश करने के लिए "अभी भुगतान करें" दबाएँ, उसी या किसी दूसरे कार्ड या UPI ऐप से। अगर बैंक में पैसा कटा हुआ दिखे, तो वह अपने-आप वापस आ जाता है।',
  notStarted: 'आपसे कोई पैसा नहीं लिया गया। अपना इंटरनेट कनेक्शन देखें, फिर "अभी भुगतान करें" दोबारा दबाएँ।',
}

export const paymentLoader: Localised<typeof en.paymentLoader> = {
  creatingOrder: 'आपका ऑर्डर बनाया जा रहा है…',
  verifying: 'आपके भुगतान की पुष्टि हो रही है…',
  markingSuccess: 'आपका भुगतान पक्का किया जा रहा है…',
  sendingInvoice: 'आपका इनवॉइस भेजा जा रहा है…',
}

export const successModal: Localised<typeof en.successModal> = {
  title: 'रजिस्ट्रेशन सफल रहा',
  body: 'आपका रजिस्ट्रेशन और भुगतान, दोनों सफल रहे!',
  welcome: 'आपका स्वागत है',
  button: 'होम पेज पर लौटें',
}

export const supportNote: Localised<typeof en.supportNote> = (orderId) =>
  `आपका भुगतान सुरक्षित है। सहायता टीम को ऑर्डर ${orderId} बताएँ:`
