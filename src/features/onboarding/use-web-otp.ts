import { useEffect } from 'react'
import { digitsFromCode } from './otp-digits'

interface OtpCredentialLike {
  code?: string
}

/**
 * Where the browser has the WebOTP API (Chrome on Android), an SMS carrying the code fills the boxes.
 * `onCode` must be stable. The request runs while `active` (the modal is shown) and is aborted when it closes.
 */
export function useWebOtp(onCode: (digits: string[]) => void, active: boolean) {
  useEffect(() => {
    if (!active || !('OTPCredential' in window) || !navigator.credentials) return
    const controller = new AbortController()
    const request = { otp: { transport: ['sms'] }, signal: controller.signal } as CredentialRequestOptions
    navigator.credentials
      .get(request)
      .then((credential) => {
        const digits = digitsFromCode((credential as OtpCredentialLike | null)?.code ?? '')
        if (digits) onCode(digits)
      })
      // Aborted, or no SMS arrived: typing the code still works.
      .catch(() => undefined)
    return () => controller.abort()
  }, [onCode, active])
}
