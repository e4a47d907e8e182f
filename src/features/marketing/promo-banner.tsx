import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { Illustration } from '../../content/types'

export interface PromoBannerProps {
  id: string
  heading: string
  text: string
  cta: { label: string; to: string }
  image?: Illustration
  /** Extra content under the text, such as a list of selling points. */
  children?: ReactNode
  tone?: 'brand' | 'warm'
}

/** A full-width coloured band with a heading, a line of text and one call to action. */
export function PromoBanner({ id, heading, text, cta, image, children, tone = 'brand' }: PromoBannerProps) {
  return (
    <section className={`promo-banner promo-banner--${tone}`} aria-labelledby={id}>
      <div className="container promo-banner__inner">
        <div className="promo-banner__body">
          <h2 id={id}>{heading}</h2>
          <p>{text}</p>
          {children}
          <Link className={`btn btn-lg ${tone === 'brand' ? 'btn-accent' : 'btn-brand'}`} to={cta.to}>
            {cta.label}
          </Link>
        </div>
        {image && (
          <img
            className="promo-banner__image"
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading="lazy"
          />
        )}
      </div>
    </section>
  )
}
