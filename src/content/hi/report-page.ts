/** The words around a report on its page in My orders, in Hindi; the report's own texts are in report.hi.ts. */
import type * as en from '../report-page'
import type { Localised } from '../localised'

export const reportPageContent: Localised<typeof en.reportPageContent> = {
  title: 'आपका Success Blueprint',
  metaDescription: 'आपके बच्चे का Success Blueprint, आपके फ़ोन पर पढ़ने के लिए।',
  loading: 'रिपोर्ट खुल रही है...',
  download: 'PDF डाउनलोड करें',
  back: 'मेरे ऑर्डर पर लौटें',
  failed: 'हम रिपोर्ट नहीं खोल सके। कृपया मेरे ऑर्डर पेज से फिर से कोशिश करें।',
  signIn: 'रिपोर्ट पढ़ने के लिए कृपया मेरे ऑर्डर पेज पर साइन इन करें।',
  backToWorkspace: 'मेरे वर्कस्पेस पर लौटें',
  failedWorkspace: 'हम रिपोर्ट नहीं खोल सके। कृपया अपने वर्कस्पेस से फिर से कोशिश करें।',
  signInWorkspace: 'रिपोर्ट पढ़ने के लिए कृपया अपने वर्कस्पेस में साइन इन करें।',
  glanceAlt: (strongest) =>
    `33 क्षेत्रों का बार चार्ट, भागों के अनुसार। सबसे ऊँचे स्कोर: ${strongest.join(', ')}। यही आँकड़े चार्ट के नीचे की तालिका में भी हैं।`,
  chartAsTable: 'यही चार्ट, तालिका के रूप में',
  domainColumn: 'क्षेत्र',
  scoreColumn: 'स्कोर (0-100)',
  bandColumn: 'स्तर',
  outOf100: 'अंक, 100 में से',
  more: (title) => `${title} के बारे में और: समझ, आगे बढ़ने का रास्ता, एक सफलता की कहानी`,
}
