import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'

export default function OfferingsPage() {
  return (
    <div className="container page-section">
      <Seo title={'Offerings'} description={'Offerings.'} path={paths.offerings} />
      <h1>{'Offerings'}</h1>
    </div>
  )
}
