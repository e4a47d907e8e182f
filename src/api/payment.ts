import { post } from './client'
import { endpoints } from './endpoints'

export interface CreateOrderResponse {
  orderId: string
  /** In paise, as the gateway expects. */
  amount: number
  currency: string
}

export interface VerifyPaymentBody {
  razorpay_order_id: string
  razorpay_payment_id: string
  razorpay_signature: string
  email: string
}

/** The client sends only the email: the server decides what is charged. */
export function createOrder(body: { email: string }) {
  return post<CreateOrderResponse>(endpoints.createOrder, { email: body.email })
}

export function verifyPayment(body: VerifyPaymentBody) {
  return post<{ message: string }>(endpoints.verifyPayment, body)
}
