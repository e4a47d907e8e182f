/** Copy for the general FAQ (/faq). Answers are plain text; the page also publishes them as FAQPage JSON-LD. */
import { downloads } from '../config/paths'

export interface FaqItem {
  id: string
  question: string
  answer: string
  /** A link under the answer. */
  link?: { label: string; href: string }
}

export const faqPage = {
  title: 'Frequently asked questions',
  lead: 'Everything parents and students usually ask about the Success Blueprint report, from the survey to delivery.',
  moreHeading: 'Did not find your answer?',
  moreText: 'Write to us and we will reply within one working day.',
  contactCta: 'Contact us',
} as const

/** The questions' ids, in order: all the Hindi twin takes from here, not the English words (issue 49). */
export const generalFaqLooks: readonly Pick<FaqItem, 'id'>[] = /* @__PURE__ */ [
  'what-is-report',
  'sample-report',
  'survey',
  'age',
  'privacy',
  'payment',
  'refunds',
  'delivery',
  'counsellor',
  'plans',
].map((id) => ({ id }))

export const generalFaqs: readonly FaqItem[] = [
  {
    id: 'what-is-report',
    question: 'What is the Success Blueprint report?',
    answer:
      "It is a personality, aptitude and career-potential scan of your child. It combines Vedic principles, AI and neuroscience analytics and behavioural psychology, and looks at 231 factors across 33 domains. The report shows your child's strengths, challenges, learning style, the career clusters that suit them and a 6-24 month skills roadmap. “Aptitude” here means the ways of thinking your child prefers, read from their own answers: the scan is not a test of ability or marks, and the report speaks of tendencies, never of a diagnosis or a fixed future.",
  },
  {
    id: 'sample-report',
    question: 'Can I see a sample report first?',
    answer:
      "Yes. The sample Success Blueprint is the full 20-page report of a fictional Class 9 student, made by the same engine from his answers. It shows what your child's report will look like: the profile, the strengths, where support helps, the career families and the roadmap.",
    link: { label: 'See a sample report (PDF)', href: downloads.sampleReport },
  },
  {
    id: 'survey',
    question: 'What does the 27-question survey involve?',
    answer:
      'Your child answers 27 simple questions about how they think, learn and enjoy spending time. There are no right or wrong answers and no preparation is needed. Most children finish in about twenty minutes, on a phone or a computer.',
  },
  {
    id: 'age',
    question: 'Which age group is it for?',
    answer:
      'The scan is for students in Classes 6 to 12, and the report gives each class its own advice: subjects and activities to explore in Classes 6-8, the choice of stream for Class 11 in Classes 9-10, and courses and entrance exams with their usual months in Classes 11-12.',
  },
  {
    id: 'privacy',
    question: "Is my child's data kept private?",
    answer:
      "Yes. Your child's answers and report are used only to prepare the report and for the counselling that follows. We never sell personal data or share it with schools or advertisers. Only you and your assigned counsellor see the report. Our Privacy Policy explains what we keep and for how long.",
  },
  {
    id: 'payment',
    question: 'How do I pay?',
    answer:
      'Payment is made online at checkout through Razorpay, using UPI, debit or credit card, net banking or a wallet. Card details are handled by Razorpay and never reach our servers. You receive a GST invoice by email after payment.',
  },
  {
    id: 'refunds',
    question: 'Can I get a refund?',
    answer:
      'You can cancel before your order is processed or the report is activated. Digital reports are generally non-refundable once access is granted, except for duplicate payments or technical issues. If an approved refund is due, it goes back to your original payment method.',
  },
  {
    id: 'delivery',
    question: 'When will I receive the report?',
    answer:
      'Orders are shipped within 7-10 days. The digital report arrives by email, and any printed items in your plan are sent by courier to your address.',
  },
  {
    id: 'counsellor',
    question: 'Will someone explain the report to us?',
    answer:
      'Yes. A certified counsellor follows up after the report is delivered, walks you and your child through it and answers your questions about the next steps.',
  },
  {
    id: 'plans',
    question: "What is the difference between the Achiever's Report and the Master's Report?",
    answer:
      "The Achiever's Report is a 20-page concise blueprint with two free extras. The Master's Report is a 50-page comprehensive blueprint with every manual, counsellor support and an executive folder; it is coming soon.",
  },
]

/** The page's title and description. */
export const faqSeo = {
  title: 'FAQ',
  description:
    "Parents' questions about the Success Blueprint report: the 27-question survey, privacy, payment, refunds, delivery in 7-10 days and counsellor follow-up.",
} as const
