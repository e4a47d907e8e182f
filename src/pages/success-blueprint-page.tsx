import { Link } from 'react-router-dom'
import { PageHero } from '../components/info-page/page-hero'
import { Seo } from '../components/seo/seo'
import { config } from '../config/env'
import { paths } from '../config/paths'
import { studentPlans, type PlanCard as PlanCardData } from '../content/catalogue'
import { brand } from '../content/site'
import {
  blueprintCta,
  blueprintHero,
  blueprintMethodology,
  blueprintPhilosophy,
  blueprintPricing,
  blueprintProvides,
  blueprintSeo,
  blueprintStages,
} from '../content/success-blueprint'
import { ProseSection } from '../features/marketing/prose-section'
import { SectionHeading } from '../components/section-heading/section-heading'
import { PlanCard } from '../features/plans/plan-card'
import '../features/marketing/marketing.css'

function offerFor(plan: PlanCardData) {
  return {
    '@type': 'Offer',
    name: plan.name,
    price: plan.price,
    priceCurrency: 'INR',
    availability: 'https://schema.org/InStock',
    url: `${config.siteUrl}${paths.successBlueprint}`,
  }
}

const productJsonLd = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Success Blueprint',
  description: blueprintSeo.description,
  brand: { '@type': 'Brand', name: brand.siteName },
  image: `${config.siteUrl}${blueprintSeo.productImage}`,
  // Only what can be bought: the Master's Report is "Coming Soon" and cannot be ordered or pre-ordered.
  offers: studentPlans.filter((plan) => plan.onSale).map(offerFor),
}

export default function SuccessBlueprintPage() {
  return (
    <>
      <Seo
        title={blueprintSeo.title}
        description={blueprintSeo.description}
        path={paths.successBlueprint}
        jsonLd={[productJsonLd]}
      />

      <PageHero
        id="blueprint-heading"
        look="marketing"
        eyebrow={blueprintHero.eyebrow}
        title={blueprintHero.heading}
        lead={blueprintHero.lead}
        actions={
          <a className="btn btn-brand btn-lg" href={blueprintHero.cta.href}>
            {blueprintHero.cta.label}
          </a>
        }
        media={
          <img
            className="mk-hero__art"
            src={blueprintHero.image.src}
            alt={blueprintHero.image.alt}
            width={blueprintHero.image.width}
            height={blueprintHero.image.height}
            fetchPriority="high"
          />
        }
      />

      <ProseSection
        id="philosophy-heading"
        heading={blueprintPhilosophy.heading}
        paragraphs={blueprintPhilosophy.paragraphs}
      />

      <section className="page-section section-soft" aria-labelledby="methodology-heading">
        <div className="container">
          <SectionHeading
            look="marketing"
            center
            id="methodology-heading"
            title={blueprintMethodology.heading}
          />
          <ul className="mk-grid mb-4" data-testid="methodology-figures">
            {blueprintMethodology.figures.map((f) => (
              <li key={f.label} className="mk-figure">
                <span className="mk-figure__value">{f.value}</span>
                <span className="mk-figure__label">{f.label}</span>
              </li>
            ))}
          </ul>
          <ul className="mk-grid">
            {blueprintMethodology.sciences.map((s) => (
              <li key={s.title} className="mk-card">
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="page-section" aria-labelledby="provides-heading">
        <div className="container">
          <SectionHeading
            look="marketing"
            center
            id="provides-heading"
            title={blueprintProvides.heading}
            intro={blueprintProvides.followUp}
          />
          <ul className="mk-grid mk-grid--three">
            {blueprintProvides.items.map((item) => (
              <li key={item.title} className="mk-card">
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
          <p className="mk-limits">{blueprintProvides.limits}</p>
        </div>
      </section>

      <section className="page-section section-soft" aria-labelledby="stages-heading">
        <div className="container">
          <SectionHeading look="marketing" center id="stages-heading" title={blueprintStages.heading} />
          <ol className="mk-grid">
            {blueprintStages.stages.map((stage, i) => (
              <li key={stage.title} className="mk-card">
                <span className="mk-step-number" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{stage.title}</h3>
                <p>{stage.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="promo-banner promo-banner--warm" aria-labelledby="blueprint-cta-heading">
        <div className="container text-center">
          <h2 id="blueprint-cta-heading">{blueprintCta.heading}</h2>
          <p className="section-lead mx-auto">{blueprintCta.text}</p>
          <div className="blueprint-cta__actions">
            <Link className="btn btn-brand btn-lg" to={blueprintCta.cta.to}>
              {blueprintCta.cta.label}
            </Link>
            <a className="btn btn-outline-brand btn-lg" href={blueprintCta.sample.href}>
              {blueprintCta.sample.label}
              <span className="visually-hidden"> ({blueprintCta.sample.note})</span>
            </a>
          </div>
        </div>
      </section>

      <section id="pricing" className="page-section" aria-labelledby="pricing-heading">
        <div className="container">
          <SectionHeading
            look="marketing"
            center
            id="pricing-heading"
            title={blueprintPricing.heading}
            intro={blueprintPricing.lead}
          />
          <div className="mk-pricing-grid">
            {studentPlans.map((plan, i) => (
              <PlanCard key={plan.key} plan={plan} index={i} isDisabled={!plan.onSale} />
            ))}
          </div>
        </div>
      </section>
    </>
  )
}
