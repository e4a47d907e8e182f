import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'

export default function PlansPage() {
  return (
    <div className="container page-section">
      <Seo title={'Pricing'} description={'Pricing packages.'} path={paths.plans} />
      <h1>{'Affordable Pricing Packages'}</h1>
    </div>
  )
}
