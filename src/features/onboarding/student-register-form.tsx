import { useId, useState, type FormEvent } from 'react'
import { errorMessage } from '../../api/api-error'
import { registrationCopy, registrationMessages } from '../../content/registration'
import { useFocusBackWhenIdle } from '../../hooks/use-focus-back-when-idle'
import { LazyOtpModal } from './lazy-otp-modal'
import { trimFields, type SelectedPlan } from '../../app/applicant'
import { RegistrationFields } from './registration-fields'
import { useOtpStep } from './use-otp-step'
import { useRegistrationForm } from './use-registration-form'
import './registration.css'

/**
 * Student registration (SPEC §2/§4/§5): an empty field stops silently, unticked terms shows the terms
 * message, a server failure shows its message; success opens the OTP step with any preselected plan.
 */
export function StudentRegisterForm({ selectedPlan }: { selectedPlan?: SelectedPlan }) {
  const { values, setField, terms, setTerms, flagEmpty, blocker } = useRegistrationForm()
  const errorId = useId()
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const { step, register, hide: hideOtp, exited: otpExited, submitRef, warmUp } = useOtpStep()
  useFocusBackWhenIdle(busy, () => submitRef.current)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setError('')
    const fields = trimFields(values)
    // SPEC §5: an empty field stops without a message (focus still goes to it); unticked terms has one.
    const blocked = blocker(event.currentTarget, fields)
    if (blocked) {
      if (blocked === 'terms') setError(registrationMessages.termsRequired)
      setBusy(false)
      return
    }
    if (!event.currentTarget.checkValidity()) {
      event.currentTarget.reportValidity()
      setBusy(false)
      return
    }
    try {
      await register('student', fields, selectedPlan)
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
          flagEmpty={flagEmpty}
          errorId={errorId}
        />
        <div id={errorId} className="reg-error" role="alert">
          {error && <p className="reg-error__text">{error}</p>}
        </div>
        <button ref={submitRef} type="submit" className="btn btn-brand btn-lg w-100" disabled={busy}>
          {busy ? (
            <>
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              <span className="visually-hidden">{registrationCopy.submitting}</span>
              <span aria-hidden="true">{registrationCopy.submit}</span>
            </>
          ) : (
            registrationCopy.submit
          )}
        </button>
      </form>
      {step && (
        <LazyOtpModal
          key={step.key}
          show={step.show}
          applicant={step.applicant}
          selectedPlan={step.selectedPlan}
          onHide={hideOtp}
          onExited={otpExited}
        />
      )}
    </>
  )
}
