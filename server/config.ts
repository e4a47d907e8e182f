import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { isIP } from 'node:net'
import path from 'node:path'
import { z } from 'zod'
import { SIMULATED_KEY_ID } from '../src/config/gateway'
import {
  EMAIL_PATTERN,
  GRIEVANCE_OFFICER_EXAMPLE,
  GRIEVANCE_OFFICER_SETTINGS,
  PHONE_PATTERN,
  type GrievanceOfficer,
} from '../src/config/grievance'
import { PRIVACY_CONTACT_EXAMPLE, type PrivacyContact } from '../src/content/privacy-contact'
import { INSTANCE_ID_PATTERN } from './jobs/owner'
import { GUPSHUP_TEMPLATE_URL } from './sms/gupshup'
import { MSG91_FLOW_URL } from './sms/msg91'

/**
 * The one place that reads the server's environment. Everything is validated once at start-up, so a typo
 * in a deployment stops the process with the variable's name instead of failing later on a request.
 */

/** The fake values a fresh clone runs with (defaults and `.env.example`): refused in production. */
const EXAMPLES = {
  MAIL_FROM: 'DEM Success Blueprint <no-reply@example.com>',
  SUPPORT_EMAIL: 'support@example.com',
  SUPPLIER_ADDRESS: 'Office 101, Example Business Park, Andheri East, Mumbai, Maharashtra 400069',
  SUPPLIER_GSTIN: '27AAAAA0000A1Z2',
  VITE_PRIVACY_CONTACT_NAME: PRIVACY_CONTACT_EXAMPLE.name,
  VITE_PRIVACY_CONTACT_EMAIL: PRIVACY_CONTACT_EXAMPLE.email,
} as const

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/**
 * A GSTIN's 15th character is a check character over the first 14 (Luhn mod 36, as the GST portal computes it):
 * a mistyped GSTIN would be printed on every tax invoice.
 */
export function gstinCheckCharacterIsRight(gstin: string): boolean {
  let sum = 0
  for (let i = 0; i < 14; i += 1) {
    const product = BASE36.indexOf(gstin[i] ?? '') * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return gstin[14] === BASE36[(36 - (sum % 36)) % 36]
}

const isTrue = (flag: string | undefined) => ['true', '1', 'yes'].includes(flag ?? '')
const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value
const optionalText = z.preprocess(emptyToUndefined, z.string().trim().optional())
const intWithDefault = (fallback: number, min: number, max: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).max(max).default(fallback))
const boolFlag = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(['', 'true', 'false', '1', '0', 'yes', 'no']).optional(),
)

/** A comma-separated list: each item trimmed, then normalised; empty items dropped. */
const commaList = (normalise: (item: string) => string) =>
  z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((item) => normalise(item.trim()))
        .filter(Boolean),
    )

/** proxy-addr's names for private ranges (loopback 127.0.0.1/8 and ::1, linklocal, uniquelocal: 10/8, 172.16/12 ...). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true
  const [address = '', bits, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (bits === undefined) return true
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)
}

/**
 * TRUST_PROXY in Fastify's forms: empty/false/0 (no proxy: the socket's peer is the client), a hop count (the
 * number of proxies in front, each appending to X-Forwarded-For), or a comma-separated list of the proxies'
 * addresses and CIDR ranges. `true` (trust every hop) is refused: any client could then pick its own address,
 * and so its own rate-limit key, by sending X-Forwarded-For. Returns the setting, or what is wrong with it.
 */
