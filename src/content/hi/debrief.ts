/**
 * A report's debrief on My orders in Hindi: booking, changing and the outcome. Times arrive already written in India
 * time by the caller (src/content/india-time.ts).
 */
import type * as en from '../debrief'
import type { Localised } from '../localised'

export const debriefContent: Localised<typeof en.debriefContent> = {
  heading: 'अपने काउंसलर के साथ रिपोर्ट पर बातचीत',
  loading: 'खाली समय लोड हो रहे हैं...',
  loadFailed: 'हम बातचीत के खाली समय लोड नहीं कर सके। कृपया फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',
  counsellor: (name) => `आपके काउंसलर: ${name}`,
  notReady: 'आपकी रिपोर्ट तैयार होते ही आप यहाँ बातचीत का समय बुक कर सकेंगे।',
  noCounsellor:
    'हम आपके लिए काउंसलर चुन रहे हैं। काउंसलर तय होते ही आप यहाँ बातचीत का समय बुक कर सकेंगे; हम आपको ईमेल करेंगे।',
  pick: 'रिपोर्ट पर 45 मिनट की कॉल के लिए समय चुनें। सभी समय भारतीय समय के अनुसार हैं।',
  noSlots: 'अगले 14 दिनों में कोई समय खाली नहीं है। कृपया कल फिर देखें, या संपर्क पेज से हमें लिखें।',
  slotsOn: (day) => `${day} को खाली समय`,
  moreDays: 'और दिन दिखाएँ',
  confirm: (when) => `${when} बुक करें`,
  confirmMove: (when) => `समय बदलकर ${when} करें`,
  bookChosen: 'चुना हुआ समय बुक करें',
  chooseFirst: 'कृपया पहले कोई समय चुनें।',
  finalMark: 'अंतिम',
  finalNote: '"अंतिम" लिखे समय 12 घंटे के भीतर शुरू होते हैं: बुक करने के बाद इन्हें न बदला जा सकेगा, न रद्द किया जा सकेगा।',
  chosenFinal: (when) =>
    `${when} का समय 12 घंटे के भीतर शुरू होता है: बुक करने के बाद इसे न बदला जा सकेगा, न रद्द किया जा सकेगा।`,
  booking: 'बुक हो रहा है...',
  booked: (when) => `बुक हो गया: ${when}`,
  bookedNotice: 'आपकी बातचीत बुक हो गई है। हमने आपको निमंत्रण ईमेल कर दिया है।',
  movedNotice: 'आपकी बातचीत का समय बदल दिया गया है। हमने आपको नया निमंत्रण ईमेल कर दिया है।',
  cancelledNotice: 'आपकी बातचीत रद्द हो गई है। आप नीचे कोई दूसरा समय चुन सकते हैं।',
  joinLink: 'कॉल से जुड़ें',
  joinLinkLead: 'तय समय पर इस लिंक से वीडियो कॉल से जुड़ें:',
  joinPhone: (phone) => `तय समय पर आपके काउंसलर ${phone} से आपको कॉल करेंगे।`,
  addToCalendar: 'कैलेंडर में जोड़ें (.ics)',
  change: 'समय बदलें',
  keep: 'यही समय रखें',
  cancel: 'बातचीत रद्द करें',
  cancelConfirm: 'हाँ, रद्द करें',
  cancelQuestion: 'क्या यह बातचीत रद्द करनी है? बाद में आप कोई दूसरा समय बुक कर सकते हैं।',
  cancelling: 'रद्द हो रहा है...',
  changeUntil: (when) => `आप ${when} तक इसे बदल या रद्द कर सकते हैं।`,
  tooLate: 'बातचीत का समय उसके शुरू होने से 12 घंटे पहले तक ही बदला जा सकता है।',
  held: (when) => `आपकी बातचीत ${when} को हुई थी।`,
  noteHeading: 'आपके काउंसलर का संदेश',
  noShow: (when) => `${when} की बातचीत में आप नहीं जुड़ पाए। आप नीचे कोई दूसरा समय चुन सकते हैं।`,
  cancelledByThem: (when, reason) =>
    `${when} की आपकी बातचीत रद्द कर दी गई${reason ? `: ${reason}` : ''}। हमें खेद है। कृपया नीचे कोई दूसरा समय चुनें।`,
  failed: 'यह नहीं हो सका। कृपया फिर से कोशिश करें।',
}
