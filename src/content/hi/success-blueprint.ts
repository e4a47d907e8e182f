import * as en from '../success-blueprint'
import type { Localised } from '../localised'
import { withWords } from './with-words'

export const blueprintSeo: Localised<typeof en.blueprintSeo> = {
  productImage: en.blueprintSeo.productImage,
  title: 'व्यक्तित्व, योग्यता और करियर रिपोर्ट',
  description:
    '27 सवालों का स्कैन, 33 क्षेत्रों के 231 पहलू: बच्चे की खूबियाँ, सीखने का तरीका, करियर समूह और 6-24 महीने का रोडमैप। Achiever’s Report ₹4,999।',
}

export const blueprintHero: Localised<typeof en.blueprintHero> = {
  eyebrow: 'DEM स्कैन रिपोर्ट',
  heading: 'Success Blueprint: आपका बच्चा असल में कौन है, इसका नक्शा',
  lead: 'एक छोटा सर्वे, एक विस्तृत रिपोर्ट, एक प्रमाणित काउंसलर से बातचीत। बच्चे को सही पढ़ाई और करियर की ओर ले जाने के लिए अभिभावक को जो कुछ चाहिए, सब इसमें है।',
  cta: { label: 'कीमत देखें', href: en.blueprintHero.cta.href },
  image: {
    ...en.blueprintHero.image,
    // The drawing's words in Devanagari.
    src: '/images/blueprint/hero.hi.svg',
    alt: 'साथ बैठकर Success Blueprint रिपोर्ट पढ़ते अभिभावक और बच्चा',
  },
}

export const blueprintPhilosophy: Localised<typeof en.blueprintPhilosophy> = {
  heading: 'हमारी सोच',
  paragraphs: [
    'हर बच्चा प्रतिभाओं के अपने अनोखे मेल के साथ जन्म लेता है। जब हम बच्चों को तुलना से नहीं, उनके स्वभाव के अनुसार राह दिखाते हैं, तो वे जल्दी सीखते हैं, कम तनाव लेते हैं और ज़्यादा हासिल करते हैं।',
    'Success Blueprint किसी व्यक्ति को समझने के तीन तरीकों को एक साथ लाता है: वे वैदिक सिद्धांत जिन्होंने सदियों से भारतीय परिवारों को राह दिखाई है, AI और न्यूरोसाइंस विश्लेषण, और व्यवहार मनोविज्ञान।',
  ],
}

export const blueprintMethodology: Localised<typeof en.blueprintMethodology> = {
  heading: 'स्कैन के पीछे की पद्धति',
  figures: withWords(en.blueprintMethodology.figures, [
    { label: 'पहलुओं का विश्लेषण' },
    { label: 'क्षेत्र शामिल' },
    { label: 'सर्वे के सवाल' },
    { label: 'महीने का रोडमैप' },
  ]),
  sciences: [
    {
      title: 'वैदिक सिद्धांत',
      text: 'स्वभाव और स्वाभाविक झुकाव के बारे में समय की कसौटी पर खरा ज्ञान, जिसे ध्यान और सम्मान के साथ अपनाया गया है।',
    },
    {
      title: 'AI और न्यूरोसाइंस विश्लेषण',
      text: 'आपके बच्चे के जवाबों में दिखने वाले पैटर्न, जिन्हें इस बात से जोड़ा जाता है कि दिमाग कैसे सीखता है, ध्यान लगाता है और प्रेरित रहता है।',
    },
    {
      title: 'व्यवहार मनोविज्ञान',
      text: 'व्यक्तित्व, रुचियों और आदतों के स्थापित मॉडल, जिन्हें रोज़ की उन स्थितियों से पूछा जाता है जिन्हें बच्चा जानता है।',
    },
  ],
}

