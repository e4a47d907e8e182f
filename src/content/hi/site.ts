import { paths } from '../../config/paths'
import * as en from '../site'
import type { Localised } from '../localised'

export type { NavLinkItem } from '../site'

export const brand: Localised<typeof en.brand> = {
  name: en.brand.name,
  tagline: en.brand.tagline,
  siteName: en.brand.siteName,
  city: 'मुंबई',
  office: {
    lines: [en.brand.siteName, 'चौथी मंज़िल, अंधेरी लिंक रोड', 'अंधेरी पश्चिम, मुंबई 400053', 'महाराष्ट्र, भारत'],
  },
  supportPhone: en.brand.supportPhone,
  supportEmail: en.brand.supportEmail,
}

export const mainNav: Localised<typeof en.mainNav> = [
  { label: 'होम', to: paths.home },
  { label: 'हमारे बारे में', to: paths.about },
  { label: 'Success Blueprint', to: paths.successBlueprint },
  { label: 'काउंसलर बनें', to: paths.counsellor },
  { label: 'फ़्रैंचाइज़ी', to: paths.franchiseBenefits },
  { label: 'संपर्क करें', to: paths.contact },
]

export const footerColumns: Localised<typeof en.footerColumns> = [
  {
    heading: 'कंपनी',
    links: [
      { label: 'होम', to: paths.home },
      { label: 'हमारे बारे में', to: paths.about },
      { label: 'काउंसलर', to: paths.counsellor },
      { label: 'फ़्रैंचाइज़ी', to: paths.franchise },
      { label: 'संसाधन केंद्र', to: paths.resourceCenter },
      { label: 'मेरे ऑर्डर', to: paths.orders },
    ],
  },
  {
    heading: 'कार्यक्रम',
    links: [
      { label: 'काउंसलर बनें', to: paths.topCounsellor },
      { label: 'कोर्स', to: paths.courses },
      { label: 'अक्सर पूछे जाने वाले सवाल', to: paths.faq },
      { label: 'काउंसलर साइन-इन', to: paths.workspace },
    ],
  },
  {
    heading: 'नीतियाँ',
    links: [
      { label: 'रद्द करने और रिफ़ंड की नीति', to: paths.refundPolicy },
      { label: 'शिपिंग और डिलीवरी की नीति', to: paths.shippingPolicy },
      { label: 'नियम और शर्तें', to: paths.terms },
      { label: 'गोपनीयता नीति', to: paths.privacyPolicy },
      { label: 'गोपनीयता केंद्र', to: paths.privacyCentre },
      // The E-Commerce Rules' grievance officer: named, with how to reach them, on the contact page.
      { label: 'शिकायत अधिकारी', to: paths.contact },
    ],
  },
]

/** Brand names, written as the brands write them; the icons and addresses are the English module's. */
export const socialLinks: Localised<typeof en.socialLinks> = en.socialLinks

export const ctaBanner: Localised<typeof en.ctaBanner> = {
  text: 'जानिए, आपका बच्चा सचमुच किस राह के लिए बना है।',
  button: 'मेरी रिपोर्ट पाएँ!',
  to: en.ctaBanner.to,
}

export const socialImage: Localised<typeof en.socialImage> = '/images/social-card.hi.png'

export const socialCardWords: Localised<typeof en.socialCardWords> = {
  headline: ['अपने बच्चे की असली', 'क्षमता को पहचानिए'],
  subline: 'व्यक्तित्व, योग्यता और करियर स्कैन · 231 पहलू · 33 क्षेत्र',
  action: 'DEM स्कैन बुक करें',
}
