/**
 * The catalogue in Hindi: the plans' names, descriptions and feature labels. Prices, keys, promo codes and the price
 * functions are the English module's, so the price on a Hindi page is the price the server charges.
 */
import * as en from '../catalogue'
import type { Localised } from '../localised'

export type { FeatureKey, PlanCard, PlanFeature, PlanKey, Role } from '../catalogue'

export const featureOrder: Localised<typeof en.featureOrder> = en.featureOrder

export const featureTitles: Localised<typeof en.featureTitles> = {
  successBlueprint: 'Success Blueprint',
  dolphinSuccessCoin: 'डॉल्फ़िन सक्सेस कॉइन',
  lifeManual: 'जीवन मार्गदर्शिका',
  selfTrainingManual: 'स्व-अभ्यास मार्गदर्शिका',
  parentalGuidanceManual: 'अभिभावक मार्गदर्शिका',
  counsellorSupport: 'काउंसलर की सहायता',
  executiveFolder: 'एग्ज़ीक्यूटिव फ़ोल्डर',
}

// Values built from the English module's objects are made in a function marked pure: a bundler keeps a top-level
// read of another module's object (a spread, a property) on every page that imports anything from this module.
export const studentPlans = /* @__PURE__ */ ((): Localised<typeof en.studentPlans> => {
  const [basic, premium] = en.studentPlans
  return [
    {
      ...basic,
      name: 'अचीवर्स रिपोर्ट',
      description:
        'संक्षिप्त Success Blueprint: वे सभी ज़रूरी बातें, जिनसे हर अभिभावक अगले कदम पर अपने बच्चे का मार्गदर्शन कर सके।',
      features: {
        ...basic.features,
        successBlueprint: {
          ...basic.features.successBlueprint,
          label: '20 पन्नों का संक्षिप्त Success Blueprint',
        },
        dolphinSuccessCoin: { ...basic.features.dolphinSuccessCoin, label: 'मुफ़्त' },
        lifeManual: { ...basic.features.lifeManual, label: 'मुफ़्त' },
      },
    },
    {
      ...premium,
      name: 'मास्टर्स रिपोर्ट',
      description: 'विस्तृत Success Blueprint, सभी मार्गदर्शिकाओं, काउंसलर की सहायता और एग्ज़ीक्यूटिव फ़ोल्डर के साथ।',
      features: {
        ...premium.features,
        successBlueprint: {
          ...premium.features.successBlueprint,
          label: '50 पन्नों का विस्तृत Success Blueprint',
        },
      },
    },
  ]
})()

export const counsellorProgramme = /* @__PURE__ */ ((): Localised<typeof en.counsellorProgramme> => ({
  ...en.counsellorProgramme,
  name: 'काउंसलर सर्टिफ़िकेशन किट',
  cohort: '10 अक्टूबर - 5 नवंबर 2025',
  kit: [
    'एजुकेशनल एक्सीलेंस काउंसलर के रूप में सर्टिफ़िकेशन',
    'पर्सनल ब्रांडिंग किट',
    'काउंसलिंग टूलकिट',
    '100 छात्र क्लाइंट की गारंटी',
    'काउंसलर डैशबोर्ड और लीड्स',
    'मार्केटिंग सामग्री',
    'मुफ़्त उन्नत प्रशिक्षण',
  ],
}))()

export const pricingPageBasic = /* @__PURE__ */ ((): Localised<typeof en.pricingPageBasic> => ({
  ...en.pricingPageBasic,
  name: 'बेसिक',
  tag: 'सबसे लोकप्रिय',
  included: ['हर महीने 5 यूज़र तक', '5 होस्ट और डोमेन मुफ़्त', 'कस्टम इन्फ्रास्ट्रक्चर', 'सभी रूम तक पहुँच'],
  notIncluded: ['24/7 समर्पित सहायता', 'असीमित अपडेट', 'लैंडिंग पेज', 'वेब विजेट'],
}))()

export const promoCodes: Localised<typeof en.promoCodes> = en.promoCodes

export const COMING_SOON_MESSAGE: Localised<typeof en.COMING_SOON_MESSAGE> = 'मास्टर्स रिपोर्ट जल्द आ रही है।'

export const priceFor: Localised<typeof en.priceFor> = en.priceFor

export const applyPercentOff: Localised<typeof en.applyPercentOff> = en.applyPercentOff

export { formatRupees } from '../format'
