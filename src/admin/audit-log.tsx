import { Datagrid, DateField, FunctionField, List, TextField, TextInput } from 'react-admin'

const filters = [
  <TextInput key="entityId" source="entityId" label="Record id" alwaysOn />,
  <TextInput key="staffEmail" source="staffEmail" label="Staff email" alwaysOn />,
]

const json = (value: unknown) => (value == null ? '' : JSON.stringify(value))

/** Every staff action, newest first. Read-only: the API has no route that changes it. */
export function AuditLogList() {
  return (
    <List filters={filters} exporter={false} sort={{ field: 'id', order: 'DESC' }} perPage={50}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="createdAt" label="When" showTime sortable={false} />
        <TextField source="staffEmail" label="Who" sortable={false} />
        <TextField source="action" sortable={false} />
        <TextField source="entity" sortable={false} />
        <TextField source="entityId" label="Record" sortable={false} />
        <FunctionField label="Before" render={(r: { before: unknown }) => json(r.before)} />
        <FunctionField label="After" render={(r: { after: unknown }) => json(r.after)} />
      </Datagrid>
    </List>
  )
}
