/** The words of the links to the privacy centre from other pages and from mails, in Hindi. */
import type * as en from '../privacy-links'
import type { Localised } from '../localised'

export const privacyCentreLink: Localised<typeof en.privacyCentreLink> = {
  policyHeading: 'आपके डेटा का पूरा ब्योरा, और आपके अधिकार',
  text: 'आपका डेटा और आपके अधिकार: गोपनीयता केंद्र में इसे देखें, डाउनलोड करें, सुधारें या मिटाएँ',
  mailFooter: (url) => ['--', 'आपका डेटा और आपके अधिकार:', url],
}
