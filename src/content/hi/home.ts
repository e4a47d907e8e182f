import { paths } from '../../config/paths'
import * as en from '../home'
import type { Localised } from '../localised'
import { parentTestimonials, studentQuotes } from './testimonials'
import { withWords } from './with-words'

export { homeLooks } from '../home'

export const homeSeo: Localised<typeof en.homeSeo> = {
  title: 'अपने बच्चे की असली क्षमता को पहचानिए',
  description:
    '27 सवालों के स्कैन से जानिए आपके बच्चे की खूबियाँ, सीखने का तरीका और उसके लिए सही करियर, और अगला कदम तय करने में प्रमाणित काउंसलर का साथ पाइए।',
}

export const homeHero: Localised<typeof en.homeHero> = {
  eyebrow: 'भारतीय विद्यार्थियों के लिए व्यक्तित्व, योग्यता और करियर स्कैन',
  heading: 'अपने बच्चे की असली क्षमता को पहचानिए',
  lead: 'हर बच्चा अलग होता है। DEM Success Blueprint बताता है कि आपका बच्चा कैसे सोचता है, कैसे सीखता है और कहाँ चमकता है, ताकि आप उसे उस भविष्य की ओर ले जा सकें जो सचमुच उसके लिए बना है, न कि उस ओर जिसके पीछे बाकी सब भाग रहे हैं।',
  primary: { label: 'क्षमता पहचानें', to: paths.successBlueprint },
  brief: { ...en.homeLooks.brief, label: 'कार्यक्रम की जानकारी डाउनलोड करें' },
  carouselLabel: 'वे विद्यार्थी जिन्होंने अपनी राह पाई',
}

export const heroSlides: Localised<typeof en.heroSlides> = [
  {
    ...en.homeLooks.heroSlide,
    src: '/images/home/hero-1.hi.svg',
    alt: 'अपनी विज्ञान की कॉपी थामे मुस्कुराती एक स्कूली लड़की',
  },
  {
    ...en.homeLooks.heroSlide,
    src: '/images/home/hero-2.hi.svg',
    alt: 'हेडफ़ोन लगाए अपने टैबलेट पर डिज़ाइन बनाता एक किशोर',
  },
  {
    ...en.homeLooks.heroSlide,
    src: '/images/home/hero-3.hi.svg',
    alt: 'स्कूल ब्लेज़र पहने, गर्व से ट्रॉफ़ी थामे एक लड़की',
  },
  {
    ...en.homeLooks.heroSlide,
    src: '/images/home/hero-4.hi.svg',
    alt: 'ग्लोब के पास बैठकर किताब पढ़ता चश्मा लगाए एक लड़का',
  },
]

export const homeStats: Localised<typeof en.homeStats> = {
  heading: 'देश भर के परिवारों का भरोसा',
  // The figures as a Hindi newspaper writes them: "10 हज़ार+" (not "10 K+"), the % and + next to the number.
  items: withWords(en.homeStats.items, [
    { suffix: ' हज़ार+', label: 'विद्यार्थियों का मार्गदर्शन' },
    { suffix: '%', label: 'करियर को लेकर बढ़ी स्पष्टता' },
    { suffix: '+', label: 'स्कूल हमारे साथ' },
    { suffix: '+', label: 'वर्षों का अनुभव' },
  ]),
}

