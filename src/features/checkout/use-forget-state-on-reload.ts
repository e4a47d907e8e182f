import { useEffect } from 'react'

/**
 * The browser keeps history state across a refresh, so without this a reloaded /checkout would still pass
 * the guard with the old order. The checkout data is kept in memory for this visit only: we drop React
 * Router's copy in the history entry (its `usr` field) once the page has it, so a refresh, or coming back
 * to this entry after leaving, lands on / as the guard intends (and cannot re-open a paid checkout).
 */
export function useForgetStateOnReload() {
  useEffect(() => {
    const entry: unknown = window.history.state
    if (entry && typeof entry === 'object' && 'usr' in entry && entry.usr !== null) {
      window.history.replaceState({ ...entry, usr: null }, '')
    }
  }, [])
}
