/**
 * The readable copy of what we hold (the privacy centre's "Download as a page to read"): one self-contained HTML
 * page, no script, no outside resource, every value escaped, printable. The JSON download holds the same data and
 * the reports' full documents.
 */
import { HINDI_TIME } from '../../src/content/hi/india-time'
import * as hi from '../../src/content/hi/privacy-centre'
import type { Language } from '../../src/content/localised'
import * as en from '../../src/content/privacy-centre'
import { scanConsentContent as consentHi } from '../../src/content/hi/scan-consent'
import { scanConsentContent as consentEn } from '../../src/content/scan-consent'
import type { HeldData, HeldOrder, HeldScan } from './privacy'

/**
 * The page's own words (title, headings, labels, and the records' states and kinds) in the buyer's language; what
 * they label (messages, mail subjects, notes, answers) is the record as stored.
 */
const WORDS = {
  en: {
    locale: 'en-IN',
    consent: consentEn.form as typeof consentHi.form,
    title: 'Your data at DEM Success Blueprint',
    heading: (email: string) => `What DEM Success Blueprint holds about ${email}`,
    madeOn: (day: string) =>
      `Made on ${day}. This page and the JSON file hold the same data; the JSON file also holds the full text of each report.`,
    none: 'None.',
    rupees: (amount: string) => `INR ${amount}`,
    account: 'Your account',
    email: 'Email address',
    name: 'Name',
    phone: 'Phone number',
    registeredAs: 'Registered as',
    registered: 'Registered',
    emailConfirmed: 'Email confirmed',
    phoneConfirmed: 'Phone confirmed',
    orders: 'Orders',
    orderId: 'Order reference',
    amount: 'Amount',
    status: 'Status',
    paid: 'Paid',
    counsellor: 'Counsellor',
    invoice: 'GST invoice',
    creditNote: 'Credit note',
    payments: 'Payments',
    payment: 'Payment',
    method: 'Method',
    when: 'When',
    refunds: 'Refunds',
    reason: 'Reason',
    scan: 'The scan',
    childFirstName: "Child's first name",
    classLevel: 'Class',
    school: 'School',
    city: 'City or town',
    submitted: 'Submitted',
    answers: 'Answers',
    question: 'Question',
    answer: 'Answer',
    answered: 'Answered',
    consents: 'Consent records',
    noticeVersion: 'Notice version',
    given: 'Given',
    withdrawn: 'Withdrawn',
    reports: 'Reports',
    version: 'Version',
    made: 'Made',
    model: 'Model',
    debriefs: 'Debriefs with the counsellor',
    noteForYou: 'Note for you',
    counsellorNotes: "The counsellor's notes",
    messages: 'Your messages to us',
    sent: 'Sent',
    message: 'Message',
    mails: 'Copies of our mails to you',
    kind: 'Kind',
    subject: 'Subject',
    queued: 'Queued',
    sessions: 'Open sign-in sessions',
    started: 'Started',
    ends: 'Ends',
    /** The records' states and kinds as a reader says them (the JSON file keeps the stored values). */
    scanStates: {
      sent: 'Link sent, not started',
      consented: 'Consent given, answers in progress',
      submitted: 'Answers submitted',
      withdrawn: 'Consent withdrawn',
      erased: 'Erased',
    },
    refundStates: {
      due: 'Being started',
      creating: 'Being started',
      pending: 'On its way to you',
      processed: 'Refunded',
      failed: 'Failed: we will contact you',
    },
    debriefStates: { booked: 'Booked', cancelled: 'Cancelled', held: 'Held', 'no-show': 'Missed' },
    mailStates: {
      pending: 'Waiting to be sent',
      sending: 'Being sent',
      sent: 'Sent',
      dead: 'Could not be delivered',
    },
    mailKinds: {
      otp: 'Verification code',
      invoice: 'Invoice',
      contact: 'Your message',
      refund: 'Refund',
      support: 'To our team',
      scan: 'Scan link',
      report: 'Report',
      ticket: 'Help request',
      privacy: 'Privacy',
      debrief: 'Debrief',
      'counsellor-page': "Counsellor's page",
      counsellor: 'Counsellor',
    },
    centre: en,
  },
  hi: {
    locale: 'hi-IN',
    consent: consentHi.form,
    title: 'DEM Success Blueprint के पास आपका डेटा',
    heading: (email: string) => `DEM Success Blueprint के पास ${email} के बारे में क्या है`,
    madeOn: (day: string) =>
      `${day} को बनाया गया। इस पेज और JSON फ़ाइल में एक जैसा डेटा है; JSON फ़ाइल में हर रिपोर्ट का पूरा पाठ भी है।`,
    none: 'कुछ नहीं।',
    rupees: (amount: string) => `₹${amount}`,
    account: 'आपका खाता',
    email: 'ईमेल पता',
    name: 'नाम',
    phone: 'फ़ोन नंबर',
    registeredAs: 'किस रूप में रजिस्टर',
    registered: 'रजिस्टर हुए',
    emailConfirmed: 'ईमेल की पुष्टि',
    phoneConfirmed: 'फ़ोन की पुष्टि',
    orders: 'ऑर्डर',
    orderId: 'ऑर्डर नंबर',
    amount: 'राशि',
    status: 'स्थिति',
    paid: 'भुगतान हुआ',
    counsellor: 'काउंसलर',
    invoice: 'GST इनवॉइस',
    creditNote: 'क्रेडिट नोट',
    payments: 'भुगतान',
    payment: 'भुगतान',
    method: 'तरीका',
    when: 'कब',
    refunds: 'रिफ़ंड',
    reason: 'कारण',
    scan: 'स्कैन',
    childFirstName: 'बच्चे का पहला नाम',
    classLevel: 'कक्षा',
    school: 'स्कूल',
    city: 'शहर या कस्बा',
    submitted: 'जमा हुआ',
    answers: 'जवाब',
    question: 'सवाल',
    answer: 'जवाब',
    answered: 'कब दिया',
    consents: 'सहमति के रिकॉर्ड',
    noticeVersion: 'सूचना का संस्करण',
    given: 'दी गई',
    withdrawn: 'वापस ली गई',
    reports: 'रिपोर्ट',
    version: 'संस्करण',
    made: 'बनी',
    model: 'मॉडल',
    debriefs: 'काउंसलर के साथ डीब्रीफ़',
    noteForYou: 'आपके लिए नोट',
    counsellorNotes: 'काउंसलर के अपने नोट',
    messages: 'आपके हमें भेजे संदेश',
    sent: 'भेजा गया',
    message: 'संदेश',
    mails: 'हमारे आपको भेजे ईमेल की प्रतियाँ',
    kind: 'प्रकार',
    subject: 'विषय',
    queued: 'कतार में लगा',
    sessions: 'खुले साइन-इन सेशन',
    started: 'शुरू हुआ',
    ends: 'ख़त्म होगा',
    scanStates: {
      sent: 'लिंक भेजा गया, अभी शुरू नहीं हुआ',
      consented: 'सहमति दी गई, जवाब दिए जा रहे हैं',
      submitted: 'जवाब जमा हो गए',
      withdrawn: 'सहमति वापस ली गई',
      erased: 'मिटा दिया गया',
    },
    refundStates: {
      due: 'शुरू किया जा रहा है',
      creating: 'शुरू किया जा रहा है',
      pending: 'आप तक पहुँच रहा है',
      processed: 'रिफ़ंड हो गया',
      failed: 'नहीं हो सका: हम आपसे संपर्क करेंगे',
    },
    debriefStates: { booked: 'बुक है', cancelled: 'रद्द', held: 'हो गया', 'no-show': 'नहीं जुड़े' },
    mailStates: { pending: 'भेजा जाना है', sending: 'भेजा जा रहा है', sent: 'भेजा गया', dead: 'नहीं पहुँच सका' },
    mailKinds: {
      otp: 'पुष्टि कोड',
      invoice: 'इनवॉइस',
      contact: 'आपका संदेश',
      refund: 'रिफ़ंड',
      support: 'हमारी टीम को',
      scan: 'स्कैन का लिंक',
      report: 'रिपोर्ट',
      ticket: 'सहायता अनुरोध',
      privacy: 'प्राइवेसी',
      debrief: 'डीब्रीफ़',
      'counsellor-page': 'काउंसलर का पेज',
      counsellor: 'काउंसलर',
    },
    centre: hi,
  },
} satisfies Record<Language, unknown>

