/**
 * Renders Success Blueprint PDFs in worker threads (`report-pdf-worker.mjs`, through server/pdf/pdf-thread.ts),
 * never on the server's event loop: laying out and shaping twenty pages is a few hundred milliseconds of
 * synchronous work, and the first render also parses the fonts. A thread starts with the first report that needs
 * it and stays for the next; `close()` ends them. As many threads as renders may run at once (the job runner's
 * report lanes: a first report and a parent's new version), each render going to the least busy one, so the two
 * never queue in one thread. If a thread dies or a render takes too long, the renders waiting on it fail (the job
 * is retried) and its next render starts a new one.
 */
import type { ReportDocument } from '../../src/engine/report'
import { PdfThread } from '../pdf/pdf-thread'

export class ReportPdfThread {
  private readonly threads: PdfThread<ReportDocument>[]

  /** threads: renders at once; timeoutMs: how long a render may take (the first includes starting and fonts). */
  constructor(threads = 1, timeoutMs = 60_000) {
    this.threads = Array.from(
      { length: threads },
      () => new PdfThread(new URL('./report-pdf-worker.mjs', import.meta.url), timeoutMs, 'report PDF'),
    )
  }

  render(report: ReportDocument): Promise<Buffer> {
    const leastBusy = this.threads.reduce((best, thread) => (thread.inFlight < best.inFlight ? thread : best))
    return leastBusy.render(report)
  }

  /** Ends the threads; renders still waiting fail. */
  async close(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.close()))
  }
}
