import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { recordset } from '../db/recordset'
import { contactMessages, mailQueue, orders, type MailKind } from '../db/schema'
import type { Language } from '../../src/content/localised'

export interface QueuedMail {
  kind: MailKind
  to: string
  subject: string
  body: string
  replyTo?: string
  invoiceId?: string
  meta?: Record<string, string>
  /** Not before this time (a reminder): the row waits in the queue, so a restart loses none and sends none twice. */
  sendAt?: Date
  /** The words' language: a Hindi mail's button and footer are Hindi too (kept as meta.language). */
  language?: Language
}

/** The row's meta, with the language of a Hindi mail in it. */
export function mailMeta(mail: Pick<QueuedMail, 'meta' | 'language'>): Record<string, string> | null {
  if (mail.language === 'hi') return { ...mail.meta, language: 'hi' }
  return mail.meta ?? null
}

/** The language of an order's mails (orders.language: the page the buyer paid on). */
export async function orderLanguage(tx: DbOrTx, orderId: string): Promise<Language> {
  const [row] = await tx.select({ language: orders.language }).from(orders).where(eq(orders.id, orderId))
  return row?.language ?? 'en'
}

/**
 * Adds a message to the durable queue. Call it with the transaction that makes the state change, so the
 * message exists if and only if the change committed.
 */
export async function enqueueMail(tx: DbOrTx, mail: QueuedMail, now: Date): Promise<void> {
  await tx.insert(mailQueue).values({
    kind: mail.kind,
    to: mail.to,
    subject: mail.subject,
    body: mail.body,
    replyTo: mail.replyTo ?? null,
    invoiceId: mail.invoiceId ?? null,
    meta: mailMeta(mail),
    // A scheduled mail enters the queue at its time: until then it is no backlog (health, the sender's order).
    nextAttemptAt: mail.sendAt ?? now,
    createdAt: mail.sendAt ?? now,
  })
}

export interface ContactWrite {
  message: typeof contactMessages.$inferInsert
  mail: QueuedMail
  now: Date
}

/**
 * Stores contact messages and queues their notifications in ONE statement (a data-modifying CTE): atomic like a
 * transaction, a single round trip, and one statement for a whole batch of requests on the embedded database (see
 * db/coalescer.ts), its rows in one JSON parameter (db/recordset.ts).
 */
export async function storeContactMessages(db: DbOrTx, writes: readonly ContactWrite[]): Promise<void[]> {
  if (writes.length === 0) return []
  const rows = writes.map(({ message, mail, now }) => ({
    id: message.id,
    name: message.name,
    email: message.email,
    message: message.message,
    created_at: now,
    kind: mail.kind,
    to_address: mail.to,
    reply_to: mail.replyTo ?? null,
    subject: mail.subject,
    body: mail.body,
  }))
  await db.execute(sql`
    WITH input AS (
      SELECT * FROM ${recordset(rows)} AS x(
        id uuid, name text, email text, message text, created_at timestamptz,
        kind text, to_address text, reply_to text, subject text, body text)
    ),
    stored AS (
      INSERT INTO ${contactMessages} (id, name, email, message, created_at)
      SELECT id, name, email, message, created_at FROM input
    )
    INSERT INTO ${mailQueue} (kind, to_address, reply_to, subject, body, next_attempt_at, created_at)
    SELECT kind, to_address, reply_to, subject, body, created_at, created_at FROM input`)
  return writes.map(() => undefined)
}

export interface MailQueueState {
  /** Messages not sent yet (waiting, being sent or waiting to be retried). */
  unsent: number
  /** Age of the oldest of them, in whole seconds; null when there are none. */
  oldestUnsentSeconds: number | null
  /** Mail that matters given up after days of retrying (one-time codes that expired unsent are not counted). */
  dead: number
}

/** Counts for /api/health: how far behind the sender is and what it gave up, never what the messages say. */
export async function mailQueueState(db: DbOrTx, now: Date): Promise<MailQueueState> {
  const [row] = (
    (await db.execute(sql`
      select
        (select count(*) from ${mailQueue} where status in ('pending', 'sending') and created_at <= ${now.toISOString()}::timestamptz)::int as unsent,
        (select min(created_at) from ${mailQueue} where status in ('pending', 'sending') and created_at <= ${now.toISOString()}::timestamptz) as oldest,
        (select count(*) from ${mailQueue} where status = 'dead' and kind <> 'otp')::int as dead`)) as unknown as {
      rows: { unsent: number; oldest: string | Date | null; dead: number }[]
    }
  ).rows
  const oldest = row?.oldest ? new Date(row.oldest) : null
  return {
    unsent: Number(row?.unsent ?? 0),
    oldestUnsentSeconds: oldest ? Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 1000)) : null,
    dead: Number(row?.dead ?? 0),
  }
}
