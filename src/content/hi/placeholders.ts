import type * as en from '../placeholders'
import type { Localised } from '../localised'

export const offeringsPlaceholder: Localised<typeof en.offeringsPlaceholder> = {
  title: 'हमारी सेवाएँ',
  label: 'जल्द आ रहा है',
  description: 'विद्यार्थियों, अभिभावकों, काउंसलरों और स्कूलों के लिए हमारी सेवाएँ जल्द ही यहाँ होंगी।',
}

export const resourceCenterPlaceholder: Localised<typeof en.resourceCenterPlaceholder> = {
  title: 'संसाधन केंद्र',
  text: 'अभिभावकों और काउंसलरों के लिए गाइड, वर्कशीट और लेख तैयार किए जा रहे हैं। ये जल्द ही यहाँ उपलब्ध होंगे।',
  description: 'अभिभावकों और काउंसलरों के लिए गाइड, वर्कशीट और लेख तैयार किए जा रहे हैं।',
}
