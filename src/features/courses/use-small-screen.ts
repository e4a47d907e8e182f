import { useSyncExternalStore } from 'react'

const QUERY = '(max-width: 767.98px)'

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

/**
 * Whether the viewport is below 768 px. The server snapshot is false, so the prerendered carousel and the
 * hydrating render agree (2 slides); the real width applies right after hydration.
 */
export function useSmallScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  )
}
