import { config } from './env'

/** Every route of the site, by name. Links, the route table, the sitemap and the tests all use these. */
export const paths = {
  home: '/',
  about: '/about',
  counsellor: `/${config.productSlug}_counsellor`,
  topCounsellor: '/top-counsellor',
  eecRegister: '/eec-register',
  successBlueprint: '/success-blueprint',
  careerInsight: '/career-insight',
  studentTestimonials: '/student-testimonials',
  plans: '/plans',
  courses: '/courses',
  franchiseBenefits: '/franchise-benfits',
  franchise: '/franchise',
  offerings: '/offerings',
  resourceCenter: '/resource-center',
  contact: '/contact',
  eecPlansList: '/eec-plans-list',
  studentPlansList: '/student-plans-list',
  studentRegister: '/student-register',
  privacyPolicy: '/privacy-policy',
  privacyCentre: '/privacy-centre',
  terms: '/termsAndConditions',
  refundPolicy: '/cancellationAndRefundPolicy',
  shippingPolicy: '/shippingAndDeliveryPolicy',
  faq: '/faq',
  checkout: '/checkout',
  counsellorFaq: '/counsellor-faq',
  orders: '/orders',
  scan: '/scan',
  report: '/orders/report',
  workspace: '/workspace',
  workspaceCourse: '/workspace/course',
} as const

export type PathName = keyof typeof paths
export type AppPath = (typeof paths)[PathName]

/** Static files linked from pages (generated at build time, see scripts/). */
export const downloads = {
  programBrief: '/brochures/success-blueprint-program-brief.pdf',
  counsellorBrochure: '/brochures/counsellor-programme-brochure.pdf',
  /** The sample Success Blueprint (scripts/generate-sample-report.ts). */
  sampleReport: '/samples/success-blueprint-sample.pdf',
  /** The same fictional child's report in Hindi. */
  sampleReportHi: '/samples/success-blueprint-sample-hi.pdf',
} as const
