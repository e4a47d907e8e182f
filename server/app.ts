/**
 * The application factory: plugins, error handling, routes. It never listens, so tests drive it with
 * app.inject and main.ts decides how to serve it.
 */
import Fastify, { type FastifyError, type FastifyReply } from 'fastify'
import cookie from '@fastify/cookie'
import cors from '@fastify/cors'
import rateLimit from '@fastify/rate-limit'
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { Config } from './config'
import { defaultSettings, type App, type AppContext, type Settings } from './context'
import { isDatabaseUnavailable, openDatabase, type Database } from './db/client'
import { clientError, GENERIC_5XX_MESSAGE, UNAVAILABLE_MESSAGE, validationError } from './http/errors'
import { loggedError } from './http/logged-error'
import { apiSecurityHeaders, securityHeaders } from './http/security-headers'
import { MailSender } from './mail/sender'
import { fileTransport, smtpTransport, type MailTransport } from './mail/transports'
import type { PaymentGateway } from './payments/gateway'
import { razorpayGateway } from './payments/razorpay'
import { simulatedGateway, type SimulatedGateway } from './payments/simulated'
import { contactRoutes } from './routes/contact'
import { healthRoutes } from './routes/health'
import { invoiceRoutes } from './routes/invoice'
import { onboardingRoutes } from './routes/onboarding'
import { paymentRoutes } from './routes/payment'
import { promoRoutes } from './routes/promo'
import { simulatorRoutes } from './routes/simulator'
import { systemClock, type Clock } from './services/clock'
import { OutageLog } from './services/outage-log'
import { siteRoutes } from './static/site'

export const BODY_LIMIT = 16 * 1024

/** Directives of the Content-Security-Policy: the SPA, Razorpay's checkout, the map and the video embeds. */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", 'https://checkout.razorpay.com'],
  frameSrc: [
    'https://api.razorpay.com',
    'https://checkout.razorpay.com',
    'https://www.google.com',
    'https://www.youtube-nocookie.com',
  ],
  connectSrc: ["'self'", 'https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  imgSrc: ["'self'", 'data:', 'https:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  fontSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
}

export const REDACTED_LOG_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-razorpay-signature"]',
  'res.headers["set-cookie"]',
  'otp',
  'phone',
  'signature',
  'razorpay_signature',
  '*.otp',
  '*.phone',
  '*.signature',
  '*.razorpay_signature',
  '*.cookie',
  '*.authorization',
]

export interface BuildOptions {
  /** An open, migrated database; when absent buildApp opens and migrates one and closes it with the app. */
  database?: Database
  clock?: Clock
  transport?: MailTransport
  gateway?: PaymentGateway
  settings?: Partial<Settings>
}

export type BuiltApp = App & { ctx: AppContext }

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  const settings: Settings = { ...defaultSettings(config), ...options.settings }
  const supplier = { ...config.supplier, gstRate: config.gstRate }
  const documentHeaders = securityHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // The YouTube and map embeds are cross-origin frames without CORP headers.
    crossOriginEmbedderPolicy: false,
    // Razorpay's checkout opens bank pages in popups and needs to talk back to them.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  })
  const apiHeaders = apiSecurityHeaders(documentHeaders)
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
      serializers: { err: loggedError },
    },
    bodyLimit: BODY_LIMIT,
    schemaErrorFormatter: validationError,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    // A path that cannot be decoded (/api/%) and the like: the same {message} answer as every other refusal,
    // instead of Fastify's own body with its error code and the path echoed back.
    frameworkErrors: (_error, request, reply) => {
      void (reply as unknown as FastifyReply)
        .code(400)
        .headers(request.url.startsWith('/api/') ? apiHeaders : documentHeaders)
        .send({ message: 'Bad request.' })
    },
    clientErrorHandler: clientError,
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  // Bodies are JSON only: dropping the text/plain parser makes every other type a 415.
  app.removeContentTypeParser('text/plain')

  const ownsDatabase = !options.database
  const database = options.database ?? (await openDatabase(config.database))
  if (ownsDatabase) await database.migrate()

  const clock = options.clock ?? systemClock
  const gateway: PaymentGateway | SimulatedGateway =
    options.gateway ??
    (config.gateway.kind === 'razorpay' ? razorpayGateway(config.gateway) : simulatedGateway(config.gateway))
  const transport =
    options.transport ??
    (config.mail.transport === 'smtp'
      ? smtpTransport(config.mail.url, settings.mailConcurrency)
      : fileTransport(config.mail.outboxDir))
  const mail = new MailSender({
    db: database.db,
    transport,
    from: config.mailFrom,
    clock,
    log: app.log.child({ component: 'mail' }),
    pollMs: settings.mailPollMs,
    concurrency: settings.mailConcurrency,
    retryBaseMs: settings.mailRetryBaseMs,
    maxBackoffMs: settings.mailMaxBackoffMs,
    retryForMs: settings.mailRetryForMs,
    supplier,
    invoiceGraceSeconds: settings.invoiceGraceSeconds,
    sealSecret: config.otpSecret,
  })
  const ctx: AppContext = { config, settings, supplier, database, gateway, clock, mail }

  const databaseOutage = new OutageLog(app.log, 'database')
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: issue.message ?? 'Invalid value',
      }))
      return reply.code(400).send({ message: issues[0]?.message ?? 'Invalid request.', issues })
    }
    const status = error.statusCode ?? 500
    // A lost or refused database connection fails only this request; the pool reconnects by itself.
    if (status >= 500 && isDatabaseUnavailable(error)) {
      databaseOutage.failed(error)
      return reply.code(503).header('retry-after', '5').send({ message: UNAVAILABLE_MESSAGE })
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply.code(500).send({ message: GENERIC_5XX_MESSAGE })
    }
    return reply.code(status).send({ message: clientMessage(error, status) })
  })
  // An API call that succeeded has used the database again: the outage is over.
  app.addHook('onResponse', (request, reply, done) => {
    if (databaseOutage.down && reply.statusCode < 400 && request.url.startsWith('/api/')) databaseOutage.ok()
    done()
  })
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found.' }))

  await app.register(cookie)
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : documentHeaders)
    done()
  })
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
    methods: ['GET', 'POST'],
  })
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimits.max,
    timeWindow: config.rateLimits.windowMs,
    // The x-ratelimit-* headers go on the 429 only (with retry-after): the SPA does not read them, and on every
    // other answer they were three more headers to write and parse.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  })

  const tight = { max: config.rateLimits.strictMax, timeWindow: config.rateLimits.windowMs }
  const typed = app as App
  healthRoutes(typed, ctx)
  onboardingRoutes(typed, ctx, tight)
  promoRoutes(typed, ctx, tight)
  paymentRoutes(typed, ctx)
  invoiceRoutes(typed, ctx)
  contactRoutes(typed, ctx, tight)
  if (isSimulated(gateway)) simulatorRoutes(typed, ctx, gateway)
  siteRoutes(typed, config.distDir)

  app.addHook('onClose', async () => {
    await mail.stop()
    if (ownsDatabase) await database.close()
  })

  return Object.assign(app, { ctx }) as BuiltApp
}

function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as JSON (Content-Type: application/json).'
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.'
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty.'
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.'
  }
  if (error instanceof SyntaxError || error.name === 'SyntaxError')
    return 'The request body is not valid JSON.'
  return error.message || `Request failed with status ${status}.`
}

function isSimulated(gateway: PaymentGateway | SimulatedGateway): gateway is SimulatedGateway {
  return gateway.kind === 'simulated' && 'capture' in gateway
}
