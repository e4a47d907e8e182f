import type { ReactNode } from 'react'
import './info-page.css'

interface SectionHeadingProps {
  id?: string
  title: string
  intro?: ReactNode
  center?: boolean
}

/** A section's h2 with an optional short introduction. */
export function SectionHeading({ id, title, intro, center }: SectionHeadingProps) {
  return (
    <div className={center ? 'section-heading section-heading--center' : 'section-heading'}>
      <h2 id={id}>{title}</h2>
      {intro && <p className="section-heading__intro">{intro}</p>}
    </div>
  )
}
