import { formatRupees, counsellorProgramme } from '../../content/catalogue'
import { eecPlansListPage } from '../../content/plans-list'
import { useChoosePlan } from './use-choose-plan'
import './plan-card.css'

/** DESIGN §2: the one card on /eec-plans-list, the counsellor certification kit. */
export function CounsellorKitCard() {
  const { choose, choosing } = useChoosePlan()
  const { name, price, listPrice, kit, key } = counsellorProgramme
  return (
    <article
      className="plan-card plan-card--featured kit-card"
      aria-labelledby="kit-card-name"
      data-plan={key}
    >
      <span className="plan-card__badge">{eecPlansListPage.offBadge}</span>
      <h2 id="kit-card-name" className="plan-card__name">
        {name}
      </h2>
      <p className="plan-card__price">
        <span className="plan-card__amount">{formatRupees(price)}</span>
        <span className="kit-card__list-price">
          <span className="visually-hidden">{eecPlansListPage.listPriceLabel}: </span>
          <s>{formatRupees(listPrice)}</s>
        </span>
        <span className="plan-card__per">{eecPlansListPage.oneTime}</span>
      </p>
      <p className="kit-card__cohort">{eecPlansListPage.cohort}</p>
      <h3 className="h6 mb-0">{eecPlansListPage.kitTitle}</h3>
      <ul className="plan-card__features">
        {kit.map((item) => (
          <li key={item}>
            <svg
              className="plan-card__mark"
              width="20"
              height="20"
              viewBox="0 0 20 20"
              aria-hidden="true"
              focusable="false"
            >
              <circle cx="10" cy="10" r="10" fill="#dcfce7" />
              <path
                d="M5.5 10.5l3 3 6-7"
                fill="none"
                stroke="#15803d"
                strokeWidth="2.2"
                strokeLinecap="round"
              />
            </svg>
            <span className="plan-card__feature-title">{item}</span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn-brand btn-lg w-100 plan-card__button"
        disabled={choosing}
        onClick={() => void choose({ name, planKey: key, price })}
      >
        {eecPlansListPage.button}
      </button>
    </article>
  )
}
