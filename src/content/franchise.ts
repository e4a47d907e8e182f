/** Copy for /franchise and /franchise-benfits. The franchise model is marketing content only (SPEC §6). */

export interface FranchiseTier {
  id: 'state' | 'district' | 'unit'
  type: string
  scope: string
  role: string
  revenue: string
  responsibilities: readonly string[]
  benefits: readonly string[]
  idealProfile: string
}

export const franchiseHero = {
  eyebrow: 'Franchise partnership',
  title: 'Bring the Success Blueprint to your state, district or neighbourhood',
  lead:
    'Partner with us to offer scientific career guidance to families near you. Choose the territory that ' +
    'matches your ambition: a whole state, a district, or a single PIN code.',
  cta: 'Talk to our franchise team',
  benefitsLink: 'Why partner with us',
  image: '/images/franchise/india-tiers.svg',
  imageAlt: 'Map of India with three highlighted franchise territories',
} as const

export const franchiseTable = {
  heading: 'Compare the three franchise tiers',
  caption: 'Franchise tiers by territory, role and revenue',
  scrollLabel: 'Franchise tier comparison table, scrolls sideways',
  scrollHint: 'Swipe the table sideways to see every column.',
  tierLabel: 'Tier',
  columns: {
    type: 'Franchise type',
    scope: 'Territory',
    role: 'Your role',
    revenue: 'Revenue',
    ideal: 'Ideal for',
  },
  detailsHeading: 'The tiers in detail',
  labels: {
    scope: 'Scope',
    role: 'Role',
    revenue: 'Revenue',
    responsibilities: 'Responsibilities',
    benefits: 'Benefits',
    idealProfile: 'Ideal profile',
  },
} as const

/**
 * The tiers' ids and the reasons' icons, in the page's order: all that the Hindi twin takes from here, so the Hindi
 * site does not ship the English words beside its own (issue 49; the twins' ids are checked equal in
 * tests/unit/hindi-content).
 */
export const franchiseTierLooks: readonly Pick<FranchiseTier, 'id'>[] = [
  { id: 'state' },
  { id: 'district' },
  { id: 'unit' },
]
type Look = { readonly icon: string }
export const franchiseWhyLooks: readonly [Look, Look, Look, Look] = [
  { icon: 'why-demand' },
  { icon: 'why-product' },
  { icon: 'why-brand' },
  { icon: 'why-low-risk' },
]

export const franchiseTiers: readonly FranchiseTier[] = [
  {
    id: 'state',
    type: 'State franchisee',
    scope: 'Exclusive rights over a whole state',
    role: 'Builds and leads the network of district and unit partners across the state.',
    revenue:
      'A share of every report and counsellor kit sold in the state, plus onboarding income from district and unit partners.',
    responsibilities: [
      'Appoint and train district franchisees',
      'Run state-level school and education-board partnerships',
      'Plan marketing campaigns and seminars across the state',
      'Keep service quality consistent in every district',
    ],
    benefits: [
      'Exclusive state territory, with no other state partner',
      'Highest revenue share of the three tiers',
      'Direct line to our leadership and product team',
      'Co-branded launch events in major cities',
    ],
    idealProfile:
      'An established education or business group with a state-wide network and a team to manage it.',
  },
  {
    id: 'district',
    type: 'District franchisee',
    scope: 'A district or region',
    role: 'Grows the programme across the district and supports the unit partners in it.',
    revenue:
      'A share of reports and counsellor kits sold in the district, plus income from appointing unit partners.',
    responsibilities: [
      'Sign up schools, coaching centres and tutors in the district',
      'Recruit and support unit franchisees and counsellors',
      'Hold parent seminars and career-awareness camps',
      'Report monthly progress to the state partner',
    ],
    benefits: [
      'Protected district or regional territory',
      'Ready marketing kits in English and regional languages',
      'Training for you and your team',
      'Lead sharing from our website enquiries in your district',
    ],
    idealProfile:
      'A school owner, coaching-institute head or local entrepreneur known to parents in the district.',
  },
  {
    id: 'unit',
    type: 'Unit franchisee',
    scope: 'A single PIN code',
    role: 'Serves families in the neighbourhood directly, from a centre, school or home office.',
    revenue: 'Commission on every Success Blueprint report and counselling session sold in the PIN code.',
    responsibilities: [
      'Meet parents and students in the locality',
      'Arrange scans and counselling sessions',
      'Work with nearby schools and tuition classes',
      'Keep families informed and follow up after each report',
    ],
    benefits: [
      'The lowest investment of the three tiers',
      'Your own PIN-code territory',
      'A listed profile on our website',
      'Support from your district partner and our central team',
    ],
    idealProfile: 'A teacher, tutor or counsellor who wants a local business rooted in their own community.',
  },
]

export const franchiseBenefitsPage = {
  eyebrow: 'Franchise benefits',
  title: 'Grow with a brand that families trust',
  lead:
    'Parents across India are looking for honest, scientific guidance for their children. As a franchise ' +
    'partner you bring it to them, with our product, training and marketing behind you.',
  compareCta: 'Compare franchise tiers',
  contactCta: 'Contact our team',
  whyHeading: 'Why partner with us',
  why: [
    {
      icon: 'why-demand',
      title: 'Growing demand',
      text: 'Career confusion is common after Class 10 and 12. Families want clear, personal guidance and are ready to pay for it.',
    },
    {
      icon: 'why-product',
      title: 'A proven product',
      text: 'The Success Blueprint report looks at 231 factors across 33 domains from a 27-question survey, with a 6-24 month roadmap.',
    },
    {
      icon: 'why-brand',
      title: 'A recognised name',
      text: 'Over 10,000 families guided and 500+ schools engaged give your centre credibility from the first day.',
    },
    {
      icon: 'why-low-risk',
      title: 'Low running costs',
      text: 'No stock to hold and no heavy equipment: reports are digital and training is online.',
    },
  ],
  supportHeading: 'The support you get',
  support: [
    'Launch training for you and your staff',
    'Certified counsellors and a counsellor recruitment programme',
    'Marketing kits, seminar decks and social-media creatives',
    'A partner dashboard to track leads, sales and payouts',
    'A dedicated relationship manager',
    'Regular product updates and new advanced modules',
  ],
  stepsHeading: 'How it works',
  steps: [
    { title: 'Enquire', text: 'Send us a message with your city and the tier you are interested in.' },
    {
      title: 'Meet us',
      text: 'A call with our franchise team to understand your background and your territory.',
    },
    {
      title: 'Sign the agreement',
      text: 'Agree the territory, the investment and the revenue share in writing.',
    },
    { title: 'Get trained', text: 'Complete the partner training and set up your centre or office.' },
    {
      title: 'Launch',
      text: 'Start with a launch seminar, and we send the first leads in your area to you.',
    },
  ],
  closingHeading: 'Ready to talk?',
  closingText:
    'Tell us where you are and what you have in mind. We reply to every enquiry within two working days.',
} as const

/** The tiers page's title and description. */
export const franchiseSeo = {
  title: 'Franchise Opportunities',
  description:
    'Compare the State, District and Unit franchise tiers of DEM Success Blueprint: territory, role, revenue, responsibilities, benefits and who each suits.',
} as const

/** The benefits page's title and description. */
export const franchiseBenefitsSeo = {
  title: 'Franchise Benefits',
  description:
    'Why partner with DEM Success Blueprint: growing demand for career guidance, a proven report, training, marketing support and a simple five-step start.',
} as const
