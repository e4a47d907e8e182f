/**
 * The Hindi twins of the purchase's, My orders', the privacy centre's and the forms' content modules
 * (src/content/hi/): each exports every name its English module exports, with the same non-text values (prices,
 * keys, ids, paths, retention numbers), and leaves no English in what a reader sees. Functions are called with the
 * same sample arguments in both languages, so their results are checked too.
 */
import { existsSync } from 'node:fs'
import * as enAfterPurchase from '../../src/content/after-purchase'
import * as enCarousel from '../../src/content/carousel'
import * as enCatalogue from '../../src/content/catalogue'
import * as enCheckout from '../../src/content/checkout'
import * as enContact from '../../src/content/contact'
import * as enCounsellorEnrolment from '../../src/content/counsellor-enrolment'
import * as enDebrief from '../../src/content/debrief'
import * as enGrievance from '../../src/content/grievance'
import * as enGrievanceCard from '../../src/content/grievance-card'
import * as enOrderHelp from '../../src/content/order-help'
import * as enOrderService from '../../src/content/order-service'
import * as enOrders from '../../src/content/orders'
import * as enPlansList from '../../src/content/plans-list'
import * as enPrivacyCentre from '../../src/content/privacy-centre'
import * as enPrivacyContact from '../../src/content/privacy-contact'
import * as enPrivacyLinks from '../../src/content/privacy-links'
import * as enRegistration from '../../src/content/registration'
import * as enReportPage from '../../src/content/report-page'
import * as enScan from '../../src/content/scan'
import * as enScanConsent from '../../src/content/scan-consent'
import * as enSignIn from '../../src/content/sign-in'
import * as enSimulatedGateway from '../../src/content/simulated-gateway'
import * as enSuccessReceipt from '../../src/content/success-receipt'
import * as hiAfterPurchase from '../../src/content/hi/after-purchase'
import * as hiCatalogue from '../../src/content/hi/catalogue'
import * as hiCheckout from '../../src/content/hi/checkout'
import * as hiContact from '../../src/content/hi/contact'
import * as hiCounsellorEnrolment from '../../src/content/hi/counsellor-enrolment'
import * as hiDebrief from '../../src/content/hi/debrief'
import * as hiGrievance from '../../src/content/hi/grievance'
import * as hiGrievanceCard from '../../src/content/hi/grievance-card'
import * as hiOrderHelp from '../../src/content/hi/order-help'
import * as hiOrderService from '../../src/content/hi/order-service'
import * as hiOrders from '../../src/content/hi/orders'
import * as hiPlansList from '../../src/content/hi/plans-list'
import * as hiCarousel from '../../src/content/hi/carousel'
import * as hiPrivacyCentre from '../../src/content/hi/privacy-centre'
import * as hiPrivacyContact from '../../src/content/hi/privacy-contact'
import * as hiPrivacyLinks from '../../src/content/hi/privacy-links'
import * as hiRegistration from '../../src/content/hi/registration'
import * as hiReportPage from '../../src/content/hi/report-page'
import * as hiScan from '../../src/content/hi/scan'
import * as hiScanConsent from '../../src/content/hi/scan-consent'
import * as hiSignIn from '../../src/content/hi/sign-in'
import * as hiSimulatedGateway from '../../src/content/hi/simulated-gateway'
import * as hiSuccessReceipt from '../../src/content/hi/success-receipt'

type Module = Record<string, unknown>

/**
 * Per module: the twins, the values that are identifiers rather than words (paths of segments joined by '.', `*` one
 * segment, `**` the rest, `()` a function's result), which must equal the English ones, and the sample arguments
 * every function is called with. A string not listed as an identifier is text: it must read as Hindi.
 */
interface Twin {
  en: Module
  hi: Module
  identifiers?: string[]
  /** Drawings with words in them: the Hindi page shows the English file's Devanagari twin (`x.svg`, `x.hi.svg`). */
  drawings?: string[]
  samples?: Record<string, unknown[][]>
}

