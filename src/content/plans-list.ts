import { counsellorProgramme } from './catalogue'

/** Copy of the plan cards and the two plans-list pages (SPEC §2, §9; DESIGN §2). Prices come from the catalogue. */
export const planCardCopy = {
  totalValue: 'Total value',
  youSave: 'You save',
  oneTime: 'one-time, GST included',
  unlock: 'Unlock Report',
  comingSoon: 'Coming Soon',
  featured: 'Most complete',
  included: 'Included',
  notIncluded: 'Not included',
  worth: 'worth',
  choosing: 'Please wait…',
  selectFailed: 'Failed to select plan.',
} as const

export const studentPlansListPage = {
  seoTitle: 'Choose Your Report',
  seoDescription:
    "Choose the Success Blueprint report for your child: the Achiever's Report or the Master's Report.",
  heading: 'Choose your report',
  intro: (firstName: string) =>
    firstName
      ? `Welcome, ${firstName}. Pick the report that fits your child.`
      : 'Pick the report that fits your child.',
} as const

export const eecPlansListPage = {
  seoTitle: 'Counsellor Certification Kit',
  seoDescription:
    'The Educational Excellence Counsellor certification kit: one-time fee, everything you need to start.',
  heading: 'Your counsellor certification kit',
  intro: (firstName: string) =>
    firstName
      ? `Welcome, ${firstName}. One payment covers everything you need to start counselling.`
      : 'One payment covers everything you need to start counselling.',
  kitTitle: "What's in the kit",
  offBadge: `${counsellorProgramme.discountPercent}% off`,
  cohort: `Next cohort: ${counsellorProgramme.cohort}`,
  button: 'Enroll Now',
  oneTime: 'one-time, GST included',
  listPriceLabel: 'Regular price',
} as const
