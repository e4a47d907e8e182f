/**
 * Issue 45's low findings on the HTTP surface: S14 (the Origin check and no-store by the routed path, not the raw
 * one) and S9 (the workspace's flood guard counts forged sessions, as the back office's does).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_RATE_LIMITS } from '../../server/config'
import { backends, makeHarness, type Harness } from './helpers'

describe.each(backends)('security review on %s', (backend) => {
  let h: Harness
  beforeAll(async () => {
    // NODE_ENV=development: the production rate limits, not the relaxed ones of NODE_ENV=test.
    h = await makeHarness(backend, { env: { NODE_ENV: 'development' } })
  })
  afterAll(async () => {
    await h.close()
  })

  it('S14: an encoded /api path is checked for its Origin and kept out of caches like the plain one', async () => {
    for (const url of ['/api/orders/sign-out', '/%61pi/orders/sign-out', '/%61%70%69/orders/sign-out']) {
      const answer = await h.app.inject({
        method: 'POST',
        url,
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        payload: '{}',
      })
      expect(answer.statusCode, url).toBe(403)
    }
    for (const url of ['/api/privacy', '/%61pi/privacy', '/api/%70rivacy/export.json']) {
      const answer = await h.app.inject({ method: 'GET', url })
      expect(answer.headers['cache-control'], url).toBe('private, no-store')
      // The API's strict headers, not a document's.
      expect(answer.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      )
    }
  })

  it('S9: forged workspace cookies from one client end in 429, as the back office’s do', async () => {
    const forged = await Promise.all(
      Array.from({ length: DEFAULT_RATE_LIMITS.max + 10 }, (_, i) =>
        h.app.inject({
          method: 'GET',
          url: '/api/workspace/me',
          remoteAddress: '198.51.100.45',
          headers: { cookie: `dem_counsellor=forged${i}` },
        }),
      ),
    )
    expect(forged.filter((res) => res.statusCode === 401)).toHaveLength(DEFAULT_RATE_LIMITS.max)
    expect(forged.filter((res) => res.statusCode === 429)).toHaveLength(10)
  })
})
