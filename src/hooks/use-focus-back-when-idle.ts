import { useLayoutEffect, useRef } from 'react'

/**
 * A control disabled while work runs drops keyboard focus to <body> (and a dialog opened meanwhile hands it back
 * there). When the work ends, focus goes to `target()` if it is still nowhere, so a keyboard or screen-reader
 * user carries on where they were instead of at the top of the page. Focus the user put elsewhere is left alone.
 */
export function useFocusBackWhenIdle(busy: boolean, target: () => HTMLElement | null | undefined) {
  const wasBusy = useRef(busy)
  // In the commit that ends the work, not a frame later: what the work changed and the focus arrive together.
  useLayoutEffect(() => {
    if (wasBusy.current && !busy) {
      const active = document.activeElement
      if (!active || active === document.body) target()?.focus()
    }
    wasBusy.current = busy
  }, [busy, target])
}
