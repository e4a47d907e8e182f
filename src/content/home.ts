import { downloads, paths } from '../config/paths'
import { parentTestimonials, studentQuotes } from './testimonials'
import type { CounsellorProfile, FeatureItem, Illustration, Stat } from './types'

export const homeSeo = {
  title: "Unlock Your Child's Full Destiny",
  description:
    'Map your child’s strengths, learning style and best-fit careers from a 27-question scan, with a certified counsellor to guide the next step.',
} as const

/**
 * The home page's links, figures and picture sizes that are the same in Hindi: what the Hindi twin takes from here
 * instead of reading them out of the English sections, which would ship those sections' English words beside its
 * own (issue 49).
 */
export const homeLooks = {
  brief: { href: downloads.programBrief, fileName: 'DEM-Success-Blueprint-Program-Brief.pdf' },
  heroSlide: { width: 560, height: 480 },
  becomeCounsellorImage: { src: '/images/home/become-counsellor.svg', alt: '', width: 360, height: 280 },
  rating: '4.5/5.0',
  /** How many student and parent quotes the home page shows. */
  studentQuotes: 3,
  parentQuotes: 2,
} as const

export const homeHero = {
  eyebrow: 'Personality, aptitude and career scan for Indian students',
  heading: "Unlock Your Child's Full Destiny",
  lead: 'Every child is wired differently. The DEM Success Blueprint reveals how your child thinks, learns and shines, so you can guide them towards a future that truly fits, not the one everyone else is chasing.',
  primary: { label: 'Discover Potential', to: paths.successBlueprint },
  brief: { label: 'Download Program Brief', ...homeLooks.brief },
  carouselLabel: 'Students who found their path',
} as const

export const heroSlides: readonly Illustration[] = [
  {
    src: '/images/home/hero-1.svg',
    alt: 'A smiling schoolgirl holding her science notebook',
    width: 560,
    height: 480,
  },
  {
    src: '/images/home/hero-2.svg',
    alt: 'A teenage boy with headphones sketching a design on his tablet',
    width: 560,
    height: 480,
  },
  {
    src: '/images/home/hero-3.svg',
    alt: 'A girl in a school blazer proudly holding a trophy',
    width: 560,
    height: 480,
  },
  {
    src: '/images/home/hero-4.svg',
    alt: 'A boy with glasses reading a book beside a globe',
    width: 560,
    height: 480,
  },
]

export const homeStats = {
  heading: 'Trusted by families across India',
  items: [
    { end: 10, suffix: ' K+', label: 'Students guided' },
    { end: 85, suffix: ' %', label: 'Improved career clarity' },
    { end: 500, suffix: ' +', label: 'Schools engaged' },
    { end: 15, suffix: ' +', label: 'Years of expertise' },
  ] satisfies readonly Stat[],
} as const

export const homeIntro = {
  heading: 'Know your child before you choose their path',
  text: 'Marks tell you how a child performed in an exam. They do not tell you what lights them up, how they learn best or where they will thrive. Our scan blends Vedic principles, AI and neuroscience analytics and behavioural psychology to give parents that missing picture.',
  points: [
    {
      title: '231 factors, 33 domains',
      text: 'A detailed view of personality, aptitude and potential from one short survey.',
    },
    {
      title: 'A certified counsellor',
      text: 'Every report is explained to you and your child by a trained counsellor.',
    },
    { title: 'A 6-24 month roadmap', text: 'Clear, practical next steps instead of guesswork and pressure.' },
  ] satisfies readonly FeatureItem[],
  aboutLink: { label: 'Meet the team behind DEM', to: paths.about },
} as const

export const homeScan = {
  heading: 'Book a DEM Scan for your child',
  text: 'Twenty minutes of simple questions. A lifetime of clarity. Register today and receive your child’s personalised Success Blueprint.',
  cta: { label: 'Book a DEM Scan', to: paths.studentRegister },
} as const

export const homeCounsellors = {
  heading: 'Our best counsellors',
  badge: '100+ verified counsellors',
  text: 'Experienced teachers and educators, certified by DEM to read the Success Blueprint with your family.',
  carouselLabel: 'Best counsellors',
  profiles: [
    {
      image: { src: '/images/home/counsellor-1.svg', alt: 'Portrait of Priya Nair', width: 240, height: 240 },
      name: 'Priya Nair',
      role: 'Computer Teacher',
      students: 420,
      courses: 12,
      rating: 4.9,
    },
    {
      image: {
        src: '/images/home/counsellor-2.svg',
        alt: 'Portrait of Rohit Verma',
        width: 240,
        height: 240,
      },
      name: 'Rohit Verma',
      role: 'Mathematics Teacher',
      students: 365,
      courses: 9,
      rating: 4.8,
    },
    {
      image: {
        src: '/images/home/counsellor-3.svg',
        alt: 'Portrait of Ananya Iyer',
        width: 240,
        height: 240,
      },
      name: 'Ananya Iyer',
      role: 'School Counsellor',
      students: 510,
      courses: 14,
      rating: 4.9,
    },
    {
      image: {
        src: '/images/home/counsellor-4.svg',
        alt: 'Portrait of Farhan Shaikh',
        width: 240,
        height: 240,
      },
      name: 'Farhan Shaikh',
      role: 'Physics Tutor',
      students: 298,
      courses: 8,
      rating: 4.7,
    },
    {
      image: {
        src: '/images/home/counsellor-5.svg',
        alt: 'Portrait of Meera Joshi',
        width: 240,
        height: 240,
      },
      name: 'Meera Joshi',
      role: 'English Teacher',
      students: 344,
      courses: 10,
      rating: 4.8,
    },
    {
      image: {
        src: '/images/home/counsellor-6.svg',
        alt: 'Portrait of Gurpreet Singh',
        width: 240,
        height: 240,
      },
      name: 'Gurpreet Singh',
      role: 'Career Coach',
      students: 455,
      courses: 11,
      rating: 4.9,
    },
  ] satisfies readonly CounsellorProfile[],
} as const

export const homeBecomeCounsellor = {
  heading: 'Are you a teacher? Become a certified career counsellor',
  text: 'Turn your classroom experience into a respected second career. Get certified, branded and matched with 100 guaranteed student clients.',
  cta: { label: 'Start Today', to: paths.counsellor },
  image: homeLooks.becomeCounsellorImage,
} as const

export const homeFeedback = {
  heading: 'What students say',
  text: 'Real words from students who took the scan and sat down with their counsellor.',
  cta: { label: 'View Reviews', to: paths.studentTestimonials },
  // The same students, in the same words, as on the testimonials page.
  quotes: studentQuotes.slice(0, homeLooks.studentQuotes),
} as const

export const homeTestimonials = {
  heading: 'Parents trust the Success Blueprint',
  rating: homeLooks.rating,
  ratingCount: 'from 3265 ratings',
  ratingLabel: 'Average rating',
  link: { label: 'Read all parent stories', to: paths.studentTestimonials },
  quotes: parentTestimonials.slice(0, homeLooks.parentQuotes),
} as const
