/**
 * The Hindi twins of the marketing modules (src/content/hi/): every English export is there, the identifiers and
 * numbers are the English ones, the SEO texts fit, and no visible text is left in English, in the drawings either.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { scanContent as scanContentHi } from '../../src/content/hi/scan'
import { scanLanguageContent as scanLanguageHi } from '../../src/content/hi/scan-language'
import { scanModels } from '../../src/engine/model'
import * as enAbout from '../../src/content/about'
import * as enCareers from '../../src/content/careers'
import * as enCatalogue from '../../src/content/catalogue'
import * as enCounsellor from '../../src/content/counsellor'
import * as enCounsellorFacts from '../../src/content/counsellor-facts'
import * as enCounsellorFaq from '../../src/content/counsellor-faq'
import * as enCourses from '../../src/content/courses'
import * as enFaq from '../../src/content/faq'
import * as enFormat from '../../src/content/format'
import * as enFranchise from '../../src/content/franchise'
import * as enHome from '../../src/content/home'
import * as enIndiaTime from '../../src/content/india-time'
import * as enPlaceholders from '../../src/content/placeholders'
import * as enPlansPage from '../../src/content/plans-page'
import * as enPolicies from '../../src/content/policies'
import * as enSite from '../../src/content/site'
import * as enBlueprint from '../../src/content/success-blueprint'
import * as enTestimonials from '../../src/content/testimonials'
import * as enTopCounsellor from '../../src/content/top-counsellor'
import * as enTypes from '../../src/content/types'
import * as enWorkspace from '../../src/content/workspace'
import * as enWorkspacePage from '../../src/content/workspace-page'
import * as hiAbout from '../../src/content/hi/about'
import * as hiCareers from '../../src/content/hi/careers'
import * as hiCounsellor from '../../src/content/hi/counsellor'
import * as hiCounsellorFacts from '../../src/content/hi/counsellor-facts'
import * as hiCounsellorFaq from '../../src/content/hi/counsellor-faq'
import * as hiCourses from '../../src/content/hi/courses'
import * as hiFaq from '../../src/content/hi/faq'
import * as hiFormat from '../../src/content/hi/format'
import * as hiFranchise from '../../src/content/hi/franchise'
import * as hiHome from '../../src/content/hi/home'
import * as hiIndiaTime from '../../src/content/hi/india-time'
import * as hiPlaceholders from '../../src/content/hi/placeholders'
import * as hiPlansPage from '../../src/content/hi/plans-page'
import * as hiPolicies from '../../src/content/hi/policies'
import * as hiSite from '../../src/content/hi/site'
import * as hiBlueprint from '../../src/content/hi/success-blueprint'
import * as hiTestimonials from '../../src/content/hi/testimonials'
import * as hiTopCounsellor from '../../src/content/hi/top-counsellor'
import * as hiTypes from '../../src/content/hi/types'
import * as hiWorkspace from '../../src/content/hi/workspace'
import * as hiWorkspacePage from '../../src/content/hi/workspace-page'

const modules: Record<string, [Record<string, unknown>, Record<string, unknown>]> = {
  site: [enSite, hiSite],
  home: [enHome, hiHome],
  about: [enAbout, hiAbout],
  testimonials: [enTestimonials, hiTestimonials],
  counsellor: [enCounsellor, hiCounsellor],
  'counsellor-facts': [enCounsellorFacts, hiCounsellorFacts],
  'counsellor-faq': [enCounsellorFaq, hiCounsellorFaq],
  'top-counsellor': [enTopCounsellor, hiTopCounsellor],
  courses: [enCourses, hiCourses],
  careers: [enCareers, hiCareers],
  franchise: [enFranchise, hiFranchise],
  faq: [enFaq, hiFaq],
  'success-blueprint': [enBlueprint, hiBlueprint],
  'plans-page': [enPlansPage, hiPlansPage],
  policies: [enPolicies, hiPolicies],
  placeholders: [enPlaceholders, hiPlaceholders],
  types: [enTypes, hiTypes],
  format: [enFormat, hiFormat],
  'india-time': [enIndiaTime, hiIndiaTime],
}

/** Keys whose string values are identifiers, addresses or figures, not words: the English value, unchanged. */
const IDENTIFIER_KEYS = new Set([
  'id',
  'icon',
  'src',
  'href',
  'to',
  'fileName',
  'embedUrl',
  'poster',
  'image',
  'productImage',
  'coupon',
  'supportPhone',
  'supportEmail',
  'rating',
  'value',
  'socialImage',
  // Not `suffix`: a figure's suffix ("10 K+") is read as part of the figure, so it is text, and Hindi writes its
  // own ("10 हज़ार+"); the counted number (`end`) is the English one (numbers always are).
  'TIME_ZONE',
])

