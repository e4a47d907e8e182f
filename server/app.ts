/**
 * The application factory: plugins, error handling, routes. It never listens, so tests drive it with
 * app.inject and main.ts decides how to serve it.
 */
import { refuseNotAllowedCharacters } from './http/input-guard'
import Fastify, { type FastifyError, type FastifyReply, type RouteOptions } from 'fastify'
import cookie from '@fastify/cookie'
import cors from '@fastify/cors'
import rateLimit, { normalizeIP } from '@fastify/rate-limit'
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { Config } from './config'
import { defaultSettings, type App, type AppContext, type Settings } from './context'
import { isDatabaseUnavailable, isStorageFull, openDatabase, type Database, type Db } from './db/client'
import {
  clientError,
  GENERIC_5XX_MESSAGE,
  refusalStatus,
  STORAGE_FULL_MESSAGE,
  UNAVAILABLE_MESSAGE,
  validationError,
} from './http/errors'
import { requestLanguage } from './http/language'
import { hindiBody } from './http/messages-hi'
import { loggedError } from './http/logged-error'
import { checkOrigin, originPolicy } from './http/origin'
import { isApiRequest } from './http/request-path'
import { counterStore, RateLimitCounters } from './http/rate-limits'
import { apiSecurityHeaders, securityHeaders } from './http/security-headers'
import { MailSender, type MailDocuments } from './mail/sender'
import { fileTransport, smtpTransport, type MailTransport } from './mail/transports'
import path from 'node:path'
import { GatewayError, withTimeouts, type PaymentGateway } from './payments/gateway'
import { razorpayGateway } from './payments/razorpay'
import { SimulatedGateway } from './payments/simulated'
import { debriefRoutes } from './routes/debrief'
import { workspaceRoutes } from './routes/workspace'
import { courseRoutes } from './routes/course'
import { courseVerifyRoutes } from './routes/course-verify'
import { publishedCourse, type CourseContent } from './course/content'
import { CredentialSigner } from './course/credential-signing'
import { adminRoutes } from './routes/admin'
import { contactRoutes } from './routes/contact'
import { healthRoutes } from './routes/health'
import { invoiceRoutes } from './routes/invoice'
import { onboardingRoutes } from './routes/onboarding'
import { ordersRoutes } from './routes/orders'
import { paymentRoutes } from './routes/payment'
import { promoRoutes } from './routes/promo'
import { scanRoutes } from './routes/scan'
import { privacyRoutes } from './routes/privacy'
import { simulatorRoutes } from './routes/simulator'
import { ticketRoutes } from './routes/tickets'
import { systemClock, type Clock } from './lib/clock'
import type { PaymentDeps } from './services/payments'
import { Reconciler } from './services/reconcile'
import { OutageLog } from './lib/outage-log'
import { RefusedError } from './lib/errors'
import { siteRoutes } from './static/site'
import { counsellorPagePublicRoutes, counsellorPageSite } from './routes/counsellor-pages'
import { JOB_LANES, REPORT_RENDERS_AT_ONCE } from './jobs/lanes'
import { JobRunner } from './jobs/runner'
import { unseal } from './mail/sealed'
import type { SmsSender } from './sms/message'
import { gupshupSender } from './sms/gupshup'
import { msg91Sender } from './sms/msg91'
import { fileSmsSender } from './sms/outbox'
import { sendQueuedSms } from './sms/send'
import { ReportPdfThread } from './reports/report-pdf-thread'
import { generateReport } from './reports/reports'
import { reportAttachment } from './reports/report-mail'
import { InvoiceAttachments } from './invoices/invoice-attachments'
import { InvoicePdfThread } from './invoices/invoice-pdf-thread'
import type { SupplierDetails } from './invoices/invoices'
import type { ReportDocument } from '../src/engine/report'

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
  'req.headers["x-scan-token"]',
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
  /** Replaces the configured gateway (tests of a stalled or failing gateway). */
  gateway?: PaymentGateway
  settings?: Partial<Settings>
  /** Replaces the report renderer's thread (tests of a render that fails). */
  renderReport?: (document: ReportDocument) => Promise<Buffer>
  /** Where the log goes instead of stdout (tests count what was logged). */
  logStream?: { write(line: string): void }
  /** The course's texts (tests give a fixture); by default the published course (server/course/content.ts). */
  course?: CourseContent
  /** Told of every route as it is added (the fuzz test walks them all). */
  onRoute?: (route: RouteOptions) => void
}

