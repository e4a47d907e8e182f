/**
 * Renders invoice PDFs in a worker thread (`invoice-pdf-worker.mjs`). Laying out and shaping one invoice is
 * 40-190 ms of synchronous work, and the first one also parses the fonts (~600 ms): on the event loop, every
 * request in flight would wait that long each time an invoice mail goes out. The thread starts with the first
 * invoice (most processes never render one) and stays for the next; `close()` ends it. If it dies or a render
 * takes too long, the renders waiting on it fail (the mail is retried) and the next render starts a new one.
 */
import { Worker } from 'node:worker_threads'
import type { Invoice, SupplierDetails } from './invoices'

type Reply = { id: number; pdf: Uint8Array; error?: undefined } | { id: number; error: string }
type Waiting = Map<number, { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }>

interface Thread {
  worker: Worker
  waiting: Waiting
}

export class InvoicePdfThread {
  private thread: Thread | undefined
  private nextId = 1

  /** timeoutMs: how long a render may take (the first one includes starting the thread and parsing fonts). */
  constructor(private readonly timeoutMs = 60_000) {}

  render(invoice: Invoice, supplier: SupplierDetails): Promise<Buffer> {
    const thread = (this.thread ??= this.start())
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      // A render that never ended would hold one of the mail sender's lanes for good, and every invoice after it
      // would queue in this thread. End the thread instead; the mail is retried.
      const timer = setTimeout(
        () => this.end(thread, new Error(`invoice PDF took over ${this.timeoutMs} ms`)),
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
      thread.worker.postMessage({ id, invoice, supplier })
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
    const worker = new Worker(new URL('./invoice-pdf-worker.mjs', import.meta.url))
    const thread: Thread = { worker, waiting: new Map() }
    // An idle renderer must not keep the process alive; a render in flight is awaited by someone who does.
    worker.unref()
    worker.on('message', (reply: Reply) => {
      const waiting = thread.waiting.get(reply.id)
      thread.waiting.delete(reply.id)
      if (reply.error !== undefined) waiting?.reject(new Error(`invoice PDF: ${reply.error}`))
      else waiting?.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength))
    })
    worker.on('error', (error) => this.end(thread, error))
    worker.on('exit', (code) => this.end(thread, new Error(`invoice PDF thread exited (code ${code})`)))
    return thread
  }
}
