import { Link } from 'react-router-dom'
import { IconCardGrid } from '../components/info-page/icon-card-grid'
import { PageHero } from '../components/info-page/page-hero'
import { SectionHeading } from '../components/section-heading/section-heading'
import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'
import { franchiseBenefitsPage as page, franchiseBenefitsSeo } from '../content/franchise'
import '../features/franchise/franchise.css'

export default function FranchiseBenefitsPage() {
  return (
    <>
      <Seo
        title={franchiseBenefitsSeo.title}
        description={franchiseBenefitsSeo.description}
        path={paths.franchiseBenefits}
      />
      <PageHero
        eyebrow={page.eyebrow}
        title={page.title}
        lead={page.lead}
        actions={
          <>
            <Link className="btn btn-accent btn-lg" to={paths.franchise}>
              {page.compareCta}
            </Link>
            <Link className="btn btn-outline-brand btn-lg" to={paths.contact}>
              {page.contactCta}
            </Link>
          </>
        }
        media={
          <img src="/images/franchise/partners.svg" alt="" width={520} height={420} fetchPriority="high" />
        }
      />
      <section className="container page-section" aria-labelledby="why-heading">
        <SectionHeading id="why-heading" title={page.whyHeading} center />
        <IconCardGrid items={page.why} iconDir="franchise" cols="row-cols-1 row-cols-sm-2 row-cols-lg-4" />
      </section>
      <section className="info-soft page-section" aria-labelledby="support-heading">
        <div className="container">
          <div className="row g-4 align-items-center">
            <div className="col-lg-5">
              <SectionHeading id="support-heading" title={page.supportHeading} />
            </div>
            <div className="col-lg-7">
              <ul className="info-checklist row row-cols-1 row-cols-md-2 g-2 fs-6">
                {page.support.map((item) => (
                  <li key={item} className="col">
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>
      <section className="container page-section" aria-labelledby="how-heading">
        <SectionHeading id="how-heading" title={page.stepsHeading} center />
        <ol className="franchise-steps">
          {page.steps.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="support-block mt-5">
          <div>
            <h2>{page.closingHeading}</h2>
            <p>{page.closingText}</p>
          </div>
          <div className="support-block__links">
            <Link to={paths.franchise}>{page.compareCta}</Link>
            <Link to={paths.contact}>{page.contactCta}</Link>
          </div>
        </div>
      </section>
    </>
  )
}
