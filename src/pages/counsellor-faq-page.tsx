import { FaqPage } from '../components/faq/faq-page'
import { SupportContact } from '../components/info-page/support-contact'
import { paths } from '../config/paths'
import { counsellorFaqPage, counsellorFaqs, counsellorFaqSeo, htmlToText } from '../content/counsellor-faq'

export default function CounsellorFaqPage() {
  return (
    <FaqPage
      seo={{ ...counsellorFaqSeo, path: paths.counsellorFaq }}
      title={counsellorFaqPage.title}
      lead={counsellorFaqPage.lead}
      className="counsellor-faq"
      entries={counsellorFaqs.map((item) => ({
        id: item.id,
        marker: item.number,
        question: item.title,
        answerText: htmlToText(item.content),
        // Trusted constants written in src/content/counsellor-faq.ts, never user input.
        answer: <div dangerouslySetInnerHTML={{ __html: item.content }} />,
      }))}
      footer={
        <div className="mt-5">
          <SupportContact
            heading={counsellorFaqPage.supportHeading}
            text={counsellorFaqPage.supportText}
            callLabel={counsellorFaqPage.callLabel}
            emailLabel={counsellorFaqPage.emailLabel}
          />
        </div>
      }
    />
  )
}
