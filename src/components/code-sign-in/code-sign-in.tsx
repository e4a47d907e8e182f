import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { errorMessage } from '../../api/api-error'
import { signInFallbacks } from '../../content/sign-in'
import { useFocusBackWhenIdle } from '../../hooks/use-focus-back-when-idle'
import { useResendCountdown } from '../../hooks/use-resend-countdown'
import './code-sign-in.css'

export interface CodeSignInCopy {
  heading: string
  lead: string
  emailLabel: string
  sendCode: string
  sending: string
  codeSent: (email: string) => string
  codeLabel: string
  verify: string
  verifying: string
  otherEmail: string
  /** With it, the code step offers a new code to the same address (My orders, the workspace). */
  resend?: string
  /** With it, a new code is offered 60 seconds after the last one, the button counting down (My orders). */
  resendIn?: (n: number) => string
}

export interface CodeSignInProps {
  copy: CodeSignInCopy
  /** Asks the server to mail a code (rejects with an ApiError whose words are shown). */
  requestCode: (email: string) => Promise<unknown>
  /** Opens the session with the code. */
  signIn: (email: string, code: string) => Promise<unknown>
  onSignedIn: () => void
  /** What a failure says when the server gave no words of its own (`signInFallbacks` unless given). */
  fallbacks?: { sendFailed: string; verifyFailed: string }
  /** The heading's level in the page's outline (2 unless given). */
  headingLevel?: 2 | 3
  /** More classes for the card (a page's own spacing). */
  className?: string
}

/**
 * Sign-in by email: the address, then the 6-digit code mailed to it (My orders, the counsellors' workspace, the
 * privacy centre).
 */
export function CodeSignIn({
  copy,
  requestCode,
  signIn,
  onSignedIn,
  fallbacks = signInFallbacks,
  headingLevel = 2,
  className,
}: CodeSignInProps) {
  const [step, setStep] = useState<'email' | 'code'>('email')
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  const [sentTo, setSentTo] = useState<string | undefined>(undefined)
  // A new code is offered 60 seconds after the last one, counting down on the button as the registration does.
  const countdown = useResendCountdown(0)
  const waitSeconds = copy.resendIn ? countdown.secondsLeft : 0
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
      await requestCode(email.trim())
      countdown.restart()
      setSentTo(email.trim())
      setCode('')
      setStep('code')
    } catch (failure) {
      setError(errorMessage(failure, fallbacks.sendFailed))
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
      await signIn(email.trim(), code.trim())
      onSignedIn()
    } catch (failure) {
      setError(errorMessage(failure, fallbacks.verifyFailed))
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
    <p id={ids.error} className="code-sign-in__error" role="alert">
      {error}
    </p>
  )

  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  return (
    <section
      className={className ? `code-sign-in ${className}` : 'code-sign-in'}
      aria-labelledby={ids.heading}
    >
      <Heading id={ids.heading} className="code-sign-in__heading">
        {copy.heading}
      </Heading>
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
          <button type="submit" className="btn btn-brand code-sign-in__submit" disabled={busy}>
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
            className="form-control code-sign-in__code"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            aria-describedby={error ? ids.error : undefined}
            aria-invalid={error ? true : undefined}
          />
          {errorLine}
          <div className="code-sign-in__actions">
            <button type="submit" className="btn btn-brand" disabled={busy}>
              {busy ? copy.verifying : copy.verify}
            </button>
            {copy.resend && (
              <button
                type="button"
                className="btn btn-link"
                onClick={() => void sendCode()}
                disabled={busy || waitSeconds > 0}
              >
                {waitSeconds > 0 && copy.resendIn ? copy.resendIn(waitSeconds) : copy.resend}
              </button>
            )}
            <button type="button" className="btn btn-link" onClick={otherEmail} disabled={busy}>
              {copy.otherEmail}
            </button>
          </div>
        </form>
      )}
    </section>
  )
}
