/**
 * Issue 20: what an attacker, a classroom or a stranger can do to the onboarding API. Names that carry links,
 * the lock-out of someone else's code, retention, abuse limits and client IPs behind proxies.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { backends, makeHarness, post, type Harness } from './helpers'

describe.each(backends)('abuse on %s', (backend) => {
  let h: Harness
  beforeAll(async () => {
    h = await makeHarness(backend)
  })
  afterAll(async () => {
    await h.close()
  })
  beforeEach(() => {
    h.clock.advance(3_600_000)
  })

  let serial = 0
  const person = (firstName: string, lastName = 'Rao') => {
    serial += 1
    return {
      firstName,
      lastName,
      email: `name.${serial}.${Date.now().toString(36)}@example.com`,
      phone: `97${String(10000000 + serial * 7919).slice(-8)}`,
    }
  }

  describe('names are names', () => {
    it.each([
      'Asha. Your payment FAILED - pay again at https://dem-refund.example/pay',
      'dem-refund.example/pay',
      'asha@example.com',
      'Asha 2',
      'Call +91 98765 43210',
      'Asha: read this',
      'Asha (parent)',
      '...',
      "'-",
      'Asha 😀',
      'आशा ४',
    ])('refuses %j with a 400 the form can show', async (firstName) => {
      for (const url of ['/api/onboarding/register-basic?role=student', '/api/onboarding/resend-otp']) {
        const who = person(firstName)
        const body = url.includes('resend') ? { ...who, role: 'student' } : who
        const res = await post(h.app, url, body)
        expect(res.statusCode, url).toBe(400)
        expect(res.json().message).toBe(
          'First name can contain only letters, spaces, full stops, apostrophes and hyphens.',
        )
      }
      const last = await post(h.app, '/api/onboarding/register-basic?role=eec', person('Asha', firstName))
      expect(last.statusCode).toBe(400)
      expect(last.json().message).toBe(
        'Last name can contain only letters, spaces, full stops, apostrophes and hyphens.',
      )
      // Nothing was queued for the typed address.
      expect(h.transport.sent).toHaveLength(0)
    })

    it.each(['Asha www.evil.example', 'evil.example', 'Dr.Sharma', 'A.Ka'])(
      'refuses a name that looks like a domain: %j',
      async (firstName) => {
        const res = await post(h.app, '/api/onboarding/register-basic?role=student', person(firstName))
        expect(res.statusCode).toBe(400)
        expect(res.json().message).toBe('Please put a space after a full stop in first name.')
      },
    )

    it.each([
      ['Asha', 'Rao'],
      ['A.K.', 'R. K. Narayan'],
      ['Dr. Sharma', 'Rao.'],
      ["D'Souza", 'O’Brien'],
      ['Mary-Jane', 'St. John'],
      ['José', 'Müller'],
      ['आशा', 'वर्मा'],
      ['क्\u200Dष', 'ರಾವ್'],
      ['Lakshmi\u200C', 'ലക്ഷ്മി'],
      ['محمد', 'خان'],
      ['ᱥᱟᱱᱛᱟᱲ', 'ꯃꯅꯤ'],
      ['  Asha  ', ' Rao '],
    ])('accepts %j %j', async (firstName, lastName) => {
      const res = await post(
        h.app,
        '/api/onboarding/register-basic?role=student',
        person(firstName, lastName),
      )
      expect(res.statusCode, res.body).toBe(200)
    })

    it('keeps the contact form and the invoice body lenient (they never mail the name to the typed address)', async () => {
      const res = await post(h.app, '/api/contact', {
        name: 'St. Mary’s School, Class 10',
        email: 'teacher@example.com',
        message: 'Hello',
      })
      expect(res.statusCode).toBe(200)
    })
  })
})
