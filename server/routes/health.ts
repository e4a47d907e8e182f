import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { App, AppContext } from '../context'
import { mailQueueState } from '../mail/queue'

const healthResponse = z.object({
  status: z.literal('ok'),
  mail: z.object({
    unsent: z.number().int(),
    oldestUnsentSeconds: z.number().int().nullable(),
    dead: z.number().int(),
  }),
})

export function healthRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/health',
    { schema: { response: { 200: healthResponse, 503: z.object({ message: z.string() }) } } },
    async (_request, reply) => {
      try {
        await ctx.database.db.execute(sql`select 1`)
        // Numbers only: how far behind the mail sender is and what it gave up, nothing a message says.
        return { status: 'ok' as const, mail: await mailQueueState(ctx.database.db, ctx.clock()) }
      } catch {
        return reply.code(503).send({ message: 'The database is not reachable.' })
      }
    },
  )
}
