/** The counsellor course landing (/top-counsellor) in Hindi. Numbers come from the English catalogue. */
import { counsellorProgramme } from '../catalogue'
import type * as en from '../top-counsellor'
import type { Localised } from '../localised'

const students = counsellorProgramme.guaranteedStudents

export const topCounsellor: Localised<typeof en.topCounsellor> = {
  eyebrow: 'काउंसलर सर्टिफ़िकेशन कोर्स',
  title: '4 हफ़्तों में एक बेहतरीन करियर काउंसलर बनें',
  lead:
    'एक बार के भुगतान में आपको पूरा सर्टिफ़िकेशन किट, हमारे वरिष्ठ काउंसलरों के साथ लाइव ट्रेनिंग और अपनी ' +
    `प्रैक्टिस शुरू करने के लिए ${students} पक्के विद्यार्थी मिलते हैं।`,
  offerHeading: 'एक बार के भुगतान का ऑफ़र',
  offerBadge: `${counsellorProgramme.discountPercent}% की छूट`,
  originalPrice: 'मूल कीमत',
  nowPrice: 'अब',
  offerNote: 'एक ही भुगतान, कोई मासिक शुल्क नहीं। कीमत में GST शामिल है।',
  cohortLabel: 'अगला बैच',
  studentsLabel: 'पक्के विद्यार्थी',
  guaranteeTerms: 'शर्तें',
  enroll: 'अभी नामांकन करें',
  includedHeading: 'आपके किट में क्या-क्या शामिल है',
  learnMore: 'कार्यक्रम के बारे में पढ़ें',
  whyHeading: 'शिक्षक यह कोर्स क्यों चुनते हैं',
  why: [
    {
      title: 'पढ़ाने वाले शिक्षकों के लिए बना',
      text: 'सुबह, शाम या सप्ताहांत में 25 मिनट के छोटे सत्र, ताकि आपकी कोई कक्षा न छूटे।',
    },
    {
      title: 'पहले दिन से प्रैक्टिस',
      text: `आपके पहले ${students} विद्यार्थी आपको सौंपे जाते हैं, हर एक की Success Blueprint रिपोर्ट चर्चा के लिए तैयार रहती है।`,
    },
    {
      title: 'सर्टिफ़िकेट के बाद भी साथ',
      text: 'डैशबोर्ड, नई लीड, मार्केटिंग सामग्री और मुफ़्त एडवांस मॉड्यूल से आपकी प्रैक्टिस बढ़ती रहती है।',
    },
  ],
}

export const topCounsellorSeo: Localised<typeof en.topCounsellorSeo> = {
  title: 'काउंसलर सर्टिफ़िकेशन कोर्स',
  description: (fee, discountPercent, cohort, students) =>
    `करियर काउंसलर सर्टिफ़िकेशन कोर्स से जुड़ें: एक बार का भुगतान ${fee} (${discountPercent}% की छूट), अगला बैच ${cohort}, ${students} पक्के विद्यार्थी।`,
}
