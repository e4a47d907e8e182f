import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { paths } from '../config/paths'

/** The guarded routes need an email in the navigation state; without one the visitor goes home. */
export function hasEmailInState(state: unknown): boolean {
  if (!state || typeof state !== 'object' || !('email' in state)) return false
  const email = (state as { email: unknown }).email
  return typeof email === 'string' && email.trim() !== ''
}

export function RequireEmail({ children }: { children: ReactNode }) {
  const location = useLocation()
  if (!hasEmailInState(location.state)) return <Navigate to={paths.home} replace />
  return <>{children}</>
}
