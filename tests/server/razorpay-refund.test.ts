/**
 * The Razorpay adapter's refund call, against a local server standing in for api.razorpay.com: our refund row's
 * id goes as the refund's `receipt` and as its X-Refund-Idempotency key (Razorpay's idempotent refund: the same key
 * and body again answer the first refund), and a payment's refunds are listed with their receipts. No database.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GatewayError, isRefundOf } from '../../server/payments/gateway'
import { razorpayGateway } from '../../server/payments/razorpay'

interface Seen {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: unknown
}

const REFERENCE = '550e8400-e29b-41d4-a716-446655440000'

describe('the Razorpay adapter: an idempotent refund', () => {
  let server: Server
  let baseUrl: string
  const seen: Seen[] = []
  /** Refunds made, by idempotency key: Razorpay's behaviour, as its docs describe it. */
  const byKey = new Map<string, Record<string, unknown>>()

  beforeAll(async () => {
    server = createServer((request, response) => {
      let raw = ''
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()))
      request.on('end', () => {
        const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined
        seen.push({ method: request.method!, url: request.url!, headers: request.headers, body })
        const answer = (status: number, value: unknown) => {
          response.writeHead(status, { 'content-type': 'application/json' })
          response.end(JSON.stringify(value))
        }
        if (request.method === 'POST' && request.url === '/v1/payments/pay_Test1/refund') {
          const key = request.headers['x-refund-idempotency'] as string | undefined
          const earlier = key ? byKey.get(key) : undefined
          if (earlier) return answer(200, earlier)
          const refund = {
            id: `rfnd_${byKey.size + 1}`,
            entity: 'refund',
            amount: body!.amount,
            currency: 'INR',
            payment_id: 'pay_Test1',
            notes: body!.notes,
            receipt: body!.receipt,
            status: 'pending',
            speed_requested: 'normal',
            created_at: 1_700_000_000,
          }
          if (key) byKey.set(key, refund)
          return answer(200, refund)
        }
        if (request.method === 'GET' && request.url?.startsWith('/v1/payments/pay_Test1/refunds'))
          return answer(200, { entity: 'collection', count: byKey.size, items: [...byKey.values()] })
        return answer(400, {
          error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
        })
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const gateway = () =>
    razorpayGateway({
      keyId: 'rzp_test_abc',
      keySecret: 'secret',
      webhookSecret: undefined,
      timeoutMs: 5000,
      baseUrl,
    })

  it('sends our reference as receipt and X-Refund-Idempotency; the same call twice makes one refund', async () => {
    const input = {
      amountPaise: 5000,
      reference: REFERENCE,
      notes: { refund_id: REFERENCE, reason: 'staff' },
    }
    const first = await gateway().refundPayment('pay_Test1', input)
    const second = await gateway().refundPayment('pay_Test1', input)
    expect(second.id).toBe(first.id)
    expect(first).toMatchObject({ amountPaise: 5000, receipt: REFERENCE, status: 'pending' })
    const posts = seen.filter((s) => s.method === 'POST')
    expect(posts).toHaveLength(2)
    for (const post of posts) {
      expect(post.headers['x-refund-idempotency']).toBe(REFERENCE)
      expect(post.headers.authorization).toBe(
        `Basic ${Buffer.from('rzp_test_abc:secret').toString('base64')}`,
      )
      expect(post.body).toEqual({
        amount: 5000,
        speed: 'normal',
        receipt: REFERENCE,
        notes: { refund_id: REFERENCE, reason: 'staff' },
      })
    }
    const listed = await gateway().fetchRefunds('pay_Test1')
    expect(listed).toHaveLength(1)
    expect(isRefundOf(listed[0]!, REFERENCE)).toBe(true)
  })

  it("answers the gateway's refusal as a GatewayError with its code", async () => {
    const refused = await gateway()
      .refundPayment('pay_Missing', { amountPaise: 100, reference: 'a-reference-1', notes: {} })
      .catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(GatewayError)
    expect(refused).toMatchObject({ reason: 'refused', gatewayCode: 'BAD_REQUEST_ERROR' })
  })
})
