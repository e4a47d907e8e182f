import * as en from '../scan-language'
import type { Localised } from '../localised'

export const scanLanguageContent: Localised<typeof en.scanLanguageContent> = {
  names: en.scanLanguageContent.names,
  consent: {
    legend: 'स्कैन की भाषा',
    hint: 'आपका बच्चा किसी भी सवाल पर अंग्रेज़ी और हिन्दी के बीच बदल सकता है, दिए गए जवाब बने रहेंगे। रिपोर्ट उसी भाषा में बनेगी जिसमें स्कैन पूरा किया जाएगा।',
  },
  switcher: {
    label: 'सवालों की भाषा',
    failed: 'अभी भाषा नहीं बदल सकी। इंटरनेट कनेक्शन देखकर फिर से कोशिश करो।',
  },
}
