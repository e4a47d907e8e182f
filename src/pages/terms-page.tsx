import { paths } from '../config/paths'
import { termsPolicy } from '../content/policies'
import { PolicyPage } from '../features/policies/policy-page'

export default function TermsPage() {
  return <PolicyPage policy={termsPolicy} grievanceOfficer path={paths.terms} />
}
