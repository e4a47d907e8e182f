/**
 * Test harness: a real app (buildApp) on a real database: PGlite in memory always, and a fresh PostgreSQL
 * database per suite when TEST_DATABASE_URL is set. Time is a movable clock; mail goes to a capturing transport.
 */
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { desc, eq } from 'drizzle-orm'
import { inject } from 'vitest'
import { newDatabaseName, onCluster } from './test-cluster'
import { buildApp, type BuildOptions, type BuiltApp } from '../../server/app'
import { loadConfig, type Environment } from '../../server/config'
import type { Settings } from '../../server/context'
import { openDatabase, type Database } from '../../server/db/client'
import { mailQueue, orders } from '../../server/db/schema'
import { unsealMail } from '../../server/mail/sealed'
import type { MailTransport, OutgoingMail } from '../../server/mail/transports'

// PDF renders at normal priority in tests (server/pdf/low-priority.mjs): on a machine shared with other work, a
// nice-19 render thread waits behind all of it. render-priority.test.ts checks the lowering itself.
process.env.RENDER_NICE ??= '0'

export type Backend = 'pglite' | 'postgres'

export const backends: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

export const START = new Date('2025-10-01T04:30:00Z')

export const TEST_OTP_SECRET = 'test-otp-secret-0123456789abcdef0123'

export class CapturingTransport implements MailTransport {
  readonly kind = 'capture'
  readonly sent: OutgoingMail[] = []
  failuresLeft = 0

  async send(mail: OutgoingMail) {
    if (this.failuresLeft > 0) {
      this.failuresLeft -= 1
      throw new Error('SMTP connection refused (simulated)')
    }
    this.sent.push(mail)
  }

  close() {}
}

/** The migrated PGlite database that global-setup.ts dumped, read once per test file. */
let pgliteSnapshot: Uint8Array | undefined
function migratedPglite(): Uint8Array {
  pgliteSnapshot ??= new Uint8Array(readFileSync(inject('pgliteSnapshot')))
  return pgliteSnapshot
}

/** A fresh, migrated database of the given kind, and how to throw it away. */
export async function freshDatabase(
  backend: Backend,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (backend === 'pglite') {
    // A copy of the database global-setup.ts migrated, as if migrated here (initdb and migrations cost seconds).
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined, from: migratedPglite() })
    return { database, drop: () => database.close() }
  }
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set')
  const { name, url } = newDatabaseName(adminUrl)
  // A copy of the database global-setup.ts migrated, as if migrated here.
  const template = inject('postgresTemplate')
  await onCluster(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
  const database = await openDatabase({ kind: 'postgres', url, poolMax: 10 })
  if (!template) await database.migrate()
  return {
    database,
    drop: async () => {
      await database.close()
      await onCluster(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}

export interface Harness {
  app: BuiltApp
  database: Database
  transport: CapturingTransport
  clock: { now: Date; advance(ms: number): void }
  close(): Promise<void>
}

export async function makeHarness(
  backend: Backend,
  options: {
    env?: Environment
    settings?: Partial<Settings>
    distDir?: string
    /** Another harness's database: this one is a second API instance on it (closing it leaves the database). */
    database?: Database
    renderReport?: BuildOptions['renderReport']
    logStream?: BuildOptions['logStream']
    course?: BuildOptions['course']
    onRoute?: BuildOptions['onRoute']
  } = {},
): Promise<Harness> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dem-server-test-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DIST_DIR: options.distDir ?? path.join(dataDir, 'no-dist'),
    SESSION_SECRET: 'test-session-secret-0123456789abcdef',
    OTP_SECRET: TEST_OTP_SECRET,
    // Codes by email only, so the job runner a test drives runs that test's jobs alone; sms.test.ts turns SMS on.
    SMS_PROVIDER: 'off',
    ...options.env,
  })
  const { database, drop } = options.database
    ? { database: options.database, drop: async () => {} }
    : await freshDatabase(backend)
  const transport = new CapturingTransport()
  const clock = {
    now: new Date(START),
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms)
    },
  }
  const app = await buildApp(config, {
    database,
    transport,
    ...(options.renderReport ? { renderReport: options.renderReport } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.course ? { course: options.course } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    clock: () => clock.now,
    settings: {
      invoiceGraceSeconds: 300,
      mailRetryBaseMs: 1000,
      otpEmailHourlyCap: 5,
      otpPhoneHourlyCap: 10,
      // Tests sign in to My orders and the back office many times from one address.
      ordersCodeEmailHourlyCap: 1000,
      ordersCodeIpHourlyCap: 10_000,
      // And post many contact messages from one address and sender (abuse.test.ts checks the real limits).
      contactEmailHourlyCap: 10_000,
      contactIpHourlyCap: 10_000,
      ...options.settings,
    },
  })
  await app.ready()
  return {
    app,
    database,
    transport,
    clock,
    close: async () => {
      await app.close()
      await drop()
    },
  }
}

/** 1 -> 'b', 26 -> 'ba': a number in letters, for names that must differ. */
export function lettersFor(n: number): string {
  return n
    .toString(26)
    .split('')
    .map((digit) => String.fromCharCode(97 + parseInt(digit, 26)))
    .join('')
}

