import type { ReactNode } from 'react'
import './page-hero.css'

interface PageHeroProps {
  /** The h1's id; with the marketing look the hero is a region named by it. */
  id?: string
  /**
   * `info` (default): the information pages' header. `marketing`: the bolder hero of the marketing pages, styled
   * by features/marketing/marketing.css, which those pages import (the other marketing heroes use its classes too).
   */
  look?: 'info' | 'marketing'
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

const looks = {
  info: {
    grid: 'info-hero__grid',
    text: 'info-hero__text',
    eyebrow: 'info-eyebrow',
    title: 'info-hero__title',
    lead: 'info-hero__lead',
    actions: 'info-hero__actions',
  },
  marketing: {
    grid: 'mk-hero__grid',
    text: undefined,
    eyebrow: 'mk-hero__eyebrow',
    title: undefined,
    lead: 'mk-hero__lead',
    actions: 'mk-actions',
  },
}

/** The top block of a page: the page's one h1, a short lead and its calls to action. */
export function PageHero(props: PageHeroProps) {
  const { id, look = 'info', eyebrow, title, subtitle, lead, actions, media, children } = props
  const css = looks[look]
  const text = (
    <div className={css.text}>
      {eyebrow && <p className={css.eyebrow}>{eyebrow}</p>}
      <h1 id={id} className={css.title}>
        {title}
      </h1>
      {subtitle && <p className="info-hero__subtitle">{subtitle}</p>}
      {lead && <p className={css.lead}>{lead}</p>}
      {actions && <div className={css.actions}>{actions}</div>}
      {children}
    </div>
  )
  if (look === 'marketing') {
    return (
      <section className="mk-hero" aria-labelledby={id}>
        <div className="container mk-hero__grid">
          {text}
          {media}
        </div>
      </section>
    )
  }
  return (
    <header className="info-hero">
      <div className="container">
        <div className={media ? css.grid : undefined}>
          {text}
          {media && <div className="info-hero__media">{media}</div>}
        </div>
      </div>
    </header>
  )
}
