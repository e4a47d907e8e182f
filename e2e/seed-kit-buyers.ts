// E2E_SEED for scripts/e2e-server.mjs: 100 counsellor-kit buyers who paid a month ago, written into an e2e server's
// PGlite folder before it starts, so a kit bought in the browser is the 101st (issue 47: "the 101st kit buyer sees
// no offer"). The rows are the API tests' (tests/server/early-kit-buyers.ts).
import { openDatabase } from '../server/db/client'
import { insertEarlyKitBuyers } from '../tests/server/early-kit-buyers'

const dir = process.argv[2]
if (!dir) throw new Error('usage: seed-kit-buyers.ts <database directory>')
const database = await openDatabase({ kind: 'pglite', dataDir: dir })
// A server started on this folder migrates it first; migrating here is the same, and a no-op on the template's copy.
await database.migrate()
await insertEarlyKitBuyers(database.db, { paidFrom: new Date(Date.now() - 30 * 86_400_000) })
await database.close()
