import { useState, type FormEvent } from 'react'
import { errorMessage } from '../../api/api-error'
import { trimFields, type SelectedPlan } from '../../app/applicant'
import type { Role } from '../../content/catalogue'
import { registrationMessages } from '../../content/registration'
import { useFocusBackWhenIdle } from '../../hooks/use-focus-back-when-idle'
import { useOtpStep } from './use-otp-step'
import { useRegistrationForm } from './use-registration-form'

interface RegistrationSubmitOptions {
  selectedPlan?: SelectedPlan
  /** The message for an empty field; without one an empty field stops silently (focus still goes to it). */
  emptyMessage?: string
}

/**
 * The submit both registration forms share (SPEC §4/§5): the form's own checks first (empty fields, terms), then
 * the browser's email check, then the server; a failure shows its message, success opens the OTP step.
 */
export function useRegistrationSubmit(
  role: Role,
  { selectedPlan, emptyMessage }: RegistrationSubmitOptions = {},
) {
  const form = useRegistrationForm()
  const otp = useOtpStep()
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  useFocusBackWhenIdle(busy, () => otp.submitRef.current)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const element = event.currentTarget
    const fields = trimFields(form.values)
    const blocked = form.blocker(element, fields)
    if (blocked) {
      setError(blocked === 'terms' ? registrationMessages.termsRequired : (emptyMessage ?? ''))
      return
    }
    // noValidate keeps our messages first; the browser's own email check still runs here (SPEC §5), and its
    // bubble is then the only message (not a stale one of ours).
    if (!element.checkValidity()) {
      setError('')
      element.reportValidity()
      return
    }
    setError('')
    setBusy(true)
    try {
      await otp.register(role, fields, selectedPlan)
    } catch (err) {
      setError(errorMessage(err, registrationMessages.registrationFailed))
    } finally {
      setBusy(false)
    }
  }

  return { ...form, ...otp, error, busy, handleSubmit }
}
