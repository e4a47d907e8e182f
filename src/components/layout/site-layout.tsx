import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { chromelessPaths, noCtaBannerPaths } from '../../app/routes'
import { CtaBanner } from './cta-banner'
import { ScrollToTopButton } from './scroll-to-top-button'
import { ScrollToTopOnNavigate } from './scroll-to-top-on-navigate'
import { SiteFooter } from './site-footer'
import { SiteNavbar } from './site-navbar'
import { chrome as chromeWords } from '../../content/chrome'

export function PageFallback() {
  return (
    <div className="page-fallback" role="status" aria-live="polite">
      <span className="visually-hidden">{chromeWords.loading}</span>
    </div>
  )
}

export function SiteLayout() {
  const { pathname } = useLocation()
  const chrome = !chromelessPaths.has(pathname)

  // On the chromeless routes the chrome is hidden, not unmounted: the purchase goes from the registration form
  // (chrome) to a plans list (none) to checkout (chrome), and building and tearing down the header and footer
  // (some 200 elements) was a large part of each of those steps on a slow phone.
  return (
    <>
      <ScrollToTopOnNavigate />
      <div className="site-chrome" hidden={!chrome}>
        <a className="skip-link" href="#main">
          {chromeWords.skipToContent}
        </a>
        <SiteNavbar />
      </div>
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <div className="site-chrome" hidden={!chrome}>
        {!noCtaBannerPaths.has(pathname) && <CtaBanner />}
        <SiteFooter />
      </div>
      {chrome && <ScrollToTopButton />}
    </>
  )
}
