import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import StudentRegisterPage from '../../../src/pages/student-register-page'
import { renderAt } from '../render'
import { allowConsoleError } from '../setup'
import { applicant, capture, deferred, fail, locationOf, ok } from './helpers'
import { endpoints } from '../../../src/api/endpoints'

const PATH = '/student-register'

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<typeof applicant> = applicant) {
  if (values.firstName) await user.type(screen.getByLabelText('First Name'), values.firstName)
  if (values.lastName) await user.type(screen.getByLabelText('Last Name'), values.lastName)
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email)
  if (values.phone) await user.type(screen.getByLabelText(/Phone Number/), values.phone)
}

describe('student registration', () => {
  it('shows the heading, four labelled fields, the terms link and the submit button', () => {
    renderAt(<StudentRegisterPage />, { path: PATH })
    expect(
      screen.getByRole('heading', { level: 1, name: 'Get Started With Registration' }),
    ).toBeInTheDocument()
    // All four are required and marked alike (the asterisk is the stylesheet's, issue 50), the phone among them.
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone Number']) {
      expect(screen.getByLabelText(label)).toBeRequired()
      expect(screen.getByText(label).closest('label')).toHaveClass('reg-label--required')
    }
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '/termsAndConditions',
    )
    expect(screen.getByRole('checkbox')).not.toBeChecked()
    expect(screen.getByRole('button', { name: 'Submit form' })).toBeEnabled()
  })

  it('stops silently when a field is empty: no call, no message, not busy', async () => {
    const register = capture(endpoints.register, ok({ message: 'sent' }))
    const user = userEvent.setup()
    renderAt(<StudentRegisterPage />, { path: PATH })
    await fill(user, { ...applicant, phone: '' })
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Submit form' }))
    expect(register.bodies).toHaveLength(0)
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
    expect(screen.getByRole('button', { name: 'Submit form' })).toBeEnabled()
    // No message, but keyboard and screen-reader users land on the empty field, marked invalid.
    expect(screen.getByLabelText(/Phone Number/)).toHaveFocus()
    expect(screen.getByLabelText(/Phone Number/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid')
  })

  it('asks for the terms when they are not ticked', async () => {
    const register = capture(endpoints.register, ok({ message: 'sent' }))
    const user = userEvent.setup()
    renderAt(<StudentRegisterPage />, { path: PATH })
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Submit form' }))
    expect(screen.getByRole('alert')).toHaveTextContent('you must agree the terms and condition.')
    expect(register.bodies).toHaveLength(0)
    expect(screen.getByRole('checkbox')).toHaveFocus()
  })

  it("shows the server's message when registration fails", async () => {
    allowConsoleError()
    capture(endpoints.register, fail(400, { message: 'Enter a valid phone number.' }))
    const user = userEvent.setup()
    renderAt(<StudentRegisterPage />, { path: PATH })
    await fill(user)
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Submit form' }))
    expect(await screen.findByText('Enter a valid phone number.')).toBeInTheDocument()
    expect(screen.getByLabelText('First Name')).toHaveValue('Asha')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('falls back to the generic message when the server gives none', async () => {
    const log = allowConsoleError()
    capture(endpoints.register, fail(500))
    const user = userEvent.setup()
    renderAt(<StudentRegisterPage />, { path: PATH })
    await fill(user)
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Submit form' }))
    expect(await screen.findByText('Registration failed. Please try again later...')).toBeInTheDocument()
    expect(log).toHaveBeenCalledWith('Internal Server Error. Please try again later.')
  })

  it('is busy while registering, then registers as a student and opens the OTP modal', async () => {
    const hold = deferred()
    const register = capture(endpoints.register, async () => {
      await hold.promise
      return Response.json({ message: 'OTP sent.' })
    })
    const user = userEvent.setup()
    renderAt(<StudentRegisterPage />, { path: PATH })
    await fill(user, { ...applicant, email: '  asha@example.com ' })
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: /Submit form/ }))
    const button = screen.getByRole('button', { name: /Submitting…/ })
    expect(button).toBeDisabled()
    hold.release()
    const dialog = await screen.findByRole('dialog', { name: 'Verify your email' })
    expect(register.urls[0]).toMatch(/\/api\/onboarding\/register-basic\?role=student$/)
    expect(register.bodies).toEqual([applicant])
    expect(within(dialog).getByText(/asha@example.com/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Submit form' })).toBeEnabled()
  })

  it('when a new code is refused after the modal was closed, shows the same modal again, countdown running', async () => {
    allowConsoleError() // the HTTP client logs the 429 (SPEC §8)
    let calls = 0
    const register = capture(endpoints.register, () =>
      ++calls === 1
        ? Response.json({ message: 'OTP sent.' })
        : Response.json({ message: 'Please wait 50 seconds before requesting a new OTP.' }, { status: 429 }),
    )
    const user = userEvent.setup()
    renderAt(<StudentRegisterPage />, { path: PATH })
    await fill(user)
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Submit form' }))
    const dialog = await screen.findByRole('dialog', { name: 'Verify your email' })
    await user.type(within(dialog).getByLabelText('Digit 1 of 6'), '4')
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Submit form' }))
    const again = await screen.findByRole('dialog', { name: 'Verify your email' })
    expect(register.bodies).toHaveLength(2)
    expect(within(again).getByLabelText('Digit 1 of 6')).toHaveValue('4')
    expect(within(again).getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled()
    for (const alert of screen.getAllByRole('alert')) expect(alert).toBeEmptyDOMElement()

    // Other details: the refusal is shown, no modal.
    await user.click(within(again).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await user.type(screen.getByLabelText('Last Name'), 'x')
    await user.click(screen.getByRole('button', { name: 'Submit form' }))
    expect(await screen.findByText('Please wait 50 seconds before requesting a new OTP.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('carries a preselected plan through the OTP step to checkout', async () => {
    const selectPlan = capture(endpoints.selectPlan, ok({ message: 'Plan selected.' }))
    const validate = capture(endpoints.validateOtp, ok({ message: 'OTP verified.' }))
    const user = userEvent.setup()
    const selectedPlan = { name: "Achiever's Report", planKey: 'basic', price: 4999 }
    renderAt(<StudentRegisterPage />, { path: PATH, state: { selectedPlan, role: 'student' } })
    expect(screen.getByText("Achiever's Report")).toBeInTheDocument()
    await fill(user)
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Submit form' }))
    await screen.findByRole('dialog')
    await user.type(screen.getByLabelText('Digit 1 of 6'), '482913')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout'))
    expect(validate.bodies).toEqual([{ email: applicant.email, phone: applicant.phone, otp: '482913' }])
    expect(selectPlan.bodies).toEqual([{ email: applicant.email, plan: 'basic' }])
    expect(locationOf(screen.getByTestId('location')).state).toEqual({
      ...applicant,
      role: 'student',
      planName: "Achiever's Report",
      planKey: 'basic',
      amount: 4999,
    })
  })
})
