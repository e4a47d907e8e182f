import { useCallback, useEffect, useState } from 'react'
import { RESEND_COOLDOWN_SECONDS } from '../../content/registration'

/** Seconds until a resend is allowed; starts at 60 when the modal mounts (it mounts when it opens). */
export function useResendCountdown() {
  const [secondsLeft, setSecondsLeft] = useState(RESEND_COOLDOWN_SECONDS)
  useEffect(() => {
    if (secondsLeft <= 0) return
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [secondsLeft])
  const restart = useCallback(() => setSecondsLeft(RESEND_COOLDOWN_SECONDS), [])
  return { secondsLeft, restart }
}
