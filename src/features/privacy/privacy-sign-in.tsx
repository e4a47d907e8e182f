import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { errorMessage } from '../../api/api-error'
import { privacyCentreContent } from '../../content/privacy-centre'

const copy = privacyCentreContent.account

/** The privacy centre's sign-in: the same mailed code and session as My orders. */
export function PrivacySignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [step, setStep] = useState<'email' | 'code'>('email')
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  const codeInput = useRef<HTMLInputElement>(null)
  const emailInput = useRef<HTMLInputElement>(null)
  const ids = { email: useId(), code: useId(), error: useId(), heading: useId() }

  useEffect(() => {
    if (step === 'code') codeInput.current?.focus()
  }, [step])

  async function sendCode(event?: FormEvent) {
    event?.preventDefault()
    if (busy) return
    setBusy(true)
    setError(undefined)
    try {
      const { requestOrdersCode } = await import('../../api/orders')
      await requestOrdersCode(email.trim())
      setCode('')
      setStep('code')
    } catch (failure) {
      setError(errorMessage(failure, privacyCentreContent.sendCodeFailed))
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
      setError(errorMessage(failure, privacyCentreContent.checkCodeFailed))
      setBusy(false)
    }
  }

  function otherEmail() {
    setStep('email')
    setError(undefined)
    setTimeout(() => emailInput.current?.focus(), 0)
  }

  const errorLine = error && (
    <p id={ids.error} className="privacy-form__error" role="alert">
      {error}
    </p>
  )

  return (
    <section className="privacy-card privacy-sign-in" aria-labelledby={ids.heading}>
      <h3 id={ids.heading} className="privacy-card__heading">
        {copy.signInHeading}
      </h3>
      {step === 'email' ? (
        <form onSubmit={(event) => void sendCode(event)}>
          <p>{copy.signInLead}</p>
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
          <button type="submit" className="btn btn-brand privacy-form__submit" disabled={busy}>
            {busy ? copy.sending : copy.sendCode}
          </button>
        </form>
      ) : (
        <form onSubmit={(event) => void verify(event)}>
          <p role="status">{copy.codeSent(email.trim())}</p>
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
            className="form-control privacy-sign-in__code"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            aria-describedby={error ? ids.error : undefined}
            aria-invalid={error ? true : undefined}
          />
          {errorLine}
          <div className="privacy-form__actions">
            <button type="submit" className="btn btn-brand" disabled={busy}>
              {busy ? copy.verifying : copy.verify}
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
