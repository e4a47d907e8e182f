import type * as en from '../plans-page'
import type { Localised } from '../localised'

export const plansPageContent: Localised<typeof en.plansPageContent> = {
  seo: {
    title: 'किफ़ायती पैकेज और उनकी कीमत',
    description: '₹10,000 का बेसिक पैकेज देखें: इसमें क्या शामिल है, क्या नहीं, और कुछ ही मिनटों में शुरुआत कैसे करें।',
  },
  heading: 'किफ़ायती पैकेज और उनकी कीमत',
  lead: 'एक सरल पैकेज, कोई छिपा खर्च नहीं। इसे चुनें, अपनी जानकारी जाँचें और सुरक्षित भुगतान करें।',
  perLabel: 'एक बार का भुगतान',
  includedLabel: 'शामिल है',
  notIncludedLabel: 'शामिल नहीं है',
  button: 'शुरू करें',
}
