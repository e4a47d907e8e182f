/**
 * The API's answers in Hindi: each exact English `message` a buyer's or a counsellor's page can be answered with
 * (errors and confirmations: SPEC's texts and the server's own), and its Hindi text. Answered instead of the
 * English for a request with `X-Language: hi` (app.ts, one onSend hook); English answers are never touched.
 * Messages with a number or a name in them are patterns. tests/server/api-messages.test.ts reads every message the
 * server's source can answer a buyer or a counsellor with and fails on any without a Hindi text here. The
 * counsellor's are said to a teacher, with आप, in the words of the Hindi workspace and course pages
 * (src/content/hi/workspace.ts, course.ts). Staff's messages (the back office's own files) stay English: the back
 * office sends no `X-Language: hi`.
 */

import { privacyCentreContent as privacyCentreHindi } from '../../src/content/hi/privacy-centre'
import { workspaceContent as workspaceHindi } from '../../src/content/hi/workspace'
import { workspaceContent as workspaceEnglish } from '../../src/content/workspace'

export const HINDI_MESSAGES: Readonly<Record<string, string>> = {
  // Requests the server or its framework refuses.
  'Bad request.': 'अनुरोध सही नहीं है।',
  'Invalid request.': 'अनुरोध सही नहीं है।',
  'Invalid value': 'यह जानकारी सही नहीं है',
  // Reopening a scan whose answers looked hurried (scan/scans.ts reopenHurriedScan).
  'A new scan link is on its way to your email. Your child can answer the 27 questions again; a new report follows when they submit.':
    'स्कैन का नया लिंक आपके ईमेल पर भेजा जा रहा है। आपका बच्चा 27 सवालों के जवाब फिर से दे सकता है; जवाब भेजने पर नई रिपोर्ट आएगी।',
  'The report found these answers careful, so the scan stays as it is.':
    'रिपोर्ट के अनुसार ये जवाब ध्यान से दिए गए थे, इसलिए स्कैन जैसा है वैसा ही रहेगा।',
  'The scan was already answered a second time; it can be reopened only once.':
    'स्कैन के जवाब एक बार दोबारा दिए जा चुके हैं; इसे सिर्फ़ एक बार फिर से खोला जा सकता है।',
  'The scan has not been submitted yet.': 'स्कैन के जवाब अभी भेजे नहीं गए हैं।',
  'The request contains characters that are not allowed.': 'अनुरोध में ऐसे अक्षर हैं जिनकी अनुमति नहीं है।',
  'Not found.': 'यह पेज या जानकारी नहीं मिली।',
  'Something went wrong on our side. Please try again later.':
    'हमारी ओर से कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'The service is briefly unavailable. Please try again in a minute.':
    'सेवा कुछ पलों के लिए उपलब्ध नहीं है। कृपया एक मिनट बाद फिर से कोशिश करें।',
  'The payment service is not answering right now. Please try again in a minute.':
    'भुगतान सेवा अभी जवाब नहीं दे रही है। कृपया एक मिनट बाद फिर से कोशिश करें।',
  'The database is not reachable.': 'डेटाबेस से अभी संपर्क नहीं हो पा रहा है।',
  // The disk under the database or the data folder is full (app.ts, routes/health.ts).
  'We cannot save anything right now because our storage is full. Nothing was changed; please try again in a few minutes.':
    'हमारा स्टोरेज भर गया है, इसलिए अभी हम कुछ भी सहेज नहीं पा रहे हैं। कुछ भी नहीं बदला गया है; कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  'The database cannot store anything right now.': 'डेटाबेस अभी कुछ भी सहेज नहीं पा रहा है।',
  'The data folder cannot be written.': 'डेटा फ़ोल्डर में अभी कुछ लिखा नहीं जा सकता।',
  // A parent's corrections remake the report at most three times a day (reports/reports.ts queueNewVersion).
  "Your child's report has already been remade three times in the last 24 hours, the most we make in a day. Please make this correction tomorrow; nothing has been changed.":
    'पिछले 24 घंटों में आपके बच्चे की रिपोर्ट तीन बार नए सिरे से बनाई जा चुकी है, जो एक दिन की सीमा है। कृपया यह सुधार कल करें; अभी कुछ भी नहीं बदला गया है।',
  'This request came from another website, so it was refused.':
    'यह अनुरोध किसी दूसरी वेबसाइट से आया था, इसलिए इसे स्वीकार नहीं किया गया।',
  // Validation.
  'Email must be at most 254 characters.': 'ईमेल पता 254 अक्षरों से लंबा नहीं हो सकता।',
  'Please enter a valid email address.': 'कृपया सही ईमेल पता लिखें।',
  'Please enter a valid phone number.': 'कृपया सही फ़ोन नंबर लिखें।',
  'Phone number must be at most 20 characters.': 'फ़ोन नंबर 20 अंकों से लंबा नहीं हो सकता।',
  'The OTP is 6 digits.': 'OTP 6 अंकों का होता है।',
  'Code is required.': 'कृपया कोड लिखें।',
  'The code is 6 digits.': 'कोड 6 अंकों का होता है।',
  'Plan must be basic or premium.': 'प्लान basic या premium होना चाहिए।',
  'Role must be student or eec.': 'रजिस्ट्रेशन student या eec होना चाहिए।',
  'Please choose what it is about.': 'कृपया चुनें कि आपका सवाल किस बारे में है।',
  'Please pick a time from the list.': 'कृपया सूची में से कोई समय चुनें।',
  'The scan is written for classes 6 to 12.': 'यह स्कैन कक्षा 6 से 12 के बच्चों के लिए बना है।',
  'Please choose the stream your child studies in.': 'कृपया वह स्ट्रीम चुनें जिसमें आपका बच्चा पढ़ता है।',
  'Please choose at most three.': 'कृपया अधिकतम तीन चुनें।',
  'A subject cannot be among both the most and the least enjoyed.':
    'एक ही विषय सबसे ज़्यादा और सबसे कम पसंद, दोनों में नहीं हो सकता।',
  'Please choose subjects from the list.': 'कृपया सूची में से विषय चुनें।',
  'Please choose at most twelve subjects.': 'कृपया अधिकतम बारह विषय चुनें।',
  'Please choose the board from the list.': 'कृपया सूची में से बोर्ड चुनें।',
  'Please choose the stream from the list.': 'कृपया सूची में से स्ट्रीम चुनें।',
  'Please choose how the Hindi report addresses your child.':
    'कृपया चुनें कि हिंदी रिपोर्ट में आपके बच्चे का संबोधन कैसे हो।',
  'This scan link is not valid, or a newer link has replaced it. Please open the scan from the newest email about it, or from My orders.':
    'यह स्कैन लिंक मान्य नहीं है, या इसकी जगह एक नया लिंक भेजा जा चुका है। कृपया स्कैन के बारे में सबसे नए ईमेल से, या मेरे ऑर्डर पेज से स्कैन खोलें।',
  'Send at most 60 answers at once.': 'एक बार में ज़्यादा से ज़्यादा 60 जवाब भेजें।',
  'Send at least one answer.': 'कम से कम एक जवाब भेजें।',
  // Registration, codes and sessions.
  'OTP sent to your email.': 'OTP आपके ईमेल पर भेज दिया गया है।',
  'A new OTP has been sent to your email.': 'नया OTP आपके ईमेल पर भेज दिया गया है।',
  'Invalid or expired OTP.': 'OTP ग़लत है या उसकी समय-सीमा ख़त्म हो चुकी है।',
  'OTP verified successfully.': 'OTP की पुष्टि हो गई।',
  'Too many OTP requests. Please try again in an hour.':
    'बहुत बार OTP माँगा गया है। कृपया एक घंटे बाद फिर से कोशिश करें।',
  'Too many code requests. Please try again in an hour.':
    'बहुत बार कोड माँगा गया है। कृपया एक घंटे बाद फिर से कोशिश करें।',
  'Check your email for a 6-digit code.': 'अपने ईमेल में 6 अंकों का कोड देखें।',
  'Invalid or expired code.': 'कोड ग़लत है या उसकी समय-सीमा ख़त्म हो चुकी है।',
  'Signed in.': 'आपने साइन इन कर लिया है।',
  'Signed out.': 'आपने साइन आउट कर लिया है।',
  'Your session has expired. Please verify your email again.':
    'आपका सत्र समाप्त हो गया है। कृपया अपना ईमेल फिर से सत्यापित करें।',
  'This email does not match your verified session.': 'यह ईमेल पता आपके सत्यापित सत्र के ईमेल से मेल नहीं खाता।',
  'There is no account.': 'इस पते पर कोई खाता नहीं है।',
  // Plans, promo codes and payment.
  "The Master's Report is coming soon.": "The Master's Report जल्द ही आ रही है।",
  'This plan is not available for your registration.': 'यह प्लान आपके रजिस्ट्रेशन के लिए उपलब्ध नहीं है।',
  'Please choose a plan first.': 'कृपया पहले एक प्लान चुनें।',
  'Invalid promo code': 'प्रोमो कोड सही नहीं है',
  'This promo code is only valid for the counsellor programme.':
    'यह प्रोमो कोड केवल काउंसलर प्रोग्राम के लिए मान्य है।',
  'This promo code is not valid for your registration.': 'यह प्रोमो कोड आपके रजिस्ट्रेशन के लिए मान्य नहीं है।',
  'You have already used this promo code.': 'आप यह प्रोमो कोड पहले ही इस्तेमाल कर चुके हैं।',
  'You have already paid for this plan.': 'आप इस प्लान का भुगतान पहले ही कर चुके हैं।',
  'Your order changed while it was being created. Please press Pay Now again.':
    'ऑर्डर बनते समय उसमें बदलाव हो गया। कृपया Pay Now फिर से दबाएँ।',
  'Order not found.': 'ऑर्डर नहीं मिला।',
  'This order is already paid.': 'इस ऑर्डर का भुगतान हो चुका है।',
  'Payment verification failed.': 'भुगतान की पुष्टि नहीं हो सकी।',
  'Payment verified successfully.': 'भुगतान की पुष्टि हो गई।',
  'Payment confirmed. Welcome aboard!': 'भुगतान की पुष्टि हो गई। आपका स्वागत है!',
  'You had already paid for this plan. This second payment will be refunded.':
    'आप इस प्लान का भुगतान पहले ही कर चुके थे। यह दूसरा भुगतान आपको लौटा दिया जाएगा।',
  'This payment did not match your order. It will be refunded.':
    'यह भुगतान आपके ऑर्डर की राशि से मेल नहीं खाता। इसे आपको लौटा दिया जाएगा।',
  'Your bank has not confirmed this payment yet. We will confirm it automatically; you will not be charged twice.':
    'आपके बैंक ने अभी इस भुगतान की पुष्टि नहीं की है। पुष्टि होते ही हम इसे अपने-आप दर्ज कर लेंगे; आपसे दो बार पैसे नहीं लिए जाएँगे।',
  'No paid order was found for this email.': 'इस ईमेल पते पर कोई भुगतान किया हुआ ऑर्डर नहीं मिला।',
  'There is no paid order to invoice for this email.':
    'इस ईमेल पते पर ऐसा कोई भुगतान किया हुआ ऑर्डर नहीं है जिसका इनवॉइस बने।',
  'Your invoice is on its way to your email.': 'आपका इनवॉइस आपके ईमेल पर भेजा जा रहा है।',
  'This invoice was sent to you several times today. Please try again tomorrow.':
    'यह इनवॉइस आज आपको कई बार भेजा जा चुका है। कृपया कल फिर से कोशिश करें।',
  'Invalid webhook signature.': 'वेबहुक का हस्ताक्षर सही नहीं है।',
  'The webhook body is not valid JSON.': 'वेबहुक का डेटा सही JSON नहीं है।',
  'Duplicate event ignored.': 'यह सूचना पहले ही मिल चुकी थी।',
  'Event ignored.': 'इस सूचना पर कुछ करने की ज़रूरत नहीं थी।',
  'Event processed.': 'सूचना दर्ज हो गई।',
  // Contact and help requests.
  'Thank you for reaching out! We will get back to you soon.':
    'हमसे संपर्क करने के लिए धन्यवाद! हम जल्द ही आपको जवाब देंगे।',
  'You have sent us several requests today. Please wait for our answers, or reply to one of our emails.':
    'आज आप हमें कई अनुरोध भेज चुके हैं। कृपया हमारे जवाब का इंतज़ार करें, या हमारे किसी ईमेल का जवाब दें।',
  'You already have several requests waiting for us. Please wait for our answers, or reply to one of our emails.':
    'आपके कई अनुरोध पहले से हमारे पास जवाब की प्रतीक्षा में हैं। कृपया हमारे जवाब का इंतज़ार करें, या हमारे किसी ईमेल का जवाब दें।',
  'Request not found.': 'अनुरोध नहीं मिला।',
  // The scan.
  'The scan link is on its way to your email.': 'स्कैन का लिंक आपके ईमेल पर भेजा जा रहा है।',
  'The scan link was sent to you several times today. Please try again tomorrow.':
    'स्कैन का लिंक आज आपको कई बार भेजा जा चुका है। कृपया कल फिर से कोशिश करें।',
  "Consent withdrawn. The scan is stopped and your child's answers are erased.":
    'सहमति वापस ले ली गई है। स्कैन रोक दिया गया है और आपके बच्चे के जवाब मिटा दिए गए हैं।',
  'The report is being prepared. Please look again in a few minutes.':
    'रिपोर्ट तैयार हो रही है। कृपया कुछ मिनट बाद फिर से देखें।',
  'Thank you. Your consent is recorded.': 'धन्यवाद। आपकी सहमति दर्ज हो गई है।',
  'Your answers are in. Thank you!': 'आपके जवाब मिल गए हैं। धन्यवाद!',
  'This order was refunded, so its scan is closed.':
    'इस ऑर्डर का पैसा लौटा दिया गया है, इसलिए इसका स्कैन बंद हो गया है।',
  "This scan's answers were erased two years after the scan, as its notice promised.":
    'सूचना में बताए अनुसार, इस स्कैन के जवाब स्कैन के दो साल बाद मिटा दिए गए हैं।',
  'This scan link has expired. You can get a new one on My orders.':
    'इस स्कैन लिंक की समय-सीमा ख़त्म हो गई है। आप मेरे ऑर्डर (My orders) पेज पर नया लिंक पा सकते हैं।',
  'These answers were submitted and can no longer be changed.':
    'ये जवाब जमा किए जा चुके हैं और अब बदले नहीं जा सकते।',
  'Consent for this scan was already given.': 'इस स्कैन के लिए सहमति पहले ही दी जा चुकी है।',
  'A parent withdrew consent for this scan and its answers were erased. To start again, the parent asks for the link again on My orders.':
    'माता-पिता ने इस स्कैन के लिए अपनी सहमति वापस ले ली थी, इसलिए इसके जवाब मिटा दिए गए हैं। फिर से शुरू करने के लिए माता-पिता मेरे ऑर्डर (My orders) पेज पर लिंक दोबारा माँग सकते हैं।',
  'The notice has changed since this page was opened. Please reload the page and read it again.':
    'यह पेज खोलने के बाद सूचना बदल गई है। कृपया पेज दोबारा लोड करें और सूचना फिर से पढ़ें।',
  "A parent's consent is needed before the scan starts.": 'स्कैन शुरू होने से पहले माता-पिता की सहमति ज़रूरी है।',
  'This order has no scan.': 'इस ऑर्डर का कोई स्कैन नहीं है।',
  'There is no consent to withdraw for this scan.': 'इस स्कैन के लिए ऐसी कोई सहमति नहीं है जिसे वापस लिया जाए।',
  'The scan is done: its answers were submitted.': 'स्कैन पूरा हो चुका है: इसके जवाब जमा किए जा चुके हैं।',
  // The debrief.
  'Your counsellor is being chosen. Please look again in a day.':
    'आपके लिए काउंसलर चुने जा रहे हैं। कृपया एक दिन बाद फिर से देखें।',
  'You can book the debrief once the report is ready.': 'रिपोर्ट तैयार होने के बाद आप डीब्रीफ़ बुक कर सकते हैं।',
  'This debrief has already taken place.': 'यह डीब्रीफ़ हो चुका है।',
  'Sessions can be changed up to 12 hours before they start.': 'सत्र शुरू होने से 12 घंटे पहले तक ही बदले जा सकते हैं।',
  'That time has passed. Please pick another.': 'वह समय निकल चुका है। कृपया कोई दूसरा समय चुनें।',
  'That time was just taken. Please pick another.': 'वह समय अभी-अभी किसी और ने ले लिया। कृपया कोई दूसरा समय चुनें।',
  "That time is not one of your counsellor's hours. Please pick a time from the list.":
    'उस समय आपके काउंसलर उपलब्ध नहीं हैं। कृपया सूची में से कोई समय चुनें।',
  'There is no booked session to cancel.': 'रद्द करने के लिए कोई बुक किया हुआ सत्र नहीं है।',
  'Session not found.': 'सत्र नहीं मिला।',
  'This session has been moved 3 times already. To change it again, please write to us from the Contact page.':
    'यह सत्र पहले ही 3 बार बदला जा चुका है। इसे फिर से बदलने के लिए कृपया संपर्क पेज से हमें लिखें।',
  'This debrief was booked 3 times today. Please try again tomorrow.':
    'यह डीब्रीफ़ आज 3 बार बुक हो चुका है। कृपया कल फिर कोशिश करें।',
  'Please leave out web addresses: the parent reads this in a mail from us.':
    'कृपया वेब पते न लिखें: अभिभावक इसे हमारी ओर से भेजे गए मेल में पढ़ते हैं।',
  'This order was refunded, so its debrief is cancelled.':
    'इस ऑर्डर की राशि लौटा दी गई है, इसलिए इसका डीब्रीफ़ रद्द हो गया है।',
  'Only a booked session can be cancelled.': 'केवल बुक किया हुआ सत्र ही रद्द किया जा सकता है।',
  'This session has already started.': 'यह सत्र शुरू हो चुका है।',
  'This session is already closed.': 'यह सत्र पहले ही बंद हो चुका है।',
  'A session can be marked once its time has come.': 'सत्र का समय आने के बाद ही उसे दर्ज किया जा सकता है।',
  'This session was cancelled: there is nothing to add to a calendar.':
    'यह सत्र रद्द हो गया था: कैलेंडर में जोड़ने के लिए कुछ नहीं है।',
  // A counsellor's languages (the workspace and the back office).
  'Please choose at least one language.': 'कृपया कम से कम एक भाषा चुनें।',
  'Please choose English, Hindi or both.': 'कृपया अंग्रेज़ी, हिन्दी या दोनों चुनें।',
  // The counsellor's workspace: sign-in, students, notes (routes/workspace.ts).
  'If this address belongs to a certified counsellor, a 6-digit code is on its way to it.':
    'अगर यह पता किसी सर्टिफ़ाइड काउंसलर का है, तो उस पर 6 अंकों का कोड भेजा जा रहा है।',
  'Please sign in to your workspace.': 'कृपया अपने वर्कस्पेस में साइन इन करें।',
  "This account may not use the counsellors' workspace.": 'इस खाते से काउंसलर वर्कस्पेस नहीं खोला जा सकता।',
  'Student not found.': 'यह विद्यार्थी नहीं मिला।',
  'The report is not ready yet.': 'रिपोर्ट अभी तैयार नहीं है।',
  'The meeting link must be at most 300 characters.': 'मीटिंग लिंक 300 अक्षरों से लंबा नहीं हो सकता।',
  'The meeting link must start with https://': 'मीटिंग लिंक https:// से शुरू होना चाहिए।',
  'Notes must be at most 4000 characters.': 'नोट्स 4000 अक्षरों से लंबे नहीं हो सकते।',
  'The note for the parent must be at most 2000 characters.':
    'माता-पिता के लिए संदेश 2000 अक्षरों से लंबा नहीं हो सकता।',
  'The notes contain characters that are not allowed.': 'नोट्स में ऐसे अक्षर हैं जिनकी अनुमति नहीं है।',
  // The counsellor's hours (counsellors/hours.ts; the team's hours for strategy sessions share them).
  'At most 42 time ranges a week.': 'एक हफ़्ते में ज़्यादा से ज़्यादा 42 समय जोड़े जा सकते हैं।',
  'At most 120 days off.': 'ज़्यादा से ज़्यादा 120 छुट्टी के दिन जोड़े जा सकते हैं।',
  'Times are written as HH:MM, for example 16:30.': 'समय HH:MM के रूप में लिखें, जैसे 16:30।',
  // Assigning a family and certifying a counsellor (staff, in files the workspace shares).
  'Only a paid report order has a counsellor.':
    'काउंसलर सिर्फ़ उसी रिपोर्ट ऑर्डर को सौंपा जाता है जिसका भुगतान हो चुका है।',
  'Please choose a certified counsellor.': 'कृपया कोई सर्टिफ़ाइड काउंसलर चुनें।',
  "Please give the counsellor's name.": 'कृपया काउंसलर का नाम लिखें।',
  // The counsellor course: lessons, the final assessment, the practical, batches, the certificate.
  'The course is being prepared. Please come back soon.': 'पाठ्यक्रम तैयार किया जा रहा है। कृपया जल्द ही फिर देखें।',
  'Your course access is closed.': 'आपके पाठ्यक्रम की पहुँच बंद है।',
  'Your course access is closed: the counsellor kit was refunded.':
    'आपके पाठ्यक्रम की पहुँच बंद है: काउंसलर किट का पैसा लौटा दिया गया है।',
  'This lesson does not exist.': 'यह पाठ मौजूद नहीं है।',
  'This question does not exist.': 'यह प्रश्न मौजूद नहीं है।',
  'Please choose one of the answers.': 'कृपया दिए गए उत्तरों में से एक चुनें।',
  'The final assessment opens once the 12 lessons are done.': 'अंतिम मूल्यांकन 12 पाठ पूरे होने पर खुलेगा।',
  'You have passed the final assessment already.': 'आप अंतिम मूल्यांकन में पहले ही उत्तीर्ण हो चुके हैं।',
  'All 3 attempts are used. Please write to us from the contact page.':
    'तीनों प्रयास हो चुके हैं। कृपया संपर्क पेज से हमें लिखें।',
  'Your next attempt opens 24 hours after the last one. Please come back at the time shown.':
    'आपका अगला प्रयास पिछले प्रयास के 24 घंटे बाद खुलेगा। कृपया दिखाए गए समय पर फिर आएँ।',
  'Please try again.': 'कृपया फिर से प्रयास करें।',
  'This attempt does not exist.': 'यह प्रयास मौजूद नहीं है।',
  'This attempt is submitted already.': 'यह प्रयास पहले ही जमा हो चुका है।',
  'The time for this attempt is over: answers after it are not counted.':
    'इस प्रयास का समय पूरा हो गया है: उसके बाद दिए गए उत्तर नहीं गिने जाते।',
  'The practical opens once you pass the final assessment.':
    'अंतिम मूल्यांकन में उत्तीर्ण होने पर प्रायोगिक कार्य खुलेगा।',
  'The plan must be at most 12,000 characters.': 'योजना 12,000 अक्षरों से लंबी नहीं हो सकती।',
  'Please write at least 200 characters: your plan for the 45 minutes.':
    'कृपया कम से कम 200 अक्षर लिखें: 45 मिनट के डीब्रीफ़ की आपकी योजना।',
  'Your debrief plan is with our team. We score it within 3 working days.':
    'आपकी डीब्रीफ़ योजना हमारी टीम के पास है। हम 3 कार्यदिवसों में अंक देंगे।',
  'Your debrief plan is with our team already.': 'आपकी डीब्रीफ़ योजना पहले से हमारी टीम के पास है।',
  'Your practical is approved already.': 'आपका प्रायोगिक कार्य पहले ही स्वीकृत हो चुका है।',
  'This practical does not exist.': 'यह प्रायोगिक कार्य मौजूद नहीं है।',
  'This practical is reviewed already.': 'इस प्रायोगिक कार्य की जाँच पहले ही हो चुकी है।',
  'Please say what to improve when you return a plan.': 'योजना लौटाते समय कृपया बताएँ कि उसमें क्या सुधारना है।',
  'This batch does not exist.': 'यह बैच मौजूद नहीं है।',
  'This batch has started already.': 'यह बैच शुरू हो चुका है।',
  'This batch is full. Please choose another.': 'यह बैच भर गया है। कृपया कोई दूसरा बैच चुनें।',
  'You have no certificate yet.': 'आपका प्रमाणपत्र अभी जारी नहीं हुआ है।',
  // The counsellor's own page and photo (counsellor-pages/).
  'Page not found.': 'पेज नहीं मिला।',
  'Photo not found.': 'फ़ोटो नहीं मिली।',
  'Save your page first: choose its address.': 'पहले अपना पेज सहेजें: उसका पता चुनें।',
  'Save your page first, then add a photo.': 'पहले अपना पेज सहेजें, फिर फ़ोटो जोड़ें।',
  'Add a short bio before you publish your page.':
    'पेज प्रकाशित करने से पहले "आपके बारे में" में अपने बारे में कुछ पंक्तियाँ लिखें।',
  'Our team has taken your page down. Please write to us before it can be published again.':
    'हमारी टीम ने आपका पेज हटा दिया है। इसे फिर से प्रकाशित करने से पहले कृपया हमें लिखें।',
  'The bio contains characters that are not allowed.': '"आपके बारे में" में ऐसे अक्षर हैं जिनकी अनुमति नहीं है।',
  'The bio must be at most 1500 characters.': '"आपके बारे में" 1500 अक्षरों से लंबा नहीं हो सकता।',
  'The city or area must be at most 80 characters.': 'शहर या क्षेत्र 80 अक्षरों से लंबा नहीं हो सकता।',
  'Years of teaching must be between 0 and 60.': 'पढ़ाने का अनुभव 0 से 60 वर्ष के बीच होना चाहिए।',
  'Years of teaching must be a whole number.': 'पढ़ाने का अनुभव पूरे वर्षों में लिखें।',
  'The page address must be at most 40 characters.': 'पेज का पता 40 अक्षरों से लंबा नहीं हो सकता।',
  'The page address must be 3 to 40 characters: lower-case letters (a-z), digits and single hyphens, starting and ending with a letter or digit.':
    'पेज का पता 3 से 40 अक्षरों का होना चाहिए: छोटे अंग्रेज़ी अक्षर (a-z), अंक और बीच में एक-एक हाइफ़न (-); पहला और आख़िरी अक्षर कोई अक्षर या अंक हो।',
  'This page address is already taken. Please choose another.':
    'यह पता किसी और का पेज इस्तेमाल कर रहा है। कृपया कोई दूसरा पता चुनें।',
  'This page address is reserved. Please choose another.':
    'यह पता हमारी साइट के लिए आरक्षित है। कृपया कोई दूसरा पता चुनें।',
  'This page address is not allowed. Please choose another.':
    'यह पता इस्तेमाल नहीं किया जा सकता। कृपया कोई दूसरा पता चुनें।',
  'The photo must be at most 8 MB.': 'फ़ोटो 8 MB से बड़ी नहीं होनी चाहिए।',
  'This phone photo is in HEIC format, which we cannot read. Please choose "Most compatible" in your camera settings, or upload a JPEG or PNG.':
    'यह फ़ोटो HEIC फ़ॉर्मेट में है, जिसे हम नहीं पढ़ सकते। कृपया अपने कैमरे की सेटिंग में "Most compatible" चुनें, या JPEG या PNG फ़ोटो अपलोड करें।',
  'The file is not a photo we can read. Please upload a JPEG or PNG photo.':
    'इस फ़ाइल को हम फ़ोटो के रूप में नहीं पढ़ सके। कृपया JPEG या PNG फ़ोटो अपलोड करें।',
  'The photo is too large: at most 10,000 pixels on a side and 50 megapixels in all. Please upload a smaller photo.':
    'फ़ोटो बहुत बड़ी है: किसी भी तरफ़ ज़्यादा से ज़्यादा 10,000 पिक्सेल और कुल 50 मेगापिक्सेल। कृपया छोटी फ़ोटो अपलोड करें।',
  'Upload the photo itself (JPEG or PNG) as the request body.':
    'कृपया फ़ोटो की फ़ाइल (JPEG या PNG) ही अपलोड करें।',
  // The first-100 strategy session (strategy/sessions.ts).
  'The strategy session is part of the first-100 offer, which is not open to this account.':
    'रणनीति सत्र पहले 100 नामांकन वाले ऑफ़र का हिस्सा है, जो इस खाते के लिए नहीं है।',
  'Your strategy session has already taken place.': 'आपका रणनीति सत्र हो चुका है।',
  'The strategy session can be changed up to 12 hours before it starts.':
    'रणनीति सत्र शुरू होने से 12 घंटे पहले तक ही बदला जा सकता है।',
  'Your strategy session has been moved 3 times already. To change it again, please write to us from the Contact page.':
    'आपके रणनीति सत्र का समय पहले ही 3 बार बदला जा चुका है। इसे फिर बदलने के लिए कृपया संपर्क पेज से हमें लिखें।',
  'You have booked the strategy session 3 times in the last 24 hours. Please try again tomorrow.':
    'आप पिछले 24 घंटों में रणनीति सत्र 3 बार बुक कर चुके हैं। कृपया कल फिर कोशिश करें।',
  'Your strategy session is already at that time.': 'आपका रणनीति सत्र पहले से इसी समय पर है।',
  'That time was just taken by another counsellor. Please pick another.':
    'वह समय अभी-अभी किसी दूसरे काउंसलर ने ले लिया। कृपया कोई दूसरा समय चुनें।',
  "That time is not one of our team's free times. Please pick a time from the list.":
    'उस समय हमारी टीम खाली नहीं है। कृपया सूची में से कोई समय चुनें।',
  'There is no booked strategy session to cancel.': 'रद्द करने के लिए कोई बुक किया हुआ रणनीति सत्र नहीं है।',
  // Staff moving or cancelling a counsellor's strategy session (strategy/sessions.ts, routes/strategy.ts).
  'Only a booked session that has not started can be moved or cancelled.':
    'केवल ऐसा बुक किया हुआ सत्र ही बदला या रद्द किया जा सकता है जो अभी शुरू नहीं हुआ है।',
  'The session is already at that time.': 'सत्र पहले से इसी समय पर है।',
  'That time is booked by another counsellor. Please pick another.':
    'वह समय किसी दूसरे काउंसलर ने बुक कर रखा है। कृपया कोई दूसरा समय चुनें।',
  "That time is not one of the team's free times. Please pick one from the list.":
    'उस समय टीम खाली नहीं है। कृपया सूची में से कोई समय चुनें।',
  'The note must be at most 100 characters.': 'नोट 100 अक्षरों से लंबा नहीं हो सकता।',
  'Only a booked session can be marked held.': 'केवल बुक किए हुए सत्र को ही "हो गया" दर्ज किया जा सकता है।',
  'A session can be marked held once its time has come.':
    'सत्र का समय आने के बाद ही उसे "हो गया" दर्ज किया जा सकता है।',
  // A request our pages never send wrongly (app.ts clientMessage), said plainly all the same.
  'Send the request body as JSON (Content-Type: application/json).':
    'अनुरोध का डेटा JSON के रूप में भेजें (Content-Type: application/json)।',
  'The request body is too large.': 'अनुरोध में भेजा गया डेटा बहुत बड़ा है।',
  'The request body is empty.': 'अनुरोध में कोई डेटा नहीं भेजा गया।',
  'The request body is not valid JSON.': 'अनुरोध का डेटा सही JSON नहीं है।',
  // The privacy centre.
  'Your details are corrected.': 'आपकी जानकारी ठीक कर दी गई है।',
  "Your child's details are corrected. A new report with them is on its way to your email.":
    'आपके बच्चे की जानकारी ठीक कर दी गई है। इस जानकारी के साथ नई रिपोर्ट आपके ईमेल पर भेजी जा रही है।',
  "Your child's details are corrected.": 'आपके बच्चे की जानकारी ठीक कर दी गई है।',
  'We hold no details of a child for this order, so there is nothing to correct.':
    'इस ऑर्डर के लिए हमारे पास किसी बच्चे की जानकारी नहीं है, इसलिए ठीक करने के लिए कुछ नहीं है।',
  'Please type your email address exactly as shown to confirm.':
    'पुष्टि के लिए कृपया अपना ईमेल पता ठीक वैसा ही लिखें जैसा दिखाया गया है।',
  'There is no account to erase.': 'मिटाने के लिए कोई खाता नहीं है।',
  'A payment of yours is still being settled (an invoice or a refund is on its way). Please try again in a few days; nothing has been erased.':
    'आपका एक भुगतान अभी पूरा हो रहा है (कोई इनवॉइस या रिफ़ंड आने वाला है)। कृपया कुछ दिन बाद फिर से कोशिश करें; अभी कुछ भी मिटाया नहीं गया है।',
  'Your account is erased. A confirmation is on its way to your email. Thank you for trusting us.':
    'आपका खाता मिटा दिया गया है। इसकी पुष्टि आपके ईमेल पर भेजी जा रही है। हम पर भरोसा करने के लिए धन्यवाद।',
}

