import { readFileSync } from 'node:fs'
import { and, eq } from 'drizzle-orm'
import type { App, AppContext } from '../context'
import { orders } from '../db/schema'
import { HttpError } from '../http/errors'
import { requireSession } from '../http/session'
import { simulatorOrderBody, simulatorPayBody } from '../http/schemas'
import { GatewayError } from '../payments/gateway'
import type { SimulatedGateway } from '../payments/simulated'
import { SIMULATED_CHECKOUT_PATH } from '../../src/config/gateway'
import { LANGUAGE_SITES, LANGUAGES, type Language, type Localised } from '../../src/content/localised'
import { simulatedGateway as simulatedGatewayEn } from '../../src/content/simulated-gateway'
import { simulatedGateway as simulatedGatewayHi } from '../../src/content/hi/simulated-gateway'

const TEXTS_MARK = '/* TEXTS */ null'

/**
 * The checkout script with its window's words in every language, keyed by the `<html lang>` of the pages in that
 * language (English first: the fallback), each with the language its X-Language header names.
 */
function checkoutScriptSource(): string {
  const source = readFileSync(new URL('../payments/simulator-checkout.browser.js', import.meta.url), 'utf8')
  if (!source.includes(TEXTS_MARK))
    throw new Error(`simulator-checkout.browser.js lost its ${TEXTS_MARK} mark`)
  const words: Record<Language, Localised<typeof simulatedGatewayEn>> = {
    en: simulatedGatewayEn,
    hi: simulatedGatewayHi,
  }
  const texts = Object.fromEntries(
    LANGUAGES.map((language) => [LANGUAGE_SITES[language].htmlLang, { ...words[language], language }]),
  )
  return source.replace(TEXTS_MARK, () => JSON.stringify(texts))
}

const checkoutScript = checkoutScriptSource()

/**
 * The simulated gateway's checkout side (only registered when it is the configured gateway): what Razorpay's
 * checkout window does for the buyer. Only the buyer whose order it is may pay or fail it.
 */
export function simulatorRoutes(app: App, ctx: AppContext, gateway: SimulatedGateway) {
  const { db } = ctx.database

  app.get(SIMULATED_CHECKOUT_PATH, async (_request, reply) => {
    return reply
      .header('Content-Type', 'application/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(checkoutScript)
  })

  async function ownOrder(request: Parameters<typeof requireSession>[1], gatewayOrderId: string) {
    const applicant = await requireSession(ctx, request)
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.gatewayOrderId, gatewayOrderId), eq(orders.applicantId, applicant.id)))
    if (!order) throw new HttpError(404, 'Order not found.')
  }

  /** The gateway's refusals ("already paid", unknown order) in the API's error shape. */
  async function asBuyer<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work()
    } catch (error) {
      if (error instanceof GatewayError && error.reason === 'refused') {
        throw new HttpError(
          error.message.includes('already paid') ? 409 : 404,
          error.message.includes('already paid') ? 'This order is already paid.' : 'Order not found.',
        )
      }
      throw error
    }
  }

  /**
   * Orders being paid right now: a second Pay for one (another tab, a double click) while the first is still on
   * its way is refused like one after it.
   */
  const paying = new Set<string>()

  app.post('/api/payment/simulator/pay', { schema: { body: simulatorPayBody } }, async (request) => {
    const orderId = request.body.order_id
    await ownOrder(request, orderId)
    if (paying.has(orderId)) throw new HttpError(409, 'This order is already paid.')
    paying.add(orderId)
    try {
      const { paymentId, signature } = await asBuyer(() =>
        gateway.pay(orderId, request.body.capture === undefined ? {} : { capture: request.body.capture }),
      )
      return { razorpay_payment_id: paymentId, razorpay_order_id: orderId, razorpay_signature: signature }
    } finally {
      paying.delete(orderId)
    }
  })

  app.post('/api/payment/simulator/fail', { schema: { body: simulatorOrderBody } }, async (request) => {
    await ownOrder(request, request.body.order_id)
    return { error: await asBuyer(() => gateway.fail(request.body.order_id)) }
  })
}