/**
 * An image the Hindi page shows: the English file, or, for a picture with words in it, its Devanagari twin next to
 * it (`hero-1.svg`, `hero-1.hi.svg`; the link-preview card `social-card.png`, `social-card.hi.png`).
 */
function sameOrDrawing(en: string, hi: string): boolean {
  return hi === en || (hi === en.replace(/\.(svg|png)$/, '.hi.$1') && existsSync(path.join('public', hi)))
}

/** Walks English and Hindi side by side: the same shape, the same numbers, the same identifiers. */
function sameShape(en: unknown, hi: unknown, path: string, key = ''): void {
  if (typeof en === 'function') {
    expect(typeof hi, path).toBe('function')
    return
  }
  if (typeof en === 'string') {
    expect(typeof hi, path).toBe('string')
    if (IDENTIFIER_KEYS.has(key) && !sameOrDrawing(en, hi as string)) expect(hi, path).toBe(en)
    return
  }
  if (Array.isArray(en)) {
    expect(Array.isArray(hi), path).toBe(true)
    expect((hi as unknown[]).length, `${path}.length`).toBe(en.length)
    en.forEach((item, i) => sameShape(item, (hi as unknown[])[i], `${path}[${i}]`, key))
    return
  }
  if (en && typeof en === 'object') {
    expect(hi && typeof hi === 'object', path).toBe(true)
    const hiObject = hi as Record<string, unknown>
    for (const [k, value] of Object.entries(en)) {
      expect(k in hiObject, `${path}.${k}`).toBe(true)
      sameShape(value, hiObject[k], `${path}.${k}`, k)
    }
    return
  }
  expect(hi, path).toBe(en)
}

/** Functions that format or convert (their words come from Intl or from their argument), not text of ours. */
const LOGIC_FUNCTIONS = new Set([
  'htmlToText',
  'formatIndian',
  'formatRupees',
  'formatPaise',
  'indiaDay',
  'indiaLongDay',
  'indiaTime',
  'indiaWhen',
  'indiaDateKey',
  'indiaDate',
  'indiaDayMonthYear',
  'dateFormatsIn',
])

/** Every visible text of a Hindi module: strings outside identifier keys, and what its text functions return. */
function texts(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return IDENTIFIER_KEYS.has(key) ? [] : [value]
  if (typeof value === 'function') {
    if (key === 'sessionDetail') {
      return [...enCounsellorFacts.curriculum.map((session) => String(value(session)))]
    }
    if (key === 'footerAbout') return [String(value(hiSite.brand.city))]
    if (key === 'minutes') return [String(value(25))]
    // The counsellor pages' descriptions (sessions, students, fee) and (fee, discount, cohort, students).
    if (key === 'description' && value.length === 3) return [String(value(13, 100, '₹7,000'))]
    if (key === 'description' && value.length === 4) return [String(value('₹7,000', 30, 'अक्टूबर', 100))]
    if (LOGIC_FUNCTIONS.has(key)) return []
    throw new Error(`A text function the test does not call yet: ${key}`)
  }
  if (Array.isArray(value)) return value.flatMap((item) => texts(item, key))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => texts(v, k))
  return []
}

/** Brand, product, programme and legal names, abbreviations and tools, which Hindi text writes as they are. */
const ALLOWED = [
  'Digital Personal Data Protection Act',
  'Data Protection Board of India',
  'DEM Success Blueprint',
  'Success Blueprint',
  "Achiever's Report",
  'Achiever’s Report',
  "Master's Report",
  'keyed hash',
  'HttpOnly',
  'WhatsApp',
  'Facebook',
  'Instagram',
  'YouTube',
  'Razorpay',
  'B.Com',
  'B.Sc.',
]

/** Three or more Latin-letter words in a row, once tags, entities and allowed names are taken out. */
function englishRun(text: string): string | undefined {
  let rest = text.replace(/<[^>]+>/g, ' ').replace(/&[a-z]+;/g, ' ')
  for (const name of ALLOWED) rest = rest.split(name).join(' ')
  return rest.match(/[A-Za-z][A-Za-z'’.-]*(?:\s+[A-Za-z][A-Za-z'’.-]*){2,}/)?.[0]
}

