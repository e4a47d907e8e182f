import { logLineFor } from '../../src/api/client'

test('log line for an unlisted status', () => {
  expect(logLineFor(418)).toBe('Error 418')
})
