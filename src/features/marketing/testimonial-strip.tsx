import { useState } from 'react'
import { carousel } from '../../content/carousel'
import type { ParentTestimonial } from '../../content/types'

function TestimonialItem({ item }: { item: ParentTestimonial }) {
  return (
    <li className="testimonial-card">
      <figure>
        <blockquote className="testimonial-card__quote">
          <p>“{item.quote}”</p>
        </blockquote>
        <figcaption className="testimonial-card__who">
          <img src={item.photo.src} alt={item.photo.alt} width={64} height={64} loading="lazy" />
          <span>
            <strong>{item.name}</strong>
            <span className="testimonial-card__relation">{item.relation}</span>
          </span>
        </figcaption>
      </figure>
    </li>
  )
}

/**
 * A continuously scrolling strip of parent testimonials (one loop every 20 s). The track is rendered
 * twice so the loop is seamless; the copy is hidden from assistive technology. The strip pauses on hover,
 * on keyboard focus, with its pause button, and does not move at all for reduced motion (CSS).
 */
export function TestimonialStrip({ items, label }: { items: readonly ParentTestimonial[]; label: string }) {
  const [paused, setPaused] = useState(false)
  return (
    <div className={`marquee${paused ? ' marquee--paused' : ''}`}>
      <div className="marquee__controls">
        <button
          type="button"
          className="autoplay-slider__toggle marquee__toggle"
          onClick={() => setPaused(!paused)}
          aria-label={carousel.buttonName(paused ? carousel.play : carousel.pause, label)}
        >
          {paused ? carousel.play : carousel.pause}
        </button>
      </div>
      {/* Focusable so keyboard users can pause the strip (focus-within) and, with reduced motion, scroll it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="marquee__viewport" role="region" aria-label={label} tabIndex={0}>
        <div className="marquee__track">
          <ul className="marquee__list">
            {items.map((item) => (
              <TestimonialItem key={item.name} item={item} />
            ))}
          </ul>
          <ul className="marquee__list marquee__list--copy" aria-hidden="true">
            {items.map((item) => (
              <TestimonialItem key={item.name} item={item} />
            ))}
          </ul>
        </div>
      </div>
    </div>
  )
}