export function parseTrustProxy(value: string): false | number | string[] | string {
  if (['', 'false', '0', 'no'].includes(value)) return false
  if (['true', 'yes'].includes(value))
    return 'must be the number of proxies in front of the server (e.g. 1) or their addresses/CIDRs; true would let any client choose its own IP with X-Forwarded-For'
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    return hops <= 10 ? hops : 'must be a hop count of at most 10'
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const wrong = entries.find((entry) => !isAddressOrRange(entry))
  if (wrong !== undefined || entries.length === 0)
    return `must be a hop count or a comma-separated list of IP addresses/CIDRs (not ${JSON.stringify(wrong ?? value)})`
  return entries
}

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  PORT: intWithDefault(3000, 0, 65535),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  // Health says the data folder is full below this much free space (MB): PGlite's next WAL segment needs 16.
  DATA_MIN_FREE_MB: intWithDefault(16, 0, 100_000_000),
  DIST_DIR: optionalText,
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().min(3).default(EXAMPLES.MAIL_FROM)),
  SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email().default(EXAMPLES.SUPPORT_EMAIL)),
  RAZORPAY_KEY_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, 'must look like rzp_test_… or rzp_live_…')
      .optional(),
  ),
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  PAYMENTS_TEST_MODE: boolFlag,
  GATEWAY_TIMEOUT_MS: intWithDefault(10_000, 100, 120_000),
  // This process among the instances on one database: a restart with the same id takes its old rows (jobs, mail,
  // refunds, the reconciler's lease) over at once (jobs/owner.ts). Unset: host name and pid. Never two live ones.
  INSTANCE_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(INSTANCE_ID_PATTERN, 'must be 1-128 letters, digits, dots, hyphens or underscores (no / or :)')
      .optional(),
  ),
  RECONCILE_INTERVAL_MS: intWithDefault(60_000, 1000, 3_600_000),
  // A minute by default: the buyer's browser has that long to tell the server itself. The e2e servers that test
  // reconciliation (e2e/reconcile.spec.ts, e2e/orders.spec.ts) set a few seconds, so their tests wait seconds.
  RECONCILE_MIN_AGE_MS: intWithDefault(60_000, 0, 3_600_000),
  SIMULATOR_WEBHOOKS: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
  SIMULATOR_LATENCY_MS: intWithDefault(0, 0, 120_000),
  SIMULATOR_CAPTURE: z.preprocess(emptyToUndefined, z.enum(['auto', 'manual']).default('auto')),
  SESSION_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  OTP_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  /** The Ed25519 private key (PKCS#8 PEM) that signs course certificates; generated into DATA_DIR when unset. */
  CREDENTIAL_SIGNING_KEY: z.preprocess(
    emptyToUndefined,
    z.string().includes('PRIVATE KEY', { message: 'must be a PKCS#8 PEM private key' }).optional(),
  ),
  CORS_ORIGINS: z.preprocess(
    emptyToUndefined,
    commaList((origin) => origin.replace(/\/+$/, '')).refine(
      (origins) => origins.every((o) => /^https?:\/\/[^\s/]+$/.test(o)),
      'must be a comma-separated list of origins',
    ),
  ),
  TRUST_PROXY: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z
      .string()
      .optional()
      .transform((value, context) => {
        const parsed = parseTrustProxy(value ?? '')
        if (typeof parsed === 'string') {
          context.addIssue({ code: 'custom', message: parsed })
          return z.NEVER
        }
        return parsed
      }),
  ),
  RATE_LIMIT_WINDOW_MS: intWithDefault(60_000, 1000, 3_600_000),
  RATE_LIMIT_MAX: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10_000_000).optional()),
  RATE_LIMIT_STRICT_MAX: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(10_000_000).optional(),
  ),
  OTP_HOURLY_CAP: intWithDefault(5, 1, 1000),
  /** Where one-time codes go besides email: `file` (DATA_DIR/sms-outbox), `msg91`, or `off`. */
  SMS_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['file', 'msg91', 'off']).optional()),
  /** The DLT-registered sender id (header): 6 letters. */
  SMS_SENDER_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^[A-Z]{6}$/, 'must be the 6-letter DLT sender id (header), e.g. DEMEDU')
      .optional(),
  ),
  /** The provider's template id of the code's SMS in English and in Hindi (each DLT-approved). */
  SMS_TEMPLATE_OTP_EN: optionalText,
  SMS_TEMPLATE_OTP_HI: optionalText,
  MSG91_AUTH_KEY: optionalText,
  MSG91_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL')
      .optional(),
  ),
  /**
   * How the code's short message goes: `sms` (SMS_PROVIDER) or `whatsapp` (WHATSAPP_PROVIDER, an approved
   * authentication template). Off by default.
   */
  OTP_CHANNEL: z.preprocess(emptyToUndefined, z.enum(['sms', 'whatsapp']).default('sms')),
  /** Where WhatsApp codes go: `file` (DATA_DIR/sms-outbox, not in production) or `gupshup`. */
  WHATSAPP_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['file', 'gupshup']).optional()),
  GUPSHUP_API_KEY: optionalText,
  GUPSHUP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL')
      .optional(),
  ),
  /** Our WhatsApp Business number, E.164 without the +. */
  WHATSAPP_SOURCE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^[1-9]\d{9,14}$/, 'must be the WhatsApp number in E.164 without +, e.g. 919876543210')
      .optional(),
  ),
  /** The app's name at the WhatsApp provider (Gupshup's src.name). */
  WHATSAPP_APP_NAME: optionalText,
  /** The provider's id of the approved authentication template in English and in Hindi. */
  WHATSAPP_TEMPLATE_OTP_EN: optionalText,
  WHATSAPP_TEMPLATE_OTP_HI: optionalText,
  /** What one SMS costs, in paise, and what SMS may cost in a day (India time), in rupees. */
  SMS_PRICE_PAISE: intWithDefault(25, 1, 10_000),
  SMS_DAILY_CAP_RUPEES: intWithDefault(500, 0, 10_000_000),
  /** SMS to one phone an hour, and to one number range (its first SMS_RANGE_DIGITS digits) an hour. */
  SMS_PHONE_HOURLY_CAP: intWithDefault(5, 1, 1000),
  SMS_RANGE_HOURLY_CAP: intWithDefault(10, 1, 100_000),
  SMS_RANGE_DIGITS: intWithDefault(7, 4, 9),
  /**
   * SMS one client (an IP address, an IPv6 /64) may be sent in a day, India time (a Hindi one counts two); never
   * more than half the day's spend cap, so one client can never spend the day's SMS (issue 45, S5).
   */
  SMS_CLIENT_DAILY_CAP: intWithDefault(20, 1, 100_000),
  /** Who may sign in to the back office (/admin): comma-separated emails. */
  STAFF_EMAILS: z.preprocess(
    emptyToUndefined,
    commaList((address) => address.toLowerCase()),
  ),
  STAFF_SESSION_IDLE_MINUTES: intWithDefault(30, 1, 1440),
  /** A counsellor's commission on a report bought through their referral link, in per cent (shown to staff). */
  COUNSELLOR_COMMISSION_PERCENT: intWithDefault(10, 0, 100),
  SUPPLIER_NAME: z.preprocess(
    emptyToUndefined,
    z.string().min(2).max(200).default('DEM Education Technologies Pvt. Ltd.'),
  ),
  SUPPLIER_ADDRESS: z.preprocess(
    emptyToUndefined,
    z.string().min(5).max(500).default(EXAMPLES.SUPPLIER_ADDRESS),
  ),
  SUPPLIER_GSTIN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][0-9A-Z]Z[0-9A-Z]$/, 'must be a 15-character GSTIN')
      .refine(gstinCheckCharacterIsRight, 'has a wrong check character (the 15th): mistyped?')
      .default(EXAMPLES.SUPPLIER_GSTIN),
  ),
  SUPPLIER_STATE: z.preprocess(emptyToUndefined, z.string().min(2).max(60).default('Maharashtra')),
  GST_RATE: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(28).default(18)),
  // The contact person for personal data (DPDP Act): the same variables the SPA's build prints on the privacy
  // centre and policy; the server names them in every rights response.
  VITE_PRIVACY_CONTACT_NAME: z.preprocess(
    emptyToUndefined,
    z.string().min(2).max(100).default(PRIVACY_CONTACT_EXAMPLE.name),
  ),
  VITE_PRIVACY_CONTACT_ROLE: z.preprocess(
    emptyToUndefined,
    z.string().min(2).max(100).default(PRIVACY_CONTACT_EXAMPLE.role),
  ),
  VITE_PRIVACY_CONTACT_EMAIL: z.preprocess(
    emptyToUndefined,
    z.email().default(PRIVACY_CONTACT_EXAMPLE.email),
  ),
  // The same variable the SPA's build reads: links in mail point at the site buyers use.
  VITE_SITE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL')
      .default('http://localhost:3000'),
  ),
})

