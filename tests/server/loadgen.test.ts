import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { postJson, runLoad } from '../../scripts/loadgen'

let server: Server | null = null

/** Starts a loopback HTTP server with the given handler and returns its origin. */
async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  server = createServer(handler)
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

async function stop() {
  const running = server
  server = null
  if (!running) return
  running.closeAllConnections()
  await new Promise((resolve) => running.close(resolve))
}

afterEach(stop)

describe('bench:api load generator', () => {
  it('sends each request once, keeps one in flight per connection and counts non-2xx answers', async () => {
    const bodies: unknown[] = []
    let inFlight = 0
    let mostInFlight = 0
    const url = await serve((request, response) => {
      inFlight += 1
      mostInFlight = Math.max(mostInFlight, inFlight)
      let text = ''
      request.on('data', (chunk: Buffer) => (text += chunk.toString()))
      request.on('end', () => {
        const body = JSON.parse(text) as { n: number }
        bodies.push(body.n)
        setTimeout(() => {
          inFlight -= 1
          // Answers big enough to arrive in several reads check the reassembly of split responses.
          const payload = JSON.stringify({ echo: body.n, pad: 'x'.repeat(200_000) })
          response.writeHead(body.n % 4 === 0 ? 409 : 200, {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
          })
          response.end(payload)
        }, 5)
      })
    })
    const result = await runLoad({
      url,
      connections: 4,
      amount: 40,
      request: (index) => postJson(url, '/echo', { n: index }),
    })
    expect(result.requests).toBe(40)
    expect([...bodies].sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 40 }, (_, n) => n))
    expect(mostInFlight).toBeLessThanOrEqual(4)
    expect(result.non2xx).toBe(10)
    expect(result.errors + result.timeouts).toBe(0)
    expect(result.p50).toBeGreaterThanOrEqual(5)
    expect(result.p99).toBeGreaterThanOrEqual(result.p50)
  })

  it('stops after the duration and measures latency from the request to the whole response', async () => {
    const url = await serve((_request, response) => {
      setTimeout(() => response.end('ok'), 40)
    })
    const started = performance.now()
    const result = await runLoad({
      url,
      connections: 2,
      durationMs: 300,
      request: () => postJson(url, '/', {}),
    })
    const elapsed = performance.now() - started
    expect(elapsed).toBeGreaterThanOrEqual(300)
    expect(elapsed).toBeLessThan(1_000)
    // 2 connections x ~300 ms / ~40 ms each.
    expect(result.requests).toBeGreaterThanOrEqual(8)
    expect(result.requests).toBeLessThanOrEqual(18)
    expect(result.p50).toBeGreaterThanOrEqual(40)
    expect(result.non2xx).toBe(0)
  })

  it('leaves the requests sent during the warm-up out of the steady p99 only', async () => {
    const opened = performance.now()
    const url = await serve((_request, response) => {
      // 100 ms for the first 150 ms (4 answers on 2 connections, more than 1% of all), 10 ms after.
      setTimeout(() => response.end('ok'), performance.now() - opened < 150 ? 100 : 10)
    })
    const result = await runLoad({
      url,
      connections: 2,
      durationMs: 600,
      warmupMs: 250,
      request: () => postJson(url, '/', {}),
    })
    expect(result.p99).toBeGreaterThanOrEqual(100)
    // Below the warm-up's 100 ms with room for a busy machine (another test worker on the other core): the
    // steady answers take 10 ms, so only the warm-up's could reach 90.
    expect(result.steadyP99).toBeLessThan(90)
  })

  it('counts unanswered requests as timeouts and a refused connection as an error, without retrying it', async () => {
    let answered = 0
    const url = await serve((_request, response) => {
      // Every other request gets no answer at all.
      if (answered++ % 2 === 1) return
      response.end('ok')
    })
    const result = await runLoad({
      url,
      connections: 1,
      amount: 4,
      timeoutMs: 100,
      request: () => postJson(url, '/', {}),
    })
    expect(result.requests).toBe(2)
    expect(result.timeouts).toBe(2)

    await stop()
    const refused = await runLoad({ url, connections: 3, amount: 10, request: () => postJson(url, '/', {}) })
    expect(refused).toMatchObject({ requests: 0, errors: 3, timeouts: 0 })
  })

  it('treats a response without Content-Length as an error', async () => {
    const url = await serve((_request, response) => {
      // Written before the end: Node frames it as chunked.
      response.write('chunked')
      response.end()
    })
    const result = await runLoad({ url, connections: 1, amount: 3, request: () => postJson(url, '/', {}) })
    expect(result.requests).toBe(0)
    expect(result.errors).toBe(3)
  })
})
