import { paths } from '../src/config/paths'

// The route table itself uses import.meta.glob (Vite only); the typed paths registry is the same list.
export const guardedRoutes: string[] = [paths.eecPlansList, paths.studentPlansList, paths.checkout]
/**
 * Per-person pages rendered in the browser without a guard, never prerendered nor in the sitemap: My orders and the
 * report page (orders.spec.ts, scan.spec.ts), the scan (scan.spec.ts: every screen, axe included), the
 * counsellors' workspace (workspace.spec.ts).
 */
export const clientOnlyRoutes: string[] = [
  paths.orders,
  paths.scan,
  paths.report,
  paths.workspace,
  paths.workspaceCourse,
]
export const publicRoutes = Object.values(paths).filter(
  (p) => !guardedRoutes.includes(p) && !clientOnlyRoutes.includes(p),
)

/**
 * The public pages in groups of about six, a test each: one browser tab visits its group in turn. A fresh context
 * per page (a test each) parsed and compiled every script again: 8 pages took 27-34 s and 54-64 s of CPU in fresh
 * contexts, 16 s and 26 s in one (session 30), on a machine whose e2e run is bound by Chromium's CPU.
 */
export function routeGroups(): string[][] {
  const count = Math.ceil(publicRoutes.length / 6)
  return Array.from({ length: count }, (_, i) => publicRoutes.filter((_, j) => j % count === i))
}
