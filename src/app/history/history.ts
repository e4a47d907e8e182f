import { useLocation } from 'react-router-dom'

// History entries and Back/Forward, beyond what the router (src/app/app-router.tsx) offers; the hooks that use
// them sit beside this file.

/**
 * Navigation state that a page took out of its history entry (checkout drops it so that a refresh reads the session),
 * kept in memory by entry key while the page is open. A history step that lands on that same entry (a payment
 * window closing on Back, as Razorpay's does) then still finds it; a reload or a visit after leaving does not.
 */
export const keptEntryStates = new Map<string, unknown>()

/** The current entry's navigation state: the router's, or the copy kept for it. */
export function useEntryState(): unknown {
  const { key, state } = useLocation()
  return state ?? keptEntryStates.get(key)
}

/**
 * The handler that hears every Back or Forward first, if one is set. Its listener is added when the app's code
 * loads, before the router's own: listeners on window run in the order they were added, so the handler can stop
 * a step before the router sees it.
 */
export const historyHold: { current?: (event: PopStateEvent) => void } = {}

if (typeof window !== 'undefined')
  window.addEventListener('popstate', (event) => historyHold.current?.(event))
