import { useId, useRef, useState, type FormEvent } from 'react'
import { errorMessage } from '../../api/api-error'
import { couponCopy } from '../../content/checkout'
import { useFocusBackWhenIdle } from '../../hooks/use-focus-back-when-idle'
import { promoApi } from '../../api/on-demand'
import { prefetchNow } from '../../app/prefetch'

interface CouponFormProps {
  email: string
  disabled: boolean
  onApplied: (finalPrice: number) => void
}

type CouponStatus =
  { kind: 'idle' } | { kind: 'applying' } | { kind: 'applied' } | { kind: 'failed'; message: string }

/**
 * The counsellor coupon (SPEC §2, §4, §5, §8): upper-cased as typed, trimmed before sending, applied only
 * when the server says `discountApplied`.
 */
export function CouponForm({ email, disabled, onApplied }: CouponFormProps) {
  const id = useId()
  const [code, setCode] = useState('')
  const [status, setStatus] = useState<CouponStatus>({ kind: 'idle' })
  const applied = status.kind === 'applied'
  const applying = status.kind === 'applying'
  const failed = status.kind === 'failed'
  const input = useRef<HTMLInputElement>(null)
  // Apply is disabled while the code is checked; afterwards focus goes back to the field, not to <body>.
  useFocusBackWhenIdle(applying, () => input.current)

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const promoCode = code.trim()
    if (promoCode === '' || applied || applying || disabled) return
    setStatus({ kind: 'applying' })
    try {
      const result = await promoApi.use(({ applyPromo }) => applyPromo({ email, promoCode }))
      if (result.discountApplied) {
        setStatus({ kind: 'applied' })
        onApplied(result.finalPrice)
      } else {
        setStatus({ kind: 'failed', message: couponCopy.invalid })
      }
    } catch (err) {
      setStatus({ kind: 'failed', message: errorMessage(err, couponCopy.invalid) })
    }
  }

  return (
    <form className="coupon-form" onSubmit={handleSubmit} noValidate>
      <label className="form-label checkout-label" htmlFor={`${id}-code`}>
        {couponCopy.label}
      </label>
      <div className="coupon-form__row">
        <input
          ref={input}
          id={`${id}-code`}
          name="promoCode"
          className="form-control"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby={failed ? `${id}-hint ${id}-error` : `${id}-hint`}
          aria-invalid={failed || undefined}
          value={code}
          readOnly={applied}
          disabled={disabled && !applied}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          // The code is checked by a module of its own: fetched once the buyer starts typing one.
          onFocus={() => prefetchNow(promoApi.load)}
        />
        <button
          type="submit"
          className="btn btn-outline-brand"
          disabled={applied || applying || disabled || code.trim() === ''}
        >
          {applied ? couponCopy.applied : applying ? couponCopy.applying : couponCopy.apply}
        </button>
      </div>
      <p id={`${id}-hint`} className="coupon-form__hint">
        {couponCopy.hint}
      </p>
      <div role="status" className="coupon-form__status">
        {applied && <p className="coupon-form__ok">{couponCopy.success}</p>}
      </div>
      <div role="alert" className="coupon-form__status">
        {status.kind === 'failed' && (
          <p id={`${id}-error`} className="coupon-form__error">
            {status.message}
          </p>
        )}
      </div>
    </form>
  )
}
