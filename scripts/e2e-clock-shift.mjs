// A server process's clock, moved forward by the test (workspace.spec.ts): preloaded with `--import` when
// E2E_CLOCK_FILE is set, it adds the milliseconds written in that file to Date.now() and `new Date()`. Dates made
// any other way (parsed, from the database, cloned from a worker) are untouched, and `instanceof Date` holds.
import { readFileSync } from 'node:fs'

const file = process.env.E2E_CLOCK_FILE
if (file) {
  const RealDate = Date
  const realNow = RealDate.now.bind(RealDate)
  let offset = 0
  const read = () => {
    try {
      offset = Number(readFileSync(file, 'utf8').trim()) || 0
    } catch {
      offset = 0
    }
  }
  read()
  setInterval(read, 100).unref()
  RealDate.now = () => realNow() + offset
  globalThis.Date = new Proxy(RealDate, {
    construct(target, args, newTarget) {
      return args.length === 0
        ? Reflect.construct(target, [realNow() + offset], newTarget)
        : Reflect.construct(target, args, newTarget)
    },
  })
}
