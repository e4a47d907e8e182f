/**
 * Every statement the API sends must find its rows through an index however large the tables grow. On PGlite
 * the planner has no statistics until the retention job first analyzes the database, and it then guesses: a plain
 * join against a batch's rows once hashed every applicant's lower(email) for each batch of code checks. These tests
 * record each statement the ten endpoints, the webhooks, the mail sender and reconciliation send, against tables of 5,000 rows,
 * plan it again (EXPLAIN, without running it) and fail on a sequential scan of one of those tables.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { unsealMail } from '../../server/mail/sealed'
import { checkOtps, issueOtps, prepareOtp, type OtpAttempt } from '../../server/services/otp'
import { prepareSession } from '../../server/services/sessions'
import { applicant, latestOtp, makeHarness, post, register, START, type Harness } from './helpers'

const ROWS = 5000
const BIG_TABLES = new Set([
  'applicants',
  'otp_challenges',
  'sessions',
  'mail_queue',
  'orders',
  'invoices',
  'gateway_events',
  'payments',
  'refunds',
  'promo_redemptions',
  'contact_messages',
  'rate_limit_counters',
])

interface PlanNode {
  'Node Type': string
  'Relation Name'?: string
  Plans?: PlanNode[]
}

type Query = (text: string, params?: unknown[]) => Promise<unknown>
type Exec = (text: string) => Promise<unknown>
type Send = (op: string, message: { sql?: string; params?: unknown[] }) => Promise<unknown>

function sequentialScans(node: PlanNode): string[] {
  const own =
    node['Node Type'] === 'Seq Scan' && BIG_TABLES.has(node['Relation Name'] ?? '')
      ? [node['Relation Name'] as string]
      : []
  return [...own, ...(node.Plans ?? []).flatMap(sequentialScans)]
}

describe('statements on grown tables (PGlite, no statistics)', () => {
  let h: Harness

  /**
   * Runs `work`, recording every statement sent to the database thread, in a transaction or not (both go through
   * the thread client's one `send`); then plans each again and returns the big tables read by a sequential scan,
   * with the start of the statement that did it.
   */
  async function scansIn(work: () => Promise<unknown>): Promise<string[]> {
    const client = (h.database.db as unknown as { $client: { query: Query; exec: Exec; send: Send } }).$client
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
    expect(sent.length).toBeGreaterThan(0)
    type Explained = { rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[] }
    const scans: string[] = []
    for (const statement of sent) {
      const head = statement.text.replace(/\s+/g, ' ').slice(0, 80)
      const note = (explained: Explained | undefined, label: string) => {
        const plan = explained?.rows[0]?.['QUERY PLAN'][0].Plan
        for (const table of plan ? sequentialScans(plan) : []) scans.push(`${table}${label}: ${head}`)
      }
      note((await client.query(`EXPLAIN (FORMAT JSON) ${statement.text}`, statement.params)) as Explained, '')
      // The embedded database keeps statements with parameters prepared (pglite-worker.mjs), and after a few runs
      // the planner may switch to one generic plan for any values: that plan must use the indexes too.
      if (statement.params.length === 0) continue
      const [generic] = (await client.exec(
        `EXPLAIN (GENERIC_PLAN, FORMAT JSON) ${statement.text}`,
      )) as Explained[]
      note(generic, ' (generic plan)')
    }
    return scans
  }

  beforeAll(async () => {
    h = await makeHarness('pglite')
    const db = h.database.db
    await db.execute(sql`
      INSERT INTO applicants (id, email, first_name, last_name, phone, role, created_at, updated_at)
      SELECT gen_random_uuid(), 'user' || g || '@example.com', 'First', 'Last', (7000000000 + g)::text, 'eec',
             ${START}, ${START}
      FROM generate_series(1, ${ROWS}) g`)
    await db.execute(sql`
      INSERT INTO otp_challenges (id, applicant_id, first_name, last_name, phone, role, code_hash, expires_at,
                                  created_at)
      SELECT gen_random_uuid(), id, first_name, last_name, phone, role, 'hash', ${START}, ${START} FROM applicants`)
    await db.execute(sql`
      INSERT INTO sessions (id, token_hash, applicant_id, expires_at, created_at)
      SELECT gen_random_uuid(), 'token-' || id, id, ${START}, ${START} FROM applicants`)
    // A day of sent mail (kept until the retention purge) and years of paid, invoiced orders (kept for tax).
    await db.execute(sql`
      INSERT INTO mail_queue (kind, to_address, subject, body, status, next_attempt_at, created_at, sent_at)
      SELECT 'otp', email, 'Code', 'Body', 'sent', ${START}, ${START}, ${START} FROM applicants`)
    await db.execute(sql`
      INSERT INTO orders (id, applicant_id, role, plan, plan_name, list_price_paise, amount_paise, currency, gateway,
                          gateway_order_id, payment_id, status, created_at, paid_at, updated_at)
      SELECT gen_random_uuid(), id, 'eec', 'basic', 'Plan', 700000, 525000, 'INR', 'simulated', 'order_' || id,
             'pay_' || id, 'invoiced', ${START}, ${START}, ${START}
      FROM applicants`)
    await db.execute(sql`
      INSERT INTO invoices (id, order_id, number, financial_year, sequence, issued_at, buyer_name, buyer_email,
                            buyer_phone, description, sac, place_of_supply, gst_rate, total_paise, taxable_paise,
                            cgst_paise, sgst_paise, igst_paise, payment_id)
      SELECT gen_random_uuid(), id, 'OLD/' || row_number() OVER (), '2024-25', row_number() OVER (), ${START},
             'Buyer', 'buyer@example.com', '7000000000', 'Plan', '999293', 'Karnataka', '18', 525000, 444915,
             40042, 40043, 0, payment_id
      FROM orders`)
    await db.execute(sql`
      INSERT INTO payments (id, order_id, amount_paise, currency, status, created_at, recorded_at, captured_at,
                            updated_at)
      SELECT payment_id, id, amount_paise, currency, 'captured', ${START}, ${START}, ${START}, ${START} FROM orders`)
    await db.execute(sql`
      INSERT INTO refunds (id, payment_id, order_id, amount_paise, reason, status, gateway_refund_id, created_at,
                           initiated_at, settled_at, updated_at)
      SELECT gen_random_uuid(), payment_id, id, amount_paise, 'duplicate', 'processed', 'rfnd_' || id, ${START},
             ${START}, ${START}, ${START} FROM orders`)
    await db.execute(sql`
      INSERT INTO gateway_events (event_id, event, gateway_order_id, payment_id, received_at)
      SELECT 'evt_' || id, 'payment.captured', gateway_order_id, payment_id, ${START} FROM orders`)
    await db.execute(sql`
      INSERT INTO promo_redemptions (id, code, applicant_id, order_id, created_at)
      SELECT gen_random_uuid(), 'EEC25', applicant_id, id, ${START} FROM orders`)
    await db.execute(sql`
      INSERT INTO contact_messages (id, name, email, message, created_at)
      SELECT gen_random_uuid(), 'Visitor', 'visitor@example.com', 'Hello', ${START} FROM generate_series(1, ${ROWS})`)
    await db.execute(sql`
      INSERT INTO rate_limit_counters (key, hits, resets_at)
      SELECT 'ip /api/contact 10.0.' || (g / 256) || '.' || (g % 256), 1, ${START}
      FROM generate_series(1, ${ROWS}) g`)
  })
  afterAll(() => h.close())

  it('the whole purchase, from registration to the invoice, and a contact message', async () => {
    const who = applicant('eec')
    const scans = await scansIn(async () => {
      const expectOk = async (response: Promise<{ statusCode: number; body: string }>) => {
        const answer = await response
        expect(answer.statusCode, answer.body).toBe(200)
        return answer
      }
      await expectOk(register(h, who))
      const otp = await latestOtp(h.database, who.email)
      const wrong = await post(h.app, '/api/onboarding/validate-otp', {
        ...who,
        otp: otp === '000000' ? '1' : '0',
      })
      expect(wrong.statusCode).toBe(400)
      const verified = await expectOk(
        post(h.app, '/api/onboarding/validate-otp', { email: who.email, phone: who.phone, otp }),
      )
      const session = (verified as unknown as { cookies: { name: string; value: string }[] }).cookies.find(
        (cookie) => cookie.name === 'dem_session',
      )
      const cookie = `dem_session=${session?.value}`
      await expectOk(post(h.app, '/api/onboarding/select-plan', { email: who.email, plan: 'basic' }, cookie))
      await expectOk(post(h.app, '/api/promo/apply', { email: who.email, promoCode: 'EEC25' }, cookie))
      const order = (await expectOk(post(h.app, '/api/payment/create-order', { email: who.email }, cookie)))
        .body
      const orderId = (JSON.parse(order) as { orderId: string }).orderId
      // The simulated gateway's checkout pays; its webhooks (authorised, captured, order paid) come in as HTTP
      // requests while verify asks the gateway about the payment.
      const paid = await expectOk(post(h.app, '/api/payment/simulator/pay', { order_id: orderId }, cookie))
      await expectOk(
        post(
          h.app,
          '/api/payment/verify',
          { email: who.email, ...(JSON.parse(paid.body) as object) },
          cookie,
        ),
      )
      await h.app.ctx.simulator?.whenIdle()
      await expectOk(post(h.app, '/api/onboarding/payment/success', { email: who.email }, cookie))
      const { role, ...details } = who
      await expectOk(post(h.app, '/api/invoice/send', { ...details, role }, cookie))
      await expectOk(
        post(h.app, '/api/contact', {
          name: 'Visitor',
          email: 'visitor@example.com',
          message: 'Hello there.',
        }),
      )
      // The queued mail (code, invoice with its PDF, contact notification) goes out.
      while ((await h.app.ctx.mail.runOnce()) > 0);
      h.clock.advance(120_000)
      expect(await h.app.ctx.reconciler.runOnce()).toBeDefined()
    })
    expect(scans).toEqual([])
  })

  it('batches of code issues and checks, right and wrong codes together', async () => {
    const secret = h.app.ctx.config.otpSecret
    const policy = { secret, emailHourlyCap: 5, phoneHourlyCap: 5 }
    const issues = [1, 2, 3].map((n) =>
      prepareOtp(
        {
          email: `user${n}@example.com`,
          phone: String(7000000000 + n),
          firstName: 'First',
          lastName: 'Last',
          role: 'eec',
          client: '127.0.0.1',
        },
        secret,
        START,
      ),
    )
    expect(await scansIn(() => issueOtps(h.database.db, issues, policy))).toEqual([])
    const attempts: OtpAttempt[] = issues.map((issue, index) => ({
      email: issue.request.email,
      phone: issue.request.phone,
      // The code sent (read from its mail) for all but the last, which is wrong.
      otp: index < 2 ? (unsealMail(secret, issue).body.match(/\b(\d{6})\b/)?.[1] ?? '') : 'x',
      client: '127.0.0.1',
      now: START,
      session: prepareSession({ secret, ttlHours: 24, now: START }),
    }))
    expect(await scansIn(() => checkOtps(h.database.db, attempts, secret))).toEqual([])
  })
})
