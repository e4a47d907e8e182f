/**
 * Copy for the counsellor landing page and the counsellor brochure. The brochure script imports this
 * module under plain Node, so it must stay free of browser APIs, Vite-only imports and the route config
 * (pages attach their links).
 */
import { counsellorProgramme } from './catalogue'

export interface IconText {
  /** Name of an icon in public/images/counsellor/ (without .svg). */
  icon: string
  title: string
  text: string
}

export interface CurriculumSession {
  number: number
  title: string
  /** Minutes; every session of the programme is 25 minutes. */
  minutes: number
  isAssessment?: boolean
}

export interface TrainingBatch {
  id: string
  label: string
  days: string
  time: string
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
      icon: 'step-account',
      title: 'Create Account',
      text: 'Register with your name, email and phone, confirm the one-time code we send, and choose your training batch.',
    },
    {
      icon: 'step-course',
      title: 'Complete Course',
      text: 'Attend 12 short online sessions of 25 minutes each, then take the final assessment to earn your certificate.',
    },
    {
      icon: 'step-earn',
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
      icon: 'benefit-certificate',
      title: 'Certification',
      text: 'A recognised Educational Excellence Counsellor certificate with your name and a verifiable ID.',
    },
    {
      icon: 'benefit-branding',
      title: 'Personal branding',
      text: 'Your own counsellor profile, visiting-card design and social-media templates with your photo.',
    },
    {
      icon: 'benefit-toolkit',
      title: 'Counselling toolkit',
      text: 'Session scripts, question guides and report-reading checklists you can use from day one.',
    },
    {
      icon: 'benefit-students',
      title: `${counsellorProgramme.guaranteedStudents} guaranteed student clients`,
      text: 'We assign one hundred students to you, so you never start from zero.',
    },
    {
      icon: 'benefit-dashboard',
      title: 'Dashboard and leads',
      text: 'Track your sessions, reports and earnings in one dashboard, with new family enquiries as leads.',
    },
    {
      icon: 'benefit-marketing',
      title: 'Marketing material',
      text: 'Ready posters, WhatsApp creatives and seminar slides for schools and parent groups.',
    },
    {
      icon: 'benefit-education',
      title: 'Free advanced education',
      text: 'Later modules on aptitude, study skills and parent counselling, at no extra cost.',
    },
  ] satisfies IconText[],
} as const

export const SESSION_MINUTES = 25

const teachingTitles = [
  'Welcome: the role of an Educational Excellence Counsellor',
  'How the Success Blueprint is built: 231 factors across 33 domains',
  'Reading personality and temperament',
  'Aptitude, learning styles and study habits',
  'Strengths, challenges and how to talk about them',
  'Career clusters and the Indian education pathway',
  'Building a 6-24 month skills roadmap',
  'Running a counselling session, start to finish',
  'Counselling parents: expectations, pressure and support',
  'Ethics, privacy and professional conduct',
  'Growing your practice: schools, seminars and referrals',
  'Your dashboard, leads and follow-up routine',
] as const

/** 12 teaching sessions of 25 minutes plus the final assessment: 13 sessions in all. */
export const curriculum: readonly CurriculumSession[] = [
  ...teachingTitles.map((title, i) => ({ number: i + 1, title, minutes: SESSION_MINUTES })),
  { number: 13, title: 'Final assessment and certification', minutes: SESSION_MINUTES, isAssessment: true },
]

export const curriculumSection = {
  heading: 'Course curriculum',
  summary: `${curriculum.length} sessions: 12 teaching sessions of ${SESSION_MINUTES} minutes each, plus a final assessment.`,
  sessionLabel: 'Session',
  sessionDetail: (s: CurriculumSession) =>
    s.isAssessment
      ? 'A short online test on what you learned. Pass it and your certificate is issued the same week.'
      : 'A live online session with a senior counsellor, with a recording and a one-page summary to keep.',
} as const

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
  intro: 'An honest breakdown of a typical first year with your 100 guaranteed students:',
  rows: [
    { label: 'Counselling sessions with 100 students', amount: '₹1.5 lakh' },
    { label: 'Commissions', amount: '₹1.75 lakh' },
    { label: 'Report sales', amount: '₹37,500' },
  ],
  total: { label: 'Total per year', amount: '₹3.75 lakh' },
  note: 'Earnings depend on the time you give and the families you counsel; these figures are not a salary.',
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

export const registerSection = {
  heading: 'Register now',
  intro: 'Fill in your details. We will send a one-time code to your email to confirm it is you.',
} as const

export const counsellorFaqSection = {
  heading: 'Questions teachers ask',
  more: 'See all counsellor questions',
  items: [
    {
      id: 'who',
      title: 'Who can join?',
      text: 'Teachers, tutors and educators with at least a graduate degree. Counselling experience is not needed; the course teaches you.',
    },
    {
      id: 'time',
      title: 'How much time does it take?',
      text: 'Thirteen sessions of 25 minutes over your chosen 3-day batch, plus practice at your own pace.',
    },
    {
      id: 'students',
      title: 'How do the 100 guaranteed students reach me?',
      text: 'After certification we assign students to your dashboard in batches, with their reports ready for you to counsel.',
    },
    {
      id: 'fee',
      title: 'Is the fee one-time?',
      text: 'Yes. You pay once for the kit; there is no monthly fee. The price shown includes GST.',
    },
  ],
} as const
