/** Copy for /courses, the static marketing page of SPEC §2. Every course shown here is sample data. */

export interface CourseCategory {
  id: string
  name: string
  count: number
}

export interface FeaturedCourse {
  id: string
  title: string
  category: string
  /** Price in US dollars, as the sample data gives it. */
  priceUsd: number
  learners: number
  rating: number
  lessons: number
  image: string
}

export interface LiveCourse {
  id: string
  title: string
  host: string
  when: string
  image: string
}

export const coursesHero = {
  eyebrow: 'Courses',
  title: 'Education, talents, and career opportunities. All in one place.',
  lead: 'Short, practical courses that help students discover what they enjoy and build the skills for it, from logic and design to music and business.',
  browse: 'Browse categories',
} as const

export const coursesVideo = {
  heading: 'See how learning works here',
  text: 'A two-minute tour of a course: short lessons, practice tasks and a certificate at the end.',
  play: 'Play video',
  iframeTitle: 'Course tour video',
  embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
  poster: '/images/courses/video-poster.svg',
  posterAlt: 'A student watching a lesson on a laptop',
  width: 640,
  height: 360,
} as const

export const categoriesSection = {
  heading: 'Explore by category',
  coursesLabel: 'courses',
} as const

export const courseCategories: readonly CourseCategory[] = [
  { id: 'math', name: 'Math & Logic', count: 89 },
  { id: 'health', name: 'Health & Fitness', count: 95 },
  { id: 'photography', name: 'Photography', count: 38 },
  { id: 'development', name: 'Development', count: 105 },
  { id: 'design', name: 'Design', count: 72 },
  { id: 'business', name: 'Business', count: 68 },
  { id: 'music', name: 'Music', count: 51 },
  { id: 'painting', name: 'Painting', count: 69 },
]

export const featuredSection = {
  heading: 'Featured Courses',
  learnersLabel: 'learners',
  lessonsLabel: 'lessons',
  ratingLabel: 'Rated',
  outOf: 'out of 5',
} as const

export const featuredCourses: readonly FeaturedCourse[] = [
  {
    id: 'web-dev',
    title: 'Web Development for Beginners',
    category: 'Development',
    priceUsd: 140,
    learners: 1240,
    rating: 4.7,
    lessons: 32,
    image: '/images/courses/featured-web.svg',
  },
  {
    id: 'ui-design',
    title: 'Creative UI Design Masterclass',
    category: 'Design',
    priceUsd: 160,
    learners: 980,
    rating: 4.8,
    lessons: 28,
    image: '/images/courses/featured-design.svg',
  },
]

export const promoSectionLabel = 'Why learn with us'

export const promoTiles = [
  {
    id: 'certificate',
    title: 'Earn a Certificate',
    text: 'Finish a course and get a certificate you can add to your school portfolio or CV.',
    icon: '/images/courses/promo-certificate.svg',
  },
  {
    id: 'best-rated',
    title: 'Best Rated Courses',
    text: 'Start with the courses learners rate highest, picked by our team every month.',
    icon: '/images/courses/promo-rated.svg',
  },
] as const

export const liveSection = {
  heading: "Today's Top Free Live Courses",
  join: 'Join now',
  pause: 'Pause carousel',
  play: 'Play carousel',
  regionLabel: 'Free live courses',
} as const

export const liveCourses: readonly LiveCourse[] = [
  {
    id: 'speed-maths',
    title: 'Speed Maths Tricks for Class 8-10',
    host: 'Anita Deshpande',
    when: 'Today, 5:00 PM IST',
    image: '/images/courses/live-maths.svg',
  },
  {
    id: 'phone-photography',
    title: 'Mobile Photography Basics',
    host: 'Rahul Menon',
    when: 'Today, 6:30 PM IST',
    image: '/images/courses/live-photo.svg',
  },
  {
    id: 'first-app',
    title: 'Build Your First App in an Hour',
    host: 'Farah Qureshi',
    when: 'Today, 8:00 PM IST',
    image: '/images/courses/live-code.svg',
  },
]

export const coursesSampleNote =
  'The courses, prices, ratings and learner counts shown on this page are samples.'

/** The page's title and description. */
export const coursesSeo = {
  title: 'Courses',
  description:
    'Explore sample courses in maths, fitness, photography, development, design, business, music and painting, with free live classes every day.',
} as const
