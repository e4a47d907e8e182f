import { whenHydrated } from '../taps'
import { findRoute } from './routes'

type Loader = () => Promise<unknown>

/** The visitor asked their browser to save data (Chrome's Lite mode, a data-saver setting). */
export function savesData(): boolean {
  // A prefetch timer can fire after its page is gone (a test's environment torn down): nothing to prefetch then.
  if (typeof navigator === 'undefined') return true
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
  return connection?.saveData === true
}

function whenIdle(run: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 })
  else setTimeout(run, 200)
}

/**
 * Fetches the code of the step a visitor is most likely to take next, so that the tap which takes them there
 * waits for the server alone, not for chunks fetched and parsed one after another on a slow phone. It starts
 * only once the page has hydrated and the main thread is idle (after the page's own code, never competing with
 * it), and never when the visitor asked to save data. The loaders load each module once; a failure is ignored
 * here (the step itself loads the code again and reports a failure).
 */
export function prefetch(...loaders: Loader[]) {
  if (savesData()) return
  whenHydrated(() => whenIdle(() => prefetchNow(...loaders)))
}

/** The same at once, for a step the visitor has already begun (their first focus in a form). */
export function prefetchNow(...loaders: Loader[]) {
  if (savesData()) return
  for (const load of loaders) void load().catch(() => undefined)
}

/** The chunk of the page at `path`, as a loader for `prefetch`. */
export function routeCode(path: string): Loader {
  return () => findRoute(path)?.page.preload() ?? Promise.resolve()
}
