import { useId, useState, type FormEvent } from 'react'
import { errorMessage } from '../../api/api-error'
import { counsellorForm, registrationCopy, registrationMessages } from '../../content/registration'
import { useFocusBackWhenIdle } from '../../hooks/use-focus-back-when-idle'
import { LazyOtpModal } from './lazy-otp-modal'
import { trimFields } from '../../app/applicant'
import { RegistrationFields } from './registration-fields'
import { useOtpStep } from './use-otp-step'
import { useRegistrationForm } from './use-registration-form'
import './registration.css'

/**
 * Counsellor (role eec) registration, used on /eec-register and on the counsellor landing page.
 * SPEC §4/§5/§8: 'All fields are required!', the terms message, a full-screen spinner while waiting, an
 * inline red error on failure, the OTP modal on success.
 */
export function CounsellorRegisterForm() {
  const { values, setField, terms, setTerms, flagEmpty, blocker } = useRegistrationForm()
  const errorId = useId()
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const { step, register, hide: hideOtp, exited: otpExited, submitRef, warmUp } = useOtpStep()
  useFocusBackWhenIdle(busy, () => submitRef.current)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    const fields = trimFields(values)
    const blocked = blocker(form, fields)
    if (blocked) {
      setError(
        blocked === 'empty' ? registrationMessages.allFieldsRequired : registrationMessages.termsRequired,
      )
      return
    }
    // noValidate keeps our messages first; the browser's own email check still runs here (SPEC §5), and its
    // bubble is then the only message (not a stale one of ours).
    if (!form.checkValidity()) {
      setError('')
      form.reportValidity()
      return
    }
    setError('')
    setBusy(true)
    try {
      await register('eec', fields)
    } catch (err) {
      setError(errorMessage(err, registrationMessages.registrationFailed))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <form className="reg-form" noValidate onSubmit={handleSubmit} onFocus={warmUp} aria-busy={busy}>
        <RegistrationFields
          values={values}
          onChange={setField}
          terms={terms}
          onTermsChange={setTerms}
          disabled={busy}
          flagEmpty={flagEmpty}
          errorId={errorId}
        />
        <div id={errorId} className="reg-error" role="alert">
          {error && <p className="reg-error__text">{error}</p>}
        </div>
        <button ref={submitRef} type="submit" className="btn btn-brand btn-lg w-100" disabled={busy}>
          {registrationCopy.submit}
        </button>
      </form>
      {busy && (
        <div className="reg-overlay" role="status" aria-live="polite">
          <div className="spinner-border reg-overlay__spinner" aria-hidden="true" />
          <span className="reg-overlay__text">{counsellorForm.waiting}</span>
        </div>
      )}
      {step && (
        <LazyOtpModal
          key={step.key}
          show={step.show}
          applicant={step.applicant}
          onHide={hideOtp}
          onExited={otpExited}
        />
      )}
    </>
  )
}
