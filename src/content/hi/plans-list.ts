/** The plan cards and the two plans-list pages in Hindi. Prices come from the catalogue. */
import type * as en from '../plans-list'
import { counsellorProgramme } from './catalogue'
import type { Localised } from '../localised'

export const planCardCopy: Localised<typeof en.planCardCopy> = {
  totalValue: 'कुल मूल्य',
  youSave: 'आपकी बचत',
  oneTime: 'एक बार, GST सहित',
  unlock: 'रिपोर्ट पाएँ',
  comingSoon: 'जल्द आ रही है',
  featured: 'सबसे संपूर्ण',
  included: 'शामिल',
  notIncluded: 'शामिल नहीं',
  worth: 'मूल्य',
  choosing: 'कृपया प्रतीक्षा करें…',
  selectFailed: 'प्लान नहीं चुना जा सका।',
}

export const studentPlansListPage: Localised<typeof en.studentPlansListPage> = {
  seoTitle: 'अपनी रिपोर्ट चुनें',
  seoDescription: 'अपने बच्चे के लिए Success Blueprint रिपोर्ट चुनें: अचीवर्स रिपोर्ट या मास्टर्स रिपोर्ट।',
  heading: 'अपनी रिपोर्ट चुनें',
  intro: (firstName) =>
    firstName
      ? `${firstName} जी, आपका स्वागत है। अपने बच्चे के लिए सही रिपोर्ट चुनें।`
      : 'अपने बच्चे के लिए सही रिपोर्ट चुनें।',
}

// Made in a function marked pure: a bundler keeps a top-level read of another module's object (the kit's discount
// and cohort) on every page that imports anything from this module.
export const eecPlansListPage = /* @__PURE__ */ ((): Localised<typeof en.eecPlansListPage> => ({
  seoTitle: 'काउंसलर सर्टिफ़िकेशन किट',
  seoDescription: 'एजुकेशनल एक्सीलेंस काउंसलर सर्टिफ़िकेशन किट: एक बार का शुल्क, और शुरुआत के लिए ज़रूरी सब कुछ।',
  heading: 'आपकी काउंसलर सर्टिफ़िकेशन किट',
  intro: (firstName) =>
    firstName
      ? `${firstName} जी, आपका स्वागत है। काउंसलिंग शुरू करने के लिए ज़रूरी सब कुछ एक ही भुगतान में।`
      : 'काउंसलिंग शुरू करने के लिए ज़रूरी सब कुछ एक ही भुगतान में।',
  kitTitle: 'किट में क्या-क्या है',
  offBadge: `${counsellorProgramme.discountPercent}% छूट`,
  cohort: `अगला बैच: ${counsellorProgramme.cohort}`,
  button: 'अभी नामांकन करें',
  oneTime: 'एक बार, GST सहित',
  listPriceLabel: 'सामान्य कीमत',
}))()
