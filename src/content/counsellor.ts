/**
 * Copy for the top of the counsellor landing page and the counsellor brochure (the lower sections' copy is in
 * counsellor-enrolment.ts). The brochure script loads this module outside the browser, so it must stay
 * free of browser APIs and CSS/image imports; pages attach their own links.
 */
import { counsellorProgramme } from './catalogue'
import { curriculum, SESSION_MINUTES, type CurriculumSession } from './counsellor-facts'

export { curriculum, SESSION_MINUTES, type CurriculumSession } from './counsellor-facts'

export interface IconText {
  /** Name of an icon in public/images/counsellor/ (without .svg). */
  icon: string
  title: string
  text: string
}

export const counsellorHero = {
  eyebrow: 'Educational Excellence Counsellor (EEC) programme',
  title: 'From Teacher to Trusted Career Counsellor',
  lead:
    'You already guide children every day. Turn that experience into a certified career-counselling practice: ' +
    'learn to read the Success Blueprint report, counsel families with confidence and earn from home, ' +
    'alongside your teaching.',
  startToday: 'Start Today',
  brochure: 'Download Brochure',
  brochureNote: 'PDF, 3 pages',
  imageAlt: 'A smiling teacher holding a certificate beside a student and a parent',
} as const

/**
 * The steps' and the kit's benefits' icons, in the page's order: all that the Hindi twin takes from these lists, so
 * the Hindi site does not ship their English words beside its own (issue 49).
 */
export const stepLooks = [{ icon: 'step-account' }, { icon: 'step-course' }, { icon: 'step-earn' }] as const
export const benefitLooks = [
  { icon: 'benefit-certificate' },
  { icon: 'benefit-branding' },
  { icon: 'benefit-toolkit' },
  { icon: 'benefit-students' },
  { icon: 'benefit-dashboard' },
  { icon: 'benefit-marketing' },
  { icon: 'benefit-education' },
] as const

export const offerBanner = {
  text: '35% OFF ending soon',
  coupon: 'EEC25',
  couponText: 'Use coupon code EEC25 at checkout for an extra discount on your kit.',
} as const

export const stepsSection = {
  heading: 'Three simple steps',
  intro: 'No long entrance process and no classroom timetable. Most teachers finish within a month.',
  steps: [
    {
      ...stepLooks[0],
      title: 'Create Account',
      text: 'Register with your name, email and phone, confirm the one-time code we send, and choose your training batch.',
    },
    {
      ...stepLooks[1],
      title: 'Complete Course',
      text: 'Attend 12 short online sessions of 25 minutes each, then take the final assessment to earn your certificate.',
    },
    {
      ...stepLooks[2],
      title: 'Start Earning Money',
      text: 'Counsel the students we assign to you, sell reports to families you meet and earn commission on every one.',
    },
  ] satisfies IconText[],
} as const

export const benefitsSection = {
  heading: 'Everything you get with your kit',
  intro: 'One payment covers your training, your tools and your first students.',
  benefits: [
    {
      ...benefitLooks[0],
      title: 'Certification',
      text: 'A recognised Educational Excellence Counsellor certificate with your name and a verifiable ID.',
    },
    {
      ...benefitLooks[1],
      title: 'Personal branding',
      text: 'Your own counsellor profile, visiting-card design and social-media templates with your photo.',
    },
    {
      ...benefitLooks[2],
      title: 'Counselling toolkit',
      text: 'Session scripts, question guides and report-reading checklists you can use from day one.',
    },
    {
      ...benefitLooks[3],
      title: `${counsellorProgramme.guaranteedStudents} guaranteed student clients`,
      text: 'We assign one hundred students to you, so you never start from zero.',
    },
    {
      ...benefitLooks[4],
      title: 'Dashboard and leads',
      text: 'Track your sessions, reports and earnings in one dashboard, with new family enquiries as leads.',
    },
    {
      ...benefitLooks[5],
      title: 'Marketing material',
      text: 'Ready posters, WhatsApp creatives and seminar slides for schools and parent groups.',
    },
    {
      ...benefitLooks[6],
      title: 'Free advanced education',
      text: 'Later modules on aptitude, study skills and parent counselling, at no extra cost.',
    },
  ] satisfies IconText[],
} as const

export const curriculumSection = {
  heading: 'Course curriculum',
  summary: `${curriculum.length} sessions: 12 teaching sessions of ${SESSION_MINUTES} minutes each, plus a final assessment.`,
  sessionLabel: 'Session',
  minutes: (minutes: number) => `${minutes} minutes`,
  sessionDetail: (s: CurriculumSession) =>
    s.isAssessment
      ? 'A short online test on what you learned. Pass it and your certificate is issued the same week.'
      : 'A live online session with a senior counsellor, with a recording and a one-page summary to keep.',
} as const

export const enrolCard = {
  heading: 'Enrol in the programme',
  feeLabel: 'One-time fee',
  originalPrice: 'Original price',
  nowPrice: 'Now',
  enroll: 'Enroll Now',
  termsLead: 'By enrolling you agree to our',
  termsLink: 'Terms and Conditions',
  includes: [
    '13 online sessions',
    'Certificate on passing',
    '100 guaranteed students',
    'Lifetime dashboard access',
  ],
} as const

/** The page's title and description. */
export const counsellorSeo = {
  title: 'Become a Certified Career Counsellor',
  description: (sessions: number, students: number, fee: string) =>
    `Teachers and educators: become a certified career counsellor in ${sessions} short sessions, get ${students} guaranteed students and earn from home. One-time fee ${fee}.`,
} as const
