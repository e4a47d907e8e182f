import { Link } from 'react-router-dom'
import { PageHero } from '../components/info-page/page-hero'
import '../components/info-page/info-page.css'
import { SectionHeading } from '../components/section-heading/section-heading'
import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'
import { counsellorProgramme, formatRupees } from '../content/catalogue'
import { topCounsellor, topCounsellorSeo } from '../content/top-counsellor'
import { localePath } from '../content/locale'
import { PriceTag } from '../features/counsellor/price-tag'
import '../features/counsellor/counsellor.css'

export default function TopCounsellorPage() {
  return (
    <>
      <Seo
        title={topCounsellorSeo.title}
        description={topCounsellorSeo.description(
          formatRupees(counsellorProgramme.price),
          counsellorProgramme.discountPercent,
          counsellorProgramme.cohort,
          counsellorProgramme.guaranteedStudents,
        )}
        path={paths.topCounsellor}
      />
      <PageHero
        eyebrow={topCounsellor.eyebrow}
        title={topCounsellor.title}
        lead={topCounsellor.lead}
        media={
          <section className="top-offer" aria-labelledby="offer-heading">
            <h2 id="offer-heading">{topCounsellor.offerHeading}</h2>
            <PriceTag
              price={counsellorProgramme.price}
              listPrice={counsellorProgramme.listPrice}
              originalLabel={topCounsellor.originalPrice}
              nowLabel={topCounsellor.nowPrice}
              badge={topCounsellor.offerBadge}
            />
            <p className="text-body-secondary mt-2 mb-0">{topCounsellor.offerNote}</p>
            <dl className="top-offer__facts">
              <div>
                <dt>{topCounsellor.cohortLabel}</dt>
                <dd>{counsellorProgramme.cohort}</dd>
              </div>
              <div>
                <dt>{topCounsellor.studentsLabel}</dt>
                <dd>
                  {counsellorProgramme.guaranteedStudents} ·{' '}
                  {/* A page the server renders (server/counsellor-pages/render.ts): a full load, not the router. */}
                  <a href={localePath('/guarantee')}>{topCounsellor.guaranteeTerms}</a>
                </dd>
              </div>
            </dl>
            <Link className="btn btn-accent btn-lg w-100" to={paths.eecRegister}>
              {topCounsellor.enroll}
            </Link>
          </section>
        }
      />
      <div className="container page-section">
        <div className="row g-4 g-lg-5">
          <section className="col-lg-6" aria-labelledby="kit-heading">
            <SectionHeading id="kit-heading" title={topCounsellor.includedHeading} />
            <ul className="info-checklist fs-5">
              {counsellorProgramme.kit.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <Link className="btn btn-outline-brand mt-3" to={paths.counsellor}>
              {topCounsellor.learnMore}
            </Link>
          </section>
          <section className="col-lg-6" aria-labelledby="why-heading">
            <SectionHeading id="why-heading" title={topCounsellor.whyHeading} />
            <div className="d-grid gap-3">
              {topCounsellor.why.map((item) => (
                <div className="info-card" key={item.title}>
                  <h3>{item.title}</h3>
                  <p className="text-body-secondary">{item.text}</p>
                </div>
              ))}
            </div>
          </section>
        </div>
        <p className="text-center mt-5">
          <Link className="btn btn-brand btn-lg" to={paths.eecRegister}>
            {topCounsellor.enroll}
          </Link>
        </p>
      </div>
    </>
  )
}
