import { describe, expect, it } from 'vitest'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import pino from 'pino'
import { loggedError } from '../../server/http/logged-error'

describe('loggedError (the err serializer of every logger)', () => {
  const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
    code: '22021',
    detail: 'Key (phone)=(9876543210) already exists.',
  })
  const failed = new DrizzleQueryError(
    'insert into "mail_queue" select * from json_to_recordset($1)',
    [
      '[{"to":"asha@example.com","phone":"9876543210","body":"Your code is 482913.\nIt expires in 10 minutes."}]',
    ],
    cause,
  )

  it("cuts a failed statement's parameters out of the message and stack, and drops detail", () => {
    const text = JSON.stringify(loggedError(failed))
    for (const secret of ['asha@example.com', '9876543210', '482913', 'expires in']) {
      expect(text).not.toContain(secret)
    }
    expect(text).toContain('Failed query: insert into \\"mail_queue\\"')
    expect(text).toContain('params: [redacted]')
    expect(text).toContain('invalid byte sequence') // the cause's message stays
    expect(text).toContain('DrizzleQueryError')
  })

  it('is what a pino logger configured with it writes', () => {
    const lines: string[] = []
    const log = pino({ serializers: { err: loggedError } }, { write: (line: string) => lines.push(line) })
    log.error({ err: failed }, 'request failed')
    log.error({ err: cause }, 'plain')
    expect(lines.join('')).not.toMatch(/9876543210|asha@example\.com|482913/)
    expect(loggedError('not an error' as unknown as Error)).toBe('not an error')
  })
})
