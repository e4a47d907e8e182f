/** A report's debrief with its counsellor, booked from My orders (the buyer's session; server/routes/debrief.ts). */
import { apiClient, post } from './client'

export type DebriefState = 'not-ready' | 'no-counsellor' | 'open' | 'booked' | 'held' | 'no-show'

export interface Debrief {
  state: DebriefState
  counsellorName: string | null
  session: {
    id: string
    startsAt: string
    endsAt: string
    status: string
    /** The counsellor's meeting link, or a phone number to call. */
    joinBy: string
    changeUntil: string
    /** A session the counsellor (or our team) cancelled: who, and the reason the parent is given. */
    cancelledBy?: 'parent' | 'counsellor' | 'staff' | null
    cancelReason?: string | null
  } | null
  /** The next 14 days' free 45-minute slots; `final`: within 12 hours, so once booked it cannot be changed. */
  slots: { startsAt: string; endsAt: string; final: boolean }[]
  parentNote: string | null
}

const path = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/debrief`

export async function fetchDebrief(orderId: string) {
  return (await apiClient.get<Debrief>(path(orderId))).data
}

/** Books the slot, or moves the booked session to it. */
export const bookDebrief = (orderId: string, startsAt: string) => post<Debrief>(path(orderId), { startsAt })
export const cancelDebrief = (orderId: string) => post<Debrief>(`${path(orderId)}/cancel`, {})
