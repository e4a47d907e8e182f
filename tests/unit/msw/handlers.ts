import { http, HttpResponse } from 'msw'
import { endpoints } from '../../../src/api/endpoints'

/**
 * Default happy-path handlers, one per service call of SPEC §7. Tests override them with
 * `server.use(...)` to drive failures. Paths are matched on any origin (the client's base URL is '').
 */
export const handlers = {
  register: http.post(`*${endpoints.register}`, () =>
    HttpResponse.json({ message: 'OTP sent to your email.' }),
  ),
  validateOtp: http.post(`*${endpoints.validateOtp}`, () => HttpResponse.json({ message: 'OTP verified.' })),
  resendOtp: http.post(`*${endpoints.resendOtp}`, () => HttpResponse.json({ message: 'OTP sent again.' })),
  selectPlan: http.post(`*${endpoints.selectPlan}`, () => HttpResponse.json({ message: 'Plan selected.' })),
  applyPromo: http.post(`*${endpoints.applyPromo}`, () =>
    HttpResponse.json({ discountApplied: true, finalPrice: 5250 }),
  ),
  createOrder: http.post(`*${endpoints.createOrder}`, () =>
    HttpResponse.json({ orderId: 'order_test123', amount: 499900, currency: 'INR' }),
  ),
  verifyPayment: http.post(`*${endpoints.verifyPayment}`, () =>
    HttpResponse.json({ message: 'Payment verified.' }),
  ),
  markPaymentSuccess: http.post(`*${endpoints.paymentSuccess}`, () =>
    HttpResponse.json({ message: 'Payment recorded.' }),
  ),
  sendInvoice: http.post(`*${endpoints.sendInvoice}`, () =>
    HttpResponse.json({ message: 'Invoice queued.' }),
  ),
  // No session by default: a guarded page opened without navigation state goes home.
  session: http.get(`*${endpoints.session}`, () =>
    HttpResponse.json(
      { message: 'Your session has expired. Please verify your email again.' },
      { status: 401 },
    ),
  ),
  // Signed out by default: My orders lists nothing, the workspace, the course and a report ask for a sign-in.
  orders: http.get(`*${endpoints.orders}`, () => HttpResponse.json({ email: null, orders: [] })),
  tickets: http.get(`*${endpoints.tickets}`, () => HttpResponse.json({ email: null, tickets: [] })),
  report: http.get(/\/api\/orders\/[^/]*\/report/, () =>
    HttpResponse.json({ message: 'Please sign in again.' }, { status: 401 }),
  ),
  workspace: http.get('*/api/workspace/*', () =>
    HttpResponse.json({ message: 'Please sign in again.' }, { status: 401 }),
  ),
  contact: http.post(`*${endpoints.contact}`, () =>
    HttpResponse.json({ message: 'Thank you! We will get back to you soon.' }),
  ),
}
