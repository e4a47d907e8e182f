import { paths } from '../config/paths'
import { shippingPolicy } from '../content/policies'
import { PolicyPage } from '../features/policies/policy-page'

export default function ShippingPolicyPage() {
  return <PolicyPage policy={shippingPolicy} path={paths.shippingPolicy} />
}
