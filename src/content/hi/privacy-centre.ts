/**
 * The privacy centre in Hindi: the notice's table (every row's purpose, basis, recipients and retention in words)
 * and the signed-in part. The retention limits, the rows' keys and rules are the English module's, which the
 * retention job reads: the numbers a parent reads here are the ones the job deletes by.
 */
import * as en from '../privacy-centre'
import { privacyContactContent } from './privacy-contact'
import type { Localised } from '../localised'

export type { DataRow, DataRowKey, PrivacyReason } from '../privacy-centre'

const YEAR = 365

export const retentionRules: Localised<typeof en.retentionRules> = en.retentionRules

export const PRIVACY_REASONS: Localised<typeof en.PRIVACY_REASONS> = en.PRIVACY_REASONS

export const privacyReasonLabels: Localised<typeof en.privacyReasonLabels> = {
  correction: 'कोई ऐसा सुधार, जो यहाँ ख़ुद नहीं हो सकता',
  question: 'मेरे डेटा के बारे में, या उसे पाने वालों के बारे में कोई सवाल',
  complaint: 'मेरे डेटा के साथ किए गए बर्ताव के बारे में कोई शिकायत',
  other: 'मेरे डेटा के बारे में कुछ और',
}

export const PRIVACY_REQUEST_MAX: Localised<typeof en.PRIVACY_REQUEST_MAX> = en.PRIVACY_REQUEST_MAX

export const RECIPIENT: Localised<typeof en.RECIPIENT> = {
  gateway: 'Razorpay, हमारा पेमेंट गेटवे',
  mail: 'हमारी ईमेल सेवा कंपनी, जो हमारे ईमेल पहुँचाती है',
  sms: 'हमारी SMS सेवा कंपनी (या WhatsApp की, जब हम कोड वहाँ भेजते हैं), जो एक बार इस्तेमाल होने वाले कोड आपके फ़ोन तक पहुँचाती है',
  counsellor: 'आपके ऑर्डर के लिए तय किए गए काउंसलर',
  hosting: 'हमारी होस्टिंग कंपनी, जिसके सर्वर पर हमारी सेवा और डेटाबेस चलते हैं',
}

const consentBasis = 'माता-पिता या अभिभावक के रूप में आपकी सहमति।'
const contractBasis = 'आपकी ख़रीदी हुई सेवा देने के लिए ज़रूरी (अनुबंध)।'
const noOneOutside = 'हमारी टीम के बाहर किसी को नहीं।'