const siteName = hiSite.brand.siteName
const seoPairs: [string, { title: string; description: string }][] = [
  ['home', hiHome.homeSeo],
  ['about', hiAbout.aboutSeo],
  ['testimonials', hiTestimonials.testimonialsSeo],
  ['careers', hiCareers.careersSeo],
  ['success-blueprint', hiBlueprint.blueprintSeo],
  ['plans', hiPlansPage.plansPageContent.seo],
  ['refund', hiPolicies.refundPolicy],
  ['shipping', hiPolicies.shippingPolicy],
  ['privacy', hiPolicies.privacyPolicy],
  ['terms', hiPolicies.termsPolicy],
  ['offerings', hiPlaceholders.offeringsPlaceholder],
  ['resource-center', hiPlaceholders.resourceCenterPlaceholder],
  [
    'counsellor',
    { ...hiCounsellor.counsellorSeo, description: hiCounsellor.counsellorSeo.description(13, 100, '₹7,000') },
  ],
  [
    'top-counsellor',
    {
      ...hiTopCounsellor.topCounsellorSeo,
      description: hiTopCounsellor.topCounsellorSeo.description('₹7,000', 30, '10 अक्टूबर - 5 नवंबर 2025', 100),
    },
  ],
  ['courses', hiCourses.coursesSeo],
  ['franchise', hiFranchise.franchiseSeo],
  ['franchise-benefits', hiFranchise.franchiseBenefitsSeo],
  ['faq', hiFaq.faqSeo],
  ['counsellor-faq', hiCounsellorFaq.counsellorFaqSeo],
]

describe('the Hindi marketing modules', () => {
  it.each(Object.keys(modules))('%s: every English export, in the English shape and identifiers', (name) => {
    const [en, hi] = modules[name] as [Record<string, unknown>, Record<string, unknown>]
    for (const exported of Object.keys(en)) {
      expect(exported in hi, `${name}.${exported}`).toBe(true)
      sameShape(en[exported], hi[exported], `${name}.${exported}`, exported)
    }
  })

  it.each(Object.keys(modules))('%s: no visible text left in English', (name) => {
    const [, hi] = modules[name] as [Record<string, unknown>, Record<string, unknown>]
    const leftovers = Object.entries(hi)
      .flatMap(([key, value]) => texts(value, key))
      .map(englishRun)
      .filter(Boolean)
    expect(leftovers).toEqual([])
  })

  it('catches English left in a Hindi text', () => {
    expect(englishRun('हमारी सेवाएँ Coming soon for you')).toBe('Coming soon for you')
    expect(englishRun('<p>DEM Success Blueprint की रिपोर्ट, Razorpay, UPI और GST</p>')).toBeUndefined()
  })

  it.each(seoPairs)(
    '%s: a title of at most 60 characters with the site name, a description of at most 160',
    (_, seo) => {
      expect([...`${seo.title} | ${siteName}`].length).toBeLessThanOrEqual(60)
      expect([...seo.description].length).toBeLessThanOrEqual(160)
      expect([...seo.description].length).toBeGreaterThan(50)
    },
  )

  it('writes the home page’s figures as Hindi does, counting to the English numbers', () => {
    expect(hiHome.homeStats.items.map((stat) => `${stat.end}${stat.suffix}`)).toEqual([
      '10 हज़ार+',
      '85%',
      '500+',
      '15+',
    ])
    expect(enHome.homeStats.items.map((stat) => `${stat.end}${stat.suffix}`)).toEqual([
      '10 K+',
      '85 %',
      '500 +',
      '15 +',
    ])
  })

  it('opens every policy with the note that the English version prevails', () => {
    for (const policy of [
      hiPolicies.refundPolicy,
      hiPolicies.shippingPolicy,
      hiPolicies.privacyPolicy,
      hiPolicies.termsPolicy,
    ]) {
      expect(policy.intro).toMatch(/^यह नीति का हिन्दी अनुवाद है.*अंग्रेज़ी पाठ ही मान्य होगा।/)
    }
  })

  it('lists the whole counsellor kit in the counsellor FAQ', () => {
    const kit = hiCounsellorFaq.counsellorFaqs.find((item) => item.id === 'kit')?.content ?? ''
    expect(kit.match(/<li>/g)?.length).toBe(enCatalogue.counsellorProgramme.kit.length)
  })

  it('writes numbers as hi-IN does and dates in Hindi, in India time', () => {
    for (const value of [0, 999, 4999, 100000, 1234567, -4999]) {
      expect(hiFormat.formatIndian(value)).toBe(value.toLocaleString('hi-IN'))
    }
    expect(hiFormat.formatRupees(375000)).toBe('₹3,75,000')
    const iso = '2026-11-30T22:00:00Z' // already 1 December in India
    expect(hiIndiaTime.indiaLongDay(iso)).toBe('मंगलवार, 1 दिसंबर')
    expect(hiIndiaTime.indiaDate('2026-11-30')).toBe(
      new Intl.DateTimeFormat('hi-IN', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }).format(new Date('2026-11-30T12:00:00+05:30')),
    )
    expect(hiIndiaTime.indiaDateKey(iso)).toBe('2026-12-01')
    // My orders' dates: the month in full in Hindi, as GET /api/orders writes them.
    expect(hiIndiaTime.indiaDayMonthYear(iso)).toBe('1 दिसंबर 2026')
    expect(enIndiaTime.indiaDayMonthYear(iso)).toBe('1 Dec 2026')
  })
})

