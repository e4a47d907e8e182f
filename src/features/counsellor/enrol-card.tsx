import { Link } from 'react-router-dom'
import { paths } from '../../config/paths'
import { counsellorProgramme } from '../../content/catalogue'
import { enrolCard } from '../../content/counsellor'
import { PriceTag } from './price-tag'

/** The sticky sidebar card: fee, what it includes, Enroll Now and the terms link. */
export function EnrolCard() {
  return (
    <aside className="enrol-card info-card" aria-labelledby="enrol-heading">
      <h2 id="enrol-heading">{enrolCard.heading}</h2>
      <p className="enrol-card__fee-label">{enrolCard.feeLabel}</p>
      <PriceTag
        price={counsellorProgramme.price}
        listPrice={counsellorProgramme.landingListPrice}
        originalLabel={enrolCard.originalPrice}
        nowLabel={enrolCard.nowPrice}
      />
      <ul className="info-checklist my-3">
        {enrolCard.includes.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <Link className="btn btn-accent btn-lg w-100" to={paths.eecRegister}>
        {enrolCard.enroll}
      </Link>
      <p className="enrol-card__terms">
        {enrolCard.termsLead} <Link to={paths.terms}>{enrolCard.termsLink}</Link>.
      </p>
    </aside>
  )
}
