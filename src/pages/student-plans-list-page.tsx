import { useLocation } from 'react-router-dom'
import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'
import { studentPlans } from '../content/catalogue'
import { studentPlansListPage } from '../content/plans-list'
import { PlanCard } from '../features/plans/plan-card'
import { PlansListLayout } from '../features/plans/plans-list-layout'
import { readApplicant } from '../app/applicant'

export default function StudentPlansListPage() {
  const { firstName } = readApplicant(useLocation().state, 'student')
  return (
    <>
      <Seo
        title={studentPlansListPage.seoTitle}
        description={studentPlansListPage.seoDescription}
        path={paths.studentPlansList}
        noindex
      />
      <PlansListLayout heading={studentPlansListPage.heading} intro={studentPlansListPage.intro(firstName)}>
        <div className="row g-4 plans-list__grid">
          {studentPlans.map((plan, index) => (
            <div className="col-md-6" key={plan.key}>
              <PlanCard plan={plan} index={index} isDisabled={!plan.onSale} />
            </div>
          ))}
        </div>
      </PlansListLayout>
    </>
  )
}