/** Each row's words, by its key, for the retention limits `r`; the row itself (its key and rules) is the English one. */
function rowWords(
  r: typeof retentionRules,
): Record<en.DataRowKey, Omit<Localised<en.DataRow>, 'key' | 'rules'>> {
  const childDataKept = `जब तक आप सहमति वापस न लें या अपना खाता न मिटाएँ, और स्कैन के बाद ज़्यादा से ज़्यादा ${r.childDataDays / YEAR} साल तक; फिर यह सब मिटा दिया जाता है।`
  return {
    contact: {
      what: 'आपकी संपर्क जानकारी: पहला नाम और उपनाम, ईमेल पता और फ़ोन नंबर, और यह कि आपने अभिभावक के रूप में रजिस्टर किया या काउंसलर के रूप में',
      why: 'आपके ईमेल की पुष्टि करने, आपका ऑर्डर लेने, आपको इनवॉइस, स्कैन लिंक और रिपोर्ट भेजने, और आपको जवाब देने के लिए।',
      basis: contractBasis,
      recipients: `${RECIPIENT.mail}; ${RECIPIENT.sms}; ${RECIPIENT.gateway}, जब आप भुगतान करते हैं; ${RECIPIENT.counsellor}।`,
      kept: `जब तक आपका खाता इस्तेमाल में है, या जब तक आप उसे यहाँ मिटा न दें। किसी ऐसे ईमेल के लिए भरी गई जानकारी, जिसकी पुष्टि कभी नहीं हुई: ${r.unconfirmedRegistrationHours + 1} घंटों के भीतर मिटा दी जाती है।`,
    },
    child: {
      what: 'आपके बच्चे की जानकारी: पहला नाम और कक्षा, और अगर आपने दिए हों तो स्कूल और शहर',
      why: 'स्कैन और रिपोर्ट में आपके बच्चे को नाम से संबोधित करने के लिए, और रिपोर्ट को उम्र के हिसाब से लिखने के लिए।',
      basis: consentBasis,
      recipients: `${RECIPIENT.counsellor}।`,
      kept: childDataKept,
    },
    answers: {
      what: 'आपके बच्चे के स्कैन के 27 जवाब',
      why: 'स्कैन का स्कोर निकालने के लिए। इनका और कोई इस्तेमाल नहीं होता।',
      basis: consentBasis,
      recipients: noOneOutside,
      kept: childDataKept,
    },
    report: {
      what: 'जवाबों से बनी प्रोफ़ाइल और Success Blueprint रिपोर्ट',
      why: 'आपके लिए, और उन काउंसलर के लिए जो आपके साथ इसे समझेंगे।',
      basis: consentBasis,
      recipients: `${RECIPIENT.counsellor}; ${RECIPIENT.mail} (यही रिपोर्ट आप तक पहुँचाती है)।`,
      kept: childDataKept,
    },
    payments: {
      what: 'ऑर्डर, भुगतान के संदर्भ नंबर (कार्ड नंबर या UPI PIN कभी नहीं), GST इनवॉइस और क्रेडिट नोट, उन पर छपे नाम, ईमेल और फ़ोन के साथ, और स्कैन के लिए आपकी सहमति का रिकॉर्ड',
      why: 'आपका भुगतान लेने, ज़रूरत होने पर उसे लौटाने, और क़ानून के अनुसार टैक्स के रिकॉर्ड और सहमति का सबूत रखने के लिए।',
      basis: 'क़ानूनी दायित्व (GST और लेखा संबंधी क़ानून; सहमति के रिकॉर्ड के लिए डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम)।',
      recipients: `${RECIPIENT.gateway}।`,
      kept: `इनवॉइस के बाद ${Math.floor(r.taxRecordsDays / YEAR)} साल तक, भले ही आप अपना खाता मिटा दें: तब इन्हें अलग रखा जाता है, सिर्फ़ टैक्स और ऑडिट के लिए इस्तेमाल किया जाता है और किसी और को नहीं दिखाया जाता। उसके बाद इन पर छपी निजी जानकारी मिटा दी जाती है।`,
    },
    mails: {
      what: 'आपको भेजे गए हमारे ईमेल की कॉपियाँ (कोड, इनवॉइस, स्कैन लिंक, रिपोर्ट)',
      why: 'उन्हें आप तक पहुँचाने के लिए, और कोई ईमेल न पहुँचे तो दोबारा कोशिश करने के लिए।',
      basis: contractBasis,
      recipients: `${RECIPIENT.mail}।`,
      kept: `ईमेल पहुँचने के ${r.sentMailDays} दिन बाद मिटा दी जाती हैं; जो ईमेल पहुँच न सका, उसकी कॉपी ${r.deadMailDays} दिन बाद।`,
    },
    messages: {
      what: 'हमारे संपर्क फ़ॉर्म से भेजे गए आपके संदेश: नाम, ईमेल पता और संदेश',
      why: 'आपको जवाब देने के लिए।',
      basis: 'आपका अनुरोध (आपने हमें लिखा)।',
      recipients: noOneOutside,
      kept: `${r.contactMessagesDays / YEAR} साल, फिर मिटा दिए जाते हैं।`,
    },
    security: {
      what: 'सेशन और सुरक्षा के रिकॉर्ड: साइन-इन सेशन, अनुरोधों का IP पता और दुरुपयोग रोकने वाले काउंटर, तकनीकी लॉग',
      why: 'आपको साइन इन रखने के लिए, और सेवा को धोखाधड़ी और दुरुपयोग से बचाने के लिए।',
      basis: 'सेवा को सुरक्षित रूप से चलाने के लिए ज़रूरी (सुरक्षा के लिए वैध उपयोग)।',
      recipients: `${RECIPIENT.hosting}।`,
      kept: `सेशन ${r.sessionHours} घंटे बाद ख़त्म हो जाता है; दुरुपयोग के काउंटर दो घंटे के भीतर मिटा दिए जाते हैं; तकनीकी लॉग ${r.logsDays} दिन बाद।`,
    },
    requests: {
      what: 'मदद और गोपनीयता के लिए आपके अनुरोध, और हमारे जवाब',
      why: 'उनका जवाब देने के लिए, और यह दिखाने के लिए कि हमने जवाब दिया और कब।',
      basis: 'आपका अनुरोध; और क़ानूनी दायित्व (उपभोक्ता और डेटा संरक्षण क़ानून हमसे समय पर जवाब की माँग करते हैं)।',
      recipients: `${RECIPIENT.mail}।`,
      kept: `अनुरोध बंद होने के ${r.requestsDays / YEAR} साल बाद मिटा दिए जाते हैं। अगर आप अपना खाता मिटाते हैं, तो आपका लिखा हुआ और हमारे जवाब उसी समय मिटा दिए जाते हैं; अनुरोध का नंबर और तारीख़ें बनी रहती हैं।`,
    },
  }
}

