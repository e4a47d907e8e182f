import { useEffect, useState, type ReactNode } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router-dom'
import type { SessionApplicant } from '../api/onboarding'
import { PageFallback } from '../components/layout/site-layout'
import { paths } from '../config/paths'
import { useEntryState } from './history'

/** The guarded routes need an email in the navigation state; without one the visitor goes home. */
export function hasEmailInState(state: unknown): boolean {
  if (!state || typeof state !== 'object' || !('email' in state)) return false
  const email = (state as { email: unknown }).email
  return typeof email === 'string' && email.trim() !== ''
}

export interface RestoredEntry {
  pathname: string
  state: Record<string, unknown>
}

/**
 * Where a guarded page opened without navigation state (a reload, a bookmark) carries on for the session's
 * applicant: the same page with the state it would have been given, the applicant's own plans list when that
 * page does not fit (checkout before a plan was chosen, the other role's list).
 */
export function restoredEntry(pathname: string, applicant: SessionApplicant): RestoredEntry {
  const { email, phone, firstName, lastName, role, plan } = applicant
  const person = { email, phone, firstName, lastName, role }
  if (pathname === paths.checkout && plan) {
    return {
      pathname,
      state: { ...person, planName: plan.name, planKey: plan.key, amount: plan.amount },
    }
  }
  return { pathname: role === 'eec' ? paths.eecPlansList : paths.studentPlansList, state: person }
}

/**
 * Lets the visitor in with an email in the navigation state. Without one, the server session decides: a valid
 * one puts its applicant back into the state (a reload keeps the buyer where they were), none sends the visitor
 * home (SPEC §2). The session call's code loads only here, never with the marketing pages.
 */
export function RequireEmail({ children }: { children: ReactNode }) {
  const allowed = hasEmailInState(useEntryState())
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const [noSession, setNoSession] = useState(false)

  useEffect(() => {
    if (allowed) return
    let current = true
    import('../api/onboarding')
      .then(({ readSession }) => readSession())
      // A failed read (offline, a server error) cannot vouch for the visitor either.
      .catch(() => null)
      .then((applicant) => {
        if (!current) return
        if (!applicant) return setNoSession(true)
        const entry = restoredEntry(pathname, applicant)
        void navigate(entry.pathname, { replace: true, state: entry.state })
      })
    return () => {
      current = false
    }
  }, [allowed, pathname, navigate])

  if (allowed) return <>{children}</>
  if (noSession) return <Navigate to={paths.home} replace />
  return <PageFallback />
}
