/** Copy for /contact in Hindi. The map's address, size and the notice's time are the English module's. */
import * as en from '../contact'
import type { Localised } from '../localised'

export const contactPage: Localised<typeof en.contactPage> = {
  title: 'संपर्क करें',
  subtitle: 'हम आपकी मदद के लिए यहाँ हैं!',
  lead: 'Success Blueprint रिपोर्ट, काउंसलर प्रोग्राम या फ़्रैंचाइज़ी के बारे में कोई सवाल है? हमें लिखिए, हमारी टीम एक कार्यदिवस के भीतर जवाब देगी।',
  officeHeading: 'हमारा दफ़्तर',
  phoneLabel: 'फ़ोन',
  emailLabel: 'ईमेल',
  hours: 'सोमवार से शनिवार, सुबह 10 बजे से शाम 6 बजे तक (भारतीय समय)',
  formHeading: 'हमें लिखें',
  mapHeading: 'हम कहाँ हैं',
}

// Values built from the English module's objects are made in a function marked pure: a bundler keeps a top-level
// read of another module's object (a spread, a property) on every page that imports anything from this module.
export const contactForm = /* @__PURE__ */ ((): Localised<typeof en.contactForm> => ({
  name: 'आपका नाम',
  email: 'ईमेल पता',
  message: 'संदेश',
  submit: 'संदेश भेजें',
  sending: 'भेजा जा रहा है…',
  successHeading: 'संदेश पहुँच गया!',
  failureHeading: 'माफ़ कीजिए!',
  fallbackError: 'संदेश नहीं भेजा जा सका।',
  close: 'बंद करें',
  noticeMs: en.contactForm.noticeMs,
}))()

export const contactMap = /* @__PURE__ */ ((): Localised<typeof en.contactMap> => ({
  ...en.contactMap,
  iframeTitle: 'हमारे दफ़्तर का नक्शा',
  showMap: 'नक्शा दिखाएँ',
  consent: 'यह नक्शा Google Maps से आता है और तभी लोड होता है, जब आप इसे देखना चाहें।',
  // The drawing's words in Devanagari.
  placeholder: '/images/contact/map-placeholder.hi.svg',
  placeholderAlt: 'मुंबई के अंधेरी पश्चिम का चित्र-नक्शा, जिस पर हमारा दफ़्तर दिखाया गया है',
}))()

export const contactSeo: Localised<typeof en.contactSeo> = {
  title: 'संपर्क करें',
  description:
    'रिपोर्ट, काउंसलर प्रोग्राम या फ़्रैंचाइज़ी के बारे में मुंबई में DEM Success Blueprint की टीम से संपर्क करें। हम एक कार्यदिवस में जवाब देते हैं।',
}
