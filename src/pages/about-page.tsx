import { Link } from 'react-router-dom'
import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'
import {
  aboutApproach,
  aboutFlagship,
  aboutHero,
  aboutImpact,
  aboutMission,
  aboutSeo,
  aboutTeam,
  aboutVision,
  aboutWhy,
} from '../content/about'
import { ProseSection } from '../features/marketing/prose-section'
import { SectionHeading } from '../components/section-heading/section-heading'
import { TeamSection } from '../features/marketing/team-section'
import '../features/marketing/marketing.css'

export default function AboutPage() {
  return (
    <>
      <Seo title={aboutSeo.title} description={aboutSeo.description} path={paths.about} />

      <section className="mk-hero" aria-labelledby="about-heading">
        <div className="container mk-hero__grid">
          <div>
            <h1 id="about-heading">{aboutHero.heading}</h1>
            <p className="mk-hero__lead">{aboutHero.intro}</p>
          </div>
          <img
            className="mk-hero__art"
            src={aboutHero.image.src}
            alt={aboutHero.image.alt}
            width={aboutHero.image.width}
            height={aboutHero.image.height}
            fetchPriority="high"
          />
        </div>
      </section>

      <section className="page-section" aria-label={aboutVision.sectionLabel}>
        <div className="container">
          <div className="row g-4">
            <div className="col-lg-5">
              <div className="mk-card">
                <h2>{aboutVision.heading}</h2>
                <p className="section-lead">{aboutVision.text}</p>
              </div>
            </div>
            <div className="col-lg-7">
              <div className="mk-card">
                <h2>{aboutMission.heading}</h2>
                <ol className="list-unstyled m-0">
                  {aboutMission.pillars.map((pillar, i) => (
                    <li key={pillar.title} className="d-flex gap-3 mb-3">
                      <span className="mk-step-number flex-shrink-0" aria-hidden="true">
                        {i + 1}
                      </span>
                      <div>
                        <h3 className="h5 mb-1">{pillar.title}</h3>
                        <p className="text-body-secondary mb-0">{pillar.text}</p>
                      </div>
                    </li>
                  ))}
                </ol>
              </div>
            </div>
          </div>
        </div>
      </section>

      <ProseSection id="why-heading" heading={aboutWhy.heading} paragraphs={aboutWhy.paragraphs} soft />

      <section className="page-section" aria-labelledby="approach-heading">
        <div className="container">
          <SectionHeading
            look="marketing"
            center
            id="approach-heading"
            title={aboutApproach.heading}
            intro={aboutApproach.lead}
          />
          <ol className="mk-grid">
            {aboutApproach.steps.map((step, i) => (
              <li key={step.title} className="mk-card">
                <span className="mk-step-number" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="page-section section-soft" aria-labelledby="flagship-heading">
        <div className="container">
          <div className="row g-4 align-items-center">
            <div className="col-md-7">
              <h2 id="flagship-heading">{aboutFlagship.heading}</h2>
              <p className="section-lead">{aboutFlagship.text}</p>
              <Link className="btn btn-brand btn-lg" to={aboutFlagship.cta.to}>
                {aboutFlagship.cta.label}
              </Link>
            </div>
            <div className="col-md-5 text-center">
              <img
                className="mk-hero__art"
                src={aboutFlagship.image.src}
                alt={aboutFlagship.image.alt}
                width={aboutFlagship.image.width}
                height={aboutFlagship.image.height}
                loading="lazy"
              />
            </div>
          </div>
        </div>
      </section>

      <section className="page-section" aria-labelledby="impact-heading">
        <div className="container">
          <SectionHeading look="marketing" center id="impact-heading" title={aboutImpact.heading} />
          <ul className="mk-grid mx-auto" style={{ maxWidth: 760 }}>
            {aboutImpact.items.map((item) => (
              <li key={item.value} className="mk-figure">
                <span className="mk-figure__value">{item.value}</span>
                <span className="mk-figure__label">{item.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <TeamSection heading={aboutTeam.heading} hint={aboutTeam.hint} members={aboutTeam.members} />
    </>
  )
}
