import { Link } from 'react-router-dom'
import { FaqPage } from '../components/faq/faq-page'
import { paths } from '../config/paths'
import { faqPage, faqSeo, generalFaqs } from '../content/faq'

export default function GeneralFaqPage() {
  return (
    <FaqPage
      seo={{ ...faqSeo, path: paths.faq }}
      title={faqPage.title}
      lead={faqPage.lead}
      entries={generalFaqs.map((item) => ({
        id: item.id,
        question: item.question,
        answerText: item.answer,
        answer: (
          <>
            <p>{item.answer}</p>
            {item.link && (
              <p>
                <a href={item.link.href}>{item.link.label}</a>
              </p>
            )}
          </>
        ),
      }))}
      footer={
        <div className="support-block mt-5">
          <div>
            <h2>{faqPage.moreHeading}</h2>
            <p>{faqPage.moreText}</p>
          </div>
          <div className="support-block__links">
            <Link to={paths.contact}>{faqPage.contactCta}</Link>
          </div>
        </div>
      }
    />
  )
}
