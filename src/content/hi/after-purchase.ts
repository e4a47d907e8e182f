/** What the buyer is told right after a purchase, and where to follow the order, in Hindi. */
import type * as en from '../after-purchase'
import type { Localised } from '../localised'

export const reportFirstStep: Localised<typeof en.reportFirstStep> = {
  title: 'आपके बच्चे का DEM स्कैन',
  detail: 'किसी भी फ़ोन या कंप्यूटर पर, लगभग बीस मिनट में 27 ऑनलाइन सवाल। लिंक आपके ईमेल में और मेरे ऑर्डर पेज पर है।',
}

export const kitFirstStep: Localised<typeof en.kitFirstStep> = {
  title: 'आपका ट्रेनिंग बैच',
  detail: 'हम 2 कार्यदिवसों के भीतर आपको आपके ट्रेनिंग बैच की तारीख़ें लिख भेजेंगे।',
}

export const afterPurchaseContent: Localised<typeof en.afterPurchaseContent> = {
  seeMyOrders: { before: 'अपने भुगतान की स्थिति ', link: 'मेरे ऑर्डर', after: ' पेज पर देखें।' },
  followInMyOrders: { before: 'अपना ऑर्डर और इनवॉइस ', link: 'मेरे ऑर्डर', after: ' पेज पर देखते रहें।' },
  openScan: 'स्कैन खोलें',
}
