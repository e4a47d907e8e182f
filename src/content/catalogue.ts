/**
 * The one catalogue of what is sold. The server charges from it and the SPA displays it, so the price on
 * screen and the price charged cannot drift apart. Prices are GST-inclusive rupees.
 * This module must stay free of browser and Node APIs: both sides import it.
 */
export type Role = 'student' | 'eec'
export type PlanKey = 'basic' | 'premium'

export type FeatureKey =
  | 'successBlueprint'
  | 'dolphinSuccessCoin'
  | 'lifeManual'
  | 'selfTrainingManual'
  | 'parentalGuidanceManual'
  | 'counsellorSupport'
  | 'executiveFolder'

export interface PlanFeature {
  available: boolean
  label?: string
  value?: number
}

export interface PlanCard {
  key: PlanKey
  role: Role
  name: string
  description: string
  /** Price in rupees, GST inclusive. */
  price: number
  totalValue: number
  youSave: number
  onSale: boolean
  features: Record<FeatureKey, PlanFeature>
}

export const featureOrder: readonly FeatureKey[] = [
  'successBlueprint',
  'dolphinSuccessCoin',
  'lifeManual',
  'selfTrainingManual',
  'parentalGuidanceManual',
  'counsellorSupport',
  'executiveFolder',
]

export const featureTitles: Record<FeatureKey, string> = {
  successBlueprint: 'Success Blueprint',
  dolphinSuccessCoin: 'Dolphin Success Coin',
  lifeManual: 'Life Manual',
  selfTrainingManual: 'Self-Training Manual',
  parentalGuidanceManual: 'Parental Guidance Manual',
  counsellorSupport: 'Counsellor Support',
  executiveFolder: 'Executive Folder',
}

export const studentPlans: readonly [PlanCard, PlanCard] = [
  {
    key: 'basic',
    role: 'student',
    name: "Achiever's Report",
    description: 'A concise Success Blueprint with the essentials every parent needs to guide the next step.',
    price: 4999,
    totalValue: 8100,
    youSave: 3600,
    onSale: true,
    features: {
      successBlueprint: { available: true, label: '20-page concise Success Blueprint' },
      dolphinSuccessCoin: { available: true, label: 'Free', value: 2100 },
      lifeManual: { available: true, label: 'Free', value: 1500 },
      selfTrainingManual: { available: false },
      parentalGuidanceManual: { available: false },
      counsellorSupport: { available: false },
      executiveFolder: { available: false },
    },
  },
  {
    key: 'premium',
    role: 'student',
    name: "Master's Report",
    description:
      'The comprehensive blueprint with every manual, counsellor support and the executive folder.',
    price: 7999,
    totalValue: 17050,
    youSave: 8550,
    onSale: false,
    features: {
      successBlueprint: { available: true, label: '50-page comprehensive Success Blueprint' },
      dolphinSuccessCoin: { available: true, value: 2100 },
      lifeManual: { available: true, value: 1500 },
      selfTrainingManual: { available: true, value: 1500 },
      parentalGuidanceManual: { available: true, value: 1500 },
      counsellorSupport: { available: true, value: 1500 },
      executiveFolder: { available: true, value: 450 },
    },
  },
]

/** The counsellor certification kit (role eec). */
export const counsellorProgramme = {
  key: 'basic' as PlanKey,
  role: 'eec' as Role,
  name: 'Counsellor Certification Kit',
  price: 7000,
  /** Struck-through reference on the course landing (30% off). */
  listPrice: 10000,
  discountPercent: 30,
  /** Struck-through reference on the counsellor landing. */
  landingListPrice: 51000,
  guaranteedStudents: 100,
  cohort: 'Oct 10 - Nov 5, 2025',
  kit: [
    'Certification as an Educational Excellence Counsellor',
    'Personal branding kit',
    'Counselling toolkit',
    '100 guaranteed student clients',
    'Counsellor dashboard and leads',
    'Marketing material',
    'Free advanced education',
  ],
} as const

/** The card on /plans, shown as the specification writes it. */
export const pricingPageBasic = {
  name: 'Basic',
  tag: 'Most popular',
  amount: 10000,
  included: [
    'Up to 5 users monthly',
    '5 free host and domain',
    'Custom infrastructure',
    'Access to all rooms',
  ],
  notIncluded: ['24/7 dedicated support', 'Unlimited updates', 'Landing pages', 'Web widgets'],
} as const

export const promoCodes = {
  EEC25: { percentOff: 25, role: 'eec' as Role, oncePerEmail: true },
} as const

export const COMING_SOON_MESSAGE = "The Master's Report is coming soon."

/** What the server charges for a role and plan, in rupees; undefined when the plan is not on sale. */
export function priceFor(role: Role, plan: PlanKey): number | undefined {
  if (role === 'eec') return plan === 'basic' ? counsellorProgramme.price : undefined
  const card = studentPlans.find((p) => p.key === plan)
  return card?.onSale ? card.price : undefined
}

/** Rupees after a percentage discount, rounded to the rupee. */
export function applyPercentOff(amount: number, percentOff: number): number {
  return Math.round((amount * (100 - percentOff)) / 100)
}

export { formatRupees } from './format'
