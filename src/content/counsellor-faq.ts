/**
 * The 12 counsellor questions. `content` is a small trusted HTML string written here by us (never user
 * input); the FAQ page is the one place that renders it as HTML.
 */
import { counsellorProgramme, formatRupees, promoCodes } from './catalogue'
import { earnings, first100Offer } from './counsellor-enrolment'
import { curriculum, SESSION_MINUTES } from './counsellor-facts'

const couponCode = Object.keys(promoCodes)[0] ?? ''

export interface HtmlFaqItem {
  id: string
  number: number
  title: string
  content: string
}

export const counsellorFaqPage = {
  title: 'Counsellor FAQ',
  lead: 'Straight answers for teachers and educators thinking about the Educational Excellence Counsellor programme.',
  supportHeading: 'Still have a question?',
  supportText: 'Our counsellor support team answers on working days, 10 AM to 6 PM IST.',
  callLabel: 'Call',
  emailLabel: 'Email',
} as const

export const counsellorFaqs: readonly HtmlFaqItem[] = [
  {
    id: 'what-is-eec',
    number: 1,
    title: 'What is an Educational Excellence Counsellor?',
    content:
      '<p>An Educational Excellence Counsellor (EEC) is a certified counsellor who explains a student&rsquo;s ' +
      '<strong>Success Blueprint</strong> report to the student and the parents, and helps the family plan the next ' +
      'steps in study and career.</p>',
  },
  {
    id: 'eligibility',
    number: 2,
    title: 'Who is eligible to join?',
    content:
      '<p>Teachers, tutors, school counsellors and other educators. A graduate degree and a genuine interest in ' +
      'guiding children are enough; no prior counselling qualification is needed.</p>',
  },
  {
    id: 'fee',
    number: 3,
    title: 'How much does the programme cost?',
    content:
      `<p>A one-time fee of <strong>${formatRupees(counsellorProgramme.price)}</strong> (GST included) for the ` +
      'complete certification kit. There are no monthly charges. Counsellors can use the coupon code ' +
      `<strong>${couponCode}</strong> at checkout.</p>`,
  },
  {
    id: 'duration',
    number: 4,
    title: 'How long is the course?',
    content:
      `<p>${curriculum.length} sessions: ${curriculum.length - 1} teaching sessions of ${SESSION_MINUTES} minutes each ` +
      'and a final assessment. The live sessions run in a 3-day training batch of your choice, and recordings ' +
      'stay available afterwards.</p>',
  },
  {
    id: 'kit',
    number: 5,
    title: 'What is included in the kit?',
    content: `<ul>${counsellorProgramme.kit.map((item) => `<li>${item}</li>`).join('')}</ul>`,
  },
  {
    id: 'students',
    number: 6,
    title: 'How do I get my 100 guaranteed students?',
    content:
      '<p>Once you are certified, students who have taken the Success Blueprint scan are assigned to your ' +
      'dashboard in batches. You contact each family and hold the counselling session online or in person.</p>',
  },
  {
    id: 'earnings',
    number: 7,
    title: 'How much can I earn?',
    content:
      `<p>Counsellors are advertised to earn <strong>${earnings.headline}</strong>, ${earnings.yearly}: ` +
      `${earnings.rows.map((r) => `${r.amount} from ${r.label.toLowerCase()}`).join(', ')}. ` +
      'Your own earnings depend on the time you give.</p>',
  },
  {
    id: 'part-time',
    number: 8,
    title: 'Can I do this alongside my teaching job?',
    content:
      '<p>Yes. Most of our counsellors are full-time teachers. Sessions are short and you choose when to meet ' +
      'families, including evenings and weekends.</p>',
  },
  {
    id: 'online',
    number: 9,
    title: 'Is the training online?',
    content:
      '<p>Yes, all training is online and works on a phone or laptop. You only need a stable internet ' +
      'connection and a quiet place for the live sessions.</p>',
  },
  {
    id: 'certificate',
    number: 10,
    title: 'When do I receive my certificate?',
    content:
      '<p>After you pass the final assessment. The digital certificate is emailed within the same week, and the ' +
      'printed copy arrives with your kit by courier within 7-10 days.</p>',
  },
  {
    id: 'first-100',
    number: 11,
    title: 'What is the first-100 offer?',
    content: `<p>${first100Offer.text}</p>`,
  },
  {
    id: 'refund',
    number: 12,
    title: 'Can I cancel after I pay?',
    content:
      '<p>You can cancel only before your training access is activated. Once access is granted the programme ' +
      'is non-refundable, except for duplicate payments or technical issues. Our Cancellation and Refund ' +
      'Policy has the details.</p>',
  },
]

/** Plain text of a trusted HTML snippet, for JSON-LD and other text-only uses. */
export function htmlToText(html: string): string {
  return (
    html
      // A list reads as one sentence, "a; b; c.", so its items do not run together.
      .replace(/<\/li>\s*<li[^>]*>/g, '; ')
      .replace(/<\/li>\s*<\/(ul|ol)>/g, '. ')
      .replace(/<\/(p|li)>/g, ' ')
      .replace(/<[^>]+>/g, '')
      .replace(/&rsquo;/g, '\u2019')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim()
  )
}

/** The page's title and description. */
export const counsellorFaqSeo = {
  title: 'Counsellor FAQ',
  description:
    'Answers to the 12 questions teachers ask most about the Educational Excellence Counsellor programme: fee, sessions, students, earnings and certification.',
} as const