/** The drawings in public/images (an <img> cannot use the page's web font, so their words are drawn by the system). */
function drawings(dir = 'public/images'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? drawings(path.join(dir, entry.name))
      : entry.name.endsWith('.svg')
        ? [path.join(dir, entry.name)]
        : [],
  )
}

/** The words drawn in an SVG, with the font list each is drawn in (its own, or its group's). */
function drawnWords(svg: string): { words: string; fonts: string }[] {
  // A <text>'s words, <tspan>s included.
  return [...svg.matchAll(/<text([^>]*)>([\s\S]*?)<\/text>/g)].map((match) => {
    const own = /font-family="([^"]*)"/.exec(match[1] ?? '')?.[1]
    const group = [...svg.slice(0, match.index).matchAll(/<g[^>]*font-family="([^"]*)"/g)].pop()?.[1]
    return { words: (match[2] ?? '').replace(/<[^>]*>/g, ' '), fonts: own ?? group ?? '' }
  })
}

/** Latin words a drawing may show in Hindi too: the brand, abbreviations, figures. */
const latinInDrawing = (words: string) =>
  words
    .replace(/Success Blueprint|DEM|PIN/g, ' ')
    .match(/[A-Za-z]{2,}/g)
    ?.join(' ')

describe('the drawings on Hindi pages', () => {
  const all = drawings()

  it('every drawing with English words in it has a Devanagari twin', () => {
    const missing = all.filter(
      (file) =>
        !file.endsWith('.hi.svg') &&
        drawnWords(readFileSync(file, 'utf8')).some(({ words }) => latinInDrawing(words)) &&
        !existsSync(file.replace(/\.svg$/, '.hi.svg')),
    )
    expect(missing).toEqual([])
  })

  it.each(all.filter((file) => file.endsWith('.hi.svg')))(
    '%s: its words in Devanagari, in a font list that falls back to the system’s Devanagari font',
    (file) => {
      const words = drawnWords(readFileSync(file, 'utf8'))
      expect(words.map(({ words }) => latinInDrawing(words)).filter(Boolean)).toEqual([])
      for (const { words: text, fonts } of words.filter(({ words }) => /[\u0900-\u097f]/.test(words))) {
        expect(fonts, text).toMatch(/Noto Sans Devanagari.*Nirmala UI.*sans-serif$/)
      }
      // The rest of the drawing is the English one's.
      const shape = (svg: string) =>
        svg.replace(/<text[^>]*>[^<]*<\/text>/g, '').replace(/<rect width="[\d.]+"/g, '')
      expect(shape(readFileSync(file, 'utf8')).replace(/font-family="[^"]*"/g, '')).toBe(
        shape(readFileSync(file.replace(/\.hi\.svg$/, '.svg'), 'utf8')).replace(/font-family="[^"]*"/g, ''),
      )
    },
  )

  it('the Hindi pages show the Devanagari drawings', () => {
    expect(hiHome.heroSlides.map((slide) => slide.src)).toEqual(
      enHome.heroSlides.map((slide) => slide.src.replace('.svg', '.hi.svg')),
    )
    expect(hiBlueprint.blueprintHero.image.src).toBe('/images/blueprint/hero.hi.svg')
    expect(hiCourses.liveCourses.map((course) => course.image)).toEqual(
      enCourses.liveCourses.map((course) => course.image.replace('.svg', '.hi.svg')),
    )
    expect(hiFranchise.franchiseHero.image).toBe('/images/franchise/india-tiers.hi.svg')
    expect(hiSite.socialImage).toBe('/images/social-card.hi.png')
  })
})

