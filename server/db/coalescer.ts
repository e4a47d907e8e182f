/**
 * Group commit, on both databases. PGlite runs one statement at a time and a single-row INSERT costs about as
 * much as a 200-row one; on PostgreSQL each statement is a round trip to another process, which costs more CPU
 * than its rows (figures: docs/performance.md, API machinery). So writes from
 * many concurrent requests are gathered and run as ONE multi-row statement (or transaction). Each caller's
 * promise settles only when it has committed and rejects if it fails: a request is never answered before its
 * data is stored. When a batch fails, its items are retried one by one, so only the item at fault fails.
 *
 * One batch is in flight at a time; items arriving meanwhile wait and form the next batch, so under light load
 * a batch has one item and adds no delay beyond one turn of the event loop. Items whose keys collide with an
 * item already in the batch (e.g. the same email twice) are held for a later batch, so every batch touches
 * each key at most once and the per-key order of arrival is kept. Several instances on one PostgreSQL each
 * have their own batches in flight: what runs a batch must be safe against a concurrent one (conditional
 * writes, or locks taken in one global order).
 */

export interface CoalescerOptions<T> {
  /** Largest batch; keeps a statement's parameter count well under PostgreSQL's 65,535. */
  maxBatch: number
  /** Keys an item touches; two items sharing a key never share a batch. */
  keys?: (item: T) => readonly string[]
}

interface Pending<T, R> {
  item: T
  resolve: (result: R) => void
  reject: (error: unknown) => void
}

export class Coalescer<T, R> {
  private queue: Pending<T, R>[] = []
  private draining = false
  /** Statements run so far (for tests and diagnostics). */
  batches = 0

  /** `run` must return one result per item, in order, from a single atomic statement or transaction. */
  constructor(
    private readonly run: (items: T[]) => Promise<R[]>,
    private readonly options: CoalescerOptions<T>,
  ) {}

  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject })
      if (!this.draining) {
        this.draining = true
        // One turn of the loop lets requests parsed in the same I/O phase join the first batch.
        setImmediate(() => void this.drain())
      }
    })
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.take()
      this.batches += 1
      let results: R[]
      try {
        results = await this.run(batch.map((entry) => entry.item))
      } catch (error) {
        if (batch.length === 1) batch[0]?.reject(error)
        else await this.oneByOne(batch)
        continue
      }
      // A batch that committed is never run again, even if its answer is malformed.
      if (results.length !== batch.length) {
        const error = new Error(`batch of ${batch.length} returned ${results.length} results`)
        for (const entry of batch) entry.reject(error)
        continue
      }
      batch.forEach((entry, index) => entry.resolve(results[index] as R))
    }
    this.draining = false
  }

  /**
   * A failed batch committed nothing, so its items run again one at a time: one request the database refuses
   * fails alone, not with every request that happened to share its statement.
   */
  private async oneByOne(batch: Pending<T, R>[]): Promise<void> {
    for (const entry of batch) {
      this.batches += 1
      try {
        const results = await this.run([entry.item])
        if (results.length !== 1) throw new Error(`batch of 1 returned ${results.length} results`)
        entry.resolve(results[0] as R)
      } catch (error) {
        entry.reject(error)
      }
    }
  }

  /** Takes up to maxBatch queued items in arrival order, skipping (and keeping queued) key collisions. */
  private take(): Pending<T, R>[] {
    const { maxBatch, keys } = this.options
    if (!keys) return this.queue.splice(0, maxBatch)
    const taken: Pending<T, R>[] = []
    const held: Pending<T, R>[] = []
    const used = new Set<string>()
    for (const entry of this.queue) {
      const itemKeys = keys(entry.item)
      if (taken.length >= maxBatch || itemKeys.some((key) => used.has(key))) {
        held.push(entry)
        // A held item's keys stay reserved, so a later item with the same key cannot overtake it.
        for (const key of itemKeys) used.add(key)
        continue
      }
      for (const key of itemKeys) used.add(key)
      taken.push(entry)
    }
    this.queue = held
    return taken
  }
}
