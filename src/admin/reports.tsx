import { Datagrid, DateField, FunctionField, List, TextField, useCreatePath } from 'react-admin'
import { indiaTime } from './format'
import { EmptyList } from './layout'

export interface ReportRow {
  id: string
  childFirstName: string | null
  childClass: number | null
  email: string
  submittedAt: string | null
  version: number | null
  generatedAt: string | null
  state: 'preparing' | 'failed' | 'ready'
  lastError: string | null
}

/** What a support person reads for where a report stands. */
export function reportState(row: Pick<ReportRow, 'state' | 'version' | 'lastError'>): string {
  if (row.state === 'failed')
    return `Failed: ${row.lastError ?? 'unknown error'}. Make a new version to try again.`
  if (row.state === 'preparing')
    return row.lastError ? `Being prepared (retrying after: ${row.lastError})` : 'Being prepared'
  return `Ready (version ${row.version ?? 1}), mailed to the buyer`
}

/** Every submitted scan's report, newest first; a row opens its order (new version, mail again). */
export function ReportList() {
  // A report's row opens its order: a path inside the back office (a bare "/orders/…" left /admin for a blank page).
  const createPath = useCreatePath()
  return (
    <List
      title="Success Blueprint reports"
      sort={{ field: 'submittedAt', order: 'DESC' }}
      perPage={50}
      exporter={false}
      empty={<EmptyList text="No report yet: a report is made when a child submits the scan." />}
    >
      <Datagrid
        bulkActionButtons={false}
        rowClick={(id) => createPath({ resource: 'orders', id, type: 'show' })}
        empty={<EmptyList text="No report matches." />}
      >
        <DateField source="submittedAt" label="Scan submitted" {...indiaTime} sortable={false} />
        <TextField source="childFirstName" label="Child" sortable={false} />
        <TextField source="childClass" label="Class" sortable={false} />
        <TextField source="email" label="Buyer email" sortable={false} />
        <FunctionField label="Report" render={(row: ReportRow) => reportState(row)} />
        <DateField source="generatedAt" label="Generated" {...indiaTime} sortable={false} />
      </Datagrid>
    </List>
  )
}
