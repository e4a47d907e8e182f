import { LazyAccordionList } from '../components/accordion-list/lazy-accordion-list'
import { PageHero } from '../components/info-page/page-hero'
import '../components/info-page/info-page.css'
import { SupportContact } from '../components/info-page/support-contact'
import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'
import { counsellorFaqPage, counsellorFaqs, htmlToText } from '../content/counsellor-faq'

const faqJsonLd = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: counsellorFaqs.map((item) => ({
    '@type': 'Question',
    name: item.title,
    acceptedAnswer: { '@type': 'Answer', text: htmlToText(item.content) },
  })),
}

export default function CounsellorFaqPage() {
  return (
    <>
      <Seo
        title="Counsellor FAQ"
        description="Answers to the 12 questions teachers ask most about the Educational Excellence Counsellor programme: fee, sessions, students, earnings and certification."
        path={paths.counsellorFaq}
        jsonLd={[faqJsonLd]}
      />
      <PageHero title={counsellorFaqPage.title} lead={counsellorFaqPage.lead} />
      <div className="container page-section" style={{ maxWidth: 900 }}>
        <LazyAccordionList
          className="counsellor-faq"
          defaultOpen={counsellorFaqs[0]?.id}
          headingLevel="h2"
          items={counsellorFaqs.map((item) => ({
            id: item.id,
            marker: item.number,
            title: item.title,
            // Trusted constants written in src/content/counsellor-faq.ts, never user input.
            body: <div dangerouslySetInnerHTML={{ __html: item.content }} />,
          }))}
        />
        <div className="mt-5">
          <SupportContact
            heading={counsellorFaqPage.supportHeading}
            text={counsellorFaqPage.supportText}
            callLabel={counsellorFaqPage.callLabel}
            emailLabel={counsellorFaqPage.emailLabel}
          />
        </div>
      </div>
    </>
  )
}
