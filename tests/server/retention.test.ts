import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { randomUUID } from 'node:crypto'
import { contactMessages, mailQueue, otpChallenges, sessions, applicants } from '../../server/db/schema'
import { purgeExpired, runRetention } from '../../server/services/retention'
import { backends, freshDatabase, START } from './helpers'

const DAY = 86_400_000
const at = (msFromStart: number) => new Date(START.getTime() + msFromStart)

describe.each(backends)('retention purge (%s)', (backend) => {
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
        otpChallenges: 1,
        mail: 2,
      })

      expect((await db.select().from(contactMessages)).map((r) => r.name)).toEqual(['New'])
      expect((await db.select().from(sessions)).map((r) => r.tokenHash)).toEqual(['live'])
      expect(await db.select().from(otpChallenges)).toHaveLength(1)
      expect((await db.select().from(mailQueue)).map((r) => r.status).sort()).toEqual(['pending', 'sent'])
      // Running again finds nothing more.
      expect(await purgeExpired(db, START)).toEqual({
        contactMessages: 0,
        sessions: 0,
        otpChallenges: 0,
        mail: 0,
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
})
