/** Copy of the checkout page and the payment flow (SPEC §2, §4, §8: quoted texts are exact). */
export const checkoutPage = {
  seoTitle: 'Checkout',
  seoDescription: 'Review your details and order, then pay securely.',
  heading: 'Checkout',
  personalDetails: 'Personal Details',
  orderSummary: 'Order Summary',
  fields: { firstName: 'First Name', lastName: 'Last Name', email: 'Email', phone: 'Phone Number' },
  plan: 'Plan',
  originalAmount: 'Original amount',
  discount: 'Discount',
  total: 'Total',
  serverAmountNote: 'The total was updated to the amount of your order.',
  payNow: 'Pay Now',
  secureNote: 'Payments are processed securely by Razorpay. Prices include GST.',
} as const

export const couponCopy = {
  label: 'Coupon code',
  hint: 'Have a code? Counsellors can use EEC25.',
  apply: 'Apply',
  applying: 'Applying…',
  applied: 'Applied',
  success: 'Promo applied successfully!',
  invalid: 'Invalid promo code',
} as const

export const paymentMessages = {
  initiateFailed: 'Failed to initiate payment.',
  verifyFailed: 'Payment failed. Please try again or contact support.',
  markFailed: 'Payment was verified but marking it successful failed. Please contact support.',
  invoiceFailed: 'Payment succeeded, but the invoice could not be sent. It will arrive by email soon.',
  succeeded: 'Payment successful',
  gatewayFailedFallback: 'Payment failed.',
  /** Shown under the verify alert when the server answers that the plan was already paid (as its message says). */
  duplicate: 'You had already paid for this plan. This second payment will be refunded.',
} as const

/** Around SPEC §8's payment messages, which the checkout shows on the page: what it means and what to do. */
export const paymentNotices = {
  /** After the gateway's refusal, above its reason. */
  gatewayFailed: 'The payment did not go through.',
  /** Before the gateway's own words (Razorpay gives them in English). */
  gatewaySaid: 'Your bank or payment app said:',
  nothingCharged:
    'Nothing was taken for this attempt. Press Pay Now to try again, with the same or another card or UPI app. If your bank shows a deduction, it is returned on its own.',
  /** Under "Failed to initiate payment.": the order was not made, so nothing was charged either. */
  notStarted: 'Nothing was charged. Check your connection, then press Pay Now again.',
} as const

export const paymentLoader = {
  creatingOrder: 'Creating your order…',
  verifying: 'Verifying your payment…',
  markingSuccess: 'Confirming your payment…',
  sendingInvoice: 'Sending your invoice…',
} as const

export const successModal = {
  title: 'Registration Successful',
  body: 'Your registration and payment were successful!',
  welcome: 'Welcome aboard',
  button: 'Back to Home',
} as const

/** Under the halted and duplicate alerts: the payment itself went through, so the buyer gets a reference to quote. */
export const supportNote = (orderId: string) => `Your payment is safe. Quote order ${orderId} to support:`