const email = 'asha.verma@example.in'
const when = '2026-12-03 19:45'
const twins: Record<string, Twin> = {
  registration: {
    en: enRegistration,
    hi: hiRegistration,
    samples: {
      'counsellorRegisterPage.fee': [['₹7,000']],
      'counsellorRegisterPage.cohort': [['10-11-2025']],
      'otpCopy.intro': [[email]],
      'otpCopy.digitLabel': [[2, 6]],
      'otpCopy.resendIn': [[42]],
      'otpCopy.wrongCode': [[4], [1], [0]],
      'otpCopy.alsoBySms': [['+91 98xxxxx210']],
      'otpCopy.alsoByWhatsapp': [['+91 98xxxxx210']],
      maskedPhone: [['98765 43210']],
    },
  },
  'sign-in': { en: enSignIn, hi: hiSignIn },
  catalogue: {
    en: enCatalogue,
    hi: hiCatalogue,
    identifiers: [
      'featureOrder.**',
      'studentPlans.*.key',
      'studentPlans.*.role',
      'counsellorProgramme.key',
      'counsellorProgramme.role',
      'promoCodes.**',
    ],
    samples: {
      priceFor: [
        ['student', 'basic'],
        ['student', 'premium'],
        ['eec', 'basic'],
      ],
      applyPercentOff: [[7000, 25]],
      formatRupees: [[4999]],
    },
  },
  'plans-list': {
    en: enPlansList,
    hi: hiPlansList,
    samples: { 'studentPlansListPage.intro': [['आशा'], ['']], 'eecPlansListPage.intro': [['आशा'], ['']] },
  },
  checkout: { en: enCheckout, hi: hiCheckout, samples: { supportNote: [['3F2A9C1B']] } },
  // The test gateway's payment window (npm start, the tests): a Hindi page's buyer pays in Hindi there too.
  'simulated-gateway': { en: enSimulatedGateway, hi: hiSimulatedGateway },
  'success-receipt': { en: enSuccessReceipt, hi: hiSuccessReceipt },
  'after-purchase': { en: enAfterPurchase, hi: hiAfterPurchase },
  orders: {
    en: enOrders,
    hi: hiOrders,
    identifiers: ['orderStatusWords.*.().key', 'orderReference.()', 'nextSteps.().*.state'],
    samples: {
      'ordersContent.signIn.codeSent': [[email]],
      'ordersContent.signIn.resendIn': [[42]],
      'ordersContent.list.signedInAs': [[email]],
      'ordersContent.list.cancelledBy': [[['CRN/25-26/000001']], [['CRN/25-26/000001', 'CRN/25-26/000002']]],
      'ordersContent.list.creditedInPart': [[['CRN/25-26/000001']]],
      'ordersContent.list.downloadCreditNote': [['CRN/25-26/000001']],
      'ordersContent.list.counsellor': [['मीरा शर्मा']],
      'orderStatusWords.pending': [[when]],
      'orderStatusWords.paid': [[]],
      'orderStatusWords.refunding': [[when]],
      'orderStatusWords.refunded': [[]],
      'orderStatusWords.partlyRefunded': [['₹1,000']],
      'orderStatusWords.partRefunding': [['₹1,000', when]],
      'orderStatusWords.failed': [[]],
      paymentLine: (
        [
          'failed',
          'authorized',
          'captured',
          'partly-refunded',
          'refunding',
          'refund-failed',
          'refunded',
        ] as const
      ).flatMap((state) => [
        [{ state, method: 'upi', date: '2026-11-23', time: '19:45' }],
        [{ state, method: null, date: '2026-11-23', time: '19:45' }],
      ]),
      orderReference: [['3f2a9c1b-0000-4000-8000-000000000000']],
      nextSteps: (['new', 'scan_done', 'report_delivered', 'closed'] as const).flatMap((status) => [
        ['student', status],
        ['eec', status],
      ]),
    },
  },
  'order-help': {
    en: enOrderHelp,
    hi: hiOrderHelp,
    identifiers: ['HELP_REASONS.**'],
    samples: {
      'orderHelpContent.sent': [['HLP-0042']],
      'orderHelpContent.number': [['HLP-0042']],
      'orderHelpContent.sentOn': [[when]],
      'orderHelpContent.ourAnswer': [[when]],
    },
  },
  'order-service': {
    en: enOrderService,
    hi: hiOrderService,
    samples: {
      'orderScanContent.state.consented': [['आशा', 12, 27]],
      'orderScanContent.hurried': [['आशा'], ['']],
      'orderScanContent.state.submitted': [
        ['आशा', when],
        ['', when],
      ],
      'orderReportContent.readyOn': [
        [when, 1],
        [when, 3],
      ],
    },
  },
  debrief: {
    en: enDebrief,
    hi: hiDebrief,
    samples: {
      'debriefContent.counsellor': [['मीरा शर्मा']],
      'debriefContent.slotsOn': [[when]],
      'debriefContent.confirm': [[when]],
      'debriefContent.chosenFinal': [[when]],
      'debriefContent.confirmMove': [[when]],
      'debriefContent.booked': [[when]],
      'debriefContent.joinPhone': [['+91 90000 00002']],
      'debriefContent.changeUntil': [[when]],
      'debriefContent.held': [[when]],
      'debriefContent.noShow': [[when]],
      'debriefContent.cancelledByThem': [
        [when, null],
        [when, 'काउंसलर बीमार हैं'],
      ],
    },
  },
  grievance: {
    en: enGrievance,
    hi: hiGrievance,
    identifiers: ['grievanceOfficer.name', 'grievanceOfficer.email', 'grievanceOfficer.phone'],
  },
  'grievance-card': { en: enGrievanceCard, hi: hiGrievanceCard },
  'privacy-centre': {
    en: enPrivacyCentre,
    hi: hiPrivacyCentre,
    identifiers: ['PRIVACY_REASONS.**', 'dataInventory.*.key', 'dataInventory.*.rules.**'],
    samples: {
      'privacyCentreContent.contact.text': [['अ. उदाहरण', 'डेटा संरक्षण अधिकारी']],
      'privacyCentreContent.account.codeSent': [[email]],
      'privacyCentreContent.account.signedInAs': [[email]],
      'privacyCentreContent.held.invoice': [['DEM/25-26/000007']],
      'privacyCentreContent.held.childHeading': [['अचीवर्स रिपोर्ट']],
      'privacyCentreContent.held.child': [['आशा', 8]],
      'privacyCentreContent.held.answers': [[1], [27]],
      'privacyCentreContent.held.reports': [[1], [2]],
      'privacyCentreContent.correct.childHeading': [['अचीवर्स रिपोर्ट']],
      'privacyCentreContent.correct.classOption': [[9]],
      'privacyCentreContent.consent.scanPurpose': [
        ['अचीवर्स रिपोर्ट', 'आशा'],
        ['अचीवर्स रिपोर्ट', null],
      ],
      'privacyCentreContent.erase.confirmLabel': [[email]],
      'privacyCentreContent.request.sent': [['PRV-0007']],
    },
  },
  'privacy-contact': {
    en: enPrivacyContact,
    hi: hiPrivacyContact,
    identifiers: ['PRIVACY_CONTACT_EXAMPLE.name', 'PRIVACY_CONTACT_EXAMPLE.email'],
    samples: { 'privacyContactContent.text': [['अ. उदाहरण', 'डेटा संरक्षण अधिकारी']] },
  },
  'privacy-links': {
    en: enPrivacyLinks,
    hi: hiPrivacyLinks,
    identifiers: ['privacyCentreLink.mailFooter.().0', 'privacyCentreLink.mailFooter.().2'],
    samples: { 'privacyCentreLink.mailFooter': [['https://dem.example.in/privacy-centre']] },
  },
  contact: {
    en: enContact,
    hi: hiContact,
    identifiers: ['contactMap.embedUrl'],
    drawings: ['contactMap.placeholder'],
  },
  carousel: {
    en: enCarousel,
    hi: hiCarousel,
    samples: {
      'carousel.buttonName': [['रोकें', 'अभिभावकों की राय']],
      'carousel.showSlide': [[2]],
    },
  },
  'counsellor-enrolment': {
    en: enCounsellorEnrolment,
    hi: hiCounsellorEnrolment,
    identifiers: ['batchSection.batches.*.id'],
  },
  'scan-consent': {
    en: enScanConsent,
    hi: hiScanConsent,
    samples: {
      'scanConsentContent.form.classOption': [[7]],
      'scanConsentContent.form.recordedAs': [[email]],
    },
  },
  scan: {
    en: enScan,
    hi: hiScan,
    identifiers: ['SCAN_NOTICE_VERSION'],
    samples: {
      'scanContent.intro.heading': [['आशा']],
      'scanContent.intro.resume': [[14]],
      'scanContent.question.progress': [[3, 27]],
      'scanContent.saving.pending': [[1], [4]],
      'scanContent.review.missing': [[1], [2]],
    },
  },
  'report-page': {
    en: enReportPage,
    hi: hiReportPage,
    samples: {
      'reportPageContent.glanceAlt': [[['तर्क', 'भाषा', 'संगीत']]],
      'reportPageContent.more': [['तर्क']],
    },
  },
}

