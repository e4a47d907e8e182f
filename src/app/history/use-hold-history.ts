import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { historyHold } from './history'

interface EntryState {
  key?: unknown
  idx?: unknown
}

/**
 * While `active`, Back and Forward do not leave the page: the step is hidden from the router (see historyHold)
 * and undone. Our router, like BrowserRouter, has no `useBlocker`, which needs a data router. A step that lands
 * on this page's own entry, as when a payment window that added an entry for Back closes, goes through: the page
 * stays.
 */
export function useHoldHistory(active: boolean) {
  const { key } = useLocation()
  useEffect(() => {
    if (!active) return
    const here = (window.history.state ?? {}) as EntryState
    let restoring = false
    const hold = (event: PopStateEvent) => {
      const to = (event.state ?? {}) as EntryState
      if (restoring) {
        restoring = false
        event.stopImmediatePropagation()
        return
      }
      if (to.key === key) return
      event.stopImmediatePropagation()
      restoring = true
      const delta = typeof here.idx === 'number' && typeof to.idx === 'number' ? here.idx - to.idx : 0
      window.history.go(delta || 1)
    }
    historyHold.current = hold
    return () => {
      if (historyHold.current === hold) historyHold.current = undefined
    }
  }, [active, key])
}
