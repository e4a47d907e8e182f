/**
 * The default provider: one JSON file per message in `DATA_DIR/sms-outbox/`, like the mail outbox, so `npm start`
 * and the tests need no provider. The file is named by the message's idempotency key, so a retry writes the same
 * file again instead of a second message; it is written under a temporary name and renamed, so a reader never
 * sees half of one.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { ShortMessage, SmsSender } from './message'

/** What one outbox file holds. */
export interface OutboxMessage extends ShortMessage {
  id: string
  queuedAt: string
}

export function fileSmsSender(outboxDir: string, clock: () => Date): SmsSender {
  return {
    kind: 'file',
    async send(message) {
      const id = `file-${message.idempotencyKey}`
      const name = message.idempotencyKey.replace(/[^A-Za-z0-9-]/g, '_')
      const record: OutboxMessage = { id, queuedAt: clock().toISOString(), ...message }
      await mkdir(outboxDir, { recursive: true })
      const file = path.join(outboxDir, `${name}.json`)
      const temporary = `${file}.${process.pid}.tmp`
      await writeFile(temporary, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 })
      await rename(temporary, file)
      return { providerMessageId: id }
    },
  }
}
