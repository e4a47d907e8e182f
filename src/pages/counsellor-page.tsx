import { Link } from 'react-router-dom'
import { AccordionList } from '../components/accordion-list/accordion-list'
import { IconCardGrid } from '../components/info-page/icon-card-grid'
import { PageHero } from '../components/info-page/page-hero'
import { SectionHeading } from '../components/info-page/section-heading'
import { Seo } from '../components/seo/seo'
import { downloads, paths } from '../config/paths'
import { counsellorProgramme, formatRupees } from '../content/catalogue'
import {
  batchSection,
  benefitsSection,
  counsellorFaqSection,
  counsellorHero,
  curriculum,
  curriculumSection,
  earnings,
  first100Offer,
  offerBanner,
  registerSection,
  stepsSection,
} from '../content/counsellor'
import { BatchPicker } from '../features/counsellor/batch-picker'
import { CurriculumAccordion } from '../features/counsellor/curriculum-accordion'
import { EarningsCard } from '../features/counsellor/earnings-card'
import { EnrolCard } from '../features/counsellor/enrol-card'
import { CounsellorRegisterForm } from '../features/registration/counsellor-register-form'
import '../features/counsellor/counsellor.css'

export default function CounsellorPage() {
  return (
    <>
      <Seo
        title="Become a Certified Career Counsellor"
        description={`Teachers and educators: become a certified career counsellor in ${curriculum.length} short sessions, get ${counsellorProgramme.guaranteedStudents} guaranteed students and earn from home. One-time fee ${formatRupees(counsellorProgramme.price)}.`}
        path={paths.counsellor}
      />
      <div className="offer-strip" role="note">
        <p>
          {offerBanner.text} · <code>{offerBanner.coupon}</code>{' '}
          <span className="d-none d-md-inline">{offerBanner.couponText}</span>
        </p>
      </div>
      <PageHero
        eyebrow={counsellorHero.eyebrow}
        title={counsellorHero.title}
        lead={counsellorHero.lead}
        actions={
          <>
            <Link className="btn btn-accent btn-lg" to={paths.eecRegister}>
              {counsellorHero.startToday}
            </Link>
            <a className="btn btn-outline-brand btn-lg" href={downloads.counsellorBrochure} download>
              {counsellorHero.brochure}
              <span className="visually-hidden"> ({counsellorHero.brochureNote})</span>
            </a>
          </>
        }
        media={
          <img
            src="/images/counsellor/hero-teacher.svg"
            alt={counsellorHero.imageAlt}
            width={560}
            height={440}
            fetchPriority="high"
          />
        }
      />

      <div className="container page-section">
        <div className="counsellor-layout">
          <div>
            <section aria-labelledby="steps-heading">
              <SectionHeading id="steps-heading" title={stepsSection.heading} intro={stepsSection.intro} />
              <IconCardGrid items={stepsSection.steps} iconDir="counsellor" numbered />
            </section>

            <section aria-labelledby="benefits-heading">
              <SectionHeading
                id="benefits-heading"
                title={benefitsSection.heading}
                intro={benefitsSection.intro}
              />
              <IconCardGrid
                items={benefitsSection.benefits}
                iconDir="counsellor"
                cols="row-cols-1 row-cols-sm-2"
              />
            </section>

            <section aria-labelledby="curriculum-heading">
              <SectionHeading
                id="curriculum-heading"
                title={curriculumSection.heading}
                intro={<span className="curriculum__summary">{curriculumSection.summary}</span>}
              />
              <CurriculumAccordion />
            </section>

            <section aria-labelledby="batch-heading">
              <SectionHeading id="batch-heading" title={batchSection.heading} intro={batchSection.intro} />
              <BatchPicker />
            </section>

            <section className="first-100" aria-labelledby="first-100-heading">
              <img src="/images/counsellor/gift.svg" alt="" width={96} height={96} loading="lazy" />
              <div>
                <h2 id="first-100-heading">{first100Offer.heading}</h2>
                <p>{first100Offer.text}</p>
                <ul className="info-checklist mb-0">
                  {first100Offer.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            </section>

            <section aria-labelledby="earnings-heading">
              <SectionHeading id="earnings-heading" title={earnings.heading} />
              <EarningsCard />
            </section>
          </div>
          <div className="counsellor-layout__aside">
            <EnrolCard />
          </div>
        </div>
      </div>

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
          items={counsellorFaqSection.items.map((item) => ({
            id: item.id,
            title: item.title,
            body: <p>{item.text}</p>,
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
