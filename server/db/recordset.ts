import { sql, type SQL } from 'drizzle-orm'

/**
 * A batch of rows as ONE json parameter, to read as a table: `FROM ${recordset(rows)} AS x(col type, ...)`.
 * Building, binding and parsing a multi-row VALUES list costs a placeholder per column per row (5,000 for a batch
 * of 500 contact messages), more than the inserts themselves on the embedded database. Dates become ISO strings.
 */
export function recordset(rows: readonly object[]): SQL {
  return sql`json_to_recordset(${JSON.stringify(rows)}::json)`
}
