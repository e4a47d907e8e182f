import type { ReactNode } from 'react'
import './registration.css'

interface RegisterLayoutProps {
  heading: string
  intro: string
  aside?: ReactNode
  /** The illustration under the aside, on wide screens only. */
  art: { src: string; alt: string }
  children: ReactNode
}

/** The shared frame of the two registration pages: heading and intro beside an illustration, the form card below. */
export function RegisterLayout({ heading, intro, aside, art, children }: RegisterLayoutProps) {
  return (
    <div className="reg-page">
      <div className="container page-section">
        <div className="row g-4 align-items-center">
          <div className="col-lg-5">
            <h1 className="reg-page__heading">{heading}</h1>
            <p className="reg-page__intro">{intro}</p>
            {aside}
            {/* Lazy: a phone does not show it, so it neither fetches it nor has it preloaded ahead of the styles. */}
            <img
              className="reg-page__art d-none d-lg-block"
              src={art.src}
              alt={art.alt}
              width={420}
              height={300}
              loading="lazy"
            />
          </div>
          <div className="col-lg-7">
            <div className="reg-card">{children}</div>
          </div>
        </div>
      </div>
    </div>
  )
}
