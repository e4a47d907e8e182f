import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'

export default function CheckoutPage() {
  return (
    <div className="container page-section">
      <Seo title={'Checkout'} description={'Checkout.'} path={paths.checkout} />
      <h1>{'Checkout'}</h1>
    </div>
  )
}
