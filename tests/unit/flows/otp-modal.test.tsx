import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import OtpModal from '../../../src/features/onboarding/otp-modal'
import type { Applicant, SelectedPlan } from '../../../src/app/applicant'
import { renderAt } from '../render'
import { allowConsoleError } from '../setup'
import { applicant as fields, capture, fail, locationOf, ok } from './helpers'
import { endpoints } from '../../../src/api/endpoints'
import { otpCopy } from '../../../src/content/registration'

const student: Applicant = { ...fields, role: 'student' }
const plan: SelectedPlan = { name: "Achiever's Report", planKey: 'basic', price: 4999 }

function renderModal(
  applicant: Applicant = student,
  selectedPlan?: SelectedPlan,
  sms?: boolean,
  channel?: 'sms' | 'whatsapp',
) {
  return renderAt(
    <OtpModal
      show
      applicant={applicant}
      selectedPlan={selectedPlan}
      sms={sms}
      channel={channel}
      onHide={() => {}}
      onExited={() => {}}
    />,
    { path: '/student-register' },
  )
}

/** Advances the clock second by second, letting React schedule each next tick. */
async function tick(seconds: number) {
  for (let i = 0; i < seconds; i++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000)
    })
  }
}

const box = (n: number) => screen.getByLabelText(`Digit ${n} of 6`)
const boxes = () => [1, 2, 3, 4, 5, 6].map(box)

describe('OTP modal: the six boxes', () => {
  it('has six labelled numeric boxes, the first one for one-time-code autofill', () => {
    renderModal()
    const all = boxes()
    expect(all).toHaveLength(6)
    for (const el of all) expect(el).toHaveAttribute('inputmode', 'numeric')
    expect(all[0]).toHaveAttribute('autocomplete', 'one-time-code')
    expect(screen.getByRole('group', { name: /Enter the 6-digit code/ })).toBeInTheDocument()
  })

  it('opens with focus in the first box, and its Resend button is not a live region (no countdown read aloud)', async () => {
    renderModal()
    await waitFor(() => expect(box(1)).toHaveFocus())
    expect(screen.getByRole('button', { name: /Resend/ })).not.toHaveAttribute('aria-live')
  })

  it('accepts only a single digit 0-9 and moves focus forward on a digit', async () => {
    const user = userEvent.setup()
    renderModal()
    await user.click(box(1))
    await user.keyboard('a')
    expect(box(1)).toHaveValue('')
    expect(box(1)).toHaveFocus()
    await user.keyboard('7')
    expect(box(1)).toHaveValue('7')
    expect(box(2)).toHaveFocus()
    await user.keyboard('-')
    expect(box(2)).toHaveValue('')
    await user.keyboard('0')
    expect(box(2)).toHaveValue('0')
    expect(box(3)).toHaveFocus()
  })

  it('moves on when a digit is typed over the same digit (retyping a code over itself)', async () => {
    const user = userEvent.setup()
    renderModal()
    await user.type(box(1), '000000')
    await user.click(box(1)) // selects the box's digit, as focusing does
    await user.keyboard('2963')
    expect(boxes().map((el) => (el as HTMLInputElement).value)).toEqual(['2', '9', '6', '3', '0', '0'])
    await user.keyboard('0')
    expect(box(6)).toHaveFocus()
    await user.keyboard('3')
    expect(boxes().map((el) => (el as HTMLInputElement).value)).toEqual(['2', '9', '6', '3', '0', '3'])
  })

  it('Backspace clears the current box, or the previous one and moves back when empty', async () => {
    const user = userEvent.setup()
    renderModal()
    await user.type(box(1), '123')
    expect(box(4)).toHaveFocus()
    await user.click(box(3))
    await user.keyboard('{Backspace}')
    expect(box(3)).toHaveValue('')
    expect(box(3)).toHaveFocus()
    await user.keyboard('{Backspace}')
    expect(box(2)).toHaveValue('')
    expect(box(2)).toHaveFocus()
    expect(box(1)).toHaveValue('1')
  })

  it('fills every box from a pasted 6-digit code and ignores other pastes', async () => {
    const user = userEvent.setup()
    renderModal()
    await user.click(box(1))
    await user.paste('12ab')
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['', '', '', '', '', ''])
    await user.paste('654321')
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['6', '5', '4', '3', '2', '1'])
    expect(box(6)).toHaveFocus()
  })

  it('fills every box when the browser autofills the whole code into the first box', () => {
    renderModal()
    fireEvent.change(box(1), { target: { value: '908172' } })
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['9', '0', '8', '1', '7', '2'])
  })

  it('locks the page behind from scrolling while open', () => {
    renderModal()
    expect(document.body).toHaveClass('modal-open')
    expect(document.body.style.overflow).toBe('hidden')
  })
})

