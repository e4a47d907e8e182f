import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'
import { privacyCentreContent } from '../content/privacy-centre'
import { PrivacyAccountLoader } from '../features/privacy/privacy-account-loader'
import { PrivacyContactBlock } from '../features/privacy/privacy-contact'
import { PrivacyNotice } from '../features/privacy/privacy-notice'

/**
 * The privacy centre: the notice and the contact person are prerendered (a parent reads them before buying); the
 * signed-in part (what we hold, download, correct, withdraw, erase) is rendered in the browser after sign-in.
 */
export default function PrivacyCentrePage() {
  return (
    <>
      <Seo
        title={privacyCentreContent.title}
        description={privacyCentreContent.metaDescription}
        path={paths.privacyCentre}
      />
      <div className="container page-section privacy-centre">
        <h1 className="privacy-centre__heading">{privacyCentreContent.title}</h1>
        <p className="privacy-centre__intro">{privacyCentreContent.intro}</p>
        <PrivacyNotice />
        <PrivacyContactBlock />
        <PrivacyAccountLoader />
      </div>
    </>
  )
}
