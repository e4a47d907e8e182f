/** Shapes only: the Hindi modules use the English ones. */
export type {
  CounsellorProfile,
  FeatureItem,
  Illustration,
  ParentTestimonial,
  Stat,
  StudentQuote,
  TeamMember,
} from '../types'
