import { useId } from 'react'
import { grievanceCardContent as copy } from '../../content/grievance-card'
import { GRIEVANCE_HEADING, grievanceOfficer as officer } from '../../content/grievance'

const tel = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`
import './grievance-officer.css'

/**
 * The grievance officer, published as the E-Commerce Rules require: a card with a heading (the contact, refund and
 * terms pages; `level` is the heading's level there) or a few lines in the footer's Policies column.
 */
export function GrievanceOfficer({
  variant = 'card',
  level = 2,
}: {
  variant?: 'card' | 'footer'
  level?: 2 | 3
}) {
  const headingId = useId()
  if (variant === 'footer')
    return (
      <p className="grievance-footer">
        <strong>{GRIEVANCE_HEADING}:</strong> {officer.name}, {officer.designation}.{' '}
        <a href={`mailto:${officer.email}`}>{officer.email}</a>,{' '}
        <a href={tel(officer.phone)}>{officer.phone}</a>
      </p>
    )
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <section className="info-card grievance-card" aria-labelledby={headingId}>
      <Heading id={headingId} className="grievance-card__heading">
        {GRIEVANCE_HEADING}
      </Heading>
      <p>{copy.lead}</p>
      <dl className="grievance-card__list">
        <div>
          <dt>{copy.nameLabel}</dt>
          <dd>{officer.name}</dd>
        </div>
        <div>
          <dt>{copy.designationLabel}</dt>
          <dd>{officer.designation}</dd>
        </div>
        <div>
          <dt>{copy.emailLabel}</dt>
          <dd>
            <a href={`mailto:${officer.email}`}>{officer.email}</a>
          </dd>
        </div>
        <div>
          <dt>{copy.phoneLabel}</dt>
          <dd>
            <a href={tel(officer.phone)}>{officer.phone}</a>
          </dd>
        </div>
      </dl>
    </section>
  )
}
