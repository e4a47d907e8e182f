import { useState, type ReactNode } from 'react'
import { Slider, type SliderSettings } from '../../components/vendor/slider'
import { usePrefersReducedMotion } from './use-prefers-reduced-motion'
import './slider.css'

type PlayChoice = 'auto' | 'paused' | 'playing'

export interface AutoplaySliderProps {
  /** Accessible name of the carousel region. */
  label: string
  /** Settings with autoplay on; the component turns it off for a pause or reduced motion. */
  settings: SliderSettings
  className?: string
  children: ReactNode
}

/** Dots as real buttons with a spoken name instead of slick's bare numbers. */
export function slideDot(index: number) {
  return <button type="button" aria-label={`Show slide ${index + 1}`} />
}

/**
 * A react-slick carousel that can be stopped (WCAG 2.2.2): a visible pause/play button, and no autoplay
 * when the visitor prefers reduced motion unless they press play themselves.
 */
export function AutoplaySlider({ label, settings, className, children }: AutoplaySliderProps) {
  const reducedMotion = usePrefersReducedMotion()
  const [choice, setChoice] = useState<PlayChoice>('auto')
  const playing = choice === 'playing' || (choice === 'auto' && !reducedMotion && Boolean(settings.autoplay))

  return (
    <div
      className={`autoplay-slider ${className ?? ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <Slider {...settings} autoplay={playing} customPaging={slideDot}>
        {children}
      </Slider>
      <button
        type="button"
        className="autoplay-slider__toggle"
        onClick={() => setChoice(playing ? 'paused' : 'playing')}
        aria-label={playing ? `Pause ${label.toLowerCase()}` : `Play ${label.toLowerCase()}`}
      >
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
          {playing ? (
            <path d="M3 2h3v10H3zM8 2h3v10H8z" fill="currentColor" />
          ) : (
            <path d="M3 1.5l9 5.5-9 5.5z" fill="currentColor" />
          )}
        </svg>
        <span>{playing ? 'Pause' : 'Play'}</span>
      </button>
    </div>
  )
}
