/**
 * The words around the contact person for personal data, in Hindi. The example contact's name and email are the
 * English module's (the build's settings replace them); its role has Hindi words.
 */
import * as en from '../privacy-contact'
import type { Localised } from '../localised'

export type { PrivacyContact } from '../privacy-contact'

// A value built from the English module's objects is made in a function marked pure: a bundler keeps a top-level
// read of another module's object (a spread, a property) on every page that imports anything from this module.
export const PRIVACY_CONTACT_EXAMPLE = /* @__PURE__ */ ((): Localised<typeof en.PRIVACY_CONTACT_EXAMPLE> => ({
  ...en.PRIVACY_CONTACT_EXAMPLE,
  role: 'डेटा संरक्षण अधिकारी',
}))()

export const privacyContactContent: Localised<typeof en.privacyContactContent> = {
  heading: 'आपके निजी डेटा से जुड़े सवाल',
  text: (name, role) =>
    `${name}, हमारे ${role}, निजी डेटा से जुड़े सवालों के जवाब देते हैं और आपके अनुरोधों पर कार्रवाई करते हैं।`,
  emailLabel: 'ईमेल',
  board: 'अगर आप हमारे जवाब से संतुष्ट नहीं हैं, तो आप भारतीय डेटा संरक्षण बोर्ड में शिकायत कर सकते हैं।',
}
