/**
 * PGlite in a worker thread. PGlite executes SQL synchronously in WebAssembly on the thread that owns it: on the
 * main thread a 30 ms batch statement is 30 ms in which no request is parsed and no response is written. Here the
 * database runs in its own thread (`pglite-worker.mjs`) and this class is the client Drizzle talks to, with the
 * part of PGlite's interface that Drizzle uses: query, exec and transaction.
 *
 * Order and isolation are PGlite's: the worker runs statements one at a time in the order they were sent. A
 * transaction holds the connection from BEGIN to COMMIT: statements issued outside it meanwhile wait here until
 * it ends, as they would on PGlite's own transaction lock.
 */
import { Worker } from 'node:worker_threads'

type Row = Record<string, unknown> | unknown[]

export interface ThreadResults {
  rows: Row[]
  fields: { name: string; dataTypeID: number }[]
  affectedRows?: number
}

interface QueryOptions {
  rowMode?: 'array' | 'object'
  /** Drizzle passes identity parsers (timestamps and dates stay strings); only those are supported. */
  parsers?: Record<number, unknown>
}

interface WireError {
  message: string
  name?: string
  fields: Record<string, unknown>
}

type Reply = { id: number; result: unknown; error?: undefined } | { id: number; error: WireError }

export interface ThreadTransaction {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResults>
  exec(sql: string): Promise<ThreadResults[]>
  readonly closed: boolean
}

export class PGliteThread {
  private readonly worker: Worker
  private nextId = 1
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >()
  /** Settles when the transaction holding the connection ends; null when none does. */
  private held: Promise<void> | null = null
  private failure: Error | null = null
  readonly waitReady: Promise<void>

  /**
   * dataDir: a directory to persist in, or undefined for an in-memory database. loadDataDir: a copy of a whole
   * database (a tarball from dumpDataDir) to start from instead of an empty one (the tests' migrated database).
   */
  constructor(dataDir: string | undefined, loadDataDir?: Uint8Array) {
    this.worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir, loadDataDir },
    })
    this.waitReady = new Promise<void>((resolve, reject) => {
      this.worker.once('message', (message: { ready: boolean; error?: WireError }) => {
        if (message.ready) resolve()
        else reject(toError(message.error))
        this.worker.on('message', (reply: Reply) => this.settle(reply))
      })
      this.worker.once('error', reject)
      // Settled already if the thread reported ready (or an error) first; otherwise it died before starting.
      this.worker.once('exit', (code) =>
        reject(new Error(`the database thread exited (code ${code}) before it was ready`)),
      )
    })
    // A crashed thread fails every waiting call and every later one instead of leaving them hanging.
    this.worker.on('error', (error) => this.fail(error))
    this.worker.on('exit', (code) => this.fail(new Error(`the database thread exited (code ${code})`)))
  }

  async query(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<ThreadResults> {
    // Checked and sent with no await in between, so no transaction can start in the gap (the same below).
    while (this.held) await this.held
    return this.send('query', { sql, params, ...wireOptions(options) }) as Promise<ThreadResults>
  }

  async exec(sql: string): Promise<ThreadResults[]> {
    while (this.held) await this.held
    return this.send('exec', { sql }) as Promise<ThreadResults[]>
  }

  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    while (this.held) await this.held
    let release = () => {}
    this.held = new Promise<void>((resolve) => (release = resolve))
    let closed = false
    const tx: ThreadTransaction = {
      query: (sql, params = [], options = {}) => {
        if (closed) return Promise.reject(new Error('The transaction is closed.'))
        return this.send('query', { sql, params, ...wireOptions(options) }) as Promise<ThreadResults>
      },
      exec: (sql) => {
        if (closed) return Promise.reject(new Error('The transaction is closed.'))
        return this.send('exec', { sql }) as Promise<ThreadResults[]>
      },
      get closed() {
        return closed
      },
    }
    try {
      await this.send('exec', { sql: 'BEGIN' })
      try {
        const result = await callback(tx)
        closed = true
        await this.send('exec', { sql: 'COMMIT' })
        return result
      } catch (error) {
        closed = true
        await this.send('exec', { sql: 'ROLLBACK' })
        throw error
      }
    } finally {
      this.held = null
      release()
    }
  }

  /** A copy of the whole database (an uncompressed tarball) that loadDataDir can start another one from. */
  async dumpDataDir(): Promise<Uint8Array> {
    while (this.held) await this.held
    return this.send('dump', {}) as Promise<Uint8Array>
  }

  async close(): Promise<void> {
    while (this.held) await this.held
    if (this.failure) return
    await this.send('close', {})
    this.fail(new Error('The database is closed.'))
    await this.worker.terminate()
  }

  private send(op: string, message: object): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure)
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      this.worker.postMessage({ id, op, ...message })
    })
  }

  private settle(reply: Reply): void {
    const waiting = this.pending.get(reply.id)
    if (!waiting) return
    this.pending.delete(reply.id)
    if (reply.error) waiting.reject(toError(reply.error))
    else waiting.resolve(reply.result)
  }

  private fail(error: Error): void {
    if (this.failure) return
    this.failure = error
    for (const waiting of this.pending.values()) waiting.reject(error)
    this.pending.clear()
  }
}

function wireOptions(options: QueryOptions) {
  return {
    rowMode: options.rowMode,
    identityParsers: options.parsers ? Object.keys(options.parsers).map(Number) : undefined,
  }
}

/** Rebuilds the thread's error with its fields (code, constraint, detail...), as PGlite's DatabaseError has them. */
function toError(wire: WireError | undefined): Error {
  const error = new Error(wire?.message ?? 'database thread failed')
  if (wire?.name) error.name = wire.name
  return Object.assign(error, wire?.fields)
}