describe('the Hindi scan, for the child', () => {
  it('says तुम to the child, as the questions do, never आप (issue 50 point 8)', () => {
    const { intro, question, saving, review, done } = scanContentHi
    const childTexts = [
      ...intro.lines,
      intro.start,
      intro.resume(13),
      ...Object.values(question).map((text) => (typeof text === 'function' ? text(1, 27) : text)),
      ...Object.values(saving).map((text) => (typeof text === 'function' ? text(2) : text)),
      ...Object.values(review).map((text) => (typeof text === 'function' ? text(2) : text)),
      done.heading,
      ...done.lines,
      scanLanguageHi.switcher.failed,
    ]
    // आप, आपका, आपको… (not आपस, "each other")
    const aap = /(^|[\s"“(])आप(?!स)/
    for (const text of childTexts) expect(text, text).not.toMatch(aap)
    expect(childTexts.some((text) => /तुम/.test(text))).toBe(true)
    // The questions themselves, for comparison: तुम, never आप.
    for (const q of scanModels.hi.questions) expect(q.prompt, q.prompt).not.toMatch(aap)
  })
})

/** The counsellors' workspace (issue 50): its texts and what its text functions say, with sample arguments. */
const workspaceModules: Record<string, [Record<string, unknown>, Record<string, unknown>]> = {
  workspace: [enWorkspace, hiWorkspace],
  'workspace-page': [enWorkspacePage, hiWorkspacePage],
}

/** Each text function of the workspace's modules, by its path, with the arguments it is called with. */
const workspaceCalls: Record<string, unknown[][]> = {
  'workspaceContent.signIn.codeSent': [['meera@example.com']],
  'workspaceContent.signedInAs': [['Meera Iyer']],
  'workspaceContent.header.promised': [[3, 100]],
  'workspaceContent.header.referralSales': [[1], [5]],
  'workspaceContent.students.child': [['Asha'], [null]],
  'workspaceContent.students.childClass': [['8'], [null]],
  'workspaceContent.students.call': [['+919811111111']],
  'workspaceContent.students.mail': [['ravi@example.com']],
  'workspaceContent.students.reportOf': [['Asha']],
  'workspaceContent.students.pdfOf': [['Asha']],
  'workspaceContent.sessions.with': [
    ['Asha', 'Ravi Kumar'],
    [null, 'Ravi Kumar'],
  ],
  'workspaceContent.sessions.when': [['Mon, 30 Nov, 4:30 pm', '5:15 pm']],
  'workspaceContent.hours.rangeLabel': [['Monday', 2]],
  'workspaceContent.hours.addFor': [['Monday']],
  'workspaceContent.hours.removeFor': [['Monday', 2]],
  'workspaceContent.hours.removeDayOff': [['Mon, 30 Nov 2026']],
  'workspaceContent.hours.endBeforeStart': [['Monday', 2]],
  'workspaceContent.hours.overlap': [['Monday']],
  'workspaceContent.hours.missingTime': [['Monday', 2]],
  'workspacePageContent.slugHint': [['https://dem.example']],
  'workspacePageContent.takenDown': [['The bio promises admission results.']],
  'workspacePageContent.languages': [['English, Hindi']],
  'workspacePageContent.offerYes': [[7]],
  'workspacePageContent.guaranteeCount': [[3, 100]],
  'workspacePageContent.guaranteeDue': [['1 Dec 2026']],
  'strategyContent.confirm': [['Fri, 3 Oct, 10:00 am']],
  'strategyContent.confirmMove': [['Fri, 3 Oct, 10:00 am']],
  'strategyContent.chosenFinal': [['Fri, 3 Oct, 10:00 am']],
  'strategyContent.booked': [['Friday, 3 October, 10:00 am']],
  'strategyContent.callPhone': [['+91 98765 43210']],
  'strategyContent.changeUntil': [['Thu, 2 Oct, 10:00 pm']],
  'strategyContent.movesLeft': [[1], [2]],
  'strategyContent.held': [['Fri, 3 Oct, 10:00 am']],
  'strategyContent.teamCancelled': [
    ['Friday, 3 October, 10:00 am', null],
    ['Friday, 3 October, 10:00 am', 'उस दिन टीम उपलब्ध नहीं है।'],
  ],
}

/** Hindi texts written in Latin letters on purpose: the file type and the English language's own name. */
const LATIN_AS_IS = new Set(['PDF', 'English'])

/**
 * Every text of a module's export, by path: strings, and what each text function returns for its sample
 * arguments, with the string arguments taken out (a name or a date is the caller's, not ours).
 */
function workspaceTexts(value: unknown, path: string): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }]
  if (typeof value === 'function') {
    const calls = workspaceCalls[path]
    if (!calls) throw new Error(`A text function the test does not call yet: ${path}`)
    return calls.map((args) => {
      let text = String((value as (...a: unknown[]) => unknown)(...args))
      for (const arg of args) if (typeof arg === 'string') text = text.split(arg).join(' ')
      return { path: `${path}(${args.map((arg) => JSON.stringify(arg)).join(', ')})`, text: text.trim() }
    })
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => workspaceTexts(item, `${path}[${i}]`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => workspaceTexts(v, `${path}.${k}`))
  return []
}

