/** A report order's scan and report on My orders, in Hindi. */
import type * as en from '../order-service'
import type { Localised } from '../localised'

export const orderScanContent: Localised<typeof en.orderScanContent> = {
  heading: 'DEM स्कैन',
  failed: 'यह नहीं हो पाया। कृपया फिर से कोशिश करें।',
  yourChild: 'आपका बच्चा',
  linkNote: 'यह लिंक किसी भी फ़ोन या कंप्यूटर पर, बिना साइन इन किए खुलता है। इसे परिवार के भीतर ही रखें।',
  emailLink: 'मुझे लिंक फिर से ईमेल करें',
  emailing: 'भेजा जा रहा है...',
  opening: 'खुल रहा है...',
  newestLinkOnly:
    'यहाँ से स्कैन खोलने या लिंक फिर से ईमेल करवाने पर एक नया लिंक बनता है: पहले भेजे गए लिंक काम करना बंद कर देते हैं।',
  withdraw: 'सहमति वापस लें',
  withdrawing: 'सहमति वापस ली जा रही है...',
  state: {
    sent: 'अभी शुरू नहीं हुआ। लिंक खोलने पर पहली स्क्रीन माता-पिता से सहमति माँगती है।',
    consented: (name, answered, total) => `${name} ने ${total} में से ${answered} सवालों के जवाब दे दिए हैं।`,
    submitted: (name, day) => `पूरा हुआ: ${name || 'आपके बच्चे'} ने ${day} को अपने जवाब जमा कर दिए।`,
    withdrawn: 'सहमति वापस ले ली गई: जवाब मिटा दिए गए। स्कैन फिर से शुरू करने के लिए लिंक दोबारा अपने ईमेल पर मँगवाएँ।',
    erased: 'मिटा दिया गया: जैसा वादा था, स्कैन के दो साल बाद आपके बच्चे के जवाब और रिपोर्ट मिटा दिए गए।',
  },
}

export const orderReportContent: Localised<typeof en.orderReportContent> = {
  heading: 'आपकी रिपोर्ट',
  preparing: 'आपकी रिपोर्ट तैयार हो रही है। आम तौर पर इसमें एक-दो मिनट लगते हैं; तैयार होते ही हम इसे आपको ईमेल कर देंगे।',
  ready: 'आपकी रिपोर्ट तैयार है',
  readyOn: (day, version) =>
    version > 1 ? `${day} को अपडेट की गई (संस्करण ${version})।` : `${day} को तैयार की गई।`,
  read: 'यहाँ पढ़ें',
  download: 'PDF डाउनलोड करें',
}
