// The report renderer's thread (see report-pdf-thread.ts and server/pdf/pdf-thread.ts). Plain JavaScript so that
// it loads the same way under tsx, vitest and plain node; the renderer itself is TypeScript, loaded through tsx's
// API.
import { parentPort } from 'node:worker_threads'
import { tsImport } from 'tsx/esm/api'
import { lowerThisThreadsPriority } from '../pdf/low-priority.mjs'

// Requests first: this thread renders with what the API's main thread leaves (pdf/low-priority.mjs).
lowerThisThreadsPriority()

const { renderReportPdf } = await tsImport('./report-pdf.ts', import.meta.url)

parentPort.on('message', ({ id, message }) => {
  renderReportPdf(message).then(
    (pdf) => parentPort.postMessage({ id, pdf }),
    (error) => parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  )
})
