/**
 * Renders invoice PDFs in a worker thread (`invoice-pdf-worker.mjs`). Laying out and shaping one invoice is
 * 70-180 ms of synchronous work, and the first one also parses the fonts (~600 ms): on the event loop, every
 * request in flight would wait that long each time an invoice mail goes out. The thread starts with the first
 * invoice (most processes never render one) and stays for the next; `close()` ends it. If it dies, the renders
 * waiting on it fail (the mail is retried) and the next render starts a new one.
 */
import { Worker } from 'node:worker_threads'
import type { Invoice, SupplierDetails } from './invoices'

type Reply = { id: number; pdf: Uint8Array; error?: undefined } | { id: number; error: string }
type Waiting = Map<number, { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }>

export class InvoicePdfThread {
  private thread: { worker: Worker; waiting: Waiting } | undefined
  private nextId = 1

  render(invoice: Invoice, supplier: SupplierDetails): Promise<Buffer> {
    const { worker, waiting } = (this.thread ??= this.start())
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject })
      worker.postMessage({ id, invoice, supplier })
    })
  }

  /** Ends the thread; renders still waiting fail. */
  async close(): Promise<void> {
    const thread = this.thread
    this.thread = undefined
    if (thread) await thread.worker.terminate()
  }

  private start() {
    const worker = new Worker(new URL('./invoice-pdf-worker.mjs', import.meta.url))
    const thread = { worker, waiting: new Map() as Waiting }
    // An idle renderer must not keep the process alive; a render in flight is awaited by someone who does.
    worker.unref()
    worker.on('message', (reply: Reply) => {
      const waiting = thread.waiting.get(reply.id)
      thread.waiting.delete(reply.id)
      if (reply.error !== undefined) waiting?.reject(new Error(`invoice PDF: ${reply.error}`))
      else waiting?.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength))
    })
    const fail = (error: Error) => {
      if (this.thread === thread) this.thread = undefined
      for (const { reject } of thread.waiting.values()) reject(error)
      thread.waiting.clear()
    }
    worker.on('error', fail)
    worker.on('exit', (code) => fail(new Error(`invoice PDF thread exited (code ${code})`)))
    return thread
  }
}
