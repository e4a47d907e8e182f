/**
 * Abuse-limit counters kept in the database, so that every API instance on one PostgreSQL spends one budget (and
 * the embedded PGlite needs no other service). A counter is a fixed window per key: `hits` since the window
 * started and `resets_at`. Increments from concurrent requests are gathered (group commit, db/coalescer.ts) into
 * one upsert per batch, the same key's hits added together, so a flood costs one row update a batch, not one
 * statement a request.
 *
 * Two users: the per-IP flood guards of @fastify/rate-limit (`counterStore`, keyed by route and client IP), and
 * limits keyed by what is abused (`enforce`, e.g. promo codes tried per applicant).
 */
import { sql } from 'drizzle-orm'
import { normalizeIP, type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import { retryOnDeadlock, type Db } from '../db/client'
import { Coalescer } from '../db/coalescer'
import { recordset } from '../db/recordset'
import { rateLimitCounters } from '../db/schema'
import type { Clock } from '../lib/clock'
import { HttpError } from './errors'

export interface Hit {
  key: string
  windowMs: number
}

/** The count including this hit, and how long until the key's window resets. */
export interface Count {
  current: number
  ttl: number
}

/** Keys a batch: one JSON parameter; distinct keys are far fewer than requests under a flood. */
const COUNTER_BATCH = 1000

export class RateLimitCounters {
  private readonly batches: Coalescer<Hit, Count>

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.batches = new Coalescer((hits: Hit[]) => retryOnDeadlock(() => this.count(hits)), {
      maxBatch: COUNTER_BATCH,
    })
  }

  /** Counts one hit on `key` (a new window of `windowMs` starts when the last one has passed). */
  hit(key: string, windowMs: number): Promise<Count> {
    return this.batches.submit({ key, windowMs })
  }

  /** Counts a hit and refuses with 429 once `key` has had more than `max` in its window. */
  async enforce(key: string, max: number, windowMs: number): Promise<void> {
    const { current, ttl } = await this.hit(key, windowMs)
    if (current > max) throw new HttpError(429, `Too many requests. Please try again in ${waitText(ttl)}.`)
  }

  private async count(hits: Hit[]): Promise<Count[]> {
    const now = this.clock()
    const perKey = new Map<string, { n: number; windowMs: number }>()
    for (const { key, windowMs } of hits) {
      const entry = perKey.get(key)
      if (entry) entry.n += 1
      else perKey.set(key, { n: 1, windowMs })
    }
    // Sorted, and inserted in that order: two instances' batches lock shared keys in one order (no deadlock
    // cycle; retryOnDeadlock covers the order PostgreSQL does not promise).
    const rows = [...perKey]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, { n, windowMs }]) => ({ key, n, resets_at: new Date(now.getTime() + windowMs) }))
    const result = (await this.db.execute(sql`
      INSERT INTO ${rateLimitCounters} AS c (key, hits, resets_at)
      SELECT key, n, resets_at FROM ${recordset(rows)} AS x(key text, n int, resets_at timestamptz) ORDER BY key
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN c.resets_at <= ${now.toISOString()}::timestamptz THEN excluded.hits
                    ELSE c.hits + excluded.hits END,
        resets_at = CASE WHEN c.resets_at <= ${now.toISOString()}::timestamptz THEN excluded.resets_at
                         ELSE c.resets_at END
      RETURNING key, hits, resets_at`)) as unknown as {
      rows: { key: string; hits: number; resets_at: Date | string }[]
    }
    const totals = new Map(result.rows.map((row) => [row.key, row]))
    // The batch's hits on one key are numbered in arrival order, ending at the stored total.
    const seen = new Map<string, number>()
    return hits.map(({ key }) => {
      const total = totals.get(key)
      const n = perKey.get(key)?.n ?? 1
      if (!total) throw new Error(`rate limit counter ${key} returned no row`)
      const index = seen.get(key) ?? 0
      seen.set(key, index + 1)
      return {
        current: Number(total.hits) - n + index + 1,
        ttl: Math.max(0, new Date(total.resets_at).getTime() - now.getTime()),
      }
    })
  }
}

/**
 * The client a request counts against, as the flood guards count it: its address (request.ip, which follows
 * TRUST_PROXY), an IPv6 address by its /64 (one household's or one phone's). Limits kept per client use it, so a
 * stranger's requests spend the stranger's budget and not the owner's.
 */
export function clientKey(ip: string): string {
  return normalizeIP(ip)
}

/** A store for @fastify/rate-limit: its keys (route and client IP, see app.ts) counted in the database. */
export function counterStore(counters: RateLimitCounters): FastifyRateLimitStoreCtor {
  class CounterStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number) {
      counters.hit(key, timeWindow).then(
        (count) => callback(null, count),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      )
    }

    child() {
      return new CounterStore()
    }
  }
  return CounterStore
}

function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000))
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`
  return `${Math.ceil(seconds / 60)} minutes`
}
