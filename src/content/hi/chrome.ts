import type * as en from '../chrome'
import type { Localised } from '../localised'

export const chrome: Localised<typeof en.chrome> = {
  skipToContent: 'मुख्य सामग्री पर जाएँ',
  homeSuffix: ' – मुखपृष्ठ',
  toggleNavigation: 'मेनू खोलें या बंद करें',
  mainNavigation: 'मुख्य मेनू',
  loading: 'लोड हो रहा है…',
  scrollToTop: 'ऊपर जाएँ',
  ctaBannerLabel: 'रिपोर्ट पाएँ',
  footerAbout: (city) =>
    `विज्ञान, मनोविज्ञान और भारत का पुराना ज्ञान, एक साथ: ताकि हर बच्चा वह राह पहचान सके जो उसके स्वभाव के अनुकूल है। ${city}, भारत से संचालित।`,
  socialMedia: 'सोशल मीडिया',
  opensInNewTab: (label) => `${label} (नए टैब में खुलता है)`,
  support: 'सहायता:',
  counsellorFacts: { students: 'विद्यार्थी', courses: 'कोर्स', rating: 'रेटिंग' },
  visionAndMission: 'हमारी दृष्टि और हमारा लक्ष्य',
  careerFamilies: 'करियर के परिवार',
  failed: {
    invoice: 'हम इनवॉइस नहीं भेज पाए। कृपया फिर से कोशिश करें।',
    generic: 'यह नहीं हो पाया। कृपया फिर से कोशिश करें।',
    sendCode: 'हम कोड नहीं भेज पाए। कृपया फिर से कोशिश करें।',
    checkCode: 'हम कोड की जाँच नहीं कर पाए। कृपया फिर से कोशिश करें।',
  },
  yourChild: 'आपका बच्चा',
  notFound: {
    title: 'पृष्ठ नहीं मिला',
    description: 'आप जो पृष्ठ खोज रहे हैं, वह मौजूद नहीं है।',
    text: 'हमें यह पृष्ठ नहीं मिला। हो सकता है यह कहीं और चला गया हो, या लिंक में कोई अक्षर गलत हो।',
    back: 'मुखपृष्ठ पर लौटें',
  },
}
