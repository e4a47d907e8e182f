/** Every path of the API the public site calls (SPEC §7): the api modules and the tests name endpoints only here. */
export const endpoints = {
  register: '/api/onboarding/register-basic',
  validateOtp: '/api/onboarding/validate-otp',
  resendOtp: '/api/onboarding/resend-otp',
  selectPlan: '/api/onboarding/select-plan',
  paymentSuccess: '/api/onboarding/payment/success',
  session: '/api/onboarding/me',
  applyPromo: '/api/promo/apply',
  createOrder: '/api/payment/create-order',
  verifyPayment: '/api/payment/verify',
  sendInvoice: '/api/invoice/send',
  contact: '/api/contact',
  orders: '/api/orders',
  ordersCode: '/api/orders/code',
  ordersSignIn: '/api/orders/sign-in',
  ordersSignOut: '/api/orders/sign-out',
  tickets: '/api/tickets',
} as const
