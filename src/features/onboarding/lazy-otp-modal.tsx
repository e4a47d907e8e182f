import { onDemand } from '../../app/on-demand'
import type { OtpModalProps } from './otp-modal-props'

// The modal (react-bootstrap's Modal, the OTP boxes, the onboarding calls) is only needed after a successful
// registration, so it stays out of the registration pages' first load.
const otpModal = onDemand(() => import('./otp-modal'))

/**
 * Loads the modal's code, once (a failure is forgotten, so the next call tries again). The registration awaits
 * it alongside its request, so the modal is always here when it opens: rendered at once, with no Suspense
 * fallback (which React 19 would hold on screen for up to 300 ms).
 */
export const loadOtpModal = otpModal.load

export function LazyOtpModal(props: OtpModalProps) {
  const OtpModal = otpModal.current()?.default
  return OtpModal ? <OtpModal {...props} /> : null
}
