import { paths } from '../config/paths'
import { lazyPage, type LazyPage } from './lazy-page'

export interface AppRoute {
  path: string
  page: LazyPage
  /** Needs an email in the navigation state; otherwise redirects to / (history replaced). */
  guarded?: boolean
  /** Header, banner, footer and scroll-to-top hidden. */
  chromeless?: boolean
}

/** The one route table. Public (unguarded) routes are prerendered to HTML at build time. */
export const routes: readonly AppRoute[] = [
  { path: paths.home, page: lazyPage(() => import('../pages/home-page')) },
  { path: paths.about, page: lazyPage(() => import('../pages/about-page')) },
  { path: paths.counsellor, page: lazyPage(() => import('../pages/counsellor-page')) },
  { path: paths.topCounsellor, page: lazyPage(() => import('../pages/top-counsellor-page')) },
  { path: paths.eecRegister, page: lazyPage(() => import('../pages/eec-register-page')) },
  { path: paths.successBlueprint, page: lazyPage(() => import('../pages/success-blueprint-page')) },
  { path: paths.careerInsight, page: lazyPage(() => import('../pages/career-insight-page')) },
  { path: paths.studentTestimonials, page: lazyPage(() => import('../pages/student-testimonials-page')) },
  { path: paths.plans, page: lazyPage(() => import('../pages/plans-page')) },
  { path: paths.courses, page: lazyPage(() => import('../pages/courses-page')) },
  { path: paths.franchiseBenefits, page: lazyPage(() => import('../pages/franchise-benefits-page')) },
  { path: paths.franchise, page: lazyPage(() => import('../pages/franchise-page')) },
  { path: paths.offerings, page: lazyPage(() => import('../pages/offerings-page')) },
  { path: paths.resourceCenter, page: lazyPage(() => import('../pages/resource-center-page')) },
  { path: paths.contact, page: lazyPage(() => import('../pages/contact-page')) },
  {
    path: paths.eecPlansList,
    page: lazyPage(() => import('../pages/eec-plans-list-page')),
    guarded: true,
    chromeless: true,
  },
  {
    path: paths.studentPlansList,
    page: lazyPage(() => import('../pages/student-plans-list-page')),
    guarded: true,
    chromeless: true,
  },
  { path: paths.studentRegister, page: lazyPage(() => import('../pages/student-register-page')) },
  { path: paths.privacyPolicy, page: lazyPage(() => import('../pages/privacy-policy-page')) },
  { path: paths.terms, page: lazyPage(() => import('../pages/terms-page')) },
  { path: paths.refundPolicy, page: lazyPage(() => import('../pages/refund-policy-page')) },
  { path: paths.shippingPolicy, page: lazyPage(() => import('../pages/shipping-policy-page')) },
  { path: paths.faq, page: lazyPage(() => import('../pages/faq-page')) },
  { path: paths.checkout, page: lazyPage(() => import('../pages/checkout-page')), guarded: true },
  { path: paths.counsellorFaq, page: lazyPage(() => import('../pages/counsellor-faq-page')) },
]

export const notFoundPage = lazyPage(() => import('../pages/not-found-page'))

export const chromelessPaths: ReadonlySet<string> = new Set(routes.filter((r) => r.chromeless).map((r) => r.path))

/** Routes rendered to static HTML at build time. */
export const prerenderedPaths: readonly string[] = routes.filter((r) => !r.guarded).map((r) => r.path)

export function findRoute(pathname: string): AppRoute | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return routes.find((r) => r.path === normalised)
}
