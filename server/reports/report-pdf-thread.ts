/**
 * Renders Success Blueprint PDFs in a worker thread (`report-pdf-worker.mjs`, through server/pdf/pdf-thread.ts),
 * never on the server's event loop: laying out and shaping twenty pages is a few hundred milliseconds of
 * synchronous work, and the first render also parses the fonts. The thread starts with the first report and stays
 * for the next; `close()` ends it. If it dies or a render takes too long, the renders waiting on it fail (the job
 * is retried) and the next render starts a new one.
 */
import type { ReportDocument } from '../../src/engine/report'
import { PdfThread } from '../pdf/pdf-thread'

export class ReportPdfThread {
  private readonly thread: PdfThread<ReportDocument>

  /** timeoutMs: how long a render may take (the first one includes starting the thread and parsing fonts). */
  constructor(timeoutMs = 60_000) {
    this.thread = new PdfThread(new URL('./report-pdf-worker.mjs', import.meta.url), timeoutMs, 'report PDF')
  }

  render(report: ReportDocument): Promise<Buffer> {
    return this.thread.render(report)
  }

  /** Ends the thread; renders still waiting fail. */
  close(): Promise<void> {
    return this.thread.close()
  }
}
