import type { Localised } from '../localised'
import type * as en from '../verify'

export const verifyContent: Localised<typeof en.verifyContent> = {
  title: 'DEM काउंसलर प्रमाणपत्र की जाँच',
  heading: 'प्रमाणपत्र की जाँच',
  programme: 'DEM प्रमाणित करियर काउंसलर',
  states: {
    valid: 'मान्य',
    revoked: 'रद्द',
    expired: 'अवधि समाप्त',
    superseded: 'नए प्रमाणपत्र से बदला गया',
  },
  stateLead: {
    valid: 'यह प्रमाणपत्र DEM Success Blueprint ने जारी किया है और आज मान्य है।',
    revoked: 'यह प्रमाणपत्र DEM Success Blueprint ने जारी किया था, पर इसे रद्द कर दिया गया है: अब यह मान्य नहीं है।',
    expired: 'यह प्रमाणपत्र DEM Success Blueprint ने जारी किया था, पर इसकी मान्यता की अवधि पूरी हो चुकी है।',
    superseded:
      'इस प्रमाणपत्र की जगह उसी काउंसलर के लिए नया प्रमाणपत्र जारी हुआ है (जैसे नाम बदलने पर)। कृपया नया प्रमाणपत्र माँगें।',
  },
  name: 'नाम',
  programmeLabel: 'कार्यक्रम',
  issued: 'जारी करने की तिथि',
  validUntil: 'मान्यता की अंतिम तिथि',
  credentialId: 'प्रमाणपत्र संख्या',
  notFound: 'इस संख्या का कोई प्रमाणपत्र हमारे पास नहीं है। कृपया प्रमाणपत्र पर लिखी संख्या अक्षर-अक्षर मिलाकर देखें।',
  notFoundHeading: 'प्रमाणपत्र नहीं मिला',
  download: 'हस्ताक्षरित प्रमाणपत्र फ़ाइल डाउनलोड करें (Open Badges 3.0)',
  linkedIn: 'LinkedIn पर जोड़ें',
  checkHeading: 'हस्ताक्षरित प्रमाणपत्र फ़ाइल की जाँच',
  checkLead: 'इस पेज से डाउनलोड की गई प्रमाणपत्र फ़ाइल (.jwt) का पाठ यहाँ चिपकाएँ, या फ़ाइल चुनें।',
  pasteLabel: 'प्रमाणपत्र का पाठ',
  fileLabel: 'या फ़ाइल चुनें',
  checkButton: 'जाँचें',
  signatureGood: 'हस्ताक्षर सही है: यह प्रमाणपत्र DEM Success Blueprint ने जारी किया है और इसमें कोई बदलाव नहीं हुआ है।',
  signatureBad:
    'यह प्रमाणपत्र जाँच में सही नहीं निकला: जारी होने के बाद इसमें बदलाव हुआ है, या इसे DEM Success Blueprint ने जारी नहीं किया।',
  languageSwitch: 'View in English',
}
