/**
 * The batch statements must find rows through indexes however large the tables grow. On PGlite the planner has
 * no statistics until the retention job first analyzes the database, and it then guesses: a plain join against a
 * batch's rows once hashed every applicant's lower(email) per batch of code checks. This plans each statement the
 * services send against tables of 5,000 rows (without running it) and fails on a sequential scan of a big table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import type { Database } from '../../server/db/client'
import { MailSender } from '../../server/mail/sender'
import { checkOtps, issueOtps, prepareOtp, type OtpAttempt } from '../../server/services/otp'
import { sweepUninvoicedOrders } from '../../server/services/invoices'
import { prepareSession } from '../../server/services/sessions'
import { CapturingTransport, freshDatabase, START } from './helpers'

const SECRET = 'plan-test-secret-0123456789abcdef'
const BIG_TABLES = new Set(['applicants', 'otp_challenges', 'sessions', 'mail_queue', 'orders'])

interface PlanNode {
  'Node Type': string
  'Relation Name'?: string
  Plans?: PlanNode[]
}

type Query = (text: string, params?: unknown[]) => Promise<unknown>
type Send = (op: string, message: { sql?: string; params?: unknown[] }) => Promise<unknown>

/**
 * Runs `work`, recording every statement it sends to the database thread with its parameters, in or out of a
 * transaction (both go through the thread client's one `send`).
 */
async function statementsOf(database: Database, work: () => Promise<unknown>) {
  const client = (database.db as unknown as { $client: { query: Query; send: Send } }).$client
  const send = client.send.bind(client)
  const sent: { text: string; params: unknown[] }[] = []
  client.send = (op, message) => {
    if (op === 'query' && message.sql) sent.push({ text: message.sql, params: message.params ?? [] })
    return send(op, message)
  }
  try {
    await work()
  } finally {
    client.send = send
  }
  return { sent, query: client.query.bind(client) }
}

function sequentialScans(node: PlanNode): string[] {
  const own =
    node['Node Type'] === 'Seq Scan' && BIG_TABLES.has(node['Relation Name'] ?? '')
      ? [node['Relation Name'] as string]
      : []
  return [...own, ...(node.Plans ?? []).flatMap(sequentialScans)]
}

async function scansIn(database: Database, work: () => Promise<unknown>) {
  const { sent, query } = await statementsOf(database, work)
  expect(sent.length).toBeGreaterThan(0)
  const scans: string[] = []
  for (const statement of sent) {
    const result = (await query(`EXPLAIN (FORMAT JSON) ${statement.text}`, statement.params)) as {
      rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[]
    }
    const plan = result.rows[0]?.['QUERY PLAN'][0].Plan
    if (plan) scans.push(...sequentialScans(plan))
  }
  return scans
}

describe('batch statements on grown tables (PGlite, no statistics)', () => {
  let database: Database
  let drop: () => Promise<void>

  beforeAll(async () => {
    ;({ database, drop } = await freshDatabase('pglite'))
    await database.db.execute(sql`
      INSERT INTO applicants (id, email, first_name, last_name, phone, role, created_at, updated_at)
      SELECT gen_random_uuid(), 'user' || g || '@example.com', 'First', 'Last', (7000000000 + g)::text, 'student',
             ${START}, ${START}
      FROM generate_series(1, 5000) g`)
    await database.db.execute(sql`
      INSERT INTO otp_challenges (id, applicant_id, first_name, last_name, phone, role, code_hash, expires_at,
                                  created_at)
      SELECT gen_random_uuid(), id, first_name, last_name, phone, role, 'hash', ${START}, ${START} FROM applicants`)
    // A day of sent mail (kept until the retention purge) and years of invoiced orders (kept for tax).
    await database.db.execute(sql`
      INSERT INTO mail_queue (kind, to_address, subject, body, status, next_attempt_at, created_at, sent_at)
      SELECT 'otp', email, 'Code', 'Body', 'sent', ${START}, ${START}, ${START} FROM applicants`)
    await database.db.execute(sql`
      INSERT INTO orders (id, applicant_id, role, plan, plan_name, list_price_paise, amount_paise, currency, gateway,
                          gateway_order_id, payment_id, status, created_at, paid_at, updated_at)
      SELECT gen_random_uuid(), id, 'student', 'basic', 'Plan', 499900, 499900, 'INR', 'simulated',
             'order_' || id, 'pay_' || id, 'invoiced', ${START}, ${START}, ${START}
      FROM applicants`)
  })
  afterAll(() => drop())

  it('issuing codes finds applicants and their codes by index', async () => {
    const requests = [1, 2, 3].map((n) => ({
      email: `user${n}@example.com`,
      phone: String(7000000000 + n),
      firstName: 'First',
      lastName: 'Last',
      role: 'student' as const,
    }))
    const issues = requests.map((request) => prepareOtp(request, SECRET, START))
    const policy = { secret: SECRET, emailHourlyCap: 5, phoneHourlyCap: 5 }
    expect(await scansIn(database, () => issueOtps(database.db, issues, policy))).toEqual([])
  })

  it('checking codes (right and wrong in one batch) finds applicants and codes by index', async () => {
    const issued = [10, 11].map((n) =>
      prepareOtp(
        {
          email: `user${n}@example.com`,
          phone: String(7000000000 + n),
          firstName: 'First',
          lastName: 'Last',
          role: 'student',
        },
        SECRET,
        START,
      ),
    )
    await issueOtps(database.db, issued, { secret: SECRET, emailHourlyCap: 5, phoneHourlyCap: 5 })
    const attempts: OtpAttempt[] = issued.map((issue, index) => ({
      email: issue.request.email,
      phone: issue.request.phone,
      // The first is the code sent (read from its mail), the second a wrong one.
      otp: index === 0 ? (issue.body.match(/\b(\d{6})\b/)?.[1] ?? '') : 'x',
      now: START,
      session: prepareSession({ secret: SECRET, ttlHours: 24, now: START }),
    }))
    expect(await scansIn(database, () => checkOtps(database.db, attempts, SECRET))).toEqual([])
  })
  it('the mail sender claims due mail, and the sweep finds uninvoiced orders, by index', async () => {
    const sender = new MailSender({
      db: database.db,
      transport: new CapturingTransport(),
      from: 'DEM <no-reply@example.com>',
      clock: () => START,
      log: { error: () => undefined, info: () => undefined } as never,
      pollMs: 1000,
      retryBaseMs: 1000,
      maxAttempts: 3,
      supplier: {} as never,
      invoiceGraceSeconds: 60,
    })
    expect(await scansIn(database, () => sender.runOnce())).toEqual([])
    expect(
      await scansIn(database, () =>
        sweepUninvoicedOrders(database.db, { now: START, graceSeconds: 60, supplier: {} as never }),
      ),
    ).toEqual([])
  })
})
