import type { AxiosInstance } from 'axios'
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
  /** Another host for the API (tests: a local server standing in for api.razorpay.com). */
  baseUrl?: string
}): PaymentGateway {
  const client = new Razorpay({ key_id: input.keyId, key_secret: input.keySecret })
  // `api.rq` is the SDK's axios instance (razorpay 2.9): its base URL, credentials and user agent.
  const rq = (client as unknown as { api?: { rq?: AxiosInstance } }).api?.rq
  // The refund call needs a header of its own, which the SDK's methods cannot send.
  if (!rq) throw new Error('razorpay SDK: no api.rq (its axios instance), the refund call needs it')
  // The SDK sets no timeout on its axios instance: without one a stalled connection stays open for good, even
  // after withTimeouts has given up on the call.
  rq.defaults.timeout = input.timeoutMs
  if (input.baseUrl) rq.defaults.baseURL = input.baseUrl
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
    async refundPayment(paymentId, { amountPaise, reference, notes }) {
      // POST /v1/payments/:id/refund, as the SDK's payments.refund, plus X-Refund-Idempotency (at least 10
      // characters of letters, digits, - and _; a UUID is fine): the same key and body again answer the refund
      // already made, never a second one (a 409 while the first call is still being processed).
      return toGatewayRefund(
        await call(
          () =>
            rq
              .post(
                `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
                { amount: amountPaise, speed: 'normal', receipt: reference, notes },
                { headers: { 'X-Refund-Idempotency': reference } },
              )
              .then(
                (answer) => answer.data as unknown,
                (error: unknown) => {
                  // The SDK's own shape for a failed call (normalizeError), which asGatewayError reads.
                  const response = (error as { response?: { status?: number; data?: { error?: unknown } } })
                    .response
                  throw response ? { statusCode: response.status, error: response.data?.error } : error
                },
              ),
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
