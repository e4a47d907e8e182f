/**
 * Delivers the mail queue. Rows are claimed with FOR UPDATE SKIP LOCKED and marked `sending` with a lease and the
 * claiming sender's id, so several API instances on one PostgreSQL never take the same row. Each sender beats a
 * heartbeat into mail_senders (jobs/owner.ts, the pattern the job runner shares); a row whose sender stopped
 * beating (crashed, killed, or an earlier run of this process) is due again at once, and any other row in
 * `sending` when its lease runs out.
 *
 * Retry policy, by kind: a one-time code ('otp') is worth sending only while it is valid (10 minutes from the
 * row's creation), so it is retried until then and then given up; every other kind matters (invoices, refunds,
 * support and contact notifications) and is retried with exponential backoff capped at `maxBackoffMs` (15
 * minutes) until the backoff has added up to `retryForMs` (3 days), and only then marked `dead` (resendable:
 * see requeueInvoiceMail in invoices/invoice-mail.ts).
 *
 * Sending is at least once: a crash after the transport accepted a message and before the row says `sent` sends
 * it again (same Message-ID). The window is one UPDATE long; when that UPDATE fails (the database is away) the
 * result is kept in memory and recorded once the database answers, instead of the row being sent again.
 *
 * Up to `concurrency` messages are on their way at once, and a row is claimed only when one of them has room, so
 * a slow SMTP server or invoice render holds one lane, not the queue, and a claimed row never waits behind other
 * rows while its lease runs. One-time codes are claimed before other due mail: a buyer is waiting for the code.
 */
import type { FastifyBaseLogger } from 'fastify'
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { mailQueue, type MailKind } from '../db/schema'
import type { Clock } from '../lib/clock'
import { OutageLog } from '../lib/outage-log'
import { retryDelay } from '../jobs/backoff'
import { Owner } from '../jobs/owner'
import { privacyCentreLink } from '../../src/content/privacy-links'
import type { Language } from '../../src/content/localised'
import { mailHtml } from './html'
import { hindiUrl } from './templates'
import { unsealMail } from './sealed'
import type { MailAttachment, MailTransport } from './transports'

const BATCH = 10
/** Longer than a delivery can take: the invoice render gives up after 60 s, the SMTP transport within ~50 s. */
const LEASE_MS = 120_000
/** How often a sender beats, and how long without a beat before its rows are taken over (jobs/owner.ts). */
export { HEARTBEAT_MS, OWNER_DEAD_MS } from '../jobs/owner'
/** A one-time code is valid for 10 minutes from its row's creation (services/otp.ts); after that its mail is noise. */
export const OTP_MAIL_VALID_MS = 10 * 60_000
/** While the database is away the loop looks every 2 s, not every poll. */
const OUTAGE_POLL_MS = 2_000

type MailRow = typeof mailQueue.$inferSelect

/**
 * The documents a row names by id (its invoice, credit note or report), rendered or read at send time by the rooms
 * that own them (invoices/, reports/): given at app assembly (server/app.ts `mailDocuments`), so the mail layer
 * imports nothing above it. A document that is gone (erased) rejects, and the mail is retried as any failure.
 */
export interface MailDocuments {
  invoice(invoiceId: string): Promise<MailAttachment>
  creditNote(creditNoteId: string): Promise<MailAttachment>
  report(reportId: string): Promise<MailAttachment>
  /** Ends what the builders hold (the invoice PDF thread); called when the sender stops. */
  close(): Promise<void>
}

export interface MailSenderOptions {
  db: Db
  transport: MailTransport
  from: string
  clock: Clock
  log: FastifyBaseLogger
  pollMs: number
  /** How often the loop looks while the database is away (2 s; tests shorten it). */
  outagePollMs?: number
  /** Messages on their way at once. */
  concurrency: number
  retryBaseMs: number
  /** The longest wait between two attempts. */
  maxBackoffMs: number
  /** Mail that matters is given up once its waits between attempts add up to this. */
  retryForMs: number
  /** Builds the PDFs the mail attaches. */
  documents: MailDocuments
  /** OTP_SECRET: opens the sealed mail of one-time codes (see sealed.ts). */
  sealSecret: string
  /** SUPPORT_EMAIL: a buyer's reply to any of our mails reaches it (Reply-To). */
  supportEmail: string
  /** VITE_SITE_URL/orders: the button every buyer mail carries. */
  ordersUrl: string
  /** The privacy centre's address, in the footer of every mail to a buyer (withMailFooter). */
  privacyCentreUrl?: string
  /** INSTANCE_ID, when set: the start of this sender's owner id (jobs/owner.ts). */
  instanceId?: string
}

