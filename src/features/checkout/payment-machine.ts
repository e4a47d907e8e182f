import type { Receipt } from '../../api/invoice'
import type { CreateOrderResponse } from '../../api/payment'

/**
 * The checkout payment flow (SPEC §4) as an explicit state machine. Each step only follows the one before it,
 * so a second Pay Now, a late callback or a stray dismissal cannot start or skip anything.
 */
export type PaymentPhase =
  | 'idle'
  | 'creatingOrder'
  | 'awaitingGateway'
  | 'verifying'
  | 'markingSuccess'
  | 'sendingInvoice'
  | 'done'
  /** Paid and verified, but not recorded: no second payment may start; the buyer is told to contact support. */
  | 'halted'
  /** A second payment for a plan already paid (another tab): it will be refunded; nothing more to pay. */
  | 'duplicate'

export interface PaymentState {
  phase: PaymentPhase
  /** The server's latest order: its amount is what is charged and what the screen shows. */
  order?: CreateOrderResponse
  /** Why the server refused the last Pay Now (its own words), shown under SPEC §8's alert until the next one. */
  refusal?: string
  /** The last payment attempt failed or could not be checked: the checkout points to My orders for its state. */
  unsettled?: boolean
  /** After a report's payment: the link to its scan, shown in the success modal. */
  scanUrl?: string
  /** The invoiced order's reference, amount and the invoice's address, shown in the success modal. */
  receipt?: Receipt
}

export type PaymentEvent =
  | { type: 'start' }
  | { type: 'orderCreated'; order: CreateOrderResponse }
  | { type: 'initiateFailed'; refusal?: string }
  | { type: 'gatewayFailed' }
  | { type: 'dismissed' }
  | { type: 'paid'; orderId: string }
  | { type: 'verifyFailed'; duplicate?: boolean }
  | { type: 'verified' }
  | { type: 'markFailed' }
  | { type: 'marked' }
  | { type: 'invoiceSettled'; scanUrl?: string; receipt?: Receipt }
  | { type: 'forgetOrder' }

export const initialPaymentState: PaymentState = { phase: 'idle' }

export function paymentReducer(state: PaymentState, event: PaymentEvent): PaymentState {
  switch (state.phase) {
    case 'idle':
      if (event.type === 'start') return { order: state.order, phase: 'creatingOrder' }
      if (event.type === 'forgetOrder' && state.order) return { phase: 'idle' }
      // Razorpay keeps its window open after a failed attempt; a retry there that succeeds still counts.
      if (event.type === 'paid' && state.order && event.orderId === state.order.orderId) {
        return { ...state, phase: 'verifying' }
      }
      return state
    case 'creatingOrder':
      if (event.type === 'orderCreated') return { phase: 'awaitingGateway', order: event.order }
      if (event.type === 'initiateFailed') return { ...state, phase: 'idle', refusal: event.refusal }
      return state
    case 'awaitingGateway':
      if (event.type === 'paid') return { ...state, phase: 'verifying' }
      if (event.type === 'gatewayFailed') return { ...state, phase: 'idle', unsettled: true }
      if (event.type === 'dismissed' || event.type === 'initiateFailed') {
        return { ...state, phase: 'idle' }
      }
      return state
    case 'verifying':
      if (event.type === 'verified') return { ...state, phase: 'markingSuccess' }
      if (event.type === 'verifyFailed') {
        return { ...state, phase: event.duplicate ? 'duplicate' : 'idle', unsettled: true }
      }
      return state
    case 'markingSuccess':
      if (event.type === 'marked') return { ...state, phase: 'sendingInvoice' }
      if (event.type === 'markFailed') return { ...state, phase: 'halted' }
      return state
    case 'sendingInvoice':
      // The payment succeeded either way; a failed invoice is queued by the server and arrives later.
      if (event.type === 'invoiceSettled')
        return { ...state, phase: 'done', scanUrl: event.scanUrl, receipt: event.receipt }
      return state
    case 'done':
    case 'halted':
    case 'duplicate':
      return state
  }
}
