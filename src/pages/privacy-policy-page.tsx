import { Link } from 'react-router-dom'
import { paths } from '../config/paths'
import { privacyPolicy } from '../content/policies'
import { privacyCentreLink } from '../content/privacy-links'
import { PolicyPage } from '../features/policies/policy-page'
import { PrivacyContactBlock } from '../features/privacy/privacy-contact'

/** The policy's own texts, then the way to the privacy centre's details and the contact person for personal data. */
export default function PrivacyPolicyPage() {
  return (
    <PolicyPage policy={privacyPolicy} path={paths.privacyPolicy}>
      <section className="policy__section">
        <h2>{privacyCentreLink.policyHeading}</h2>
        <p>
          <Link to={paths.privacyCentre}>{privacyCentreLink.text}</Link>
        </p>
      </section>
      <PrivacyContactBlock />
    </PolicyPage>
  )
}