/** "59 seconds", "1 second", "8 minutes" (code-limits.ts waitWords, rate-limits.ts) in Hindi. */
function hindiWait(words: string): string {
  return words.replace(/^(\d+) seconds?$/, '$1 सेकंड').replace(/^(\d+) minutes?$/, '$1 मिनट')
}

/** "Monday" (slots.ts's English weekday) in Hindi, as the Hindi workspace names it; "that day" as "उस दिन". */
function hindiWeekday(day: string): string {
  const index = workspaceEnglish.hours.weekdays.findIndex((name) => name === day)
  return workspaceHindi.hours.weekdays[index] ?? (day === 'that day' ? 'उस दिन' : day)
}

/** Messages with a number or a name in them: the English pattern and its Hindi. */
const HINDI_PATTERNS: readonly (readonly [RegExp, (...parts: string[]) => string])[] = [
  // The privacy centre's request (src/content/privacy-centre.ts request.sent).
  [
    /^Your request (PRV-\d+) is with us\. We have emailed you its confirmation\.$/,
    (number) => privacyCentreHindi.request.sent(number),
  ],
  [
    /^Please wait (.+) before requesting a new OTP\.$/,
    (wait) => `नया OTP माँगने से पहले कृपया ${hindiWait(wait)} रुकें।`,
  ],
  [
    /^Please wait (.+) before requesting a new code\.$/,
    (wait) => `नया कोड माँगने से पहले कृपया ${hindiWait(wait)} रुकें।`,
  ],
  [
    /^Please wait (\d+) seconds before asking again\.$/,
    (seconds) => `दोबारा माँगने से पहले कृपया ${seconds} सेकंड रुकें।`,
  ],
  [
    /^Too many requests\. Please try again in (.+)\.$/,
    (wait) => `बहुत सारे अनुरोध आए हैं। कृपया ${hindiWait(wait)} बाद फिर से कोशिश करें।`,
  ],
  [/^The request (.+) is invalid\.$/, () => 'अनुरोध में भेजी गई जानकारी सही नहीं है।'],
  [/^(.+) selected\.$/, (plan) => `${plan} चुना गया।`],
  [
    /^You already have (\d+) requests about this order waiting for us\. To add something, reply to the email we sent you\.$/,
    (count) =>
      `इस ऑर्डर के बारे में आपके ${count} अनुरोध पहले से हमारे पास जवाब की प्रतीक्षा में हैं। कुछ और जोड़ना हो, तो हमारे भेजे ईमेल का जवाब दें।`,
  ],
  // A counsellor's weekly hours (counsellors/slots.ts hoursProblemAt; the team's hours share them).
  [
    /^On (.+), the end time must be after the start time\.$/,
    (day) => `${hindiWeekday(day)} को ख़त्म होने का समय शुरू होने के समय के बाद होना चाहिए।`,
  ],
  [
    /^On (.+), (\S+) to (\S+) is shorter than one (\d+)-minute session\.$/,
    (day, start, end, minutes) =>
      `${hindiWeekday(day)} को ${start} से ${end} तक का समय ${minutes} मिनट के एक सत्र से छोटा है।`,
  ],
  [
    /^On (.+), (\S+) and (\S+) overlap\.$/,
    (day, one, other) => `${hindiWeekday(day)} को ${one} और ${other} के समय आपस में टकरा रहे हैं।`,
  ],
  [
    /^(.+) is not a date\. Dates are written as YYYY-MM-DD\.$/,
    (date) => `"${date}" सही तारीख़ नहीं है। तारीख़ YYYY-MM-DD के रूप में लिखें, जैसे 2026-01-26।`,
  ],
  // Staff scoring a practical (course/practical.ts).
  [/^Please score "(.*)" 0, 1 or 2\.$/, (criterion) => `कृपया "${criterion}" पर 0, 1 या 2 अंक दें।`],
  [/^Request failed with status (\d+)\.$/, (status) => `अनुरोध पूरा नहीं हो सका (स्थिति ${status})।`],
  [/^There is no question "(.*)" in the scan\.$/, (question) => `स्कैन में "${question}" नाम का कोई सवाल नहीं है।`],
  [
    /^"(.*)" is not one of the answers to question "(.*)"\.$/,
    (answer, question) => `"${answer}" सवाल "${question}" का कोई जवाब नहीं है।`,
  ],
]

