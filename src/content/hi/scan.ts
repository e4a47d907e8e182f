/**
 * The words of the DEM scan page around the questions, in Hindi: simple words a 12-year-old reads easily, saying
 * "तुम" to the child as the questions do (not "आप"; the consent screen, for the parent, says "आप"), with no verb
 * that takes the child's gender. The notice's version and the limits are the English module's (the server records
 * and checks them).
 */
import * as en from '../scan'
import type { Localised } from '../localised'

export const SCAN_NOTICE_VERSION: Localised<typeof en.SCAN_NOTICE_VERSION> = en.SCAN_NOTICE_VERSION
export const SCAN_CLASSES: Localised<typeof en.SCAN_CLASSES> = en.SCAN_CLASSES
export const SCAN_TEXT_MAX: Localised<typeof en.SCAN_TEXT_MAX> = en.SCAN_TEXT_MAX
export const SCAN_LINK_DAYS: Localised<typeof en.SCAN_LINK_DAYS> = en.SCAN_LINK_DAYS

export const scanContent: Localised<typeof en.scanContent> = {
  title: 'DEM स्कैन',
  metaDescription: 'DEM स्कैन: आपके बच्चे के लिए 27 सवाल, लगभग बीस मिनट।',
  loading: 'स्कैन खुल रहा है...',
  intro: {
    heading: (name) => `नमस्ते ${name}!`,
    lines: [
      'तुम्हें 27 सवाल दिखेंगे, एक बार में एक।',
      'कोई भी जवाब सही या गलत नहीं होता। वह चुनो जो तुम्हारे बारे में सबसे सच है, वह नहीं जो सबसे अच्छा लगे।',
      'इसमें लगभग बीस मिनट लगते हैं। बीच में रुककर बाद में लौटना भी ठीक है: हर जवाब सेव होता रहता है।',
    ],
    start: 'शुरू करो',
    resume: (n) => `सवाल ${n} से आगे बढ़ो`,
  },
  question: {
    progress: (n, total) => `${total} में से ${n}`,
    progressLabel: 'तुम्हारी प्रगति',
    scaleHint: 'यह बात तुम पर कितनी सच है?',
    back: 'पीछे',
    next: 'आगे',
    finish: 'पूरा करो',
    chooseFirst: 'आगे बढ़ने के लिए कोई एक जवाब चुनो।',
  },
  saving: {
    saved: 'सभी जवाब सेव हो गए',
    pending: (n) => (n === 1 ? '1 जवाब सेव होना बाकी है' : `${n} जवाब सेव होने बाकी हैं`),
    offline: 'तुम ऑफ़लाइन हो। जारी रखो: तुम्हारे जवाब इसी फ़ोन में रखे हैं और इंटरनेट वापस आते ही सेव हो जाएँगे।',
  },
  review: {
    heading: 'सभी 27 सवालों के जवाब हो गए!',
    lead: 'धन्यवाद। अपने जवाब भेजने के लिए "जमा करो" दबाओ। उसके बाद इन्हें बदला नहीं जा सकता।',
    change: 'पीछे जाकर कोई जवाब बदलो',
    submit: 'मेरे जवाब जमा करो',
    submitting: 'भेजा जा रहा है...',
    missing: (n) => (n === 1 ? '1 सवाल का जवाब अभी बाकी है।' : `${n} सवालों के जवाब अभी बाकी हैं।`),
    goToMissing: 'अभी जवाब दो',
    offline: 'तुम ऑफ़लाइन हो। तुम्हारे जवाब इस फ़ोन में सुरक्षित हैं; इंटरनेट वापस आने पर फिर से "जमा करो" दबाओ।',
  },
  done: {
    heading: 'शाबाश, और धन्यवाद!',
    lines: [
      'तुम्हारे जवाब हमें मिल गए। इसमें पास या फ़ेल जैसा कुछ नहीं था: तुम्हारी हर बात से हमें यह समझने में मदद मिलती है कि तुम्हें कैसे सोचना, सीखना और काम करना अच्छा लगता है।',
      'तुम्हारे माता-पिता को ईमेल पर तुम्हारा Success Blueprint मिलेगा, और एक सर्टिफ़ाइड काउंसलर तुम्हारे और तुम्हारे माता-पिता के साथ बैठकर उसे समझाएँगे।',
    ],
    parent: 'माता-पिता: रिपोर्ट की जानकारी मेरे ऑर्डर पेज पर देखें।',
  },
  withdrawn: {
    heading: 'सहमति वापस ले ली गई',
    lead: 'माता-पिता ने इस स्कैन के लिए अपनी सहमति वापस ले ली है, इसलिए इसके जवाब मिटा दिए गए। फिर से शुरू करने के लिए माता-पिता मेरे ऑर्डर पेज पर लिंक दोबारा माँग सकते हैं।',
  },
  errors: {
    heading: 'यह स्कैन लिंक काम नहीं कर रहा',
    help: 'नया लिंक पाने के लिए मेरे ऑर्डर पेज खोलें, या हमें लिखें, हम मदद करेंगे।',
    ordersLink: 'मेरे ऑर्डर खोलें',
    noToken: 'इस पते में स्कैन का लिंक नहीं है। अपने ईमेल से लिंक फिर से खोलें।',
    generic: 'हम स्कैन नहीं खोल सके। इंटरनेट कनेक्शन जाँचो और फिर से कोशिश करो।',
    retry: 'फिर से कोशिश करो',
  },
}
