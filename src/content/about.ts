import { paths } from '../config/paths'
import type { FeatureItem, Illustration, TeamMember } from './types'

export const aboutSeo = {
  title: 'About Us',
  description:
    'DEM is a Mumbai education-technology firm that helps students discover their strengths through scientific assessment, counselling and guidance.',
} as const

export const aboutHero = {
  heading: 'Transforming Futures with the Power of Science, Psychology & Ancient Wisdom',
  intro:
    'DEM is an education-technology firm that helps students understand themselves and choose their path with confidence. Through a scientific assessment and personal guidance from certified counsellors, we give families a clear picture of a child’s strengths, learning style and best-fit careers.',
  image: { src: '/images/about/hero.svg', alt: '', width: 480, height: 360 } satisfies Illustration,
} as const

export const aboutVision = {
  /** Names the section that holds the vision and the mission. */
  sectionLabel: 'Vision and mission',
  heading: 'Our Vision',
  text: 'An India where every child grows up knowing what they are good at and what they love, and where careers are chosen by understanding, not by pressure or chance.',
} as const

export const aboutMission = {
  heading: 'Our Mission',
  pillars: [
    {
      title: 'Dive Deep',
      text: 'Look beyond marks to understand each child’s personality, aptitude and natural talents.',
    },
    {
      title: 'Navigate with Purpose',
      text: 'Turn that understanding into a clear, step-by-step roadmap that parents and children can follow together.',
    },
    {
      title: 'Create Ripples of Change',
      text: 'Train teachers as counsellors so that good guidance reaches every town and school in the country.',
    },
  ] satisfies readonly FeatureItem[],
} as const

export const aboutWhy = {
  heading: 'Why We Exist',
  paragraphs: [
    'Every year, lakhs of Indian students choose a stream or a college because a neighbour’s child did, or because it sounded safe. Many discover years later that it never suited them.',
    'We started DEM because we believe this is avoidable. When a child and their parents understand how the child thinks and what motivates them, the right choices become much easier, and the home becomes calmer too.',
  ],
} as const

export const aboutApproach = {
  heading: 'The DEM Approach: Discover, Empower, Manifest',
  lead: 'Our own three-step method joins modern science with time-tested wisdom.',
  steps: [
    {
      title: 'Discover',
      text: 'A 27-question scan studies 231 factors across 33 domains, combining Vedic principles, AI and neuroscience analytics and behavioural psychology.',
    },
    {
      title: 'Empower',
      text: 'A certified counsellor explains the findings in simple words, so the child feels understood and the parents know how to help.',
    },
    {
      title: 'Manifest',
      text: 'A 6-24 month roadmap of skills, habits and milestones turns insight into steady progress.',
    },
  ] satisfies readonly FeatureItem[],
} as const

export const aboutFlagship = {
  heading: 'Our flagship product: the Success Blueprint',
  text: 'The Success Blueprint is a personalised report of your child’s strengths, challenges, learning style, suited career clusters and a skills roadmap, followed up by a certified counsellor.',
  cta: { label: 'Explore the Success Blueprint', to: paths.successBlueprint },
  image: {
    src: '/images/about/blueprint-report.svg',
    alt: 'An illustrated Success Blueprint report with charts and a roadmap',
    width: 360,
    height: 300,
  } satisfies Illustration,
} as const

export const aboutImpact = {
  heading: 'Our Impact',
  items: [
    { value: '10,000+', label: 'families guided' },
    { value: '92%', label: 'of parents reporting better focus and motivation' },
  ],
} as const

export const aboutTeam = {
  heading: 'Meet the people behind DEM',
  hint: 'Select a team member to read their story.',
  members: [
    {
      name: 'Dr. Vikram Mehta',
      role: 'Founder and Visionary',
      image: {
        src: '/images/about/team-founder.svg',
        alt: 'Portrait of Dr. Vikram Mehta',
        width: 300,
        height: 290,
      },
      description:
        'A former school principal with over fifteen years in education, Vikram saw too many bright students lose their way in the wrong stream. He founded DEM to bring together psychology, data and India’s own wisdom traditions so that every family can understand their child before choosing a path.',
    },
    {
      name: 'Neha Kapoor',
      role: 'Head of Strategy and Execution',
      image: {
        src: '/images/about/team-strategy.svg',
        alt: 'Portrait of Neha Kapoor',
        width: 300,
        height: 290,
      },
      description:
        'Neha turns big ideas into programmes that work on the ground. She built the DEM counsellor network from a handful of teachers in Mumbai to certified counsellors across the country, and makes sure every family gets a timely, caring follow-up.',
    },
    {
      name: 'Arjun Rao',
      role: 'Chief Technology Architect',
      image: { src: '/images/about/team-cto.svg', alt: 'Portrait of Arjun Rao', width: 300, height: 290 },
      description:
        'Arjun leads the technology that powers the scan, from the survey experience to the analytics that map 231 factors into a clear report. He cares deeply about privacy, accuracy and making the platform fast on every phone.',
    },
  ] satisfies readonly TeamMember[],
} as const
