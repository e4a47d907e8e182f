import { config } from '../config/env'
import { paths, type AppPath } from '../config/paths'

export const brand = {
  name: 'DEM',
  tagline: 'Success Blueprint',
  /** Used in page titles: "{page} | {siteName}". */
  siteName: 'DEM Success Blueprint',
  city: 'Mumbai',
  office: {
    lines: [
      'DEM Success Blueprint',
      '4th Floor, Andheri Link Road',
      'Andheri West, Mumbai 400053',
      'Maharashtra, India',
    ],
  },
  supportPhone: config.supportPhone,
  supportEmail: config.supportEmail,
} as const

export interface NavLinkItem {
  label: string
  to: AppPath
}

export const mainNav: readonly NavLinkItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'About', to: paths.about },
  { label: 'Success Blueprint', to: paths.successBlueprint },
  { label: 'Become a counsellor', to: paths.counsellor },
  { label: 'Franchise', to: paths.franchiseBenefits },
  { label: 'Contact', to: paths.contact },
]

export const footerColumns: readonly { heading: string; links: readonly NavLinkItem[] }[] = [
  {
    heading: 'Company',
    links: [
      { label: 'Home', to: paths.home },
      { label: 'About', to: paths.about },
      { label: 'Counsellor', to: paths.counsellor },
      { label: 'Franchise', to: paths.franchise },
      { label: 'Resource Center', to: paths.resourceCenter },
      { label: 'My orders', to: paths.orders },
    ],
  },
  {
    heading: 'Programmes',
    links: [
      { label: 'Become a Counsellor', to: paths.topCounsellor },
      { label: 'Courses', to: paths.courses },
      { label: 'FAQ', to: paths.faq },
      // Where a certified counsellor signs in to their workspace (issue 50, point 9).
      { label: 'Counsellor sign-in', to: paths.workspace },
    ],
  },
  {
    heading: 'Policies',
    links: [
      { label: 'Cancellation and Refund Policy', to: paths.refundPolicy },
      { label: 'Shipping and Delivery Policy', to: paths.shippingPolicy },
      { label: 'Terms and Conditions', to: paths.terms },
      { label: 'Privacy Policy', to: paths.privacyPolicy },
      { label: 'Privacy centre', to: paths.privacyCentre },
      // The E-Commerce Rules' grievance officer: named, with how to reach them, on the contact page.
      { label: 'Grievance Officer', to: paths.contact },
    ],
  },
]

export const socialLinks = [
  { label: 'Facebook', href: 'https://www.facebook.com/', icon: 'facebook' },
  { label: 'Instagram', href: 'https://www.instagram.com/', icon: 'instagram' },
  { label: 'YouTube', href: 'https://www.youtube.com/', icon: 'youtube' },
] as const

export const ctaBanner = {
  text: 'Discover what your child is truly wired for.',
  button: 'Get My Report!',
  to: paths.studentRegister,
} as const

/**
 * The link-preview card (Open Graph, Twitter) every page names: a picture with words in it, so each language has
 * its own, drawn by scripts/generate-images.ts with `socialCardWords` (which no page imports). A plain string, so
 * the bundler writes it into the page as it did before it was content (no object on every English page).
 */
export const socialImage = '/images/social-card.png'

/** The words drawn in the link-preview card (the brand's name is drawn above them). */
export const socialCardWords = {
  headline: ['Unlock your child’s', 'full destiny'],
  subline: 'Personality, aptitude and career scan · 231 factors · 33 domains',
  action: 'Book a DEM Scan',
} as const
