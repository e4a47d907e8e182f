import { useCallback, useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { ApiError, serverMessage } from '../../api/api-error'
import type { Receipt } from '../../api/invoice'
import { config } from '../../config/env'
import type { Role } from '../../content/catalogue'
import { brand } from '../../content/site'
import { loadGateway } from './load-gateway'
import { loadPaymentServices, paymentServices } from '../../api/load-payment-services'
import { initialPaymentState, paymentReducer, type PaymentEvent, type PaymentState } from './payment-machine'
import { useHoldHistory } from '../../app/history/use-hold-history'
import { getRazorpay, type RazorpayFailureResponse, type RazorpaySuccessResponse } from './razorpay'

export interface Buyer {
  firstName: string
  lastName: string
  email: string
  phone: string
  role: Role
}

const THEME_COLOR = '#4338ca'

/**
 * What the checkout tells the buyer on the page (never in a browser pop-up): SPEC §8's messages, in the page's
 * language, beside the button that tries again. The success and the late invoice are said in the success modal.
 */
export type PaymentNotice =
  | { kind: 'initiateFailed' }
  /** The gateway's own reason, as it gave it (in its language: Razorpay's are English). */
  | { kind: 'gatewayFailed'; reason: string | undefined }
  | { kind: 'verifyFailed' }

/**
 * Runs an idempotent call again, twice at most, while it fails without an answer (the phone's network dropped):
 * the buyer has paid by then, and a lost request must not read as a failed payment.
 */
async function untilAnswered<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call()
    } catch (error) {
      if (attempt === 3 || (error instanceof ApiError && error.status !== undefined)) throw error
      await new Promise((resolve) => setTimeout(resolve, attempt * 1000))
    }
  }
}

/** The phases after the gateway took the money and before the success modal. */
const RECORDING = new Set(['verifying', 'markingSuccess', 'sendingInvoice'])

/**
 * Runs the payment flow of SPEC §4 with the messages of SPEC §8. The machine's state is mirrored in a ref and
 * changed only through `send`, so a step that is not allowed from the current state (a second Pay Now, a
 * late gateway callback) is refused there and then, not on the next render.
 */
export function usePaymentFlow(buyer: Buyer, planName: string) {
  const [state, setState] = useState<PaymentState>(initialPaymentState)
  const current = useRef(state)
  const [notice, setNotice] = useState<PaymentNotice | null>(null)
  const [invoiceLate, setInvoiceLate] = useState(false)

  const send = useCallback((event: PaymentEvent, sync = false): boolean => {
    const next = paymentReducer(current.current, event)
    if (next === current.current) return false
    current.current = next
    if (sync) flushSync(() => setState(next))
    else setState(next)
    return true
  }, [])

  async function completePayment(response: RazorpaySuccessResponse) {
    if (!send({ type: 'paid', orderId: response.razorpay_order_id })) return
    const { email, firstName, lastName, phone, role } = buyer
    let services: Awaited<ReturnType<typeof loadPaymentServices>>
    try {
      services = await loadPaymentServices()
      const { verifyPayment } = services
      await untilAnswered(() =>
        verifyPayment({
          razorpay_order_id: response.razorpay_order_id,
          razorpay_payment_id: response.razorpay_payment_id,
          razorpay_signature: response.razorpay_signature,
          email,
        }),
      )
    } catch (error) {
      // 409: this plan was already paid by another order (another tab); this payment is refunded (docs/decisions.md).
      const duplicate = error instanceof ApiError && error.status === 409
      send({ type: 'verifyFailed', duplicate })
      // The duplicate's own box says what happens to the second payment.
      if (!duplicate) setNotice({ kind: 'verifyFailed' })
      return
    }
    send({ type: 'verified' })
    try {
      const { markPaymentSuccess } = services
      await untilAnswered(() => markPaymentSuccess({ email }))
    } catch {
      // The halted box says SPEC §8's words, with the order to quote.
      send({ type: 'markFailed' })
      return
    }
    send({ type: 'marked' })
    let invoiced: { scanUrl?: string; receipt?: Receipt } = {}
    try {
      invoiced = await services.sendInvoice({ firstName, lastName, phone, email, role })
    } catch {
      setInvoiceLate(true)
    }
    send({ type: 'invoiceSettled', scanUrl: invoiced.scanUrl, receipt: invoiced.receipt }, true)
  }

  function openGateway() {
    const order = current.current.order
    const Razorpay = getRazorpay()
    if (!order || !Razorpay) throw new Error('The payment gateway is not available.')
    const gateway = new Razorpay({
      key: config.razorpayKeyId,
      amount: order.amount,
      currency: order.currency,
      name: brand.siteName,
      description: planName,
      order_id: order.orderId,
      prefill: {
        name: `${buyer.firstName} ${buyer.lastName}`.trim(),
        email: buyer.email,
        contact: buyer.phone,
      },
      handler: (response) => void completePayment(response),
      modal: { ondismiss: () => void send({ type: 'dismissed' }) },
      theme: { color: THEME_COLOR },
    })
    gateway.on('payment.failed', (response: RazorpayFailureResponse) => {
      send({ type: 'gatewayFailed' })
      setNotice({ kind: 'gatewayFailed', reason: response.error?.description || undefined })
    })
    gateway.open()
  }

  async function pay() {
    if (!send({ type: 'start' })) return
    setNotice(null)
    try {
      const [order] = await Promise.all([
        paymentServices.use((services) => services.createOrder({ email: buyer.email })),
        loadGateway(),
      ])
      // Commit the server's amount to the screen before the gateway window opens (DESIGN §2).
      send({ type: 'orderCreated', order }, true)
      openGateway()
    } catch (error) {
      // The server's reason ("You have already paid for this plan.") goes under the alert; a lost request has none.
      const refusal = error instanceof ApiError ? serverMessage(error.data) : undefined
      send({ type: 'initiateFailed', refusal })
      setNotice({ kind: 'initiateFailed' })
    }
  }

  // Leaving or reloading while a payment is being recorded would skip the success modal: the browser asks first,
  // and Back and Forward stay on checkout (also while the order is created: the gateway window would open over
  // another page). While the window is open, it handles Back itself (Razorpay's `modal.handleback`).
  const recording = RECORDING.has(state.phase)
  useHoldHistory(recording || state.phase === 'creatingOrder')
  useEffect(() => {
    if (!recording) return
    const ask = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [recording])

  const forgetOrder = useCallback(() => void send({ type: 'forgetOrder' }), [send])

  return { state, notice, invoiceLate, pay, forgetOrder }
}
