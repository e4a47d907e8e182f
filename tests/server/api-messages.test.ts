import { describe, expect, it } from 'vitest'
import { hindiBody, hindiMessage } from '../../server/http/messages-hi'
import { apiMessages } from './api-messages'

describe('the API in Hindi', () => {
  it('has a Hindi text for every message the server can answer a buyer with', () => {
    const found = apiMessages()
    // The reader finds what it should: SPEC's messages and ones from constants, templates and zod.
    expect(found.map((m) => m.message)).toEqual(
      expect.arrayContaining([
        'Invalid or expired OTP.',
        'Too many code requests. Please try again in an hour.',
        'Please wait 2 before requesting a new OTP.',
        'Please enter a valid email address.',
        "The Master's Report is coming soon.",
        'That time was just taken. Please pick another.',
      ]),
    )
    const missing = found.filter((m) => hindiMessage(m.message) === undefined)
    expect(missing).toEqual([])
    for (const { message } of found) expect(hindiMessage(message)).toMatch(/[\u0900-\u097f]/)
  })

  it('fills the numbers into the Hindi and leaves other bodies alone', () => {
    expect(hindiMessage('Please wait 59 seconds before requesting a new OTP.')).toBe(
      'नया OTP माँगने से पहले कृपया 59 सेकंड रुकें।',
    )
    expect(hindiMessage('Please wait 8 minutes before requesting a new code.')).toBe(
      'नया कोड माँगने से पहले कृपया 8 मिनट रुकें।',
    )
    expect(hindiMessage('constructor')).toBeUndefined()
    expect(hindiBody('{"orderId":"x","message":"An unknown sentence."}')).toBe(
      '{"orderId":"x","message":"An unknown sentence."}',
    )
    expect(
      JSON.parse(
        hindiBody(
          '{"message":"Bad request.","issues":[{"path":"email","message":"Please enter a valid email address."}]}',
        ),
      ),
    ).toEqual({
      message: 'अनुरोध सही नहीं है।',
      issues: [{ path: 'email', message: 'कृपया सही ईमेल पता लिखें।' }],
    })
  })
})
