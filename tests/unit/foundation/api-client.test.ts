import { http, HttpResponse } from 'msw'
import { ApiError, errorMessage } from '../../../src/api/api-error'
import { API_TIMEOUT_MS, apiClient, post } from '../../../src/api/client'
import { sendContactMessage } from '../../../src/api/contact'
import { sendInvoice } from '../../../src/api/invoice'
import { markPaymentSuccess, register, resendOtp, selectPlan, validateOtp } from '../../../src/api/onboarding'
import { createOrder, verifyPayment } from '../../../src/api/payment'
import { applyPromo } from '../../../src/api/promo'
import { server } from '../msw/server'
import { allowConsoleError } from '../setup'
import { endpoints } from '../../../src/api/endpoints'

interface Captured {
  path: string
  search: string
  method: string
  body: unknown
}

/** Answers any POST under /api with `reply` and records what was sent. */
function capture(reply: object = { message: 'ok' }) {
  const seen: Captured[] = []
  server.use(
    http.post('*/api/*', async ({ request }) => {
      const url = new URL(request.url)
      seen.push({
        path: url.pathname,
        search: url.search,
        method: request.method,
        body: await request.json(),
      })
      return HttpResponse.json(reply)
    }),
  )
  return seen
}

describe('the axios instance', () => {
  test('times out after 60000 ms and sends credentials', () => {
    expect(apiClient.defaults.timeout).toBe(API_TIMEOUT_MS)
    expect(API_TIMEOUT_MS).toBe(60000)
    expect(apiClient.defaults.withCredentials).toBe(true)
  })
  test('sends a request in the task that asked for it: no wait for the browser’s Cookie Store', async () => {
    // Chromium has window.cookieStore; axios then reads an XSRF cookie through it (a promise the browser process
    // answers) before send(), and a tap's busy-state render on a slow phone runs first. We use no XSRF token.
    const cookieStore = { get: vi.fn(() => Promise.resolve(null)) }
    Object.defineProperty(window, 'cookieStore', { value: cookieStore, configurable: true })
    try {
      const seen = capture()
      await post('/api/onboarding/payment/success', { email: 'asha@example.com' })
      expect(seen).toHaveLength(1)
      expect(cookieStore.get).not.toHaveBeenCalled()
    } finally {
      Reflect.deleteProperty(window, 'cookieStore')
    }
  })
})

describe('each service sends exactly the spec’s call', () => {
  const applicant = { firstName: 'Asha', lastName: 'Rao', phone: '9876543210', email: 'asha@example.com' }

  test.each([
    [
      'register (student)',
      () => register('student', applicant),
      '/api/onboarding/register-basic',
      '?role=student',
      applicant,
    ],
    [
      'register (eec)',
      () => register('eec', applicant),
      '/api/onboarding/register-basic',
      '?role=eec',
      applicant,
    ],
    [
      'validate OTP',
      () => validateOtp({ email: 'asha@example.com', phone: '9876543210', otp: '123456' }),
      '/api/onboarding/validate-otp',
      '',
      { email: 'asha@example.com', phone: '9876543210', otp: '123456' },
    ],
    [
      'resend OTP',
      () => resendOtp({ ...applicant, role: 'student' }),
      '/api/onboarding/resend-otp',
      '',
      { ...applicant, role: 'student' },
    ],
    [
      'select plan',
      () => selectPlan({ email: 'asha@example.com', plan: 'basic' }),
      '/api/onboarding/select-plan',
      '',
      { email: 'asha@example.com', plan: 'basic' },
    ],
    [
      'apply promo',
      () => applyPromo({ email: 'asha@example.com', promoCode: 'EEC25' }),
      '/api/promo/apply',
      '',
      { email: 'asha@example.com', promoCode: 'EEC25' },
    ],
    [
      'create order',
      () => createOrder({ email: 'asha@example.com', ...{ amount: 1, plan: 'premium' } }),
      '/api/payment/create-order',
      '',
      { email: 'asha@example.com' },
    ],
    [
      'verify payment',
      () =>
        verifyPayment({
          razorpay_order_id: 'order_1',
          razorpay_payment_id: 'pay_1',
          razorpay_signature: 'sig',
          email: 'asha@example.com',
        }),
      '/api/payment/verify',
      '',
      {
        razorpay_order_id: 'order_1',
        razorpay_payment_id: 'pay_1',
        razorpay_signature: 'sig',
        email: 'asha@example.com',
      },
    ],
    [
      'mark payment success',
      () => markPaymentSuccess({ email: 'asha@example.com' }),
      '/api/onboarding/payment/success',
      '',
      { email: 'asha@example.com' },
    ],
    [
      'send invoice',
      () => sendInvoice({ ...applicant, role: 'eec' }),
      '/api/invoice/send',
      '',
      { ...applicant, role: 'eec' },
    ],
    [
      'contact',
      () => sendContactMessage({ name: 'Asha', email: 'asha@example.com', message: 'Hello' }),
      '/api/contact',
      '',
      { name: 'Asha', email: 'asha@example.com', message: 'Hello' },
    ],
  ])('%s', async (_name, call, path, search, body) => {
    const seen = capture()
    await call()
    expect(seen).toEqual([{ path, search, method: 'POST', body }])
  })

  test('create order sends only the email even when handed more', async () => {
    const seen = capture({ orderId: 'order_1', amount: 499900, currency: 'INR' })
    const order = await createOrder({ email: 'asha@example.com', ...{ amount: 1, plan: 'premium' } })
    expect(seen[0]?.body).toEqual({ email: 'asha@example.com' })
    expect(order).toEqual({ orderId: 'order_1', amount: 499900, currency: 'INR' })
  })

  test('apply promo resolves with the response body', async () => {
    capture({ discountApplied: true, finalPrice: 5250 })
    await expect(applyPromo({ email: 'a@b.co', promoCode: 'EEC25' })).resolves.toEqual({
      discountApplied: true,
      finalPrice: 5250,
    })
  })
})

