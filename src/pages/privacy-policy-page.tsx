import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'

export default function PrivacyPolicyPage() {
  return (
    <div className="container page-section">
      <Seo title={'Privacy Policy'} description={'Privacy policy.'} path={paths.privacyPolicy} />
      <h1>{'Privacy Policy'}</h1>
    </div>
  )
}
