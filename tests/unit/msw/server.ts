import { setupServer } from 'msw/node'
import { handlers } from './handlers'

export const server = setupServer(...Object.values(handlers))

/** Requests the mocked API has taken and not yet answered. */
let requestsRunning = 0
server.events.on('request:start', () => requestsRunning++)
server.events.on('request:end', () => requestsRunning--)

/**
 * Waits until every request started so far has been answered and the answer handled: the HTTP client logs SPEC §8's
 * lines when an answer arrives, and a late one lands in the next test's console (failing it, now and then).
 */
export async function requestsSettled() {
  for (let tries = 0; requestsRunning > 0 && tries < 500; tries++) await new Promise((r) => setTimeout(r, 10))
  // The client handles the last answer a few tasks after the mock gave it.
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0))
}
