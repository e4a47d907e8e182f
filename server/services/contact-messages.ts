/**
 * Stores contact messages and queues their notifications in batches (group commit, db/coalescer.ts): plain
 * inserts, so a batch is safe beside another instance's.
 */
import type { Database } from '../db/client'
import { Coalescer } from '../db/coalescer'
import { storeContactMessages, type ContactWrite } from '../mail/queue'

/** Bounds one statement: 500 messages (each body at most 16 KB) in one JSON parameter. */
const CONTACT_BATCH = 500

export class ContactMessages {
  private readonly writes: Coalescer<ContactWrite, void>

  constructor(database: Database) {
    this.writes = new Coalescer((writes: ContactWrite[]) => storeContactMessages(database.db, writes), {
      maxBatch: CONTACT_BATCH,
    })
  }

  /** Resolves only once the statement holding this message (and its notification) has committed. */
  store(write: ContactWrite): Promise<void> {
    return this.writes.submit(write)
  }
}
