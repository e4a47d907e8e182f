import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { chromelessPaths } from '../../app/routes'
import { CtaBanner } from './cta-banner'
import { ScrollToTopButton } from './scroll-to-top-button'
import { ScrollToTopOnNavigate } from './scroll-to-top-on-navigate'
import { SiteFooter } from './site-footer'
import { SiteNavbar } from './site-navbar'

export function PageFallback() {
  return (
    <div className="page-fallback" role="status" aria-live="polite">
      <span className="visually-hidden">Loading…</span>
    </div>
  )
}

export function SiteLayout() {
  const { pathname } = useLocation()
  const chrome = !chromelessPaths.has(pathname)

  return (
    <>
      <ScrollToTopOnNavigate />
      {chrome && (
        <a className="skip-link" href="#main">
          Skip to content
        </a>
      )}
      {chrome && <SiteNavbar />}
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      {chrome && <CtaBanner />}
      {chrome && <SiteFooter />}
      {chrome && <ScrollToTopButton />}
    </>
  )
}
