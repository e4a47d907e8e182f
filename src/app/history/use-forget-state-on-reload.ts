import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { keptEntryStates } from './history'

/**
 * The browser keeps history state across a refresh, so without this a reloaded /checkout would show the order
 * as it was when the page opened. The checkout data is kept in memory for this visit only: we drop React
 * Router's copy in the history entry (its `usr` field) once the page has it, so a refresh, or coming back to
 * this entry after leaving, makes the guard read the server session afresh (its applicant and chosen plan, or
 * home without one). While the page is open its copy is kept by entry key, for history steps that land on
 * this same entry.
 */
export function useForgetStateOnReload() {
  const { key, state } = useLocation()
  useEffect(() => {
    if (state !== null && state !== undefined) keptEntryStates.set(key, state)
    const entry: unknown = window.history.state
    if (entry && typeof entry === 'object' && 'usr' in entry && entry.usr !== null) {
      window.history.replaceState({ ...entry, usr: null }, '')
    }
    return () => void keptEntryStates.delete(key)
    // The entry's state is read once, when the page opens on it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
}