/** Brand names and abbreviations that stay in Latin script in Hindi text. */
const ALLOWED_LATIN = [
  'Success Blueprint',
  'Google Maps',
  'Razorpay',
  'DEM',
  'EEC',
  'UPI',
  'GST',
  'PDF',
  'OTP',
  'SMS',
  'WhatsApp',
  'JSON',
  'HTML',
  'EMI',
  'PIN',
  'IP',
  // School boards and streams, as Indian schools write them in Hindi too.
  'CBSE',
  'ICSE',
  'ISC',
  'IGCSE',
  'IB',
  'PCMB',
  'PCM',
  'PCB',
]

function matches(pattern: string, path: string): boolean {
  const regex = pattern
    .split('.')
    .map((segment) =>
      segment === '**' ? '.*' : segment === '*' ? '[^.]+' : segment.replace(/[()]/g, (c) => `\\${c}`),
    )
    .join('\\.')
  return new RegExp(`^${regex}$`).test(path)
}

/** The Latin-script words left in a text once brand names are taken out, in runs of consecutive words. */
function latinRuns(text: string): string[][] {
  let rest = text
  for (const allowed of ALLOWED_LATIN) rest = rest.replace(new RegExp(`\\b${allowed}\\b`, 'g'), '§')
  const runs: string[][] = []
  let run: string[] = []
  for (const token of rest.split(/\s+/)) {
    const word = token.replace(/^[("“'‘]+/, '').replace(/[.,:;!?)"”'’…]+$/, '')
    if (/^[A-Za-z][A-Za-z'’-]*$/.test(word)) run.push(word)
    else {
      if (run.length) runs.push(run)
      run = []
    }
  }
  if (run.length) runs.push(run)
  return runs
}

interface Leaf {
  path: string
  text: string
}

/**
 * Strings and numbers given to a function, as they would appear in its text; not the identifiers that choose a
 * wording (a payment's state 'refunded', a role 'eec').
 */
function argStrings(args: unknown[]): string[] {
  return args.flatMap((arg) =>
    (typeof arg === 'string' && !/^[a-z_-]+$/.test(arg)) || typeof arg === 'number'
      ? [String(arg)]
      : Array.isArray(arg)
        ? argStrings(arg)
        : arg && typeof arg === 'object'
          ? argStrings(Object.values(arg))
          : [],
  )
}

/**
 * Walks the English value and its Hindi twin side by side: the same shape, the same identifiers and numbers; every
 * Hindi text collected. Returns what differs.
 */
function compare(twin: Twin, en: unknown, hi: unknown, path: string, texts: Leaf[]): string[] {
  const identifier = (twin.identifiers ?? []).some((pattern) => matches(pattern, path))
  if ((twin.drawings ?? []).some((pattern) => matches(pattern, path))) {
    const drawing = String(en).replace(/\.svg$/, '.hi.svg')
    return hi === drawing && existsSync(`public${drawing}`)
      ? []
      : [`${path}: ${JSON.stringify(hi)}, not ${drawing}`]
  }
  if (typeof en === 'function') {
    if (typeof hi !== 'function') return [`${path}: not a function in Hindi`]
    const samples = twin.samples?.[path]
    if (!samples) return [`${path}: no sample arguments in this test`]
    return samples.flatMap((args) => {
      const enResult: unknown = en(...args)
      const hiResult: unknown = hi(...args)
      const problems = compare(twin, enResult, hiResult, `${path}.()`, texts)
      // What the English result says of its arguments, the Hindi says too (a name, an amount, a date).
      const enText = String(JSON.stringify(enResult))
      const hiText = String(JSON.stringify(hiResult))
      for (const arg of argStrings(args))
        if (arg && enText.includes(arg) && !hiText.includes(arg))
          problems.push(`${path}(${JSON.stringify(args)}): the Hindi leaves out "${arg}"`)
      return problems
    })
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(hi) || hi.length !== en.length)
      return [`${path}: ${en.length} items in English, ${Array.isArray(hi) ? hi.length : 'none'} in Hindi`]
    return en.flatMap((item, i) => compare(twin, item, hi[i], `${path}.${i}`, texts))
  }
  if (en && typeof en === 'object') {
    if (!hi || typeof hi !== 'object' || Array.isArray(hi)) return [`${path}: not an object in Hindi`]
    const enKeys = Object.keys(en).sort()
    const hiKeys = Object.keys(hi).sort()
    if (enKeys.join() !== hiKeys.join()) return [`${path}: keys ${hiKeys.join()} instead of ${enKeys.join()}`]
    return enKeys.flatMap((key) =>
      compare(
        twin,
        (en as Record<string, unknown>)[key],
        (hi as Record<string, unknown>)[key],
        path ? `${path}.${key}` : key,
        texts,
      ),
    )
  }
  if (typeof en === 'string' && !identifier) {
    if (typeof hi !== 'string') return [`${path}: not a string in Hindi`]
    texts.push({ path, text: hi })
    return []
  }
  return Object.is(en, hi) ? [] : [`${path}: ${JSON.stringify(hi)} instead of ${JSON.stringify(en)}`]
}

function walk(name: string): { problems: string[]; texts: Leaf[] } {
  const twin = twins[name]!
  const texts: Leaf[] = []
  const enNames = Object.keys(twin.en).sort()
  const hiNames = Object.keys(twin.hi).sort()
  const problems =
    enNames.join() === hiNames.join()
      ? enNames.flatMap((key) => compare(twin, twin.en[key], twin.hi[key], key, texts))
      : [`exports ${hiNames.join()} instead of ${enNames.join()}`]
  return { problems, texts }
}

describe.each(Object.keys(twins))('the Hindi %s module', (name) => {
  const { problems, texts } = walk(name)

  it('exports what the English one does, with the same identifiers, numbers and shape', () => {
    expect(problems).toEqual([])
    expect(texts.length).toBeGreaterThan(0)
  })

  it('leaves no run of three or more English words in its text', () => {
    const runs = texts.flatMap(({ path, text }) =>
      latinRuns(text)
        .filter((run) => run.length >= 3)
        .map((run) => `${path}: ${run.join(' ')}`),
    )
    expect(runs).toEqual([])
  })

  it('writes every text in Devanagari, with Latin script only for brand names and abbreviations', () => {
    const english = texts.flatMap(({ path, text }) =>
      latinRuns(text).map((run) => `${path}: ${run.join(' ')}`),
    )
    expect(english).toEqual([])
  })
})

describe('the Hindi pages’ titles and descriptions', () => {
  it('fit the search results (titles 60 characters, descriptions 160)', () => {
    const long = Object.keys(twins).flatMap((name) =>
      walk(name).texts.filter(
        ({ path, text }) =>
          (/\.seoTitle$/.test(path) && text.length > 60) ||
          (/\.(seoDescription|metaDescription)$/.test(path) && text.length > 160),
      ),
    )
    expect(long).toEqual([])
  })
})

describe('the test itself', () => {
  it('finds English words, and lets brand names through', () => {
    expect(latinRuns('आपका Success Blueprint, DEM स्कैन और UPI से भुगतान')).toEqual([])
    expect(latinRuns('कृपया Try again later फिर से')).toEqual([['Try', 'again', 'later']])
    expect(latinRuns('Apply करें')).toEqual([['Apply']])
    expect(latinRuns(`${email} पर, https://dem.example.in/x`)).toEqual([])
  })

  it('tells an identifier from a text and a missing sample from a present one', () => {
    const twin: Twin = { en: {}, hi: {}, identifiers: ['rows.*.key'], samples: {} }
    const texts: Leaf[] = []
    expect(compare(twin, { rows: [{ key: 'a' }] }, { rows: [{ key: 'b' }] }, '', texts)).toEqual([
      'rows.0.key: "b" instead of "a"',
    ])
    expect(compare(twin, { f: () => 'x' }, { f: () => 'y' }, '', texts)).toEqual([
      'f: no sample arguments in this test',
    ])
    expect(compare(twin, { price: 4999 }, { price: 4899 }, '', texts)).toEqual([
      'price: 4899 instead of 4999',
    ])
  })
})
