import { useLocation } from 'react-router-dom'
import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'
import { formatRupees } from '../content/catalogue'
import { studentRegisterPage } from '../content/registration'
import { readSelectedPlan } from '../app/applicant'
import { RegisterLayout } from '../features/onboarding/register-layout'
import { StudentRegisterForm } from '../features/onboarding/student-register-form'
import { useIsClient } from '../hooks/use-is-client'

export default function StudentRegisterPage() {
  const state: unknown = useLocation().state
  // The page is prerendered without navigation state; read it only after hydration so the first client render
  // matches the HTML even when the browser restored a chosen plan (e.g. on reload).
  const selectedPlan = useIsClient() ? readSelectedPlan(state) : undefined
  return (
    <>
      <Seo
        title={studentRegisterPage.seoTitle}
        description={studentRegisterPage.seoDescription}
        path={paths.studentRegister}
      />
      <RegisterLayout
        heading={studentRegisterPage.heading}
        intro={studentRegisterPage.intro}
        art={{ src: '/images/registration/student-register.svg', alt: studentRegisterPage.illustrationAlt }}
        aside={
          <ol className="reg-steps">
            {studentRegisterPage.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        }
      >
        {selectedPlan && (
          <p className="reg-selected-plan">
            {studentRegisterPage.selectedPlanNote} <strong>{selectedPlan.name}</strong> ·{' '}
            {formatRupees(selectedPlan.price)}
          </p>
        )}
        <StudentRegisterForm selectedPlan={selectedPlan} />
      </RegisterLayout>
    </>
  )
}
