import { lazy, Suspense } from 'react'
import type { OtpModalProps } from './otp-modal-props'

// The modal (react-bootstrap's Modal, the OTP boxes, the onboarding calls) is only needed after a successful
// registration, so it stays out of the registration pages' first load.
const OtpModal = lazy(() => import('./otp-modal'))

/** Starts fetching the modal's code early (on the form's first focus) so opening it feels instant. */
export function preloadOtpModal() {
  void import('./otp-modal')
}

export function LazyOtpModal(props: OtpModalProps) {
  return (
    <Suspense fallback={null}>
      <OtpModal {...props} />
    </Suspense>
  )
}
