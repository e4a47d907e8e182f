/**
 * `npm run bench:api`: load-tests the API in-process on loopback with an embedded PGlite in a temporary
 * DATA_DIR and rate limits raised (the benchmark measures the server, not the limiter).
 * Scenarios (bounded, 200 connections): POST /api/contact; POST register-basic with a new applicant per request;
 * then POST validate-otp with the codes those registrations produced, read from the mail queue (the sender is
 * not started, so the queue still holds them; no test hook exists in the server).
 * Prints requests/s, p50/p99 latency and non-2xx counts.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { eq } from 'drizzle-orm'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { mailQueue } from '../server/db/schema'

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200)
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10)

interface Row {
  scenario: string
  requests: number
  rps: number
  p50: number
  p99: number
  non2xx: number
  errors: number
  timeouts: number
}

function summarise(scenario: string, result: autocannon.Result): Row {
  return {
    scenario,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dem-bench-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'no-dist'),
    RATE_LIMIT_MAX: '10000000',
    RATE_LIMIT_STRICT_MAX: '10000000',
    OTP_HOURLY_CAP: '1000',
  })
  const app = await buildApp(config)
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  console.log(
    `API on ${address}, PGlite in ${dataDir}, ${CONNECTIONS} connections, ${DURATION_S} s per scenario`,
  )
  const rows: Row[] = []
  const json = { 'content-type': 'application/json' }

  try {
    // Warm-up: JIT, PGlite caches, connection set-up.
    await autocannon({
      url: `${address}/api/contact`,
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'Warm Up', email: 'warm@example.com', message: 'warming up' }),
      connections: 20,
      duration: 2,
    })

    rows.push(
      summarise(
        'POST /api/contact',
        await autocannon({
          url: `${address}/api/contact`,
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            name: 'Bench Visitor',
            email: 'bench@example.com',
            message: 'Hello from the benchmark.',
          }),
          connections: CONNECTIONS,
          duration: DURATION_S,
        }),
      ),
    )

    let registered = 0
    const people: { email: string; phone: string }[] = []
    rows.push(
      summarise(
        'POST /api/onboarding/register-basic',
        await autocannon({
          url: `${address}/api/onboarding/register-basic?role=student`,
          method: 'POST',
          headers: json,
          connections: CONNECTIONS,
          duration: DURATION_S,
          requests: [
            {
              setupRequest: (request) => {
                registered += 1
                const person = {
                  email: `bench.${registered}@example.com`,
                  phone: String(7000000000 + registered),
                }
                people.push(person)
                return {
                  ...request,
                  body: JSON.stringify({ firstName: 'Bench', lastName: `User${registered}`, ...person }),
                }
              },
            },
          ],
        }),
      ),
    )

    const queued = await app.ctx.database.db
      .select({ to: mailQueue.to, body: mailQueue.body })
      .from(mailQueue)
      .where(eq(mailQueue.kind, 'otp'))
    const codes = new Map(queued.map((row) => [row.to, row.body.match(/\b(\d{6})\b/)?.[1] ?? '']))
    const logins = people.filter((p) => codes.get(p.email)).map((p) => ({ ...p, otp: codes.get(p.email)! }))
    let next = 0
    rows.push(
      summarise(
        `POST /api/onboarding/validate-otp (${logins.length} codes)`,
        await autocannon({
          url: `${address}/api/onboarding/validate-otp`,
          method: 'POST',
          headers: json,
          connections: Math.min(CONNECTIONS, Math.max(1, logins.length)),
          amount: logins.length,
          requests: [
            {
              setupRequest: (request) => {
                const login = logins[next % logins.length]
                next += 1
                return { ...request, body: JSON.stringify(login) }
              },
            },
          ],
        }),
      ),
    )
  } finally {
    await app.close()
    rmSync(dataDir, { recursive: true, force: true })
  }

  console.table(rows)
  const slow = rows.filter((r) => r.p99 >= 50)
  console.log(
    slow.length === 0
      ? 'Target met: p99 < 50 ms in every scenario.'
      : `Target missed (p99 >= 50 ms): ${slow.map((r) => r.scenario).join(', ')}`,
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
