import { describe, expect, it } from 'vitest'
import { hindiBody, hindiMessage } from '../../server/http/messages-hi'
import { apiMessages } from './api-messages'

describe('the API in Hindi', () => {
  it('has a Hindi text for every message the server can answer a buyer or a counsellor with', () => {
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
        // A counsellor's: the workspace, its hours (made by slots.ts hoursProblemAt, followed through the call),
        // the course, the page and the strategy session.
        'Please sign in to your workspace.',
        'On 2, 2 to 2 is shorter than one 2-minute session.',
        'At most 42 time ranges a week.',
        'This batch is full. Please choose another.',
        'This page address is already taken. Please choose another.',
        'There is no booked strategy session to cancel.',
      ]),
    )
    // Staff's own files stay English and out of the check.
    expect(found.filter((m) => m.file.startsWith('server/routes/admin'))).toEqual([])
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
    expect(hindiMessage('On Monday, 10:00 to 10:30 is shorter than one 45-minute session.')).toBe(
      'सोमवार को 10:00 से 10:30 तक का समय 45 मिनट के एक सत्र से छोटा है।',
    )
    expect(hindiMessage('On Sunday, 16:00-18:00 and 17:30-19:00 overlap.')).toBe(
      'रविवार को 16:00-18:00 और 17:30-19:00 के समय आपस में टकरा रहे हैं।',
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
