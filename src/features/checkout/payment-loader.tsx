import { paymentLoader } from '../../content/checkout'
import type { PaymentPhase } from './payment-machine'
import './payment.css'

const messages: Partial<Record<PaymentPhase, string>> = {
  creatingOrder: paymentLoader.creatingOrder,
  verifying: paymentLoader.verifying,
  markingSuccess: paymentLoader.markingSuccess,
  sendingInvoice: paymentLoader.sendingInvoice,
}

/** The full-screen loader while the server works (SPEC §4); absent in every other phase. */
export function PaymentLoader({ phase }: { phase: PaymentPhase }) {
  const message = messages[phase]
  if (!message) return null
  return (
    <div className="payment-loader" role="status" aria-live="polite">
      <div className="payment-loader__panel">
        <div className="spinner-border payment-loader__spinner" aria-hidden="true" />
        <p className="payment-loader__text">{message}</p>
      </div>
    </div>
  )
}
