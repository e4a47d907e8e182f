/**
 * The scan's answers on the device: every answer is kept in localStorage the moment it is given and sent to the
 * server in the background, so moving to the next question never waits for the network. Answers not yet
 * confirmed by the server stay queued through failures, offline spells and a closed tab, and go out when the
 * network is back (the `online` event, or a retry with backoff). The server keeps, per question, the answer with
 * the latest time, so sending an old queued answer never undoes a newer one given on another device.
 */
import { ApiError } from '../../api/api-error'
import type { GivenAnswer } from '../../api/scan'
import { SCAN_STORAGE_PREFIX } from '../../api/scan-storage'

interface Stored {
  answers: Record<string, { answer: string; answeredAt: string }>
  /** Questions whose current answer the server has not confirmed. */
  pending: string[]
  /** When this device last wrote it (ms): a copy left alone for KEEP_DAYS goes (a shared phone). */
  savedAt?: number
  /** The link's expiry (ms), when the server said it: the copy never outlives the scan it belongs to. */
  until?: number
}

export interface StoreSnapshot {
  answers: Readonly<Record<string, string>>
  pending: number
  online: boolean
  /** Set when the server refused the answers for good (the scan was submitted, consent withdrawn, link expired). */
  refused: ApiError | null
}

type Send = (answers: GivenAnswer[]) => Promise<unknown>

const RETRY_FIRST_MS = 1_000
const RETRY_MAX_MS = 30_000

/** An abandoned scan's answers stay on the device at most this long after they were last written (issue 45 S3). */
export const KEEP_DAYS = 30
const DAY_MS = 86_400_000
const PREFIX = SCAN_STORAGE_PREFIX
const LEGACY_TOKEN = /^[A-Za-z0-9_-]{32}$/

/**
 * The key names the scan by a digest of its token, never the token itself: the link is a key to the scan, and
 * whoever picks up a shared phone should not find it in storage. Two FNV-1a hashes (64 bits): a name, not a secret.
 */
export function storageKey(token: string): string {
  let a = 0x811c9dc5
  let b = 0x01000193 ^ 0x5bd1e995
  for (let index = 0; index < token.length; index += 1) {
    const code = token.charCodeAt(index)
    a = Math.imul(a ^ code, 0x01000193) >>> 0
    b = Math.imul(b ^ code, 0x5bd1e995) >>> 0
  }
  return `${PREFIX}${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0')}`
}

const storage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

function parse(raw: string | null): Stored | undefined {
  try {
    const parsed = raw ? (JSON.parse(raw) as Stored) : undefined
    if (parsed && typeof parsed.answers === 'object' && Array.isArray(parsed.pending)) return parsed
  } catch {
    // A corrupt entry: as if there were none.
  }
  return undefined
}

function read(token: string): Stored {
  const store = storage()
  if (!store) return { answers: {}, pending: [] }
  try {
    // An entry written before the key was a digest (its key held the token): moved under the digest.
    const legacy = parse(store.getItem(`${PREFIX}${token}`))
    if (legacy) {
      store.removeItem(`${PREFIX}${token}`)
      return legacy
    }
    return parse(store.getItem(storageKey(token))) ?? { answers: {}, pending: [] }
  } catch {
    // Private mode: start from the server's answers.
    return { answers: {}, pending: [] }
  }
}

/**
 * Drops every scan's copy on this device that is past its scan's link or was left alone KEEP_DAYS (run when any
 * page of the site starts, so a shared phone forgets an abandoned scan even if the scan is never opened again).
 */
export function sweepScanStorage(now: number = Date.now()): void {
  const store = storage()
  if (!store) return
  try {
    const keys: string[] = []
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index)
      if (key?.startsWith(PREFIX)) keys.push(key)
    }
    for (const key of keys) {
      const entry = parse(store.getItem(key))
      if (entry && entry.savedAt === undefined && LEGACY_TOKEN.test(key.slice(PREFIX.length))) {
        // Written before copies were dated: dated now, so it goes in KEEP_DAYS at the latest.
        store.setItem(key, JSON.stringify({ ...entry, savedAt: now }))
        continue
      }
      const stale =
        !entry ||
        entry.savedAt === undefined ||
        now - entry.savedAt > KEEP_DAYS * DAY_MS ||
        (entry.until !== undefined && entry.until <= now)
      if (stale) store.removeItem(key)
    }
  } catch {
    // Storage blocked: nothing kept either.
  }
}

export class AnswerStore {
  private stored: Stored
  private snapshot: StoreSnapshot
  private readonly listeners = new Set<() => void>()
  private sending = false
  private oneByOne = false
  private retryMs = RETRY_FIRST_MS
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private readonly onOnline = () => {
    this.retryMs = RETRY_FIRST_MS
    this.update()
    void this.flush()
  }
  private readonly onOffline = () => this.update()