export const blueprintProvides: Localised<typeof en.blueprintProvides> = {
  heading: 'रिपोर्ट आपको क्या देती है',
  items: [
    {
      title: 'खूबियाँ',
      text: 'वे क्षेत्र जिनकी ओर आपके बच्चे के अपने जवाब सबसे ज़्यादा इशारा करते हैं, उन चुनावों के साथ जिनसे यह दिखा।',
    },
    { title: 'चुनौतियाँ', text: 'वे पहलू जिनमें धैर्य और सहारे की ज़रूरत है, बिना कोई ठप्पा लगाए समझाए गए।' },
    {
      title: 'सीखने का तरीका',
      text: 'आपका बच्चा सबसे अच्छी तरह कैसे समझता और याद रखता है, साथ में उसके अनुकूल पढ़ाई के सुझाव।',
    },
    {
      title: 'अनुकूल करियर समूह',
      text: 'आपके बच्चे के जवाबों के सबसे पास के करियर परिवार, हर एक के करियर, स्ट्रीम और प्रवेश परीक्षाओं के साथ; जिनके बीच बस एक जवाब का फ़र्क़ है, वे बराबर पास दिखाए जाते हैं।',
    },
    {
      title: 'कक्षा के हिसाब से सलाह',
      text: 'कक्षा 6-8 में आज़माने लायक चीज़ें, कक्षा 9-10 में स्ट्रीम का चुनाव, कक्षा 11-12 में कोर्स और प्रवेश परीक्षाएँ।',
    },
    { title: 'कौशल का रोडमैप', text: 'कौशल, आदतों और पड़ावों की 6-24 महीने की योजना।' },
  ],
  limits:
    'स्कैन आपके बच्चे के अपने जवाबों से पसंद और झुकाव पढ़ता है, योग्यता नहीं: रिपोर्ट झुकावों की बात करती है, अंकों, निदान या क़िस्मत की नहीं।',
  followUp: 'हर रिपोर्ट के बाद एक प्रमाणित काउंसलर आपसे संपर्क करते हैं और आपको व आपके बच्चे को रिपोर्ट समझाते हैं।',
}

export const blueprintStages: Localised<typeof en.blueprintStages> = {
  heading: '4 चरणों वाली पद्धति',
  stages: [
    { title: 'स्कैन', text: 'आपका बच्चा ऑनलाइन 27 सहज सवालों के जवाब देता है, लगभग बीस मिनट में।' },
    {
      title: 'विश्लेषण',
      text: 'हमारा इंजन पूरी प्रोफ़ाइल बनाने के लिए 33 क्षेत्रों के 231 पहलुओं का अध्ययन करता है।',
    },
    { title: 'काउंसलिंग', text: 'एक प्रमाणित काउंसलर आपको और आपके बच्चे को रिपोर्ट समझाते हैं।' },
    { title: 'विकास', text: 'आप 6-24 महीने के रोडमैप पर चलते हैं, और पड़ावों से प्रगति देखते हैं।' },
  ],
}

export const blueprintCta: Localised<typeof en.blueprintCta> = {
  heading: 'अपने बच्चे को और अच्छी तरह समझने के लिए तैयार हैं?',
  text: 'एक मिनट में रजिस्टर करें, अपनी रिपोर्ट चुनें और बाकी काम स्कैन पर छोड़ दें।',
  cta: { label: 'DEM स्कैन बुक करें', to: en.blueprintCta.cta.to },
  sample: {
    label: 'नमूना रिपोर्ट देखें',
    href: en.blueprintCta.sample.href,
    note: 'PDF, 20 पेज, एक काल्पनिक बच्चे की',
  },
}

export const blueprintPricing: Localised<typeof en.blueprintPricing> = {
  heading: 'अपनी रिपोर्ट चुनें',
  lead: "हर रिपोर्ट के बाद एक प्रमाणित काउंसलर आपसे संपर्क करते हैं; Master's Report में काउंसलर का लगातार साथ भी मिलता है। कीमतों में GST शामिल है।",
}
