/**
 * The 12 counsellor questions in Hindi. `content` is a small trusted HTML string written here by us (never user
 * input); the FAQ page is the one place that renders it as HTML. Ids, numbers, the price and the coupon code are
 * the English modules'; the kit list, the earnings and the first-100 offer are written here in Hindi (the English
 * catalogue and enrolment modules hold them in English).
 */
import { counsellorProgramme, promoCodes } from '../catalogue'
import * as en from '../counsellor-faq'
import type { Localised } from '../localised'
import { curriculum, SESSION_MINUTES } from './counsellor-facts'
import { formatRupees } from './format'
import { withWords } from './with-words'

export { htmlToText, type HtmlFaqItem } from '../counsellor-faq'

const couponCode = Object.keys(promoCodes)[0] ?? ''
const students = counsellorProgramme.guaranteedStudents

/** The certification kit, item for item as in the catalogue (a unit test checks the count). */
const kitItemsHi = [
  'एजुकेशनल एक्सीलेंस काउंसलर के रूप में सर्टिफ़िकेशन',
  'आपकी अपनी पहचान बनाने का किट',
  'काउंसलिंग टूलकिट',
  `${students} पक्के विद्यार्थी`,
  'काउंसलर डैशबोर्ड और लीड',
  'मार्केटिंग सामग्री',
  'मुफ़्त एडवांस शिक्षा',
] as const

export const counsellorFaqPage: Localised<typeof en.counsellorFaqPage> = {
  title: 'काउंसलर: अक्सर पूछे जाने वाले सवाल',
  lead: 'एजुकेशनल एक्सीलेंस काउंसलर कार्यक्रम के बारे में सोच रहे शिक्षकों और शिक्षाविदों के लिए सीधे जवाब।',
  supportHeading: 'अब भी कोई सवाल है?',
  supportText: 'हमारी काउंसलर सहायता टीम कार्य-दिवसों में सुबह 10 से शाम 6 बजे (IST) तक जवाब देती है।',
  callLabel: 'कॉल करें',
  emailLabel: 'ईमेल करें',
}

