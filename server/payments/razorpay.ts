import Razorpay from 'razorpay'
import { z } from 'zod'
import type { PaymentGateway } from './gateway'
import {
  GatewayError,
  paymentEntity,
  refundEntity,
  signatureChecks,
  toGatewayPayment,
  toGatewayRefund,
} from './gateway'

const collectionOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) })

/** The SDK rejects with { statusCode, error: { code, description } }: a 4xx is a refusal, the rest an outage. */
function asGatewayError(error: unknown): GatewayError {
  const shaped = error as { statusCode?: number; error?: { code?: string; description?: string } } | null
  const status = shaped?.statusCode
  const description = shaped?.error?.description ?? (error instanceof Error ? error.message : 'no answer')
  if (status !== undefined && status >= 400 && status < 500)
    return new GatewayError(`Razorpay refused: ${description}`, 'refused', shaped?.error?.code)
  return new GatewayError(`Razorpay unavailable: ${description}`, 'unavailable')
}

async function call<T>(work: () => Promise<unknown>, shape: z.ZodType<T>): Promise<T> {
  let answer: unknown
  try {
    answer = await work()
  } catch (error) {
    throw asGatewayError(error)
  }
  const parsed = shape.safeParse(answer)
  if (!parsed.success) throw new GatewayError('Razorpay answered an unexpected shape', 'unavailable')
  return parsed.data
}

export function razorpayGateway(input: {
  keyId: string
  keySecret: string
  webhookSecret: string | undefined
  timeoutMs: number
}): PaymentGateway {
  const client = new Razorpay({ key_id: input.keyId, key_secret: input.keySecret })
  // The SDK sets no timeout on its axios instance: without one a stalled connection stays open for good, even
  // after withTimeouts has given up on the call. `api.rq` is the SDK's axios instance (razorpay 2.9).
  const rq = (client as unknown as { api?: { rq?: { defaults?: { timeout?: number } } } }).api?.rq
  if (rq?.defaults) rq.defaults.timeout = input.timeoutMs
  return {
    kind: 'razorpay',
    keyId: input.keyId,
    testMode: input.keyId.startsWith('rzp_test_'),
    async createOrder({ amountPaise, currency, receipt, notes }) {
      return call(
        () => client.orders.create({ amount: amountPaise, currency, receipt, notes }),
        z.object({ id: z.string() }),
      )
    },
    async fetchPayment(paymentId) {
      return toGatewayPayment(await call(() => client.payments.fetch(paymentId), paymentEntity))
    },
    async fetchOrderPayments(orderId) {
      const page = await call(() => client.orders.fetchPayments(orderId), collectionOf(paymentEntity))
      return page.items.map(toGatewayPayment)
    },
    async capturePayment(paymentId, amountPaise, currency) {
      return toGatewayPayment(
        await call(() => client.payments.capture(paymentId, amountPaise, currency), paymentEntity),
      )
    },
    async refundPayment(paymentId, { amountPaise, notes }) {
      return toGatewayRefund(
        await call(
          () => client.payments.refund(paymentId, { amount: amountPaise, speed: 'normal', notes }),
          refundEntity,
        ),
      )
    },
    async fetchRefunds(paymentId) {
      const page = await call(
        () => client.payments.fetchMultipleRefund(paymentId, { count: 100 }),
        collectionOf(refundEntity),
      )
      return page.items.map(toGatewayRefund)
    },
    ...signatureChecks(input.keySecret, input.webhookSecret),
  }
}
