import { useEffect, useRef, useState } from 'react'
import type { TeamMember } from '../../content/types'

export interface TeamSectionProps {
  heading: string
  hint: string
  members: readonly TeamMember[]
}

/** Three selectable team cards; none is selected at first, and the chosen person's story shows below. */
export function TeamSection({ heading, hint, members }: TeamSectionProps) {
  const [selected, setSelected] = useState<number | null>(null)
  const member = selected === null ? undefined : members[selected]
  const detailRef = useRef<HTMLDivElement>(null)

  // On a phone the cards stack, and the story opens a screen or more below the card tapped: bring it into view.
  // A story that starts just above the bottom edge is not in view either: only one wholly on screen stays put.
  useEffect(() => {
    const detail = detailRef.current
    if (selected === null || !detail) return
    const { top, bottom } = detail.getBoundingClientRect()
    if (top >= 0 && bottom <= window.innerHeight) return
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    detail.scrollIntoView?.({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' })
  }, [selected])

  return (
    <section className="team-section page-section" aria-labelledby="team-heading">
      <div className="container">
        <h2 id="team-heading" className="text-center">
          {heading}
        </h2>
        <p className="text-center section-lead">{hint}</p>
        <ul className="team-grid">
          {members.map((m, i) => (
            <li key={m.name}>
              <button
                type="button"
                className={`team-card${selected === i ? ' team-card--selected' : ''}`}
                aria-pressed={selected === i}
                onClick={() => setSelected(i)}
              >
                <img src={m.image.src} alt={m.image.alt} width={300} height={290} loading="lazy" />
                <span className="team-card__name">{m.name}</span>
                <span className="team-card__role">{m.role}</span>
              </button>
            </li>
          ))}
        </ul>
        <div ref={detailRef} className="team-detail" aria-live="polite" data-testid="team-detail">
          {member && (
            <div className="team-detail__card">
              <h3>{member.name}</h3>
              <p className="team-detail__role">{member.role}</p>
              <p>{member.description}</p>
            </div>
          )}
        </div>
      </div>
    </section>
  )
}
