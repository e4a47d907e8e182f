import type { ComponentType } from 'react'
import { paths } from '../config/paths'
import { lazyPage, type LazyPage } from './lazy-page'

type PageModule = { default: ComponentType }
// Every page is its own lazy chunk. The glob keys also let the prerender step find each page's CSS and JS.
const pageModules = import.meta.glob<PageModule>('../pages/*-page.tsx')

/** Source file of a page module, as the build manifest names it. */
export function pageSource(name: string): string {
  return `src/pages/${name}.tsx`
}

// A name without its file fails the build (the prerender loads every public page) and the layout test (every page).
function page(name: string): LazyPage & { name: string } {
  return { name, ...lazyPage(pageModules[`../pages/${name}.tsx`] as () => Promise<PageModule>) }
}

export interface AppRoute {
  path: string
  page: LazyPage & { name: string }
  /** Needs an email in the navigation state; otherwise redirects to / (history replaced). */
  guarded?: boolean
  /** Per-person, so rendered in the browser from the bare shell (like guarded routes) and kept out of the sitemap. */
  clientOnly?: boolean
  /** Header, banner, footer and scroll-to-top hidden. */
  chromeless?: boolean
  /** A buyer's or a counsellor's own page: no "Get My Report!" banner selling what they bought or sell. */
  noCtaBanner?: boolean
}

/** The one route table. Public (unguarded) routes are prerendered to HTML at build time. */
export const routes: readonly AppRoute[] = [
  { path: paths.home, page: page('home-page') },
  { path: paths.about, page: page('about-page') },
  { path: paths.counsellor, page: page('counsellor-page') },
  { path: paths.topCounsellor, page: page('top-counsellor-page') },
  { path: paths.eecRegister, page: page('eec-register-page') },
  { path: paths.successBlueprint, page: page('success-blueprint-page') },
  { path: paths.careerInsight, page: page('career-insight-page') },
  { path: paths.studentTestimonials, page: page('student-testimonials-page') },
  { path: paths.plans, page: page('plans-page') },
  { path: paths.courses, page: page('courses-page') },
  { path: paths.franchiseBenefits, page: page('franchise-benefits-page') },
  { path: paths.franchise, page: page('franchise-page') },
  { path: paths.offerings, page: page('offerings-page') },
  { path: paths.resourceCenter, page: page('resource-center-page') },
  { path: paths.contact, page: page('contact-page') },
  {
    path: paths.eecPlansList,
    page: page('eec-plans-list-page'),
    guarded: true,
    chromeless: true,
  },
  {
    path: paths.studentPlansList,
    page: page('student-plans-list-page'),
    guarded: true,
    chromeless: true,
  },
  { path: paths.studentRegister, page: page('student-register-page') },
  { path: paths.privacyPolicy, page: page('privacy-policy-page') },
  { path: paths.privacyCentre, page: page('privacy-centre-page') },
  { path: paths.terms, page: page('terms-page') },
  { path: paths.refundPolicy, page: page('refund-policy-page') },
  { path: paths.shippingPolicy, page: page('shipping-policy-page') },
  { path: paths.faq, page: page('faq-page') },
  { path: paths.checkout, page: page('checkout-page'), guarded: true },
  { path: paths.counsellorFaq, page: page('counsellor-faq-page') },
  { path: paths.orders, page: page('orders-page'), clientOnly: true, noCtaBanner: true },
  { path: paths.scan, page: page('scan-page'), clientOnly: true, chromeless: true },
  { path: paths.report, page: page('report-page'), clientOnly: true, noCtaBanner: true },
  { path: paths.workspace, page: page('workspace-page'), clientOnly: true, noCtaBanner: true },
  { path: paths.workspaceCourse, page: page('workspace-course-page'), clientOnly: true, noCtaBanner: true },
]

export const notFoundPage = page('not-found-page')

export const chromelessPaths: ReadonlySet<string> = new Set(
  routes.filter((r) => r.chromeless).map((r) => r.path),
)

export const noCtaBannerPaths: ReadonlySet<string> = new Set(
  routes.filter((r) => r.noCtaBanner).map((r) => r.path),
)

export function findRoute(pathname: string): AppRoute | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return routes.find((r) => r.path === normalised)
}
