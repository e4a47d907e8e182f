import { lazy, Suspense } from 'react'
import { useInView } from 'react-intersection-observer'
import type { Stat } from '../../content/types'
import { usePrefersReducedMotion } from '../../hooks/use-prefers-reduced-motion'

// The counting code loads only when a counter scrolls into view, not with the page.
const CountUp = lazy(() => import('../../components/vendor/count-up').then((m) => ({ default: m.CountUp })))

/** Seconds before counting starts, once the strip is on screen (SPEC §1: 200 or 300 ms). */
export const COUNTER_DELAY_S = 0.2
export const COUNTER_DURATION_S = 2

/**
 * One animated figure. Prerendered HTML and the hydrating render both show the start value (0), so
 * hydration matches; the count runs once, the first time the figure scrolls into view. The full figure
 * is always in visually hidden text, so screen readers and crawlers get the real number, not the ticking.
 */
export function StatCounter({ stat }: { stat: Stat }) {
  const reducedMotion = usePrefersReducedMotion()
  const { ref, inView } = useInView({ triggerOnce: true, threshold: 0.4 })
  const finalText = `${stat.end}${stat.suffix}`

  let figure
  if (!inView) figure = <span>{`0${stat.suffix}`}</span>
  else if (reducedMotion) figure = <span>{finalText}</span>
  else
    figure = (
      <Suspense fallback={<span>{`0${stat.suffix}`}</span>}>
        <CountUp
          start={0}
          end={stat.end}
          suffix={stat.suffix}
          delay={COUNTER_DELAY_S}
          duration={COUNTER_DURATION_S}
        />
      </Suspense>
    )

  return (
    <div className="stat-counter" ref={ref}>
      <p className="stat-counter__value" aria-hidden="true" data-testid="stat-value">
        {figure}
      </p>
      <p className="stat-counter__label">
        <span className="visually-hidden">{finalText} </span>
        {stat.label}
      </p>
    </div>
  )
}

export function StatsStrip({ heading, items }: { heading: string; items: readonly Stat[] }) {
  return (
    <section className="stats-strip" aria-labelledby="stats-heading">
      <div className="container">
        <h2 id="stats-heading" className="visually-hidden">
          {heading}
        </h2>
        <div className="stats-strip__grid">
          {items.map((stat) => (
            <StatCounter key={stat.label} stat={stat} />
          ))}
        </div>
      </div>
    </section>
  )
}
