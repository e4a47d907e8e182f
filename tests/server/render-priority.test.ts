/**
 * Issue 48 point 4: a PDF renderer's thread runs at the lowest OS priority (nice 19), the API's main thread at the
 * process's own, so a burst of renders yields the CPU to requests. Linux only (the thread's own id).
 */
import { existsSync } from 'node:fs'
import { getPriority } from 'node:os'
import { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'

describe.skipIf(!existsSync('/proc/thread-self'))('render threads yield to requests', () => {
  it('the renderer thread lowers its own priority only', async () => {
    const url = new URL('../../server/pdf/low-priority.mjs', import.meta.url).href
    // CommonJS with a dynamic import: an eval'd worker is CommonJS on every Node this runs on.
    const worker = new Worker(
      `const { readlinkSync } = require('node:fs')
       const { getPriority } = require('node:os')
       const { parentPort } = require('node:worker_threads')
       import(${JSON.stringify(url)}).then(({ lowerThisThreadsPriority }) => {
         const lowered = lowerThisThreadsPriority(19)
         const tid = Number(readlinkSync('/proc/thread-self').split('/').pop())
         parentPort.postMessage({ lowered, priority: getPriority(tid) })
       })`,
      { eval: true },
    )
    const answer = await new Promise<{ lowered: boolean; priority: number }>((resolve, reject) => {
      worker.once('message', resolve)
      worker.once('error', reject)
    })
    await worker.terminate()
    expect(answer).toEqual({ lowered: true, priority: 19 })
    expect(getPriority()).toBeLessThan(19)
  })
})
