import Razorpay from 'razorpay'
import type { PaymentGateway } from './gateway'
import { signatureChecks } from './gateway'

export function razorpayGateway(input: {
  keyId: string
  keySecret: string
  webhookSecret: string | undefined
}): PaymentGateway {
  const client = new Razorpay({ key_id: input.keyId, key_secret: input.keySecret })
  return {
    kind: 'razorpay',
    keyId: input.keyId,
    async createOrder({ amountPaise, currency, receipt, notes }) {
      const order = await client.orders.create({ amount: amountPaise, currency, receipt, notes })
      return { id: order.id }
    },
    ...signatureChecks(input.keySecret, input.webhookSecret),
  }
}
