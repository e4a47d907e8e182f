import { http, HttpResponse } from 'msw'

/**
 * Default happy-path handlers, one per service call of SPEC §7. Tests override them with
 * `server.use(...)` to drive failures. Paths are matched on any origin (the client's base URL is '').
 */
export const handlers = {
  register: http.post('*/api/onboarding/register-basic', () =>
    HttpResponse.json({ message: 'OTP sent to your email.' }),
  ),
  validateOtp: http.post('*/api/onboarding/validate-otp', () =>
    HttpResponse.json({ message: 'OTP verified.' }),
  ),
  resendOtp: http.post('*/api/onboarding/resend-otp', () =>
    HttpResponse.json({ message: 'OTP sent again.' }),
  ),
  selectPlan: http.post('*/api/onboarding/select-plan', () =>
    HttpResponse.json({ message: 'Plan selected.' }),
  ),
  applyPromo: http.post('*/api/promo/apply', () =>
    HttpResponse.json({ discountApplied: true, finalPrice: 5250 }),
  ),
  createOrder: http.post('*/api/payment/create-order', () =>
    HttpResponse.json({ orderId: 'order_test123', amount: 499900, currency: 'INR' }),
  ),
  verifyPayment: http.post('*/api/payment/verify', () => HttpResponse.json({ message: 'Payment verified.' })),
  markPaymentSuccess: http.post('*/api/onboarding/payment/success', () =>
    HttpResponse.json({ message: 'Payment recorded.' }),
  ),
  sendInvoice: http.post('*/api/invoice/send', () => HttpResponse.json({ message: 'Invoice queued.' })),
  // No session by default: a guarded page opened without navigation state goes home.
  session: http.get('*/api/onboarding/me', () =>
    HttpResponse.json(
      { message: 'Your session has expired. Please verify your email again.' },
      { status: 401 },
    ),
  ),
  contact: http.post('*/api/contact', () =>
    HttpResponse.json({ message: 'Thank you! We will get back to you soon.' }),
  ),
}