describe('OTP modal: verification', () => {
  it('sends exactly {email, phone, otp} and goes to /student-plans-list with the applicant data', async () => {
    const validate = capture(endpoints.validateOtp, ok({ message: 'OTP verified.' }))
    const user = userEvent.setup()
    renderModal()
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled()
    await user.type(box(1), '246810')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/student-plans-list'))
    expect(validate.bodies).toEqual([{ email: fields.email, phone: fields.phone, otp: '246810' }])
    expect(locationOf(screen.getByTestId('location')).state).toEqual({ ...fields, role: 'student' })
  })

  it('goes to /eec-plans-list for a counsellor', async () => {
    const user = userEvent.setup()
    renderModal({ ...student, role: 'eec' })
    await user.type(box(1), '246810')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/eec-plans-list'))
    expect(locationOf(screen.getByTestId('location')).state).toEqual({ ...fields, role: 'eec' })
  })

  it('after a wrong code logs the server message and says in the modal what to do, with the tries left (issue 50.1)', async () => {
    const log = allowConsoleError()
    capture(endpoints.validateOtp, fail(400, { message: 'The code is wrong or has expired.' }))
    const user = userEvent.setup()
    renderModal()
    await user.type(box(1), '000000')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    // SPEC §4's log line stays.
    await waitFor(() => expect(log).toHaveBeenCalledWith('The code is wrong or has expired.'))
    expect(screen.getByTestId('location')).toHaveTextContent('/student-register')
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(otpCopy.wrongCode(4)))
    // The boxes are emptied, focus is back on the first one, and it reads the message.
    await waitFor(() => expect(box(1)).toHaveFocus())
    expect(box(1)).toHaveValue('')
    expect(screen.getByRole('group').getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id)
    for (const left of [3, 2, 1, 0]) {
      await user.type(box(1), '000000')
      await user.click(screen.getByRole('button', { name: 'Verify' }))
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(otpCopy.wrongCode(left)))
    }
    expect(otpCopy.wrongCode(0)).toContain('Resend OTP')
  })

  it('says the code could not be checked when the server is unreachable, not that it is wrong', async () => {
    allowConsoleError()
    capture(endpoints.validateOtp, fail(503, { message: 'The service is briefly unavailable.' }))
    const user = userEvent.setup()
    renderModal()
    await user.type(box(1), '000000')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(otpCopy.checkFailed))
  })

  it("logs 'OTP verification failed.' when the server gives no message", async () => {
    const log = allowConsoleError()
    capture(endpoints.validateOtp, fail(500))
    const user = userEvent.setup()
    renderModal()
    await user.type(box(1), '000000')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(log).toHaveBeenCalledWith('OTP verification failed.'))
    expect(screen.getByTestId('location')).toHaveTextContent('/student-register')
  })

  it('with a preselected plan, selects it and goes to /checkout with the plan details', async () => {
    const selectPlan = capture(endpoints.selectPlan, ok({ message: 'Plan selected.' }))
    const user = userEvent.setup()
    renderModal(student, plan)
    await user.type(box(1), '112233')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout'))
    expect(selectPlan.bodies).toEqual([{ email: fields.email, plan: 'basic' }])
    expect(locationOf(screen.getByTestId('location')).state).toEqual({
      ...fields,
      role: 'student',
      planName: "Achiever's Report",
      planKey: 'basic',
      amount: 4999,
    })
  })

  it('when selecting the preselected plan fails, logs it and goes to /student-plans-list with the applicant', async () => {
    const log = allowConsoleError()
    capture(endpoints.selectPlan, fail(409, { message: "The Master's Report is coming soon." }))
    const user = userEvent.setup()
    renderModal(student, { name: "Master's Report", planKey: 'premium', price: 7999 })
    await user.type(box(1), '112233')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/student-plans-list'))
    expect(log).toHaveBeenCalledWith("The Master's Report is coming soon.")
    expect(locationOf(screen.getByTestId('location')).state).toEqual({ ...fields, role: 'student' })
  })
})

