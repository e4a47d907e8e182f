import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { hasEmailInState } from '../../app/require-email'
import { paths } from '../../config/paths'
import type { PlanKey } from '../../content/catalogue'
import { planCardCopy } from '../../content/plans-list'
import { readApplicant } from '../../app/applicant'
import { onboardingApi } from '../../api/on-demand'

export interface ChosenPlan {
  name: string
  planKey: PlanKey
  /** Rupees. */
  price: number
}

/**
 * Choosing a plan (SPEC §4/§5/§8). A registered visitor (email in navigation state) has the plan applied and
 * goes to checkout; a failure is alerted. Anyone else registers first, carrying the plan.
 */
export function useChoosePlan() {
  const location = useLocation()
  const navigate = useNavigate()
  const [choosing, setChoosing] = useState(false)

  async function choose({ name, planKey, price }: ChosenPlan) {
    if (choosing) return
    if (!hasEmailInState(location.state)) {
      navigate(paths.studentRegister, { state: { selectedPlan: { name, planKey, price }, role: 'student' } })
      return
    }
    const { email, phone, firstName, lastName, role } = readApplicant(location.state, 'student')
    setChoosing(true)
    try {
      await onboardingApi.use(({ selectPlan }) => selectPlan({ email, plan: planKey }))
      navigate(paths.checkout, {
        state: { email, phone, firstName, lastName, role, planName: name, planKey, amount: price },
      })
    } catch (err) {
      // Only the server's own words (an ApiError's message, empty without them), never a browser's or a library's;
      // checked by name so that the marketing pages' first load does not carry the API modules.
      const fromServer = err instanceof Error && err.name === 'ApiError' ? err.message : ''
      window.alert(fromServer || planCardCopy.selectFailed)
      setChoosing(false)
    }
  }

  return { choose, choosing }
}
