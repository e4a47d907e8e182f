import * as en from '../testimonials'
import type { Localised } from '../localised'
import { withWords } from './with-words'

export { parentTestimonialLooks, studentQuoteLooks } from '../testimonials'

export const testimonialsSeo: Localised<typeof en.testimonialsSeo> = {
  title: 'अभिभावकों और विद्यार्थियों के अनुभव',
  description:
    'DEM Success Blueprint स्कैन और प्रमाणित करियर काउंसलर के साथ हुए सत्रों के बारे में भारत के अभिभावकों और विद्यार्थियों के अनुभव पढ़ें।',
}

export const testimonialsPage: Localised<typeof en.testimonialsPage> = {
  heading: 'उन परिवारों की कहानियाँ, जिनका हमने साथ दिया',
  lead: 'देश भर के अभिभावक और विद्यार्थी बता रहे हैं कि Success Blueprint ने उनके घर में खाने की मेज़ पर होने वाली बातचीत कैसे बदल दी।',
  parentsHeading: 'अभिभावक क्या कहते हैं',
  stripLabel: 'अभिभावकों के अनुभव',
  studentsHeading: 'हमारे विद्यार्थी, उन्हीं के शब्दों में',
  sliderLabel: 'विद्यार्थियों की बातें',
}

const portrait = (name: string) => `${name} का चित्र`

/** The photo's description names the person, in the Hindi spelling of their name. */
function withPortraits<T extends { name: string; photo: { alt: string } }>(items: readonly T[]): T[] {
  return items.map((item) => ({ ...item, photo: { ...item.photo, alt: portrait(item.name) } }))
}

export const parentTestimonials: Localised<typeof en.parentTestimonials> = withPortraits(
  withWords(en.parentTestimonialLooks, [
    {
      name: 'राजेश कुलकर्णी',
      relation: 'पिता',
      quote:
        'मेरा बेटा 11वीं कक्षा में भटक रहा था। रिपोर्ट ने दिखाया कि हाथ से काम करके समस्याएँ सुलझाना उसकी ताकत है, और काउंसलर ने हमें ऐसा रास्ता चुनने में मदद की जिसे लेकर वह बहुत उत्साहित है।',
    },
    {
      name: 'सुनीता देशमुख',
      relation: 'माँ',
      quote:
        'हमने अपनी बेटी की तुलना उसके चचेरे भाई-बहनों से करना छोड़ दिया। Success Blueprint ने हमें उसकी अपनी प्रतिभा देखने और उसका साथ देने में मदद की।',
    },
    {
      name: 'इमरान क़ुरैशी',
      relation: 'पिता',
      quote:
        'साफ़, ईमानदार और काम की बात। सिर्फ़ सीखने के तरीके वाले हिस्से ने ही मेरे जुड़वाँ बच्चों के परीक्षा की तैयारी करने का ढंग बदल दिया।',
    },
    {
      name: 'लक्ष्मी रमन',
      relation: 'माँ',
      quote: 'काउंसलर ने मेरी बेटी से इतने धैर्य से बात की कि सत्र के बाद वह आत्मविश्वास से भरी, मुस्कुराती हुई बाहर आई।',
    },
    {
      name: 'हरप्रीत कौर',
      relation: 'माँ',
      quote: 'अब बहस की जगह हमारे पास अगले दो साल की एक योजना है। हमारे परिवार के लिए एक-एक रुपया वसूल।',
    },
  ]),
)

export const studentQuotes: Localised<typeof en.studentQuotes> = withPortraits(
  withWords(en.studentQuoteLooks, [
    {
      name: 'आरव एम.',
      detail: 'कक्षा 10, पुणे',
      quote:
        'मुझे हमेशा लगता था कि मुझे इंजीनियर ही बनना है। मेरी रिपोर्ट ने दिखाया कि मुझे चीज़ें समझाने और समूह का नेतृत्व करने में कितना मज़ा आता है। अब मैं एक साफ़ योजना के साथ कॉमर्स की तैयारी कर रहा हूँ।',
    },
    {
      name: 'दीया के.',
      detail: 'कक्षा 9, बेंगलुरु',
      quote:
        'काउंसलर ने मुझे मेरे सीखने का तरीका समझाया, और मैंने पढ़ने का ढंग बदल दिया। अब मेरे नोट्स चित्रों से भरे रहते हैं, और विज्ञान में मेरे अंक बढ़ गए हैं।',
    },
    {
      name: 'कबीर एस.',
      detail: 'कक्षा 12, दिल्ली',
      quote: 'पहली बार किसी ने मुझसे कहा कि डिज़ाइन भी एक असली करियर है, और वहाँ तक पहुँचने के कदम भी बताए।',
    },
    {
      name: 'स्नेहा पी.',
      detail: 'कक्षा 11, अहमदाबाद',
      quote:
        'मुझे गलत स्ट्रीम चुनने का डर था। रोडमैप ने सब कुछ छोटे-छोटे कदमों में बाँट दिया, और अब मुझे लगता है कि सब मेरे हाथ में है।',
    },
  ]),
)

export const bookScanBanner: Localised<typeof en.bookScanBanner> = {
  heading: 'अपने बच्चे को भी यही स्पष्टता दीजिए',
  text: '27 सवालों का छोटा और सहज स्कैन। एक ऐसी रिपोर्ट, जिसे आपका पूरा परिवार समझ सके।',
  cta: { label: 'DEM स्कैन बुक करें', to: en.bookScanBanner.cta.to },
  image: en.bookScanBanner.image,
}
