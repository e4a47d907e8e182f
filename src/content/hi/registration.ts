/** The registration forms and the OTP step in Hindi (the English module's shape; SPEC's English texts stay there). */
import * as en from '../registration'
import type { Localised } from '../localised'

export const registrationMessages: Localised<typeof en.registrationMessages> = {
  allFieldsRequired: 'सभी जानकारी भरना ज़रूरी है!',
  termsRequired: 'आगे बढ़ने के लिए नियम और शर्तें स्वीकार करना ज़रूरी है।',
  registrationFailed: 'रजिस्ट्रेशन नहीं हो सका। कृपया थोड़ी देर बाद फिर से कोशिश करें...',
}

export const registrationFields: Localised<typeof en.registrationFields> = {
  firstName: 'पहला नाम',
  lastName: 'उपनाम',
  email: 'ईमेल',
  phone: 'फ़ोन नंबर',
}

export const registrationCopy: Localised<typeof en.registrationCopy> = {
  termsBefore: 'मैं ',
  termsLink: 'नियम और शर्तों',
  termsAfter: ' से सहमत हूँ।',
  submit: 'फ़ॉर्म भेजें',
  submitting: 'भेजा जा रहा है…',
}

export const studentRegisterPage: Localised<typeof en.studentRegisterPage> = {
  seoTitle: 'छात्र रजिस्ट्रेशन',
  seoDescription:
    'Success Blueprint के लिए रजिस्टर करें: अपना नाम, ईमेल और फ़ोन दें, वन-टाइम कोड से उनकी पुष्टि करें, फिर अपनी रिपोर्ट चुनें।',
  heading: 'रजिस्ट्रेशन से शुरुआत करें',
  intro: 'हमें अपने बारे में बताइए। आपके ईमेल की पुष्टि के लिए हम उस पर 6 अंकों का कोड भेजेंगे, फिर आप अपनी रिपोर्ट चुनें।',
  selectedPlanNote: 'चुनी गई रिपोर्ट:',
  steps: ['रजिस्टर करें', 'कोड की पुष्टि करें', 'चुनें और भुगतान करें'],
  illustrationAlt: 'एक अभिभावक और एक छात्र साथ बैठकर रिपोर्ट देखते हुए',
}

export const counsellorRegisterPage: Localised<typeof en.counsellorRegisterPage> = {
  seoTitle: 'काउंसलर रजिस्ट्रेशन',
  seoDescription:
    'एजुकेशनल एक्सीलेंस काउंसलर के रूप में रजिस्टर करें: वन-टाइम कोड से अपने ईमेल की पुष्टि करें और सर्टिफ़िकेशन प्रोग्राम से जुड़ें।',
  heading: 'करियर काउंसलर के रूप में रजिस्टर करें',
  intro:
    'शिक्षक, ट्यूटर और शिक्षाविद: अपना खाता बनाइए, वन-टाइम कोड से अपने ईमेल की पुष्टि कीजिए और सर्टिफ़िकेशन के अगले बैच से जुड़िए।',
  fee: (price) => `${price}, एक बार का शुल्क`,
  cohort: (cohort) => `अगला बैच: ${cohort}`,
  illustrationAlt: 'लैपटॉप और प्रगति का चार्ट दिखाकर एक छात्र का मार्गदर्शन करते काउंसलर',
}

export const counsellorForm: Localised<typeof en.counsellorForm> = {
  heading: 'अपना काउंसलर खाता बनाइए',
  waiting: 'आपका रजिस्ट्रेशन हो रहा है…',
}

export const otpCopy: Localised<typeof en.otpCopy> = {
  title: 'अपने ईमेल की पुष्टि करें',
  intro: (email) => `${email} पर भेजा गया 6 अंकों का कोड यहाँ लिखें।`,
  groupLabel: 'वन-टाइम कोड',
  digitLabel: (n, of) => `${of} में से अंक ${n}`,
  verify: 'पुष्टि करें',
  verifying: 'पुष्टि हो रही है…',
  close: 'बंद करें',
  resendIn: (n) => `${n} सेकंड बाद दोबारा भेजें`,
  resending: 'दोबारा भेजा जा रहा है...',
  resend: 'OTP दोबारा भेजें',
  resent: 'नया OTP भेज दिया गया है!',
  resendFailed: 'OTP दोबारा नहीं भेजा जा सका। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  wrongCode: (triesLeft) =>
    triesLeft > 0
      ? `यह कोड ग़लत है या उसका समय निकल गया है। सबसे नया ईमेल देखें और कोड फिर से लिखें: इस कोड से ${triesLeft} बार और कोशिश कर सकते हैं, या "OTP दोबारा भेजें" से नया कोड मँगवाएँ।`
      : 'यह कोड ग़लत है या उसका समय निकल गया है, और अब इसे यहाँ दोबारा नहीं आज़माया जा सकता। "OTP दोबारा भेजें" से नया कोड मँगवाएँ।',
  checkFailed: 'अभी कोड की जाँच नहीं हो सकी। कृपया थोड़ी देर में फिर से कोशिश करें।',
  verificationFailed: 'OTP की पुष्टि नहीं हो सकी।',
  selectPlanFailed: 'प्लान नहीं चुना जा सका।',
  alsoBySms: (maskedPhone) => `हमने SMS से ${maskedPhone} पर भी एक कोड भेजा है। दोनों में से कोई भी कोड काम करेगा।`,
  alsoByWhatsapp: (maskedPhone) =>
    `हमने WhatsApp से ${maskedPhone} पर भी एक कोड भेजा है। दोनों में से कोई भी कोड काम करेगा।`,
}

export const maskedPhone: typeof en.maskedPhone = en.maskedPhone

export const OTP_LENGTH: Localised<typeof en.OTP_LENGTH> = en.OTP_LENGTH
export const RESEND_COOLDOWN_SECONDS: Localised<typeof en.RESEND_COOLDOWN_SECONDS> =
  en.RESEND_COOLDOWN_SECONDS
export const CODE_LIFE_MINUTES: Localised<typeof en.CODE_LIFE_MINUTES> = en.CODE_LIFE_MINUTES