export const counsellorFaqs: Localised<typeof en.counsellorFaqs> = withWords(en.counsellorFaqs, [
  {
    title: 'एजुकेशनल एक्सीलेंस काउंसलर कौन होते हैं?',
    content:
      '<p>एजुकेशनल एक्सीलेंस काउंसलर (EEC) एक प्रमाणित काउंसलर होते हैं, जो विद्यार्थी की ' +
      '<strong>Success Blueprint</strong> रिपोर्ट विद्यार्थी और उसके अभिभावकों को समझाते हैं, और पढ़ाई व करियर ' +
      'के अगले कदम तय करने में परिवार की मदद करते हैं।</p>',
  },
  {
    title: 'कौन जुड़ सकता है?',
    content:
      '<p>शिक्षक, ट्यूटर, स्कूल काउंसलर और दूसरे शिक्षाविद। स्नातक की डिग्री और बच्चों को राह दिखाने में सच्ची ' +
      'रुचि काफ़ी है; पहले से काउंसलिंग की कोई योग्यता ज़रूरी नहीं है।</p>',
  },
  {
    title: 'इस कार्यक्रम का शुल्क कितना है?',
    content:
      `<p>पूरे सर्टिफ़िकेशन किट के लिए एक बार का शुल्क <strong>${formatRupees(counsellorProgramme.price)}</strong> ` +
      '(GST सहित)। कोई मासिक शुल्क नहीं है। काउंसलर चेकआउट पर कूपन कोड ' +
      `<strong>${couponCode}</strong> का इस्तेमाल कर सकते हैं।</p>`,
  },
  {
    title: 'कोर्स कितना लंबा है?',
    content:
      `<p>${curriculum.length} सत्र: ${SESSION_MINUTES}-${SESSION_MINUTES} मिनट के ${curriculum.length - 1} शिक्षण ` +
      'सत्र और एक अंतिम मूल्यांकन। लाइव सत्र आपके चुने हुए 3 दिन के ट्रेनिंग बैच में होते हैं, और उनकी ' +
      'रिकॉर्डिंग बाद में भी उपलब्ध रहती है।</p>',
  },
  {
    title: 'किट में क्या-क्या शामिल है?',
    content: `<ul>${kitItemsHi.map((item) => `<li>${item}</li>`).join('')}</ul>`,
  },
  {
    title: `मुझे मेरे ${students} पक्के विद्यार्थी कैसे मिलेंगे?`,
    content:
      '<p>प्रमाणित होने के बाद, Success Blueprint स्कैन दे चुके विद्यार्थी किस्तों में आपके डैशबोर्ड पर सौंपे ' +
      'जाते हैं। आप हर परिवार से संपर्क करते हैं और काउंसलिंग सत्र ऑनलाइन या आमने-सामने करते हैं।</p>',
  },
  {
    title: 'कितनी कमाई हो सकती है?',
    content:
      '<p>काउंसलरों की कमाई <strong>₹21,000-25,000 प्रति माह</strong> बताई जाती है, यानी साल में लगभग ₹3.75 लाख: ' +
      `${students} विद्यार्थियों के साथ काउंसलिंग सत्रों से ₹1.5 लाख, कमीशन से ₹1.75 लाख और रिपोर्ट की बिक्री से ` +
      '₹37,500। आपकी अपनी कमाई इस पर निर्भर करती है कि आप कितना समय देते हैं।</p>',
  },
  {
    title: 'क्या यह काम पढ़ाने के साथ-साथ किया जा सकता है?',
    content:
      '<p>हाँ। हमारे ज़्यादातर काउंसलर पूर्णकालिक शिक्षक हैं। सत्र छोटे होते हैं और परिवारों से कब मिलना है, यह ' +
      'आप तय करते हैं, शाम और सप्ताहांत भी।</p>',
  },
  {
    title: 'क्या ट्रेनिंग ऑनलाइन होती है?',
    content:
      '<p>हाँ, पूरी ट्रेनिंग ऑनलाइन है और फ़ोन या लैपटॉप पर चलती है। आपको बस एक स्थिर इंटरनेट कनेक्शन और ' +
      'लाइव सत्रों के लिए एक शांत जगह चाहिए।</p>',
  },
  {
    title: 'मुझे प्रमाणपत्र कब मिलेगा?',
    content:
      '<p>अंतिम मूल्यांकन में सफल होने के बाद। डिजिटल प्रमाणपत्र उसी हफ़्ते ईमेल कर दिया जाता है, और छपी हुई ' +
      'प्रति 7-10 दिनों के भीतर कूरियर से आपके किट के साथ पहुँचती है।</p>',
  },
  {
    title: 'पहले 100 वाला ऑफ़र क्या है?',
    content:
      '<p>नामांकन करने वाले पहले 100 शिक्षकों को मुफ़्त व्यक्तिगत लैंडिंग पेज और हमारी टीम के साथ 1 घंटे का ' +
      'रणनीति सत्र मिलता है।</p>',
  },
  {
    title: 'क्या भुगतान के बाद नामांकन रद्द हो सकता है?',
    content:
      '<p>आप केवल तब तक रद्द कर सकते हैं जब तक आपकी ट्रेनिंग की सुविधा सक्रिय नहीं हुई है। सुविधा मिल जाने के बाद ' +
      'कार्यक्रम का शुल्क वापस नहीं होता, सिवाय दोहरे भुगतान या तकनीकी समस्या के। पूरी जानकारी हमारी रद्द करने ' +
      'और रिफ़ंड की नीति में है।</p>',
  },
])

export const counsellorFaqSeo: Localised<typeof en.counsellorFaqSeo> = {
  title: 'काउंसलर: अक्सर पूछे जाने वाले सवाल',
  description:
    'एजुकेशनल एक्सीलेंस काउंसलर कार्यक्रम पर शिक्षकों के 12 सबसे आम सवालों के जवाब: शुल्क, सत्र, विद्यार्थी, कमाई और सर्टिफ़िकेशन।',
}
