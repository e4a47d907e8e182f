/**
 * Renders PDFs in a worker thread. Laying out and shaping a PDF is synchronous work (an invoice 40-190 ms, a
 * report more), and the first one also parses the fonts (~600 ms): on the event loop, every request in flight
 * would wait that long each time. The thread starts with the first render (most processes never render one) and
 * stays for the next; `close()` ends it. If it dies or a render takes too long, the renders waiting on it fail
 * and the next render starts a new one.
 *
 * The worker (a plain .mjs module, see invoices/invoice-pdf-worker.mjs) receives `{ id, message }` and replies
 * `{ id, pdf }` (the PDF's bytes) or `{ id, error }` (a message).
 */
import { Worker } from 'node:worker_threads'

type Reply = { id: number; pdf: Uint8Array; error?: undefined } | { id: number; error: string }
type Waiting = Map<number, { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }>

interface Thread {
  worker: Worker
  waiting: Waiting
}

export class PdfThread<Message> {
  private thread: Thread | undefined
  private nextId = 1

  /**
   * workerUrl: the worker module. timeoutMs: how long a render may take (the first one includes starting the
   * thread and parsing fonts). label: what the errors call the PDF ("invoice PDF took over 5 ms").
   */
  constructor(
    private readonly workerUrl: URL,
    private readonly timeoutMs = 60_000,
    private readonly label = 'PDF',
  ) {}

  /** Renders sent to the thread and not yet answered. */
  get inFlight(): number {
    return this.thread?.waiting.size ?? 0
  }

  render(message: Message): Promise<Buffer> {
    const thread = (this.thread ??= this.start())
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      // A render that never ended would hold its caller for good, and every render after it would queue in this
      // thread. End the thread instead.
      const timer = setTimeout(
        () => this.end(thread, new Error(`${this.label} took over ${this.timeoutMs} ms`)),
        this.timeoutMs,
      )
      thread.waiting.set(id, {
        resolve: (pdf) => {
          clearTimeout(timer)
          resolve(pdf)
        },
        reject: (error) => {
          clearTimeout(timer)
          reject(error)
        },
      })
      thread.worker.postMessage({ id, message })
    })
  }

  /** Ends the thread; renders still waiting fail. */
  async close(): Promise<void> {
    const thread = this.thread
    this.thread = undefined
    if (thread) await thread.worker.terminate()
  }

  /** Fails the renders waiting on the thread and ends it; the next render starts a new one. */
  private end(thread: Thread, error: Error) {
    if (this.thread === thread) this.thread = undefined
    for (const { reject } of thread.waiting.values()) reject(error)
    thread.waiting.clear()
    void thread.worker.terminate()
  }

  private start(): Thread {
    const worker = new Worker(this.workerUrl)
    const thread: Thread = { worker, waiting: new Map() }
    // An idle renderer must not keep the process alive; a render in flight is awaited by someone who does.
    worker.unref()
    worker.on('message', (reply: Reply) => {
      const waiting = thread.waiting.get(reply.id)
      thread.waiting.delete(reply.id)
      if (reply.error !== undefined) waiting?.reject(new Error(`${this.label}: ${reply.error}`))
      else waiting?.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength))
    })
    worker.on('error', (error) => this.end(thread, error))
    worker.on('exit', (code) => this.end(thread, new Error(`${this.label} thread exited (code ${code})`)))
    return thread
  }
}