let counter = 0
/** A unique applicant for one test. */
export function applicant(role: 'student' | 'eec' = 'student') {
  counter += 1
  const id = `${Date.now().toString(36)}${counter}`
  return {
    role,
    firstName: 'Asha',
    // Names hold letters only (no digits): the counter spelt in letters.
    lastName: `Tester ${lettersFor(counter)}`,
    email: `asha.${id}@example.com`,
    phone: `98${String(10000000 + counter * 7919).slice(-8)}`,
  }
}
export type TestApplicant = ReturnType<typeof applicant>

export async function post(
  app: BuiltApp,
  url: string,
  body: unknown,
  cookie?: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
    payload: JSON.stringify(body),
  })
}

/** The latest OTP queued for an email, read from its sealed mail in the queue (the only place that holds it). */
export async function latestOtp(database: Database, email: string): Promise<string> {
  const [row] = await database.db
    .select()
    .from(mailQueue)
    .where(eq(mailQueue.to, email.toLowerCase()))
    .orderBy(desc(mailQueue.id))
    .limit(1)
  const code = row && unsealMail(TEST_OTP_SECRET, row).body.match(/\b(\d{6})\b/)?.[1]
  if (!code) throw new Error(`no OTP mail for ${email}`)
  return code
}

export async function register(h: Harness, who: TestApplicant, headers?: Record<string, string>) {
  const { role, ...body } = who
  return post(h.app, `/api/onboarding/register-basic?role=${role}`, body, undefined, headers)
}

/** Registers and verifies; returns the session cookie header value. */
export async function signIn(h: Harness, who: TestApplicant): Promise<string> {
  const registered = await register(h, who)
  if (registered.statusCode !== 200) throw new Error(`register failed: ${registered.body}`)
  const otp = await latestOtp(h.database, who.email)
  const verified = await post(h.app, '/api/onboarding/validate-otp', {
    email: who.email,
    phone: who.phone,
    otp,
  })
  if (verified.statusCode !== 200) throw new Error(`validate failed: ${verified.body}`)
  const cookie = verified.cookies.find((c) => c.name === 'dem_session')
  if (!cookie) throw new Error('no session cookie')
  return `dem_session=${cookie.value}`
}

/** Registers, pays through the simulator and has the invoice issued; answers the buyer and the order's ids. */
export async function purchaseAndInvoice(
  h: Harness,
  role: 'student' | 'eec' = 'student',
  /** The language of the page the buyer pays on (X-Language). */
  language?: 'en' | 'hi',
) {
  const who = applicant(role)
  const cookie = await signIn(h, who)
  const selected = await post(
    h.app,
    '/api/onboarding/select-plan',
    { email: who.email, plan: 'basic' },
    cookie,
  )
  if (selected.statusCode !== 200) throw new Error(`select-plan failed: ${selected.body}`)
  const created = await post(
    h.app,
    '/api/payment/create-order',
    { email: who.email },
    cookie,
    language ? { 'x-language': language } : {},
  )
  if (created.statusCode !== 200) throw new Error(`create-order failed: ${created.body}`)
  const { orderId } = created.json() as { orderId: string }
  const paid = await post(h.app, '/api/payment/simulator/pay', { order_id: orderId }, cookie)
  if (paid.statusCode !== 200) throw new Error(`pay failed: ${paid.body}`)
  const verified = await post(
    h.app,
    '/api/payment/verify',
    { ...(paid.json() as object), email: who.email },
    cookie,
  )
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`)
  const { role: r, ...details } = who
  const invoiced = await post(h.app, '/api/invoice/send', { ...details, role: r }, cookie)
  if (invoiced.statusCode !== 200) throw new Error(`invoice failed: ${invoiced.body}`)
  const [row] = await h.database.db.select().from(orders).where(eq(orders.gatewayOrderId, orderId))
  if (!row) throw new Error('no order row')
  return {
    who,
    cookie,
    orderId: row.id,
    gatewayOrderId: orderId,
    invoiceResponse: invoiced.json() as {
      message: string
      scanUrl?: string
      receipt?: { reference: string; amountPaise: number; email: string }
    },
  }
}

/** Any API call with an optional cookie and JSON body. */
export function call(
  h: Harness,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  cookie?: string,
  body?: unknown,
) {
  return h.app.inject({
    method,
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  })
}

/** A code mailed to `email` and its sign-in, for the back office or the workspace; answers the cookie header. */
async function codeSignIn(h: Harness, kind: 'admin' | 'workspace', email: string, cookieName: string) {
  h.clock.advance(61_000)
  const asked = await post(h.app, `/api/${kind}/code`, { email })
  if (asked.statusCode !== 200) throw new Error(`${kind} code failed: ${asked.body}`)
  const signed = await post(h.app, `/api/${kind}/sign-in`, {
    email,
    code: await latestOtp(h.database, email),
  })
  const cookie = signed.cookies.find((c) => c.name === cookieName)
  if (!cookie) throw new Error(`${kind} sign-in failed: ${signed.body}`)
  return `${cookieName}=${cookie.value}`
}

/** Staff's back-office session (the harness's STAFF_EMAILS must list `email`). */
export const staffSignIn = (h: Harness, email: string) => codeSignIn(h, 'admin', email, 'dem_staff')

/** A counsellor's workspace session. */
export const workspaceSignIn = (h: Harness, email: string) =>
  codeSignIn(h, 'workspace', email, 'dem_counsellor')
