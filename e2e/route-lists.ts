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