type Words = (typeof WORDS)[Language]

/** A stored value in words; a value the map does not know yet is shown as stored. */
const said = (words: Record<string, string>, value: string) => words[value] ?? value

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

/** "28 Nov 2026, 04:30 pm"; in Hindi the part of the day in words, "28 नव॰ 2026, शाम 4:30" (HINDI_TIME). */
const day = (isoTime: string | null, locale: string) =>
  isoTime
    ? new Date(isoTime).toLocaleString(locale, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        ...(locale === 'hi-IN' ? HINDI_TIME : { hour: '2-digit', minute: '2-digit' }),
        timeZone: 'Asia/Kolkata',
      })
    : '-'

const rupees = (paise: number, w: Words) =>
  w.rupees((paise / 100).toLocaleString(w.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }))

function rows(pairs: readonly (readonly [string, string])[]): string {
  return `<dl>${pairs.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`
}

function table(head: readonly string[], body: readonly (readonly string[])[], w: Words): string {
  if (body.length === 0) return `<p>${w.none}</p>`
  return `<table><thead><tr>${head.map((cell) => `<th scope="col">${escapeHtml(cell)}</th>`).join('')}</tr></thead><tbody>${body
    .map((cells) => `<tr>${cells.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`
}

/** The child's school context (issue 51.1), in the page's words. */
function contextRows(context: NonNullable<HeldScan['child']>['context'], w: Words): [string, string][] {
  if (!context) return []
  const c = w.consent
  const subjects = (list: readonly (keyof typeof c.subjectNames)[]) =>
    list.length === 0 ? '-' : list.map((subject) => c.subjectNames[subject]).join(', ')
  return [
    [c.board, c.boards[context.board]],
    ...(context.classLevel >= 11
      ? ([
          [c.stream, context.stream ? c.streams[context.stream] : '-'],
          [c.subjects, subjects(context.subjects)],
        ] as [string, string][])
      : []),
    [c.enjoys, subjects(context.enjoys)],
    [c.dislikes, subjects(context.dislikes)],
    [c.addressAs, c.addressForms[context.addressAs]],
  ]
}

function scanSection(scan: HeldScan, w: Words): string {
  const child = scan.child
  const at = (isoTime: string | null) => day(isoTime, w.locale)
  return [
    `<h4>${w.scan}</h4>`,
    rows([
      [w.status, said(w.scanStates, scan.status)],
      [w.childFirstName, child?.firstName ?? '-'],
      [w.classLevel, child ? String(child.classLevel) : '-'],
      [w.school, child?.school ?? '-'],
      [w.city, child?.city ?? '-'],
      ...contextRows(child?.context ?? null, w),
      [w.submitted, at(scan.submittedAt)],
    ]),
    `<h5>${w.answers}</h5>`,
    table(
      [w.question, w.answer, w.answered],
      scan.answers.map((answer) => [answer.question, answer.answerText, at(answer.answeredAt)]),
      w,
    ),
    `<h5>${w.consents}</h5>`,
    table(
      [w.noticeVersion, w.given, w.withdrawn, w.email],
      scan.consents.map((row) => [row.noticeVersion, at(row.givenAt), at(row.withdrawnAt), row.email]),
      w,
    ),
    `<h5>${w.reports}</h5>`,
    table(
      [w.version, w.made, w.model],
      scan.reports.map((report) => [String(report.version), at(report.generatedAt), report.modelVersion]),
      w,
    ),
  ].join('')
}

function orderSection(order: HeldOrder, w: Words): string {
  const at = (isoTime: string | null) => day(isoTime, w.locale)
  return [
    `<section><h3>${escapeHtml(order.plan)} (${escapeHtml(at(order.orderedAt))})</h3>`,
    rows([
      [w.orderId, order.reference],
      [w.amount, rupees(order.amountPaise, w)],
      [w.status, order.statusWords],
      [w.paid, at(order.paidAt)],
      [w.counsellor, order.counsellor ?? '-'],
      [
        w.invoice,
        order.invoice
          ? `${order.invoice.number}, ${at(order.invoice.issuedAt)}: ${order.invoice.buyerName}, ${order.invoice.buyerEmail}, ${order.invoice.buyerPhone}, ${rupees(order.invoice.totalPaise, w)}`
          : '-',
      ],
      [w.creditNote, order.creditNote ? `${order.creditNote.number}, ${at(order.creditNote.issuedAt)}` : '-'],
    ]),
    `<h4>${w.payments}</h4>`,
    table(
      [w.payment, w.amount, w.method, w.status, w.when],
      order.payments.map((p) => [p.id, rupees(p.amountPaise, w), p.method ?? '-', p.words, at(p.at)]),
      w,
    ),
    order.refunds.length > 0
      ? `<h4>${w.refunds}</h4>${table(
          [w.amount, w.reason, w.status, w.when],
          order.refunds.map((r) => [
            rupees(r.amountPaise, w),
            r.reason,
            said(w.refundStates, r.status),
            at(r.at),
          ]),
          w,
        )}`
      : '',
    order.scan ? scanSection(order.scan, w) : '',
    order.debriefs.length > 0
      ? `<h4>${w.debriefs}</h4>` +
        table(
          [w.counsellor, w.when, w.status, w.noteForYou, w.counsellorNotes],
          order.debriefs.map((d) => [
            d.counsellor,
            at(d.startsAt),
            said(w.debriefStates, d.status),
            d.noteForYou ?? '',
            d.counsellorNotes ?? '',
          ]),
          w,
        )
      : '',
    '</section>',
  ].join('')
}

/** The readable page, its words in the buyer's language (the account's: set at registration and each order). */
export function exportHtml(data: HeldData, language: Language): string {
  const { account } = data
  const w: Words = WORDS[language]
  const copy = w.centre.privacyCentreContent
  const at = (isoTime: string | null) => day(isoTime, w.locale)
  const body = [
    `<h1>${escapeHtml(w.heading(account.email))}</h1>`,
    `<p>${escapeHtml(w.madeOn(at(data.exportedAt)))}</p>`,
    `<h2>${w.account}</h2>`,
    rows([
      [w.email, account.email],
      [w.name, `${account.firstName} ${account.lastName}`],
      [w.phone, account.phone],
      [w.registeredAs, copy.held.roles[account.role]],
      [w.registered, at(account.registeredAt)],
      [w.emailConfirmed, at(account.emailConfirmedAt)],
      [w.phoneConfirmed, at(account.phoneConfirmedAt)],
    ]),
    `<h2>${w.orders}</h2>`,
    data.orders.length > 0 ? data.orders.map((order) => orderSection(order, w)).join('') : `<p>${w.none}</p>`,
    `<h2>${w.messages}</h2>`,
    table(
      [w.sent, w.name, w.message],
      data.contactMessages.map((m) => [at(m.sentAt), m.name, m.message]),
      w,
    ),
    `<h2>${w.mails}</h2>`,
    table(
      [w.kind, w.subject, w.queued, w.status],
      data.mails.map((m) => [
        said(w.mailKinds, m.kind),
        m.subject,
        at(m.createdAt),
        said(w.mailStates, m.status),
      ]),
      w,
    ),
    `<h2>${w.sessions}</h2>`,
    table(
      [w.started, w.ends],
      data.sessions.map((s) => [at(s.createdAt), at(s.expiresAt)]),
      w,
    ),
    `<h2>${escapeHtml(copy.noticeHeading)}</h2>`,
    table(
      [copy.columns.what, copy.columns.why, copy.columns.basis, copy.columns.recipients, copy.columns.kept],
      w.centre.dataInventory.map((row) => [row.what, row.why, row.basis, row.recipients, row.kept]),
      w,
    ),
    `<h2>${escapeHtml(copy.contact.heading)}</h2>`,
    `<p>${escapeHtml(copy.contact.text(data.privacyContact.name, data.privacyContact.role))} ${escapeHtml(data.privacyContact.email)}</p>`,
    `<p>${escapeHtml(copy.contact.board)}</p>`,
  ].join('\n')
  return `<!doctype html>
<html lang="${language === 'hi' ? 'hi' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${w.title}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;max-width:60rem;margin:0 auto;padding:1rem}
table{border-collapse:collapse;width:100%;margin:0 0 1rem}th,td{border:1px solid #999;padding:.3rem .5rem;text-align:left;vertical-align:top}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem}dt{font-weight:600}dd{margin:0}
section{border-top:2px solid #444;margin-top:1.5rem}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`
}
