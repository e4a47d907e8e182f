import { Link } from 'react-router-dom'
import { ctaBanner } from '../../content/site'
import { chrome } from '../../content/chrome'

export function CtaBanner() {
  return (
    <aside className="cta-banner" aria-label={chrome.ctaBannerLabel}>
      <div className="container cta-banner__inner">
        <p className="cta-banner__text">{ctaBanner.text}</p>
        <Link className="btn btn-accent btn-lg" to={ctaBanner.to}>
          {ctaBanner.button}
        </Link>
      </div>
    </aside>
  )
}
