import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { errorMessage } from '../../api/api-error'
import { ordersContent } from '../../content/orders'
import { useFocusBackWhenIdle } from '../../hooks/use-focus-back-when-idle'
import { useResendCountdown } from '../../hooks/use-resend-countdown'

const copy = ordersContent.signIn

/** Sign-in to My orders: the email, then the 6-digit code mailed to it. */
export function OrdersSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [step, setStep] = useState<'email' | 'code'>('email')
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  const [sentTo, setSentTo] = useState<string | undefined>(undefined)
  // A new code is offered 60 seconds after the last one, counting down on the button as the registration does.
  const countdown = useResendCountdown(0)
  const codeInput = useRef<HTMLInputElement>(null)
  const emailInput = useRef<HTMLInputElement>(null)
  const ids = { email: useId(), code: useId(), error: useId(), heading: useId() }

  useEffect(() => {
    if (step === 'code') codeInput.current?.focus()
  }, [step, sentTo])
  // The buttons are disabled while a request runs, which drops focus to <body> (a new code to the same address,
  // a wrong code): it goes back to the field in use.
  useFocusBackWhenIdle(
    busy,
    useCallback(() => codeInput.current ?? emailInput.current, []),
  )

  async function sendCode(event?: FormEvent) {
    event?.preventDefault()
    if (busy) return
    setBusy(true)
    setError(undefined)
    try {
      const { requestOrdersCode } = await import('../../api/orders')
      await requestOrdersCode(email.trim())
      countdown.restart()
      setSentTo(email.trim())
      setCode('')
      setStep('code')
    } catch (failure) {
      setError(errorMessage(failure, 'We could not send a code. Please try again.'))
    } finally {
      setBusy(false)
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setError(undefined)
    try {
      const { signInToOrders } = await import('../../api/orders')
      await signInToOrders(email.trim(), code.trim())
      onSignedIn()
    } catch (failure) {
      setError(errorMessage(failure, 'We could not check the code. Please try again.'))
      setBusy(false)
    }
  }

  function otherEmail() {
    setStep('email')
    setError(undefined)
    setSentTo(undefined)
    // The email field is back on the next render.
    setTimeout(() => emailInput.current?.focus(), 0)
  }

  const errorLine = error && (
    <p id={ids.error} className="orders-sign-in__error" role="alert">
      {error}
    </p>
  )

  return (
    <section className="orders-sign-in" aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className="orders-sign-in__heading">
        {copy.heading}
      </h2>
      {step === 'email' ? (
        <form onSubmit={(event) => void sendCode(event)} noValidate={false}>
          <p>{copy.lead}</p>
          <label htmlFor={ids.email} className="form-label">
            {copy.emailLabel}
          </label>
          <input
            ref={emailInput}
            id={ids.email}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            className="form-control"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-describedby={error ? ids.error : undefined}
            aria-invalid={error ? true : undefined}
          />
          {errorLine}
          <button type="submit" className="btn btn-brand orders-sign-in__submit" disabled={busy}>
            {busy ? copy.sending : copy.sendCode}
          </button>
        </form>
      ) : (
        <form onSubmit={(event) => void verify(event)}>
          <p role="status">{copy.codeSent(sentTo ?? email)}</p>
          <label htmlFor={ids.code} className="form-label">
            {copy.codeLabel}
          </label>
          <input
            ref={codeInput}
            id={ids.code}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            className="form-control orders-sign-in__code"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            aria-describedby={error ? ids.error : undefined}
            aria-invalid={error ? true : undefined}
          />
          {errorLine}
          <div className="orders-sign-in__actions">
            <button type="submit" className="btn btn-brand" disabled={busy}>
              {busy ? copy.verifying : copy.verify}
            </button>
            <button
              type="button"
              className="btn btn-link"
              onClick={() => void sendCode()}
              disabled={busy || countdown.secondsLeft > 0}
            >
              {countdown.secondsLeft > 0 ? copy.resendIn(countdown.secondsLeft) : copy.resend}
            </button>
            <button type="button" className="btn btn-link" onClick={otherEmail} disabled={busy}>
              {copy.otherEmail}
            </button>
          </div>
        </form>
      )}
    </section>
  )
}
