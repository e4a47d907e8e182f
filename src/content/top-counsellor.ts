/** Copy for the counsellor course landing (/top-counsellor). Prices and the kit come from the catalogue. */
import { counsellorProgramme } from './catalogue'

export const topCounsellor = {
  eyebrow: 'Counsellor certification course',
  title: 'Become a top career counsellor in 4 weeks',
  lead:
    'A one-time payment gets you the full certification kit, live training with our senior counsellors and ' +
    `${counsellorProgramme.guaranteedStudents} guaranteed students to start your practice.`,
  offerHeading: 'One-time payment offer',
  offerBadge: `${counsellorProgramme.discountPercent}% off`,
  originalPrice: 'Original price',
  nowPrice: 'Now',
  offerNote: 'One payment, no monthly fee. Price includes GST.',
  cohortLabel: 'Next cohort',
  studentsLabel: 'Guaranteed students',
  guaranteeTerms: 'The terms',
  enroll: 'Enroll Now',
  includedHeading: "What's included in your kit",
  learnMore: 'Read about the programme',
  whyHeading: 'Why teachers choose this course',
  why: [
    {
      title: 'Built for working teachers',
      text: 'Short 25-minute sessions in the morning, evening or at the weekend, so you never miss a class.',
    },
    {
      title: 'A practice from day one',
      text: `Your first ${counsellorProgramme.guaranteedStudents} students are assigned to you, each with a Success Blueprint report ready to discuss.`,
    },
    {
      title: 'Support after you qualify',
      text: 'A dashboard, fresh leads, marketing material and free advanced modules keep you growing.',
    },
  ],
} as const

/** The page's title and description. */
export const topCounsellorSeo = {
  title: 'Counsellor Certification Course',
  description: (fee: string, discountPercent: number, cohort: string, students: number) =>
    `Join the career counsellor certification course: one-time payment of ${fee} (${discountPercent}% off), next cohort ${cohort}, ${students} guaranteed students.`,
} as const
