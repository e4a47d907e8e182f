import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'

export default function RefundPolicyPage() {
  return (
    <div className="container page-section">
      <Seo title={'Cancellation and Refund Policy'} description={'Refund policy.'} path={paths.refundPolicy} />
      <h1>{'Cancellation and Refund Policy'}</h1>
    </div>
  )
}
