import { downloads, paths } from '../config/paths'
import type { FeatureItem, Illustration } from './types'

export const blueprintSeo = {
  /** The JSON-LD product image: a PNG that scripts/generate-images.ts rasterises from the hero illustration. */
  productImage: '/images/blueprint/hero.png',
  title: 'Personality & Aptitude Career Report',
  description:
    'A 27-question scan of 231 factors in 33 domains: your child’s strengths, learning style, career clusters and a 6-24 month roadmap. Achiever’s Report ₹4,999.',
} as const

export const blueprintHero = {
  eyebrow: 'The DEM Scan Report',
  heading: 'The Success Blueprint: a map of who your child really is',
  lead: 'One short survey, one detailed report, one conversation with a certified counsellor. Everything a parent needs to guide a child towards the right studies and career.',
  cta: { label: 'See pricing', href: '#pricing' },
  image: {
    src: '/images/blueprint/hero.svg',
    alt: 'A parent and child reading the Success Blueprint report together',
    width: 520,
    height: 400,
  } satisfies Illustration,
} as const

export const blueprintPhilosophy = {
  heading: 'Our philosophy',
  paragraphs: [
    'Every child is born with a unique blend of talents. When we guide children by their nature instead of by comparison, they learn faster, stress less and achieve more.',
    'The Success Blueprint brings together three ways of understanding a person: the Vedic principles that have guided Indian families for centuries, AI and neuroscience analytics, and behavioural psychology.',
  ],
} as const

export const blueprintMethodology = {
  heading: 'The methodology behind the scan',
  figures: [
    { value: '231', label: 'factors analysed' },
    { value: '33', label: 'domains covered' },
    { value: '27', label: 'survey questions' },
    { value: '6-24', label: 'month roadmap' },
  ],
  sciences: [
    {
      title: 'Vedic principles',
      text: 'Time-tested wisdom about temperament and natural inclination, applied with care and respect.',
    },
    {
      title: 'AI and neuroscience analytics',
      text: 'Patterns in your child’s answers mapped to how the brain learns, focuses and stays motivated.',
    },
    {
      title: 'Behavioural psychology',
      text: 'Established models of personality, interests and habits, asked about through everyday situations a child knows.',
    },
  ] satisfies readonly FeatureItem[],
} as const

export const blueprintProvides = {
  heading: 'What the report gives you',
  items: [
    {
      title: 'Strengths',
      text: 'Where your child’s own answers point most strongly, with the choices behind them quoted.',
    },
    { title: 'Challenges', text: 'Areas that need patience and support, explained without labels.' },
    { title: 'Learning style', text: 'How your child absorbs and remembers best, with study tips to match.' },
    {
      title: 'Suited career clusters',
      text: 'The career families closest to your child’s answers, each with careers, streams and entrance exams; families one answer apart are shown as equally close.',
    },
    {
      title: 'Advice for the class',
      text: 'Things to explore in Classes 6-8, the stream choice in Classes 9-10, courses and entrance exams in Classes 11-12.',
    },
    { title: 'Skills roadmap', text: 'A 6-24 month plan of skills, habits and milestones.' },
  ] satisfies readonly FeatureItem[],
  limits:
    'The scan reads preferences from your child’s own answers, not ability: the report speaks of tendencies, not marks, diagnoses or fate.',
  followUp: 'Every report is followed up by a certified counsellor, who walks you and your child through it.',
} as const

export const blueprintStages = {
  heading: 'The 4-stage methodology',
  stages: [
    { title: 'Scan', text: 'Your child answers 27 friendly questions online, in about twenty minutes.' },
    {
      title: 'Analyse',
      text: 'Our engine studies 231 factors across 33 domains to build a complete profile.',
    },
    { title: 'Counsel', text: 'A certified counsellor explains the report to you and your child.' },
    { title: 'Grow', text: 'You follow a 6-24 month roadmap, with milestones to track progress.' },
  ] satisfies readonly FeatureItem[],
} as const

export const blueprintCta = {
  heading: 'Ready to understand your child better?',
  text: 'Register in a minute, choose your report and let the scan do the rest.',
  cta: { label: 'Book a DEM Scan', to: paths.studentRegister },
  sample: {
    label: 'See a sample report',
    href: downloads.sampleReport,
    note: 'PDF, 20 pages, a fictional child',
  },
} as const

export const blueprintPricing = {
  heading: 'Choose your report',
  lead: "Each report is followed up by a certified counsellor; the Master's Report adds ongoing counsellor support. Prices include GST.",
} as const
