/**
 * The top of the counsellor landing page and the counsellor brochure in Hindi (the lower sections are in
 * counsellor-enrolment.ts). Icons, the coupon code and the numbers are the English module's.
 */
import { counsellorProgramme } from '../catalogue'
import * as en from '../counsellor'
import type { Localised } from '../localised'
import { curriculum, SESSION_MINUTES, type CurriculumSession } from './counsellor-facts'
import { withWords } from './with-words'

export { curriculum, SESSION_MINUTES, type CurriculumSession } from './counsellor-facts'
export type { IconText } from '../counsellor'
export { benefitLooks, stepLooks } from '../counsellor'

export const counsellorHero: Localised<typeof en.counsellorHero> = {
  eyebrow: 'एजुकेशनल एक्सीलेंस काउंसलर (EEC) कार्यक्रम',
  title: 'शिक्षक से भरोसेमंद करियर काउंसलर तक',
  lead:
    'आप हर दिन बच्चों को राह दिखाते हैं। इसी अनुभव को एक प्रमाणित करियर काउंसलिंग प्रैक्टिस में बदलिए: ' +
    'Success Blueprint रिपोर्ट पढ़ना सीखिए, परिवारों को भरोसे के साथ सलाह दीजिए और पढ़ाने के साथ-साथ ' +
    'घर बैठे कमाइए।',
  startToday: 'आज ही शुरू करें',
  brochure: 'ब्रोशर डाउनलोड करें',
  brochureNote: 'PDF, 3 पेज',
  imageAlt: 'प्रमाणपत्र थामे मुस्कुराती एक शिक्षिका, साथ में एक विद्यार्थी और एक अभिभावक',
}

export const offerBanner: Localised<typeof en.offerBanner> = {
  text: '35% की छूट, जल्द खत्म हो रही है',
  coupon: en.offerBanner.coupon,
  couponText: `अपने किट पर अतिरिक्त छूट के लिए चेकआउट पर कूपन कोड ${en.offerBanner.coupon} लगाएँ।`,
}

export const stepsSection: Localised<typeof en.stepsSection> = {
  heading: 'तीन आसान कदम',
  intro: 'न लंबी प्रवेश प्रक्रिया, न कक्षा की समय-सारणी। ज़्यादातर शिक्षक एक महीने के भीतर कोर्स पूरा कर लेते हैं।',
  steps: withWords(en.stepLooks, [
    {
      title: 'खाता बनाएँ',
      text: 'अपना नाम, ईमेल और फ़ोन नंबर देकर रजिस्टर करें, हमारे भेजे एक-बार के कोड से पुष्टि करें और अपना ट्रेनिंग बैच चुनें।',
    },
    {
      title: 'कोर्स पूरा करें',
      text: '25-25 मिनट के 12 छोटे ऑनलाइन सत्रों में भाग लें, फिर अंतिम मूल्यांकन देकर अपना प्रमाणपत्र पाएँ।',
    },
    {
      title: 'कमाई शुरू करें',
      text: 'हमारे सौंपे गए विद्यार्थियों की काउंसलिंग करें, जिन परिवारों से आप मिलें उन्हें रिपोर्ट दिलाएँ और हर रिपोर्ट पर कमीशन कमाएँ।',
    },
  ]),
}

export const benefitsSection: Localised<typeof en.benefitsSection> = {
  heading: 'आपके किट में आपको क्या-क्या मिलता है',
  intro: 'एक ही भुगतान में आपकी ट्रेनिंग, आपके साधन और आपके पहले विद्यार्थी।',
  benefits: withWords(en.benefitLooks, [
    {
      title: 'सर्टिफ़िकेशन',
      text: 'आपके नाम और जाँचे जा सकने वाले ID के साथ एजुकेशनल एक्सीलेंस काउंसलर का मान्य प्रमाणपत्र।',
    },
    {
      title: 'आपकी अपनी पहचान',
      text: 'आपकी अपनी काउंसलर प्रोफ़ाइल, विज़िटिंग कार्ड का डिज़ाइन और आपकी फ़ोटो वाले सोशल मीडिया टेम्पलेट।',
    },
    {
      title: 'काउंसलिंग टूलकिट',
      text: 'सत्र की स्क्रिप्ट, सवालों की गाइड और रिपोर्ट पढ़ने की चेकलिस्ट, जिन्हें आप पहले दिन से इस्तेमाल कर सकते हैं।',
    },
    {
      title: `${counsellorProgramme.guaranteedStudents} पक्के विद्यार्थी`,
      text: 'हम आपको सौ विद्यार्थी सौंपते हैं, ताकि आपको शून्य से शुरुआत न करनी पड़े।',
    },
    {
      title: 'डैशबोर्ड और लीड',
      text: 'अपने सत्र, रिपोर्ट और कमाई एक ही डैशबोर्ड में देखें, और नए परिवारों की पूछताछ लीड के रूप में पाएँ।',
    },
    {
      title: 'मार्केटिंग सामग्री',
      text: 'स्कूलों और अभिभावक समूहों के लिए तैयार पोस्टर, WhatsApp क्रिएटिव और सेमिनार की स्लाइड।',
    },
    {
      title: 'मुफ़्त एडवांस शिक्षा',
      text: 'योग्यता, पढ़ाई के कौशल और अभिभावक काउंसलिंग पर आगे के मॉड्यूल, बिना किसी अतिरिक्त खर्च के।',
    },
  ]),
}

export const curriculumSection: Localised<typeof en.curriculumSection> = {
  heading: 'कोर्स का पाठ्यक्रम',
  summary: `${curriculum.length} सत्र: ${SESSION_MINUTES}-${SESSION_MINUTES} मिनट के 12 शिक्षण सत्र और एक अंतिम मूल्यांकन।`,
  sessionLabel: 'सत्र',
  minutes: (minutes) => `${minutes} मिनट`,
  sessionDetail: (s: CurriculumSession) =>
    s.isAssessment
      ? 'आपने जो सीखा, उस पर एक छोटी ऑनलाइन परीक्षा। इसमें सफल होने पर उसी हफ़्ते आपका प्रमाणपत्र जारी हो जाता है।'
      : 'एक वरिष्ठ काउंसलर के साथ लाइव ऑनलाइन सत्र, साथ में रिकॉर्डिंग और अपने पास रखने के लिए एक पेज का सारांश।',
}

export const enrolCard: Localised<typeof en.enrolCard> = {
  heading: 'कार्यक्रम में नामांकन करें',
  feeLabel: 'एक बार का शुल्क',
  originalPrice: 'मूल कीमत',
  nowPrice: 'अब',
  enroll: 'अभी नामांकन करें',
  termsLead: 'नामांकन करके आप सहमत होते हैं हमारे',
  termsLink: 'नियम और शर्तों से',
  includes: ['13 ऑनलाइन सत्र', 'सफल होने पर प्रमाणपत्र', '100 पक्के विद्यार्थी', 'डैशबोर्ड की आजीवन सुविधा'],
}

export const counsellorSeo: Localised<typeof en.counsellorSeo> = {
  title: 'प्रमाणित करियर काउंसलर बनें',
  description: (sessions, students, fee) =>
    `शिक्षक और शिक्षाविद: ${sessions} छोटे सत्रों में प्रमाणित करियर काउंसलर बनें, ${students} पक्के विद्यार्थी पाएँ और घर बैठे कमाएँ। एक बार का शुल्क ${fee}।`,
}
