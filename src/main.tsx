import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/app'
import { AppRouter } from './app/app-router'
import { Providers } from './app/providers'
import { findRoute, notFoundPage } from './app/routes'
import { routePath } from './content/locale'
import { handOverEarlyTap } from './taps'

// A counsellor's referral link (?ref=CODE): the few lines that keep it load only when the address has one.
if (window.location.search.includes('ref=')) void import('./app/remember-referral')

// A scan's answers left on this device (a shared phone): dropped when past their scan or 30 days old, whatever page
// opens (issue 45 S3). The module loads only when there is such a copy.
try {
  if (Object.keys(window.localStorage).some((key) => key.startsWith('dem-scan:')))
    void import('./features/scan/answer-store').then((store) => store.sweepScanStorage())
} catch {
  // Storage blocked: nothing kept.
}

// index.html has it; without it React throws "Target container is not a DOM element".
const container = document.getElementById('root') as HTMLElement

const app = (
  <Providers>
    <AppRouter>
      <App />
    </AppRouter>
  </Providers>
)

// The prerendered <title>/<meta>/<link> tags (and the bare shell's robots meta) would otherwise sit beside the ones
// React renders into <head>.
document.head.querySelectorAll('[data-prerendered]').forEach((node) => node.remove())

if (container.firstElementChild) {
  // Prerendered page: load its chunk first so hydration matches the HTML instead of showing a fallback.
  // Hydrating inside a transition lets React yield to the browser between components instead of blocking the
  // main thread for the whole page (Total Blocking Time on mid-range phones).
  // An unknown path was served the prerendered Not Found page.
  void (findRoute(routePath(window.location.pathname))?.page ?? notFoundPage).preload().then(() => {
    handOverEarlyTap()
    startTransition(() => {
      hydrateRoot(container, app)
    })
  })
} else {
  createRoot(container).render(app)
}
