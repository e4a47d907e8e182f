/**
 * Once per run, before any server test file: a migrated PGlite database, dumped to a file, and with
 * TEST_DATABASE_URL a migrated PostgreSQL database to use as a template. Every fresh database of the suite
 * (helpers.ts freshDatabase) is a copy of one of them: PGlite's initdb and the migrations cost seconds per
 * database, a copy a fraction of that.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../server/db/client'
import { newDatabaseName, onCluster } from './test-cluster'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite database's dump (a file), for freshDatabase to start from. */
    pgliteSnapshot: string
    /** The migrated PostgreSQL database for freshDatabase to copy (CREATE DATABASE ... TEMPLATE), if any. */
    postgresTemplate: string | undefined
  }
}

/** A migrated PostgreSQL database nobody stays connected to (a template must have no connections). */
async function postgresTemplate(adminUrl: string): Promise<string> {
  const { name, url } = newDatabaseName(adminUrl, 'template_')
  await onCluster(adminUrl, `CREATE DATABASE ${name}`)
  const database = await openDatabase({ kind: 'postgres', url, poolMax: 2 })
  try {
    await database.migrate()
  } finally {
    await database.close()
  }
  return name
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'dem-pglite-snapshot-'))
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined })
  try {
    await database.migrate()
    if (!database.dump) throw new Error('PGlite databases can be dumped')
    const file = path.join(dir, 'migrated.tar')
    writeFileSync(file, await database.dump())
    project.provide('pgliteSnapshot', file)
  } finally {
    await database.close()
  }
  // Last, so that nothing after it can fail and leave the template database without its teardown.
  const adminUrl = process.env.TEST_DATABASE_URL
  const template = adminUrl ? await postgresTemplate(adminUrl) : undefined
  project.provide('postgresTemplate', template)
  return async () => {
    rmSync(dir, { recursive: true, force: true })
    if (adminUrl && template) await onCluster(adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`)
  }
}
