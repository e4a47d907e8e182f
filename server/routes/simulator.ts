import { readFileSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import type { App, AppContext } from '../context'
import { orders } from '../db/schema'
import { HttpError } from '../http/errors'
import { simulatorOrderBody } from '../http/schemas'
import type { SimulatedGateway } from '../payments/simulated'
import { processGatewayEvent } from '../services/gateway-events'
import { gatewayStyleId } from '../services/secrets'

const checkoutScript = readFileSync(
  new URL('../payments/simulator-checkout.browser.js', import.meta.url),
  'utf8',
)

/** The simulated gateway's own endpoints (only registered when it is the configured gateway). */
export function simulatorRoutes(app: App, ctx: AppContext, gateway: SimulatedGateway) {
  const { db } = ctx.database

  app.get('/api/payment/simulator/checkout.js', async (_request, reply) => {
    return reply
      .header('Content-Type', 'application/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(checkoutScript)
  })

  async function unpaidOrder(gatewayOrderId: string) {
    const [order] = await db.select().from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId))
    if (!order) throw new HttpError(404, 'Order not found.')
    if (order.status !== 'created' && order.status !== 'failed')
      throw new HttpError(409, 'This order is already paid.')
    return order
  }

  /** Razorpay would call our webhook after a capture; the simulator does the same through the same code path. */
  async function deliverWebhook(event: string, payment: Record<string, unknown>) {
    const rawBody = JSON.stringify({ entity: 'event', event, payload: { payment: { entity: payment } } })
    if (!gateway.isWebhookSignatureValid(rawBody, gateway.signWebhook(rawBody)))
      throw new Error('simulator webhook signature')
    return processGatewayEvent(db, { rawBody, eventId: gatewayStyleId('evt'), now: ctx.clock() })
  }

  /**
   * Orders being paid right now: an order takes one payment, so a second Pay for it (another tab, a double
   * click) while the first is still recording is refused like one after it.
   */
  const paying = new Set<string>()

  app.post('/api/payment/simulator/pay', { schema: { body: simulatorOrderBody } }, async (request) => {
    const orderId = request.body.order_id
    if (paying.has(orderId)) throw new HttpError(409, 'This order is already paid.')
    paying.add(orderId)
    try {
      const order = await unpaidOrder(orderId)
      const { paymentId, signature } = gateway.capture(order.gatewayOrderId)
      await deliverWebhook('payment.captured', {
        id: paymentId,
        entity: 'payment',
        order_id: order.gatewayOrderId,
        amount: order.amountPaise,
        currency: order.currency,
        status: 'captured',
      })
      return {
        razorpay_payment_id: paymentId,
        razorpay_order_id: order.gatewayOrderId,
        razorpay_signature: signature,
      }
    } finally {
      paying.delete(orderId)
    }
  })

  app.post('/api/payment/simulator/fail', { schema: { body: simulatorOrderBody } }, async (request) => {
    const order = await unpaidOrder(request.body.order_id)
    const paymentId = gatewayStyleId('pay')
    const description = 'Payment declined by the test bank.'
    await deliverWebhook('payment.failed', {
      id: paymentId,
      entity: 'payment',
      order_id: order.gatewayOrderId,
      amount: order.amountPaise,
      currency: order.currency,
      status: 'failed',
      error_description: description,
    })
    return {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description,
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: order.gatewayOrderId, payment_id: paymentId },
      },
    }
  })
}
