import { useId } from 'react'
import type { SelectedPlan } from '../../app/applicant'
import { registrationCopy } from '../../content/registration'
import { LazyOtpModal } from './lazy-otp-modal'
import { RegistrationFields } from './registration-fields'
import { useRegistrationSubmit } from './use-registration-submit'
import './registration.css'

/**
 * Student registration (SPEC §2/§4/§5): an empty field stops silently, unticked terms shows the terms
 * message, a server failure shows its message; success opens the OTP step with any preselected plan.
 */
export function StudentRegisterForm({ selectedPlan }: { selectedPlan?: SelectedPlan }) {
  const {
    values,
    setField,
    terms,
    setTerms,
    flagEmpty,
    error,
    busy,
    handleSubmit,
    step,
    hide,
    exited,
    submitRef,
    warmUp,
  } = useRegistrationSubmit('student', { selectedPlan })
  const errorId = useId()

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
          sms={step.sms}
          channel={step.channel}
          selectedPlan={step.selectedPlan}
          onHide={hide}
          onExited={exited}
        />
      )}
    </>
  )
}
