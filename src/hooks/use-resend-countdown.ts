import { useCallback, useEffect, useState } from 'react'
import { RESEND_COOLDOWN_SECONDS } from '../content/registration'

/**
 * Seconds until a resend is allowed: from `startAt` when the component mounts (the OTP modal mounts when it opens,
 * so 60), and from 60 again on `restart` (My orders' sign-in restarts it each time a code is sent).
 */
export function useResendCountdown(startAt: number = RESEND_COOLDOWN_SECONDS) {
  const [secondsLeft, setSecondsLeft] = useState(startAt)
  useEffect(() => {
    if (secondsLeft <= 0) return
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [secondsLeft])
  const restart = useCallback(() => setSecondsLeft(RESEND_COOLDOWN_SECONDS), [])
  return { secondsLeft, restart }
}
