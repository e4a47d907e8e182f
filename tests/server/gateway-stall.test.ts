/**
 * A slow payment gateway slows only the calls that wait for it. create-order used to ask the gateway inside a
 * database transaction: with the gateway taking 3 s, the embedded database's only connection was held, and
 * health, contact and another person's registration all answered after ~2.95 s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applicant, backends, makeHarness, post, register, signIn, type Harness } from './helpers'

async function timed<T>(work: Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now()
  const result = await work
  return { ms: performance.now() - started, result }
}

describe.each(backends)('a stalled gateway on %s', (backend) => {
  let h: Harness
  beforeAll(async () => {
    h = await makeHarness(backend, { env: { SIMULATOR_LATENCY_MS: '3000', SIMULATOR_WEBHOOKS: 'off' } })
  })
  afterAll(() => h.close())

  it('does not delay other routes while create-order waits for it', async () => {
    const buyer = applicant('eec')
    const cookie = await signIn(h, buyer)
    const creating = timed(post(h.app, '/api/payment/create-order', { email: buyer.email }, cookie))
    // Give create-order time to reach the gateway call.
    await new Promise((resolve) => setTimeout(resolve, 200))
    const others = await Promise.all([
      timed(h.app.inject({ method: 'GET', url: '/api/health' })),
      timed(post(h.app, '/api/contact', { name: 'Ravi', email: 'ravi@example.com', message: 'Hello.' })),
      timed(register(h, applicant('student'))),
    ])
    const created = await creating
    expect(created.result.statusCode, created.result.body).toBe(200)
    expect(created.ms).toBeGreaterThanOrEqual(2900)
    for (const { ms, result } of others) {
      expect(result.statusCode).toBe(200)
      expect(ms).toBeLessThan(1500)
    }
  })
})

describe('a gateway that does not answer in time', () => {
  let h: Harness
  beforeAll(async () => {
    h = await makeHarness('pglite', {
      env: { SIMULATOR_LATENCY_MS: '3000', GATEWAY_TIMEOUT_MS: '300', SIMULATOR_WEBHOOKS: 'off' },
    })
  })
  afterAll(() => h.close())

  it('fails create-order with a JSON 503 at the timeout', async () => {
    const buyer = applicant('eec')
    const cookie = await signIn(h, buyer)
    const { ms, result } = await timed(
      post(h.app, '/api/payment/create-order', { email: buyer.email }, cookie),
    )
    expect(result.statusCode).toBe(503)
    expect(result.headers['content-type']).toMatch(/application\/json/)
    expect(result.json()).toEqual({
      message: 'The payment service is not answering right now. Please try again in a minute.',
    })
    expect(ms).toBeLessThan(2000)
  })
})
