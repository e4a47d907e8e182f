/**
 * `npm run bench:report`: what generating reports costs the server. Twenty different profiles are rendered to
 * 20-page PDFs through the report's worker thread (server/reports/report-pdf-thread.ts), one after the other, while
 * this process keeps asking its own listening API for GET /api/health; the health p99 during generation is
 * compared with its p99 when idle. Prints render p50/p95/max, PDF sizes and page counts, and the ratio. Bounded:
 * 20 renders, 400 idle health requests. On PGlite in a temporary DATA_DIR; loopback only.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { ReportPdfThread } from '../server/reports/report-pdf-thread'
import { careerFamilies } from '../src/content/careers'
import { reportContentEn } from '../src/content/report'
import { optionIds } from '../src/engine/check-model'
import { scanModel } from '../src/engine/model'
import { buildReport } from '../src/engine/report'
import { scoreAnswers } from '../src/engine/score'

const PROFILES = 20
const IDLE_REQUESTS = 400
const NAMES = ['Kavya', 'Aarav', 'कव्या', 'ಕಾವ್ಯಾ', 'Mohammed Faizan', 'Ishita Bhattacharya-Sengupta']

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}
const ms = (value: number) => `${value.toFixed(1)} ms`

const documents = Array.from({ length: PROFILES }, (_, n) => {
  const answers = Object.fromEntries(
    scanModel.questions.map((question, i) => {
      const ids = optionIds(question)
      return [question.id, ids[(n * 5 + i * 3 + Math.floor(n / 3)) % ids.length]!]
    }),
  )
  return buildReport({
    profile: scoreAnswers(scanModel, answers),
    model: scanModel,
    content: reportContentEn,
    families: careerFamilies,
    child: { firstName: NAMES[n % NAMES.length]!, classLevel: 6 + (n % 7) },
    preparedOn: '2026-11-25',
    preparedOnText: '25 November 2026',
  })
})

const dataDir = mkdtempSync(path.join(tmpdir(), 'dem-bench-report-'))
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  DIST_DIR: path.join(dataDir, 'no-dist'),
  SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
  OTP_SECRET: 'bench-otp-secret-0123456789abcdef0123',
})
const app = await buildApp(config)
await app.listen({ port: 0, host: '127.0.0.1' })
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/health`
const health = async () => {
  const start = performance.now()
  const response = await fetch(url)
  await response.arrayBuffer()
  return performance.now() - start
}
const thread = new ReportPdfThread()
try {
  // Warm both: the thread's fonts, the HTTP path.
  await thread.render(documents[0]!)
  for (let i = 0; i < 50; i += 1) await health()

  const idle: number[] = []
  for (let i = 0; i < IDLE_REQUESTS; i += 1) idle.push(await health())

  const busy: number[] = []
  const renders: number[] = []
  const sizes: number[] = []
  let generating = true
  const prober = (async () => {
    while (generating) busy.push(await health())
  })()
  for (const document of documents) {
    const start = performance.now()
    const pdf = await thread.render(document)
    renders.push(performance.now() - start)
    sizes.push(pdf.length)
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length
    if (pages !== 20) throw new Error(`a report has ${pages} pages`)
  }
  generating = false
  await prober

  const idleP99 = percentile(idle, 99)
  const busyP99 = percentile(busy, 99)
  console.log(
    `load average: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  )
  console.log(
    `report PDF (${PROFILES} profiles, 20 pages each): p50 ${ms(percentile(renders, 50))}, p95 ${ms(percentile(renders, 95))}, max ${ms(Math.max(...renders))}; size ${(Math.min(...sizes) / 1024).toFixed(0)}-${(Math.max(...sizes) / 1024).toFixed(0)} KB`,
  )
  console.log(
    `GET /api/health p99: idle ${ms(idleP99)} (${idle.length} requests), during generation ${ms(busyP99)} (${busy.length} requests): ${(busyP99 / idleP99).toFixed(2)}x`,
  )
  console.log(
    `targets: p95 <= 2000 ms ${percentile(renders, 95) <= 2000 ? 'met' : 'MISSED'}; size <= 1.5 MB ${Math.max(...sizes) <= 1.5 * 1024 * 1024 ? 'met' : 'MISSED'}`,
  )
} finally {
  await thread.close()
  await app.close()
  rmSync(dataDir, { recursive: true, force: true })
}
