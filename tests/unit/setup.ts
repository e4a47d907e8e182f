import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi, type MockInstance } from 'vitest'
import { server } from './msw/server'

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
