import {
  paymentReducer,
  initialPaymentState,
  type PaymentState,
} from '../../../src/features/checkout/payment-machine'
import { loadScript } from '../../../src/features/checkout/load-script'

const order = { orderId: 'order_1', amount: 499900, currency: 'INR' }

describe('payment state machine', () => {
  it('walks the happy path in order', () => {
    let state: PaymentState = initialPaymentState
    const steps = [
      [{ type: 'start' }, 'creatingOrder'],
      [{ type: 'orderCreated', order }, 'awaitingGateway'],
      [{ type: 'paid', orderId: 'order_1' }, 'verifying'],
      [{ type: 'verified' }, 'markingSuccess'],
      [{ type: 'marked' }, 'sendingInvoice'],
      [{ type: 'invoiceSettled' }, 'done'],
    ] as const
    for (const [event, phase] of steps) {
      state = paymentReducer(state, event)
      expect(state.phase).toBe(phase)
    }
    expect(state.order).toEqual(order)
  })

  it('refuses a second start and out-of-order steps (same state object back)', () => {
    const creating = paymentReducer(initialPaymentState, { type: 'start' })
    expect(paymentReducer(creating, { type: 'start' })).toBe(creating)
    expect(paymentReducer(creating, { type: 'paid', orderId: 'order_1' })).toBe(creating)
    expect(paymentReducer(initialPaymentState, { type: 'verified' })).toBe(initialPaymentState)
    expect(paymentReducer(initialPaymentState, { type: 'paid', orderId: 'order_1' })).toBe(
      initialPaymentState,
    )
  })

  it('returns to idle on dismissal or gateway failure, and accepts a retry success for the same order', () => {
    const awaiting = paymentReducer(paymentReducer(initialPaymentState, { type: 'start' }), {
      type: 'orderCreated',
      order,
    })
    expect(paymentReducer(awaiting, { type: 'dismissed' }).phase).toBe('idle')
    const failed = paymentReducer(awaiting, { type: 'gatewayFailed' })
    expect(failed.phase).toBe('idle')
    expect(paymentReducer(failed, { type: 'paid', orderId: 'order_other' })).toBe(failed)
    expect(paymentReducer(failed, { type: 'paid', orderId: 'order_1' }).phase).toBe('verifying')
  })

  it('stops for good on a duplicate payment, and goes back to idle on any other verify failure', () => {
    const verifying: PaymentState = { phase: 'verifying', order }
    const duplicate = paymentReducer(verifying, { type: 'verifyFailed', duplicate: true })
    expect(duplicate.phase).toBe('duplicate')
    expect(paymentReducer(duplicate, { type: 'start' })).toBe(duplicate)
    expect(paymentReducer(verifying, { type: 'verifyFailed' }).phase).toBe('idle')
  })

  it('halts for good when a verified payment cannot be recorded', () => {
    let state: PaymentState = { phase: 'markingSuccess', order }
    state = paymentReducer(state, { type: 'markFailed' })
    expect(state.phase).toBe('halted')
    expect(paymentReducer(state, { type: 'start' })).toBe(state)
  })
})

describe('loadScript', () => {
  afterEach(() => {
    document.head.querySelectorAll('script').forEach((s) => s.remove())
  })

  it('adds the script once and shares the promise', async () => {
    const first = loadScript('/gateway-a.js')
    const second = loadScript('/gateway-a.js')
    expect(second).toBe(first)
    const scripts = document.head.querySelectorAll('script[src="/gateway-a.js"]')
    expect(scripts).toHaveLength(1)
    scripts[0]?.dispatchEvent(new Event('load'))
    await expect(first).resolves.toBeUndefined()
    expect(loadScript('/gateway-a.js')).toBe(first)
  })

  it('rejects on error, removes the tag and lets a later call retry', async () => {
    const first = loadScript('/gateway-b.js')
    document.head.querySelector('script[src="/gateway-b.js"]')?.dispatchEvent(new Event('error'))
    await expect(first).rejects.toThrow('/gateway-b.js')
    expect(document.head.querySelector('script[src="/gateway-b.js"]')).toBeNull()
    const retry = loadScript('/gateway-b.js')
    expect(retry).not.toBe(first)
    expect(document.head.querySelectorAll('script[src="/gateway-b.js"]')).toHaveLength(1)
  })
})
