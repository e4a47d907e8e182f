import type { HelpReason } from '../content/order-help'
import { apiClient, post } from './client'
import { endpoints } from './endpoints'

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
