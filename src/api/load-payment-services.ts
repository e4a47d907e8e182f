import { onDemand } from '../app/on-demand'

/**
 * The services of the payment flow, with axios, load after the checkout page has rendered (the page starts
 * fetching them on mount) so they are not part of its first load.
 */
export const paymentServices = onDemand(async () => {
  const [payment, onboarding, invoice] = await Promise.all([
    import('./payment'),
    import('./onboarding'),
    import('./invoice'),
  ])
  return {
    createOrder: payment.createOrder,
    verifyPayment: payment.verifyPayment,
    markPaymentSuccess: onboarding.markPaymentSuccess,
    sendInvoice: invoice.sendInvoice,
  }
})

export const loadPaymentServices = paymentServices.load
