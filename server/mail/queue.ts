import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { contactMessages, mailQueue } from '../db/schema'

export interface QueuedMail {
  kind: 'otp' | 'invoice' | 'contact'
  to: string
  subject: string
  body: string
  replyTo?: string
  invoiceId?: string
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
    nextAttemptAt: now,
    createdAt: now,
  })
}

/**
 * Stores a contact message and queues its notification in ONE statement (a data-modifying CTE): atomic like a
 * transaction, but a single round trip, which matters on the embedded single-connection database under load.
 */
export async function storeContactMessage(
  db: DbOrTx,
  message: typeof contactMessages.$inferInsert,
  mail: QueuedMail,
  now: Date,
): Promise<void> {
  await db.execute(sql`
    WITH stored AS (
      INSERT INTO ${contactMessages} (id, name, email, message, created_at)
      VALUES (${message.id}, ${message.name}, ${message.email}, ${message.message}, ${now})
    )
    INSERT INTO ${mailQueue} (kind, to_address, reply_to, subject, body, next_attempt_at, created_at)
    VALUES (${mail.kind}, ${mail.to}, ${mail.replyTo ?? null}, ${mail.subject}, ${mail.body}, ${now}, ${now})`)
}
