// Renders never starve requests (issue 48): a PDF renderer's thread asks the OS for the lowest priority (nice 19)
// for itself alone, so whenever the API's main thread (requests) or the database wants a core, it gets it first, and
// renders use what is left. On Linux a thread is scheduled by its own id: /proc/thread-self names it, and
// setpriority(2) on that id changes this thread only (Node's os.setPriority). Elsewhere, or when refused, renders
// simply run at the process's priority.
import { readlinkSync } from 'node:fs'
import { setPriority } from 'node:os'

export function lowerThisThreadsPriority() {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop())
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, 19)
    return true
  } catch {
    return false
  }
}