/**
 * Kinds that go to a buyer (or someone about to become one): they carry Reply-To: SUPPORT_EMAIL and the My orders
 * button. 'contact' and 'support' go to our own inbox, a staff or workspace sign-in code ('otp' with meta.audience
 * 'staff' or 'workspace') to staff or a counsellor, and a 'debrief' mail with meta.audience 'counsellor' to the
 * counsellor (the parent's debrief mails are a buyer's).
 */
const BUYER_KINDS: ReadonlySet<MailKind> = new Set<MailKind>([
  'otp',
  'invoice',
  'refund',
  'scan',
  'report',
  'ticket',
  'privacy',
  'debrief',
])
export const MY_ORDERS_BUTTON = 'Open My orders'
/** The button and the privacy footer of a buyer's mail, in the mail's language (meta.language, set when queued). */
const BUYER_MAIL_WORDS: Record<Language, { button: string; footer: (url: string) => readonly string[] }> = {
  en: { button: MY_ORDERS_BUTTON, footer: privacyCentreLink.mailFooter },
  hi: {
    button: 'My orders खोलें',
    footer: (url) => ['--', 'आपका डेटा और उस पर आपके अधिकार:', url],
  },
}

/** The language a queued mail was written in: `meta.language` ('hi'), English otherwise. */
export function mailLanguage(row: Pick<MailRow, 'meta'>): Language {
  return row.meta?.language === 'hi' ? 'hi' : 'en'
}

export function isBuyerMail(row: Pick<MailRow, 'kind' | 'meta'>): boolean {
  return BUYER_KINDS.has(row.kind) && row.meta?.audience === undefined
}

/**
 * Mails to a counsellor (their sign-in codes, new students and bookings, their page's notices, their certification):
 * people whose data we hold too, so they carry the privacy footer, though no My orders button.
 */
export function isCounsellorMail(row: Pick<MailRow, 'kind' | 'meta'>): boolean {
  if (row.kind === 'counsellor' || row.kind === 'counsellor-page') return true
  return row.meta?.audience === 'workspace' || row.meta?.audience === 'counsellor'
}

/**
 * Every mail to a buyer or a counsellor ends with where to see, correct or erase their data (added when it is
 * sent); staff's codes and notices and our own inbox's mail do not.
 */
export function withMailFooter(
  row: Pick<MailRow, 'kind' | 'meta'>,
  body: string,
  privacyCentreUrl?: string,
): string {
  if (!privacyCentreUrl || !(isBuyerMail(row) || isCounsellorMail(row))) return body
  const language = mailLanguage(row)
  const url = language === 'hi' ? hindiUrl(privacyCentreUrl) : privacyCentreUrl
  return [body, '', ...BUYER_MAIL_WORDS[language].footer(url)].join('\n')
}

/** `Name <user@domain>` or `user@domain` -> `domain`: Message-IDs are made in the sender's own domain. */
export function mailDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from
  return /@([^\s@>]+)\s*$/.exec(address.trim())?.[1]?.toLowerCase() ?? 'localhost'
}

export class MailSender {
  /** This sender as the owner of the rows it claims, with its heartbeat (jobs/owner.ts, shared with the jobs). */
  private readonly owner: Owner
  readonly id: string
  private running = false
  private loop: Promise<void> | undefined
  private wake: (() => void) | undefined
  /** A kick came since the loop's pass began: it claims again instead of sleeping (a kick mid-claim is not lost). */
  private kicked = false
  /** Rows the transport accepted whose `sent` the database has not recorded yet (it was away), with when. */
  private readonly unrecorded = new Map<number, Date>()
  private readonly databaseOutage: OutageLog
  private readonly transportOutage: OutageLog
  private readonly domain: string

  constructor(private readonly options: MailSenderOptions) {
    this.databaseOutage = new OutageLog(options.log, 'mail sender: database')
    this.transportOutage = new OutageLog(options.log, `mail transport (${options.transport.kind})`)
    this.domain = mailDomain(options.from)
    this.owner = new Owner(options.db, { instanceId: options.instanceId })
    this.id = this.owner.id
  }

  /** Wakes the loop now instead of at the next poll (called right after a commit that enqueued mail). */
  kick(): void {
    this.kicked = true
    this.wake?.()
  }

