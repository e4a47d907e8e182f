import { errorMessage } from '../../api/api-error'
import type { PlanKey } from '../../content/catalogue'
import { paths } from '../../config/paths'
import { otpCopy } from '../../content/registration'
import type { Applicant, SelectedPlan } from '../../app/applicant'

export interface Destination {
  to: string
  state: Record<string, unknown>
}

/** Where a verified applicant lands when nothing fails: checkout with a preselected plan, else their plans list. */
export function expectedDestination(role: Applicant['role'], selectedPlan: SelectedPlan | undefined): string {
  if (selectedPlan) return paths.checkout
  return role === 'student' ? paths.studentPlansList : paths.eecPlansList
}

type SelectPlan = (body: { email: string; plan: PlanKey }) => Promise<unknown>

/**
 * Where a verified applicant goes (SPEC §4): with a preselected plan, apply it and open checkout (or the
 * student plans list if that fails, logged); otherwise the plans list of their role.
 */
export async function destinationAfterVerification(
  applicant: Applicant,
  selectedPlan: SelectedPlan | undefined,
  selectPlan: SelectPlan,
): Promise<Destination> {
  const { email, phone, firstName, lastName, role } = applicant
  const carried = { email, phone, firstName, lastName, role }
  if (selectedPlan) {
    try {
      await selectPlan({ email, plan: selectedPlan.planKey })
      return {
        to: paths.checkout,
        state: {
          ...carried,
          planName: selectedPlan.name,
          planKey: selectedPlan.planKey,
          amount: selectedPlan.price,
        },
      }
    } catch (err) {
      console.error(errorMessage(err, otpCopy.selectPlanFailed))
      return { to: paths.studentPlansList, state: carried }
    }
  }
  return { to: expectedDestination(role, undefined), state: carried }
}
