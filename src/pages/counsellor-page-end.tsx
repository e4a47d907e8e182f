import { Link } from 'react-router-dom'
import { AccordionList } from '../components/accordion-list/accordion-list'
import { SectionHeading } from '../components/section-heading/section-heading'
import '../components/info-page/info-page.css'
import { paths } from '../config/paths'
import { counsellorFaqSection, registerSection } from '../content/counsellor-enrolment'
import { counsellorFaqs, htmlToText } from '../content/counsellor-faq'
import { CounsellorRegisterForm } from '../features/onboarding/counsellor-register-form'

/**
 * The end of the counsellor landing page: the registration form and the first questions of the counsellor
 * FAQ. Loaded as its own chunk (see counsellor-page.tsx) because it carries the registration and OTP code.
 */
export default function CounsellorPageEnd() {
  return (
    <>
      <section
        id="register"
        className="info-soft page-section counsellor-register"
        aria-labelledby="register-heading"
      >
        <div className="container" style={{ maxWidth: 760 }}>
          <SectionHeading
            id="register-heading"
            title={registerSection.heading}
            intro={registerSection.intro}
            center
          />
          <CounsellorRegisterForm />
        </div>
      </section>

      <section
        className="container page-section"
        aria-labelledby="counsellor-faq-heading"
        style={{ maxWidth: 900 }}
      >
        <SectionHeading id="counsellor-faq-heading" title={counsellorFaqSection.heading} center />
        <AccordionList
          items={counsellorFaqs.slice(0, counsellorFaqSection.shown).map((item) => ({
            id: item.id,
            title: item.title,
            body: <p>{htmlToText(item.content)}</p>,
          }))}
        />
        <p className="text-center mt-4">
          <Link className="btn btn-outline-brand" to={paths.counsellorFaq}>
            {counsellorFaqSection.more}
          </Link>
        </p>
      </section>
    </>
  )
}
