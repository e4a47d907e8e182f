import { Link } from 'react-router-dom'
import { PageHero } from '../components/info-page/page-hero'
import '../components/info-page/info-page.css'
import { SectionHeading } from '../components/section-heading/section-heading'
import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'
import { franchiseHero, franchiseSeo, franchiseTable, franchiseTiers } from '../content/franchise'
import { TierDetail } from '../features/franchise/tier-detail'
import { TierTable } from '../features/franchise/tier-table'
import '../features/franchise/franchise.css'

export default function FranchisePage() {
  return (
    <>
      <Seo title={franchiseSeo.title} description={franchiseSeo.description} path={paths.franchise} />
      <PageHero
        eyebrow={franchiseHero.eyebrow}
        title={franchiseHero.title}
        lead={franchiseHero.lead}
        actions={
          <>
            <Link className="btn btn-accent btn-lg" to={paths.contact}>
              {franchiseHero.cta}
            </Link>
            <Link className="btn btn-outline-brand btn-lg" to={paths.franchiseBenefits}>
              {franchiseHero.benefitsLink}
            </Link>
          </>
        }
        media={
          <img
            src={franchiseHero.image}
            alt={franchiseHero.imageAlt}
            width={520}
            height={420}
            fetchPriority="high"
          />
        }
      />
      <div className="container page-section">
        <section aria-labelledby="tiers-heading">
          <SectionHeading id="tiers-heading" title={franchiseTable.heading} />
          <p className="tier-table__hint">{franchiseTable.scrollHint}</p>
          <TierTable />
        </section>
        <section className="mt-5" aria-labelledby="details-heading">
          <SectionHeading id="details-heading" title={franchiseTable.detailsHeading} />
          {franchiseTiers.map((tier, i) => (
            <TierDetail key={tier.id} tier={tier} index={i} />
          ))}
        </section>
      </div>
    </>
  )
}
