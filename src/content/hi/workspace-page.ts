/**
 * The workspace's "मेरा पेज" tab in Hindi: the counsellor's own public page, their photo, the marketing kit, the
 * first-100 offer and the guarantee. File names and addresses stay the English module's; only the words are Hindi.
 */
import type * as en from '../workspace-page'
import type { Localised } from '../localised'

export const workspacePageContent: Localised<typeof en.workspacePageContent> = {
  tab: 'मेरा पेज',
  loading: 'आपका पेज लोड हो रहा है...',
  loadFailed: 'हम आपका पेज लोड नहीं कर सके। कृपया फिर से कोशिश करें।',
  heading: 'आपका सार्वजनिक पेज',
  lead: 'आपके ज़रिए खरीदने से पहले परिवार यह पेज देखते हैं। इसे अपने शब्दों में लिखें; यह सादे टेक्स्ट के रूप में दिखता है।',
  slug: 'पेज का पता',
  slugHint: (site) => `${site}/c/your-name: छोटे अंग्रेज़ी अक्षर (a-z), अंक और हाइफ़न (-)।`,
  bio: 'आपके बारे में',
  bioHint: 'ज़्यादा से ज़्यादा 1500 अक्षर। हर अनुच्छेद के बीच एक खाली लाइन छोड़ें।',
  area: 'शहर या क्षेत्र',
  years: 'पढ़ाने का अनुभव (वर्ष)',
  showPhone: 'मेरा फ़ोन नंबर पेज पर दिखाएँ',
  showEmail: 'मेरा ईमेल पता पेज पर दिखाएँ',
  indexable: 'सर्च इंजन (Google, Bing) को मेरा पेज दिखाने दें',
  save: 'पेज सहेजें',
  saving: 'सहेजा जा रहा है...',
  saved: 'सहेज लिया गया।',
  photo: 'आपकी फ़ोटो',
  photoHint:
    'अपने फ़ोन से JPEG या PNG फ़ोटो, ज़्यादा से ज़्यादा 8 MB। हम इसे चौकोर काटते हैं और इसमें से जगह की जानकारी हटा देते हैं।',
  choosePhoto: 'फ़ोटो चुनें',
  uploading: 'अपलोड हो रहा है...',
  photoSaved: 'फ़ोटो सहेज ली गई।',
  photoAlt: 'आपकी फ़ोटो, जैसी परिवारों को दिखती है',
  tooLarge: 'फ़ोटो 8 MB से बड़ी नहीं होनी चाहिए।',
  heicFailed:
    'यह ब्राउज़र HEIC फ़ोटो नहीं बदल सकता। कृपया अपने कैमरे की सेटिंग में "Most compatible" चुनें, या JPEG या PNG फ़ोटो अपलोड करें।',
  published: 'आपका पेज सबको दिख रहा है:',
  hindiPage: 'हिन्दी में:',
  notPublished: 'आपका पेज अभी प्रकाशित नहीं है: ये जानकारियाँ सिर्फ़ आप देख सकते हैं।',
  publish: 'मेरा पेज प्रकाशित करें',
  unpublish: 'मेरा पेज छिपाएँ',
  takenDown: (reason) => `हमारी टीम ने आपका पेज हटा दिया है। कारण: ${reason}`,
  languages: (names) => `आपके पेज पर भाषाएँ: ${names}। इन्हें आप अपनी प्रोफ़ाइल में बदल सकते हैं।`,
  languageNames: { en: 'English', hi: 'हिन्दी' },
  credential: 'आपका प्रमाणपत्र पेज पर दिखता है, उसकी जाँच के लिंक के साथ।',
  noCredential: 'मान्य प्रमाणपत्र मिलते ही वह आपके पेज पर दिखने लगेगा।',
  kitHeading: 'आपकी मार्केटिंग किट',
  kitLead: 'आपके लिए बनाई गई: आपके नाम, फ़ोटो, प्रमाणपत्र और आपके रेफ़रल लिंक के QR कोड के साथ।',
  kitFiles: {
    'poster-en.pdf': 'A4 पोस्टर (English)',
    'poster-hi.pdf': 'A4 पोस्टर (हिन्दी)',
    'flyer-en.pdf': 'A5 फ़्लायर (English)',
    'flyer-hi.pdf': 'A5 फ़्लायर (हिन्दी)',
    'status-en.jpg': 'WhatsApp स्टेटस की तस्वीर (English)',
    'status-hi.jpg': 'WhatsApp स्टेटस की तस्वीर (हिन्दी)',
  },
  whatsappEn: 'WhatsApp पर साझा करें (English)',
  whatsappHi: 'WhatsApp पर साझा करें (हिन्दी)',
  offerHeading: 'पहले 100 नामांकन',
  offerYes: (place) =>
    `पहले 100 में आपका नामांकन नंबर ${place} है: यही पेज आपका मुफ़्त निजी लैंडिंग पेज है, और हमारी टीम के साथ 1 घंटे का रणनीति सत्र आपके लिए है।`,
  offerBook: 'अपना रणनीति सत्र बुक करने के लिए संपर्क पेज से हमें लिखें, हम आपको समय भेज देंगे।',
  offerNo: 'पहले 100 वाला ऑफ़र इस खाते के लिए नहीं है।',
  guaranteeHeading: 'आपके 100 पक्के विद्यार्थी',
  guaranteeCount: (assigned, promised) => `${promised} में से ${assigned} विद्यार्थी सौंपे गए`,
  guaranteeDue: (date) => `समय-सीमा: ${date}`,
  fullStop: '।',
  guaranteeTerms: 'पूरी शर्तें पढ़ें',
}
