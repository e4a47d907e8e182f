import { Link } from 'react-router-dom'
import { PageHero } from '../components/info-page/page-hero'
import { Seo } from '../components/seo/seo'
import { config } from '../config/env'
import { paths } from '../config/paths'
import {
  heroSlides,
  homeBecomeCounsellor,
  homeCounsellors,
  homeFeedback,
  homeHero,
  homeIntro,
  homeScan,
  homeSeo,
  homeStats,
  homeTestimonials,
} from '../content/home'
import { brand } from '../content/site'
import { CounsellorCarousel } from '../features/marketing/counsellor-carousel'
import { HeroCarousel } from '../features/marketing/hero-carousel'
import { PromoBanner } from '../features/marketing/promo-banner'
import { FeedbackCard } from '../features/marketing/feedback-card'
import { SectionHeading } from '../components/section-heading/section-heading'
import { StatsStrip } from '../features/marketing/stat-counter'
import '../features/marketing/marketing.css'

const organizationJsonLd = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: brand.siteName,
  url: config.siteUrl,
  logo: `${config.siteUrl}/favicon.svg`,
  contactPoint: {
    '@type': 'ContactPoint',
    telephone: brand.supportPhone,
    email: brand.supportEmail,
    contactType: 'customer support',
    areaServed: 'IN',
    availableLanguage: ['English', 'Hindi'],
  },
  address: {
    '@type': 'PostalAddress',
    addressLocality: brand.city,
    addressRegion: 'Maharashtra',
    addressCountry: 'IN',
  },
}

export default function HomePage() {
  return (
    <>
      <Seo
        title={homeSeo.title}
        description={homeSeo.description}
        path={paths.home}
        jsonLd={[organizationJsonLd]}
      />

      <PageHero
        id="home-heading"
        look="marketing"
        eyebrow={homeHero.eyebrow}
        title={homeHero.heading}
        lead={homeHero.lead}
        actions={
          <>
            <Link className="btn btn-brand btn-lg" to={homeHero.primary.to}>
              {homeHero.primary.label}
            </Link>
            <a
              className="btn btn-outline-brand btn-lg"
              href={homeHero.brief.href}
              download={homeHero.brief.fileName}
            >
              {homeHero.brief.label}
              <span className="visually-hidden"> (PDF)</span>
            </a>
          </>
        }
        media={<HeroCarousel slides={heroSlides} label={homeHero.carouselLabel} />}
      />

      <StatsStrip heading={homeStats.heading} items={homeStats.items} />

      <section className="page-section" aria-labelledby="intro-heading">
        <div className="container">
          <SectionHeading
            look="marketing"
            center
            id="intro-heading"
            title={homeIntro.heading}
            intro={homeIntro.text}
          />
          <ul className="mk-grid">
            {homeIntro.points.map((point) => (
              <li key={point.title} className="mk-card">
                <h3>{point.title}</h3>
                <p>{point.text}</p>
              </li>
            ))}
          </ul>
          <p className="text-center mt-4">
            <Link to={homeIntro.aboutLink.to} className="fw-semibold">
              {homeIntro.aboutLink.label} <span aria-hidden="true">→</span>
            </Link>
          </p>
        </div>
      </section>

      <PromoBanner
        id="scan-heading"
        heading={homeScan.heading}
        text={homeScan.text}
        cta={homeScan.cta}
        tone="warm"
      />

      <section className="page-section section-soft" aria-labelledby="counsellors-heading">
        <div className="container">
          <SectionHeading
            look="marketing"
            center
            id="counsellors-heading"
            title={homeCounsellors.heading}
            intro={homeCounsellors.text}
          />
          <p className="text-center">
            <span className="mk-badge">{homeCounsellors.badge}</span>
          </p>
          <CounsellorCarousel profiles={homeCounsellors.profiles} label={homeCounsellors.carouselLabel} />
        </div>
      </section>

      <PromoBanner
        id="become-counsellor-heading"
        heading={homeBecomeCounsellor.heading}
        text={homeBecomeCounsellor.text}
        cta={homeBecomeCounsellor.cta}
        image={homeBecomeCounsellor.image}
      />

      <section className="page-section" aria-labelledby="feedback-heading">
        <div className="container">
          <SectionHeading
            look="marketing"
            center
            id="feedback-heading"
            title={homeFeedback.heading}
            intro={homeFeedback.text}
          />
          <ul className="mk-grid">
            {homeFeedback.quotes.map((q) => (
              <li key={q.name}>
                <FeedbackCard photo={q.photo} name={q.name} caption={q.detail} quote={q.quote} />
              </li>
            ))}
          </ul>
          <p className="text-center mt-4">
            <Link className="btn btn-outline-brand btn-lg" to={homeFeedback.cta.to}>
              {homeFeedback.cta.label}
            </Link>
          </p>
        </div>
      </section>

      <section className="page-section section-soft" aria-labelledby="testimonials-heading">
        <div className="container">
          <SectionHeading
            look="marketing"
            center
            id="testimonials-heading"
            title={homeTestimonials.heading}
          />
          <div className="row g-4 align-items-stretch">
            <div className="col-md-4">
              <div className="rating-panel">
                <p>{homeTestimonials.ratingLabel}</p>
                <p className="rating-panel__stars" aria-hidden="true">
                  ★★★★★
                </p>
                <p className="rating-panel__value">{homeTestimonials.rating}</p>
                <p>{homeTestimonials.ratingCount}</p>
              </div>
            </div>
            {homeTestimonials.quotes.map((q) => (
              <div className="col-md-4" key={q.name}>
                <FeedbackCard photo={q.photo} name={q.name} caption={q.relation} quote={q.quote} />
              </div>
            ))}
          </div>
          <p className="text-center mt-4">
            <Link to={homeTestimonials.link.to} className="fw-semibold">
              {homeTestimonials.link.label} <span aria-hidden="true">→</span>
            </Link>
          </p>
        </div>
      </section>
    </>
  )
}
