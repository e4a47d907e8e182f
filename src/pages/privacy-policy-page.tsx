import { paths } from '../config/paths'
import { privacyPolicy } from '../content/policies'
import { PolicyPage } from '../features/policies/policy-page'

export default function PrivacyPolicyPage() {
  return <PolicyPage policy={privacyPolicy} path={paths.privacyPolicy} />
}
