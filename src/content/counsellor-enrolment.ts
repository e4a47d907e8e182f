/**
 * Counsellor programme copy for the lower part of the landing page, which loads as its own chunk: the 3-day
 * batch choice, the first-100 offer, the earnings (SPEC §9), the registration heading and the FAQ teaser.
 * Also used by the counsellor FAQ and the brochure. Plain data: no browser or Vite-only imports.
 */

export interface TrainingBatch {
  id: string
  label: string
  days: string
  time: string
}

export const batchSection = {
  heading: 'Choose your 3-day training batch',
  intro:
    'The live training runs over three days. Pick the batch that fits your school timetable; you can change it later.',
  legend: 'Training batch',
  chosen: 'You picked',
  batches: [
    { id: 'weekday-morning', label: 'Weekday mornings', days: 'Mon, Wed, Fri', time: '7:00 - 8:00 AM' },
    { id: 'weekday-evening', label: 'Weekday evenings', days: 'Tue, Thu, Sat', time: '7:30 - 8:30 PM' },
    { id: 'weekend', label: 'Weekend intensive', days: 'Fri, Sat, Sun', time: '10:00 AM - 12:00 PM' },
  ] satisfies TrainingBatch[],
} as const

export const first100Offer = {
  heading: 'Offer for the first 100 enrollees',
  text: 'The first 100 teachers who enrol get a free personal landing page and a 1-hour strategy session with our team.',
  items: ['Free personal landing page', '1-hour strategy session'],
} as const

export const earnings = {
  heading: 'What you can earn',
  headline: '₹21k-25k per month',
  yearly: 'about ₹3.75 lakh per year',
  intro: 'Where it comes from in a typical first year with your 100 guaranteed students:',
  rows: [
    { label: 'Counselling sessions with 100 students', amount: '₹1.5 lakh' },
    { label: 'Commissions', amount: '₹1.75 lakh' },
    { label: 'Report sales', amount: '₹37,500' },
  ],
  note: 'Earnings depend on the time you give and the families you counsel; these figures are not a salary.',
} as const
export const registerSection = {
  heading: 'Register now',
  intro: 'Fill in your details. We will send a one-time code to your email to confirm it is you.',
} as const

export const counsellorFaqSection = {
  heading: 'Questions teachers ask',
  more: 'See all counsellor questions',
  /** How many of the counsellor FAQ's questions the landing page shows. */
  shown: 5,
} as const
