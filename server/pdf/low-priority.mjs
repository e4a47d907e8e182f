// Renders never starve requests (issue 48): a PDF renderer's thread asks the OS for the lowest priority (nice 19)
// for itself alone, so whenever the API's main thread (requests) or the database wants a core, it gets it first, and
// renders use what is left. On Linux a thread is scheduled by its own id: /proc/thread-self names it, and
// setpriority(2) on that id changes this thread only (Node's os.setPriority). Elsewhere, or when refused, renders
// simply run at the process's priority. RENDER_NICE sets another niceness (0: leave it); the server tests set 0,
// since on a machine shared with other work a nice-19 render waits behind all of it, not just our requests.
import { readlinkSync } from 'node:fs'
import { setPriority } from 'node:os'
import process from 'node:process'

export function lowerThisThreadsPriority(nice = Number(process.env.RENDER_NICE ?? 19)) {
  if (!Number.isInteger(nice) || nice <= 0) return false
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop())
    if (!Number.isInteger(threadId) || threadId <= 0) return false
    setPriority(threadId, Math.min(nice, 19))
    return true
  } catch {
    return false
  }
}
