import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'

export default function TermsPage() {
  return (
    <div className="container page-section">
      <Seo title={'Terms and Conditions'} description={'Terms.'} path={paths.terms} />
      <h1>{'Terms and Conditions'}</h1>
    </div>
  )
}
