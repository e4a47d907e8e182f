import { useId } from 'react'
import { checkoutPage } from '../../content/checkout'
import type { CheckoutData } from './checkout-state'

const fields = ['firstName', 'lastName', 'email', 'phone'] as const

/**
 * SPEC §2/§5: the buyer's details, read-only: shown as text, not in boxes that look editable (issue 50). A long
 * name or email wraps and shows in full: the invoice goes to that address.
 */
export function PersonalDetailsCard({ data }: { data: CheckoutData }) {
  const id = useId()
  return (
    <section className="checkout-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="checkout-card__title">
        {checkoutPage.personalDetails}
      </h2>
      <dl className="row g-3 checkout-details">
        {fields.map((name) => (
          <div className={name === 'email' || name === 'phone' ? 'col-12' : 'col-sm-6'} key={name}>
            <dt className="checkout-label">{checkoutPage.fields[name]}</dt>
            <dd className="checkout-readonly" data-field={name}>
              {data[name]}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