export type Environment = Record<string, string | undefined>

export type GatewayConfig =
  | { kind: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string | undefined }
  | { kind: 'simulated'; keyId: string; keySecret: string; webhookSecret: string }

export interface PaymentSettings {
  /** Every call to the gateway gives up after this long. */
  gatewayTimeoutMs: number
  reconcileIntervalMs: number
  /** Unpaid orders younger than this are left to the buyer's browser. */
  reconcileMinAgeMs: number
  /** The simulated gateway's test knobs. */
  simulator: { webhooks: boolean; latencyMs: number; autoCapture: boolean }
}

/**
 * Per-IP flood guards, per route and window. They are sized for a classroom of 40 (or a mobile carrier's many
 * subscribers) behind one address: 40 people each registering, verifying (a few tries), choosing a plan and
 * paying within a minute stay under them, while hundreds of requests a minute to one route get 429. What
 * attackers abuse is limited by its own key elsewhere (codes per email and phone, tries per code, promo tries
 * per applicant).
 */
export interface RateLimits {
  windowMs: number
  /** Requests per window per IP on each API route. */
  max: number
  /** Requests per window per IP on each of register, resend, validate-otp, promo and contact. */
  strictMax: number
}

export interface Config {
  env: 'development' | 'production' | 'test'
  port: number
  host: string
  logLevel: string
  dataDir: string
  /** Below this many free bytes on the data folder's disk, /api/health answers 503 (storage full). */
  dataMinFreeBytes: number
  distDir: string
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | undefined }
  mail: { transport: 'smtp'; url: string } | { transport: 'file'; outboxDir: string }
  mailFrom: string
  supportEmail: string
  /** INSTANCE_ID: the start of this process's owner ids (jobs/owner.ts); unset, host name and pid. */
  instanceId: string | undefined
  gateway: GatewayConfig
  payments: PaymentSettings
  sessionSecret: string
  otpSecret: string
  corsOrigins: string[]
  /** Fastify's trustProxy: false (no proxy), a hop count, or the proxies' addresses and CIDRs. */
  trustProxy: false | number | string[]
  rateLimits: RateLimits
  otpHourlyCap: number
  /** One-time codes by SMS besides email (server/sms/); provider `off` sends none. */
  sms: SmsConfig
  supplier: { name: string; address: string; gstin: string; state: string }
  gstRate: number
  /** The public site's origin (VITE_SITE_URL), without a trailing slash: for links in mail. */
  siteUrl: string
  /** STAFF_EMAILS, lower-cased; read on every back-office request, so removing an address locks it out. */
  staff: { emails: string[]; idleMinutes: number }
  /** The contact person for personal data (VITE_PRIVACY_CONTACT_NAME, _ROLE, _EMAIL). */
  privacyContact: PrivacyContact
  /** VITE_GRIEVANCE_OFFICER_*: the grievance officer the site publishes (the build reads the same settings). */
  grievanceOfficer: GrievanceOfficer
  counsellors: { commissionPercent: number }
  /** The Ed25519 private key (PKCS#8 PEM) that signs course certificates (server/course/credential-signing.ts). */
  credentialSigningKey: string
}

