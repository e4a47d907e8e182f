import type { FastifyInstance, FastifyBaseLogger, RawServerDefault } from 'fastify'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config'
import type { Database } from './db/client'
import type { RateLimitCounters } from './http/rate-limits'
import type { MailSender } from './mail/sender'
import type { PaymentGateway } from './payments/gateway'
import type { SimulatedGateway } from './payments/simulated'
import type { Clock } from './lib/clock'
import type { InvoicePdfThread } from './invoices/invoice-pdf-thread'
import type { SupplierDetails } from './invoices/invoices'
import type { PaymentDeps } from './services/payments'
import type { Reconciler } from './services/reconcile'
import type { ScanLinks } from './scan/links'
import type { JobRunner } from './jobs/runner'
import type { CourseContent } from './course/content'
import type { CredentialSigner } from './course/credential-signing'
import { retentionRules } from '../src/content/privacy-centre'
import { CODE_TTL_MS } from './services/code-limits'

/** Operational knobs with defaults; tests shorten them. */
export interface Settings {
  mailPollMs: number
  /** Mail messages on their way at once (and SMTP connections kept open). */
  mailConcurrency: number
  mailRetryBaseMs: number
  /** The longest wait between two attempts to send a message. */
  mailMaxBackoffMs: number
  /** Mail that matters (every kind but one-time codes) is retried until its waits add up to this. */
  mailRetryForMs: number
  /** A paid order nobody asked to invoice is invoiced by reconciliation after this long. */
  invoiceGraceSeconds: number
  sessionTtlHours: number
  /**
   * Registration codes of one email and phone an hour a minute apart (then the wait grows, services/otp.ts), and a
   * client's codes for one email an hour.
   */
  otpEmailHourlyCap: number
  /** A client's registration codes for one phone (to any emails) an hour. */
  otpPhoneHourlyCap: number
  /** Sign-in codes (My orders, back office) of one email an hour a minute apart; then the wait grows. */
  ordersCodeEmailHourlyCap: number
  /** My orders sign-in codes per client IP per hour: a flood guard, sized for a classroom behind one address. */
  ordersCodeIpHourlyCap: number
  /** Contact messages per sender email an hour: what fills the support inbox is one sender writing again and again. */
  contactEmailHourlyCap: number
  /** Contact messages per client IP an hour: a classroom of 40 behind one address may each write once. */
  contactIpHourlyCap: number
  jobPollMs: number
  /** The first wait after a job failed; it doubles up to `jobMaxBackoffMs`, until the waits add up to `jobRetryForMs`. */
  jobRetryBaseMs: number
  jobMaxBackoffMs: number
  jobRetryForMs: number
  /** A code's SMS: its first retry's wait, the longest wait, how long it is retried, and when it is worthless. */
  smsRetryBaseMs: number
  smsMaxBackoffMs: number
  smsRetryForMs: number
  smsExpireAfterMs: number
  /** One call to the SMS provider gives up after this long. */
  smsTimeoutMs: number
  /** How long a refund at the simulated gateway stays pending before its bank processes (or fails) it. */
  simulatorRefundDelayMs: number
}

export const defaultSettings = (config: Config): Settings => ({
  mailPollMs: 500,
  mailConcurrency: 4,
  mailRetryBaseMs: 5000,
  mailMaxBackoffMs: 15 * 60_000,
  mailRetryForMs: 3 * 86_400_000,
  invoiceGraceSeconds: 120,
  sessionTtlHours: retentionRules.sessionHours,
  otpEmailHourlyCap: config.otpHourlyCap,
  // A family may register two children with one phone; the per-phone cap is looser than the per-email one.
  otpPhoneHourlyCap: config.otpHourlyCap * 2,
  ordersCodeEmailHourlyCap: 5,
  ordersCodeIpHourlyCap: 120,
  contactEmailHourlyCap: 3,
  contactIpHourlyCap: 40,
  jobPollMs: 1000,
  jobRetryBaseMs: 5000,
  jobMaxBackoffMs: 10 * 60_000,
  jobRetryForMs: 86_400_000,
  smsRetryBaseMs: 5000,
  smsMaxBackoffMs: 60_000,
  smsRetryForMs: 5 * 60_000,
  smsExpireAfterMs: CODE_TTL_MS,
  smsTimeoutMs: 10_000,
  simulatorRefundDelayMs: 2000,
})

/** Everything a route needs, built once by buildApp. */
export interface AppContext {
  config: Config
  settings: Settings
  supplier: SupplierDetails
  database: Database
  gateway: PaymentGateway
  /** The simulated gateway, when it is the configured one (tests reach its checkout side and knobs here). */
  simulator: SimulatedGateway | undefined
  clock: Clock
  mail: MailSender
  /** What every payment path (verify, webhook, reconciliation) settles money with. */
  payments: PaymentDeps
  reconciler: Reconciler
  /** Abuse-limit counters shared by all instances (server/http/rate-limits.ts). */
  rateLimits: RateLimitCounters
  /** How scan links are made and recognised (server/scan/links.ts). */
  scanLinks: ScanLinks
  /** Background work besides mail: reports (server/jobs/runner.ts). */
  jobs: JobRunner
  /** The counsellor course's texts (server/course/content.ts); undefined until they are published. */
  course: CourseContent | undefined
  /** Signs and checks the course certificates (Open Badges 3.0, Ed25519). */
  credentials: CredentialSigner
  /** Renders invoices and credit notes (one thread for mails and downloads, started by the first). */
  invoicePdf: InvoicePdfThread
}

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse<IncomingMessage>,
  FastifyBaseLogger,
  ZodTypeProvider
>
