import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'

export default function ShippingPolicyPage() {
  return (
    <div className="container page-section">
      <Seo title={'Shipping and Delivery Policy'} description={'Shipping policy.'} path={paths.shippingPolicy} />
      <h1>{'Shipping and Delivery Policy'}</h1>
    </div>
  )
}
