// The embedded database's thread (see pglite-thread.ts): PGlite runs here, off the event loop that serves HTTP.
// Plain JavaScript so that it loads the same way under tsx, vitest and plain node.
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite, parse, protocol } from '@electric-sql/pglite'

const identity = (value) => value
const database = new PGlite(workerData.dataDir)

/**
 * Prepared statements, by SQL text. PGlite's own query() parses and plans every statement again and makes five
 * calls into the database for it; planning alone is about 1 ms for a batch statement. A statement seen before is
 * bound and executed by name, in one call. The application's statements are a fixed set; past the cap (texts that
 * vary, like IN lists of every length) statements go through PGlite's query() as before.
 */
const statements = new Map()
const MAX_STATEMENTS = 1000

function concat(parts) {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

async function prepare(sql) {
  const known = statements.get(sql)
  if (known || statements.size >= MAX_STATEMENTS) return known
  const name = `dem_${statements.size + 1}`
  const { messages } = await database.execProtocol(
    concat([
      protocol.serialize.parse({ name, text: sql }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    ]),
    { syncToFs: false },
  )
  const description = messages.find((message) => message.name === 'parameterDescription')
  const statement = { name, types: description?.dataTypeIDs ?? [] }
  statements.set(sql, statement)
  return statement
}

async function query(sql, params, options) {
  const statement = await prepare(sql)
  if (!statement) return database.query(sql, params, options)
  // Parameters are serialised as PGlite's query() does: by the type the statement declares for each.
  const values = params.map((value, index) => {
    if (value === null || value === undefined) return null
    const serializer = database.serializers[statement.types[index]]
    return serializer ? serializer(value) : value.toString()
  })
  const { messages } = await database.execProtocol(
    concat([
      protocol.serialize.bind({ statement: statement.name, values }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]),
    { syncToFs: false },
  )
  const [result] = parse.parseResults(messages, database.parsers, options)
  const ready = messages.findLast((message) => message.name === 'readyForQuery')
  if (ready?.status === 'I') await database.syncToFs()
  return result
}

/** The properties of a DatabaseError (code, constraint, detail...) survive the trip as a plain object. */
function describe(error) {
  const fields = { ...error }
  delete fields.query
  delete fields.params
  delete fields.queryOptions
  return { message: error?.message ?? String(error), name: error?.name, fields }
}

function slim(result) {
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows }
}

async function run(message) {
  switch (message.op) {
    case 'query': {
      const { rowMode, identityParsers } = message
      const parsers = identityParsers
        ? Object.fromEntries(identityParsers.map((oid) => [oid, identity]))
        : undefined
      return slim(await query(message.sql, message.params, { rowMode, parsers }))
    }
    case 'exec':
      return (await database.exec(message.sql)).map(slim)
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
