/**
 * Where mail goes: `file` writes one RFC 822 .eml per message into the outbox (the embedded default, read by
 * the end-to-end tests), `smtp` hands it to a real server. Both build the message with nodemailer.
 */
import { mkdir, readdir, rename, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type SendMailOptions } from 'nodemailer'

/** A file a message carries (an invoice's or a report's PDF, a calendar file). */
export interface MailAttachment {
  filename: string
  content: Buffer
  contentType: string
}

export interface OutgoingMail {
  messageId: string
  from: string
  to: string
  replyTo?: string
  subject: string
  text: string
  /** The same words as `text`, as HTML (mail/html.ts): sent as multipart/alternative. */
  html?: string
  /** Extra headers, e.g. Auto-Submitted. */
  headers?: Record<string, string>
  attachments?: MailAttachment[]
}

export interface MailTransport {
  readonly kind: string
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

/** The file operations of the file transport; tests swap in failing ones (a full disk cannot be made on demand). */
export interface OutboxFiles {
  writeFile: (file: string, data: Buffer) => Promise<void>
  rename: (from: string, to: string) => Promise<void>
  unlink: (file: string) => Promise<void>
}

/** A temporary outbox file's name carries the process that writes it: `<time>-<pid>-<n>-<id>.tmp`. */
const TEMPORARY = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-(\d+)-.*\.tmp$/

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Removes the temporary files a process killed mid-write left in the outbox (the rename never came): half messages
 * nobody will finish. A file of a process still running (another instance sharing the folder) is left to it.
 * Returns the names removed.
 */
export async function removeAbandonedTemporaries(
  outboxDir: string,
  alive: (pid: number) => boolean = processAlive,
): Promise<string[]> {
  const names = await readdir(outboxDir).catch(() => [] as string[])
  const abandoned = names.filter((name) => {
    const pid = TEMPORARY.exec(name)?.[1]
    return pid !== undefined && !alive(Number(pid))
  })
  await Promise.all(abandoned.map((name) => unlink(path.join(outboxDir, name)).catch(() => undefined)))
  return abandoned
}

export function fileTransport(
  outboxDir: string,
  files: OutboxFiles = { writeFile, rename, unlink },
): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  let sequence = 0
  // At start: what an earlier process left half-written goes before this one writes anything.
  const cleaned = removeAbandonedTemporaries(outboxDir)
  return {
    kind: 'file',
    async send(mail) {
      await cleaned
      const info = await builder.sendMail(toNodemailer(mail))
      await mkdir(outboxDir, { recursive: true })
      sequence += 1
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${sequence}-${mail.messageId.split('@')[0]}`
      const temporary = path.join(outboxDir, `${name}.tmp`)
      // Write then rename, so a reader polling the outbox never sees half a message. A failed write (a full disk)
      // removes what it left: otherwise every retry leaves another partial file and eats the space freed for it.
      try {
        await files.writeFile(temporary, subjectFirst(info.message as Buffer))
        await files.rename(temporary, path.join(outboxDir, `${name}.eml`))
      } catch (error) {
        await files.unlink(temporary).catch(() => undefined)
        throw error
      }
    },
    close() {
      builder.close()
    },
  }
}

/**
 * A pool of up to `connections` SMTP connections, reused from one message to the next (a new connection is a TCP
 * and TLS handshake and a login: several round trips per message). The timeouts keep one delivery well inside the
 * sender's 2-minute lease (nodemailer's own allow a stalled socket 10 minutes); the URL may override them.
 */
export function smtpTransport(url: string, connections = 1): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: connections,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail(toNodemailer(mail))
    },
    close() {
      transporter.close()
    },
  }
}

function toNodemailer(mail: OutgoingMail): SendMailOptions {
  return {
    messageId: `<${mail.messageId}>`,
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
    attachments: mail.attachments,
  }
}

/** The message as the transports write it (RFC 822 bytes): what the file transport stores, for tests to parse. */
export async function buildMessage(mail: OutgoingMail): Promise<Buffer> {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const info = await builder.sendMail(toNodemailer(mail))
  builder.close()
  return info.message as Buffer
}

/**
 * Moves the Subject header to the top of the header block (header order is free in RFC 5322). Someone or
 * something scanning the outbox for a verification code meets the subject, which carries it, before the
 * To header, whose address may itself contain digits.
 */
export function subjectFirst(message: Buffer): Buffer {
  const text = message.toString('utf8')
  const end = text.indexOf('\n\n')
  if (end < 0) return message
  const lines = text.slice(0, end).split('\n')
  const headers: string[][] = []
  for (const line of lines) {
    if (/^[ \t]/.test(line) && headers.length > 0) headers[headers.length - 1]!.push(line)
    else headers.push([line])
  }
  const subject = headers.findIndex((header) => /^subject:/i.test(header[0] ?? ''))
  if (subject <= 0) return message
  const [moved] = headers.splice(subject, 1)
  headers.unshift(moved!)
  return Buffer.from(headers.flat().join('\n') + text.slice(end), 'utf8')
}
