import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'
import { counsellorProgramme, formatRupees } from '../content/catalogue'
import { counsellorForm, counsellorRegisterPage } from '../content/registration'
import { CounsellorRegisterForm } from '../features/onboarding/counsellor-register-form'
import { RegisterLayout } from '../features/onboarding/register-layout'

export default function EecRegisterPage() {
  return (
    <>
      <Seo
        title={counsellorRegisterPage.seoTitle}
        description={counsellorRegisterPage.seoDescription}
        path={paths.eecRegister}
      />
      <RegisterLayout
        heading={counsellorRegisterPage.heading}
        intro={counsellorRegisterPage.intro}
        art={{
          src: '/images/registration/counsellor-register.svg',
          alt: counsellorRegisterPage.illustrationAlt,
        }}
        aside={
          <ul className="reg-facts">
            <li>{counsellorRegisterPage.fee(formatRupees(counsellorProgramme.price))}</li>
            <li>{counsellorRegisterPage.cohort(counsellorProgramme.cohort)}</li>
          </ul>
        }
      >
        <h2 className="h4 mb-3">{counsellorForm.heading}</h2>
        <CounsellorRegisterForm />
      </RegisterLayout>
    </>
  )
}
