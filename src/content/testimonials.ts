import { paths } from '../config/paths'
import type { Illustration, ParentTestimonial, StudentQuote } from './types'

export const testimonialsSeo = {
  title: 'Parent and Student Testimonials',
  description:
    'Read what Indian parents and students say about the DEM Success Blueprint scan and their sessions with a certified career counsellor.',
} as const

export const testimonialsPage = {
  heading: 'Stories from families we have guided',
  lead: 'Parents and students from across India share how the Success Blueprint changed the conversations at their dinner table.',
  parentsHeading: 'What parents say',
  stripLabel: 'Parent testimonials',
  studentsHeading: 'In their own words: our students',
  sliderLabel: 'Student quotes',
} as const

const portraitLook = (src: string): { photo: Illustration } => ({
  photo: { src, alt: '', width: 96, height: 96 },
})
/**
 * The portraits, in order: all the Hindi twin takes from here (its names, words and descriptions are its own), so
 * the Hindi site does not ship the English quotes beside its own (issue 49).
 */
export const parentTestimonialLooks = /* @__PURE__ */ [1, 2, 3, 4, 5].map((n) =>
  portraitLook(`/images/testimonials/parent-${n}.svg`),
)
export const studentQuoteLooks = /* @__PURE__ */ [1, 2, 3, 4].map((n) =>
  portraitLook(`/images/testimonials/student-${n}.svg`),
)

export const parentTestimonials: readonly ParentTestimonial[] = [
  {
    photo: {
      src: '/images/testimonials/parent-1.svg',
      alt: 'Portrait of Rajesh Kulkarni',
      width: 96,
      height: 96,
    },
    name: 'Rajesh Kulkarni',
    relation: 'Father',
    quote:
      'My son was drifting in Class 11. The report showed his strength in hands-on problem solving, and the counsellor helped us choose a path he is excited about.',
  },
  {
    photo: {
      src: '/images/testimonials/parent-2.svg',
      alt: 'Portrait of Sunita Deshmukh',
      width: 96,
      height: 96,
    },
    name: 'Sunita Deshmukh',
    relation: 'Mother',
    quote:
      'We stopped comparing our daughter with her cousins. The Success Blueprint helped us see her own talents and support them.',
  },
  {
    photo: {
      src: '/images/testimonials/parent-3.svg',
      alt: 'Portrait of Imran Qureshi',
      width: 96,
      height: 96,
    },
    name: 'Imran Qureshi',
    relation: 'Father',
    quote:
      'Clear, honest and practical. The learning-style section alone changed the way my twins study for exams.',
  },
  {
    photo: {
      src: '/images/testimonials/parent-4.svg',
      alt: 'Portrait of Lakshmi Raman',
      width: 96,
      height: 96,
    },
    name: 'Lakshmi Raman',
    relation: 'Mother',
    quote:
      'The counsellor spoke to my daughter with such patience. She came out of the session confident and smiling.',
  },
  {
    photo: {
      src: '/images/testimonials/parent-5.svg',
      alt: 'Portrait of Harpreet Kaur',
      width: 96,
      height: 96,
    },
    name: 'Harpreet Kaur',
    relation: 'Mother',
    quote:
      'We finally have a plan for the next two years instead of arguments. Worth every rupee for our family.',
  },
]

export const studentQuotes: readonly StudentQuote[] = [
  {
    photo: { src: '/images/testimonials/student-1.svg', alt: 'Portrait of Aarav', width: 96, height: 96 },
    name: 'Aarav M.',
    detail: 'Class 10, Pune',
    quote:
      'I always thought I had to be an engineer. My report showed how much I enjoy explaining things and leading groups. Now I am preparing for commerce with a clear plan.',
  },
  {
    photo: { src: '/images/testimonials/student-2.svg', alt: 'Portrait of Diya', width: 96, height: 96 },
    name: 'Diya K.',
    detail: 'Class 9, Bengaluru',
    quote:
      'The counsellor explained my learning style, and I changed how I study. My notes are full of diagrams now, and my science marks went up.',
  },
  {
    photo: { src: '/images/testimonials/student-3.svg', alt: 'Portrait of Kabir', width: 96, height: 96 },
    name: 'Kabir S.',
    detail: 'Class 12, Delhi',
    quote:
      'For the first time, someone told me design was a real career and showed me the steps to get there.',
  },
  {
    photo: { src: '/images/testimonials/student-4.svg', alt: 'Portrait of Sneha', width: 96, height: 96 },
    name: 'Sneha P.',
    detail: 'Class 11, Ahmedabad',
    quote:
      'I was scared of choosing the wrong stream. The roadmap broke everything into small steps, and now I feel in control.',
  },
]

export const bookScanBanner = {
  heading: 'Give your child the same clarity',
  text: 'A short, friendly 27-question scan. A report your whole family can understand.',
  cta: { label: 'Book a DEM Scan', to: paths.studentRegister },
  image: { src: '/images/testimonials/family.svg', alt: '', width: 360, height: 280 } satisfies Illustration,
} as const
