import { useEntryState } from '../app/history/history'
import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'
import { checkoutPage } from '../content/checkout'
import { readCheckoutState } from '../features/checkout/checkout-state'
import { CheckoutView } from '../features/checkout/checkout-view'
import { useForgetStateOnReload } from '../app/history/use-forget-state-on-reload'

export default function CheckoutPage() {
  const data = readCheckoutState(useEntryState())
  useForgetStateOnReload()
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
