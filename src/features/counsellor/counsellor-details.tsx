import { SectionHeading } from '../../components/section-heading/section-heading'
import '../../components/info-page/info-page.css'
import { batchSection, earnings, first100Offer } from '../../content/counsellor-enrolment'
import { BatchPicker } from './batch-picker'
import { EarningsCard } from './earnings-card'

/**
 * The middle of the counsellor landing page: the 3-day batch choice, the first-100 offer and the earnings.
 * Loaded as its own chunk from counsellor-page.tsx (it sits below the fold).
 */
export default function CounsellorDetails() {
  return (
    <>
      <section aria-labelledby="batch-heading">
        <SectionHeading id="batch-heading" title={batchSection.heading} intro={batchSection.intro} />
        <BatchPicker />
      </section>

      <section className="first-100" aria-labelledby="first-100-heading">
        <img src="/images/counsellor/gift.svg" alt="" width={96} height={96} loading="lazy" />
        <div>
          <h2 id="first-100-heading">{first100Offer.heading}</h2>
          <p>{first100Offer.text}</p>
          <ul className="info-checklist mb-0">
            {first100Offer.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="earnings-heading">
        <SectionHeading id="earnings-heading" title={earnings.heading} />
        <EarningsCard />
      </section>
    </>
  )
}
