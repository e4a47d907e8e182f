import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'

export default function EecPlansListPage() {
  return (
    <div className="container page-section">
      <Seo title={'Counsellor Plans'} description={'Counsellor plans.'} path={paths.eecPlansList} />
      <h1>{'Choose Your Counsellor Plan'}</h1>
    </div>
  )
}
