import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { App, AppContext } from '../context'

export function healthRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/health',
    {
      schema: {
        response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ message: z.string() }) },
      },
    },
    async (_request, reply) => {
      try {
        await ctx.database.db.execute(sql`select 1`)
        return { status: 'ok' as const }
      } catch {
        return reply.code(503).send({ message: 'The database is not reachable.' })
      }
    },
  )
}