export type SmsProvider =
  | { kind: 'off' }
  | { kind: 'file'; outboxDir: string }
  | { kind: 'msg91'; authKey: string; url: string }
  | { kind: 'gupshup'; apiKey: string; url: string; source: string; appName: string }

export interface SmsConfig {
  /** How the code's short message goes (OTP_CHANNEL); `provider` is that channel's. */
  channel: 'sms' | 'whatsapp'
  provider: SmsProvider
  senderId: string
  /** The provider's template id of the code's message per language, for the channel (placeholders for the file outbox). */
  templates: { otp: { en: string; hi: string } }
  pricePaise: number
  dailyCapPaise: number
  phoneHourlyCap: number
  rangeHourlyCap: number
  rangeDigits: number
  /** SMS_CLIENT_DAILY_CAP: one client's SMS a day (the route bounds it by half the day's cap). */
  clientDailyCap: number
}

/** The settings MSG91 cannot send without (the DLT registration's sender id and approved templates). */
const MSG91_REQUIRED = [
  'MSG91_AUTH_KEY',
  'SMS_SENDER_ID',
  'SMS_TEMPLATE_OTP_EN',
  'SMS_TEMPLATE_OTP_HI',
] as const

/** The settings Gupshup cannot send a WhatsApp code without (the approved authentication templates). */
const GUPSHUP_REQUIRED = [
  'GUPSHUP_API_KEY',
  'WHATSAPP_SOURCE',
  'WHATSAPP_APP_NAME',
  'WHATSAPP_TEMPLATE_OTP_EN',
  'WHATSAPP_TEMPLATE_OTP_HI',
] as const

