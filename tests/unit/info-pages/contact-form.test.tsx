import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import ContactPage from '../../../src/pages/contact-page'
import { renderAt } from '../render'
import { server } from '../msw/server'
import { allowConsoleError } from '../setup'
import { endpoints } from '../../../src/api/endpoints'

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Priya Sharma')
  await user.type(screen.getByLabelText('Email address'), 'priya@example.com')
  await user.type(screen.getByLabelText('Message'), 'Please call me about the report.')
  await user.click(screen.getByRole('button', { name: 'Send message' }))
}

describe('contact form', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('sends exactly name, email and message, shows the server message and clears the fields', async () => {
    let body: unknown
    server.use(
      http.post(`*${endpoints.contact}`, async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ message: 'Thanks Priya, we will call you tomorrow.' })
      }),
    )
    const user = userEvent.setup()
    renderAt(<ContactPage />, { path: '/contact' })
    await fillAndSend(user)

    const notice = await screen.findByTestId('contact-notice')
    expect(notice).toHaveClass('alert-success')
    expect(notice).toHaveTextContent('Success!')
    expect(notice).toHaveTextContent('Thanks Priya, we will call you tomorrow.')
    expect(body).toEqual({
      name: 'Priya Sharma',
      email: 'priya@example.com',
      message: 'Please call me about the report.',
    })
    expect(screen.getByLabelText('Your name')).toHaveValue('')
    expect(screen.getByLabelText('Email address')).toHaveValue('')
    expect(screen.getByLabelText('Message')).toHaveValue('')
    // The live region that screen readers announce wraps the notice.
    expect(notice.parentElement).toHaveAttribute('role', 'status')
    expect(notice.parentElement).toHaveAttribute('aria-live', 'polite')
  })

  it('sends what is on the screen when a field holds text React’s state missed (typed while the page hydrated)', async () => {
    // Seen twice in CI: "Meera Iyer" in the name field, "Name is required." from the server (not reproduced in 45
    // runs alone). Here the field's text is put in the DOM without an input event, just before Send.
    let body: unknown
    server.use(
      http.post(`*${endpoints.contact}`, async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ message: 'Thanks Meera.' })
      }),
    )
    const user = userEvent.setup()
    renderAt(<ContactPage />, { path: '/contact' })
    await user.type(screen.getByLabelText('Email address'), 'meera@example.com')
    await user.type(screen.getByLabelText('Message'), 'Please call me about the course.')
    const name = screen.getByLabelText('Your name') as HTMLInputElement
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(name, 'Meera Iyer')
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    await waitFor(() =>
      expect(body).toEqual({
        name: 'Meera Iyer',
        email: 'meera@example.com',
        message: 'Please call me about the course.',
      }),
    )
  })

  it('shows "Sending…" and disables the button while the call is in flight', async () => {
    let release: () => void = () => {}
    server.use(
      http.post(`*${endpoints.contact}`, async () => {
        await new Promise<void>((r) => (release = r))
        return HttpResponse.json({ message: 'Received.' })
      }),
    )
    const user = userEvent.setup()
    renderAt(<ContactPage />, { path: '/contact' })
    await fillAndSend(user)

    const busy = await screen.findByRole('button', { name: 'Sending…' })
    expect(busy).toBeDisabled()
    release()
    expect(await screen.findByRole('button', { name: 'Send message' })).toBeEnabled()
  })

  it("shows the server's error message in a red 'Oops!' notice and keeps the fields", async () => {
    allowConsoleError()
    server.use(
      http.post(`*${endpoints.contact}`, () =>
        HttpResponse.json({ message: 'Too many messages. Try later.' }, { status: 429 }),
      ),
    )
    const user = userEvent.setup()
    renderAt(<ContactPage />, { path: '/contact' })
    await fillAndSend(user)

    const notice = await screen.findByTestId('contact-notice')
    expect(notice).toHaveClass('alert-danger')
    expect(notice).toHaveTextContent('Oops!')
    expect(notice).toHaveTextContent('Too many messages. Try later.')
    expect(screen.getByLabelText('Your name')).toHaveValue('Priya Sharma')
    expect(screen.getByLabelText('Message')).toHaveValue('Please call me about the report.')
  })

  it("falls back to 'Failed to submit message.' when the server sends no message", async () => {
    allowConsoleError()
    server.use(http.post(`*${endpoints.contact}`, () => new HttpResponse(null, { status: 500 })))
    const user = userEvent.setup()
    renderAt(<ContactPage />, { path: '/contact' })
    await fillAndSend(user)

    const notice = await screen.findByTestId('contact-notice')
    expect(notice).toHaveTextContent('Oops!')
    expect(notice).toHaveTextContent('Failed to submit message.')
  })

  it('closes the notice with its close button', async () => {
    const user = userEvent.setup()
    renderAt(<ContactPage />, { path: '/contact' })
    await fillAndSend(user)
    await screen.findByTestId('contact-notice')

    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByTestId('contact-notice')).not.toBeInTheDocument()
  })

  it('hides the notice by itself after 9 seconds, not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderAt(<ContactPage />, { path: '/contact' })
    await fillAndSend(user)
    await screen.findByTestId('contact-notice')

    act(() => vi.advanceTimersByTime(8500))
    expect(screen.getByTestId('contact-notice')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(600))
    await waitFor(() => expect(screen.queryByTestId('contact-notice')).not.toBeInTheDocument())
  })

  it('has a labelled, required name, email (type email) and message', () => {
    renderAt(<ContactPage />, { path: '/contact' })
    expect(screen.getByLabelText('Your name')).toBeRequired()
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Email address')).toBeRequired()
    expect(screen.getByLabelText('Message')).toBeRequired()
    // The header block of SPEC §2 in its order: 'Contact us', then 'We're here to help!' as written.
    const heading = screen.getByRole('heading', { level: 1, name: 'Contact us' })
    expect(heading.nextElementSibling).toBe(screen.getByText("We're here to help!"))
    expect(heading.nextElementSibling).not.toHaveClass('info-eyebrow')
  })

  it('loads the map iframe only after "Show map" is clicked', async () => {
    const user = userEvent.setup()
    const { container } = renderAt(<ContactPage />, { path: '/contact' })
    expect(container.querySelector('iframe')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Show map' }))
    const frame = screen.getByTitle('Office location map')
    expect(frame.tagName).toBe('IFRAME')
    expect(frame).toHaveAttribute('src', 'https://www.google.com/maps?q=Andheri+West+Mumbai&output=embed')
    expect(frame).toHaveAttribute('loading', 'lazy')
  })
})
