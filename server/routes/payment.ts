import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { App, AppContext } from '../context'
import { orders } from '../db/schema'
import { HttpError } from '../http/errors'
import { requestLanguage } from '../http/language'
import { requireApplicant } from '../http/session'
import { emailOnlyBody, messageResponse, verifyPaymentBody } from '../http/schemas'
import { processGatewayEvent } from '../services/gateway-events'
import { createOrReuseOrder } from '../services/orders'
import { REFERRAL_COOKIE, certifiedCounsellorByReferral } from '../counsellors/counsellors'
import { settlePayment } from '../services/payments'

const WEBHOOK_BODY_LIMIT = 256 * 1024

export function paymentRoutes(app: App, ctx: AppContext) {
  const { db } = ctx.database

  app.post(
    '/api/payment/create-order',
    {
      schema: {
        body: emailOnlyBody,
        response: {
          200: z.object({ orderId: z.string(), amount: z.number().int(), currency: z.literal('INR') }),
        },
      },
    },
    async (request) => {
      const applicant = await requireApplicant(ctx, request, request.body.email)
      // A referral link (/success-blueprint?ref=CODE) left a first-party cookie: the report goes to that counsellor.
      const ref = request.cookies[REFERRAL_COOKIE]
      const referrer = ref ? await certifiedCounsellorByReferral(db, ref) : undefined
      const order = await createOrReuseOrder(db, {
        applicant,
        gateway: ctx.gateway,
        now: ctx.clock,
        referredBy: referrer?.id,
        language: requestLanguage(request),
      })
      return { orderId: order.gatewayOrderId, amount: order.amountPaise, currency: 'INR' as const }
    },
  )

  app.post(
    '/api/payment/verify',
    { schema: { body: verifyPaymentBody, response: { 200: messageResponse } } },
    async (request) => {
      const applicant = await requireApplicant(ctx, request, request.body.email)
      const {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: signature,
      } = request.body
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.gatewayOrderId, orderId), eq(orders.applicantId, applicant.id)))
      if (!order) throw new HttpError(404, 'Order not found.')
      // The signature is checked against the order id we stored, never against anything the client chose.
      if (!ctx.gateway.isPaymentSignatureValid(order.gatewayOrderId, paymentId, signature)) {
        throw new HttpError(400, 'Payment verification failed.')
      }
      // A valid signature says the checkout saw a payment, not that money was captured: ask the gateway.
      const payment = await ctx.gateway.fetchPayment(paymentId)
      if (payment.orderId !== order.gatewayOrderId) throw new HttpError(400, 'Payment verification failed.')
      const settled = await settlePayment(ctx.payments, payment)
      switch (settled.kind) {
        case 'paid':
          return { message: 'Payment verified successfully.' }
        case 'refunded-second':
          throw new HttpError(
            409,
            settled.paidByOrderId
              ? 'You had already paid for this plan. This second payment will be refunded.'
              : 'This payment did not match your order. It will be refunded.',
          )
        case 'pending':
          throw new HttpError(
            503,
            'Your bank has not confirmed this payment yet. We will confirm it automatically; you will not be charged twice.',
          )
        default:
          throw new HttpError(400, 'Payment verification failed.')
      }
    },
  )

  // Server to server: the signature covers the exact bytes received, so this route keeps its body raw.
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json')
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    )
    scope.post(
      '/api/payment/webhook',
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: { response: { 200: messageResponse } },
        // No per-IP flood guard: a sale sends several events a payment from Razorpay's few addresses, and a 429
        // only delays the money (Razorpay retries, then disables a failing webhook). Forgeries cost one HMAC.
        config: { rateLimit: false },
      },
      async (request) => {
        const rawBody = typeof request.body === 'string' ? request.body : ''
        const signature = request.headers['x-razorpay-signature']
        if (typeof signature !== 'string' || !ctx.gateway.isWebhookSignatureValid(rawBody, signature)) {
          throw new HttpError(400, 'Invalid webhook signature.')
        }
        const eventIdHeader = request.headers['x-razorpay-event-id']
        let outcome
        try {
          outcome = await processGatewayEvent(ctx.payments, {
            rawBody,
            eventId: typeof eventIdHeader === 'string' ? eventIdHeader.slice(0, 100) : undefined,
          })
        } catch (error) {
          if (error instanceof SyntaxError) throw new HttpError(400, 'The webhook body is not valid JSON.')
          throw error
        }
        return {
          message:
            outcome === 'duplicate'
              ? 'Duplicate event ignored.'
              : outcome === 'ignored'
                ? 'Event ignored.'
                : 'Event processed.',
        }
      },
    )
  })
}
