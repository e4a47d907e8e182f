import { useCallback, useEffect, useRef, useState } from 'react'

export interface Notice {
  kind: 'success' | 'error'
  message: string
}

/**
 * A notice that hides itself after `ms`. Showing a new notice restarts the timer; closing or unmounting
 * clears it, so a stale timer never hides a newer notice.
 */
export function useTimedNotice(ms: number) {
  const [notice, setNotice] = useState<Notice | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const clear = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current)
    timer.current = undefined
  }, [])

  const show = useCallback(
    (next: Notice) => {
      clear()
      setNotice(next)
      timer.current = setTimeout(() => {
        timer.current = undefined
        setNotice(null)
      }, ms)
    },
    [clear, ms],
  )

  const dismiss = useCallback(() => {
    clear()
    setNotice(null)
  }, [clear])

  useEffect(() => clear, [clear])

  return { notice, show, dismiss }
}
