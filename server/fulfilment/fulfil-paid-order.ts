/**
 * What happens once an order is paid and invoiced, as one step: a report's scan link opens and its counsellor is
 * chosen; a counsellor kit opens the course. Called by `invoices/invoices.ts` `issueInvoice` in the invoice's
 * transaction, once (an order already invoiced is not fulfilled again).
 */
import type { DbOrTx } from '../db/client'
import type { orders } from '../db/schema'
import { assignStudent } from '../counsellors/assign'
import { openCourseAccess } from '../course/enrolment'
import type { ScanLinks } from '../scan/links'
import { openScan } from '../scan/scans'

export async function fulfilPaidOrder(
  tx: DbOrTx,
  order: typeof orders.$inferSelect,
  input: {
    now: Date
    scanLinks?: ScanLinks | undefined
    /** The new scan link, for the answer of the request that paid (never put in the invoice mail). */
    onScanOpened?: ((scanUrl: string) => void) | undefined
  },
): Promise<void> {
  // A report's scan opens with its invoice: its link goes in a mail of its own (never in the invoice's)...
  if (input.scanLinks) {
    const scanUrl = await openScan(tx, order, { links: input.scanLinks, now: input.now })
    if (scanUrl) input.onScanOpened?.(scanUrl)
    // ...and its counsellor is chosen, who will debrief the report.
    await assignStudent(tx, order, { now: input.now, links: input.scanLinks })
  }
  // A counsellor kit opens the course at once, before certification (server/course/).
  await openCourseAccess(tx, order, input.now)
}
