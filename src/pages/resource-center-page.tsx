import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'

export default function ResourceCenterPage() {
  return (
    <div className="container page-section">
      <Seo title={'Resource Center'} description={'Resource center.'} path={paths.resourceCenter} />
      <h1>{'Resource Center'}</h1>
    </div>
  )
}
