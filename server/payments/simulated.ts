import { gatewayStyleId } from '../services/secrets'
import type { PaymentGateway } from './gateway'
import { paymentSignature, signatureChecks, webhookSignature } from './gateway'

export interface SimulatedGateway extends PaymentGateway {
  readonly kind: 'simulated'
  /** What Razorpay's checkout would hand the page after a successful payment. */
  capture(orderId: string): { paymentId: string; signature: string }
  /** A webhook body and signature as Razorpay would deliver them. */
  signWebhook(rawBody: string): string
}

export function simulatedGateway(input: {
  keyId: string
  keySecret: string
  webhookSecret: string
}): SimulatedGateway {
  return {
    kind: 'simulated',
    keyId: input.keyId,
    async createOrder() {
      return { id: gatewayStyleId('order') }
    },
    capture(orderId) {
      const paymentId = gatewayStyleId('pay')
      return { paymentId, signature: paymentSignature(input.keySecret, orderId, paymentId) }
    },
    signWebhook(rawBody) {
      return webhookSignature(input.webhookSecret, rawBody)
    },
    ...signatureChecks(input.keySecret, input.webhookSecret),
  }
}
