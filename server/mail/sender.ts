/**
 * Delivers the mail queue. Rows are claimed with FOR UPDATE SKIP LOCKED and marked `sending` with a lease, so
 * several API instances on one PostgreSQL never take the same row; a row whose sender died mid-way becomes due
 * again when its lease expires. A failed send is retried with exponential backoff and ends as `dead` after the
 * configured number of attempts.
 *
 * Up to `concurrency` messages are on their way at once, and a row is claimed only when one of them has room, so
 * a slow SMTP server or invoice render holds one lane, not the queue, and a claimed row never waits behind other
 * rows while its lease runs. One-time codes are claimed before other due mail: a buyer is waiting for the code.
 */
import type { FastifyBaseLogger } from 'fastify'
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { invoices, mailQueue } from '../db/schema'
import type { Clock } from '../services/clock'
import { InvoicePdfThread } from '../services/invoice-pdf-thread'
import type { SupplierDetails } from '../services/invoices'
import { unsealMail } from './sealed'
import type { MailTransport } from './transports'

const BATCH = 10
/** Longer than a delivery can take: the invoice render gives up after 60 s, the SMTP transport within ~50 s. */
const LEASE_MS = 120_000
const MAX_BACKOFF_MS = 3_600_000

type MailRow = typeof mailQueue.$inferSelect

export interface MailSenderOptions {
  db: Db
  transport: MailTransport
  from: string
  clock: Clock
  log: FastifyBaseLogger
  pollMs: number
  /** Messages on their way at once. */
  concurrency: number
  retryBaseMs: number
  maxAttempts: number
  supplier: SupplierDetails
  /** OTP_SECRET: opens the sealed mail of one-time codes (see sealed.ts). */
  sealSecret: string
}

export class MailSender {
  private running = false
  private loop: Promise<void> | undefined
  private wake: (() => void) | undefined
  private readonly pdf = new InvoicePdfThread()

  constructor(private readonly options: MailSenderOptions) {}

  /** Wakes the loop now instead of at the next poll (called right after a commit that enqueued mail). */
  kick(): void {
    this.wake?.()
  }

  start(): void {
    if (this.running) return
    this.running = true
    this.loop = this.run()
  }

  async stop(): Promise<void> {
    this.running = false
    this.kick()
    await this.loop
    this.options.transport.close()
    await this.pdf.close()
  }

  private async run(): Promise<void> {
    const inFlight = new Set<Promise<void>>()
    while (this.running) {
      let claimed: MailRow[] = []
      try {
        const room = this.options.concurrency - inFlight.size
        if (room > 0) claimed = await this.claim(room)
      } catch (error) {
        this.options.log.error({ err: error }, 'mail sender pass failed')
      }
      for (const row of claimed) {
        const delivery: Promise<void> = this.deliver(row)
          .catch((error: unknown) =>
            this.options.log.error({ err: error, mailId: row.id }, 'mail delivery failed'),
          )
          .finally(() => inFlight.delete(delivery))
        inFlight.add(delivery)
      }
      // More may be due: claim again at once. Otherwise wait for a lane to free up, a kick or the next poll.
      if (claimed.length > 0 || !this.running) continue
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.pollMs)
        this.wake = () => {
          clearTimeout(timer)
          resolve()
        }
        for (const delivery of inFlight) void delivery.then(this.wake)
      })
      this.wake = undefined
    }
    await Promise.all(inFlight)
  }

  /** Claims one batch of due messages and tries to send each (as many at once as the concurrency allows). */
  async runOnce(): Promise<number> {
    const claimed = await this.claim(BATCH)
    const count = claimed.length
    const lanes = Array.from({ length: Math.min(this.options.concurrency, count) }, async () => {
      for (let row = claimed.shift(); row; row = claimed.shift()) await this.deliver(row)
    })
    const failed = (await Promise.allSettled(lanes)).find((lane) => lane.status === 'rejected')
    if (failed) throw failed.reason
    return count
  }

  /** Claims up to `limit` due rows, one-time codes first, then the oldest, under a lease. */
  private async claim(limit: number): Promise<MailRow[]> {
    const { db, clock } = this.options
    const now = clock()
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailQueue.id })
        .from(mailQueue)
        // The statuses are literals, not parameters, so that even a generic plan can use the partial index.
        .where(
          or(
            and(sql`${mailQueue.status} = 'pending'`, lte(mailQueue.nextAttemptAt, now)),
            and(sql`${mailQueue.status} = 'sending'`, lte(mailQueue.lockedUntil, now)),
          ),
        )
        .orderBy(sql`${mailQueue.kind} <> 'otp'`, asc(mailQueue.id))
        .limit(limit)
        .for('update', { skipLocked: true })
      if (due.length === 0) return []
      return tx
        .update(mailQueue)
        .set({ status: 'sending', lockedUntil: new Date(now.getTime() + LEASE_MS) })
        .where(
          inArray(
            mailQueue.id,
            due.map((row) => row.id),
          ),
        )
        .returning()
    })
  }

  private async deliver(row: MailRow): Promise<void> {
    const { db, transport, clock, log } = this.options
    const attempts = row.attempts + 1
    try {
      // A code's mail is sealed in the queue (see sealed.ts); every other kind is stored as written.
      const { subject, body } = row.kind === 'otp' ? unsealMail(this.options.sealSecret, row) : row
      const attachments = row.invoiceId ? [await this.invoiceAttachment(row.invoiceId)] : undefined
      await transport.send({
        messageId: `mail-${row.id}-${row.createdAt.getTime().toString(36)}@dem.invalid`,
        from: this.options.from,
        to: row.to,
        ...(row.replyTo ? { replyTo: row.replyTo } : {}),
        subject,
        text: body,
        ...(attachments ? { attachments } : {}),
      })
      await db
        .update(mailQueue)
        .set({ status: 'sent', attempts, sentAt: clock(), lockedUntil: null, lastError: null })
        .where(eq(mailQueue.id, row.id))
    } catch (error) {
      const dead = attempts >= this.options.maxAttempts
      const delay = Math.min(this.options.retryBaseMs * 2 ** (attempts - 1), MAX_BACKOFF_MS)
      const reason = error instanceof Error ? error.message : String(error)
      log.warn({ mailId: row.id, kind: row.kind, attempts, dead, reason }, 'mail delivery failed')
      await db
        .update(mailQueue)
        .set({
          status: dead ? 'dead' : 'pending',
          attempts,
          lockedUntil: null,
          lastError: reason.slice(0, 500),
          nextAttemptAt: new Date(clock().getTime() + delay),
        })
        .where(eq(mailQueue.id, row.id))
    }
  }

  private async invoiceAttachment(invoiceId: string) {
    const [invoice] = await this.options.db.select().from(invoices).where(eq(invoices.id, invoiceId))
    if (!invoice) throw new Error(`invoice ${invoiceId} not found`)
    return {
      filename: `${invoice.number.replace(/\//g, '-')}.pdf`,
      content: await this.pdf.render(invoice, this.options.supplier),
      contentType: 'application/pdf',
    }
  }
}
