/**
 * The simulated gateway's payment window (server/payments/simulator-checkout.browser.js), shown instead of
 * Razorpay's when no Razorpay keys are set (`npm start`, the tests). No page imports this: the server writes
 * each language's texts into the script it serves (server/routes/simulator.ts), and the window speaks the page's
 * language (`<html lang>`). `{amount}` is the amount in rupees (₹4,999).
 */
export const simulatedGateway = {
  title: 'Test payment (simulated gateway)',
  note: 'No real money moves. Choose how this payment ends.',
  merchant: 'Merchant',
  purpose: 'For',
  order: 'Order',
  pay: 'Pay {amount}',
  fail: 'Fail payment',
  close: 'Close',
  unreachable: 'The test gateway could not be reached.',
} as const
