import { lazy, type ReactNode } from 'react'
import { useEntryState } from './history/history'

/** The guarded routes need an email in the navigation state; without one the visitor goes home. */
export function hasEmailInState(state: unknown): boolean {
  if (!state || typeof state !== 'object' || !('email' in state)) return false
  const email = (state as { email: unknown }).email
  return typeof email === 'string' && email.trim() !== ''
}

// Its code (and the API client's) loads only when a guarded page opens without state, never with marketing pages.
const RestoreSession = lazy(() => import('./restore-session'))

/**
 * Lets the visitor in with an email in the navigation state. Without one, the server session decides: a valid
 * one puts its applicant back into the state, none sends the visitor home (SPEC §2).
 */
export function RequireEmail({ children }: { children: ReactNode }) {
  if (!hasEmailInState(useEntryState())) return <RestoreSession />
  return <>{children}</>
}