/** The same keys, array lengths, numbers and function parameters as the English. */
function sameWorkspaceShape(en: unknown, hi: unknown, path: string): void {
  if (typeof en === 'function') {
    expect(typeof hi, path).toBe('function')
    expect((hi as (...a: unknown[]) => unknown).length, `${path}.length`).toBe(en.length)
  } else if (typeof en === 'string') expect(typeof hi, path).toBe('string')
  else if (Array.isArray(en)) {
    expect((hi as unknown[]).length, `${path}.length`).toBe(en.length)
    en.forEach((item, i) => sameWorkspaceShape(item, (hi as unknown[])[i], `${path}[${i}]`))
  } else if (en && typeof en === 'object') {
    expect(hi && typeof hi === 'object', path).toBe(true)
    expect(Object.keys(hi as object).sort(), path).toEqual(Object.keys(en).sort())
    for (const [k, value] of Object.entries(en))
      sameWorkspaceShape(value, (hi as Record<string, unknown>)[k], `${path}.${k}`)
  } else expect(hi, path).toBe(en)
}

describe('the Hindi counsellors’ workspace (issue 50)', () => {
  it.each(Object.keys(workspaceModules))('%s: every English export, in the English shape', (name) => {
    const [en, hi] = workspaceModules[name] as [Record<string, unknown>, Record<string, unknown>]
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort())
    for (const exported of Object.keys(en)) sameWorkspaceShape(en[exported], hi[exported], exported)
  })

  it.each(Object.keys(workspaceModules))(
    '%s: every text in Devanagari, and no English sentence of the English module in it',
    (name) => {
      const [en, hi] = workspaceModules[name] as [Record<string, unknown>, Record<string, unknown>]
      const hiTexts = Object.entries(hi).flatMap(([key, value]) => workspaceTexts(value, key))
      const enTexts = Object.entries(en).flatMap(([key, value]) => workspaceTexts(value, key))
      expect(hiTexts.length).toBe(enTexts.length)
      const notHindi = hiTexts.filter(
        ({ text }) => text !== '' && !LATIN_AS_IS.has(text) && !/[\u0900-\u097f]/.test(text),
      )
      expect(notHindi).toEqual([])
      const leftovers = hiTexts.filter(({ text }) => englishRun(text)).map(({ path }) => path)
      expect(leftovers).toEqual([])
      const sentences = enTexts.map(({ text }) => text).filter((text) => englishRun(text))
      expect(sentences.length).toBeGreaterThan(20)
      const copied = hiTexts.filter(({ text }) => sentences.some((sentence) => text.includes(sentence)))
      expect(copied).toEqual([])
    },
  )

  it('names the languages as the brief does and writes session times in Hindi words', () => {
    expect(hiWorkspace.workspaceContent.header.languageNames).toEqual({ en: 'English', hi: 'हिन्दी' })
    expect(hiWorkspacePage.workspacePageContent.languageNames).toEqual({ en: 'English', hi: 'हिन्दी' })
    const iso = '2026-11-30T11:00:00.000Z'
    expect(
      hiWorkspace.workspaceContent.sessions.when(hiIndiaTime.indiaWhen(iso), hiIndiaTime.indiaTime(iso)),
    ).toBe(`${hiIndiaTime.indiaWhen(iso)} से ${hiIndiaTime.indiaTime(iso)} तक`)
    expect(enWorkspace.workspaceContent.sessions.when('Mon, 30 Nov, 4:30 pm', '5:15 pm')).toBe(
      'Mon, 30 Nov, 4:30 pm to 5:15 pm',
    )
    expect(hiWorkspace.workspaceContent.hours.weekdays[1]).toBe(hiIndiaTime.indiaLongDay(iso).split(',')[0])
  })
})
