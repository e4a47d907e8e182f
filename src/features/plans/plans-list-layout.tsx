import { useEffect, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { prefetch, routeCode } from '../../app/prefetch'
import { Logo } from '../../components/layout/logo'
import { paths } from '../../config/paths'
import { chrome } from '../../content/chrome'
import { brand } from '../../content/site'
import { loadPaymentServices } from '../../api/load-payment-services'
import './plans-list.css'

interface PlansListLayoutProps {
  heading: string
  intro: string
  children: ReactNode
}

/** The plans lists are chromeless (SPEC §2): a slim brand bar replaces the site header. */
export function PlansListLayout({ heading, intro, children }: PlansListLayoutProps) {
  // The next screen is checkout: fetch it and the payment code while the visitor compares plans.
  useEffect(() => prefetch(routeCode(paths.checkout), loadPaymentServices), [])
  return (
    <div className="plans-list">
      <header className="plans-list__bar">
        <div className="container">
          <Link to={paths.home} aria-label={`${brand.siteName}${chrome.homeSuffix}`}>
            <Logo />
          </Link>
        </div>
      </header>
      <div className="container page-section">
        <h1 className="plans-list__heading">{heading}</h1>
        <p className="plans-list__intro">{intro}</p>
        {children}
      </div>
    </div>
  )
}
