/**
 * The DEM scan, reached by its link without signing in (server/scan/). The link's token travels in the
 * X-Scan-Token header, never in the path: it stays out of access logs (and the logger redacts the header).
 */
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { App, AppContext } from '../context'
import {
  messageResponse,
  scanAnswersBody,
  scanConsentBody,
  scanLanguageBody,
  scanSubmitBody,
} from '../http/schemas'
import {
  giveConsent,
  missingMessage,
  saveAnswers,
  scanForToken,
  scanView,
  setScanLanguage,
  submitScan,
} from '../scan/scans'

export const SCAN_TOKEN_HEADER = 'x-scan-token'

const tokenOf = (request: FastifyRequest) => {
  const value = request.headers[SCAN_TOKEN_HEADER]
  return typeof value === 'string' ? value : ''
}

export function scanRoutes(app: App, ctx: AppContext) {
  const { db } = ctx.database
  const links = ctx.scanLinks

  app.get('/api/scan', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    const now = ctx.clock()
    return db.transaction(async (tx) => {
      const { scan, order } = await scanForToken(tx, { links, token: tokenOf(request), now })
      return scanView(tx, scan, order)
    })
  })

  app.post(
    '/api/scan/consent',
    { schema: { body: scanConsentBody, response: { 200: messageResponse } } },
    async (request) => {
      await db.transaction((tx) =>
        giveConsent(tx, { links, token: tokenOf(request), now: ctx.clock(), consent: request.body }),
      )
      return { message: 'Thank you. Your consent is recorded.' }
    },
  )

  app.post(
    '/api/scan/language',
    { schema: { body: scanLanguageBody, response: { 200: z.object({ language: z.enum(['en', 'hi']) }) } } },
    async (request) => {
      await db.transaction((tx) =>
        setScanLanguage(tx, {
          links,
          token: tokenOf(request),
          now: ctx.clock(),
          language: request.body.language,
        }),
      )
      return { language: request.body.language }
    },
  )

  app.post(
    '/api/scan/answers',
    { schema: { body: scanAnswersBody, response: { 200: z.object({ answered: z.number().int() }) } } },
    async (request) =>
      db.transaction((tx) =>
        saveAnswers(tx, { links, token: tokenOf(request), now: ctx.clock(), answers: request.body.answers }),
      ),
  )

  app.post('/api/scan/submit', { schema: { body: scanSubmitBody } }, async (request, reply) => {
    const result = await db.transaction((tx) =>
      submitScan(tx, { links, token: tokenOf(request), now: ctx.clock(), answers: request.body.answers }),
    )
    if (!result.submitted)
      return reply.code(400).send({ message: missingMessage(result.missing), missing: result.missing })
    // The report is made in the background, now.
    if (result.firstSubmit) ctx.jobs.kick()
    return { message: 'Your answers are in. Thank you!' }
  })
}
