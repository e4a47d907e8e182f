import type { ReactNode } from 'react'
import './section-heading.css'

interface SectionHeadingProps {
  id?: string
  title: string
  intro?: ReactNode
  center?: boolean
  /** `info` (default) for the information pages, `marketing` for the marketing pages' larger lead. */
  look?: 'info' | 'marketing'
}

// Whole class names: the CSS purge keeps only the ones it finds written out in src/.
const lookClass = { info: 'section-heading--info', marketing: 'section-heading--marketing' }

/** A section's h2 with an optional short introduction. */
export function SectionHeading({ id, title, intro, center, look = 'info' }: SectionHeadingProps) {
  const className = `section-heading ${lookClass[look]}${center ? ' section-heading--center' : ''}`
  return (
    <div className={className}>
      <h2 id={id}>{title}</h2>
      {intro && <p className="section-heading__intro">{intro}</p>}
    </div>
  )
}