/** 40 people x up to 3 tries = 120 requests to one strict route a minute fit; a flood of hundreds does not. */
export const DEFAULT_RATE_LIMITS = { max: 300, strictMax: 150 } as const

export class ConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ConfigError'
  }
}

/** Dev-only secrets are generated once and kept in DATA_DIR so sessions and codes survive a restart. */
function persistedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets', `${name}.txt`)
  try {
    const existing = readFileSync(file, 'utf8').trim()
    if (existing.length >= 32) return existing
  } catch {
    // First start: fall through and create it.
  }
  const secret = randomBytes(32).toString('hex')
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

/** The certificates' Ed25519 key, generated once into DATA_DIR when CREDENTIAL_SIGNING_KEY is not set. */
function persistedSigningKey(dataDir: string): string {
  const file = path.join(dataDir, 'secrets', 'credential_ed25519.pem')
  try {
    const existing = readFileSync(file, 'utf8')
    if (existing.includes('PRIVATE KEY')) return existing
  } catch {
    // First start: fall through and create it.
  }
  const { privateKey } = generateKeyPairSync('ed25519')
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  writeFileSync(file, pem, { mode: 0o600 })
  return pem
}

/** Settings that development generates or fakes and production must set. */
const PRODUCTION_REQUIRED = [
  'SESSION_SECRET',
  'OTP_SECRET',
  'SMTP_URL',
  'MAIL_FROM',
  'SUPPORT_EMAIL',
  'SUPPLIER_NAME',
  'SUPPLIER_ADDRESS',
  'SUPPLIER_GSTIN',
  'VITE_PRIVACY_CONTACT_NAME',
  'VITE_PRIVACY_CONTACT_ROLE',
  'VITE_PRIVACY_CONTACT_EMAIL',
] as const

const defaultDistDir = path.resolve(import.meta.dirname, '..', 'dist')

