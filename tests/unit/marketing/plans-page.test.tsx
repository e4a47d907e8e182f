import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { paths } from '../../../src/config/paths'
import { pricingPageBasic } from '../../../src/content/catalogue'
import PlansPage from '../../../src/pages/plans-page'
import { renderAt } from '../render'

function location() {
  const probe = screen.getByTestId('location')
  return {
    pathname: probe.textContent,
    state: JSON.parse(probe.getAttribute('data-state') ?? 'null') as unknown,
  }
}

describe('/plans', () => {
  it('shows the Basic card: Most popular, ₹10,000, four included and four not-included features', () => {
    renderAt(<PlansPage />, { path: paths.plans })
    expect(screen.getByRole('heading', { level: 1, name: 'Affordable Pricing Packages' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Basic' })).toBeInTheDocument()
    expect(screen.getByText('Most popular')).toBeInTheDocument()
    expect(screen.getByText('₹10,000')).toBeInTheDocument()
    const included = screen.getByRole('list', { name: 'Included' })
    const excluded = screen.getByRole('list', { name: 'Not included' })
    for (const f of pricingPageBasic.included) expect(included).toHaveTextContent(f)
    for (const f of pricingPageBasic.notIncluded) expect(excluded).toHaveTextContent(`Not included: ${f}`)
  })

  it('Get Started carries the registration state to checkout with the Basic plan and amount 10000', async () => {
    const user = userEvent.setup()
    const registered = {
      email: 'asha@example.com',
      firstName: 'Asha',
      lastName: 'Patil',
      phone: '9876543210',
      role: 'student',
    }
    renderAt(<PlansPage />, { path: paths.plans, state: registered })
    await user.click(screen.getByRole('button', { name: 'Get Started' }))
    expect(location()).toEqual({
      pathname: paths.checkout,
      state: { ...registered, planName: 'Basic', amount: 10000 },
    })
  })

  it('sends a visitor who has not registered to registration instead of the guarded checkout', async () => {
    const user = userEvent.setup()
    renderAt(<PlansPage />, { path: paths.plans })
    await user.click(screen.getByRole('button', { name: 'Get Started' }))
    expect(location().pathname).toBe(paths.studentRegister)
  })
})
