import { useId } from 'react'
import { checkoutPage } from '../../content/checkout'
import type { CheckoutData } from './checkout-state'

const fields = ['firstName', 'lastName', 'email', 'phone'] as const

/** SPEC §2/§5: the buyer's details, read-only. */
export function PersonalDetailsCard({ data }: { data: CheckoutData }) {
  const id = useId()
  return (
    <section className="checkout-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="checkout-card__title">
        {checkoutPage.personalDetails}
      </h2>
      <div className="row g-3">
        {fields.map((name) => (
          <div className={name === 'email' || name === 'phone' ? 'col-12' : 'col-sm-6'} key={name}>
            <label className="form-label checkout-label" htmlFor={`${id}-${name}`}>
              {checkoutPage.fields[name]}
            </label>
            {/* A text area, one row high, grows to show a long name or email in full: the invoice goes to
                that address, and an input would cut it off on a phone. */}
            <textarea
              id={`${id}-${name}`}
              name={name}
              className="form-control checkout-readonly"
              rows={1}
              value={data[name]}
              readOnly
            />
          </div>
        ))}
      </div>
    </section>
  )
}
