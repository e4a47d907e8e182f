/**
 * Once per run, before any server test file: a migrated PGlite database, dumped to a file. Every fresh PGlite
 * database of the suite (helpers.ts freshDatabase) starts from that copy: PGlite's initdb and the migrations cost
 * seconds per database, loading the copy a fraction of that.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../server/db/client'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite database's dump (a file), for freshDatabase to start from. */
    pgliteSnapshot: string
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'dem-pglite-snapshot-'))
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined })
  try {
    await database.migrate()
    const file = path.join(dir, 'migrated.tar')
    writeFileSync(file, (await database.dump?.()) ?? new Uint8Array())
    project.provide('pgliteSnapshot', file)
  } finally {
    await database.close()
  }
  return () => rmSync(dir, { recursive: true, force: true })
}
