import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'

export default function HomePage() {
  return (
    <div className="container page-section">
      <Seo title={'Home'} description={'Personalised career and personality reports for Indian students.'} path={paths.home} />
      <h1>{'Unlock Your Child\'s Full Destiny'}</h1>
    </div>
  )
}