/**
 * A JSON answer's body with its `message` (and its validation `issues`' messages) in Hindi; the body as it was
 * when it is not JSON or says nothing translated.
 */
export function hindiBody(payload: string): string {
  if (!payload.startsWith('{') || !payload.includes('"message"')) return payload
  let body: unknown
  try {
    body = JSON.parse(payload)
  } catch {
    return payload
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return payload
  const answer = body as { message?: unknown; issues?: unknown }
  let changed = false
  const translate = (message: unknown) => {
    const hindi = typeof message === 'string' ? hindiMessage(message) : undefined
    if (hindi !== undefined) changed = true
    return hindi ?? message
  }
  const translated = {
    ...answer,
    ...('message' in answer ? { message: translate(answer.message) } : {}),
    ...(Array.isArray(answer.issues)
      ? {
          issues: answer.issues.map((issue: unknown) =>
            typeof issue === 'object' && issue !== null && 'message' in issue
              ? { ...issue, message: translate(issue.message) }
              : issue,
          ),
        }
      : {}),
  }
  return changed ? JSON.stringify(translated) : payload
}

/** The Hindi of an English API message, or undefined when it has none (then the English is answered). */
export function hindiMessage(english: string): string | undefined {
  if (Object.hasOwn(HINDI_MESSAGES, english)) return HINDI_MESSAGES[english]
  for (const [pattern, hindi] of HINDI_PATTERNS) {
    const match = pattern.exec(english)
    if (match) return hindi(...match.slice(1))
  }
  return undefined
}