export function loadConfig(env: Environment = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const first = parsed.error.issues[0]
    const variable = first?.path.join('.') ?? 'environment'
    throw new ConfigError(`Invalid configuration: ${variable} ${first?.message ?? 'is invalid'}`)
  }
  const e = parsed.data
  const production = e.NODE_ENV === 'production'
  const dataDir = path.resolve(cwd, e.DATA_DIR)

  let gateway: GatewayConfig
  if (e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_ID !== SIMULATED_KEY_ID) {
    if (!e.RAZORPAY_KEY_SECRET)
      throw new ConfigError('Invalid configuration: RAZORPAY_KEY_SECRET is required with RAZORPAY_KEY_ID')
    // In production a lost webhook must not be the only news of a payment, and test keys take no real money.
    if (production && !e.RAZORPAY_WEBHOOK_SECRET)
      throw new ConfigError(
        'Invalid configuration: RAZORPAY_WEBHOOK_SECRET is required in production (without it every Razorpay webhook is refused)',
      )
    if (production && e.RAZORPAY_KEY_ID.startsWith('rzp_test_') && !isTrue(e.PAYMENTS_TEST_MODE))
      throw new ConfigError(
        'Invalid configuration: RAZORPAY_KEY_ID is a test key (rzp_test_...) in production; use a live key, or set PAYMENTS_TEST_MODE=true for a test deployment',
      )
    gateway = {
      kind: 'razorpay',
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
    }
  } else {
    if (e.RAZORPAY_KEY_SECRET && !e.RAZORPAY_KEY_ID) {
      throw new ConfigError('Invalid configuration: RAZORPAY_KEY_ID is required with RAZORPAY_KEY_SECRET')
    }
    // The simulator takes no real money, so it must never run where real buyers are.
    if (production) {
      throw new ConfigError(
        'Invalid configuration: NODE_ENV=production requires RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (the simulated gateway is refused in production)',
      )
    }
    gateway = {
      kind: 'simulated',
      keyId: SIMULATED_KEY_ID,
      keySecret: persistedSecret(dataDir, 'simulator_key_secret'),
      webhookSecret: persistedSecret(dataDir, 'simulator_webhook_secret'),
    }
  }

  // What lets a fresh clone run is generated or fake: in production, sessions and codes would be signed with keys
  // kept on one machine's disk, mail would stay in the outbox, contact messages would notify nobody and tax
  // invoices would carry an example supplier and GSTIN.
  if (production) {
    for (const name of PRODUCTION_REQUIRED) {
      const value = emptyToUndefined(env[name])
      if (value === undefined)
        throw new ConfigError(`Invalid configuration: ${name} is required in production`)
      if (value === EXAMPLES[name as keyof typeof EXAMPLES])
        throw new ConfigError(`Invalid configuration: ${name} is the fake example value; set the real one`)
    }
  }

  // The Consumer Protection (E-Commerce) Rules 2020 require a grievance officer's name, designation and contact
  // on the site: in production each must be set, and not the embedded example.
  const grievanceOfficer = { ...GRIEVANCE_OFFICER_EXAMPLE }
  for (const [name, field] of Object.entries(GRIEVANCE_OFFICER_SETTINGS)) {
    const value = emptyToUndefined(env[name])
    const text = typeof value === 'string' ? value.trim() : undefined
    if (production && text === undefined)
      throw new ConfigError(
        `Invalid configuration: ${name} is required in production (the grievance officer the E-Commerce Rules require the site to publish; set it for the build too)`,
      )
    // "Grievance Officer" is a real designation; the example name, email and phone are not real.
    if (production && field !== 'designation' && text === GRIEVANCE_OFFICER_EXAMPLE[field])
      throw new ConfigError(`Invalid configuration: ${name} is the fake example value; set the real one`)
    if (text !== undefined) grievanceOfficer[field] = text
  }
  if (!EMAIL_PATTERN.test(grievanceOfficer.email))
    throw new ConfigError('Invalid configuration: VITE_GRIEVANCE_OFFICER_EMAIL must be an email address')
  if (!PHONE_PATTERN.test(grievanceOfficer.phone))
    throw new ConfigError('Invalid configuration: VITE_GRIEVANCE_OFFICER_PHONE must be a phone number')

  // Links in mail (My orders, invoices, refunds) are built from it: in production they must reach the real site.
  const siteUrl = e.VITE_SITE_URL.replace(/\/+$/, '')
  if (production && (emptyToUndefined(env.VITE_SITE_URL) === undefined || isLocalUrl(siteUrl)))
    throw new ConfigError(
      `Invalid configuration: VITE_SITE_URL is required in production (the site's public URL, e.g. https://www.example.in): links in mail would point at ${siteUrl}`,
    )

  // SMS: off unless chosen in production (the file outbox would send nobody a code while the page said it did);
  // MSG91 needs its key and the DLT registration's sender id and templates, everywhere.
  const whatsapp = e.OTP_CHANNEL === 'whatsapp'
  const smsKind = e.SMS_PROVIDER ?? (production ? 'off' : 'file')
  if (production && smsKind === 'file' && !whatsapp)
    throw new ConfigError(
      'Invalid configuration: SMS_PROVIDER=file in production would send no SMS; set msg91 (with its DLT settings) or off',
    )
  if (smsKind === 'msg91' && !whatsapp)
    for (const name of MSG91_REQUIRED)
      if (e[name] === undefined)
        throw new ConfigError(
          `Invalid configuration: ${name} is required with SMS_PROVIDER=msg91 (the DLT registration: sender id and approved templates; docs/sms-templates.md)`,
        )
  // WhatsApp (OTP_CHANNEL=whatsapp) takes the SMS's place: its own provider, chosen explicitly in production
  // (the file outbox would reach nobody), and Gupshup with its key, number, app and approved templates, everywhere.
  const whatsappKind = e.WHATSAPP_PROVIDER ?? (production ? undefined : 'file')
  if (whatsapp && whatsappKind === undefined)
    throw new ConfigError(
      'Invalid configuration: WHATSAPP_PROVIDER is required in production with OTP_CHANNEL=whatsapp (gupshup, with its settings)',
    )
  if (whatsapp && production && whatsappKind === 'file')
    throw new ConfigError(
      'Invalid configuration: WHATSAPP_PROVIDER=file in production would send no WhatsApp message; set gupshup',
    )
  if (whatsapp && whatsappKind === 'gupshup')
    for (const name of GUPSHUP_REQUIRED)
      if (e[name] === undefined)
        throw new ConfigError(
          `Invalid configuration: ${name} is required with WHATSAPP_PROVIDER=gupshup (the WhatsApp number, app and approved authentication templates; docs/sms-templates.md)`,
        )
  const sms: SmsConfig = {
    channel: whatsapp ? 'whatsapp' : 'sms',
    provider: whatsapp
      ? whatsappKind === 'gupshup'
        ? {
            kind: 'gupshup',
            apiKey: e.GUPSHUP_API_KEY ?? '',
            url: e.GUPSHUP_URL ?? GUPSHUP_TEMPLATE_URL,
            source: e.WHATSAPP_SOURCE ?? '',
            appName: e.WHATSAPP_APP_NAME ?? '',
          }
        : { kind: 'file', outboxDir: path.join(dataDir, 'sms-outbox') }
      : smsKind === 'msg91'
        ? { kind: 'msg91', authKey: e.MSG91_AUTH_KEY ?? '', url: e.MSG91_URL ?? MSG91_FLOW_URL }
        : smsKind === 'file'
          ? { kind: 'file', outboxDir: path.join(dataDir, 'sms-outbox') }
          : { kind: 'off' },
    senderId: e.SMS_SENDER_ID ?? 'DEMEDU',
    templates: {
      otp: whatsapp
        ? { en: e.WHATSAPP_TEMPLATE_OTP_EN ?? 'wa-otp-en', hi: e.WHATSAPP_TEMPLATE_OTP_HI ?? 'wa-otp-hi' }
        : { en: e.SMS_TEMPLATE_OTP_EN ?? 'otp-en', hi: e.SMS_TEMPLATE_OTP_HI ?? 'otp-hi' },
    },
    pricePaise: e.SMS_PRICE_PAISE,
    dailyCapPaise: e.SMS_DAILY_CAP_RUPEES * 100,
    phoneHourlyCap: e.SMS_PHONE_HOURLY_CAP,
    rangeHourlyCap: e.SMS_RANGE_HOURLY_CAP,
    rangeDigits: e.SMS_RANGE_DIGITS,
    clientDailyCap: e.SMS_CLIENT_DAILY_CAP,
  }

  // The e2e suite and local test runs come from one IP; their defaults are relaxed, production's are not.
  const relaxed = e.NODE_ENV === 'test'
  const rateLimits: RateLimits = {
    windowMs: e.RATE_LIMIT_WINDOW_MS,
    max: e.RATE_LIMIT_MAX ?? (relaxed ? 100_000 : DEFAULT_RATE_LIMITS.max),
    strictMax: e.RATE_LIMIT_STRICT_MAX ?? (relaxed ? 10_000 : DEFAULT_RATE_LIMITS.strictMax),
  }

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    dataDir,
    dataMinFreeBytes: e.DATA_MIN_FREE_MB * 1024 * 1024,
    distDir: e.DIST_DIR ? path.resolve(cwd, e.DIST_DIR) : defaultDistDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
    mail: e.SMTP_URL
      ? { transport: 'smtp', url: e.SMTP_URL }
      : { transport: 'file', outboxDir: path.join(dataDir, 'outbox') },
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    gateway,
    instanceId: e.INSTANCE_ID,
    payments: {
      gatewayTimeoutMs: e.GATEWAY_TIMEOUT_MS,
      reconcileIntervalMs: e.RECONCILE_INTERVAL_MS,
      reconcileMinAgeMs: e.RECONCILE_MIN_AGE_MS,
      simulator: {
        webhooks: e.SIMULATOR_WEBHOOKS === 'on',
        latencyMs: e.SIMULATOR_LATENCY_MS,
        autoCapture: e.SIMULATOR_CAPTURE === 'auto',
      },
    },
    // Production has its own (checked above); development generates them once.
    sessionSecret: e.SESSION_SECRET || persistedSecret(dataDir, 'session_secret'),
    otpSecret: e.OTP_SECRET || persistedSecret(dataDir, 'otp_secret'),
    credentialSigningKey: e.CREDENTIAL_SIGNING_KEY?.replace(/\\n/g, '\n') || persistedSigningKey(dataDir),
    corsOrigins: e.CORS_ORIGINS,
    trustProxy: e.TRUST_PROXY,
    rateLimits,
    otpHourlyCap: e.OTP_HOURLY_CAP,
    sms,
    supplier: {
      name: e.SUPPLIER_NAME,
      address: e.SUPPLIER_ADDRESS,
      gstin: e.SUPPLIER_GSTIN,
      state: e.SUPPLIER_STATE,
    },
    gstRate: e.GST_RATE,
    siteUrl,
    staff: { emails: e.STAFF_EMAILS, idleMinutes: e.STAFF_SESSION_IDLE_MINUTES },
    privacyContact: {
      name: e.VITE_PRIVACY_CONTACT_NAME,
      role: e.VITE_PRIVACY_CONTACT_ROLE,
      email: e.VITE_PRIVACY_CONTACT_EMAIL,
    },
    grievanceOfficer,
    counsellors: { commissionPercent: e.COUNSELLOR_COMMISSION_PERCENT },
  }
}

