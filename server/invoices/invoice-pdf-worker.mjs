// The invoice renderer's thread (see invoice-pdf-thread.ts and server/pdf/pdf-thread.ts). Plain JavaScript so that
// it loads the same way under tsx, vitest and plain node; the renderer itself is TypeScript, loaded through tsx's
// API.
import { parentPort } from 'node:worker_threads'
import { tsImport } from 'tsx/esm/api'

const { renderInvoicePdf } = await tsImport('./invoice-pdf.ts', import.meta.url)

parentPort.on('message', ({ id, message: { invoice, supplier } }) => {
  renderInvoicePdf(invoice, supplier).then(
    (pdf) => parentPort.postMessage({ id, pdf }),
    (error) => parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  )
})
