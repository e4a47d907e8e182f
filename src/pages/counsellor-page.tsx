import { lazy } from 'react'
import { Link } from 'react-router-dom'
import { HydratesLater } from '../components/hydrates-later/hydrates-later'
import { IconCardGrid } from '../components/info-page/icon-card-grid'
import { PageHero } from '../components/info-page/page-hero'
import { SectionHeading } from '../components/section-heading/section-heading'
import { Seo } from '../components/seo/seo'
import { downloads, paths } from '../config/paths'
import { counsellorProgramme, formatRupees } from '../content/catalogue'
import {
  benefitsSection,
  counsellorHero,
  counsellorSeo,
  curriculum,
  curriculumSection,
  offerBanner,
  stepsSection,
} from '../content/counsellor'
import { CurriculumAccordion } from '../features/counsellor/curriculum-accordion'
import { EnrolCard } from '../features/counsellor/enrol-card'
import '../features/counsellor/counsellor.css'
// Linked up front so the prerendered form at the end of the page is styled before its code arrives.
import '../features/onboarding/registration.css'

/**
 * The registration form (with its OTP flow) and the FAQ close the page, so their code is a separate chunk:
 * the page's first load stays within budget, and their prerendered HTML hydrates when the chunk lands.
 */
/** The batch choice, the first-100 offer and the earnings: below the fold, so also a chunk of their own. */
const CounsellorDetails = lazy(() => import('../features/counsellor/counsellor-details'))

const CounsellorPageEnd = lazy(() => import('./counsellor-page-end'))

export default function CounsellorPage() {
  return (
    <>
      <Seo
        title={counsellorSeo.title}
        description={counsellorSeo.description(
          curriculum.length,
          counsellorProgramme.guaranteedStudents,
          formatRupees(counsellorProgramme.price),
        )}
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

            <HydratesLater fallback={<div className="counsellor-details__pending" />}>
              <CounsellorDetails />
            </HydratesLater>
          </div>
          <div className="counsellor-layout__aside">
            <EnrolCard />
          </div>
        </div>
      </div>

      <HydratesLater fallback={<div className="counsellor-page-end__pending" />}>
        <CounsellorPageEnd />
      </HydratesLater>
    </>
  )
}
