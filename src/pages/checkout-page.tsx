import { useLocation } from 'react-router-dom'
import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'
import { checkoutPage } from '../content/checkout'
import { readCheckoutState } from '../features/checkout/checkout-state'
import { CheckoutView } from '../features/checkout/checkout-view'

export default function CheckoutPage() {
  const data = readCheckoutState(useLocation().state)
  return (
    <>
      <Seo
        title={checkoutPage.seoTitle}
        description={checkoutPage.seoDescription}
        path={paths.checkout}
        noindex
      />
      <CheckoutView data={data} />
    </>
  )
}