  constructor(
    private readonly token: string,
    private readonly send: Send,
    /** The link's expiry (ISO), when the server said it. */
    expiresAt?: string,
  ) {
    sweepScanStorage()
    this.stored = read(token)
    const until = expiresAt ? Date.parse(expiresAt) : Number.NaN
    if (!Number.isNaN(until)) this.stored.until = until
    this.snapshot = this.makeSnapshot(null)
    window.addEventListener('online', this.onOnline)
    window.addEventListener('offline', this.onOffline)
  }

  dispose(): void {
    window.removeEventListener('online', this.onOnline)
    window.removeEventListener('offline', this.onOffline)
    clearTimeout(this.retryTimer)
    this.listeners.clear()
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  getSnapshot = (): StoreSnapshot => this.snapshot

  /**
   * Takes in what the server holds: its answers count as confirmed, except where this device has a newer answer
   * still waiting to be sent.
   */
  mergeServer(answers: Readonly<Record<string, string>>): void {
    const pending = new Set(this.stored.pending)
    // A confirmed answer the server no longer has (erased with a withdrawn consent) is not an answer any more.
    for (const question of Object.keys(this.stored.answers))
      if (!pending.has(question) && answers[question] === undefined) delete this.stored.answers[question]
    for (const [question, answer] of Object.entries(answers)) {
      if (pending.has(question)) continue
      this.stored.answers[question] = { answer, answeredAt: this.stored.answers[question]?.answeredAt ?? '' }
    }
    this.save()
    void this.flush()
  }

  /** Keeps an answer at once and sends it in the background. */
  answer(question: string, answer: string): void {
    this.stored.answers[question] = { answer, answeredAt: new Date().toISOString() }
    if (!this.stored.pending.includes(question)) this.stored.pending.push(question)
    this.save()
    void this.flush()
  }

  /** The answers the server has not confirmed yet: the final submit carries them (the server has the rest). */
  unconfirmed(): GivenAnswer[] {
    return this.stored.pending.flatMap((question) => {
      const given = this.stored.answers[question]
      return given ? [{ question, ...given }] : []
    })
  }

  /** Forgets the device's copy (after the submit, or a withdrawn consent). */
  clear(): void {
    this.stored = { answers: {}, pending: [] }
    try {
      window.localStorage.removeItem(storageKey(this.token))
      window.localStorage.removeItem(`${PREFIX}${this.token}`)
    } catch {
      // Nothing stored.
    }
    this.update()
  }

  /** Sends what is waiting, one request at a time; retries with backoff on a failure that may pass. */
  async flush(): Promise<void> {
    if (this.sending || this.stored.pending.length === 0 || this.snapshot.refused) return
    if (!navigator.onLine) return
    clearTimeout(this.retryTimer)
    this.retryTimer = undefined
    this.sending = true
    // After a refused batch, answers go one by one, so that only the one the scan refuses is dropped.
    const batch = this.oneByOne ? this.unconfirmed().slice(0, 1) : this.unconfirmed()
    let again = false
    try {
      await this.send(batch)
      // Confirmed, unless the question was answered again while the request was out.
      const confirmed = new Set(
        batch
          .filter((sent) => this.stored.answers[sent.question]?.answeredAt === sent.answeredAt)
          .map((sent) => sent.question),
      )
      this.stored.pending = this.stored.pending.filter((question) => !confirmed.has(question))
      this.retryMs = RETRY_FIRST_MS
      this.save()
      again = this.stored.pending.length > 0
      if (!again) this.oneByOne = false
    } catch (error) {
      const status = error instanceof ApiError ? error.status : undefined
      if (status === 400 && batch.length > 1) {
        this.oneByOne = true
        again = true
      } else if (status === 400) {
        // An answer the scan does not have (kept from an older version of it): dropped, to be given again.
        const [refused] = batch
        this.stored.pending = this.stored.pending.filter((question) => question !== refused?.question)
        if (refused) delete this.stored.answers[refused.question]
        this.save()
        again = this.stored.pending.length > 0
      } else if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429) {
        this.update(error as ApiError)
      } else {
        this.retryTimer = setTimeout(() => void this.flush(), this.retryMs)
        this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS)
      }
    } finally {
      this.sending = false
    }
    // Answered again while the request was out: send that too.
    if (again) void this.flush()
  }

  private save(): void {
    try {
      // Nothing to keep (no answers yet, or all cleared): no entry at all.
      if (Object.keys(this.stored.answers).length === 0 && this.stored.pending.length === 0)
        window.localStorage.removeItem(storageKey(this.token))
      else
        window.localStorage.setItem(
          storageKey(this.token),
          JSON.stringify({ ...this.stored, savedAt: Date.now() }),
        )
    } catch {
      // Storage full or blocked: the answers still live in memory and go to the server.
    }
    this.update()
  }

  private update(refused: ApiError | null = this.snapshot.refused): void {
    this.snapshot = this.makeSnapshot(refused)
    for (const listener of this.listeners) listener()
  }

  private makeSnapshot(refused: ApiError | null): StoreSnapshot {
    return {
      answers: Object.fromEntries(Object.entries(this.stored.answers).map(([q, { answer }]) => [q, answer])),
      pending: this.stored.pending.length,
      online: typeof navigator === 'undefined' ? true : navigator.onLine,
      refused,
    }
  }
}
