/**
 * The payment gateway seen by the rest of the server. Razorpay in production; the simulated gateway (same ids,
 * same signature formulas, a signed webhook) when no keys are configured.
 */
import { hexEquals, hmacHex } from '../services/secrets'

export interface CreatedGatewayOrder {
  id: string
}

export interface PaymentGateway {
  readonly kind: 'razorpay' | 'simulated'
  readonly keyId: string
  createOrder(input: {
    amountPaise: number
    currency: 'INR'
    receipt: string
    notes: Record<string, string>
  }): Promise<CreatedGatewayOrder>
  /** Checkout's handler signature: hex(HMAC_SHA256(key_secret, order_id + "|" + payment_id)). */
  isPaymentSignatureValid(orderId: string, paymentId: string, signature: string): boolean
  /** Webhook signature: hex(HMAC_SHA256(webhook_secret, raw body)). */
  isWebhookSignatureValid(rawBody: string, signature: string): boolean
}

export function paymentSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`)
}

export function webhookSignature(webhookSecret: string, rawBody: string): string {
  return hmacHex(webhookSecret, rawBody)
}

/** Without a webhook secret every webhook is refused: an unsigned event could mark anything paid. */
export function signatureChecks(keySecret: string, webhookSecret: string | undefined) {
  return {
    isPaymentSignatureValid: (orderId: string, paymentId: string, signature: string) =>
      hexEquals(paymentSignature(keySecret, orderId, paymentId), signature),
    isWebhookSignatureValid: (rawBody: string, signature: string) =>
      webhookSecret !== undefined && hexEquals(webhookSignature(webhookSecret, rawBody), signature),
  }
}
