import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'

export default function StudentPlansListPage() {
  return (
    <div className="container page-section">
      <Seo title={'Student Plans'} description={'Student plans.'} path={paths.studentPlansList} />
      <h1>{'Choose Your Report'}</h1>
    </div>
  )
}
