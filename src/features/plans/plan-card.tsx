import {
  featureOrder,
  featureTitles,
  formatRupees,
  type PlanCard as PlanCardData,
} from '../../content/catalogue'
import { planCardCopy } from '../../content/plans-list'
import { useChoosePlan } from './use-choose-plan'
import './plan-card.css'

export interface PlanCardProps {
  plan: PlanCardData
  index: number
  isDisabled: boolean
}

function FeatureMark({ available }: { available: boolean }) {
  return (
    <svg
      className="plan-card__mark"
      width="20"
      height="20"
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10" cy="10" r="10" fill={available ? '#dcfce7' : '#f3f4f6'} />
      {available ? (
        <path d="M5.5 10.5l3 3 6-7" fill="none" stroke="#15803d" strokeWidth="2.2" strokeLinecap="round" />
      ) : (
        <path d="M7 7l6 6M13 7l-6 6" stroke="#6b7280" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  )
}

/**
 * One student plan (SPEC §2, §3, §9). The card at index 1 is the featured one; a disabled card is shrunk and
 * shows 'Coming Soon'.
 */
export function PlanCard({ plan, index, isDisabled }: PlanCardProps) {
  const { choose, choosing } = useChoosePlan()
  const headingId = `plan-${plan.role}-${plan.key}`
  const classes = ['plan-card', index === 1 && 'plan-card--featured', isDisabled && 'plan-card--disabled']
    .filter(Boolean)
    .join(' ')

  return (
    <article
      className={classes}
      aria-labelledby={headingId}
      data-plan={plan.key}
      data-featured={index === 1 ? 'true' : undefined}
      data-disabled={isDisabled ? 'true' : undefined}
    >
      {isDisabled && <span className="plan-card__badge">{planCardCopy.comingSoon}</span>}
      {!isDisabled && index === 1 && <span className="plan-card__badge">{planCardCopy.featured}</span>}
      <h3 id={headingId} className="plan-card__name">
        {plan.name}
      </h3>
      <p className="plan-card__description">{plan.description}</p>
      <p className="plan-card__price">
        <span className="plan-card__amount">{formatRupees(plan.price)}</span>
        <span className="plan-card__per">{planCardCopy.oneTime}</span>
      </p>
      <dl className="plan-card__value">
        <div>
          <dt>{planCardCopy.totalValue}</dt>
          <dd>
            <s>{formatRupees(plan.totalValue)}</s>
          </dd>
        </div>
        <div>
          <dt>{planCardCopy.youSave}</dt>
          <dd className="plan-card__save">{formatRupees(plan.youSave)}</dd>
        </div>
      </dl>
      <ul className="plan-card__features">
        {featureOrder.map((key) => {
          const feature = plan.features[key]
          return (
            <li key={key} className={feature.available ? undefined : 'plan-card__feature--off'}>
              <FeatureMark available={feature.available} />
              <span>
                <span className="visually-hidden">
                  {feature.available ? planCardCopy.included : planCardCopy.notIncluded}:{' '}
                </span>
                <span className="plan-card__feature-title">{featureTitles[key]}</span>
                {feature.available && feature.label && (
                  <span className="plan-card__feature-label"> · {feature.label}</span>
                )}
                {feature.available && feature.value !== undefined && (
                  <span className="plan-card__feature-value">
                    {' '}
                    ({planCardCopy.worth} {formatRupees(feature.value)})
                  </span>
                )}
              </span>
            </li>
          )
        })}
      </ul>
      {isDisabled ? (
        <button type="button" className="btn btn-lg w-100 plan-card__button plan-card__button--soon" disabled>
          {planCardCopy.comingSoon}
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-brand btn-lg w-100 plan-card__button"
          disabled={choosing}
          aria-describedby={headingId}
          onClick={() => void choose({ name: plan.name, planKey: plan.key, price: plan.price })}
        >
          {choosing ? planCardCopy.choosing : planCardCopy.unlock}
        </button>
      )}
    </article>
  )
}
