import { useCallback, useRef, useState } from 'react'
import type { Applicant, SelectedPlan } from './applicant'
import { loadOnboarding } from './load-onboarding'
import { preloadOtpModal } from '../otp/lazy-otp-modal'

interface OtpStep {
  applicant: Applicant
  selectedPlan?: SelectedPlan
  /** A fresh key per registration so the modal (and its 60 s countdown) starts anew. */
  key: number
  show: boolean
  /** When the code was sent (ms). */
  sentAt: number
}

/** How long a code stays valid (DESIGN §3: 10 minutes). */
const CODE_LIFE_MS = 10 * 60_000

/**
 * The OTP step that follows a successful registration, and the focus return when it closes. A closed modal
 * stays mounted (hidden), so that `reopen` can bring it back, countdown running, for the same applicant.
 */
export function useOtpStep() {
  const [step, setStep] = useState<OtpStep | null>(null)
  const submitRef = useRef<HTMLButtonElement>(null)
  const warmedUp = useRef(false)

  const open = useCallback((applicant: Applicant, selectedPlan?: SelectedPlan) => {
    setStep((previous) => ({
      applicant,
      selectedPlan,
      key: (previous?.key ?? 0) + 1,
      show: true,
      sentAt: Date.now(),
    }))
  }, [])
  /**
   * When registering again is refused (the 60 s wait, the hourly cap), the code already sent to the same
   * details is still good for 10 minutes: shows its modal again instead of the refusal. False if there is none.
   */
  const reopen = (applicant: Applicant) => {
    const same = step && JSON.stringify(step.applicant) === JSON.stringify(applicant)
    if (!same || Date.now() - step.sentAt > CODE_LIFE_MS) return false
    setStep({ ...step, show: true })
    return true
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
    void loadOnboarding().catch(() => undefined)
    preloadOtpModal()
  }, [])

  return { step, open, reopen, hide, exited, submitRef, warmUp }
}
