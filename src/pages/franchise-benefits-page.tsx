import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'

export default function FranchiseBenefitsPage() {
  return (
    <div className="container page-section">
      <Seo title={'Franchise Benefits'} description={'Franchise benefits.'} path={paths.franchiseBenefits} />
      <h1>{'Franchise Benefits'}</h1>
    </div>
  )
}
