// The embedded database's thread (see pglite-thread.ts): PGlite runs here, off the event loop that serves HTTP.
// Plain JavaScript so that it loads the same way under tsx, vitest and plain node.
import { Blob } from 'node:buffer'
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'

const identity = (value) => value
// loadDataDir: a copy of a whole database (dumpDataDir's tarball) to start from instead of an empty one.
const database = new PGlite({
  dataDir: workerData.dataDir,
  ...(workerData.loadDataDir ? { loadDataDir: new Blob([workerData.loadDataDir]) } : {}),
})

/** The properties of a DatabaseError (code, constraint, detail...) survive the trip as a plain object. */
function describe(error) {
  const fields = { ...error }
  delete fields.query
  delete fields.params
  delete fields.queryOptions
  return { message: error?.message ?? String(error), name: error?.name, fields }
}

const plain = (result) => ({ rows: result.rows, fields: result.fields, affectedRows: result.affectedRows })

async function run(message) {
  switch (message.op) {
    case 'query': {
      const { rowMode, identityParsers } = message
      const parsers = identityParsers
        ? Object.fromEntries(identityParsers.map((oid) => [oid, identity]))
        : undefined
      return plain(await database.query(message.sql, message.params ?? [], { rowMode, parsers }))
    }
    case 'exec':
      return (await database.exec(message.sql)).map(plain)
    case 'dump':
      return new Uint8Array(await (await database.dumpDataDir('none')).arrayBuffer())
    case 'close':
      await database.close()
      return null
    default:
      throw new Error(`unknown operation ${message.op}`)
  }
}

// Strictly one message at a time, in the order sent: the client's transaction handling relies on it.
let queue = database.waitReady
parentPort.on('message', (message) => {
  queue = queue
    .then(() => run(message))
    .then(
      (result) => parentPort.postMessage({ id: message.id, result }),
      (error) => parentPort.postMessage({ id: message.id, error: describe(error) }),
    )
})

database.waitReady.then(
  () => parentPort.postMessage({ ready: true }),
  (error) => parentPort.postMessage({ ready: false, error: describe(error) }),
)
