import { eq, isNull, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { loadConfig } from '../../server/config'
import { defaultSettings } from '../../server/context'
import {
  applicants,
  contactMessages,
  emailCodes,
  invoices,
  jobs,
  mailQueue,
  orders,
  otpChallenges,
  rateLimitCounters,
  scanAnswers,
  scans,
  sessions,
  staffSessions,
  tickets,
} from '../../server/db/schema'
import { dataInventory, retentionRules } from '../../src/content/privacy-centre'
import { purgeExpired, RETENTION_INTERVAL_MS, retention, runRetention } from '../../server/services/retention'
import { privacyPolicy } from '../../src/content/policies'
import { applicant, backends, freshDatabase, latestOtp, makeHarness, post, register, START } from './helpers'

const DAY = 86_400_000
const at = (msFromStart: number) => new Date(START.getTime() + msFromStart)

// Each test opens a fresh database (and one a whole app): 30 s was not enough on the loaded machine.
describe.each(backends)('retention purge (%s)', { timeout: 120_000 }, (backend) => {
  test('deletes exactly what the privacy policy says we do not keep', async () => {
    const { database, drop } = await freshDatabase(backend)
    try {
      const db = database.db
      await db.insert(contactMessages).values([
        {
          id: randomUUID(),
          name: 'Old',
          email: 'old@example.com',
          message: 'two years ago',
          createdAt: at(-731 * DAY),
        },
        {
          id: randomUUID(),
          name: 'New',
          email: 'new@example.com',
          message: 'last week',
          createdAt: at(-7 * DAY),
        },
      ])
      const applicantId = randomUUID()
      await db.insert(applicants).values({
        id: applicantId,
        email: 'asha@example.com',
        firstName: 'Asha',
        lastName: 'Rao',
        phone: '9876543210',
        role: 'student',
        createdAt: at(-3 * DAY),
        updatedAt: at(-3 * DAY),
      })
      await db.insert(sessions).values([
        {
          id: randomUUID(),
          tokenHash: 'expired',
          applicantId,
          expiresAt: at(-3_600_000),
          createdAt: at(-DAY),
        },
        {
          id: randomUUID(),
          tokenHash: 'live',
          applicantId,
          expiresAt: at(3_600_000),
          createdAt: at(-DAY / 2),
        },
      ])
      const challenge = {
        applicantId,
        firstName: 'Asha',
        lastName: 'Rao',
        phone: '9876543210',
        role: 'student' as const,
        codeHash: 'x',
      }
      await db.insert(otpChallenges).values([
        { ...challenge, id: randomUUID(), expiresAt: at(-2 * DAY + 600_000), createdAt: at(-2 * DAY) },
        { ...challenge, id: randomUUID(), expiresAt: at(-3_000_000), createdAt: at(-3_600_000) },
      ])
      // A code's SMS job from two days ago goes with its code; one from a minute ago stays.
      const sms = { kind: 'sms' as const, payload: { to: '9876543210' }, status: 'done' as const }
      await db.insert(jobs).values([
        { ...sms, runAt: at(-2 * DAY), createdAt: at(-2 * DAY) },
        { ...sms, runAt: at(-60_000), createdAt: at(-60_000) },
      ])
      const mail = { kind: 'otp' as const, to: 'asha@example.com', subject: 's', body: 'code 123456' }
      await db.insert(mailQueue).values([
        {
          ...mail,
          status: 'sent',
          nextAttemptAt: at(-2 * DAY),
          createdAt: at(-2 * DAY),
          sentAt: at(-2 * DAY),
        },
        {
          ...mail,
          status: 'sent',
          nextAttemptAt: at(-3_600_000),
          createdAt: at(-3_600_000),
          sentAt: at(-3_600_000),
        },
        { ...mail, status: 'pending', nextAttemptAt: at(-40 * DAY), createdAt: at(-40 * DAY) },
        { ...mail, status: 'dead', nextAttemptAt: at(-31 * DAY), createdAt: at(-31 * DAY) },
      ])

      expect(await purgeExpired(db, START)).toEqual({
        contactMessages: 1,
        sessions: 1,
        staffSessions: 0,
        otpChallenges: 1,
        signInCodes: 0,
        shortMessages: 1,
        unconfirmedApplicants: 0,
        mail: 2,
        rateLimitCounters: 0,
        scans: 0,
        taxRecords: 0,
        requests: 0,
      })

      expect((await db.select().from(contactMessages)).map((r) => r.name)).toEqual(['New'])
      expect((await db.select().from(sessions)).map((r) => r.tokenHash)).toEqual(['live'])
      expect(await db.select().from(otpChallenges)).toHaveLength(1)
      expect((await db.select().from(mailQueue)).map((r) => r.status).sort()).toEqual(['pending', 'sent'])
      // Running again finds nothing more.
      expect(await purgeExpired(db, START)).toEqual({
        contactMessages: 0,
        sessions: 0,
        staffSessions: 0,
        otpChallenges: 0,
        signInCodes: 0,
        shortMessages: 0,
        unconfirmedApplicants: 0,
        mail: 0,
        rateLimitCounters: 0,
        scans: 0,
        taxRecords: 0,
        requests: 0,
      })
    } finally {
      await drop()
    }
  })
  test('the scheduled job vacuums and analyzes the embedded database (PostgreSQL autovacuums itself)', async () => {
    const { database, drop } = await freshDatabase(backend)
    try {
      const db = database.db
      await db.insert(contactMessages).values(
        Array.from({ length: 40 }, (_, index) => ({
          id: randomUUID(),
          name: `Visitor ${index}`,
          email: 'visitor@example.com',
          message: 'hello',
          createdAt: at(index < 10 ? -800 * DAY : -DAY),
        })),
      )
      const stats = async () =>
        (
          (await db.execute(sql`
            SELECT c.reltuples, s.last_vacuum FROM pg_class c JOIN pg_stat_user_tables s ON s.relid = c.oid
            WHERE c.relname = 'contact_messages'`)) as unknown as {
            rows: { reltuples: number; last_vacuum: unknown }[]
          }
        ).rows[0]
      const result = await runRetention(database, START)
      expect(result).toMatchObject({ contactMessages: 10, vacuumed: backend === 'pglite' })
      if (backend === 'pglite') {
        // Vacuumed, and the planner's row count is the 30 rows left, not "never analyzed" (-1).
        expect(await stats()).toMatchObject({ reltuples: 30, last_vacuum: expect.anything() })
      }
    } finally {
      await drop()
    }
  })

  test('with the clock moved on: unconfirmed details and codes go within two hours, as the privacy policy says', async () => {
    const h = await makeHarness(backend, { env: { STAFF_EMAILS: 'desk@dem.example.in' } })
    try {
      const db = h.database.db
      const stranger = applicant() // details typed by anyone for an email nobody confirms
      const buyer = applicant()
      expect((await register(h, stranger)).statusCode).toBe(200)
      expect((await register(h, buyer)).statusCode).toBe(200)
      const otp = await latestOtp(h.database, buyer.email)
      expect(
        (await post(h.app, '/api/onboarding/validate-otp', { email: buyer.email, phone: buyer.phone, otp }))
          .statusCode,
      ).toBe(200)
      // Sign-in codes of My orders and the back office (every address typed, with the client's IP), and a staff
      // session.
      expect((await post(h.app, '/api/orders/code', { email: buyer.email })).statusCode).toBe(200)
      expect((await post(h.app, '/api/orders/code', { email: 'typed@example.org' })).statusCode).toBe(200)
      expect((await post(h.app, '/api/admin/code', { email: 'desk@dem.example.in' })).statusCode).toBe(200)
      const staffCode = await latestOtp(h.database, 'desk@dem.example.in')
      const staff = await post(h.app, '/api/admin/sign-in', { email: 'desk@dem.example.in', code: staffCode })
      expect(staff.statusCode).toBe(200)
      const staffConfig = h.app.ctx.config.staff
      const rows = async () => ({
        applicants: (await db.select().from(applicants)).map((row) => row.email).sort(),
        challenges: (await db.select().from(otpChallenges)).length,
        signInCodes: (await db.select().from(emailCodes)).length,
        staffSessions: (await db.select().from(staffSessions)).length,
        counters: (await db.select().from(rateLimitCounters)).length,
      })
      expect(await rows()).toMatchObject({ challenges: 2, signInCodes: 3, staffSessions: 1 })
      expect((await rows()).counters).toBeGreaterThan(0)

      // A staff session ends after the idle timeout: its row goes with the next run (here after 31 minutes).
      h.clock.advance(31 * 60_000)
      expect(await runRetention(h.database, h.clock.now, staffConfig)).toMatchObject({ staffSessions: 1 })

      // The purge runs every hour: one run within the first hour keeps everything the caps still need.
      h.clock.advance(28 * 60_000)
      await runRetention(h.database, h.clock.now, staffConfig)
      expect(await rows()).toMatchObject({
        applicants: [buyer.email, stranger.email].sort(),
        challenges: 2,
        signInCodes: 3,
        staffSessions: 0,
      })

      // The next run, under two hours after the codes: the stranger's details and both codes are gone; the
      // confirmed buyer is kept, and so are the abuse counters' rows only while their window runs.
      h.clock.advance(RETENTION_INTERVAL_MS)
      const counts = await runRetention(h.database, h.clock.now, staffConfig)
      expect(counts).toMatchObject({ otpChallenges: 2, signInCodes: 3, unconfirmedApplicants: 1 })
      expect(await rows()).toEqual({
        applicants: [buyer.email],
        challenges: 0,
        signInCodes: 0,
        staffSessions: 0,
        counters: 0,
      })
      const [kept] = await db.select().from(applicants).where(eq(applicants.email, buyer.email))
      expect(kept?.emailVerifiedAt).not.toBeNull()
    } finally {
      await h.close()
    }
  })
})

test('the privacy policy states the periods the purge keeps', () => {
  const kept = privacyPolicy.sections.find((section) => section.heading === 'How long we keep it')?.list ?? []
  // An hourly job deleting after one hour: gone within two.
  expect(RETENTION_INTERVAL_MS).toBe(3_600_000)
  expect(retention.codesHours).toBe(1)
  expect(kept).toContain(
    'One-time codes, with the name and phone number typed for them: a code works for 10 minutes, and its record is deleted within two hours (for one hour it lets us limit repeated requests). Session cookie: 24 hours.',
  )
  expect(kept).toContain(
    'Details typed for an email address that is never confirmed with its one-time code: deleted within two hours.',
  )
  expect(retention.contactMessagesDays).toBe(730)
  expect(kept).toContain('Contact messages: two years, then deleted.')
  expect(retention).toMatchObject({ sentMailDays: 1, deadMailDays: 30 })
  expect(kept).toContain(
    'Copies of the emails we send (codes, invoices, notifications): deleted one day after delivery, or 30 days after an email could not be delivered.',
  )
  expect(kept).toContain(
    'Abuse counters (an IP address or account and how many requests it made): deleted within two hours.',
  )
})

describe.each(backends)(
  'every row of the notice, when its time is up (%s)',
  { timeout: 120_000 },
  (backend) => {
    test('is deleted or restricted by the job, and not a moment before', async () => {
      const { database, drop } = await freshDatabase(backend)
      try {
        const db = database.db
        const r = retentionRules
        const hours = (n: number) => n * 3_600_000
        const justInside = (ms: number) => at(-ms + 60_000)
        const justOutside = (ms: number) => at(-ms - 60_000)
        const newApplicant = async (verified: boolean, createdAt: Date) => {
          const id = randomUUID()
          await db.insert(applicants).values({
            id,
            email: `${id}@example.com`,
            firstName: 'Asha',
            lastName: 'Rao',
            phone: '9876543210',
            role: 'student',
            emailVerifiedAt: verified ? createdAt : null,
            createdAt,
            updatedAt: createdAt,
          })
          return id
        }
        const buyer = await newApplicant(true, at(-10_000 * DAY))
        const newOrder = async () => {
          const id = randomUUID()
          await db.insert(orders).values({
            id,
            applicantId: buyer,
            role: 'student',
            plan: 'basic',
            planName: "Achiever's Report",
            listPricePaise: 499_900,
            amountPaise: 499_900,
            currency: 'INR',
            gateway: 'simulated',
            gatewayOrderId: `order_${id.slice(0, 8)}`,
            status: 'invoiced',
            createdAt: at(-10_000 * DAY),
            updatedAt: at(-10_000 * DAY),
          })
          return id
        }

        /** Each rule: make a record just inside its time and one just outside; answer how to read what is left. */
        const checks: Record<keyof typeof retentionRules, () => Promise<() => Promise<unknown>>> = {
          unconfirmedRegistrationHours: async () => {
            const young = await newApplicant(false, justInside(hours(r.unconfirmedRegistrationHours)))
            await newApplicant(false, justOutside(hours(r.unconfirmedRegistrationHours)))
            return async () => {
              const left = await db
                .select({ id: applicants.id })
                .from(applicants)
                .where(isNull(applicants.emailVerifiedAt))
              expect(left.map((row) => row.id)).toEqual([young])
            }
          },
          codesHours: async () => {
            const challenge = {
              applicantId: buyer,
              firstName: 'A',
              lastName: 'B',
              phone: '9876543210',
              role: 'student' as const,
              codeHash: 'x',
              expiresAt: at(0),
            }
            await db.insert(otpChallenges).values([
              { ...challenge, id: randomUUID(), createdAt: justInside(hours(r.codesHours)) },
              { ...challenge, id: randomUUID(), createdAt: justOutside(hours(r.codesHours)) },
            ])
            const code = {
              purpose: 'orders' as const,
              email: 'asha@example.com',
              ip: '203.0.113.9',
              codeHash: 'x',
              expiresAt: at(0),
            }
            await db.insert(emailCodes).values([
              { ...code, id: randomUUID(), createdAt: justInside(hours(r.codesHours)) },
              { ...code, id: randomUUID(), createdAt: justOutside(hours(r.codesHours)) },
            ])
            return async () => {
              expect(await db.select().from(otpChallenges)).toHaveLength(1)
              expect(await db.select().from(emailCodes)).toHaveLength(1)
            }
          },
          sessionHours: async () => {
            // A session ends when it expires, sessionHours after it opened (the app's setting comes from the rule).
            expect(
              defaultSettings(
                loadConfig({
                  NODE_ENV: 'test',
                  DATA_DIR: '/tmp/unused',
                  SESSION_SECRET: 'x'.repeat(32),
                  OTP_SECRET: 'y'.repeat(32),
                }),
              ).sessionTtlHours,
            ).toBe(r.sessionHours)
            const session = (opened: Date) => ({
              id: randomUUID(),
              tokenHash: randomUUID(),
              applicantId: buyer,
              createdAt: opened,
              expiresAt: new Date(opened.getTime() + hours(r.sessionHours)),
            })
            await db
              .insert(sessions)
              .values([
                session(justInside(hours(r.sessionHours))),
                session(justOutside(hours(r.sessionHours))),
              ])
            return async () => expect(await db.select().from(sessions)).toHaveLength(1)
          },
          sentMailDays: async () => {
            const mail = {
              kind: 'invoice' as const,
              to: 'asha@example.com',
              subject: 's',
              body: 'b',
              status: 'sent' as const,
            }
            await db.insert(mailQueue).values([
              {
                ...mail,
                nextAttemptAt: at(-r.sentMailDays * DAY),
                createdAt: at(-r.sentMailDays * DAY),
                sentAt: justInside(r.sentMailDays * DAY),
              },
              {
                ...mail,
                nextAttemptAt: at(-r.sentMailDays * DAY),
                createdAt: at(-r.sentMailDays * DAY),
                sentAt: justOutside(r.sentMailDays * DAY),
              },
            ])
            return async () =>
              expect(await db.select().from(mailQueue).where(eq(mailQueue.status, 'sent'))).toHaveLength(1)
          },
          deadMailDays: async () => {
            const mail = {
              kind: 'invoice' as const,
              to: 'asha@example.com',
              subject: 's',
              body: 'b',
              status: 'dead' as const,
            }
            await db.insert(mailQueue).values([
              { ...mail, nextAttemptAt: at(0), createdAt: justInside(r.deadMailDays * DAY) },
              { ...mail, nextAttemptAt: at(0), createdAt: justOutside(r.deadMailDays * DAY) },
            ])
            return async () =>
              expect(await db.select().from(mailQueue).where(eq(mailQueue.status, 'dead'))).toHaveLength(1)
          },
          contactMessagesDays: async () => {
            const message = { name: 'Asha', email: 'asha@example.com', message: 'hello' }
            await db.insert(contactMessages).values([
              { ...message, id: randomUUID(), createdAt: justInside(r.contactMessagesDays * DAY) },
              { ...message, id: randomUUID(), createdAt: justOutside(r.contactMessagesDays * DAY) },
            ])
            return async () => expect(await db.select().from(contactMessages)).toHaveLength(1)
          },
          childDataDays: async () => {
            const scan = async (submittedAt: Date) => {
              const id = randomUUID()
              await db.insert(scans).values({
                id,
                orderId: await newOrder(),
                tokenHash: randomUUID(),
                status: 'submitted',
                childFirstName: 'Kavya',
                childClass: 8,
                linkSentAt: submittedAt,
                expiresAt: submittedAt,
                submittedAt,
                createdAt: submittedAt,
                updatedAt: submittedAt,
              })
              await db.insert(scanAnswers).values({
                scanId: id,
                questionId: 'q1',
                answer: 'a',
                answeredAt: submittedAt,
                receivedAt: submittedAt,
              })
              return id
            }
            const kept = await scan(justInside(r.childDataDays * DAY))
            const gone = await scan(justOutside(r.childDataDays * DAY))
            return async () => {
              const rows = await db.select().from(scans)
              expect(rows.find((row) => row.id === kept)).toMatchObject({
                status: 'submitted',
                childFirstName: 'Kavya',
              })
              expect(rows.find((row) => row.id === gone)).toMatchObject({
                status: 'erased',
                childFirstName: null,
              })
              expect((await db.select().from(scanAnswers)).map((row) => row.scanId)).toEqual([kept])
            }
          },
          taxRecordsDays: async () => {
            const invoice = async (issuedAt: Date, n: number) => {
              const id = randomUUID()
              await db.insert(invoices).values({
                id,
                orderId: await newOrder(),
                number: `INV/00-01/00000${n}`,
                financialYear: '2000-01',
                sequence: n,
                issuedAt,
                buyerName: 'Asha Rao',
                buyerEmail: 'asha@example.com',
                buyerPhone: '9876543210',
                description: "Achiever's Report",
                sac: '999293',
                placeOfSupply: 'Maharashtra',
                gstRate: '18',
                totalPaise: 499_900,
                taxablePaise: 423_644,
                cgstPaise: 38_128,
                sgstPaise: 38_128,
                igstPaise: 0,
                paymentId: `pay_${n}`,
              })
              return id
            }
            const kept = await invoice(justInside(r.taxRecordsDays * DAY), 1)
            const restricted = await invoice(justOutside(r.taxRecordsDays * DAY), 2)
            return async () => {
              const rows = await db.select().from(invoices)
              expect(rows.find((row) => row.id === kept)).toMatchObject({
                buyerName: 'Asha Rao',
                restrictedAt: null,
              })
              expect(rows.find((row) => row.id === restricted)).toMatchObject({
                buyerName: '',
                buyerEmail: '',
                buyerPhone: '',
                restrictedAt: START,
                totalPaise: 499_900,
              })
            }
          },
          requestsDays: async () => {
            const ticket = (n: number, closedAt: Date | null) => ({
              id: randomUUID(),
              kind: 'privacy' as const,
              number: `PRV-00000${n}`,
              applicantId: buyer,
              reason: 'question',
              message: 'What do you hold?',
              state: closedAt ? ('closed' as const) : ('open' as const),
              createdAt: at(-5000 * DAY),
              acknowledgeBy: at(-5000 * DAY),
              resolveBy: at(-5000 * DAY),
              closedAt,
              updatedAt: at(-5000 * DAY),
            })
            await db.insert(tickets).values([
              ticket(1, justInside(r.requestsDays * DAY)),
              ticket(2, justOutside(r.requestsDays * DAY)),
              // Still open, however old: a person has not answered it yet.
              ticket(3, null),
            ])
            return async () =>
              expect((await db.select().from(tickets)).map((row) => row.number).sort()).toEqual([
                'PRV-000001',
                'PRV-000003',
              ])
          },
          logsDays: async () => {
            // Technical logs are the journal's: the unit writes to its own namespace, kept logsDays.
            const unit = readFileSync(path.join(import.meta.dirname, '../../deploy/dem-api.service'), 'utf8')
            expect(unit).toMatch(/^LogNamespace=dem$/m)
            const journal = readFileSync(
              path.join(import.meta.dirname, '../../deploy/journald@dem.conf'),
              'utf8',
            )
            expect(journal).toMatch(new RegExp(`^MaxRetentionSec=${r.logsDays}day$`, 'm'))
            return async () => undefined
          },
        }

        // Every rule belongs to a row of the notice, and every row's rules are checked here.
        const used = new Set(dataInventory.flatMap((row) => row.rules))
        expect([...used].sort()).toEqual(Object.keys(retentionRules).sort())
        const verify: (() => Promise<unknown>)[] = []
        // (Rows that share a rule, such as the child's details, answers and report, are proved by one check.)
        for (const rule of used) verify.push(await checks[rule]())
        await purgeExpired(db, START)
        for (const check of verify) await check()
      } finally {
        await drop()
      }
    })
  },
)
