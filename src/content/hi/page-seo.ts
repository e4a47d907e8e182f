import type * as en from '../page-seo'
import type { Localised } from '../localised'

export const pageSeo: Localised<typeof en.pageSeo> = {
  contact: {
    title: 'संपर्क करें',
    description:
      'रिपोर्ट, काउंसलर प्रोग्राम या फ्रैंचाइज़ी के बारे में मुंबई में DEM Success Blueprint की टीम से संपर्क करें। हम एक कार्य-दिवस में उत्तर देते हैं।',
  },
  counsellor: {
    title: 'प्रमाणित करियर काउंसलर बनें',
    description: (sessions, students, fee) =>
      `शिक्षक और शिक्षाविद: ${sessions} छोटे सत्रों में प्रमाणित करियर काउंसलर बनें, ${students} विद्यार्थी पक्के पाएँ और घर से कमाएँ। एक बार की फ़ीस ${fee}।`,
  },
  counsellorFaq: {
    title: 'काउंसलर: अक्सर पूछे जाने वाले प्रश्न',
    description:
      'Educational Excellence Counsellor प्रोग्राम के बारे में शिक्षकों के 12 सबसे आम प्रश्नों के उत्तर: फ़ीस, सत्र, विद्यार्थी, कमाई और प्रमाणपत्र।',
  },
  courses: {
    title: 'कोर्स',
    description:
      'गणित, फ़िटनेस, फ़ोटोग्राफ़ी, डेवलपमेंट, डिज़ाइन, बिज़नेस, संगीत और चित्रकला के नमूना कोर्स देखें, हर दिन मुफ़्त लाइव कक्षाओं के साथ।',
  },
  franchise: {
    title: 'फ्रैंचाइज़ी के अवसर',
    description:
      'DEM Success Blueprint के राज्य, ज़िला और यूनिट फ्रैंचाइज़ी स्तरों की तुलना करें: क्षेत्र, भूमिका, आय, ज़िम्मेदारियाँ, लाभ और हर स्तर किसके लिए सही है।',
  },
  franchiseBenefits: {
    title: 'फ्रैंचाइज़ी के लाभ',
    description:
      'DEM Success Blueprint के साथ क्यों जुड़ें: करियर मार्गदर्शन की बढ़ती माँग, परखी हुई रिपोर्ट, प्रशिक्षण, मार्केटिंग में सहयोग और पाँच आसान कदमों में शुरुआत।',
  },
  topCounsellor: {
    title: 'काउंसलर प्रमाणन कोर्स',
    description: (fee, discountPercent, cohort, students) =>
      `करियर काउंसलर प्रमाणन कोर्स से जुड़ें: एक बार का भुगतान ${fee} (${discountPercent}% छूट), अगला बैच ${cohort}, ${students} विद्यार्थी पक्के।`,
  },
}
