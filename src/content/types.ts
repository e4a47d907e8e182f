/** Shapes shared by the marketing content modules and the components that render them. */

export interface Illustration {
  src: string
  /** Empty string when the picture is decorative. */
  alt: string
  width: number
  height: number
}

export interface Stat {
  /** The number the counter runs to (SPEC §9 counter targets). */
  end: number
  suffix: string
  label: string
}

export interface CounsellorProfile {
  image: Illustration
  name: string
  role: string
  students: number
  courses: number
  rating: number
}

export interface ParentTestimonial {
  photo: Illustration
  name: string
  relation: 'Father' | 'Mother'
  quote: string
}

export interface StudentQuote {
  photo: Illustration
  name: string
  detail: string
  quote: string
}

export interface TeamMember {
  name: string
  role: string
  image: Illustration
  description: string
}

export interface FeatureItem {
  title: string
  text: string
}