  start(): void {
    if (this.running) return
    this.running = true
    // Beats on a timer of its own: a sender whose lanes are all busy with slow deliveries is still alive.
    this.owner.start()
    this.loop = this.run()
  }

  async stop(): Promise<void> {
    this.running = false
    this.kick()
    await this.loop
    await this.recordSent().catch((error: unknown) =>
      this.options.log.error(
        { err: error, mailIds: [...this.unrecorded.keys()] },
        'mail sent but not recorded as sent: these may go out again',
      ),
    )
    // Gone for good: nothing of ours is in flight, and anything left `sending` is anyone's at once.
    await this.owner.stop()
    this.options.transport.close()
    await this.options.documents.close()
  }

  /** Writes down the deliveries whose `sent` could not be recorded when they happened. */
  private async recordSent(): Promise<void> {
    for (const [id, sentAt] of [...this.unrecorded]) {
      await this.markSent(id, sentAt)
      this.unrecorded.delete(id)
    }
  }

  private async markSent(id: number, sentAt: Date): Promise<void> {
    await this.options.db
      .update(mailQueue)
      .set({ status: 'sent', sentAt, lockedUntil: null, claimedBy: null, lastError: null })
      .where(eq(mailQueue.id, id))
  }

  private async run(): Promise<void> {
    const inFlight = new Set<Promise<void>>()
    while (this.running) {
      let claimed: MailRow[] = []
      this.kicked = false
      try {
        await this.recordSent()
        const room = this.options.concurrency - inFlight.size
        if (room > 0) claimed = await this.claim(room)
        this.databaseOutage.ok()
      } catch (error) {
        this.databaseOutage.failed(error)
      }
      for (const row of claimed) {
        const delivery: Promise<void> = this.deliver(row)
          // Only the database can fail here (a transport failure is recorded as such): the row stays `sending`
          // and is taken up again when its lease runs out.
          .catch((error: unknown) => this.databaseOutage.failed(error))
          .finally(() => inFlight.delete(delivery))
        inFlight.add(delivery)
      }
      // More may be due: claim again at once. Otherwise wait for a lane to free up, a kick or the next poll.
      if (claimed.length > 0 || this.kicked || !this.running) continue
      await new Promise<void>((resolve) => {
        const wait = this.databaseOutage.down
          ? Math.max(this.options.outagePollMs ?? OUTAGE_POLL_MS, this.options.pollMs)
          : this.options.pollMs
        const timer = setTimeout(resolve, wait)
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
    await this.recordSent()
    const claimed = await this.claim(BATCH)
    const count = claimed.length
    const lanes = Array.from({ length: Math.min(this.options.concurrency, count) }, async () => {
      for (let row = claimed.shift(); row; row = claimed.shift()) await this.deliver(row)
    })
    const failed = (await Promise.allSettled(lanes)).find((lane) => lane.status === 'rejected')
    if (failed) throw failed.reason
    return count
  }

  /**
   * Claims up to `limit` due rows, one-time codes first, then the oldest, under a lease: pending rows whose time
   * has come, and rows left `sending` by a sender that is known dead (no heartbeat for OWNER_DEAD_MS) or whose
   * lease ran out.
   */
  private async claim(limit: number): Promise<MailRow[]> {
    const { db, clock } = this.options
    await this.owner.beforeClaim()
    const now = clock()
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailQueue.id })
        .from(mailQueue)
        // The statuses are literals, not parameters, so that even a generic plan can use the partial index.
        .where(
          or(
            and(sql`${mailQueue.status} = 'pending'`, lte(mailQueue.nextAttemptAt, now)),
            and(
              sql`${mailQueue.status} = 'sending'`,
              or(lte(mailQueue.lockedUntil, now), this.owner.deadSql(mailQueue.claimedBy)),
            ),
          ),
        )
        .orderBy(sql`${mailQueue.kind} <> 'otp'`, asc(mailQueue.id))
        .limit(limit)
        .for('update', { skipLocked: true })
      if (due.length === 0) return []
      return tx
        .update(mailQueue)
        .set({ status: 'sending', lockedUntil: new Date(now.getTime() + LEASE_MS), claimedBy: this.id })
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
    if (row.kind === 'otp' && this.codeExpired(row)) {
      await this.giveUp(
        row,
        row.attempts,
        row.lastError ?? 'the one-time code expired before it could be sent',
      )
      return
    }
    let sending = false
    try {
      // A code's mail is sealed in the queue (see sealed.ts); every other kind is stored as written.
      const { subject, body } = row.kind === 'otp' ? unsealMail(this.options.sealSecret, row) : row
      const { documents } = this.options
      const attachments = row.invoiceId
        ? [await documents.invoice(row.invoiceId)]
        : row.meta?.reportId
          ? [await documents.report(row.meta.reportId)]
          : row.meta?.creditNoteId
            ? [await documents.creditNote(row.meta.creditNoteId)]
            : row.meta?.ics
              ? [
                  {
                    filename: row.meta.icsFilename ?? 'debrief.ics',
                    content: Buffer.from(row.meta.ics),
                    contentType: `text/calendar; charset=utf-8; method=${row.meta.icsMethod ?? 'REQUEST'}`,
                  },
                ]
              : undefined
      // A buyer's reply reaches support (the From address is a no-reply one); every mail has the same words as
      // HTML beside the text, a buyer's with a button to My orders, and says it was sent by a machine (RFC 3834),
      // so auto-responders do not answer it.
      const buyer = isBuyerMail(row)
      const replyTo = row.replyTo ?? (buyer ? this.options.supportEmail : undefined)
      const language = mailLanguage(row)
      const button = buyer
        ? {
            label: BUYER_MAIL_WORDS[language].button,
            url: language === 'hi' ? hindiUrl(this.options.ordersUrl) : this.options.ordersUrl,
          }
        : undefined
      const withFooter = withMailFooter(row, body, this.options.privacyCentreUrl)
      sending = true
      await transport.send({
        messageId: `mail-${row.id}-${row.createdAt.getTime().toString(36)}@${this.domain}`,
        from: this.options.from,
        to: row.to,
        ...(replyTo ? { replyTo } : {}),
        subject,
        text: withFooter,
        html: mailHtml({ subject, text: withFooter, language, ...(button ? { button } : {}) }),
        headers: { 'Auto-Submitted': 'auto-generated' },
        ...(attachments ? { attachments } : {}),
      })
      this.transportOutage.ok()
      const sentAt = clock()
      await db
        .update(mailQueue)
        .set({ status: 'sent', attempts, sentAt, lockedUntil: null, claimedBy: null, lastError: null })
        .where(eq(mailQueue.id, row.id))
        .catch((error: unknown) => {
          // Sent, but the database is away: remember it and record it when it answers, rather than send again.
          this.unrecorded.set(row.id, sentAt)
          this.databaseOutage.failed(error)
        })
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500)
      // The mail server's failures make one outage; a message that cannot be prepared (its invoice PDF, its seal)
      // is a fault of its own.
      if (sending) this.transportOutage.failed(error)
      else log.warn({ mailId: row.id, kind: row.kind, attempts, reason }, 'mail could not be prepared')
      const delay =
        row.kind === 'otp' ? this.otpRetryDelay(row, attempts) : retryDelay(attempts, this.options)
      if (delay === null) {
        await this.giveUp(row, attempts, reason)
        return
      }
      log.debug({ mailId: row.id, kind: row.kind, attempts, reason }, 'mail delivery failed, will retry')
      await db
        .update(mailQueue)
        .set({
          status: 'pending',
          attempts,
          lockedUntil: null,
          claimedBy: null,
          lastError: reason,
          nextAttemptAt: new Date(clock().getTime() + delay),
        })
        .where(eq(mailQueue.id, row.id))
    }
  }

  private codeExpired(row: MailRow): boolean {
    return this.options.clock().getTime() >= row.createdAt.getTime() + OTP_MAIL_VALID_MS
  }

  /** A code is retried on the usual backoff while it is valid, and once more at the latest just before it expires. */
  private otpRetryDelay(row: MailRow, attempts: number): number | null {
    const left = row.createdAt.getTime() + OTP_MAIL_VALID_MS - this.options.clock().getTime()
    if (left <= 0) return null
    return Math.min(this.options.retryBaseMs * 2 ** (attempts - 1), this.options.maxBackoffMs, left)
  }

  private async giveUp(row: MailRow, attempts: number, reason: string): Promise<void> {
    const expired = row.kind === 'otp'
    const log = this.options.log
    if (expired)
      log.info({ mailId: row.id, kind: row.kind, attempts }, 'one-time code expired unsent: given up')
    else
      log.error({ mailId: row.id, kind: row.kind, attempts, reason }, 'mail given up after retrying for days')
    await this.options.db
      .update(mailQueue)
      .set({ status: 'dead', attempts, lockedUntil: null, claimedBy: null, lastError: reason })
      .where(eq(mailQueue.id, row.id))
  }
}