export const homeIntro: Localised<typeof en.homeIntro> = {
  heading: 'राह चुनने से पहले अपने बच्चे को जानिए',
  text: 'अंक बताते हैं कि बच्चे ने परीक्षा में कैसा किया। वे यह नहीं बताते कि उसे किस बात से खुशी मिलती है, वह सबसे अच्छा कैसे सीखता है या वह कहाँ आगे बढ़ेगा। हमारा स्कैन वैदिक सिद्धांतों, AI और न्यूरोसाइंस विश्लेषण तथा व्यवहार मनोविज्ञान को जोड़कर अभिभावकों को वही अधूरी तस्वीर पूरी करके देता है।',
  points: [
    {
      title: '231 पहलू, 33 क्षेत्र',
      text: 'एक छोटे सर्वे से व्यक्तित्व, योग्यता और क्षमता की विस्तृत तस्वीर।',
    },
    {
      title: 'एक प्रमाणित काउंसलर',
      text: 'हर रिपोर्ट एक प्रशिक्षित काउंसलर आपको और आपके बच्चे को समझाते हैं।',
    },
    { title: '6-24 महीने का रोडमैप', text: 'अंदाज़े और दबाव की जगह साफ़ और व्यावहारिक अगले कदम।' },
  ],
  aboutLink: { label: 'DEM की टीम से मिलिए', to: paths.about },
}

export const homeScan: Localised<typeof en.homeScan> = {
  heading: 'अपने बच्चे के लिए DEM स्कैन बुक करें',
  text: 'बीस मिनट के आसान सवाल, ज़िंदगी भर की स्पष्टता। आज ही रजिस्टर करें और अपने बच्चे का व्यक्तिगत Success Blueprint पाएँ।',
  cta: { label: 'DEM स्कैन बुक करें', to: paths.studentRegister },
}

export const homeCounsellors: Localised<typeof en.homeCounsellors> = {
  heading: 'हमारे सबसे अच्छे काउंसलर',
  badge: '100+ सत्यापित काउंसलर',
  text: 'अनुभवी शिक्षक और शिक्षाविद, जिन्हें DEM ने आपके परिवार के साथ Success Blueprint पढ़ने के लिए प्रमाणित किया है।',
  carouselLabel: 'सबसे अच्छे काउंसलर',
  profiles: withWords(en.homeCounsellors.profiles, [
    { name: 'प्रिया नायर', role: 'कंप्यूटर शिक्षिका' },
    { name: 'रोहित वर्मा', role: 'गणित शिक्षक' },
    { name: 'अनन्या अय्यर', role: 'स्कूल काउंसलर' },
    { name: 'फ़रहान शेख़', role: 'भौतिकी ट्यूटर' },
    { name: 'मीरा जोशी', role: 'अंग्रेज़ी शिक्षिका' },
    { name: 'गुरप्रीत सिंह', role: 'करियर कोच' },
  ]).map((profile) => ({ ...profile, image: { ...profile.image, alt: `${profile.name} का चित्र` } })),
}

export const homeBecomeCounsellor: Localised<typeof en.homeBecomeCounsellor> = {
  heading: 'क्या आप शिक्षक हैं? प्रमाणित करियर काउंसलर बनिए',
  text: 'कक्षा के अपने अनुभव को एक सम्मानित दूसरे करियर में बदलिए। प्रमाणपत्र, अपनी पहचान और 100 पक्के विद्यार्थी पाइए।',
  cta: { label: 'आज ही शुरू करें', to: paths.counsellor },
  image: en.homeLooks.becomeCounsellorImage,
}

export const homeFeedback: Localised<typeof en.homeFeedback> = {
  heading: 'विद्यार्थी क्या कहते हैं',
  text: 'उन विद्यार्थियों की सच्ची बातें, जिन्होंने स्कैन दिया और अपने काउंसलर के साथ बैठकर बात की।',
  cta: { label: 'सभी अनुभव देखें', to: paths.studentTestimonials },
  // The same students, in the same words, as on the testimonials page.
  quotes: studentQuotes.slice(0, en.homeLooks.studentQuotes),
}

export const homeTestimonials: Localised<typeof en.homeTestimonials> = {
  heading: 'अभिभावकों को Success Blueprint पर भरोसा है',
  rating: en.homeLooks.rating,
  ratingCount: '3265 रेटिंग के आधार पर',
  ratingLabel: 'औसत रेटिंग',
  link: { label: 'अभिभावकों के सभी अनुभव पढ़ें', to: paths.studentTestimonials },
  quotes: parentTestimonials.slice(0, en.homeLooks.parentQuotes),
}
