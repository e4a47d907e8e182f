import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { studentPlans } from '../../../src/content/catalogue'
import { PlanCard } from '../../../src/features/plans/plan-card'
import EecPlansListPage from '../../../src/pages/eec-plans-list-page'
import StudentPlansListPage from '../../../src/pages/student-plans-list-page'
import { renderAt } from '../render'
import { allowConsoleError } from '../setup'
import { applicant, capture, fail, locationOf, ok } from './helpers'
import { endpoints } from '../../../src/api/endpoints'
import { onboardingApi } from '../../../src/api/on-demand'

const [basic, premium] = studentPlans

describe('student plans list', () => {
  it('shows the two cards: Basic unlockable, Premium disabled and coming soon, index 1 flagged', () => {
    renderAt(<StudentPlansListPage />, {
      path: '/student-plans-list',
      state: { ...applicant, role: 'student' },
    })
    const achiever = screen.getByRole('article', { name: "Achiever's Report" })
    const master = screen.getByRole('article', { name: "Master's Report" })
    expect(within(achiever).getByText('₹4,999')).toBeInTheDocument()
    expect(within(achiever).getByText('₹8,100')).toBeInTheDocument()
    expect(within(achiever).getByText('₹3,600')).toBeInTheDocument()
    expect(within(achiever).getByText(/20-page concise Success Blueprint/)).toBeInTheDocument()
    expect(within(achiever).getByRole('button', { name: /Unlock Report/ })).toBeEnabled()
    expect(within(master).getByText('₹7,999')).toBeInTheDocument()
    expect(within(master).getByText('₹17,050')).toBeInTheDocument()
    expect(within(master).getByText('₹8,550')).toBeInTheDocument()
    expect(within(master).getAllByText('Coming Soon')).toHaveLength(2)
    expect(within(master).getByRole('button', { name: 'Coming Soon' })).toBeDisabled()
    expect(master).toHaveClass('plan-card--disabled')
    expect(master).toHaveAttribute('data-featured', 'true')
    expect(achiever).not.toHaveAttribute('data-featured')
    // SPEC §9: the Basic plan lacks four of the seven features.
    expect(within(achiever).getAllByText(/^Not included/)).toHaveLength(4)
    expect(within(master).queryAllByText(/^Not included/)).toHaveLength(0)
    expect(within(master).getByText(/worth ₹450/)).toBeInTheDocument()
  })

  it('Unlock Report selects the plan and goes to checkout with the applicant and the plan', async () => {
    const selectPlan = capture(endpoints.selectPlan, ok({ message: 'Plan selected.' }))
    const user = userEvent.setup()
    renderAt(<StudentPlansListPage />, {
      path: '/student-plans-list',
      state: { ...applicant, role: 'student' },
    })
    await user.click(screen.getByRole('button', { name: /Unlock Report/ }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout'))
    expect(selectPlan.bodies).toEqual([{ email: applicant.email, plan: 'basic' }])
    expect(locationOf(screen.getByTestId('location')).state).toEqual({
      ...applicant,
      role: 'student',
      planName: "Achiever's Report",
      planKey: 'basic',
      amount: 4999,
    })
  })

  it("alerts the server's message when selecting fails, and stays", async () => {
    allowConsoleError()
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    capture(
      '/api/onboarding/select-plan',
      fail(401, { message: 'Your session has expired. Please register again.' }),
    )
    const user = userEvent.setup()
    renderAt(<StudentPlansListPage />, {
      path: '/student-plans-list',
      state: { ...applicant, role: 'student' },
    })
    await user.click(screen.getByRole('button', { name: /Unlock Report/ }))
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Your session has expired. Please register again.'),
    )
    expect(screen.getByTestId('location')).toHaveTextContent('/student-plans-list')
    expect(screen.getByRole('button', { name: /Unlock Report/ })).toBeEnabled()
    alert.mockRestore()
  })

  it.each([
    ['a 500 with an empty body', fail(500, {})],
    ['a 502 that is not JSON', () => new Response('<html>Bad Gateway</html>', { status: 502 })],
    ['no answer at all', () => Response.error()],
  ])("alerts 'Failed to select plan.', never the HTTP library's wording, for %s", async (_, respond) => {
    allowConsoleError()
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    capture(endpoints.selectPlan, respond)
    const user = userEvent.setup()
    renderAt(<StudentPlansListPage />, {
      path: '/student-plans-list',
      state: { ...applicant, role: 'student' },
    })
    await user.click(screen.getByRole('button', { name: /Unlock Report/ }))
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to select plan.'))
    expect(screen.getByTestId('location')).toHaveTextContent('/student-plans-list')
    alert.mockRestore()
  })

  it("alerts 'Failed to select plan.' when the failure carries no message", async () => {
    const use = vi.spyOn(onboardingApi, 'use').mockImplementation(() => Promise.reject(new Error('')))
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    const user = userEvent.setup()
    renderAt(<StudentPlansListPage />, {
      path: '/student-plans-list',
      state: { ...applicant, role: 'student' },
    })
    await user.click(screen.getByRole('button', { name: /Unlock Report/ }))
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to select plan.'))
    expect(screen.getByTestId('location')).toHaveTextContent('/student-plans-list')
    alert.mockRestore()
    use.mockRestore()
  })
})

describe('plan card without an email in navigation state', () => {
  it('sends the visitor to /student-register with the selected plan and role student, without calling', async () => {
    const selectPlan = capture(endpoints.selectPlan, ok({ message: 'Plan selected.' }))
    const user = userEvent.setup()
    renderAt(<PlanCard plan={basic} index={0} isDisabled={false} />, { path: '/success-blueprint' })
    await user.click(screen.getByRole('button', { name: /Unlock Report/ }))
    expect(screen.getByTestId('location')).toHaveTextContent('/student-register')
    expect(locationOf(screen.getByTestId('location')).state).toEqual({
      selectedPlan: { name: "Achiever's Report", planKey: 'basic', price: 4999 },
      role: 'student',
    })
    expect(selectPlan.bodies).toHaveLength(0)
  })

  it('a disabled card cannot be chosen', () => {
    renderAt(<PlanCard plan={premium} index={1} isDisabled />, { path: '/success-blueprint' })
    expect(screen.getByRole('button', { name: 'Coming Soon' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: /Unlock Report/ })).not.toBeInTheDocument()
  })
})

describe('counsellor plans list', () => {
  it('shows the kit at ₹7,000 (₹10,000 struck through, 30% off) with its contents', () => {
    renderAt(<EecPlansListPage />, { path: '/eec-plans-list', state: { ...applicant, role: 'eec' } })
    const card = screen.getByRole('article', { name: 'Counsellor Certification Kit' })
    expect(within(card).getByText('₹7,000')).toBeInTheDocument()
    expect(within(card).getByText('₹10,000').tagName).toBe('S')
    expect(within(card).getByText('30% off')).toBeInTheDocument()
    expect(within(card).getByText('100 guaranteed student clients')).toBeInTheDocument()
  })

  it('choosing the kit selects basic and goes to checkout as eec for 7000', async () => {
    const selectPlan = capture(endpoints.selectPlan, ok({ message: 'Plan selected.' }))
    const user = userEvent.setup()
    renderAt(<EecPlansListPage />, { path: '/eec-plans-list', state: { ...applicant, role: 'eec' } })
    await user.click(screen.getByRole('button', { name: 'Enroll Now' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout'))
    expect(selectPlan.bodies).toEqual([{ email: applicant.email, plan: 'basic' }])
    expect(locationOf(screen.getByTestId('location')).state).toEqual({
      ...applicant,
      role: 'eec',
      planName: 'Counsellor Certification Kit',
      planKey: 'basic',
      amount: 7000,
    })
  })
})
