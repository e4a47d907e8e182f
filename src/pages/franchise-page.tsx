import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'

export default function FranchisePage() {
  return (
    <div className="container page-section">
      <Seo title={'Franchise'} description={'Franchise tiers.'} path={paths.franchise} />
      <h1>{'Franchise Opportunities'}</h1>
    </div>
  )
}
