import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'
import { careerFamilies, careersBanner, careersPage, careersSeo } from '../content/careers'
import { PromoBanner } from '../features/marketing/promo-banner'
import '../features/marketing/marketing.css'

export default function CareerInsightPage() {
  const { labels } = careersPage
  return (
    <>
      <Seo title={careersSeo.title} description={careersSeo.description} path={paths.careerInsight} />

      <section className="mk-hero" aria-labelledby="careers-heading">
        <div className="container">
          <h1 id="careers-heading">{careersPage.heading}</h1>
          <p className="mk-hero__lead">{careersPage.lead}</p>
          <nav aria-label={careersPage.familiesLabel} className="mt-3">
            <ul className="career-family__examples">
              {careerFamilies.map((family) => (
                <li key={family.id}>
                  <a href={`#${family.id}`}>{family.title}</a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>

      <div className="container page-section">
        {careerFamilies.map((family) => (
          <article
            key={family.id}
            id={family.id}
            className="career-family"
            aria-labelledby={`${family.id}-title`}
          >
            <div className="career-family__head">
              <img
                src={family.icon.src}
                alt=""
                width={family.icon.width}
                height={family.icon.height}
                loading="lazy"
              />
              <div>
                <h2 id={`${family.id}-title`}>{family.title}</h2>
                <p>{family.summary}</p>
              </div>
            </div>
            <div className="career-family__grid">
              <div>
                <h3>{labels.examples}</h3>
                <ul className="career-family__examples">
                  {family.examples.map((example) => (
                    <li key={example}>{example}</li>
                  ))}
                </ul>
                <h3 className="mt-4">{labels.insight}</h3>
                <p>{family.insight}</p>
              </div>
              <div>
                <h3>{labels.developmentPath}</h3>
                <p>{family.developmentPath}</p>
                <div className="career-family__story">
                  <h3>{labels.successStory}</h3>
                  <p className="mb-0">{family.successStory}</p>
                </div>
              </div>
            </div>
          </article>
        ))}
      </div>

      <PromoBanner
        id="assessment-banner-heading"
        heading={careersBanner.heading}
        text={careersBanner.text}
        cta={careersBanner.cta}
        image={careersBanner.image}
      >
        <ul className="promo-banner__points">
          {careersBanner.points.map((point) => (
            <li key={point}>
              <span aria-hidden="true">✓ </span>
              {point}
            </li>
          ))}
        </ul>
      </PromoBanner>
    </>
  )
}
