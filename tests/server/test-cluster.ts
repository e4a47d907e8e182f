/** The PostgreSQL cluster of TEST_DATABASE_URL, on which the suite makes and drops databases of its own. */
import pg from 'pg'

/** Runs one statement on the cluster, outside any database of ours (CREATE and DROP DATABASE). */
export async function onCluster(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(sql)
  } finally {
    await admin.end()
  }
}

/** A name no other database of the run has (`dem_test_<prefix>...`), and its URL on the cluster. */
export function newDatabaseName(adminUrl: string, prefix = ''): { name: string; url: string } {
  const name = `dem_test_${prefix}${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { name, url: url.toString() }
}