// Made in a function marked pure: a bundler keeps a top-level read of another module's object (a spread, a
// property) on every page that imports anything from this module, here the signed-in part's chunks.
export const dataInventory = /* @__PURE__ */ ((): Localised<typeof en.dataInventory> => {
  const words = rowWords(retentionRules)
  return en.dataInventory.map((row) => ({ ...row, ...words[row.key] }))
})()

const codeSent = (email: string) =>
  `अगर ${email} से कोई ख़रीदारी हुई है, तो उस पते पर 6 अंकों का कोड भेजा जा रहा है। यह 10 मिनट तक मान्य रहेगा।`

export const privacyCentreContent: Localised<typeof en.privacyCentreContent> = {
  title: 'गोपनीयता केंद्र',
  sendCodeFailed: 'हम कोड नहीं भेज पाए। कृपया फिर से कोशिश करें।',
  checkCodeFailed: 'हम कोड की जाँच नहीं कर पाए। कृपया फिर से कोशिश करें।',
  metaDescription:
    'DEM Success Blueprint आपके और आपके बच्चे का कौन-सा डेटा रखता है, क्यों, किसे देता है और कब तक; उसे देखें, डाउनलोड करें, सुधारें, सहमति वापस लें या सब मिटाएँ।',
  intro:
    'यहाँ आप देख सकते हैं कि हमारे पास आपके और आपके बच्चे के बारे में क्या जानकारी है; आप उसे डाउनलोड कर सकते हैं, सुधार सकते हैं, अपनी सहमति वापस ले सकते हैं और अपना खाता मिटा सकते हैं। हम भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 का पालन करते हैं।',
  noticeHeading: 'हम क्या रखते हैं, क्यों, और कब तक',
  columns: {
    what: 'क्या',
    why: 'क्यों',
    basis: 'क़ानूनी आधार',
    recipients: 'किसे मिलता है',
    kept: 'कब तक रखते हैं',
  },
  noTracking:
    'न विज्ञापन, न ट्रैकिंग: यह साइट किसी भी पेज पर किसी बाहरी कंपनी की स्क्रिप्ट, पिक्सेल या एनालिटिक्स लोड नहीं करती, और हम किसी बच्चे का डेटा न कभी विज्ञापन के लिए इस्तेमाल करते हैं, न इंटरनेट पर उसका पीछा करने के लिए।',
  policyLink: 'हमारी गोपनीयता नीति पढ़ें',
  contact: privacyContactContent,
  account: {
    heading: 'आपका डेटा',
    checking: 'देख रहे हैं कि आप साइन इन हैं या नहीं...',
    signInHeading: 'अपना डेटा देखने के लिए साइन इन करें',
    signInLead:
      'चेकआउट के समय दिया गया ईमेल पता लिखें। हम उस पर 6 अंकों का कोड भेजेंगे; यह वही साइन-इन है जो मेरे ऑर्डर पेज पर होता है।',
    emailLabel: 'ईमेल पता',
    sendCode: 'मुझे कोड ईमेल करें',
    sending: 'भेजा जा रहा है...',
    codeSent,
    codeLabel: '6 अंकों का कोड',
    verify: 'मेरा डेटा दिखाएँ',
    verifying: 'जाँच हो रही है...',
    otherEmail: 'दूसरा ईमेल इस्तेमाल करें',
    loadFailed: 'हम आपका डेटा लोड नहीं कर सके। कृपया फिर से कोशिश करें।',
    retry: 'फिर से कोशिश करें',
    signedInAs: (email) => `आप ${email} से साइन इन हैं`,
    signOut: 'साइन आउट करें',
  },
  held: {
    heading: 'आपके बारे में हमारे पास क्या है',
    name: 'नाम',
    email: 'ईमेल पता',
    phone: 'फ़ोन नंबर',
    registeredAs: 'किस रूप में रजिस्टर किया',
    roles: { student: 'छात्र के अभिभावक', eec: 'काउंसलर' },
    ordersHeading: 'ऑर्डर',
    noOrders: 'कोई ऑर्डर नहीं।',
    invoice: (number) => `GST इनवॉइस ${number}: टैक्स क़ानून के कारण रखा गया है।`,
    childHeading: (plan) => `आपका बच्चा, ${plan} के लिए`,
    childNone:
      'इस ऑर्डर के लिए हमारे पास किसी बच्चे की जानकारी नहीं है: स्कैन के लिए सहमति नहीं दी गई, या वापस ले ली गई।',
    child: (name, classLevel) => `${name}, कक्षा ${classLevel}`,
    school: 'स्कूल',
    city: 'शहर या कस्बा',
    enjoys: 'सबसे पसंद',
    dislikes: 'सबसे कम पसंद',
    addressAs: 'हिंदी रिपोर्ट में संबोधन',
    answers: (n) => (n === 1 ? 'स्कैन का 1 जवाब' : `स्कैन के ${n} जवाब`),
    reports: (n) => `${n} रिपोर्ट`,
    notGiven: 'नहीं दिया गया',
  },
  download: {
    heading: 'सब कुछ डाउनलोड करें',
    lead: 'कंप्यूटर के लिए एक फ़ाइल (JSON) और पढ़ने या प्रिंट करने के लिए एक पेज (HTML)। दोनों में वह सब कुछ है, जो हमारे पास आपके और आपके बच्चे के बारे में है।',
    json: 'डेटा फ़ाइल के रूप में डाउनलोड करें (JSON)',
    html: 'पढ़ने लायक पेज के रूप में डाउनलोड करें (HTML)',
  },
  correct: {
    heading: 'अपनी जानकारी सुधारें',
    lead: 'पहले जारी हो चुके इनवॉइस में वही जानकारी रहती है, जिसके साथ वे जारी हुए थे: क़ानून हमें उन्हें बदलने की अनुमति नहीं देता।',
    firstName: 'पहला नाम',
    lastName: 'उपनाम',
    phone: 'फ़ोन नंबर',
    save: 'मेरी जानकारी सहेजें',
    saving: 'सहेजा जा रहा है...',
    saved: 'आपकी जानकारी सुधार दी गई है।',
    childHeading: (plan) => `अपने बच्चे की जानकारी सुधारें (${plan})`,
    childFirstName: 'बच्चे का पहला नाम',
    childClass: 'कक्षा',
    classOption: (n) => `कक्षा ${n}`,
    school: 'स्कूल (वैकल्पिक)',
    city: 'शहर या कस्बा (वैकल्पिक)',
    childSave: 'मेरे बच्चे की जानकारी सहेजें',
    childSaved: 'आपके बच्चे की जानकारी सुधार दी गई है।',
    childSavedNewReport:
      'आपके बच्चे की जानकारी सुधार दी गई है। इस जानकारी के साथ नई रिपोर्ट आपके ईमेल पर भेजी जा रही है।',
  },
  consent: {
    heading: 'सहमति वापस लें',
    lead: 'हमारे कुछ काम आपकी सहमति पर टिके हैं। आप इसे उतनी ही आसानी से वापस ले सकते हैं, जितनी आसानी से आपने दी थी।',
    scanPurpose: (plan, name) => (name ? `${name} का स्कैन और रिपोर्ट (${plan})` : `स्कैन और रिपोर्ट (${plan})`),
    scanEffect:
      'स्कैन रुक जाता है; आपके बच्चे की जानकारी, जवाब, प्रोफ़ाइल और रिपोर्ट उसी समय मिटा दिए जाते हैं। आपका इनवॉइस बना रहता है।',
    withdraw: 'सहमति वापस लें',
    withdrawing: 'सहमति वापस ली जा रही है...',
    withdrawn: 'सहमति वापस ले ली गई। स्कैन रोक दिया गया है और आपके बच्चे के जवाब मिटा दिए गए हैं।',
    noScan: 'वापस लेने के लिए कोई सहमति नहीं है: आपके किसी भी स्कैन में किसी बच्चे का डेटा नहीं है।',
    marketing:
      'मार्केटिंग ईमेल: हम कोई नहीं भेजते, इसलिए वापस लेने को कुछ नहीं है। अगर कभी भेजेंगे, तो सिर्फ़ आपकी सहमति से, और आप उसे यहीं वापस ले सकेंगे।',
  },
  erase: {
    heading: 'अपना खाता मिटाएँ',
    lead: 'आपके और आपके बच्चे के बारे में हमारे पास जो कुछ है, सब मिटा दिया जाता है: आपकी जानकारी, आपके बच्चे की जानकारी, जवाब और रिपोर्ट, आपके संदेश और हमारे ईमेल की कॉपियाँ।',
    kept: `क़ानून के तहत जो रखना हमारे लिए ज़रूरी है, वह बना रहता है: आपके GST इनवॉइस और क्रेडिट नोट (उन पर छपे नाम, ईमेल और फ़ोन के साथ) और भुगतान के रिकॉर्ड, ${Math.floor(retentionRules.taxRecordsDays / YEAR)} साल तक। इन्हें अलग रखा जाता है, सिर्फ़ टैक्स और ऑडिट के लिए इस्तेमाल किया जाता है और किसी और को नहीं दिखाया जाता।`,
    mail: 'खाता मिटने की पुष्टि हम इसी पते पर ईमेल से करेंगे।',
    confirmLabel: (email) => `पुष्टि के लिए अपना ईमेल पता लिखें (${email})`,
    erase: 'मेरा खाता मिटाएँ',
    erasing: 'मिटाया जा रहा है...',
    confirm: 'क्या आप अपना खाता मिटाना चाहते हैं? यह वापस नहीं हो सकता।',
    mismatch: 'पुष्टि के लिए कृपया अपना ईमेल पता ठीक वैसा ही लिखें, जैसा दिखाया गया है।',
    done: 'आपका खाता मिटा दिया गया है। पुष्टि का ईमेल आपको भेजा जा रहा है। हम पर भरोसा करने के लिए धन्यवाद।',
  },
  request: {
    heading: 'हमसे पूछें: ऐसा अनुरोध, जिसे हमारी टीम का कोई सदस्य देखता है',
    lead: 'उन कामों के लिए, जो आप यहाँ ख़ुद नहीं कर सकते: कोई सुधार जिसकी हमें जाँच करनी हो (आपका ईमेल पता, किसी इनवॉइस पर छपी जानकारी), आपके डेटा के बारे में कोई सवाल, या कोई शिकायत। हम उसी समय ईमेल से इसकी पुष्टि करते हैं और ज़्यादा से ज़्यादा 90 दिनों के भीतर जवाब देते हैं, जो क़ानून की तय सीमा है; आम तौर पर इससे कहीं पहले।',
    reasonLabel: 'यह किस बारे में है?',
    messageLabel: 'आपका अनुरोध',
    send: 'मेरा अनुरोध भेजें',
    sending: 'भेजा जा रहा है...',
    sent: (number) => `आपका अनुरोध ${number} हमें मिल गया है। हमने आपको इसकी पुष्टि ईमेल कर दी है।`,
    listHeading: 'आपके अनुरोध',
    state: { open: 'हमारे जवाब का इंतज़ार है', answered: 'जवाब दे दिया गया', closed: 'बंद' },
    answer: 'हमारा जवाब',
  },
  failed: 'यह नहीं हो सका। कृपया फिर से कोशिश करें।',
}
