import type { DbOrTx } from '../db/client'
import { mailQueue } from '../db/schema'

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