export type BuiltApp = App & { ctx: AppContext }

/**
 * The documents the mail sender attaches, built by the rooms that own them: the mail layer names them by id and
 * imports nothing above it (docs/architecture.md).
 */
export function mailDocuments(
  db: Db,
  supplier: SupplierDetails,
  invoicePdf?: InvoicePdfThread,
): MailDocuments {
  // The app's own thread when given (the app closes it); otherwise one of its own, closed with the sender.
  const pdf = invoicePdf ?? new InvoicePdfThread()
  const invoiceAttachments = new InvoiceAttachments(db, supplier, pdf)
  return {
    invoice: (invoiceId) => invoiceAttachments.invoice(invoiceId),
    creditNote: (creditNoteId) => invoiceAttachments.creditNote(creditNoteId),
    report: (reportId) => reportAttachment(db, reportId),
    close: () => (invoicePdf ? Promise.resolve() : pdf.close()),
  }
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  const settings: Settings = { ...defaultSettings(config), ...options.settings }
  const supplier = { ...config.supplier, gstRate: config.gstRate, siteUrl: config.siteUrl }
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
      ...(options.logStream && { stream: options.logStream }),
    },
    bodyLimit: BODY_LIMIT,
    schemaErrorFormatter: validationError,
    trustProxy: trustProxyOption(config.trustProxy),
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

  if (options.onRoute) app.addHook('onRoute', options.onRoute)
  app.setValidatorCompiler(validatorCompiler)
  // After validation (a field's own rule names it first): no control character or lone surrogate reaches a handler.
  app.addHook('preHandler', refuseNotAllowedCharacters)
  app.setSerializerCompiler(serializerCompiler)
  // Bodies are JSON only: dropping the text/plain parser makes every other type a 415.
  app.removeContentTypeParser('text/plain')

  const ownsDatabase = !options.database
  const database = options.database ?? (await openDatabase(config.database))
  if (ownsDatabase) await database.migrate()

  const clock = options.clock ?? systemClock
  const timeoutMs = config.payments.gatewayTimeoutMs
  let simulator: SimulatedGateway | undefined
  let configured: PaymentGateway
  if (options.gateway) configured = options.gateway
  else if (config.gateway.kind === 'razorpay') configured = razorpayGateway({ ...config.gateway, timeoutMs })
  else
    configured = simulator = new SimulatedGateway({
      ...config.gateway,
      stateFile: path.join(config.dataDir, 'simulator', 'gateway.json'),
      webhooks: config.payments.simulator.webhooks,
      latencyMs: config.payments.simulator.latencyMs,
      autoCapture: config.payments.simulator.autoCapture,
      refundDelayMs: settings.simulatorRefundDelayMs,
    })
  const gateway = withTimeouts(configured, timeoutMs)
  const transport =
    options.transport ??
    (config.mail.transport === 'smtp'
      ? smtpTransport(config.mail.url, settings.mailConcurrency)
      : fileTransport(config.mail.outboxDir))
  // One invoice and credit note renderer for the app: mail attachments, the buyer's and staff's downloads. Each
  // thread parses the fonts and loads the renderer when it starts (seconds on a busy machine) and keeps them.
  const invoicePdf = new InvoicePdfThread()
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
    documents: mailDocuments(database.db, supplier, invoicePdf),
    sealSecret: config.otpSecret,
    supportEmail: config.supportEmail,
    ordersUrl: `${config.siteUrl}/orders`,
    privacyCentreUrl: `${config.siteUrl}/privacy-centre`,
    ...(config.instanceId ? { instanceId: config.instanceId } : {}),
  })
  const rateLimits = new RateLimitCounters(database.db, clock)
  const scanLinks = { secret: config.sessionSecret, siteUrl: config.siteUrl }
  // Its own renderer thread, started by the first report.
  const reportPdf = new ReportPdfThread(REPORT_RENDERS_AT_ONCE)
  const { sms } = config
  const smsSender: SmsSender | undefined =
    sms.provider.kind === 'msg91'
      ? msg91Sender({
          authKey: sms.provider.authKey,
          senderId: sms.senderId,
          url: sms.provider.url,
          timeoutMs: settings.smsTimeoutMs,
        })
      : sms.provider.kind === 'gupshup'
        ? gupshupSender({
            apiKey: sms.provider.apiKey,
            source: sms.provider.source,
            appName: sms.provider.appName,
            url: sms.provider.url,
            timeoutMs: settings.smsTimeoutMs,
          })
        : sms.provider.kind === 'file'
          ? fileSmsSender(sms.provider.outboxDir, clock)
          : undefined
  const smsLog = app.log.child({ component: 'sms' })
  const jobs = new JobRunner({
    db: database.db,
    clock,
    log: app.log.child({ component: 'jobs' }),
    handlers: {
      report: (payload, job) =>
        generateReport(
          {
            db: database.db,
            clock,
            render: options.renderReport ?? ((document) => reportPdf.render(document)),
            siteUrl: config.siteUrl,
            mailQueued: () => mail.kick(),
          },
          payload,
          job,
        ),
      ...(smsSender && {
        sms: async (payload) => {
          const messageId = await sendQueuedSms(
            {
              sender: smsSender,
              templateIds: sms.templates,
              open: (sealed) => unseal(config.otpSecret, sealed),
            },
            payload,
          )
          smsLog.info({ provider: smsSender.kind, channel: sms.channel, messageId }, 'sms sent')
        },
      }),
    },
    // A code's SMS is worthless once the code has expired: a few minutes of retries, then given up (the email
    // carries the same code).
    kinds: {
      sms: {
        retryBaseMs: settings.smsRetryBaseMs,
        maxBackoffMs: settings.smsMaxBackoffMs,
        retryForMs: settings.smsRetryForMs,
        expireAfterMs: settings.smsExpireAfterMs,
      },
    },
    pollMs: settings.jobPollMs,
    concurrency: 2,
    lanes: JOB_LANES,
    leaseMs: 5 * 60_000,
    retryBaseMs: settings.jobRetryBaseMs,
    maxBackoffMs: settings.jobMaxBackoffMs,
    retryForMs: settings.jobRetryForMs,
    ...(config.instanceId ? { instanceId: config.instanceId } : {}),
  })
  const payments: PaymentDeps = {
    db: database.db,
    gateway,
    clock,
    log: app.log.child({ component: 'payments' }),
    supportEmail: config.supportEmail,
    siteUrl: config.siteUrl,
    mailQueued: () => mail.kick(),
    // Refunds are claimed by the job runner's owner, as the reconciler's lease is.
    owner: jobs.owner,
  }
  const reconciler = new Reconciler(payments, {
    intervalMs: config.payments.reconcileIntervalMs,
    minAgeMs: config.payments.reconcileMinAgeMs,
    invoiceGraceMs: settings.invoiceGraceSeconds * 1000,
    supplier,
    scanLinks,
    owner: jobs.owner,
  })
  const ctx: AppContext = {
    config,
    settings,
    supplier,
    database,
    gateway,
    clock,
    mail,
    payments,
    reconciler,
    simulator,
    rateLimits,
    scanLinks,
    jobs,
    course: options.course ?? publishedCourse,
    credentials: new CredentialSigner(config.credentialSigningKey, config.siteUrl),
    invoicePdf,
  }

  const databaseOutage = new OutageLog(app.log, 'database')
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: issue.message ?? 'Invalid value',
      }))
      return reply.code(400).send({ message: issues[0]?.message ?? 'Invalid request.', issues })
    }
    if (error instanceof GatewayError) {
      // The gateway is slow or down: say so (the checkout shows SPEC §8's 'Failed to initiate payment.').
      request.log.warn({ err: error }, 'payment gateway call failed')
      return reply
        .code(error.reason === 'refused' ? 502 : 503)
        .send({ message: 'The payment service is not answering right now. Please try again in a minute.' })
    }
    const status = error instanceof RefusedError ? refusalStatus[error.reason] : (error.statusCode ?? 500)
    // The disk is full: nothing was stored; say so plainly (issue 48), and /api/health says it too.
    if (status >= 500 && isStorageFull(error)) {
      request.log.error({ err: error }, 'storage full: request not stored')
      return reply.code(503).header('retry-after', '60').send({ message: STORAGE_FULL_MESSAGE })
    }
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
  // A Hindi page's request (X-Language: hi) is answered in Hindi: every JSON `message` (errors and confirmations)
  // that has a Hindi text gets it here, in one place (http/messages-hi.ts); English answers are left as they are.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      typeof payload === 'string' &&
      requestLanguage(request) === 'hi' &&
      String(reply.getHeader('content-type') ?? '').startsWith('application/json')
    ) {
      const translated = hindiBody(payload)
      if (translated !== payload) reply.removeHeader('content-length')
      done(null, translated)
      return
    }
    done(null, payload)
  })
  // An API call that succeeded has used the database again: the outage is over.
  app.addHook('onResponse', (request, reply, done) => {
    if (databaseOutage.down && reply.statusCode < 400 && request.url.startsWith('/api/')) databaseOutage.ok()
    done()
  })
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found.' }))

  await app.register(cookie)
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiRequest(request) ? apiHeaders : documentHeaders)
    done()
  })
  // Cross-site request forgery: a state-changing API request from another site's page is refused (http/origin.ts).
  const origins = originPolicy(config.siteUrl, config.corsOrigins)
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      checkOrigin(origins, request)
      done()
    } catch (error) {
      done(error as Error)
    }
  })
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
    methods: ['GET', 'POST'],
  })
  // Per-IP flood guards, per route (register, the payment calls and the rest each have their own budget), counted
  // in the database so that every instance spends the same one. request.ip is the client's address as far as
  // TRUST_PROXY allows (server/config.ts); IPv6 clients count per /64, as one household or phone does.
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimits.max,
    timeWindow: config.rateLimits.windowMs,
    store: counterStore(rateLimits),
    keyGenerator: (request) => `ip ${request.routeOptions.url ?? request.url} ${normalizeIP(request.ip)}`,
    // The counters live in the database: if it cannot be reached the route itself answers (health says 503),
    // rather than the limiter turning every request into a 500.
    skipOnError: true,
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
  ordersRoutes(typed, ctx, tight)
  ticketRoutes(typed, ctx, tight)
  scanRoutes(typed, ctx)
  privacyRoutes(typed, ctx, tight)
  workspaceRoutes(typed, ctx, tight)
  courseRoutes(typed, ctx)
  courseVerifyRoutes(typed, ctx)
  debriefRoutes(typed, ctx, tight)
  adminRoutes(typed, ctx, tight)
  if (simulator) {
    simulatorRoutes(typed, ctx, simulator)
    // Webhooks reach the API the way Razorpay's do: an HTTP POST with the raw body, to the listening server
    // when there is one, else injected (tests drive the app without listening).
    simulator.setWebhookTarget(async (rawBody, headers) => {
      const address = app.server.listening ? app.server.address() : null
      if (address && typeof address === 'object') {
        const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
        const target = host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host
        const response = await fetch(`http://${target}:${address.port}/api/payment/webhook`, {
          method: 'POST',
          headers,
          body: rawBody,
          signal: AbortSignal.timeout(timeoutMs),
        })
        return response.status
      }
      const response = await app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers,
        payload: rawBody,
      })
      return response.statusCode
    })
  }
  counsellorPagePublicRoutes(typed, ctx)
  siteRoutes(typed, config.distDir, counsellorPageSite(ctx))

  app.addHook('onClose', async () => {
    simulator?.close()
    await reconciler.stop()
    await jobs.stop()
    await reportPdf.close()
    await mail.stop()
    await invoicePdf.close()
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

/**
 * A hop count trusts that many proxies in front, whoever they are (Fastify 5.12 takes a number as "trust no one",
 * since it cannot check the peer): X-Forwarded-For's last `hops` entries, so a client can prepend what it likes
 * but not choose the entry the nearest proxy appended. Safe only where the server is reachable through those
 * proxies alone; addresses/CIDRs are checked hop by hop.
 */
function trustProxyOption(setting: Config['trustProxy']) {
  if (typeof setting !== 'number') return setting
  return (_address: string, hop: number) => hop < setting
}
