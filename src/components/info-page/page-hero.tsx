import type { ReactNode } from 'react'
import './info-page.css'

interface PageHeroProps {
  eyebrow?: string
  title: string
  /** A short line right under the title, as written (no upper-casing, unlike the eyebrow). */
  subtitle?: string
  lead?: ReactNode
  /** Buttons or links under the lead. */
  actions?: ReactNode
  /** An illustration beside the text on wide screens. */
  media?: ReactNode
  /** Content after the actions, e.g. an offer badge. */
  children?: ReactNode
}

/** The top block of an information page: the page's one h1, a short lead and its calls to action. */
export function PageHero({ eyebrow, title, subtitle, lead, actions, media, children }: PageHeroProps) {
  return (
    <header className="info-hero">
      <div className="container">
        <div className={media ? 'info-hero__grid' : undefined}>
          <div className="info-hero__text">
            {eyebrow && <p className="info-eyebrow">{eyebrow}</p>}
            <h1 className="info-hero__title">{title}</h1>
            {subtitle && <p className="info-hero__subtitle">{subtitle}</p>}
            {lead && <p className="info-hero__lead">{lead}</p>}
            {actions && <div className="info-hero__actions">{actions}</div>}
            {children}
          </div>
          {media && <div className="info-hero__media">{media}</div>}
        </div>
      </div>
    </header>
  )
}
