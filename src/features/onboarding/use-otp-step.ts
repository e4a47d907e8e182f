import { useCallback, useRef, useState } from 'react'
import { ApiError } from '../../api/api-error'
import type { Role } from '../../content/catalogue'
import { CODE_LIFE_MINUTES } from '../../content/registration'
import type { Applicant, ApplicantFields, SelectedPlan } from '../../app/applicant'
import { onboardingApi } from '../../api/on-demand'
import { loadOtpModal } from './lazy-otp-modal'

interface OtpStep {
  applicant: Applicant
  selectedPlan?: SelectedPlan
  /** A fresh key per registration so the modal (and its 60 s countdown) starts anew. */
  key: number
  show: boolean
  /** When the code was sent (ms). */
  sentAt: number
  /** Whether the code went by a short message too, and by which channel. */
  sms: boolean
  channel: 'sms' | 'whatsapp'
}

const CODE_LIFE_MS = CODE_LIFE_MINUTES * 60_000

/**
 * The OTP step that follows a successful registration, and the focus return when it closes. A closed modal
 * stays mounted (hidden), so that `register` can bring it back, countdown running, for the same applicant.
 */
export function useOtpStep() {
  const [step, setStep] = useState<OtpStep | null>(null)
  const submitRef = useRef<HTMLButtonElement>(null)
  const warmedUp = useRef(false)

  /**
   * Registers (sending a code) and opens the OTP step. When a new code is refused (429: the 60 s wait, the
   * hourly cap), the code already sent to the same details is still good for 10 minutes: its modal shows again
   * instead of the refusal. Any other failure rejects, for the form to show.
   */
  async function register(role: Role, fields: ApplicantFields, selectedPlan?: SelectedPlan) {
    const applicant: Applicant = { ...fields, role }
    let sms: boolean
    let channel: 'sms' | 'whatsapp'
    try {
      // The modal's code loads alongside the request (usually it is here already), so it opens as soon as it answers.
      const [sent] = await Promise.all([
        onboardingApi.use(({ register }) => register(role, fields)),
        loadOtpModal(),
      ])
      sms = sent.sms === true
      channel = sent.channel === 'whatsapp' ? 'whatsapp' : 'sms'
    } catch (err) {
      const refused = err instanceof ApiError && err.status === 429
      const same = step && JSON.stringify(step.applicant) === JSON.stringify(applicant)
      if (!refused || !same || Date.now() - step.sentAt > CODE_LIFE_MS) throw err
      setStep({ ...step, show: true })
      return
    }
    setStep((previous) => ({
      applicant,
      selectedPlan,
      key: (previous?.key ?? 0) + 1,
      show: true,
      sentAt: Date.now(),
      sms,
      channel,
    }))
  }
  const hide = useCallback(
    () => setStep((previous) => (previous ? { ...previous, show: false } : previous)),
    [],
  )
  const exited = useCallback(() => submitRef.current?.focus(), [])
  /** Fetches the service and the modal while the visitor is still typing. */
  const warmUp = useCallback(() => {
    if (warmedUp.current) return
    warmedUp.current = true
    // The helper is imported here, not statically: it would join the first load of every page with a form.
    void import('../../app/prefetch').then(({ prefetchNow }) => prefetchNow(onboardingApi.load, loadOtpModal))
  }, [])

  return { step, register, hide, exited, submitRef, warmUp }
}
