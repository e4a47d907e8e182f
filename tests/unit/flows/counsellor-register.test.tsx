import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import EecRegisterPage from '../../../src/pages/eec-register-page'
import { CounsellorRegisterForm } from '../../../src/features/onboarding/counsellor-register-form'
import { renderAt } from '../render'
import { allowConsoleError } from '../setup'
import { applicant, capture, deferred, locationOf, ok } from './helpers'
import { endpoints } from '../../../src/api/endpoints'

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<typeof applicant> = applicant) {
  if (values.firstName) await user.type(screen.getByLabelText('First Name'), values.firstName)
  if (values.lastName) await user.type(screen.getByLabelText('Last Name'), values.lastName)
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email)
  if (values.phone) await user.type(screen.getByLabelText(/Phone Number/), values.phone)
}

describe('counsellor registration', () => {
  it('/eec-register has its heading and the form', () => {
    renderAt(<EecRegisterPage />, { path: '/eec-register' })
    expect(
      screen.getByRole('heading', { level: 1, name: 'Register as a Career Counsellor' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Submit form' })).toBeInTheDocument()
  })

  it.each(['firstName', 'lastName', 'email', 'phone'] as const)(
    "says 'All fields are required!' when %s is empty",
    async (missing) => {
      const register = capture(endpoints.register, ok({ message: 'sent' }))
      const user = userEvent.setup()
      renderAt(<CounsellorRegisterForm />)
      await fill(user, { ...applicant, [missing]: '' })
      await user.click(screen.getByRole('checkbox'))
      await user.click(screen.getByRole('button', { name: 'Submit form' }))
      expect(screen.getByRole('alert')).toHaveTextContent('All fields are required!')
      expect(register.bodies).toHaveLength(0)
      const labels = { firstName: 'First Name', lastName: 'Last Name', email: 'Email', phone: /Phone Number/ }
      const field = screen.getByLabelText(labels[missing])
      expect(field).toHaveFocus()
      expect(field).toBeInvalid()
      expect(field).toHaveAccessibleDescription('All fields are required!')
      // Only the empty field is marked, and only until it is filled.
      expect(screen.getAllByRole('textbox').filter((input) => input.ariaInvalid === 'true')).toEqual([field])
      await user.type(field, 'x')
      expect(field).not.toHaveAttribute('aria-invalid')
    },
  )

  it('asks for the terms when they are not ticked', async () => {
    const register = capture(endpoints.register, ok({ message: 'sent' }))
    const user = userEvent.setup()
    renderAt(<CounsellorRegisterForm />)
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Submit form' }))
    expect(screen.getByRole('alert')).toHaveTextContent('you must agree the terms and condition.')
    expect(register.bodies).toHaveLength(0)
    expect(screen.getByRole('checkbox')).toHaveFocus()
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'you must agree the terms and condition.',
    )
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid')
  })

  it('shows a full-screen spinner while waiting, then the inline error from the server, spinner gone', async () => {
    allowConsoleError()
    const hold = deferred()
    capture(endpoints.register, async () => {
      await hold.promise
      return Response.json({ message: 'Too many attempts. Try again in an hour.' }, { status: 429 })
    })
    const user = userEvent.setup()
    renderAt(<CounsellorRegisterForm />)
    await fill(user)
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Submit form' }))
    const overlay = (await screen.findByText('Registering you…')).closest('[role="status"]')
    expect(overlay).toHaveClass('reg-overlay')
    hold.release()
    expect(await screen.findByText('Too many attempts. Try again in an hour.')).toBeInTheDocument()
    expect(screen.queryByText('Registering you…')).not.toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('falls back to the generic registration message on a network error', async () => {
    const log = allowConsoleError()
    capture(endpoints.register, () => Response.error())
    const user = userEvent.setup()
    renderAt(<CounsellorRegisterForm />)
    await fill(user)
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Submit form' }))
    expect(await screen.findByText('Registration failed. Please try again later...')).toBeInTheDocument()
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^Network error/))
  })

  it('registers with role eec, opens the OTP modal, and after verification goes to /eec-plans-list', async () => {
    const register = capture(endpoints.register, ok({ message: 'OTP sent.' }))
    const validate = capture(endpoints.validateOtp, ok({ message: 'OTP verified.' }))
    const user = userEvent.setup()
    renderAt(<CounsellorRegisterForm />, { path: '/dem_counsellor' })
    await fill(user)
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Submit form' }))
    await screen.findByRole('dialog', { name: 'Verify your email' })
    expect(register.urls[0]).toMatch(/\?role=eec$/)
    expect(register.bodies).toEqual([applicant])
    await user.type(screen.getByLabelText('Digit 1 of 6'), '135790')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/eec-plans-list'))
    expect(validate.bodies).toEqual([{ email: applicant.email, phone: applicant.phone, otp: '135790' }])
    expect(locationOf(screen.getByTestId('location')).state).toEqual({ ...applicant, role: 'eec' })
  })

  it('returns focus to the submit button when the OTP modal is closed', async () => {
    const user = userEvent.setup()
    renderAt(<CounsellorRegisterForm />)
    await fill(user)
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Submit form' }))
    await screen.findByRole('dialog')
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit form' })).toHaveFocus())
  })
})
