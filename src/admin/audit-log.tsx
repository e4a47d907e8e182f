import {
  Datagrid,
  DateField,
  FunctionField,
  Link,
  List,
  TextField,
  TextInput,
  useCreatePath,
  useRecordContext,
} from 'react-admin'
import { auditValues, indiaTime } from './format'

const filters = [
  <TextInput key="entityId" source="entityId" label="Record id" alwaysOn />,
  <TextInput key="staffEmail" source="staffEmail" label="Staff email" alwaysOn />,
]

interface Entry {
  entity: string
  entityId: string
  before: unknown
  after: unknown
}

// Before and after are short key/value lists; on separate lines they stay readable in a narrow column.
const valuesStyle = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '0.8125rem' } as const

/** The changed record, short; an order links to its page (the full id is in the tooltip and the filter). */
function RecordCell(_props: { label: string }) {
  const entry = useRecordContext<Entry>()
  const createPath = useCreatePath()
  if (!entry) return null
  const short = `${entry.entity} ${entry.entityId.slice(0, 8)}`
  return entry.entity === 'order' ? (
    <Link to={createPath({ resource: 'orders', id: entry.entityId, type: 'show' })} title={entry.entityId}>
      {short}
    </Link>
  ) : (
    <span title={entry.entityId}>{short}</span>
  )
}

/** Every staff action, newest first. Read-only: the API has no route that changes it. */
export function AuditLogList() {
  return (
    <List filters={filters} exporter={false} sort={{ field: 'id', order: 'DESC' }} perPage={50}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="createdAt" label="When" {...indiaTime} sortable={false} />
        <TextField source="staffEmail" label="Who" sortable={false} />
        <TextField source="action" sortable={false} />
        <RecordCell label="Record" />
        <FunctionField label="Before" sx={valuesStyle} render={(r: Entry) => auditValues(r.before)} />
        <FunctionField label="After" sx={valuesStyle} render={(r: Entry) => auditValues(r.after)} />
      </Datagrid>
    </List>
  )
}
