import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react'
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom'
import { locale, routePath } from '../content/locale'
import { findRoute, notFoundPage } from './routes'

/** True when the page at `pathname` can render at once: its code has arrived. */
function pageIsHere(pathname: string): boolean {
  return (findRoute(routePath(pathname))?.page ?? notFoundPage).loaded()
}

/**
 * BrowserRouter, with one difference. BrowserRouter renders every navigation as a transition, which keeps the old
 * page up while the new one's code loads, but also renders the new page in 5 ms slices with a browser frame
 * between them. When the new page's code is already here (the purchase fetches each next step's code ahead of
 * the tap) nothing is gained by waiting, so that page renders in one go, as soon as the server has answered; a
 * page whose code must still load keeps the transition.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }))
  const [state, setState] = useState({ action: history.action, location: history.location })
  useLayoutEffect(
    () =>
      history.listen((update) => {
        const next = { action: update.action, location: update.location }
        if (pageIsHere(update.location.pathname)) setState(next)
        else startTransition(() => setState(next))
      }),
    [history],
  )
  return (
    <Router
      basename={locale.basePath || undefined}
      location={state.location}
      navigationType={state.action}
      navigator={history}
    >
      {children}
    </Router>
  )
}
