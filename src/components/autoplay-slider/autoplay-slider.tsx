import {
  Children,
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import type { SliderSettings } from '../vendor/slider'
import { useInView } from 'react-intersection-observer'
import { usePrefersReducedMotion } from '../../hooks/use-prefers-reduced-motion'
import { carousel } from '../../content/carousel'
import './slider.css'

// react-slick and its stylesheet (about 16 KB gzip) load after hydration, off the page's first load. Until then
// (and in the prerendered HTML) a static view shows the same first slides, dots and button in the same space.
const Slider = lazy(() => import('./focus-keeping-slider').then((m) => ({ default: m.FocusKeepingSlider })))

type PlayChoice = 'auto' | 'paused' | 'playing'

export interface AutoplaySliderProps {
  /** Accessible name of the carousel region. */
  label: string
  /** Settings with autoplay on; the component turns it off for a pause or reduced motion. */
  settings: SliderSettings
  className?: string
  /** What to show until react-slick runs (default: the first slides side by side). */
  fallback?: ReactNode
  children: ReactNode
}

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange)
  return () => window.removeEventListener('resize', onChange)
}

/** The window's width on the client (0 during prerender and hydration, when no slider renders). */
function useWindowWidth(): number {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => 0,
  )
}

/**
 * The settings react-slick should use at a width: the smallest `responsive` breakpoint at or above it wins, as
 * in react-slick. Applied up front because react-slick 0.31 only reacts to breakpoint *changes* (its media
 * listeners never fire for the width the page opens at), so a phone would otherwise get the desktop layout.
 */
export function settingsAtWidth(settings: SliderSettings, width: number): SliderSettings {
  const match = (settings.responsive ?? [])
    .filter((r) => width <= r.breakpoint)
    .sort((a, b) => a.breakpoint - b.breakpoint)[0]
  return match && typeof match.settings === 'object' ? { ...settings, ...match.settings } : settings
}

/** Dots as real buttons with a spoken name instead of slick's bare numbers. */
export function slideDot(index: number) {
  return <button type="button" aria-label={carousel.showSlide(index + 1)} />
}

/**
 * A react-slick carousel that can be stopped (WCAG 2.2.2): a visible pause/play button, and no autoplay
 * when the visitor prefers reduced motion unless they press play themselves.
 */
export function AutoplaySlider({ label, settings, className, fallback, children }: AutoplaySliderProps) {
  const reducedMotion = usePrefersReducedMotion()
  const width = useWindowWidth()
  const [choice, setChoice] = useState<PlayChoice>('auto')
  const playing = choice === 'playing' || (choice === 'auto' && !reducedMotion && Boolean(settings.autoplay))
  // SPEC §4: autoplay pauses while a slide or a dot has focus (react-slick's pauseOnFocus covers the slides
  // only) and resumes on blur.
  const [focusWithin, setFocusWithin] = useState(false)
  // A carousel further down the page starts only when it comes near the screen, so its set-up work does not
  // compete with the first paint and hydration (Total Blocking Time).
  const { ref, inView } = useInView({ triggerOnce: true, rootMargin: '300px 0px', fallbackInView: true })
  const staticView = fallback ?? <StaticSlides settings={settings}>{children}</StaticSlides>
  // Set after hydration (effects run only in the browser), in a transition: the static view stays where it is,
  // focus included, until react-slick has loaded and replaces it in one commit.
  const [sliderOn, setSliderOn] = useState(false)
  useEffect(() => {
    if (inView) startTransition(() => setSliderOn(true))
  }, [inView])

  return (
    <div
      ref={ref}
      className={`autoplay-slider ${className ?? ''}`}
      role="region"
      aria-roledescription={carousel.roleDescription}
      aria-label={label}
      // The pause/play button is left out: pressing Play should play.
      onFocus={(event) => setFocusWithin(!(event.target as Element).closest('.autoplay-slider__toggle'))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false)
      }}
    >
      <Suspense fallback={staticView}>
        {sliderOn ? (
          <Slider
            {...settingsAtWidth(settings, width)}
            autoplay={playing && !focusWithin}
            customPaging={slideDot}
          >
            {children}
          </Slider>
        ) : (
          staticView
        )}
      </Suspense>
      <button
        type="button"
        className="autoplay-slider__toggle"
        onClick={() => setChoice(playing ? 'paused' : 'playing')}
        aria-label={carousel.buttonName(playing ? carousel.pause : carousel.play, label)}
      >
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
          {playing ? (
            <path d="M3 2h3v10H3zM8 2h3v10H8z" fill="currentColor" />
          ) : (
            <path d="M3 1.5l9 5.5-9 5.5z" fill="currentColor" />
          )}
        </svg>
        <span>{playing ? carousel.pause : carousel.play}</span>
      </button>
    </div>
  )
}

/**
 * What the carousel looks like before react-slick arrives: the first `slidesToShow` slides side by side
 * (only the first below 768 px) and slick's dot markup, so swapping in the real slider does not shift the page.
 * The other slides stay in the HTML, hidden, so crawlers still read them.
 */
function StaticSlides({ settings, children }: { settings: SliderSettings; children: ReactNode }) {
  const slides = Children.toArray(children)
  const shown = settings.slidesToShow ?? 1
  return (
    <div className="autoplay-slider__static" style={{ ['--static-cols' as string]: shown }}>
      <div className="autoplay-slider__static-track">
        {slides.map((slide, i) => (
          <div key={i} className="autoplay-slider__static-cell" hidden={i >= shown}>
            {slide}
          </div>
        ))}
      </div>
      {settings.dots && (
        <ul className="slick-dots" aria-hidden="true">
          {slides.map((_, i) => (
            <li key={i} className={i === 0 ? 'slick-active' : undefined}>
              <button type="button" tabIndex={-1} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
