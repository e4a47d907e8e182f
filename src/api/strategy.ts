/**
 * The first-100 offer's strategy session with our team, booked from the workspace (the counsellor's session;
 * server/routes/strategy.ts).
 */
import { apiClient, post } from './client'

export type StrategyState = 'not-eligible' | 'no-hours' | 'open' | 'booked' | 'held'

export interface Strategy {
  eligible: boolean
  /** The first-100 place, while it is held. */
  place: number | null
  state: StrategyState
  sessionMinutes: number
  session: {
    id: string
    startsAt: string
    endsAt: string
    status: 'booked' | 'cancelled' | 'held'
    /** The team's meeting link; without one the team calls `callPhone`, or mails a link when that is null too. */
    meetingLink: string | null
    callPhone: string | null
    changeUntil: string
    canChange: boolean
    movesLeft: number
    /** Cancelled by our team in the back office, with their reason (mailed too). */
    cancelledByTeam: boolean
    cancelReason: string | null
  } | null
  /** The next 14 days' free 60-minute slots; `final`: within 12 hours, so once booked it cannot be changed. */
  slots: { startsAt: string; endsAt: string; final: boolean }[]
}

const path = '/api/workspace/strategy'

export async function fetchStrategy() {
  return (await apiClient.get<Strategy>(path)).data
}

/** Books the slot, or moves the booked session to it. */
export const bookStrategy = (startsAt: string) => post<Strategy>(path, { startsAt })
export const cancelStrategy = () => post<Strategy>(`${path}/cancel`, {})
export const strategyIcsPath = `${path}.ics`
