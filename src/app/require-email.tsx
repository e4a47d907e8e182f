import type { ReactNode } from 'react'
import { Navigate } from 'react-router-dom'
import { paths } from '../config/paths'
import { useEntryState } from './history'

/** The guarded routes need an email in the navigation state; without one the visitor goes home. */
export function hasEmailInState(state: unknown): boolean {
  if (!state || typeof state !== 'object' || !('email' in state)) return false
  const email = (state as { email: unknown }).email
  return typeof email === 'string' && email.trim() !== ''
}

export function RequireEmail({ children }: { children: ReactNode }) {
  if (!hasEmailInState(useEntryState())) return <Navigate to={paths.home} replace />
  return <>{children}</>
}
