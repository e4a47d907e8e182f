import type { Role } from '../content/catalogue'
import type { NextStep, OrderStatusWords } from '../content/orders'
import type { HelpReason } from '../content/order-help'
import type { ReportDocument } from '../engine/report'
import { apiClient, post } from './client'
import { endpoints } from './endpoints'

/** One order as GET /api/orders answers it (server/services/order-status.ts builds it). */
export interface BuyerOrder {
  id: string
  /** The short reference a parent quotes to support (`orderReference` in src/content/orders.ts). */
  reference: string
  role: Role
  plan: 'basic' | 'premium'
  planName: string
  amountPaise: number
  currency: string
  createdAt: string
  status: OrderStatusWords
  /**
   * `status`: the gateway's word; `words`: where the payment stands, refund included, as the buyer reads it;
   * `line`: what My orders shows after the amount ("Paid by UPI on 23 Nov 2026 at 7:45 pm").
   */
  payments: {
    id: string
    amountPaise: number
    status: string
    words: string
    line: string
    method: string | null
    createdAt: string
  }[]
  refunds: { id: string; paymentId: string; amountPaise: number; status: OrderStatusWords }[]
  /**
   * `creditedBy`: the numbers of its credit notes; `cancelledBy`: the same, joined, once they credit it in full
   * (refunded in full), else null.
   */
  invoice: { id: string; number: string; cancelledBy: string | null; creditedBy: string[] } | null
  /** A credit note per staff refund, oldest first (GET /api/orders/:id/credit-notes/:noteId). */
  creditNotes: { id: string; number: string; amountPaise: number; issuedAt: string }[]
  nextSteps: NextStep[] | null
  /** Who staff assigned in the back office, while the order is paid. */
  counsellor: string | null
  /** The certified counsellor assigned to a paid order; links while their page is published. */
  assignedCounsellor?: { name: string; pageUrl: string | null; credentialUrl: string | null } | null
  /** A paid report's DEM scan. */
  scan: {
    status: 'sent' | 'consented' | 'submitted' | 'withdrawn' | 'erased'
    answered: number
    total: number
    submittedAt: string | null
    childFirstName: string | null
    /** The latest report found the answers hurried; canReopen: the free retake is still open. */
    hurried: boolean
    canReopen: boolean
  } | null
  /** The Success Blueprint, once the scan is submitted. */
  report: { state: 'preparing' } | { state: 'ready'; version: number; generatedAt: string } | null
}

/** `email` is null when nobody is signed in. */
export interface MyOrders {
  email: string | null
  orders: BuyerOrder[]
}

export async function fetchMyOrders(): Promise<MyOrders> {
  const response = await apiClient.get<MyOrders>(endpoints.orders)
  return response.data
}

export function requestOrdersCode(email: string) {
  return post<{ message: string }>(endpoints.ordersCode, { email })
}

export function signInToOrders(email: string, code: string) {
  return post<{ message: string }>(endpoints.ordersSignIn, { email, code })
}

export function signOutOfOrders() {
  return post<{ message: string }>(endpoints.ordersSignOut, {})
}

export function emailInvoiceAgain(orderId: string) {
  return post<{ message: string }>(`/api/orders/${encodeURIComponent(orderId)}/invoice/email`, {})
}

export function emailScanLinkAgain(orderId: string) {
  return post<{ message: string }>(`/api/orders/${encodeURIComponent(orderId)}/scan/email`, {})
}

/** A new scan link for this device; the links mailed before stop working (issue 45 S3). */
export function openScanHere(orderId: string) {
  return post<{ url: string }>(`/api/orders/${encodeURIComponent(orderId)}/scan/open`, {})
}

export function withdrawScanConsent(orderId: string) {
  return post<{ message: string }>(`/api/orders/${encodeURIComponent(orderId)}/scan/withdraw`, {})
}

/** The child answers again, once, free, when the report found the answers hurried. */
export function reopenScan(orderId: string) {
  return post<{ message: string }>(`/api/orders/${encodeURIComponent(orderId)}/scan/reopen`, {})
}

/** An order's latest report: GET /api/orders/:id/report. */
export async function fetchReport(orderId: string) {
  const response = await apiClient.get<{ version: number; generatedAt: string; document: ReportDocument }>(
    `/api/orders/${encodeURIComponent(orderId)}/report`,
  )
  return response.data
}

// The help requests (server/routes/tickets.ts) live here, beside the orders they are about: My orders loads one
// module for both (a module of their own was one more chunk every page's first load had to map).
/** A help request as GET /api/tickets answers it (server/tickets/tickets.ts `buyerTicket`). */
export interface BuyerTicket {
  id: string
  kind: 'help' | 'privacy'
  number: string
  orderId: string | null
  reason: string
  message: string
  state: 'open' | 'answered' | 'closed'
  createdAt: string
  answer: string | null
  answeredAt: string | null
}

/** The session's tickets, newest first; none when nobody is signed in. */
export async function fetchMyTickets(): Promise<BuyerTicket[]> {
  const response = await apiClient.get<{ tickets: BuyerTicket[] }>(endpoints.tickets)
  return response.data.tickets
}

export function openHelpRequest(input: { orderId: string; reason: HelpReason; message: string }) {
  return post<{ ticket: BuyerTicket }>(endpoints.tickets, input)
}
