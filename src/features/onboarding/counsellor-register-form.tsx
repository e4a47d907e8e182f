import { useId } from 'react'
import { counsellorForm, registrationCopy, registrationMessages } from '../../content/registration'
import { LazyOtpModal } from './lazy-otp-modal'
import { RegistrationFields } from './registration-fields'
import { useRegistrationSubmit } from './use-registration-submit'
import './registration.css'

/**
 * Counsellor (role eec) registration, used on /eec-register and on the counsellor landing page.
 * SPEC §4/§5/§8: 'All fields are required!', the terms message, a full-screen spinner while waiting, an
 * inline red error on failure, the OTP modal on success.
 */
export function CounsellorRegisterForm() {
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
  } = useRegistrationSubmit('eec', { emptyMessage: registrationMessages.allFieldsRequired })
  const errorId = useId()

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
          sms={step.sms}
          channel={step.channel}
          onHide={hide}
          onExited={exited}
        />
      )}
    </>
  )
}
