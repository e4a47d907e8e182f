/** The grievance officer's card on the contact, refund and terms pages, in Hindi. */
import type * as en from '../grievance-card'
import type { Localised } from '../localised'

export const grievanceCardContent: Localised<typeof en.grievanceCardContent> = {
  lead: 'अगर किसी ऑर्डर, भुगतान या रिफ़ंड से जुड़ी समस्या हल नहीं हुई है, तो आप हमारे शिकायत अधिकारी को लिख सकते हैं। उपभोक्ता संरक्षण (ई-कॉमर्स) नियम, 2020 के अनुसार हम हर शिकायत की पावती 48 घंटों के भीतर देते हैं और एक महीने के भीतर उसका समाधान करते हैं।',
  nameLabel: 'नाम',
  designationLabel: 'पद',
  emailLabel: 'ईमेल',
  phoneLabel: 'फ़ोन',
}
