/** The part of Razorpay's Checkout surface this site uses; the simulated gateway's script defines the same. */
export interface RazorpaySuccessResponse {
  razorpay_payment_id: string
  razorpay_order_id: string
  razorpay_signature: string
}

export interface RazorpayFailureResponse {
  error?: { code?: string; description?: string; reason?: string; metadata?: { order_id?: string } }
}

export interface RazorpayOptions {
  key: string
  /** Paise. */
  amount: number
  currency: string
  name: string
  description: string
  order_id: string
  prefill: { name: string; email: string; contact: string }
  handler: (response: RazorpaySuccessResponse) => void
  modal: { ondismiss: () => void }
  theme: { color: string }
}

export interface RazorpayInstance {
  open: () => void
  on: (event: 'payment.failed', callback: (response: RazorpayFailureResponse) => void) => void
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance

/** The constructor the checkout script put on window, if it has loaded. */
export function getRazorpay(): RazorpayConstructor | undefined {
  return (window as Window & { Razorpay?: RazorpayConstructor }).Razorpay
}
