import { paths } from '../config/paths'
import { refundPolicy } from '../content/policies'
import { PolicyPage } from '../features/policies/policy-page'

export default function RefundPolicyPage() {
  return <PolicyPage policy={refundPolicy} grievanceOfficer path={paths.refundPolicy} />
}