describe('OTP modal: resend', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('counts down from 60, then resends {email, phone, role, firstName, lastName} and restarts at 60', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    let release: () => void = () => {}
    const resend = capture(endpoints.resendOtp, async () => {
      await new Promise<void>((resolve) => (release = resolve))
      return Response.json({ message: 'OTP sent again.' })
    })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderModal()
    const button = screen.getByRole('button', { name: 'Resend in 60s' })
    expect(button).toBeDisabled()
    await tick(1)
    expect(screen.getByRole('button', { name: 'Resend in 59s' })).toBeDisabled()
    await tick(58)
    expect(screen.getByRole('button', { name: 'Resend in 1s' })).toBeDisabled()
    await tick(1)
    const ready = screen.getByRole('button', { name: 'Resend OTP' })
    expect(ready).toBeEnabled()
    await user.click(ready)
    expect(await screen.findByRole('button', { name: 'Resending...' })).toBeDisabled()
    release()
    await waitFor(() => expect(alert).toHaveBeenCalledWith('A new OTP has been sent!'))
    expect(await screen.findByRole('button', { name: 'Resend in 60s' })).toBeDisabled()
    expect(resend.bodies).toEqual([
      {
        email: fields.email,
        phone: fields.phone,
        role: 'student',
        firstName: fields.firstName,
        lastName: fields.lastName,
      },
    ])
    alert.mockRestore()
  })

  it('says the code went by SMS to the masked number, until a resend answers that it did not', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    capture(endpoints.resendOtp, ok({ message: 'A new OTP has been sent to your email.', sms: false }))
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderModal({ ...student, phone: '+91 98765 43210' }, undefined, true)
    const line = 'We also sent a code by SMS to +91 98xxxxx210. Either code works.'
    expect(screen.getByText(line)).toBeInTheDocument()
    expect(screen.getByRole('group', { name: /Enter the 6-digit code/ })).toHaveAccessibleDescription(line)
    await tick(60)
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }))
    await waitFor(() => expect(alert).toHaveBeenCalledWith('A new OTP has been sent!'))
    // The alert comes first; React renders the answer's state just after it (under load, a moment later).
    await waitFor(() => expect(screen.queryByText(line)).not.toBeInTheDocument())
    alert.mockRestore()
  })

  it('says WhatsApp when the code went by WhatsApp, and SMS when a resend answers that it went by SMS', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    capture(
      endpoints.resendOtp,
      ok({ message: 'A new OTP has been sent to your email.', sms: true, channel: 'sms' }),
    )
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderModal({ ...student, phone: '+91 98765 43210' }, undefined, true, 'whatsapp')
    const line = 'We also sent a code by WhatsApp to +91 98xxxxx210. Either code works.'
    expect(screen.getByRole('group', { name: /Enter the 6-digit code/ })).toHaveAccessibleDescription(line)
    await tick(60)
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }))
    await waitFor(() => expect(alert).toHaveBeenCalledWith('A new OTP has been sent!'))
    expect(
      await screen.findByText('We also sent a code by SMS to +91 98xxxxx210. Either code works.'),
    ).toBeInTheDocument()
    expect(screen.queryByText(line)).not.toBeInTheDocument()
    alert.mockRestore()
  })

  it("alerts 'Failed to resend OTP. Please try again later.' on failure and allows another try", async () => {
    allowConsoleError()
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    capture(endpoints.resendOtp, fail(429, { message: 'Please wait before asking again.' }))
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderModal({ ...student, role: 'eec' })
    await tick(60)
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }))
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to resend OTP. Please try again later.'))
    // The button comes back once the failure is rendered, just after the alert.
    expect(await screen.findByRole('button', { name: 'Resend OTP' })).toBeEnabled()
    alert.mockRestore()
  })
})
