import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False during prerender and during hydration, true from the first client render after it. Lets a
 * component render exactly what the server rendered, then switch to browser-only behaviour without a
 * hydration mismatch.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