/**
 * The public site URL a build was made for (VITE_SITE_URL at build time), read from the `Sitemap:` line of the
 * robots.txt the prerender step writes; undefined when the build does not say.
 */
export function builtSiteUrl(distDir: string): string | undefined {
  let robots: string
  try {
    robots = readFileSync(path.join(distDir, 'robots.txt'), 'utf8')
  } catch {
    return undefined
  }
  const sitemap = /^Sitemap:\s*(\S+)\/sitemap\.xml\s*$/im.exec(robots)?.[1]
  return sitemap && URL.canParse(sitemap) ? sitemap : undefined
}

const LOCAL_HOSTS = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\])$/i
const isLocalUrl = (url: string) => LOCAL_HOSTS.test(new URL(url).hostname)

/**
 * With NODE_ENV=production the server refuses to serve a build made without the site's public URL: every
 * canonical and Open Graph URL, the JSON-LD, the sitemap, robots.txt and the brochures of such a build point at
 * http://localhost:3000 (the default of VITE_SITE_URL, which is read at build time, not here), and a build made for
 * another URL than the server's own VITE_SITE_URL (which writes the links in mail). A server with no
 * build (the API alone, the site on a CDN) has nothing to check; development serves any build.
 */
export function checkBuiltSite(config: Pick<Config, 'env' | 'distDir' | 'siteUrl'>): void {
  if (config.env !== 'production' || !existsSync(path.join(config.distDir, 'index.html'))) return
  const fix = `set VITE_SITE_URL to the site's public URL (e.g. https://www.example.in) and run npm run build again`
  const url = builtSiteUrl(config.distDir)
  if (!url)
    throw new ConfigError(
      `Invalid configuration: VITE_SITE_URL: the build in ${config.distDir} does not say which site URL it was made for (no Sitemap line in robots.txt); ${fix}`,
    )
  if (isLocalUrl(url))
    throw new ConfigError(
      `Invalid configuration: VITE_SITE_URL: the build in ${config.distDir} was made for ${url} (VITE_SITE_URL missing or local), so its canonical URLs, sitemap and brochures point there; ${fix}`,
    )
  // The server's own VITE_SITE_URL writes the links in mail: they must lead to the site the pages say they are.
  if (url !== config.siteUrl)
    throw new ConfigError(
      `Invalid configuration: VITE_SITE_URL: the build in ${config.distDir} was made for ${url} but the server's VITE_SITE_URL is ${config.siteUrl}; set the same URL for both and run npm run build again`,
    )
}
