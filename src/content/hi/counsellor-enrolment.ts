/** The counsellor programme's lower landing page, in Hindi: batches, the first-100 offer, earnings, registration. */
import * as en from '../counsellor-enrolment'
import type { Localised } from '../localised'

export type { TrainingBatch } from '../counsellor-enrolment'

/** Each batch's words, by its id (the ids are the English module's). */
const batchWords: Record<string, { label: string; days: string; time: string }> = {
  'weekday-morning': { label: 'हफ़्ते के दिनों में सुबह', days: 'सोम, बुध, शुक्र', time: 'सुबह 7:00 - 8:00' },
  'weekday-evening': { label: 'हफ़्ते के दिनों में शाम', days: 'मंगल, गुरु, शनि', time: 'शाम 7:30 - 8:30' },
  weekend: { label: 'वीकेंड पर गहन ट्रेनिंग', days: 'शुक्र, शनि, रवि', time: 'सुबह 10:00 - दोपहर 12:00' },
}

export const batchSection: Localised<typeof en.batchSection> = {
  heading: 'अपना 3 दिन का ट्रेनिंग बैच चुनें',
  intro: 'लाइव ट्रेनिंग तीन दिनों में होती है। अपने स्कूल के टाइम-टेबल के हिसाब से बैच चुनें; बाद में आप इसे बदल भी सकते हैं।',
  legend: 'ट्रेनिंग बैच',
  chosen: 'आपका चुना हुआ बैच',
  // Pure: a page that imports only another export of this module does not carry the batches.
  batches: /* @__PURE__ */ en.batchSection.batches.map((batch) => ({ ...batch, ...batchWords[batch.id] })),
}

export const first100Offer: Localised<typeof en.first100Offer> = {
  heading: 'पहले 100 नामांकन के लिए ख़ास ऑफ़र',
  text: 'नामांकन करने वाले पहले 100 शिक्षकों को मुफ़्त पर्सनल लैंडिंग पेज और हमारी टीम के साथ 1 घंटे का स्ट्रैटेजी सेशन मिलेगा।',
  items: ['मुफ़्त पर्सनल लैंडिंग पेज', '1 घंटे का स्ट्रैटेजी सेशन'],
}

export const earnings: Localised<typeof en.earnings> = {
  heading: 'आप कितना कमा सकते हैं',
  headline: '₹21-25 हज़ार प्रति माह',
  yearly: 'लगभग ₹3.75 लाख प्रति वर्ष',
  intro: 'आपके 100 गारंटीशुदा छात्रों के साथ, आम तौर पर पहले साल में यह कमाई कहाँ से आती है:',
  rows: [
    { label: '100 छात्रों के साथ काउंसलिंग सेशन', amount: '₹1.5 लाख' },
    { label: 'कमीशन', amount: '₹1.75 लाख' },
    { label: 'रिपोर्ट की बिक्री', amount: '₹37,500' },
  ],
  note: 'कमाई इस पर निर्भर करती है कि आप कितना समय देते हैं और कितने परिवारों की काउंसलिंग करते हैं; ये आँकड़े कोई वेतन नहीं हैं।',
}

export const registerSection: Localised<typeof en.registerSection> = {
  heading: 'अभी रजिस्टर करें',
  intro: 'अपनी जानकारी भरें। यह पक्का करने के लिए कि यह आप ही हैं, हम आपके ईमेल पर एक वन-टाइम कोड भेजेंगे।',
}

// Made in a function marked pure, like the batches: a top-level read of the English object's property would stay on
// every page that imports this module.
export const counsellorFaqSection = /* @__PURE__ */ ((): Localised<typeof en.counsellorFaqSection> => ({
  heading: 'शिक्षक अक्सर पूछते हैं',
  more: 'काउंसलर से जुड़े सभी सवाल देखें',
  shown: en.counsellorFaqSection.shown,
}))()
