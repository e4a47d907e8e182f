/** /courses in Hindi. Every course shown here is sample data; ids, prices, counts and images are the English ones. */
import * as en from '../courses'
import type { Localised } from '../localised'
import { withWords } from './with-words'

export type { CourseCategory, FeaturedCourse, LiveCourse } from '../courses'

export const coursesHero: Localised<typeof en.coursesHero> = {
  eyebrow: 'कोर्स',
  title: 'शिक्षा, प्रतिभा और करियर के अवसर। सब एक ही जगह।',
  lead: 'छोटे, व्यावहारिक कोर्स जो विद्यार्थियों को यह पहचानने में मदद करते हैं कि उन्हें क्या अच्छा लगता है, और उसके लिए कौशल बनाने में भी: तर्क और डिज़ाइन से लेकर संगीत और बिज़नेस तक।',
  browse: 'श्रेणियाँ देखें',
}

export const coursesVideo: Localised<typeof en.coursesVideo> = {
  ...en.coursesVideo,
  heading: 'देखिए, यहाँ पढ़ाई कैसे होती है',
  text: 'एक कोर्स की दो मिनट की झलक: छोटे पाठ, अभ्यास के काम और आखिर में एक प्रमाणपत्र।',
  play: 'वीडियो चलाएँ',
  iframeTitle: 'कोर्स की झलक का वीडियो',
  posterAlt: 'लैपटॉप पर पाठ देखता एक विद्यार्थी',
}

export const categoriesSection: Localised<typeof en.categoriesSection> = {
  heading: 'श्रेणी के अनुसार देखें',
  coursesLabel: 'कोर्स',
}

export const courseCategories: Localised<typeof en.courseCategories> = withWords(en.courseCategories, [
  { name: 'गणित और तर्क' },
  { name: 'सेहत और फ़िटनेस' },
  { name: 'फ़ोटोग्राफ़ी' },
  { name: 'डेवलपमेंट' },
  { name: 'डिज़ाइन' },
  { name: 'बिज़नेस' },
  { name: 'संगीत' },
  { name: 'चित्रकला' },
])

export const featuredSection: Localised<typeof en.featuredSection> = {
  heading: 'चुनिंदा कोर्स',
  learnersLabel: 'विद्यार्थी',
  lessonsLabel: 'पाठ',
  ratingLabel: 'रेटिंग',
  outOf: '(5 में से)',
}

export const featuredCourses: Localised<typeof en.featuredCourses> = withWords(en.featuredCourses, [
  { title: 'शुरुआती लोगों के लिए वेब डेवलपमेंट', category: 'डेवलपमेंट' },
  { title: 'रचनात्मक UI डिज़ाइन मास्टरक्लास', category: 'डिज़ाइन' },
])

export const promoSectionLabel: Localised<typeof en.promoSectionLabel> = 'हमारे साथ क्यों सीखें'

export const promoTiles: Localised<typeof en.promoTiles> = [
  {
    ...en.promoTiles[0],
    title: 'प्रमाणपत्र पाएँ',
    text: 'कोर्स पूरा कीजिए और ऐसा प्रमाणपत्र पाइए जिसे आप अपने स्कूल पोर्टफ़ोलियो या CV में जोड़ सकें।',
  },
  {
    ...en.promoTiles[1],
    title: 'सबसे ज़्यादा पसंद किए गए कोर्स',
    text: 'उन कोर्स से शुरुआत कीजिए जिन्हें विद्यार्थियों ने सबसे ऊँची रेटिंग दी है, जिन्हें हमारी टीम हर महीने चुनती है।',
  },
]

export const liveSection: Localised<typeof en.liveSection> = {
  heading: 'आज के सबसे अच्छे मुफ़्त लाइव कोर्स',
  join: 'अभी जुड़ें',
  pause: 'कैरोसेल रोकें',
  play: 'कैरोसेल चलाएँ',
  regionLabel: 'मुफ़्त लाइव कोर्स',
}

export const liveCourses: Localised<typeof en.liveCourses> = withWords(en.liveCourses, [
  {
    title: 'कक्षा 8-10 के लिए तेज़ गणित की तरकीबें',
    host: 'अनीता देशपांडे',
    when: 'आज, शाम 5:00 बजे (IST)',
    image: '/images/courses/live-maths.hi.svg',
  },
  {
    title: 'मोबाइल फ़ोटोग्राफ़ी की बुनियादी बातें',
    host: 'राहुल मेनन',
    when: 'आज, शाम 6:30 बजे (IST)',
    image: '/images/courses/live-photo.hi.svg',
  },
  {
    title: 'एक घंटे में अपना पहला ऐप बनाएँ',
    host: 'फ़राह क़ुरैशी',
    when: 'आज, रात 8:00 बजे (IST)',
    image: '/images/courses/live-code.hi.svg',
  },
])

export const coursesSampleNote: Localised<typeof en.coursesSampleNote> =
  'इस पेज पर दिखाए गए कोर्स, कीमतें, रेटिंग और विद्यार्थियों की संख्या केवल नमूने हैं।'

export const coursesSeo: Localised<typeof en.coursesSeo> = {
  title: 'कोर्स',
  description:
    'गणित, फ़िटनेस, फ़ोटोग्राफ़ी, डेवलपमेंट, डिज़ाइन, बिज़नेस, संगीत और चित्रकला के नमूना कोर्स देखें, साथ में हर दिन मुफ़्त लाइव कक्षाएँ।',
}
