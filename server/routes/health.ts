import { statfs, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { App, AppContext } from '../context'
import { isStorageFull } from '../db/client'
import { jobLeases } from '../db/schema'
import { mailQueueState } from '../mail/queue'

const healthResponse = z.object({
  status: z.literal('ok'),
  mail: z.object({
    unsent: z.number().int(),
    oldestUnsentSeconds: z.number().int().nullable(),
    dead: z.number().int(),
  }),
})

/** What is wrong, by name (monitoring reads these), and the error's code when it has one (ENOSPC, 53100...). */
const problem = z.object({
  what: z.enum([
    'database-unreachable',
    'database-not-writable',
    'data-folder-not-writable',
    'data-folder-full',
  ]),
  code: z.string().nullable(),
})
const unhealthyResponse = z.object({ message: z.string(), problems: z.array(problem) })
type Problem = z.infer<typeof problem>

/** Writes are probed at most this often: a monitor polling every second costs one write per 5 s. */
const WRITE_PROBE_MS = 5_000

const code = (error: unknown): string | null => {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown }
    if (typeof code === 'string') return code
    current = cause
  }
  return isStorageFull(error) ? 'ENOSPC' : null
}

/**
 * `/api/health` tells the truth (issue 48): 200 only when the database answers and takes a write and the data
 * folder (DATA_DIR: PGlite's files, the outboxes, the secrets) takes a write; otherwise 503 with Retry-After and
 * what is wrong. A full disk no longer hides behind a read that still works.
 */
export function healthRoutes(app: App, ctx: AppContext) {
  let probed: { at: number; problems: Problem[] } | undefined
  let probing: Promise<Problem[]> | undefined

  const probeWrites = async (): Promise<Problem[]> => {
    const problems: Problem[] = []
    const now = ctx.clock()
    try {
      // One row of its own in the leases table, rewritten: a real write, committed (a rollback writes nothing).
      await ctx.database.db
        .insert(jobLeases)
        .values({ name: 'health-probe', owner: 'health', lockedUntil: now })
        .onConflictDoUpdate({ target: jobLeases.name, set: { lockedUntil: now } })
    } catch (error) {
      problems.push({ what: 'database-not-writable', code: code(error) })
    }
    try {
      await writeFile(path.join(ctx.config.dataDir, '.health-probe'), now.toISOString())
    } catch (error) {
      problems.push({ what: 'data-folder-not-writable', code: code(error) })
    }
    // A nearly full disk still takes the probe's few bytes (and PGlite's small writes, into files it has already
    // grown) while a long message or the next WAL segment fails: measured with a filled tmpfs (bench:faults disk).
    try {
      const { bavail, bsize } = await statfs(ctx.config.dataDir)
      if (bavail * bsize < ctx.config.dataMinFreeBytes)
        problems.push({ what: 'data-folder-full', code: 'ENOSPC' })
    } catch {
      // statfs unsupported here: the write probes above still speak
    }
    return problems
  }

  const writeProblems = async (): Promise<Problem[]> => {
    // A healthy answer is reused for a few seconds; a failing one is probed again at every call.
    if (probed && probed.problems.length === 0 && Date.now() - probed.at < WRITE_PROBE_MS) return []
    probing ??= probeWrites().finally(() => (probing = undefined))
    const problems = await probing
    probed = { at: Date.now(), problems }
    return problems
  }

  app.get(
    '/api/health',
    { schema: { response: { 200: healthResponse, 503: unhealthyResponse } } },
    async (_request, reply) => {
      try {
        await ctx.database.db.execute(sql`select 1`)
      } catch (error) {
        return reply
          .code(503)
          .header('retry-after', '5')
          .send({
            message: 'The database is not reachable.',
            problems: [{ what: 'database-unreachable', code: code(error) }],
          })
      }
      const problems = await writeProblems()
      if (problems.length > 0) {
        const full = problems.some((p) => p.code === 'ENOSPC' || p.code === '53100')
        return reply
          .code(503)
          .header('retry-after', '60')
          .send({
            message: full
              ? 'We cannot save anything right now because our storage is full. Nothing was changed; please try again in a few minutes.'
              : problems[0]!.what === 'database-not-writable'
                ? 'The database cannot store anything right now.'
                : 'The data folder cannot be written.',
            problems,
          })
      }
      // Numbers only: how far behind the mail sender is and what it gave up, nothing a message says.
      return { status: 'ok' as const, mail: await mailQueueState(ctx.database.db, ctx.clock()) }
    },
  )
}
