import { useEffect, useState } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router-dom'
import { readSession, type SessionApplicant } from '../api/onboarding'
import { PageFallback } from '../components/layout/site-layout'
import { paths } from '../config/paths'

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
 * Shown by the guard instead of a page opened without navigation state: reads the server session and carries on
 * with its applicant in the state (a reload keeps the buyer where they were), or goes home without one (SPEC §2).
 */
export default function RestoreSession() {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const [noSession, setNoSession] = useState(false)

  useEffect(() => {
    let current = true
    readSession()
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
  }, [pathname, navigate])

  if (noSession) return <Navigate to={paths.home} replace />
  return <PageFallback />
}
