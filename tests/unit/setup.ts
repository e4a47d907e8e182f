import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi, type MockInstance } from 'vitest'
import { server } from './msw/server'

// findBy*/waitFor give up after 1 s by default. CI runs these jsdom tests beside the database tests on two
// cores, and a mocked request then once took longer than that (checkout: 'Promo applied successfully!').
configure({ asyncUtilTimeout: 5000 })

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

/**
 * A test that logs console.error fails, unless it says it expects to with `allowConsoleError()`
 * (for the HTTP client's deliberate log lines of SPEC §8), and then it can assert on the spy.
 */
let consoleErrorSpy: MockInstance<typeof console.error>
let consoleErrorAllowed = false

export function allowConsoleError(): MockInstance<typeof console.error> {
  consoleErrorAllowed = true
  return consoleErrorSpy
}

/**
 * Waits until `line` has been logged: a line a test causes but that arrives after it ended (a late 401's) would
 * land in the next test's console and fail it.
 */
export async function waitForLogged(consoleError: MockInstance<typeof console.error>, line: string) {
  await vi.waitFor(() => expect(consoleError).toHaveBeenCalledWith(line), { timeout: 5000 })
}

beforeEach(() => {
  consoleErrorAllowed = false
  consoleErrorSpy = vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  cleanup()
  server.resetHandlers()
  const calls = consoleErrorSpy.mock.calls
  consoleErrorSpy.mockRestore()
  if (!consoleErrorAllowed && calls.length > 0) {
    throw new Error(`console.error was called:\n${calls.map((c) => c.map(String).join(' ')).join('\n')}`)
  }
})

// jsdom lacks these browser APIs that the layout and carousels use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}
window.scrollTo = (() => {}) as typeof window.scrollTo
