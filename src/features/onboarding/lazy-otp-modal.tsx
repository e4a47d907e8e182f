import type { ComponentType } from 'react'
import type { OtpModalProps } from './otp-modal-props'

// The modal (react-bootstrap's Modal, the OTP boxes, the onboarding calls) is only needed after a successful
// registration, so it stays out of the registration pages' first load.
let OtpModal: ComponentType<OtpModalProps> | undefined
let pending: Promise<unknown> | undefined

/**
 * Loads the modal's code, once (a failure is forgotten, so the next call tries again). The registration awaits
 * it alongside its request, so the modal is always here when it opens: rendered at once, with no Suspense
 * fallback (which React 19 would hold on screen for up to 300 ms).
 */
export function loadOtpModal(): Promise<unknown> {
  return (pending ??= import('./otp-modal').then(
    (module) => (OtpModal = module.default),
    (error: unknown) => {
      pending = undefined
      throw error
    },
  ))
}

export function LazyOtpModal(props: OtpModalProps) {
  return OtpModal ? <OtpModal {...props} /> : null
}
