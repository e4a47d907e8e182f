import { useLocation } from 'react-router-dom'
import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'
import { eecPlansListPage } from '../content/plans-list'
import { CounsellorKitCard } from '../features/plans/counsellor-kit-card'
import { PlansListLayout } from '../features/plans/plans-list-layout'
import { readApplicant } from '../app/applicant'

export default function EecPlansListPage() {
  const { firstName } = readApplicant(useLocation().state, 'eec')
  return (
    <>
      <Seo
        title={eecPlansListPage.seoTitle}
        description={eecPlansListPage.seoDescription}
        path={paths.eecPlansList}
        noindex
      />
      <PlansListLayout heading={eecPlansListPage.heading} intro={eecPlansListPage.intro(firstName)}>
        <CounsellorKitCard />
      </PlansListLayout>
    </>
  )
}
