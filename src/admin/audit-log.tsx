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
import { auditRecordName, auditWords, indiaTime, type AuditEntry } from './format'
import { EmptyList } from './layout'

const filters = [
  <TextInput key="entityId" source="entityId" label="Record id" alwaysOn />,
  <TextInput key="staffEmail" source="staffEmail" label="Staff email" alwaysOn />,
]

// The particulars are short lines; on separate lines they stay readable in a narrow column.
const detailStyle = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '0.8125rem' } as const

/** The changed record, by the name staff use; an order links to its page (the full id is in the tooltip). */
function RecordCell(_props: { label: string }) {
  const entry = useRecordContext<AuditEntry>()
  const createPath = useCreatePath()
  if (!entry) return null
  const name = auditRecordName(entry)
  return entry.entity === 'order' ? (
    <Link to={createPath({ resource: 'orders', id: entry.entityId, type: 'show' })} title={entry.entityId}>
      {name}
    </Link>
  ) : (
    <span title={entry.entityId}>{name}</span>
  )
}

const empty = <EmptyList text="No staff action is recorded yet." />

/** Every staff action, newest first, in words. Read-only: the API has no route that changes it. */
export function AuditLogList() {
  return (
    <List
      title="Audit log"
      filters={filters}
      // Both filters are always shown: no menu of saved queries (the library's words).
      actions={false}
      exporter={false}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={50}
      empty={empty}
    >
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        empty={<EmptyList text="No staff action matches these filters." />}
      >
        <DateField source="createdAt" label="When" {...indiaTime} sortable={false} />
        <TextField source="staffEmail" label="Who" sortable={false} />
        <FunctionField label="What" render={(entry: AuditEntry) => auditWords(entry).what} />
        <RecordCell label="Record" />
        <FunctionField
          label="Details"
          sx={detailStyle}
          render={(entry: AuditEntry) => auditWords(entry).detail}
        />
      </Datagrid>
    </List>
  )
}
