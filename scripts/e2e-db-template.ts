// Makes the migrated PGlite database that each e2e server copies (scripts/e2e-server.mjs): the suite starts five
// servers, and a new database's initdb and migrations took about 10 s of CPU each.
import { openDatabase } from '../server/db/client'

const dir = process.argv[2]
if (!dir) throw new Error('usage: e2e-db-template.ts <directory>')
const database = await openDatabase({ kind: 'pglite', dataDir: dir })
await database.migrate()
await database.close()
