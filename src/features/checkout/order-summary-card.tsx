import type { ReactNode } from 'react'
import { useId } from 'react'
import { formatRupees } from '../../content/catalogue'
import { checkoutPage } from '../../content/checkout'

interface OrderSummaryCardProps {
  planName: string
  /** Rupees. */
  originalAmount: number
  /** Rupees. */
  total: number
  /** Shown when the total is the server's order amount and differs from what was shown before. */
  updatedByServer: boolean
  children?: ReactNode
}

/** SPEC §2: plan, original amount, discount (= original amount minus total) and total, in ₹. */
export function OrderSummaryCard({
  planName,
  originalAmount,
  total,
  updatedByServer,
  children,
}: OrderSummaryCardProps) {
  const id = useId()
  const discount = originalAmount - total
  return (
    <section className="checkout-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="checkout-card__title">
        {checkoutPage.orderSummary}
      </h2>
      <dl className="checkout-summary">
        <div>
          <dt>{checkoutPage.plan}</dt>
          <dd data-testid="summary-plan">{planName}</dd>
        </div>
        <div>
          <dt>{checkoutPage.originalAmount}</dt>
          <dd data-testid="summary-original">{formatRupees(originalAmount)}</dd>
        </div>
        <div>
          <dt>{checkoutPage.discount}</dt>
          <dd data-testid="summary-discount">{formatRupees(discount)}</dd>
        </div>
        <div className="checkout-summary__total">
          <dt>{checkoutPage.total}</dt>
          <dd data-testid="summary-total" aria-live="polite">
            {formatRupees(total)}
          </dd>
        </div>
      </dl>
      {updatedByServer && <p className="checkout-note">{checkoutPage.serverAmountNote}</p>}
      {children}
    </section>
  )
}
