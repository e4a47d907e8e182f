/** The counsellor's own page, the marketing kit, the take-down mail and the guarantee's terms in Hindi. */
import type * as en from '../counsellor-page'
import type { Localised } from '../localised'

export { guaranteeRule } from '../counsellor-page'
import { guaranteeRule } from '../counsellor-page'

export const counsellorPageContent: Localised<typeof en.counsellorPageContent> = {
  title: (name) => `${name}, प्रमाणित DEM करियर काउंसलर`,
  description: (name, area) =>
    area
      ? `${name} ${area} में प्रमाणित DEM करियर काउंसलर हैं। अपने बच्चे की सक्सेस ब्लूप्रिंट रिपोर्ट लें और ${name} के साथ उस पर बात करें।`
      : `${name} प्रमाणित DEM करियर काउंसलर हैं। अपने बच्चे की सक्सेस ब्लूप्रिंट रिपोर्ट लें और ${name} के साथ उस पर बात करें।`,
  photoAlt: (name) => `${name} की फ़ोटो`,
  certified: 'प्रमाणित DEM करियर काउंसलर',
  languages: 'बातचीत की भाषाएँ',
  languageNames: { en: 'अंग्रेज़ी', hi: 'हिन्दी' },
  area: 'शहर या क्षेत्र',
  teaching: 'पढ़ाने का अनुभव',
  years: (years) => `${years} वर्ष`,
  credential: 'प्रमाणपत्र की जाँच करें',
  credentialId: (id) => `प्रमाणपत्र संख्या ${id}`,
  about: (name) => `${name} के बारे में`,
  contact: 'संपर्क',
  phone: 'फ़ोन',
  email: 'ईमेल',
  debriefHeading: 'रिपोर्ट पर बातचीत कैसे होती है',
  debriefSteps: [
    'आप सक्सेस ब्लूप्रिंट खरीदते हैं और आपका बच्चा ऑनलाइन 27 छोटे प्रश्नों के उत्तर देता है।',
    'रिपोर्ट कुछ ही मिनटों में तैयार होकर आपको ईमेल से मिल जाती है।',
    'आप अपनी सुविधा के समय 45 मिनट की कॉल बुक करते हैं, और काउंसलर आपको रिपोर्ट समझाते हैं: बच्चे की खूबियाँ, सीखने का तरीका, उपयुक्त करियर और आगे के कदम।',
  ],
  buy: (name) => `${name} के साथ अपने बच्चे की सक्सेस ब्लूप्रिंट रिपोर्ट लें`,
  guaranteeLink: `${guaranteeRule.students} पक्के विद्यार्थियों की शर्तें`,
  home: 'DEM सक्सेस ब्लूप्रिंट',
  otherLanguage: 'English',
}

export const guaranteeContent: Localised<typeof en.guaranteeContent> = {
  heading: `${guaranteeRule.students} पक्के विद्यार्थी: सरल शब्दों में`,
  counts:
    'किसे विद्यार्थी माना जाता है: वह परिवार जिसका सक्सेस ब्लूप्रिंट ऑर्डर भुगतान हो चुका है और आपको सौंपा गया है, चाहे आपके अपने रेफ़रल लिंक से या हमारी टीम द्वारा। रिफ़ंड हुआ ऑर्डर नहीं गिना जाता, और न ही वह ऑर्डर जो आप अपने बच्चे के लिए खुद करते हैं।',
  within: `कितने समय में: आपको प्रमाणित करने के दिन से ${guaranteeRule.withinMonths} महीनों में।`,
  remedy: `अगर तब तक आपको ${guaranteeRule.students} से कम विद्यार्थी सौंपे गए हों: ${guaranteeRule.students} पूरे होने तक हर नया विद्यार्थी सबसे पहले आपको मिलेगा, और आप कम रहे विद्यार्थियों के अनुपात में अपनी किट की फ़ीस का रिफ़ंड माँग सकते हैं।`,
  dueBy: (date) => `${date} तक`,
  count: (count) => `${guaranteeRule.students} में से ${count} विद्यार्थी सौंपे गए`,
}

export const counsellorKitContent: Localised<typeof en.counsellorKitContent> = {
  posterHeading: 'अपने बच्चे की खूबियाँ पहचानें',
  flyerHeading: 'सक्सेस ब्लूप्रिंट',
  pitch:
    '27 प्रश्नों का स्कैन, आपके बच्चे की खूबियों, सीखने के तरीके और उपयुक्त करियर पर एक निजी रिपोर्ट, और मेरे साथ उस पर बातचीत।',
  scan: 'शुरू करने के लिए स्कैन करें',
  credential: (id) => `प्रमाणित काउंसलर, प्रमाणपत्र संख्या ${id}`,
  uncredentialed: 'प्रमाणित DEM करियर काउंसलर',
  whatsapp: (name, url) =>
    `नमस्ते! मैं ${name}, एक प्रमाणित DEM करियर काउंसलर हूँ। सक्सेस ब्लूप्रिंट रिपोर्ट आपके बच्चे की खूबियाँ, सीखने का तरीका और उपयुक्त करियर बताती है, और मैं कॉल पर आपको इसे समझाता/समझाती हूँ। यहाँ से शुरू करें: ${url}`,
}

export const takeDownMail: Localised<typeof en.takeDownMail> = {
  subject: 'आपका काउंसलर पेज हटा दिया गया है',
  body: (input) =>
    [
      `नमस्ते ${input.name},`,
      '',
      'हमारी टीम ने आपका सार्वजनिक काउंसलर पेज हटा दिया है। कारण:',
      input.reason,
      '',
      'जब तक हमारी टीम इसे वापस नहीं लगाती, आपका पेज किसी को नहीं दिखेगा। अपने वर्कस्पेस में इसे ठीक करें और तैयार होने पर इस ईमेल का उत्तर दें:',
      input.workspaceUrl,
      '',
      'DEM सक्सेस ब्लूप्रिंट',
    ].join('\n'),
}
