import { Link } from 'react-router-dom'
import { ctaBanner } from '../../content/site'

export function CtaBanner() {
  return (
    <aside className="cta-banner" aria-label="Get the report">
      <div className="container cta-banner__inner">
        <p className="cta-banner__text">{ctaBanner.text}</p>
        <Link className="btn btn-accent btn-lg" to={ctaBanner.to}>
          {ctaBanner.button}
        </Link>
      </div>
    </aside>
  )
}
