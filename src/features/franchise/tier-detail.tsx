import { franchiseTable, type FranchiseTier } from '../../content/franchise'

/** One tier in full: type, scope, role, revenue, responsibilities, benefits and ideal profile. */
export function TierDetail({ tier, index }: { tier: FranchiseTier; index: number }) {
  const { labels } = franchiseTable
  return (
    <article
      id={`tier-${tier.id}`}
      className="tier-detail info-card"
      aria-labelledby={`tier-${tier.id}-heading`}
    >
      <div className="tier-detail__head">
        <img src={`/images/franchise/tier-${tier.id}.svg`} alt="" width={64} height={64} loading="lazy" />
        <div>
          <p className="tier-detail__index">
            {franchiseTable.tierLabel} {index + 1}
          </p>
          <h3 id={`tier-${tier.id}-heading`}>{tier.type}</h3>
        </div>
      </div>
      <dl className="tier-detail__facts">
        <div>
          <dt>{labels.scope}</dt>
          <dd>{tier.scope}</dd>
        </div>
        <div>
          <dt>{labels.role}</dt>
          <dd>{tier.role}</dd>
        </div>
        <div>
          <dt>{labels.revenue}</dt>
          <dd>{tier.revenue}</dd>
        </div>
      </dl>
      <div className="row g-4">
        <div className="col-md-6">
          <h4 className="tier-detail__sub">{labels.responsibilities}</h4>
          <ul className="tier-detail__list">
            {tier.responsibilities.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div className="col-md-6">
          <h4 className="tier-detail__sub">{labels.benefits}</h4>
          <ul className="info-checklist">
            {tier.benefits.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
      <p className="tier-detail__ideal">
        <strong>{labels.idealProfile}:</strong> {tier.idealProfile}
      </p>
    </article>
  )
}