describe('failures', () => {
  test.each([
    [400, 'Bad Request. Please check the URL.'],
    [401, 'Unauthorized. Please login again.'],
    [403, 'Forbidden. You do not have access.'],
    [404, 'Not Found. The requested resource does not exist.'],
    [500, 'Internal Server Error. Please try again later.'],
    [409, 'Error 409'],
    [429, 'Error 429'],
  ])('status %i logs "%s" and rethrows the server message, status and data', async (status, line) => {
    const log = allowConsoleError()
    const data = { message: `server says ${status}` }
    server.use(http.post(`*${endpoints.contact}`, () => HttpResponse.json(data, { status })))

    const error = await sendContactMessage({ name: 'a', email: 'a@b.co', message: 'm' }).catch(
      (e: unknown) => e,
    )

    expect(log).toHaveBeenCalledWith(line)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ message: `server says ${status}`, status, data })
  })

  test('a missing response logs a network error', async () => {
    const log = allowConsoleError()
    server.use(http.post(`*${endpoints.contact}`, () => HttpResponse.error()))

    const error = await sendContactMessage({ name: 'a', email: 'a@b.co', message: 'm' }).catch(
      (e: unknown) => e,
    )

    expect(log).toHaveBeenCalledWith('Network error. Please check your connection.')
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: undefined, data: undefined })
  })

  test.each([
    ['a 500 with {}', () => HttpResponse.json({}, { status: 500 })],
    ['a 502 with HTML', () => new HttpResponse('<html>Bad Gateway</html>', { status: 502 })],
    ['no answer', () => HttpResponse.error()],
  ])(
    'without a server message (%s) the error carries none of the HTTP library’s wording',
    async (_, reply) => {
      allowConsoleError()
      server.use(http.post(`*${endpoints.contact}`, reply))
      const error = await sendContactMessage({ name: 'a', email: 'a@b.co', message: 'm' }).catch(
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(ApiError)
      expect((error as ApiError).message).toBe('')
    },
  )

  test('errorMessage prefers the server’s message and falls back otherwise', async () => {
    allowConsoleError()
    server.use(
      http.post(`*${endpoints.contact}`, () =>
        HttpResponse.json({ message: 'Too many messages.' }, { status: 429 }),
      ),
    )
    const withMessage = await sendContactMessage({ name: 'a', email: 'a@b.co', message: 'm' }).catch(
      (e: unknown) => e,
    )
    expect(errorMessage(withMessage, 'Failed to submit message.')).toBe('Too many messages.')

    server.use(http.post(`*${endpoints.contact}`, () => new HttpResponse('oops', { status: 502 })))
    const without = await sendContactMessage({ name: 'a', email: 'a@b.co', message: 'm' }).catch(
      (e: unknown) => e,
    )
    expect(errorMessage(without, 'Failed to submit message.')).toBe('Failed to submit message.')
    expect(errorMessage(new Error('boom'), 'fallback')).toBe('fallback')
  })
})
