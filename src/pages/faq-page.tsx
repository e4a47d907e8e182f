import { Link } from 'react-router-dom'
import { LazyAccordionList } from '../components/accordion-list/lazy-accordion-list'
import { PageHero } from '../components/info-page/page-hero'
import '../components/info-page/info-page.css'
import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'
import { faqPage, generalFaqs } from '../content/faq'

const faqJsonLd = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: generalFaqs.map((item) => ({
    '@type': 'Question',
    name: item.question,
    acceptedAnswer: { '@type': 'Answer', text: item.answer },
  })),
}

export default function FaqPage() {
  return (
    <>
      <Seo
        title="FAQ"
        description="Parents' questions about the Success Blueprint report: the 27-question survey, privacy, payment, refunds, delivery in 7-10 days and counsellor follow-up."
        path={paths.faq}
        jsonLd={[faqJsonLd]}
      />
      <PageHero title={faqPage.title} lead={faqPage.lead} />
      <div className="container page-section" style={{ maxWidth: 900 }}>
        <LazyAccordionList
          defaultOpen={generalFaqs[0]?.id}
          headingLevel="h2"
          items={generalFaqs.map((item) => ({
            id: item.id,
            title: item.question,
            body: <p>{item.answer}</p>,
          }))}
        />
        <div className="support-block mt-5">
          <div>
            <h2>{faqPage.moreHeading}</h2>
            <p>{faqPage.moreText}</p>
          </div>
          <div className="support-block__links">
            <Link to={paths.contact}>{faqPage.contactCta}</Link>
          </div>
        </div>
      </div>
    </>
  )
}
