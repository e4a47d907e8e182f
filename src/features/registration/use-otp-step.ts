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
}

/** The OTP step that follows a successful registration, and the focus return when it closes. */
export function useOtpStep() {
  const [step, setStep] = useState<OtpStep | null>(null)
  const submitRef = useRef<HTMLButtonElement>(null)
  const warmedUp = useRef(false)

  const open = useCallback((applicant: Applicant, selectedPlan?: SelectedPlan) => {
    setStep((previous) => ({ applicant, selectedPlan, key: (previous?.key ?? 0) + 1, show: true }))
  }, [])
  const hide = useCallback(
    () => setStep((previous) => (previous ? { ...previous, show: false } : previous)),
    [],
  )
  const exited = useCallback(() => {
    setStep(null)
    submitRef.current?.focus()
  }, [])
  /** Fetches the service and the modal while the visitor is still typing. */
  const warmUp = useCallback(() => {
    if (warmedUp.current) return
    warmedUp.current = true
    void loadOnboarding().catch(() => undefined)
    preloadOtpModal()
  }, [])

  return { step, open, hide, exited, submitRef, warmUp }
}
