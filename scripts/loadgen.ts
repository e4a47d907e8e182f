/**
 * A lean closed-loop HTTP/1.1 load generator for `npm run bench:api`: `connections` keep-alive sockets, each with
 * one request in flight at a time; a request's latency runs from writing it to reading the last byte of its
 * response. Requests are raw bytes built by the caller, responses are framed by Content-Length only (what the API
 * sends; anything else counts as an error and the socket is replaced).
 *
 * Why not autocannon alone: on this 2-core machine the load generator shares the CPU with the server, and
 * autocannon spends ~100-190 µs of CPU per request when every request has its own body (setupRequest), about as
 * much as the server's whole event loop. This one spends a fraction of that, so the server gets the CPU it would
 * have with its clients elsewhere. `BENCH_CLIENT=autocannon` runs the benchmark with autocannon as a cross-check.
 */
import { connect, type Socket } from 'node:net'

export interface LoadOptions {
  /** Origin to connect to: http://127.0.0.1:port (loopback only; plain HTTP). */
  url: string
  connections: number
  /** The raw bytes of the index-th request (see `postJson`). */
  request: (index: number) => Buffer
  /** Stop starting requests after this long... */
  durationMs?: number
  /** ...or after this many (whichever comes first; at least one of the two is required). */
  amount?: number
  /** A request unanswered for this long counts as a timeout and its socket is replaced. */
  timeoutMs?: number
  /**
   * Requests sent in the first warmupMs count like the others, but `steadyP99` leaves them out: the first wave
   * meets cold code (JIT) and caches and all the connections opening at once.
   */
  warmupMs?: number
}

export interface LoadResult {
  /** Requests answered (any status). */
  requests: number
  rps: number
  /** Latency percentiles of the answered requests, in ms (0.1 ms resolution). */
  p50: number
  p99: number
  /** p99 of the requests sent after warmupMs (the same as p99 without warmupMs). */
  steadyP99: number
  max: number
  non2xx: number
  /** Socket errors, unframed responses and connections closed with a request in flight. */
  errors: number
  timeouts: number
}

/** The bytes of a POST with a JSON body. */
export function postJson(url: string, path: string, body: unknown): Buffer {
  const payload = Buffer.from(JSON.stringify(body))
  const head =
    `POST ${path} HTTP/1.1\r\nHost: ${new URL(url).host}\r\nContent-Type: application/json\r\n` +
    `Content-Length: ${payload.length}\r\n\r\n`
  return Buffer.concat([Buffer.from(head, 'latin1'), payload])
}

const HEADER_END = Buffer.from('\r\n\r\n')

/** Percentile of sorted values (nearest rank), rounded to 0.1 ms. */
function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return 0
  const value = sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0
  return Math.round(value * 10) / 10
}

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { url, connections, request, durationMs, amount, timeoutMs = 10_000, warmupMs = 0 } = options
  if (durationMs === undefined && amount === undefined) throw new Error('runLoad needs durationMs or amount')
  const { hostname, port, protocol } = new URL(url)
  if (protocol !== 'http:') throw new Error('runLoad speaks plain HTTP only')

  const latencies: number[] = []
  const steady: number[] = []
  let started = 0
  let non2xx = 0
  let errors = 0
  let timeouts = 0
  let open = 0
  const begin = performance.now()
  const deadline = durationMs === undefined ? Infinity : begin + durationMs

  return new Promise((resolve) => {
    let finished = false
    const finish = () => {
      if (finished) return
      finished = true
      const elapsedS = (performance.now() - begin) / 1000
      const sorted = Float64Array.from(latencies).sort()
      resolve({
        requests: latencies.length,
        rps: Math.round(latencies.length / elapsedS),
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        steadyP99: percentile(Float64Array.from(steady).sort(), 0.99),
        max: percentile(sorted, 1),
        non2xx,
        errors,
        timeouts,
      })
    }
    const more = () => started < (amount ?? Infinity) && performance.now() < deadline

    /** One connection: sends a request, reads its response, sends the next; replaced after a failure. */
    const client = () => {
      if (!more()) return
      open += 1
      const socket: Socket = connect({ host: hostname, port: Number(port), noDelay: true })
      let pending: Buffer | null = null
      let sentAt = 0
      let timer: NodeJS.Timeout | null = null
      let connected = false
      let inFlight = false
      let done = false

      /** Ends this connection; a replacement (if wanted) opens first, so `open` only reaches 0 at the end. */
      const close = (replace: boolean) => {
        if (done) return
        done = true
        if (timer) clearTimeout(timer)
        socket.destroy()
        if (replace) client()
        open -= 1
        if (open === 0) finish()
      }
      const fail = (why: 'timeout' | 'error') => {
        if (done) return
        // A request lost counts; so does a refused connection, which is not retried (no busy loop on a dead port).
        if (inFlight || !connected) {
          if (why === 'timeout') timeouts += 1
          else errors += 1
        }
        close(connected)
      }
      const send = () => {
        if (!more()) return close(false)
        const bytes = request(started)
        started += 1
        inFlight = true
        pending = null
        sentAt = performance.now()
        timer = setTimeout(() => fail('timeout'), timeoutMs)
        socket.write(bytes)
      }

      socket.on('connect', () => {
        connected = true
        send()
      })
      socket.on('error', () => fail('error'))
      socket.on('close', () => fail('error'))
      socket.on('data', (chunk: Buffer) => {
        if (done) return
        pending = pending ? Buffer.concat([pending, chunk]) : chunk
        const headerEnd = pending.indexOf(HEADER_END)
        if (headerEnd < 0) return
        const head = pending.toString('latin1', 0, headerEnd).toLowerCase()
        const length = /\r\ncontent-length: *(\d+)/.exec(head)?.[1]
        if (length === undefined) return fail('error')
        if (pending.length < headerEnd + HEADER_END.length + Number(length)) return
        const latency = performance.now() - sentAt
        latencies.push(latency)
        if (sentAt - begin >= warmupMs) steady.push(latency)
        if (timer) clearTimeout(timer)
        inFlight = false
        const status = Number(head.slice(9, 12))
        if (status < 200 || status > 299) non2xx += 1
        if (/\r\nconnection: *close/.test(head)) close(true)
        else send()
      })
    }

    for (let i = 0; i < connections; i++) client()
    if (open === 0) finish()
  })
}
